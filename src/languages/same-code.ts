import { NO_MORE_TOKENS, readToken, UNREADABLE_TEXT, type TokenCursor, type TokenPattern } from './text-tokens';

/**
 * Whether two texts hold the same tokens in the same order, whatever lies between them (blanks,
 * comments): in a language whose layout means nothing (Java), the same code. Read side by side
 * and stopped at the first token that differs, so a file whose code changed costs little.
 * False where either text cannot be read by the pattern, and where `hidesCode` says a comment
 * may hold code (Java's `\u000a` ends a line comment before the compiler reads it).
 */
export function sameTokens(before: string, after: string, pattern: TokenPattern, hidesCode?: (comment: string) => boolean): boolean {
  const inBefore: TokenCursor = { position: 0, start: 0 };
  const inAfter: TokenCursor = { position: 0, start: 0 };
  for (;;) {
    const beforeEnd = readToken(before, pattern, inBefore, hidesCode);
    const afterEnd = readToken(after, pattern, inAfter, hidesCode);
    if (beforeEnd === UNREADABLE_TEXT || afterEnd === UNREADABLE_TEXT) return false;
    if (beforeEnd === NO_MORE_TOKENS || afterEnd === NO_MORE_TOKENS) return beforeEnd === afterEnd;
    const length = beforeEnd - inBefore.start;
    if (length !== afterEnd - inAfter.start) return false;
    for (let i = 0; i < length; i++) if (before.charCodeAt(inBefore.start + i) !== after.charCodeAt(inAfter.start + i)) return false;
  }
}
