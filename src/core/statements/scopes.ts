import type { Statement, StatementBody } from '../cst';
import { flattenStatements } from './mapper';

/**
 * Where a local is visible, in a body whose locals live to the end of their block
 * (`StatementBody.blockScoped`): a declaring statement with a body of its own (a `for`, a catch
 * clause, a `when (val r = ...)`) holds its local in itself and its nested statements; any other
 * declaration, in itself and the statements after it in its block, nested ones included. Elsewhere,
 * and for a declaration that is `bodyScoped`, a local is visible in the whole body (no scope: undefined).
 */
export class Scopes {
  private readonly parents = new Map<Statement, Statement>();
  private readonly found = new Map<Statement, ReadonlySet<Statement>>();

  constructor(
    private readonly body: StatementBody,
    flat: readonly Statement[],
  ) {
    for (const statement of flat) for (const child of statement.children) this.parents.set(child, statement);
  }

  /** The statements the locals `declaration` declares are visible in; undefined where that is the whole body. */
  of(declaration: Statement): ReadonlySet<Statement> | undefined {
    if (!this.body.blockScoped || declaration.bodyScoped) return undefined;
    let scope = this.found.get(declaration);
    if (!scope) {
      // A lambda written in the value (`val x = f { ... }`) is part of the value, not a block the local lives in.
      const ownBody = declaration.children.some((child) => !child.inExpression);
      const siblings = this.parents.get(declaration)?.children ?? this.body.statements;
      scope = new Set(ownBody ? flattenStatements([declaration]) : flattenStatements(siblings.slice(Math.max(0, siblings.indexOf(declaration)))));
      this.found.set(declaration, scope);
    }
    return scope;
  }
}

/** Whether two locals' scopes meet: under block scoping, one is declared where the other is visible. */
export function scopesMeet(scopes: Scopes, a: Statement, b: Statement): boolean {
  const [ofA, ofB] = [scopes.of(a), scopes.of(b)];
  return !ofA || !ofB || ofA.has(b) || ofB.has(a);
}
