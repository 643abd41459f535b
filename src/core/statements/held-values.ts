import type { Statement } from '../cst';
import { initializerOf } from './extracted-variables';
import { isUse } from './name-uses';
import type { SideFacts } from './variables';

/**
 * The locals of one side that only hold a value on its way: declared once, by a statement the
 * mapper left unpaired that declares only them, given no other value, and unknown to the other
 * side (the locals an Extract or Inline Variable is made of). A use of another local carried into
 * such a value (`message = cmsService.get(...)`, `assertThat(message)`) is still a use where the
 * value now stands written out (`assertThat(cmsPage.get(...))`).
 */
export function heldValues(side: SideFacts, other: SideFacts, partner: ReadonlyMap<Statement, Statement>): Map<string, readonly string[]> {
  const held = new Map<string, readonly string[]>();
  for (const [name, list] of side.declared) {
    const [declared] = list;
    if (list.length !== 1 || declared.statement.declares.length !== 1 || partner.has(declared.statement)) continue;
    if (other.declared.has(name) || other.used.has(name) || side.parameters.has(name) || other.parameters.has(name)) continue;
    if (side.statements.some((s) => s !== declared.statement && s.tokens[0] === name && s.tokens[1] === '=')) continue;
    const value = initializerOf(declared.statement.tokens, name);
    if (value) held.set(name, value);
  }
  return held;
}

/**
 * `tokens` with each use of a held local written out as its value, and so on through the held
 * locals a value reads (`upper = left_index`, `lower = upper - 1`, `[lower, upper]` reads
 * `[left_index - 1, left_index]`), up to `MAX_HELD_DEPTH` values deep.
 */
export function withHeldValues(tokens: readonly string[], held: ReadonlyMap<string, readonly string[]>): readonly string[] {
  let written = tokens;
  for (let depth = 0; depth < MAX_HELD_DEPTH && held.size > 0; depth++) {
    const current = written;
    if (!current.some((token, i) => held.has(token) && isUse(current, i, token))) break;
    written = current.flatMap((token, i) => (held.has(token) && isUse(current, i, token) ? held.get(token)! : [token]));
  }
  return written;
}

/** How many values deep a held local is written out: a chain of locals, not a loop of them. */
const MAX_HELD_DEPTH = 3;
