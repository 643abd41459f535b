import type { Statement } from '../cst';
import { writtenOut, type LocalWithValue } from './name-uses';
import type { SideFacts, VariableContext } from './variables';

/** A local of one side and its value, as extracted-variables.ts reads them. */
export type WrittenLocal = LocalWithValue;

/**
 * One side of the mapped bodies read without its own new (or gone) locals: each statement using
 * one, where its value reaches, holds the value instead. A statement that both inlines one local and
 * extracts another (`beanRegistry.getBean(clazz, context.getBootstrapContext().x())`, now
 * `bootstrapContext.getServiceRegistry().requireService(...).getBean(clazz, bootstrapContext.x())`)
 * is then compared with the other local's part undone. The pairs of the mapping follow the copies.
 */
export function withLocalsWrittenBack(context: VariableContext, side: 'before' | 'after', locals: readonly WrittenLocal[]): { context: VariableContext; facts: SideFacts } {
  const facts = context[side];
  const read = writtenOut(locals, facts.statements);
  const copies = new Map<Statement, Statement>();
  for (const statement of facts.statements) {
    const tokens = read(statement);
    if (tokens !== statement.tokens) copies.set(statement, { ...statement, tokens });
  }
  if (copies.size === 0) return { context, facts };
  const partner = new Map<Statement, Statement>();
  for (const [statement, other] of context.partner) partner.set(copies.get(statement) ?? statement, copies.get(other) ?? other);
  const rewritten: SideFacts = { ...facts, statements: facts.statements.map((statement) => copies.get(statement) ?? statement) };
  return { context: { ...context, partner, [side]: rewritten }, facts: rewritten };
}
