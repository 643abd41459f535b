import type { Statement } from '../cst';
import { isUse, usesOf } from './name-uses';
import { tradedLocal } from './traded-locals';
import type { DeclaredVariable, SideFacts, VariableContext } from './variables';

/**
 * A local split into several new ones (`val emptySource = FakeDataSource()` read as both
 * arguments of `DefaultTasksRepository(emptySource, emptySource)`, which became
 * `DefaultTasksRepository(emptyRemoteSource, emptyLocalSource)`, each new local declared
 * anew): every use of the old local stands, in a mapped statement otherwise the same, where one
 * of the new locals stands after, or in one rewritten around the one new local it now reads in
 * its stead (`leakToString(leak)` -> `leakToString(leakTrace)`, `DisplayLeakAdapter(leak.leakTrace)`
 * -> `DisplayLeakAdapter(leakTrace)`, beside `leak.pattern` -> `selectedLeak.pattern`), and more
 * than one new local takes its place, the declarations all left apart by the mapper (one paired
 * with another is judged by the rename rules, and a use that does not follow is against it).
 * RefactoringMiner reads the old local renamed to one of them: here the one taking its place in
 * the most statements, the first of those; the others are new locals. Returned as `[old, new]`
 * declarations.
 */
export function splitLocals(context: VariableContext): [DeclaredVariable, DeclaredVariable][] {
  const { before, after, partner } = context;
  // The new locals taking each old local's uses, in the order of the statements before, with how many statements each takes; and the statements where they do.
  const takers = new Map<string, Map<string, number>>();
  const readers = new Map<string, Set<Statement>>();
  const spoilt = new Set<string>();
  for (const statement of before.statements) {
    const other = partner.get(statement);
    if (!other) continue;
    const swaps = substitutions(context, statement.tokens, other.tokens) ?? tradedOne(context, statement.tokens, other.tokens);
    if (!swaps) continue;
    // Each new local counted once per statement, however often it stands there.
    const seen = new Set<string>();
    for (const [from, to] of swaps) {
      if (seen.has(`${from}\u0000${to}`)) continue;
      seen.add(`${from}\u0000${to}`);
      if (!takers.has(from)) takers.set(from, new Map());
      takers.get(from)!.set(to, (takers.get(from)!.get(to) ?? 0) + 1);
      if (!readers.has(from)) readers.set(from, new Set());
      readers.get(from)!.add(statement);
    }
    // A statement whose other uses of an old local stayed (`f(a, a)` -> `f(a, b)`) does not split it.
    for (const [from] of swaps) if (usesOf(other.tokens, from) > 0) spoilt.add(from);
  }
  const found: [DeclaredVariable, DeclaredVariable][] = [];
  for (const [from, counts] of takers) {
    const to = [...counts.keys()];
    if (to.length < 2 || spoilt.has(from)) continue;
    const old = declaredOnce(before, from);
    const now = to.map((name) => declaredOnce(after, name));
    if (!old || now.some((d) => !d) || after.used.has(from) || to.some((name) => before.used.has(name))) continue;
    // The declarations stand apart: one paired with another is judged by the rename rules, where a use that does not follow is against.
    if (partner.has(old.statement) || now.some((d) => partner.has(d!.statement))) continue;
    // Every statement reading the old local, but its declaration, is one where a new local took its place.
    const read = before.statements.filter((statement) => statement !== old.statement && usesOf(statement.tokens, from) > 0);
    if (read.length === 0 || read.some((statement) => !readers.get(from)!.has(statement))) continue;
    // The one taking its place in the most statements, the first of those.
    const most = Math.max(...counts.values());
    found.push([old, now[to.findIndex((name) => counts.get(name) === most)]!]);
  }
  return found;
}

/** The one declaration of `name` on a side, declaring it alone. */
function declaredOnce(side: SideFacts, name: string): DeclaredVariable | undefined {
  const list = side.declared.get(name);
  if (list?.length !== 1 || list[0].statement.declares.length !== 1 || side.parameters.has(name)) return undefined;
  return list[0];
}

/** Two statements token for token the same but for local uses of one name before and another after: those pairs, in order; undefined if anything else differs. */
function substitutions(context: VariableContext, old: readonly string[], now: readonly string[]): [string, string][] | undefined {
  if (old.length !== now.length) return undefined;
  const swaps: [string, string][] = [];
  for (let i = 0; i < old.length; i++) {
    if (old[i] === now[i]) continue;
    if (!isUse(old, i, old[i]) || !isUse(now, i, now[i]) || !context.before.declared.has(old[i]) || !context.after.declared.has(now[i])) return undefined;
    swaps.push([old[i], now[i]]);
  }
  return swaps;
}

/** A statement that traded one old local for one new one, the rest rewritten around it (traded-locals.ts): that pair, as a list. */
function tradedOne(context: VariableContext, old: readonly string[], now: readonly string[]): [string, string][] | undefined {
  const traded = tradedLocal(context, old, now);
  return traded ? [traded] : undefined;
}
