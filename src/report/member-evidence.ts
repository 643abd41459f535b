import type { StatementBody } from '../core/cst';
import { bodyMapping } from '../core/statements/mapper';
import { usesOf } from '../core/statements/name-uses';

/**
 * One member of a type, before and after the change: a callable's statements, or the tokens of a
 * declaration with no statements of its own (a property and its getter: `val name get() =
 * graph.className(record.id)`), read as one statement.
 */
export type MemberBodies = { before: StatementBody; after: StatementBody } | { tokensBefore: readonly string[]; tokensAfter: readonly string[] };

/**
 * A constructor without a body of its own (a Kotlin primary constructor): its parameters are read
 * by the type's members, so the members' mapped statements tell which new parameter took an old
 * one's place (`parser.classId(className)` -> `index.classId(className)` in `HprofGraph`'s
 * methods: `parser` -> `index`), as RefactoringMiner pairs them by the replacements in its
 * statement mappings. Each removed parameter goes to the added one that replaced it in more
 * mapped statements than any other did, and only where that one replaced no other removed
 * parameter as often; a pair counts where the old name was read before and not the new one, and
 * the new name after and not the old one.
 */
export function renamesByMembers(oldNames: readonly string[], newNames: readonly string[], members: readonly MemberBodies[]): [number, number][] {
  if (oldNames.length === 0 || newNames.length === 0 || members.length === 0) return [];
  const counts = oldNames.map(() => newNames.map(() => 0));
  const count = (before: readonly string[], after: readonly string[]) =>
    oldNames.forEach((n1, i) => {
      if (usesOf(before, n1) === 0 || usesOf(after, n1) > 0) return;
      newNames.forEach((n2, j) => {
        if (usesOf(after, n2) > 0 && usesOf(before, n2) === 0) counts[i][j]++;
      });
    });
  for (const member of members) {
    if ('tokensBefore' in member) count(member.tokensBefore, member.tokensAfter);
    else for (const { before, after } of bodyMapping(member.before, member.after).mapping.pairs) count(before.tokens, after.tokens);
  }
  const pairs: [number, number][] = [];
  counts.forEach((row, i) => {
    const best = Math.max(...row);
    if (best === 0 || row.filter((count) => count === best).length > 1) return;
    const j = row.indexOf(best);
    // Another removed parameter replaced by the same new one as often: no telling which.
    if (counts.some((other, k) => k !== i && other[j] >= best)) return;
    pairs.push([i, j]);
  });
  return pairs;
}
