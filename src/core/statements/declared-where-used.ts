import { isUse, usedNames, usesOf } from './name-uses';
import { shareNameWord } from './renamed-in-rewritten-uses';
import type { VariableContext } from './variables';

/**
 * Locals whose new declaration the mapper paired with a statement that filled the old one
 * (`hprofFile.writeRecords(listOf(a, b))` became `val hprofBytes = listOf(a, b).asHprofBytes()`,
 * the file made by `testFolder.newFile(...)` gone): the value the old local was given is the new
 * local's. Candidates, as `from -> to`, that the rules of renamedVariables then judge by all their
 * uses; only names that share a word (a new name with none of the old one's words is, with a new
 * value, another local).
 */
export function declaredWhereUsed(context: VariableContext): [string, string][] {
  const { before, after, partner } = context;
  const found = new Map<string, string>();
  const conflicting = new Set<string>();
  for (const pair of context.mapping.pairs) {
    if (pair.after.declares.length !== 1 || pair.before.declares.length > 0) continue;
    const [to] = pair.after.declares;
    if (after.declared.get(to)?.length !== 1 || before.declared.has(to) || before.used.has(to) || after.parameters.has(to)) continue;
    // The one local of the body before that the statement reads and its partner does not, declared once apart from it and gone after.
    const readAfter = usedNames(pair.after.tokens);
    const read = new Set(pair.before.tokens.filter((token, i) => before.declared.has(token) && isUse(pair.before.tokens, i, token) && !readAfter.has(token)));
    if (read.size !== 1) continue;
    const [from] = read;
    const declarations = before.declared.get(from)!;
    if (declarations.length !== 1 || partner.has(declarations[0].statement) || after.declared.has(from) || after.used.has(from)) continue;
    if (usesOf(pair.before.tokens, from) !== 1 || !shareNameWord(from, to)) continue;
    if (found.has(from) && found.get(from) !== to) conflicting.add(from);
    found.set(from, to);
  }
  return [...found].filter(([from]) => !conflicting.has(from));
}
