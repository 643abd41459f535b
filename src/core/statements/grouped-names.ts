import { isMemberAccess } from './name-uses';

/**
 * `tokens` with the brackets of a name grouped alone before a member access dropped (`( error ) .
 * cause` is `error . cause`): the brackets hold nothing but what a comment casts (JSDoc's
 * `@type {E}` written before `(error).cause`), the value is the same. A `(` after a name or a closing bracket is a call's, kept,
 * and a group not followed by a member access may be a cast (`(String) o`), kept too.
 */
export function withoutGroupedNames(tokens: readonly string[]): string[] {
  const result: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const grouped = tokens[i] === '(' && NAME.test(tokens[i + 1] ?? '') && tokens[i + 2] === ')' && isMemberAccess(tokens[i + 3] ?? '') && !opensCall(tokens[i - 1]);
    if (grouped) {
      result.push(tokens[i + 1]);
      i += 2;
    } else result.push(tokens[i]);
  }
  return result;
}

/** A name, a closing bracket or a literal before `(` makes it a call's (or an index's) bracket, not a group's. */
function opensCall(previous: string | undefined): boolean {
  return previous !== undefined && (NAME.test(previous) || previous === ')' || previous === ']' || previous === '>');
}

const NAME = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;
