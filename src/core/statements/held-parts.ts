import { changedPlace, CLOSING, containsRun, isMemberAccess, isOneExpression, isUse, OPENING, replacedRun, usesOf } from './name-uses';
import { wholeStatementSimilarity, wordCount } from './similarity';

/**
 * A new local whose value holds, and adds to, what the other side wrote where the local now
 * stands (`up = edge.up if edge.up is not None else ''` where `f(edge.up)` became `f(up)`), or the
 * reverse for an inlining: the part is replaced by the local's name, and the statement must then
 * read as the one using the local, the local standing where the part stood.
 */

/** A local and its value, as extracted-variables.ts reads them. */
export interface ValuedLocal {
  name: string;
  value: readonly string[];
}


/**
 * Whether `partner` (the other side's statement) reads as `user` once the part of `local`'s value
 * it holds is replaced by its name, and the parts of `others` (other locals `user` uses) by theirs;
 * `kept`, the value the local had before, where it is the same variable given a new value.
 */
export function holdsReplacedPart(partner: readonly string[], user: readonly string[], local: ValuedLocal, others: readonly ValuedLocal[], kept: readonly string[] = []): boolean {
  let written = withHeldPartReplaced(partner, user, local, kept);
  if (!written) return false;
  for (const other of others) written = withHeldPartReplaced(written, user, other) ?? written;
  // Whole statements: `n = d` is not `return d` (the value a part now, not the statement's).
  return wholeStatementSimilarity(written, user) >= HELD_PART_SIMILARITY && sameSurroundings(written, user, local.name);
}

/**
 * Whether `partner` is `user` but for one expression where `user` has the local's name alone, an
 * expression alike the local's value (`mode.append(tf.placeholder(tf.string, name="mode"))` became
 * `mode_tensor = tf.constant(..., dtype=tf.string, name="mode")` and `mode.append(mode_tensor)`):
 * the value changed on its way into the local, in the one place the statement changed.
 */
export function replacedAtItsPlace(partner: readonly string[], user: readonly string[], local: ValuedLocal): boolean {
  const { inA: mine, inB: theirs } = changedPlace(user, partner);
  if (mine.length !== 1 || mine[0] !== local.name) return false;
  // `self.enc` where `enc` was is a member for the local, not its value.
  if (wordCount(theirs) < MIN_HELD_PART_WORDS || !isOneExpression(theirs) || theirs.includes(local.name)) return false;
  // The less the statement kept around the place (`return file` kept only its `return`), the more
  // alike the two values must be: `getInt(0)` and `getInt(COUNT_OFFSET)`, not `dir.get(n)` and `files.get(n)`.
  const kept = wordCount(user) - 1;
  return wholeStatementSimilarity(theirs, local.value) > (kept < MIN_KEPT_WORDS ? ALIKE_ALONE_SIMILARITY : ALIKE_VALUE_SIMILARITY);
}

/**
 * Whether `partner` is `user` but for one name where `user` has the local: a local or parameter
 * (`isLocal`) that the local's value wraps (`inputs=inputs` became `inputs=embedded_inputs`, once
 * `embedded_inputs = tf.nn.embedding_lookup(self._embedding, inputs)`): the value took the name's
 * place and does more with it. A constant or a member there is no local's value.
 */
export function wrapsItsPlace(partner: readonly string[], user: readonly string[], local: ValuedLocal, isLocal: (name: string) => boolean): boolean {
  const { start, inA: mine, inB: theirs } = changedPlace(user, partner);
  if (mine.length !== 1 || theirs.length !== 1 || !isUse(user, start, local.name)) return false;
  const name = theirs[0];
  return name !== local.name && isUse(partner, start, name) && isLocal(name) && local.value.length > 1 && passesWhole(local.value, name);
}

/**
 * Whether `value` makes the name into more: holds it within brackets (`lookup(self._embedding,
 * inputs)`, `[str(h) for h in hypotheses]`) or calls on it (`parser.readRecords(file)`). Not a
 * value reading only its fields (`createError(msg, response.config)` where `response` stood), nor
 * one offering it bare beside others (`res.req || req`, `hash ? replacer(hash) : emptyReplacer`):
 * a new value that took its place.
 */
export function passesWhole(value: readonly string[], name: string): boolean {
  let depth = 0;
  return value.some((token, i) => {
    if (OPENING.has(token)) depth++;
    else if (CLOSING.has(token)) depth--;
    if (token !== name || !isUse(value, i, name)) return false;
    const [next, member, after] = [value[i + 1], value[i + 2], value[i + 3]];
    const readsMember = next !== undefined && isMemberAccess(next) && member !== undefined;
    if (readsMember) return after === '(';
    return depth > 0;
  });
}

/** The words a statement changed in one place keeps around it (`mode . append ( ... )`) for `ALIKE_VALUE_SIMILARITY` to do. */
const MIN_KEPT_WORDS = 2;
/** ... else, the value nearly all the statement, this alike. */
const ALIKE_ALONE_SIMILARITY = 0.7;

/** How alike the expression replaced and the local's value must be: more than half their words shared, in order. */
const ALIKE_VALUE_SIMILARITY = 0.5;

/** How alike the user must be to its partner with the held part replaced: a word may have changed beside it. */
const HELD_PART_SIMILARITY = 0.8;
/**
 * The shortest part of a value that stands for it: an object and its member, a call and its
 * argument. A local alone is in too many values (`is_train = f(mode)` inlined where `g(mode)` now stands).
 */
const MIN_HELD_PART_WORDS = 2;

/**
 * `tokens` with the longest part of `local`'s value it holds, bracket-balanced and of at least
 * `MIN_HELD_PART_WORDS` words, that `user` no longer holds, replaced by the local's name. Parts
 * are read from the runs `tokens` and the value share, so the cost stays that of comparing the two.
 */
function withHeldPartReplaced(tokens: readonly string[], user: readonly string[], local: ValuedLocal, kept: readonly string[] = []): string[] | undefined {
  const { value, name } = local;
  let best: string[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    for (let start = 0; start < value.length; start++) {
      // `( x )` is a call's or a group's parentheses around the part, not part of it.
      if (tokens[i] !== value[start] || value[start] === '(') continue;
      let shared = 0;
      while (i + shared < tokens.length && start + shared < value.length && tokens[i + shared] === value[start + shared]) shared++;
      for (let length = shared; length > (best?.length ?? 0); length--) {
        const part = value.slice(start, start + length);
        if (wordCount(part) < MIN_HELD_PART_WORDS) break;
        // A part the local's old value held too (`kept`) is no part it took in.
        const gone = !containsRun(user, part) && !containsRun(kept, part);
        // A part naming the local itself (`A = asarray(A)`) is its old value, not one it took the place of.
        if (isOneExpression(part) && gone && usesOf(part, name) === 0) {
          best = part;
          break;
        }
      }
    }
  }
  return best && replacedRun(tokens, best, [name]);
}

/**
 * Some use of `name` in `written` stands where one stands in `user`: the same two tokens before it
 * and the same one after (`format ( up ,`). In a long statement a few words replaced anywhere keep
 * it alike; the place tells.
 */
export function sameSurroundings(written: readonly string[], user: readonly string[], name: string): boolean {
  const around = (tokens: readonly string[], i: number) => `${tokens[i - 2] ?? ''}\u0000${tokens[i - 1] ?? ''}\u0000${tokens[i + 1] ?? ''}`;
  const places = new Set<string>();
  user.forEach((_, i) => isUse(user, i, name) && places.add(around(user, i)));
  return written.some((_, i) => isUse(written, i, name) && places.has(around(written, i)));
}
