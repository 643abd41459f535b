import type { Statement, StatementBody } from '../cst';
import { sameTokens } from './similarity';

/**
 * One body is the other with whole statements added (or only removed) that declare nothing: each
 * statement of the shorter body is in the longer one, alike (kind, depth, tokens, names
 * declared) and in order, under the counterpart of its parent; the statements left over in the
 * longer one declare no local. Then no local was renamed, retyped, extracted, inlined, merged or
 * split (each needs a declaration changed, new or gone, or a use rewritten in a statement kept),
 * and the variable rules need not map the bodies (most changed bodies of a large commit only gained
 * a line: `toString`, `hashCode` and `equals` of a class with a new field).
 */
export function onlyUndeclaringStatementsAdded(before: StatementBody, after: StatementBody): boolean {
  const [flatBefore, flatAfter] = [withParents(before.statements), withParents(after.statements)];
  if (flatBefore.length === flatAfter.length) return false;
  const [shorter, longer] = flatBefore.length < flatAfter.length ? [flatBefore, flatAfter] : [flatAfter, flatBefore];
  const counterpart = new Map<Statement, Statement>();
  let next = 0;
  for (const { statement, parent } of shorter) {
    // The first alike statement under the parent's counterpart; what is skipped on the way is added.
    while (next < longer.length && !(alike(statement, longer[next].statement) && sameParent(parent, longer[next].parent, counterpart))) {
      if (declaresAny(longer[next].statement)) return false;
      next++;
    }
    if (next === longer.length) return false;
    counterpart.set(statement, longer[next].statement);
    next++;
  }
  for (; next < longer.length; next++) if (declaresAny(longer[next].statement)) return false;
  return true;
}

interface Placed {
  statement: Statement;
  parent?: Statement;
}

/** Parents before children, each with the statement it is nested in. */
function withParents(statements: readonly Statement[]): Placed[] {
  const flat: Placed[] = [];
  const visit = (statement: Statement, parent: Statement | undefined) => {
    flat.push({ statement, parent });
    for (const child of statement.children) visit(child, statement);
  };
  for (const statement of statements) visit(statement, undefined);
  return flat;
}

function sameParent(parent: Statement | undefined, other: Statement | undefined, counterpart: ReadonlyMap<Statement, Statement>): boolean {
  return parent === undefined ? other === undefined : other !== undefined && counterpart.get(parent) === other;
}

function alike(a: Statement, b: Statement): boolean {
  return (
    a.kind === b.kind &&
    a.depth === b.depth &&
    !!a.inExpression === !!b.inExpression &&
    !!a.classBody === !!b.classBody &&
    !!a.bodyScoped === !!b.bodyScoped &&
    sameTokens(a.declares, b.declares) &&
    sameTokens(a.tokens, b.tokens)
  );
}

function declaresAny(statement: Statement): boolean {
  return statement.declares.length > 0 || (statement.destructured?.length ?? 0) > 0;
}
