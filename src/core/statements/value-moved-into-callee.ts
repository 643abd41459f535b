import type { Statement, StatementBody } from '../cst';
import { initializerOf } from './extracted-variables';
import { flattenStatements } from './mapper';
import { renamed } from './name-uses';
import { statementSimilarity } from './similarity';
import type { DeclaredVariable, VariableContext } from './variables';

/** How alike the old declaration, renamed, and the callee's declaring the new name must be: as a declaration renamed in place (variables.ts), one word of four changed at most. */
const MOVED_DECLARATION_SIMILARITY = 0.75;

/** The body of a callable new after the change, by simple name (see BodyNames.newCallable). */
export type NewCallable = (name: string) => StatementBody | undefined;

/**
 * Declarations the mapper left unpaired where the old one's statement moved, renamed, into a new
 * callable that the new one now calls for its value (`length_func = lambda x: ...` became
 * `length_fn = self._make_length_fn()`, whose body declares `length_fn = lambda x: ...`): the local
 * renamed, its value now made elsewhere. Each declaration the only one of its name and of its
 * statement; a statement of the callee declaring the new name is the old one with the name respelt,
 * or as alike as a declaration renamed in place must stay (`x[self._src_decoder.length_tensor_name]`
 * now `x[self.source_length_name]`).
 */
export function valuesMovedIntoCallees(context: VariableContext, newCallable?: NewCallable): [DeclaredVariable, DeclaredVariable][] {
  if (!newCallable) return [];
  const unpaired = (side: 'before' | 'after') =>
    [...context[side].declared.values()].flatMap((list) => (list.length === 1 && list[0].statement.declares.length === 1 && !context.partner.has(list[0].statement) ? [list[0]] : []));
  const olds = unpaired('before');
  if (olds.length === 0) return [];
  const found: [DeclaredVariable, DeclaredVariable][] = [];
  for (const now of unpaired('after')) {
    const callee = calleeOfValue(now);
    const body = callee && newCallable(callee);
    if (!body) continue;
    const declaring = flattenStatements(body.statements).filter((statement: Statement) => statement.declares.includes(now.name));
    const old = olds.filter((candidate) => {
      // A name kept is no rename; a name either side still declares is another local's.
      if (candidate.name === now.name || context.after.declared.has(candidate.name) || context.before.declared.has(now.name)) return false;
      const respelt = renamed(candidate.statement.tokens, candidate.name, now.name);
      return declaring.some((statement) => statementSimilarity(respelt, statement.tokens) >= MOVED_DECLARATION_SIMILARITY);
    });
    if (old.length === 1) found.push([old[0], now]);
  }
  return found;
}

/** The callable whose call is a declaration's whole value (`self._make_length_fn()`, `make_length_fn(x)`), if it is one. */
function calleeOfValue(declared: DeclaredVariable): string | undefined {
  const value = initializerOf(declared.statement.tokens, declared.name);
  const [call] = declared.statement.calls;
  if (!value || !call || declared.statement.calls.length !== 1 || value[value.length - 1] !== ')') return undefined;
  const at = value.indexOf(call.name);
  // The call is the value's last part: `self . name ( ... )` or `name ( ... )`, its arguments to the end.
  return at >= 0 && value[at + 1] === '(' && (at === 0 || (at === 2 && value[1] === '.')) ? call.name : undefined;
}
