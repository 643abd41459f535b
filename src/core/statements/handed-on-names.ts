import type { Statement } from '../cst';
import { initializerOf, isParameter, reachOf } from './extracted-variables';
import { containsRun, localUses, usesOf } from './name-uses';
import type { DeclaredVariable, SideFacts, VariableChange, VariableContext } from './variables';

type Rename = Extract<VariableChange, { operation: 'RENAME' }>;

/**
 * A local renamed whose old name went on to a new local holding a value made from it
 * (`o_map = i1.output(f)` and `o_map.map(i2)` became `_o_map = i1.output(f)` and
 * `o_map = _o_map.map(i2)`; `outputs, state = rnn(...)` became `cell_outputs, state = rnn(...)`,
 * then `outputs = project(cell_outputs)`). The name is still declared after, so the rules that
 * want the old name gone do not see it; the evidence is instead: the declaration kept, once
 * renamed (`alike`), with a value of its own (or a loop's variable), not narrowed to a part of it;
 * the new name unknown to the body before; the old name assigned anew after a value made from the
 * new local (directly or through locals made from it);
 * and every read of the old local that the mapper paired now reading one of those locals, or
 * declaring one that the new value of the old name reads (`outputs = f(outputs, layer)` paired with
 * `fn = partial(f, layer)`, then `outputs = map(fn, cell_outputs)`). A read now reading none of
 * them (`log(total)` -> `log(rows)`) says the value went elsewhere: no rename. `known`: the
 * renames found already, whose names are not judged again.
 */
export function renamesHandingOnTheName(
  context: VariableContext,
  pairs: readonly [DeclaredVariable, DeclaredVariable][],
  known: ReadonlyMap<string, string>,
  alike: (before: DeclaredVariable, after: DeclaredVariable) => boolean,
): Rename[] {
  const { before, after } = context;
  const found: Rename[] = [];
  const judged = new Set(known.keys());
  for (const [b, a] of pairs) {
    const [from, to] = [b.name, a.name];
    if (from === to || judged.has(from) || isParameter(context, from) || isParameter(context, to)) continue;
    if (before.used.has(to) || before.declared.has(to)) continue;
    // A value of its own, or none on either side (a loop's variable, `for ref in refs`).
    const [valueBefore, valueAfter] = [initializerOf(b.statement.tokens, from), initializerOf(a.statement.tokens, to)];
    if ((valueBefore ? valueBefore.length < 2 || !valueAfter : !!valueAfter) || !alike(b, a)) continue;
    // A new local holding part of the old value (`row = run(q).fetchone()` -> `cursor = run(q)`,
    // `row = cursor.fetchone()`) was extracted from it: the old local kept its name and its value.
    if (valueBefore && valueAfter && valueBefore.length > valueAfter.length && containsRun(valueBefore, valueAfter)) continue;
    const made = madeFrom(after, from, to, a.statement);
    if (!made) continue;
    if (!readsFollow(context, b, from, made)) continue;
    found.push({ operation: 'RENAME', before: b, after: a });
    // Declarations of the name renamed alike in several branches are one rename.
    judged.add(from);
  }
  return found;
}

/** The locals made from the new one, `name` among them, and the locals the new value of `name` reads besides. */
interface MadeFrom {
  made: ReadonlySet<string>;
  parts: ReadonlySet<string>;
}

/**
 * When `side` declares `name` anew (not at `own`), assigning it a value that reads `source` or a
 * local made from it: those locals, and what that declaration reads. Undefined when it does not.
 */
function madeFrom(side: SideFacts, name: string, source: string, own: Statement): MadeFrom | undefined {
  const made = new Set([source]);
  for (const statement of side.statements) {
    if (statement === own || statement.declares.length === 0) continue;
    const used = localUses(statement.tokens);
    if (![...used].some((local) => made.has(local) && !statement.declares.includes(local))) continue;
    for (const declared of statement.declares) made.add(declared);
    // Given a value (`ref = join(refs[0])`); a loop over one (`for q in (qs if flag else [])` inside a
    // new `for flag in ...`) is the old loop kept, nested in a new one.
    const value = statement.declares.includes(name) ? initializerOf(statement.tokens, name) : undefined;
    // The old name given the new local bare (`reason = joined`) holds the same value: the new
    // local was extracted (extracted-variables.ts), the old one kept.
    if (value && value.length === 1 && value[0] === source) return undefined;
    if (value) return { made, parts: new Set([...used].filter((local) => side.declared.has(local) && !statement.declares.includes(local))) };
  }
  return undefined;
}

/** Every read of the old local where its declaration reaches, when paired, has a partner reading a local made from the new one, or declaring a part of the name's new value. */
function readsFollow(context: VariableContext, declaration: DeclaredVariable, from: string, { made, parts }: MadeFrom): boolean {
  const reads = (statement: Statement, name: string) => usesOf(statement.tokens, name) - (statement.declares.includes(name) ? 1 : 0);
  return reachOf(context.before.statements, declaration.statement, from).every((statement) => {
    if (reads(statement, from) <= 0) return true;
    const partner = context.partner.get(statement);
    return !partner || [...made].some((name) => reads(partner, name) > 0) || partner.declares.some((name) => parts.has(name));
  });
}
