import type { Statement, StatementBody } from '../cst';
import { bodyMapping, flattenStatements } from './mapper';
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
  const { pairs } = bodyMapping(before, after).mapping;
  let agreeing = 0;
  let disagreeing = 0;
  for (const pair of pairs) {
    if (usesOf(pair.before.tokens, replaced) === 0) continue;
    if (usesOf(pair.after.tokens, replacement) > 0 && usesOf(pair.after.tokens, replaced) === 0) agreeing++;
    else disagreeing++;
  }
  return agreeing > 0 && agreeing >= disagreeing;
}

/**
 * Whether `replacement` was, before, only the variable that a statement using `replaced` declared
 * for its nested body (`leakTrace.forEach { reporter -> ... }`, `for (reporter in leakTrace)`),
 * and statements using it there map to statements using it alike after: the callable that walked
 * the old value's elements now takes one element, the same parameter renamed and retyped.
 */
export function iteratedElementBecame(before: StatementBody, after: StatementBody, replaced: string, replacement: string): boolean {
  const declaring: Statement[][] = [];
  const walk = (statements: readonly Statement[], ancestors: Statement[]) => {
    for (const statement of statements) {
      const path = [...ancestors, statement];
      if (statement.declares.includes(replacement)) declaring.push(path);
      walk(statement.children, path);
    }
  };
  walk(before.statements, []);
  if (declaring.length !== 1) return false;
  // The declaration itself (a loop's header), or the call or loop holding the body it opens.
  const owner = declaring[0].slice(-ELEMENT_OWNER_DEPTH).reverse().find((statement) => usesOf(statement.tokens, replaced) > 0);
  if (!owner) return false;
  const inside = new Set(flattenStatements([owner]));
  const { before: statementsBefore, mapping } = bodyMapping(before, after);
  if (statementsBefore.some((statement) => !inside.has(statement) && usesOf(statement.tokens, replacement) > 0)) return false;
  const { pairs } = mapping;
  return pairs.some((pair) => pair.before !== owner && inside.has(pair.before) && usesOf(pair.before.tokens, replacement) > 0 && usesOf(pair.after.tokens, replacement) > 0);
}

/** A loop declares its element itself; a lambda's parameters sit two levels below the call that passes it. */
const ELEMENT_OWNER_DEPTH = 3;
