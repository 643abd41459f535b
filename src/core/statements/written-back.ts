import type { Statement } from '../cst';
import { isUse, usesOf } from './name-uses';
import type { SideFacts, VariableContext } from './variables';

/** A local of one side and its value, as extracted-variables.ts reads them. */
export interface WrittenLocal {
  name: string;
  value: readonly string[];
  assignment: Statement;
  reach?: readonly Statement[];
}

/**
 * One side of the mapped bodies read without its own new (or gone) locals: each statement using
 * one, where its value reaches, holds the value instead. A statement that both inlines one local and
 * extracts another (`beanRegistry.getBean(clazz, context.getBootstrapContext().x())`, now
 * `bootstrapContext.getServiceRegistry().requireService(...).getBean(clazz, bootstrapContext.x())`)
 * is then compared with the other local's part undone. The pairs of the mapping follow the copies.
 */
export function withLocalsWrittenBack(context: VariableContext, side: 'before' | 'after', locals: readonly WrittenLocal[]): { context: VariableContext; facts: SideFacts } {
  const facts = context[side];
  const reaches = new Map(locals.map((local) => [local, new Set(local.reach ?? facts.statements)]));
  const copies = new Map<Statement, Statement>();
  for (const statement of facts.statements) {
    let tokens = statement.tokens;
    for (const local of locals) {
      if (statement === local.assignment || !reaches.get(local)!.has(statement) || usesOf(tokens, local.name) === 0) continue;
      tokens = tokens.flatMap((token, i) => (isUse(tokens, i, local.name) ? [...local.value] : [token]));
    }
    if (tokens !== statement.tokens) copies.set(statement, { ...statement, tokens });
  }
  if (copies.size === 0) return { context, facts };
  const partner = new Map<Statement, Statement>();
  for (const [statement, other] of context.partner) partner.set(copies.get(statement) ?? statement, copies.get(other) ?? other);
  const rewritten: SideFacts = { ...facts, statements: facts.statements.map((statement) => copies.get(statement) ?? statement) };
  return { context: { ...context, partner, [side]: rewritten }, facts: rewritten };
}
