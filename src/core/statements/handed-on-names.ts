import type { Statement } from '../cst';
import { initializerOf, isParameter, reachOf } from './extracted-variables';
import { localUses, renamed, usesOf } from './name-uses';
import type { DeclaredVariable, SideFacts, VariableChange, VariableContext } from './variables';

type Rename = Extract<VariableChange, { operation: 'RENAME' }>;

/**
 * A local renamed whose old name went on to a new local holding a value made from it
 * (`o_map = i1.output(f)` and `o_map.map(i2)` became `_o_map = i1.output(f)` and
 * `o_map = _o_map.map(i2)`; `outputs, state = rnn(...)` became `cell_outputs, state = rnn(...)`,
 * then `outputs = project(cell_outputs)`). The name is still declared after, so the rules that
 * want the old name gone do not see it; the evidence is instead: the declaration kept token for
 * token but for its name, of a value of its own; the new name unknown to the body before; the old
 * name declared anew after from the new local's value (directly or through locals made from it);
 * and every read of the old local that the mapper paired reading one of the two names after. A
 * read now reading neither (`log(total)` -> `log(rows)`) says the value went elsewhere: no rename.
 * `known`: the renames found already, whose names are not judged again.
 */
export function renamesHandingOnTheName(context: VariableContext, pairs: readonly [DeclaredVariable, DeclaredVariable][], known: ReadonlyMap<string, string>): Rename[] {
  const { before, after } = context;
  const found: Rename[] = [];
  const judged = new Set(known.keys());
  for (const [b, a] of pairs) {
    const [from, to] = [b.name, a.name];
    if (from === to || judged.has(from) || isParameter(context, from) || isParameter(context, to)) continue;
    if (before.used.has(to) || before.declared.has(to)) continue;
    if (renamed(b.statement.tokens, from, to).join(' ') !== a.statement.tokens.join(' ')) continue;
    if ((initializerOf(b.statement.tokens, from)?.length ?? 0) < 2) continue;
    const made = madeFrom(after, from, to, a.statement);
    if (!made) continue;
    if (!readsFollow(context, b, from, made)) continue;
    found.push({ operation: 'RENAME', before: b, after: a });
    // Declarations of the name renamed alike in several branches are one rename.
    judged.add(from);
  }
  return found;
}

/**
 * When `side` declares `name` anew (not at `own`) from a value reading `source` or a local made
 * from it: `source`, the locals made from it, and `name`. Undefined when it does not.
 */
function madeFrom(side: SideFacts, name: string, source: string, own: Statement): ReadonlySet<string> | undefined {
  const made = new Set([source]);
  for (const statement of side.statements) {
    if (statement === own || statement.declares.length === 0) continue;
    const reads = [...localUses(statement.tokens)].some((used) => made.has(used) && !statement.declares.includes(used));
    if (!reads) continue;
    for (const declared of statement.declares) made.add(declared);
    if (statement.declares.includes(name)) return made;
  }
  return undefined;
}

/** Every read of the old local where its declaration reaches, when paired, has a partner reading one of the locals `made` from the new one. */
function readsFollow(context: VariableContext, declaration: DeclaredVariable, from: string, made: ReadonlySet<string>): boolean {
  const reads = (statement: Statement, name: string) => usesOf(statement.tokens, name) - (statement.declares.includes(name) ? 1 : 0);
  return reachOf(context.before.statements, declaration.statement, from).every((statement) => {
    if (reads(statement, from) <= 0) return true;
    const partner = context.partner.get(statement);
    return !partner || [...made].some((name) => reads(partner, name) > 0);
  });
}
