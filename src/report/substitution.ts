import { argumentNameFlags } from '../core/statements/name-uses';

/**
 * Whether, aligning two token sequences as closely as they go (longest common subsequence),
 * `replaced` in the first must sit where `replacement` sits in the second: the best alignment
 * that treats the two names as one token is longer than any that keeps them apart. That is a
 * name substituted in place (`acceptsStem(stem)` -> `acceptsStem(word, offset, length)`), not
 * one dropped and another used elsewhere (`add(uid)` -> `String m = context.name(); add(m)`).
 * Undefined when the sequences are too long to align cheaply.
 */
export function substitutedInPlace(before: readonly string[], after: readonly string[], replaced: string, replacement: string): boolean | undefined {
  if (before.length * after.length > MAX_CELLS) return undefined;
  const together = asOne(before, replaced);
  const afterTogether = asOne(after, replacement);
  return commonLength(together, afterTogether) > commonLength(before, afterTogether);
}

/** A few million cells: two passes stay in the milliseconds. */
const MAX_CELLS = 4_000_000;
/** `tokens` with each `name` the placeholder, but where it names the parameter an argument is passed to (`f(inputs=x)`). */
function asOne(tokens: readonly string[], name: string): string[] {
  const argumentNames = argumentNameFlags(tokens);
  return tokens.map((token, i) => (token === name && !argumentNames[i] ? PLACEHOLDER : token));
}

/** Not a token any tokenizer yields. */
const PLACEHOLDER = '\u0000';

/**
 * Length of the longest common subsequence, one row at a time, over what lies between the two
 * sequences' common prefix and suffix (which every longest one may take whole): two bodies that
 * differ in a few places align in a small table.
 */
export function commonLength(a: readonly string[], b: readonly string[]): number {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let [endA, endB] = [a.length, b.length];
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const ends = start + (a.length - endA);
  if (endA === start || endB === start) return ends;
  const width = endB - start;
  let previous = new Uint32Array(width + 1);
  let current = new Uint32Array(width + 1);
  for (let i = start; i < endA; i++) {
    const token = a[i];
    for (let j = 1; j <= width; j++) {
      current[j] = token === b[start + j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    }
    [previous, current] = [current, previous];
  }
  return ends + previous[width];
}

/**
 * The places where, aligning the sequences as substitutedInPlace does, `replacement` in the second
 * took the place of `replaced` in the first: pairs of token indexes. Undefined when too long to
 * align cheaply.
 */
export function substitutionPlaces(before: readonly string[], after: readonly string[], replaced: string, replacement: string): readonly (readonly [number, number])[] | undefined {
  // Asked up to three times for one pair of parameters (in place, read through, anchored): aligned once.
  let byAfter = placesAligned.get(before);
  if (!byAfter) placesAligned.set(before, (byAfter = new WeakMap()));
  let byNames = byAfter.get(after);
  if (!byNames) byAfter.set(after, (byNames = new Map()));
  const key = `${replaced}\u0000${replacement}`;
  if (!byNames.has(key)) byNames.set(key, alignedPlaces(before, after, replaced, replacement));
  return byNames.get(key);
}

const placesAligned = new WeakMap<readonly string[], WeakMap<readonly string[], Map<string, [number, number][] | undefined>>>();

function alignedPlaces(before: readonly string[], after: readonly string[], replaced: string, replacement: string): [number, number][] | undefined {
  if (before.length * after.length > MAX_CELLS) return undefined;
  const a = asOne(before, replaced);
  const b = asOne(after, replacement);
  const width = b.length + 1;
  // Suffix table: lengths[i * width + j] = LCS of a[i..] and b[j..]; within MAX_CELLS the shorter side, so the LCS, is under 65536.
  const lengths = new Uint16Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] = a[i] === b[j] ? lengths[(i + 1) * width + j + 1] + 1 : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const places: [number, number][] = [];
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      if (a[i] === PLACEHOLDER) places.push([i, j]);
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) i++;
    else j++;
  }
  return places;
}

/** Whether the name at `at` is read through (`n.x`, `n?.x`, `n->x`): a member of it used, not it. */
export function readThrough(tokens: readonly string[], at: number): boolean {
  return MEMBER_ACCESS.has(tokens[at + 1] ?? '');
}

const MEMBER_ACCESS = new Set(['.', '?.', '->']);

/**
 * Whether the name at `at` is read only to convert it to `type`, by the argument-less method named
 * after that type (`leakId.toString()` for a `String`, `text.toInt()` for an `Int`): the same value
 * in the type the other side declares, not a member of it drawn out.
 */
export function convertedTo(tokens: readonly string[], at: number, type: string | undefined): boolean {
  const name = type && simpleTypeName(type);
  if (!name || !readThrough(tokens, at)) return false;
  const method = tokens[at + 2] ?? '';
  return method.toLowerCase() === `to${name.toLowerCase()}` && tokens[at + 3] === '(' && tokens[at + 4] === ')';
}

/** `kotlin.String?` -> `String`, `List<Task>` -> `List`: the name a conversion method carries. */
function simpleTypeName(type: string): string {
  const head = type.replace(/\s+/g, '').replace(/[<\[?].*$/, '');
  return head.slice(head.lastIndexOf('.') + 1);
}
