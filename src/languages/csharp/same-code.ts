import { sameCodeTokens, NO_MORE_TOKENS, UNREADABLE_TEXT, type CodeCursor, type CodeLexer } from '../code-lexing';

/**
 * Whether two C# texts hold the same code, read by a text lexer side by side (no syntax tree):
 * the C# plugin's `sameCode`.
 *
 * The layout value before each token: ADJACENT (nothing) or SEPARATED (blanks, comments, line
 * breaks). Whether anything separates two tokens is compared, so token boundaries need not be
 * Roslyn's (it reads `>>` as two `>` the parser joins where they touch): two texts whose tokens
 * are equal differ only in stretches of blanks and comments. A directive is one token, from a
 * `#` that only blanks precede on its line to the line's end, its comment with it (after
 * `#region` or `#pragma` a `//` is text): the line breaks around it are in its reading, and line
 * breaks elsewhere mean nothing.
 * What must be right is where literals and comments end; where this lexer is not sure (an
 * interpolation hole it cannot follow, a Unicode escape outside a literal), the
 * text is UNREADABLE_TEXT.
 */
export function sameCSharpCode(before: string, after: string): boolean {
  return sameCodeTokens(before, after, CSHARP_LEXER);
}

const ADJACENT = 0;
const SEPARATED = 1;

interface CSharpCursor extends CodeCursor {
  /** No token read yet. */
  first: boolean;
  /** Nothing but blanks before this place on its line (a comment before `#` makes no directive). */
  atLineStart: boolean;
}

const CSHARP_LEXER: CodeLexer<CSharpCursor> = {
  begin: (text) => ({ position: text.charCodeAt(0) === 0xfeff ? 1 : 0, start: 0, layout: ADJACENT, first: true, atLineStart: true }),
  next: nextToken,
};

const TAB = 9;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const SPACE = 32;
const DOUBLE_QUOTE = 34;
const HASH = 35;
const DOLLAR = 36;
const APOSTROPHE = 39;
const STAR = 42;
const SLASH = 47;
const COLON = 58;
const AT = 64;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;

/** C#'s line terminators: `\n`, `\r`, U+0085, U+2028, U+2029 (a `//` comment ends at any). */
function isCSharpLineBreak(code: number): boolean {
  return code === LINE_FEED || code === CARRIAGE_RETURN || code === 0x85 || code === 0x2028 || code === 0x2029;
}

function nextToken(text: string, cursor: CSharpCursor): number {
  const length = text.length;
  let position = cursor.position;
  let separated = false;
  for (;;) {
    if (position >= length) return NO_MORE_TOKENS;
    const code = text.charCodeAt(position);
    if (code === SPACE || code === TAB || code === 11 || code === 12) {
      position++;
      separated = true;
    } else if (isCSharpLineBreak(code)) {
      position++;
      separated = true;
      cursor.atLineStart = true;
    } else if (code === SLASH && text.charCodeAt(position + 1) === SLASH) {
      position += 2;
      while (position < length && !isCSharpLineBreak(text.charCodeAt(position))) position++;
      separated = true;
    } else if (code === SLASH && text.charCodeAt(position + 1) === STAR) {
      position = blockCommentEnd(text, position);
      if (position === UNREADABLE_TEXT) return UNREADABLE_TEXT;
      separated = true;
      cursor.atLineStart = false;
    } else if (code >= 128 && SPACE_SEPARATOR.test(text[position])) {
      // Roslyn's blanks are Unicode's space separators (U+00A0 indents some files).
      position++;
      separated = true;
    } else {
      break;
    }
  }

  const start = position;
  const code = text.charCodeAt(start);
  let end: number;
  if (code === HASH && cursor.atLineStart) {
    end = directiveEnd(text, start);
  } else if (code === DOUBLE_QUOTE) {
    end = stringEnd(text, start);
  } else if (code === APOSTROPHE) {
    end = regularEnd(text, start);
  } else if (code === AT && text.charCodeAt(start + 1) === DOUBLE_QUOTE) {
    end = verbatimEnd(text, start + 1);
  } else if ((code === AT && text.charCodeAt(start + 1) === DOLLAR) || code === DOLLAR) {
    end = interpolatedStringEnd(text, start);
  } else if (code === BACKSLASH || (code >= 128 && !isWordPart(code))) {
    // A Unicode escape in an identifier (`\u0061`), a byte order mark inside the text: not read here.
    return UNREADABLE_TEXT;
  } else if (isWordPart(code)) {
    end = start + 1;
    while (end < length && isWordPart(text.charCodeAt(end))) end++;
  } else {
    end = start + 1;
  }
  if (end < 0) return UNREADABLE_TEXT;

  cursor.layout = cursor.first ? ADJACENT : separated ? SEPARATED : ADJACENT;
  cursor.first = false;
  cursor.atLineStart = false;
  cursor.start = start;
  cursor.position = end;
  return end;
}

/**
 * Just past the block comment at `start`. In a section an `#if` skips, C# reads no comments,
 * only directive lines: a line of the comment that starts with `#` may be a directive the
 * comment seems to hide, so unreadable.
 */
function blockCommentEnd(text: string, start: number): number {
  let lineStart = false;
  for (let position = start + 2; position < text.length; position++) {
    const code = text.charCodeAt(position);
    if (code === STAR && text.charCodeAt(position + 1) === SLASH) return position + 2;
    if (isCSharpLineBreak(code)) lineStart = true;
    else if (code === HASH && lineStart) return UNREADABLE_TEXT;
    else if (code !== SPACE && code !== TAB) lineStart = false;
  }
  return UNREADABLE_TEXT;
}

/** Where the directive at `start` ends: its line's last character that is no blank (its comment and all). */
function directiveEnd(text: string, start: number): number {
  let end = start + 1;
  let lastWritten = end;
  while (end < text.length && !isCSharpLineBreak(text.charCodeAt(end))) {
    const code = text.charCodeAt(end++);
    if (code !== SPACE && code !== TAB) lastWritten = end;
  }
  return lastWritten;
}

/** A string literal at `start`: `"…"`, `""`, or a raw string (three quotes or more). */
function stringEnd(text: string, start: number): number {
  let quotes = 1;
  while (text.charCodeAt(start + quotes) === DOUBLE_QUOTE) quotes++;
  if (quotes === 2) return start + 2;
  if (quotes === 1) return regularEnd(text, start);
  return rawStringEnd(text, start + quotes, quotes);
}

/** Just past the string or char literal at `start` (a backslash escapes): unreadable where a line ends first. */
function regularEnd(text: string, start: number): number {
  const quote = text.charCodeAt(start);
  for (let position = start + 1; position < text.length; position++) {
    const code = text.charCodeAt(position);
    if (code === quote) return position + 1;
    if (code === BACKSLASH) position++;
    else if (isCSharpLineBreak(code)) return UNREADABLE_TEXT;
  }
  return UNREADABLE_TEXT;
}

/** Just past the raw string's closing run of exactly `quotes` quotes, searched from `from`; a longer run is an error: unreadable. */
function rawStringEnd(text: string, from: number, quotes: number): number {
  for (let position = text.indexOf('"', from); position >= 0; position = text.indexOf('"', position)) {
    let run = 0;
    while (text.charCodeAt(position + run) === DOUBLE_QUOTE) run++;
    if (run === quotes) return position + run;
    if (run > quotes) return UNREADABLE_TEXT;
    position += run;
  }
  return UNREADABLE_TEXT;
}

/** Just past the verbatim string whose quote is at `quote` (`""` is a quote in it; it crosses lines). */
function verbatimEnd(text: string, quote: number): number {
  for (let position = quote + 1; position < text.length; position++) {
    if (text.charCodeAt(position) !== DOUBLE_QUOTE) continue;
    if (text.charCodeAt(position + 1) !== DOUBLE_QUOTE) return position + 1;
    position++;
  }
  return UNREADABLE_TEXT;
}

/**
 * Just past the interpolated string at `start` (`$"…"`, `$@"…"`, `@$"…"`), its holes' code with
 * their own strings followed. Raw interpolated strings (`$"""`, `$$"""`) are not read; a `$`
 * that opens none is a token of its own.
 */
function interpolatedStringEnd(text: string, start: number): number {
  let position = start;
  let verbatim = false;
  let dollars = 0;
  for (;;) {
    const code = text.charCodeAt(position);
    if (code === AT) verbatim = true;
    else if (code === DOLLAR) dollars++;
    else break;
    position++;
  }
  if (text.charCodeAt(position) !== DOUBLE_QUOTE || dollars === 0) return start + 1;
  if (dollars > 1 || text.charCodeAt(position + 1) === DOUBLE_QUOTE) return text.charCodeAt(position + 2) === DOUBLE_QUOTE || dollars > 1 ? UNREADABLE_TEXT : position + 2;
  return interpolatedEnd(text, position, verbatim);
}

/** Just past the interpolated string whose text opens after `quote`. */
function interpolatedEnd(text: string, quote: number, verbatim: boolean): number {
  let position = quote + 1;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    const following = text.charCodeAt(position + 1);
    if (code === DOUBLE_QUOTE) {
      if (!(verbatim && following === DOUBLE_QUOTE)) return position + 1;
      position += 2;
    } else if (code === BACKSLASH && !verbatim) {
      position += 2;
    } else if (!verbatim && isCSharpLineBreak(code)) {
      return UNREADABLE_TEXT;
    } else if ((code === OPEN_BRACE || code === CLOSE_BRACE) && following === code) {
      position += 2;
    } else if (code === OPEN_BRACE) {
      position = holeEnd(text, position + 1, verbatim);
      if (position === UNREADABLE_TEXT) return UNREADABLE_TEXT;
    } else if (code === CLOSE_BRACE) {
      return UNREADABLE_TEXT;
    } else {
      position++;
    }
  }
  return UNREADABLE_TEXT;
}

/**
 * Just past the `}` that closes the interpolation hole whose code starts at `start`: brackets
 * nest, strings are read whole, a `:` outside brackets starts the format. A comment, a line break
 * or a raw string in the hole: unreadable (rare, and the hole's reading would be a guess).
 */
function holeEnd(text: string, start: number, verbatim: boolean): number {
  let depth = 0;
  let position = start;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    const following = text.charCodeAt(position + 1);
    if (code === 40 || code === 91 || code === OPEN_BRACE) {
      depth++;
      position++;
    } else if (code === 41 || code === 93 || code === CLOSE_BRACE) {
      if (depth === 0) return code === CLOSE_BRACE ? position + 1 : UNREADABLE_TEXT;
      depth--;
      position++;
    } else if (code === COLON && depth === 0) {
      if (following === COLON) position += 2;
      else return formatEnd(text, position + 1, verbatim);
    } else if (code === DOUBLE_QUOTE) {
      position = stringEnd(text, position);
    } else if (code === APOSTROPHE) {
      position = regularEnd(text, position);
    } else if (code === AT || code === DOLLAR) {
      position = code === AT && following === DOUBLE_QUOTE ? verbatimEnd(text, position + 1) : interpolatedStringEnd(text, position);
    } else if ((code === SLASH && (following === SLASH || following === STAR)) || isCSharpLineBreak(code) || code === BACKSLASH) {
      return UNREADABLE_TEXT;
    } else {
      position++;
    }
    if (position < 0) return UNREADABLE_TEXT;
  }
  return UNREADABLE_TEXT;
}

/**
 * Just past the `}` that ends a hole's format (`{when:yyyy-MM-dd}`). Text the format and code
 * would read otherwise (quotes, brackets, braces, a comment opening, a line break) is unreadable:
 * where the format ends is then sure.
 */
function formatEnd(text: string, start: number, verbatim: boolean): number {
  for (let position = start; position < text.length; position++) {
    const code = text.charCodeAt(position);
    if (code === CLOSE_BRACE) return position + 1;
    if (code === DOUBLE_QUOTE || code === APOSTROPHE || code === OPEN_BRACE || code === 40 || code === 41 || code === 91 || code === 93 || code === AT || code === DOLLAR || isCSharpLineBreak(code)) return UNREADABLE_TEXT;
    if (code === SLASH && (text.charCodeAt(position + 1) === SLASH || text.charCodeAt(position + 1) === STAR)) return UNREADABLE_TEXT;
    if (code === BACKSLASH && !verbatim) {
      const escaped = text.charCodeAt(position + 1);
      if (escaped === DOUBLE_QUOTE || isCSharpLineBreak(escaped)) return UNREADABLE_TEXT;
      position++;
    }
  }
  return UNREADABLE_TEXT;
}

/** Letters, digits, `_`, and anything past ASCII but Unicode blanks and line breaks (the blank loop reads those). */
function isWordPart(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || (code >= 128 && !UNICODE_BLANK.test(String.fromCharCode(code)));
}

const UNICODE_BLANK = /[\s\u0085]/;

/** Unicode's space separators (Zs) past ASCII. */
const SPACE_SEPARATOR = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/;
