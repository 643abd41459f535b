/**
 * Whether two texts of one language hold the same code, read by the language's own lexer token by
 * token, side by side, without a syntax tree: the test behind `LanguagePlugin.sameCode` for the
 * languages whose layout may be code (a line break that ends a statement, Python's indentation, a
 * preprocessor line), and the scanning steps their lexers share.
 *
 * Soundness is the point: `true` only where the two texts are the same code to the language's
 * compiler. A lexer that meets text it is not sure of answers UNREADABLE_TEXT, and the file is
 * analysed as changed.
 */

/** Where a lexer reading one text stands. A lexer may keep more state in its own cursor type. */
export interface CodeCursor {
  /** Where reading goes on: the end of the token read last (0 at first). */
  position: number;
  /** Where the token read last starts. */
  start: number;
  /**
   * What the text between the token read before and the token read last means to the language,
   * compared as the tokens are: 0 for nothing (blanks and comments on one line), else a value the
   * lexer chooses (1 for a line break that may end a statement; Python: the new line's
   * indentation plus one).
   */
  layout: number;
}

export interface CodeLexer<C extends CodeCursor = CodeCursor> {
  /** A cursor at the start of `text`. */
  begin(text: string): C;
  /**
   * Reads the token after `cursor.position`: sets the cursor's `start`, `position` (the token's
   * end) and `layout`, and returns the token's end; or NO_MORE_TOKENS, or UNREADABLE_TEXT where
   * the lexer is not sure what the text is (then the texts count as different code).
   */
  next(text: string, cursor: C): number;
}

/** `CodeLexer.next`'s answer past the last token. */
export const NO_MORE_TOKENS = -1;
/** `CodeLexer.next`'s answer where the text cannot be read with certainty. */
export const UNREADABLE_TEXT = -2;

/**
 * Whether `text` was decoded from bytes that were not UTF-8: they read as U+FFFD, so two different
 * bytes read alike and what was written is lost. Such a text is no same code.
 */
export function holdsUndecodedBytes(text: string): boolean {
  return text.includes('\uFFFD');
}

/**
 * Whether `before` and `after` hold the same tokens, each with the same layout before it: read
 * side by side and stopped at the first difference, so a file whose code changed costs little.
 * The layout after the last token is not compared (a final line break or comment). Text decoded
 * from bytes that were not UTF-8 is never read (`holdsUndecodedBytes`), whatever the language.
 */
export function sameCodeTokens<C extends CodeCursor>(before: string, after: string, lexer: CodeLexer<C>): boolean {
  if (holdsUndecodedBytes(before) || holdsUndecodedBytes(after)) return false;
  const inBefore = lexer.begin(before);
  const inAfter = lexer.begin(after);
  for (;;) {
    const beforeEnd = lexer.next(before, inBefore);
    const afterEnd = lexer.next(after, inAfter);
    if (beforeEnd === UNREADABLE_TEXT || afterEnd === UNREADABLE_TEXT) return false;
    if (beforeEnd === NO_MORE_TOKENS || afterEnd === NO_MORE_TOKENS) return beforeEnd === afterEnd;
    if (inBefore.layout !== inAfter.layout) return false;
    const length = beforeEnd - inBefore.start;
    if (length !== afterEnd - inAfter.start) return false;
    for (let i = 0; i < length; i++) if (before.charCodeAt(inBefore.start + i) !== after.charCodeAt(inAfter.start + i)) return false;
  }
}

const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const BACKSLASH = 92;
const SLASH = 47;
const STAR = 42;

/** Whether the character at `position` ends a line (`\n` or `\r`). */
export function isLineBreak(text: string, position: number): boolean {
  const code = text.charCodeAt(position);
  return code === LINE_FEED || code === CARRIAGE_RETURN;
}

/** Whether the character at `position` is a blank that is not a line break: space, tab, form feed, vertical tab. */
export function isBlank(text: string, position: number): boolean {
  const code = text.charCodeAt(position);
  return code === 32 || code === 9 || code === 12 || code === 11;
}

/** Where the line holding `position` ends: the next `\n` or `\r`, or the text's end. */
export function lineEnd(text: string, position: number): number {
  let end = position;
  while (end < text.length && !isLineBreak(text, end)) end++;
  return end;
}

/**
 * The end of the block comment opened at `start` (`/*`): just past its `*` `/`, or -1 when it is
 * not closed. `nests`: an inner opening needs its own close (Kotlin, Swift, Rust).
 */
export function blockCommentEnd(text: string, start: number, nests = false): number {
  let depth = 1;
  let position = start + 2;
  while (position < text.length - 1) {
    const code = text.charCodeAt(position);
    if (code === STAR && text.charCodeAt(position + 1) === SLASH) {
      position += 2;
      if (--depth === 0) return position;
    } else if (nests && code === SLASH && text.charCodeAt(position + 1) === STAR) {
      position += 2;
      depth++;
    } else {
      position++;
    }
  }
  return -1;
}

/**
 * The end of the quoted literal opened at `start` (the quote character is the one there): just
 * past the closing quote, a backslash escaping the character after it. -1 when it is not closed,
 * or when a line break comes first and `crossesLines` is false.
 */
export function quotedEnd(text: string, start: number, crossesLines = false): number {
  const quote = text.charCodeAt(start);
  let position = start + 1;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === quote) return position + 1;
    if (code === BACKSLASH) position += 2;
    else if (!crossesLines && (code === LINE_FEED || code === CARRIAGE_RETURN)) return -1;
    else position++;
  }
  return -1;
}

/** Where the run of characters from `start` that `isPart` accepts (by char code) ends. */
export function runEnd(text: string, start: number, isPart: (code: number) => boolean): number {
  let end = start;
  while (end < text.length && isPart(text.charCodeAt(end))) end++;
  return end;
}

/** An ASCII digit. */
export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * A letter, digit or `_`, or any character past ASCII: a word's (an identifier's, or an error on
 * both sides of a comparison, read alike), where the language needs no finer rule.
 */
export function isWordPart(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || isDigit(code) || code === 95 || code >= 128;
}

/** Where the word (`isWordPart`) that starts at `start` ends. */
export function wordEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && isWordPart(text.charCodeAt(end))) end++;
  return end;
}
