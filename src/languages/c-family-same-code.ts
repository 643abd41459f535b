import { isBlank, isDigit, isLineBreak, quotedEnd, sameCodeTokens, NO_MORE_TOKENS, UNREADABLE_TEXT, type CodeCursor, type CodeLexer } from './code-lexing';

/**
 * Whether two C or C++ texts hold the same code, read by a text lexer side by side (no syntax
 * tree): the test behind the C and C++ plugins' `sameCode`.
 *
 * The layout value before each token:
 * - ADJACENT (nothing) or SEPARATED (blanks, comments, line breaks): whether anything separates
 *   two tokens matters, how much does not. `#x` turns a macro argument into a string with one
 *   space wherever its tokens were separated (`S(a+b)` is "a+b", `S(a + b)` "a + b"), any
 *   parenthesized tokens may be such an argument (a macro defined elsewhere), and
 *   `#define F(x)` is a function-like macro where `#define F (x)` is not.
 * - LINE_BREAK_THAT_COUNTS: a line break that ends a directive, or the one before a directive's
 *   `#` (or a C++20 `import`, `module` or `export` line). Line breaks elsewhere mean nothing, so a
 *   re-indented or re-wrapped function body is the same code. A line break inside a block comment
 *   or spliced by a backslash does not end a line for the preprocessor.
 * `__LINE__` counts lines, as Java's stack traces do: a comment that moves code down is no
 * change of code here either.
 *
 * Token boundaries need not be the compiler's: with the separation compared, two texts whose
 * tokens are equal differ only in stretches of blanks and comments, which the compiler reads as
 * one space each. What must be right is where a literal, a comment or a directive ends; where
 * this lexer is not sure, the text is UNREADABLE_TEXT.
 */
export function sameCCode(before: string, after: string): boolean {
  return sameCodeTokens(before, after, C_LEXER);
}

/** Whether two C++ texts (or headers the registry gives C++) hold the same code: see sameCCode. */
export function sameCppCode(before: string, after: string): boolean {
  return sameCodeTokens(before, after, CPP_LEXER);
}

const ADJACENT = 0;
const SEPARATED = 1;
const LINE_BREAK_THAT_COUNTS = 2;

interface CFamilyCursor extends CodeCursor {
  /** `??/` (a backslash) or `??=` (a `#`) stands in the text: trigraphs, where enabled, change what is code. */
  trigraphs: boolean;
  /** No token read yet. */
  first: boolean;
  /** No token read yet on this line. */
  atLineStart: boolean;
  /** The tokens read last belong to a directive: a line break ends it. */
  inDirective: boolean;
  /** The token read last is a directive's `#`. */
  afterHash: boolean;
  /** The token read last is an `export` that starts a line (C++20: `export import <h>;` is a directive). */
  afterLineStartExport: boolean;
  /** The next token may be a header name: `<…>` or `"…"`, read without comments or escapes. */
  headerNameNext: boolean;
  /** The token read last is `__has_include` (or its kin): after its `(`, a header name. */
  afterHasInclude: boolean;
}

/**
 * C++ reads raw strings (`R"x(…)x"`) and digit separators (`1'000`); C before C23 reads an
 * identifier before a string, and a character constant after a number. The C plugin reads
 * headers a C++ compiler may read too (and C files a C23 compiler), so its lexer reads both
 * ways and calls the text unreadable where they part; the C++ plugin's reads C++ (a header it
 * is given holds C++ syntax, or sits among C++ sources; such text is no valid C anyway).
 */
function cFamilyLexer(readsCpp: boolean): CodeLexer<CFamilyCursor> {
  return {
    begin: (text) => ({
      position: text.charCodeAt(0) === BYTE_ORDER_MARK ? 1 : 0,
      start: 0,
      layout: ADJACENT,
      trigraphs: holdsStructuralTrigraph(text),
      first: true,
      atLineStart: true,
      inDirective: false,
      afterHash: false,
      afterLineStartExport: false,
      headerNameNext: false,
      afterHasInclude: false,
    }),
    next: (text, cursor) => nextToken(text, cursor, readsCpp),
  };
}

const C_LEXER = cFamilyLexer(false);
const CPP_LEXER = cFamilyLexer(true);

const TAB = 9;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const SPACE = 32;
const DOUBLE_QUOTE = 34;
const HASH = 35;
const PERCENT = 37;
const APOSTROPHE = 39;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;
const STAR = 42;
const PLUS = 43;
const MINUS = 45;
const DOT = 46;
const SLASH = 47;
const COLON = 58;
const LESS = 60;
const GREATER = 62;
const BACKSLASH = 92;
const BYTE_ORDER_MARK = 0xfeff;

function nextToken(text: string, cursor: CFamilyCursor, readsCpp: boolean): number {
  if (cursor.trigraphs) return UNREADABLE_TEXT;
  const length = text.length;
  let position = cursor.position;
  let separated = false;
  let lineBreak = false;
  // Blanks, line breaks, comments and line splices up to the next token.
  for (;;) {
    if (position >= length) return NO_MORE_TOKENS;
    const code = text.charCodeAt(position);
    if (code === SPACE || code === TAB || code === 11 || code === 12) {
      position++;
      separated = true;
    } else if (code === LINE_FEED || code === CARRIAGE_RETURN) {
      position++;
      separated = true;
      lineBreak = true;
    } else if (code === SLASH && text.charCodeAt(position + 1) === SLASH) {
      position = lineCommentEnd(text, position);
      if (position === UNREADABLE_TEXT) return UNREADABLE_TEXT;
      separated = true;
    } else if (code === SLASH && text.charCodeAt(position + 1) === STAR) {
      position = blockCommentEnd(text, position);
      if (position === UNREADABLE_TEXT) return UNREADABLE_TEXT;
      separated = true;
    } else if (code === BACKSLASH) {
      // A backslash outside a literal is a line splice, or text this lexer does not read (a
      // universal character name, a stray backslash).
      position = spliceEnd(text, position);
      if (position === UNREADABLE_TEXT) return UNREADABLE_TEXT;
      // Spliced between two tokens with nothing else there, the two may be one (`a\⏎b` is `ab`).
      if (!separated && !cursor.first && position < length && mayJoin(text.charCodeAt(cursor.position - 1), text.charCodeAt(position))) return UNREADABLE_TEXT;
    } else {
      break;
    }
  }

  let endsDirective = false;
  if (lineBreak) {
    cursor.atLineStart = true;
    endsDirective = cursor.inDirective;
    cursor.inDirective = false;
  }
  const start = position;
  const code = text.charCodeAt(start);
  let end: number;
  let startsDirective = false;
  const headerNameNext = cursor.headerNameNext;
  const afterHash = cursor.afterHash;
  const afterLineStartExport = cursor.afterLineStartExport;
  const afterHasInclude = cursor.afterHasInclude;
  cursor.headerNameNext = false;
  cursor.afterHash = false;
  cursor.afterLineStartExport = false;
  cursor.afterHasInclude = false;

  if (headerNameNext && (code === LESS || code === DOUBLE_QUOTE)) {
    end = headerNameEnd(text, start);
  } else if (code === DOUBLE_QUOTE || code === APOSTROPHE) {
    end = quotedEnd(text, start);
    if (end < 0) return UNREADABLE_TEXT;
  } else if (isDigit(code) || (code === DOT && isDigit(text.charCodeAt(start + 1)))) {
    end = numberEnd(text, start, readsCpp);
  } else if (code >= 128 && !isWordPart(code)) {
    return UNREADABLE_TEXT;
  } else if (isWordPart(code)) {
    end = wordEnd(text, start);
    if (text.charCodeAt(end) === DOUBLE_QUOTE && isRawStringPrefix(text, start, end)) {
      end = rawPrefixedEnd(text, end, readsCpp);
    } else if (afterHash) {
      if (isWord(text, start, end, 'include') || isWord(text, start, end, 'include_next') || isWord(text, start, end, 'import') || isWord(text, start, end, 'embed')) cursor.headerNameNext = true;
    } else if (cursor.atLineStart && !cursor.inDirective) {
      // C++20's module and import lines are directives (header names and all), wherever their words stand first.
      const importLine = isWord(text, start, end, 'import');
      const exportLine = isWord(text, start, end, 'export');
      if (importLine || exportLine || isWord(text, start, end, 'module')) {
        startsDirective = true;
        cursor.headerNameNext = importLine;
        cursor.afterLineStartExport = exportLine;
      }
    } else if (afterLineStartExport && isWord(text, start, end, 'import')) {
      cursor.headerNameNext = true;
    } else if (isWord(text, start, end, '__has_include') || isWord(text, start, end, '__has_include_next') || isWord(text, start, end, '__has_embed')) {
      cursor.afterHasInclude = true;
    }
  } else if (code === HASH) {
    end = start + 1;
    if (cursor.atLineStart && !cursor.inDirective) {
      startsDirective = true;
      cursor.afterHash = true;
    }
  } else if (code === PERCENT && text.charCodeAt(start + 1) === COLON) {
    // `%:` is `#`: a digraph that may start a directive; too rare to read.
    return UNREADABLE_TEXT;
  } else {
    end = start + 1;
    if (code === OPEN_PAREN && afterHasInclude) cursor.headerNameNext = true;
  }
  if (end === UNREADABLE_TEXT) return UNREADABLE_TEXT;

  if (startsDirective) cursor.inDirective = true;
  cursor.layout = cursor.first ? (startsDirective ? LINE_BREAK_THAT_COUNTS : ADJACENT) : endsDirective || startsDirective ? LINE_BREAK_THAT_COUNTS : separated ? SEPARATED : ADJACENT;
  cursor.first = false;
  cursor.atLineStart = false;
  cursor.start = start;
  cursor.position = end;
  return end;
}

/**
 * Where the `//` comment at `start` ends: at the line break that ends it, which a backslash
 * before it splices into the comment (`// note \` hides the next line). GCC and Clang splice over
 * blanks after the backslash too, the standard does not: unreadable.
 */
function lineCommentEnd(text: string, start: number): number {
  let position = start + 2;
  for (;;) {
    while (position < text.length && !isLineBreak(text, position)) position++;
    if (position >= text.length) return position;
    let last = position - 1;
    if (last >= start + 2 && text.charCodeAt(last) === BACKSLASH) {
      position += lineBreakLength(text, position);
      continue;
    }
    while (last >= start + 2 && isBlank(text, last)) last--;
    if (last >= start + 2 && last < position - 1 && text.charCodeAt(last) === BACKSLASH) return UNREADABLE_TEXT;
    return position;
  }
}

/**
 * Just past the `*` `/` closing the block comment at `start`; a `*` before a backslash may close
 * it through a line splice (`*\⏎/`): unreadable, as an unclosed comment is.
 */
function blockCommentEnd(text: string, start: number): number {
  for (let position = start + 2; position < text.length - 1; position++) {
    if (text.charCodeAt(position) !== STAR) continue;
    const following = text.charCodeAt(position + 1);
    if (following === SLASH) return position + 2;
    if (following === BACKSLASH) return UNREADABLE_TEXT;
  }
  return UNREADABLE_TEXT;
}

/** Just past the line splice (a backslash and a line break) at `start`; unreadable when the backslash splices nothing. */
function spliceEnd(text: string, start: number): number {
  const breakLength = lineBreakLength(text, start + 1);
  return breakLength === 0 ? UNREADABLE_TEXT : start + 1 + breakLength;
}

/** 2 for `\r\n` at `position`, 1 for another line break, 0 for none. */
function lineBreakLength(text: string, position: number): number {
  const code = text.charCodeAt(position);
  if (code === CARRIAGE_RETURN) return text.charCodeAt(position + 1) === LINE_FEED ? 2 : 1;
  return code === LINE_FEED ? 1 : 0;
}

/**
 * Just past the header name at `start` (`<a/b.h>`, `"a/b.h"`), read as the compiler reads one:
 * without comments (`<a//b.h>` names a file) or escapes. Where the lexer took a less-than for a
 * header name's `<` (a C `import` that is a variable), a quote in it would open a literal the
 * name hides, and one not closed on its line is no header name: unreadable. (A `"…"` one reads
 * as a string would, a backslash aside, which the string reading's end then shows.)
 */
function headerNameEnd(text: string, start: number): number {
  const close = text.charCodeAt(start) === LESS ? GREATER : DOUBLE_QUOTE;
  for (let position = start + 1; position < text.length; position++) {
    const code = text.charCodeAt(position);
    if (code === close) return position + 1;
    if (code === LINE_FEED || code === CARRIAGE_RETURN || code === BACKSLASH || (close === GREATER && (code === APOSTROPHE || code === DOUBLE_QUOTE))) return UNREADABLE_TEXT;
  }
  return UNREADABLE_TEXT;
}

/**
 * Whether the characters before and after a line splice may belong to one token once spliced:
 * two word characters (`a\⏎b`), a word and a quote (a literal's prefix or suffix), a number's
 * `.`, sign or separator (`1e\⏎+5`), or two characters of punctuation (`/\⏎/`, `-\⏎>`) but
 * those no token continues (`;` `,` brackets `?` `~`). A blank, a line break or another splice
 * after it joins nothing.
 */
function mayJoin(before: number, after: number): boolean {
  if (after === SPACE || after === TAB || after === 11 || after === 12 || after === LINE_FEED || after === CARRIAGE_RETURN || after === BACKSLASH) return false;
  const wordBefore = isWordPart(before) || before === DOUBLE_QUOTE || before === APOSTROPHE;
  const wordAfter = isWordPart(after) || after === DOUBLE_QUOTE || after === APOSTROPHE;
  if (wordBefore && wordAfter) return true;
  if (isWordPart(before)) return after === DOT || after === PLUS || after === MINUS;
  if (wordAfter) return before === DOT && isDigit(after);
  return !joinsNothing(before) && !joinsNothing(after);
}

/** `;` `,` `(` `)` `{` `}` `[` `]` `?` `~`: punctuation no C or C++ token continues or ends with but itself. */
function joinsNothing(code: number): boolean {
  return code === 59 || code === 44 || code === OPEN_PAREN || code === CLOSE_PAREN || code === 123 || code === 125 || code === 91 || code === 93 || code === 63 || code === 126;
}

/**
 * The end of the preprocessing number at `start`: digits, letters, `.`, an exponent's sign, and
 * (C++14, C23) a `'` digit separator. Before C23, C reads such a `'` as a character constant's
 * opening: where the readings part, unreadable unless `readsCpp`.
 */
function numberEnd(text: string, start: number, readsCpp: boolean): number {
  let position = start + 1;
  for (;;) {
    const code = text.charCodeAt(position);
    if (isWordPart(code) || code === DOT) {
      const following = text.charCodeAt(position + 1);
      position += (code | 32) === 101 || (code | 32) === 112 ? (following === PLUS || following === MINUS ? 2 : 1) : 1;
    } else if (code === APOSTROPHE && isWordPart(text.charCodeAt(position + 1))) {
      if (!readsCpp) return UNREADABLE_TEXT;
      position += 2;
    } else {
      return position;
    }
  }
}

/** Whether the word from `start` to `end` is a raw string literal's prefix: R, LR, uR, UR, u8R. */
function isRawStringPrefix(text: string, start: number, end: number): boolean {
  if (text.charCodeAt(end - 1) !== 82) return false;
  const length = end - start;
  if (length === 1) return true;
  const first = text.charCodeAt(start);
  if (length === 2) return first === 76 || first === 117 || first === 85;
  return length === 3 && first === 117 && text.charCodeAt(start + 1) === 56;
}

/**
 * After a raw string prefix, with the quote at `quote`: C++ reads a raw string (its end), C the
 * prefix as an identifier and a string after it (the prefix's end, the string read next). The
 * C lexer reads on only where the string ends in both readings at the same place.
 */
function rawPrefixedEnd(text: string, quote: number, readsCpp: boolean): number {
  const rawEnd = rawStringEnd(text, quote);
  if (readsCpp) return rawEnd;
  return rawEnd !== UNREADABLE_TEXT && quotedEnd(text, quote) === rawEnd ? quote : UNREADABLE_TEXT;
}

/** Just past the raw string whose opening quote is at `quote`: `"delim( … )delim"`; unreadable if its delimiter is not one or it is not closed. */
function rawStringEnd(text: string, quote: number): number {
  let open = quote + 1;
  while (open < text.length && open - quote <= 17) {
    const code = text.charCodeAt(open);
    if (code === OPEN_PAREN) {
      const close = text.indexOf(`)${text.slice(quote + 1, open)}"`, open + 1);
      return close < 0 ? UNREADABLE_TEXT : close + open - quote + 1;
    }
    if (code <= SPACE || code === CLOSE_PAREN || code === BACKSLASH || code === DOUBLE_QUOTE || code >= 127) return UNREADABLE_TEXT;
    open++;
  }
  return UNREADABLE_TEXT;
}

function wordEnd(text: string, start: number): number {
  let position = start + 1;
  while (isWordPart(text.charCodeAt(position))) position++;
  return position;
}

/**
 * Letters, digits, `_`, `$` (a GCC extension), and anything past ASCII (identifiers may hold it;
 * a stray one is compared as written) but Unicode blanks, which Clang reads as blanks: the
 * token scanner finds those unreadable.
 */
function isWordPart(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 36 || (code >= 128 && !UNICODE_BLANK.test(String.fromCharCode(code)));
}

const UNICODE_BLANK = /[\s\u0085]/;

function isWord(text: string, start: number, end: number, word: string): boolean {
  return end - start === word.length && text.startsWith(word, start);
}

/** Whether `??/` or `??=` stands anywhere: a backslash or a `#` where trigraphs are read (C before C23, C++ before C++17). */
function holdsStructuralTrigraph(text: string): boolean {
  for (let at = text.indexOf('??'); at >= 0; at = text.indexOf('??', at + 1)) {
    const following = text.charCodeAt(at + 2);
    if (following === SLASH || following === 61) return true;
  }
  return false;
}
