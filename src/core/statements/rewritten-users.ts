import type { Statement } from '../cst';
import { sameSurroundings, type ValuedLocal } from './held-parts';
import { changedPlace, containsRun, isOneExpression, replacedRun, usesOf } from './name-uses';
import { wholeStatementSimilarity, wordCount } from './similarity';

/**
 * Extract Variable into a statement rewritten beyond the value's place: the user, left apart by
 * the mapper, reads the local where the one statement left apart on the other side that holds the
 * value whole had it, between the same tokens (`assert ffmpeg.get_args(out) == [...]`, now
 * `args = ffmpeg.get_args(out)` and `assert args == [...]` with the list rewritten). Read
 * backwards, an Inline Variable.
 */
export function standsInRewrittenStatement(user: Statement, unpaired: readonly (readonly string[])[], local: ValuedLocal): boolean {
  // A local passed whole to a call is read so only where the call kept its arity (passedAtItsPlace in extracted-variables.ts):
  // `assertEqual(embedder.size, 100, "the size")` is no `assertEqual(size, hparams["size"])`.
  if (wordCount(local.value) < MIN_VALUE_WORDS || user.calls.some((call) => call.arguments.some((argument) => argument.length === 1 && argument[0] === local.name))) return false;
  const holding = unpaired.filter((tokens) => usesOf(tokens, local.name) === 0 && containsRun(tokens, local.value));
  if (holding.length !== 1) return false;
  const written = replacedRun(holding[0], local.value, [local.name]);
  const { tokens } = user;
  return !!written && usesOf(written, local.name) === usesOf(tokens, local.name) && sameSurroundings(written, tokens, local.name) && wholeStatementSimilarity(written, tokens) > REWRITTEN_SIMILARITY;
}

/** A value of one word (`0`, a name) is in too many statements to place the local. */
const MIN_VALUE_WORDS = 2;

/** How alike the statement must stay once the value is replaced: more than half its words, the rest rewritten. */
const REWRITTEN_SIMILARITY = 0.5;

/**
 * Extract Variable beside one other change: the user's partner, its value replaced by the local,
 * reads as the user but for one expression elsewhere, replaced by another (`inputs = tf.reshape(inputs,
 * d3_shape)`, now `inputs_flat = tf.reshape(inputs_flat, [-1, dim])` once `inputs_flat = inputs`).
 * Not where the value is still written in the user, nor where the change only adds (`return 0`, now
 * `return errors == 0 ? 0 : -2`: its `0` kept).
 */
export function replacedBesideOneChange(written: readonly string[], user: readonly string[], local: ValuedLocal, isLocal: (name: string) => boolean): boolean {
  // A value of one token stands for the local only as a local itself (an alias): a literal (`1`) is in too many statements.
  if (local.value.length === 1 && !isLocal(local.value[0])) return false;
  if (containsRun(user, local.value) || usesOf(written, local.name) === 0 || usesOf(written, local.name) !== usesOf(user, local.name)) return false;
  const { inA: theirs, inB: mine } = changedPlace(written, user);
  const changed = (part: readonly string[]) => part.length > 0 && isOneExpression(part) && usesOf(part, local.name) === 0;
  // A name alone where an expression stood is another local standing for it, one whose value did not (`edges = [below, top]`
  // where `[index - 1, index + 1]` stood, `top = len(locs) - index`): the statement was rewritten through locals, not changed beside one.
  return changed(theirs) && changed(mine) && mine.length > 1 && wordCount(written) - wordCount(theirs) >= MIN_KEPT_WORDS;
}

/** The words the statement must keep beside the other change: the local and more. */
const MIN_KEPT_WORDS = 3;
