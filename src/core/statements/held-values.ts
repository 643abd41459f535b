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

/** `tokens` with each use of a held local written out as its value. */
export function withHeldValues(tokens: readonly string[], held: ReadonlyMap<string, readonly string[]>): readonly string[] {
  if (held.size === 0) return tokens;
  return tokens.flatMap((token, i) => (held.has(token) && isUse(tokens, i, token) ? held.get(token)! : [token]));
}
