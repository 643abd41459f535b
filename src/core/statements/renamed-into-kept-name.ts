import type { Statement } from '../cst';
import { isParameter } from './extracted-variables';
import { renamed, usesOf } from './name-uses';
import { sameTokens } from './similarity';
import type { VariableContext } from './variables';

/** Statements respelt from the old name to the new one, at least this many (its declaration and a read). */
const RESPELT_STATEMENTS = 2;

/**
 * Where each assignment declares anew, a local renamed to a name the body already bore (`es1` ->
 * `ss1`, where `if ss1 is None: ss1 = tuple(...)` followed and stayed): the old local's variables
 * merged into the name, as RefactoringMiner reads it. Every statement using the old name is paired
 * with itself but for that name respelt, two at least; every statement using the new name before is
 * paired with itself unchanged; every statement using the new name after is a partner of one of
 * those; the old name is gone. A statement reading both names, or changed beyond the respelling,
 * is some other change.
 */
export function renamedIntoKeptName(context: VariableContext, from: string, to: string): boolean {
  const { before, after, partner } = context;
  if (!before.redeclares || !after.redeclares || before.within || after.within || context.moved) return false;
  if (isParameter(context, from) || isParameter(context, to) || after.used.has(from) || !before.used.has(to)) return false;
  let respelt = 0;
  const partners = new Set<Statement>();
  for (const statement of before.statements) {
    const [old, now] = [usesOf(statement.tokens, from), usesOf(statement.tokens, to)];
    if (old === 0 && now === 0) continue;
    const other = partner.get(statement);
    if (!other || (old > 0 && now > 0)) return false;
    const expected = old > 0 ? renamed(statement.tokens, from, to) : statement.tokens;
    if (!sameTokens(expected, other.tokens)) return false;
    if (old > 0) respelt++;
    partners.add(other);
  }
  return respelt >= RESPELT_STATEMENTS && after.statements.every((statement) => usesOf(statement.tokens, to) === 0 || partners.has(statement));
}
