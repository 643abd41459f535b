import { isDigit, isWordPart, lineEnd, NO_MORE_TOKENS, sameCodeTokens, UNREADABLE_TEXT, wordEnd, type CodeCursor, type CodeLexer } from '../code-lexing';

/**
 * Whether two Python texts hold the same code: the same tokens, each logical line indented alike.
 *
 * Layout values: a logical line's first token carries its indentation, which opens and closes
 * blocks (2 + 2 × spaces, or 3 + 2 × tabs; both in one indentation is not read); a token after a
 * backslash-newline carries 1 (the join is kept apart from a line break inside brackets, as the
 * grammar keeps it); any other token 0, since blanks, comments, blank lines, comment-only lines
 * and line breaks inside brackets mean nothing to Python.
 */
export function samePythonCode(before: string, after: string): boolean {
  return sameCodeTokens(before, after, PYTHON_LEXER);
}

interface PythonCursor extends CodeCursor {
  /** Open brackets: inside them a line break means nothing. */
  depth: number;
  /** Whether the logical line being read holds a token yet. */
  lineOpen: boolean;
  /** The end of the first two lines, given first as one token where they may declare an encoding; else -1. */
  head: number;
}

const TAB = 9;
const LINE_FEED = 10;
const FORM_FEED = 12;
const CARRIAGE_RETURN = 13;
const SPACE = 32;
const DOUBLE_QUOTE = 34;
const HASH = 35;
const SINGLE_QUOTE = 39;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;

const PYTHON_LEXER: CodeLexer<PythonCursor> = {
  begin(text) {
    // `# -*- coding: latin-1 -*-` on line 1 or 2 changes how every byte is read: where either
    // line may say so, the two lines are compared as they are written.
    const firstEnd = lineEnd(text, 0);
    const headEnd = lineEnd(text, firstEnd + (text.startsWith('\r\n', firstEnd) ? 2 : 1));
    const head = text.slice(0, headEnd).includes('coding') ? headEnd : -1;
    return { position: 0, start: 0, layout: 0, depth: 0, lineOpen: false, head };
  },
  next: nextToken,
};

function nextToken(text: string, cursor: PythonCursor): number {
  if (cursor.head >= 0) {
    // The head as one token (its layout no token has), then the text read from its start.
    const end = cursor.head;
    cursor.head = -1;
    cursor.start = 0;
    cursor.position = 0;
    cursor.layout = -1;
    return end;
  }
  let position = cursor.position;
  let lineStart = position;
  let joined = false;
  for (;;) {
    if (position >= text.length) return NO_MORE_TOKENS;
    const code = text.charCodeAt(position);
    if (code === SPACE || code === TAB || code === FORM_FEED) position++;
    else if (code === HASH) position = lineEnd(text, position);
    else if (code === LINE_FEED || code === CARRIAGE_RETURN) {
      position += code === CARRIAGE_RETURN && text.charCodeAt(position + 1) === LINE_FEED ? 2 : 1;
      // A join onto an empty or comment-only line: not read (versions and the grammar differ).
      if (joined) return UNREADABLE_TEXT;
      if (cursor.depth === 0) {
        cursor.lineOpen = false;
        lineStart = position;
      }
    } else if (code === BACKSLASH) {
      const after = lineBreakEnd(text, position + 1);
      // A join before a logical line's first token: where its indentation is read is not sure.
      if (after < 0 || (cursor.depth === 0 && !cursor.lineOpen)) return UNREADABLE_TEXT;
      position = after;
      joined = true;
    } else break;
  }
  let layout = joined ? 1 : 0;
  if (cursor.depth === 0 && !cursor.lineOpen) {
    layout = indentationLayout(text, lineStart, position);
    if (layout < 0) return UNREADABLE_TEXT;
    cursor.lineOpen = true;
  }
  const end = tokenEnd(text, position, cursor);
  if (end < 0) return UNREADABLE_TEXT;
  cursor.start = position;
  cursor.position = end;
  cursor.layout = layout;
  return end;
}

/** Past the line break at `position` (`\n`, `\r\n` or `\r`), or -1 where none is. */
function lineBreakEnd(text: string, position: number): number {
  const code = text.charCodeAt(position);
  if (code === CARRIAGE_RETURN) return text.charCodeAt(position + 1) === LINE_FEED ? position + 2 : position + 1;
  return code === LINE_FEED ? position + 1 : -1;
}

/** The layout of a logical line's first token at `end`, its line starting at `start`; -1 for tabs and spaces mixed or a form feed. */
function indentationLayout(text: string, start: number, end: number): number {
  if (end === start) return 2;
  const first = text.charCodeAt(start);
  if (first !== SPACE && first !== TAB) return -1;
  for (let position = start + 1; position < end; position++) if (text.charCodeAt(position) !== first) return -1;
  return (first === SPACE ? 2 : 3) + 2 * (end - start);
}

/** The end of the token at `start`, brackets counted in `cursor`; -1 where it cannot be read. */
function tokenEnd(text: string, start: number, cursor: PythonCursor): number {
  const code = text.charCodeAt(start);
  if (isWordPart(code) && !isDigit(code)) {
    const end = wordEnd(text, start);
    const next = text.charCodeAt(end);
    if ((next === DOUBLE_QUOTE || next === SINGLE_QUOTE) && end - start <= 2) {
      const prefix = stringPrefix(text, start, end);
      if (prefix >= 0) return stringEnd(text, end, prefix);
    }
    return end;
  }
  if (isDigit(code) || (code === 46 && isDigit(text.charCodeAt(start + 1)))) return numberEnd(text, start);
  if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) return stringEnd(text, start, 0);
  if (code === 40 || code === 91 || code === OPEN_BRACE) {
    cursor.depth++;
    return start + 1;
  }
  if (code === 41 || code === 93 || code === CLOSE_BRACE) {
    if (cursor.depth === 0) return -1;
    cursor.depth--;
    return start + 1;
  }
  return operatorEnd(text, start);
}

/**
 * A number with what sticks to it (`1_000`, `0x1F`, `1.5e-3j`; `1if` too): one token however
 * Python splits it, which is sound since the characters are the same on both sides. A sign is
 * taken only before a digit: `0xe+=1` keeps its `+=`.
 */
function numberEnd(text: string, start: number): number {
  let end = start + 1;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (isWordPart(code) || code === 46) end++;
    else if ((code === 43 || code === 45) && (text.charCodeAt(end - 1) | 32) === 101 && isDigit(text.charCodeAt(end + 1))) end++;
    else break;
  }
  return end;
}

const RAW = 1;
const FORMAT = 2;

/** A string prefix's flags (r, u, b, f, t and their pairs, in any case), or -1 for a word that is none. */
function stringPrefix(text: string, start: number, end: number): number {
  let flags = 0;
  let seen = '';
  for (let position = start; position < end; position++) {
    const letter = String.fromCharCode(text.charCodeAt(position) | 32);
    if (seen.includes(letter)) return -1;
    seen += letter;
    if (letter === 'r') flags |= RAW;
    else if (letter === 'f' || letter === 't') flags |= FORMAT;
    else if (letter !== 'u' && letter !== 'b') return -1;
  }
  // u stands alone; b takes no f or t.
  if (seen.length === 2 && (seen.includes('u') || (seen.includes('b') && (flags & FORMAT) !== 0) || (flags & RAW) === 0)) return -1;
  return flags;
}

/**
 * The end of the string whose opening quote is at `quote`, or -1. An f-string (or t-string) is
 * read both as Python 3.12 reads it (the code in its `{…}` may hold strings in the same quotes)
 * and as earlier versions do (the first closing quote ends it): where the two ends differ, which
 * Python the file is written for decides, so it is not read.
 */
function stringEnd(text: string, quote: number, flags: number): number {
  const triple = text.charCodeAt(quote + 1) === text.charCodeAt(quote) && text.charCodeAt(quote + 2) === text.charCodeAt(quote);
  const end = plainStringEnd(text, quote, triple);
  if ((flags & FORMAT) === 0 || end < 0) return end;
  return formatStringEnd(text, quote, triple, (flags & RAW) !== 0) === end ? end : -1;
}

/** Past the closing quote of a string read as characters, a backslash taking the next one along. */
function plainStringEnd(text: string, quote: number, triple: boolean): number {
  const mark = text.charCodeAt(quote);
  let position = quote + (triple ? 3 : 1);
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === BACKSLASH) position = escapeEnd(text, position);
    else if (code === mark) {
      if (!triple) return position + 1;
      if (text.charCodeAt(position + 1) === mark && text.charCodeAt(position + 2) === mark) return position + 3;
      position++;
    } else if (!triple && (code === LINE_FEED || code === CARRIAGE_RETURN)) return -1;
    else position++;
  }
  return -1;
}

/** Past a backslash at `position` and the character it takes (a `\r\n` whole). */
function escapeEnd(text: string, position: number): number {
  return text.startsWith('\r\n', position + 1) ? position + 3 : position + 2;
}

/** Past the closing quote of an f-string read as Python 3.12 reads it, or -1. */
function formatStringEnd(text: string, quote: number, triple: boolean, raw: boolean): number {
  const mark = text.charCodeAt(quote);
  let position = quote + (triple ? 3 : 1);
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === BACKSLASH) {
      const escaped = text.charCodeAt(position + 1);
      if (!raw && escaped === 78 && text.charCodeAt(position + 2) === OPEN_BRACE) {
        // `\N{DASH}` names a character: its braces hold no code.
        const close = text.indexOf('}', position + 3);
        if (close < 0) return -1;
        position = close + 1;
      } else if (escaped === OPEN_BRACE || escaped === CLOSE_BRACE) position++;
      else position = escapeEnd(text, position);
    } else if (code === mark) {
      if (!triple) return position + 1;
      if (text.charCodeAt(position + 1) === mark && text.charCodeAt(position + 2) === mark) return position + 3;
      position++;
    } else if (!triple && (code === LINE_FEED || code === CARRIAGE_RETURN)) return -1;
    else if (code === OPEN_BRACE) {
      if (text.charCodeAt(position + 1) === OPEN_BRACE) position += 2;
      else {
        position = fieldEnd(text, position + 1, mark, triple);
        if (position < 0) return -1;
      }
    } else if (code === CLOSE_BRACE) {
      if (text.charCodeAt(position + 1) !== CLOSE_BRACE) return -1;
      position += 2;
    } else position++;
  }
  return -1;
}

/**
 * Past the `}` closing the replacement field whose code starts at `start`, or -1. Nested strings
 * are read whole; a comment, a backslash outside a string, or a line break in a one-line string
 * is not read (versions differ on them).
 */
function fieldEnd(text: string, start: number, mark: number, triple: boolean): number {
  let depth = 0;
  let position = start;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
      position = stringEnd(text, position, 0);
      if (position < 0) return -1;
    } else if (isWordPart(code)) {
      const end = wordEnd(text, position);
      const next = text.charCodeAt(end);
      const prefix = (next === DOUBLE_QUOTE || next === SINGLE_QUOTE) && end - position <= 2 && !isDigit(code) ? stringPrefix(text, position, end) : -1;
      position = prefix >= 0 ? stringEnd(text, end, prefix) : end;
      if (position < 0) return -1;
    } else if (code === 40 || code === 91 || code === OPEN_BRACE) {
      depth++;
      position++;
    } else if (code === 41 || code === 93) {
      if (--depth < 0) return -1;
      position++;
    } else if (code === CLOSE_BRACE) {
      if (depth === 0) return position + 1;
      depth--;
      position++;
    } else if (code === 58 && depth === 0) {
      // `{x:=5}` too: an unparenthesized `:` starts the format spec.
      return formatSpecEnd(text, position + 1, mark, triple);
    } else if (code === HASH || code === BACKSLASH || (!triple && (code === LINE_FEED || code === CARRIAGE_RETURN))) return -1;
    else position++;
  }
  return -1;
}

/** Past the `}` closing a replacement field whose format spec starts at `start` (it may hold fields), or -1. */
function formatSpecEnd(text: string, start: number, mark: number, triple: boolean): number {
  let position = start;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === CLOSE_BRACE) return position + 1;
    if (code === OPEN_BRACE) {
      position = fieldEnd(text, position + 1, mark, triple);
      if (position < 0) return -1;
    } else if (code === mark || code === BACKSLASH || code === LINE_FEED || code === CARRIAGE_RETURN) return -1;
    else position++;
  }
  return -1;
}

/**
 * The end of the operator or delimiter at `start`, the longest Python reads there (`**=` before
 * `**` before `*`), or -1 for a character Python does not read outside strings and comments.
 */
function operatorEnd(text: string, start: number): number {
  const code = text.charCodeAt(start);
  const next = text.charCodeAt(start + 1);
  switch (code) {
    case 44: // ,
    case 59: // ;
    case 126: // ~
      return start + 1;
    case 46: // . or ...
      return next === 46 && text.charCodeAt(start + 2) === 46 ? start + 3 : start + 1;
    case 42: // * ** *= **=
    case 47: // / // /= //=
    case 60: // < << <= <<= <>
    case 62: // > >> >= >>=
      if (next === code) return text.charCodeAt(start + 2) === 61 ? start + 3 : start + 2;
      if (next === 61 || (code === 60 && next === 62)) return start + 2;
      return start + 1;
    case 45: // - -= ->
      return next === 61 || next === 62 ? start + 2 : start + 1;
    case 33: // ! !=
    case 37: // % %=
    case 38: // & &=
    case 43: // + +=
    case 58: // : :=
    case 61: // = ==
    case 64: // @ @=
    case 94: // ^ ^=
    case 124: // | |=
      return next === 61 ? start + 2 : start + 1;
    default:
      return -1;
  }
}
