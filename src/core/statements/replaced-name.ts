import type { StatementBody } from '../cst';
import { flattenStatements, mapStatements } from './mapper';
import { usesOf } from './name-uses';

/**
 * Whether the statements of two bodies, mapped, show `replacement` standing where `replaced` stood:
 * some mapped pair uses the old name before and the new one after (`computeExpectedReachability(parser,
 * reachabilityInspectors, nodes)` -> `computeLeakStatuses(parser, leakInspectors, nodes)`), and no
 * more mapped pairs use the old name before and not the new one after. A statement passing the old
 * value that became one passing another value (`watch(out, clients)` -> `rc = run0(client, out)`)
 * maps to nothing: no evidence. Token alignment over whole bodies cannot tell these apart when the
 * bodies changed much.
 */
export function nameReplacedInMappedStatements(before: StatementBody, after: StatementBody, replaced: string, replacement: string): boolean {
  const statementsBefore = flattenStatements(before.statements);
  const statementsAfter = flattenStatements(after.statements);
  const { pairs } = mapStatements(statementsBefore, statementsAfter, { localsBefore: before.locals, localsAfter: after.locals });
  let agreeing = 0;
  let disagreeing = 0;
  for (const pair of pairs) {
    if (usesOf(pair.before.tokens, replaced) === 0) continue;
    if (usesOf(pair.after.tokens, replacement) > 0 && usesOf(pair.after.tokens, replaced) === 0) agreeing++;
    else disagreeing++;
  }
  return agreeing > 0 && agreeing >= disagreeing;
}
