import { splitIdentifier } from '../similarity';
import { isUse } from './name-uses';
import type { DeclaredVariable, VariableContext } from './variables';

/**
 * Locals renamed where their declarations were rewritten whole and the mapper left both apart
 * (`val activityScenario = ActivityScenario.launch(...)` became `val scenario =
 * launchFragmentInContainer<...>(...)`), one standing where the other stood in a mapped statement
 * whose other words changed too (`activityScenario.onActivity { ... }` became `scenario.onFragment
 * { ... }`), and whose names share a word: the candidates, as `from -> to`, that the rules of
 * renamedVariables then judge by all their uses. A name that keeps none of the old one's words
 * (`count` -> `heading`) is, with a new value, another local.
 */
export function renamedInRewrittenUses(context: VariableContext): [string, string][] {
  const { before, after, partner } = context;
  // Declared once, by a statement the mapper left unpaired.
  const apart = (declared: ReadonlyMap<string, DeclaredVariable[]>, name: string) => {
    const list = declared.get(name);
    return list?.length === 1 && !partner.has(list[0].statement);
  };
  const found = new Map<string, string>();
  const conflicting = new Set<string>();
  for (const pair of context.mapping.pairs) {
    const [b, a] = [pair.before.tokens, pair.after.tokens];
    if (b.length !== a.length) continue;
    for (let i = 0; i < b.length; i++) {
      const [from, to] = [b[i], a[i]];
      if (from === to || !isUse(b, i, from) || !isUse(a, i, to)) continue;
      // Locals of both sides trading places are arguments reordered, not renamed.
      if (!before.declared.has(from) || !after.declared.has(to) || after.declared.has(from) || before.declared.has(to)) continue;
      if (!apart(before.declared, from) || !apart(after.declared, to) || !shareNameWord(from, to)) continue;
      if (found.has(from) && found.get(from) !== to) conflicting.add(from);
      found.set(from, to);
    }
  }
  return [...found].filter(([from]) => !conflicting.has(from));
}

/**
 * Two names that share a word of three letters or more (`leakGroupCount` and `leakCount`,
 * `activityScenario` and `scenario`), a plural read as its singular (`leaks` and `leakTraces`).
 */
export function shareNameWord(one: string, other: string): boolean {
  const singular = (word: string) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word);
  const words = (name: string) => splitIdentifier(name).map((word) => singular(word.toLowerCase())).filter((word) => word.length >= 3);
  const first = new Set(words(one));
  return words(other).some((word) => first.has(word));
}
