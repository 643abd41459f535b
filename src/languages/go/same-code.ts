import { blockCommentEnd, isDigit, isWordPart, lineEnd, NO_MORE_TOKENS, quotedEnd, sameCodeTokens, UNREADABLE_TEXT, type CodeCursor, type CodeLexer } from '../code-lexing';

/**
 * Whether two Go texts hold the same code: the same tokens, a line break between the same pairs.
 *
 * Layout values: 1 where a line break (or a block comment holding one) lies before a token, since
 * Go inserts a semicolon at a line break after most tokens; else 0. Comments the toolchain reads
 * (`//go:build`, `//go:generate`, `//line`, `//export`, `// +build`, any `//name:` directive) are
 * tokens, their layout 2 + 2 × their column, plus 1 where no line break comes before them on their
 * line: moving one or changing it is a change of code. A cgo file (one importing "C") is not read:
 * the comment before `import "C"` is C code.
 */
export function sameGoCode(before: string, after: string): boolean {
  return sameCodeTokens(before, after, GO_LEXER);
}

interface GoCursor extends CodeCursor {
  /** Where the line of the last token read starts: a directive's column is counted from it. */
  lineStart: number;
  /** Cgo: not read. */
  unreadable: boolean;
}

const TAB = 9;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const SPACE = 32;
const SLASH = 47;
const STAR = 42;

const GO_LEXER: CodeLexer<GoCursor> = {
  begin: (text) => ({ position: 0, start: 0, layout: 0, lineStart: 0, unreadable: importsC(text) }),
  next: nextToken,
};

/**
 * Whether the text may import "C" (cgo): a `"C"` after `import`, or standing first in its line, or
 * after `(`, `;` or a comment, below an `import (` not closed before it.
 */
function importsC(text: string): boolean {
  for (let at = text.indexOf('"C"'); at >= 0; at = text.indexOf('"C"', at + 3)) {
    let before = at;
    while (before > 0 && (text.charCodeAt(before - 1) === SPACE || text.charCodeAt(before - 1) === TAB)) before--;
    if (before >= 6 && text.startsWith('import', before - 6) && !isWordPart(text.charCodeAt(before - 7))) return true;
    const previous = text.charCodeAt(before - 1);
    if (before === 0 || previous === LINE_FEED || previous === CARRIAGE_RETURN || previous === 40 || previous === 59 || previous === SLASH) {
      const group = text.lastIndexOf('import', at);
      if (group >= 0 && !text.slice(group, at).includes(')')) return true;
    }
  }
  return false;
}

function nextToken(text: string, cursor: GoCursor): number {
  if (cursor.unreadable) return UNREADABLE_TEXT;
  let position = cursor.position;
  // The text's start counts as a line break: what stands before the first token means nothing.
  let layout = position === 0 ? 1 : 0;
  for (;;) {
    if (position >= text.length) return NO_MORE_TOKENS;
    const code = text.charCodeAt(position);
    if (code === SPACE || code === TAB) position++;
    else if (code === LINE_FEED || code === CARRIAGE_RETURN) {
      layout = 1;
      cursor.lineStart = ++position;
    } else if (code === SLASH && text.charCodeAt(position + 1) === SLASH) {
      if (isDirective(text, position)) break;
      while (position < text.length && text.charCodeAt(position) !== LINE_FEED && text.charCodeAt(position) !== CARRIAGE_RETURN) position++;
    } else if (code === SLASH && text.charCodeAt(position + 1) === STAR) {
      if (text.startsWith('line ', position + 2)) break;
      const end = blockCommentEnd(text, position);
      if (end < 0) return UNREADABLE_TEXT;
      for (let inside = position + 2; inside < end; inside++) {
        const char = text.charCodeAt(inside);
        if (char === LINE_FEED || char === CARRIAGE_RETURN) {
          layout = 1;
          cursor.lineStart = inside + 1;
        }
      }
      position = end;
    } else break;
  }
  const end = tokenEnd(text, position);
  if (end < 0) return UNREADABLE_TEXT;
  if (text.charCodeAt(position) === SLASH && end - position > 1 && (text.charCodeAt(position + 1) === SLASH || text.charCodeAt(position + 1) === STAR)) {
    layout = 2 + 2 * (position - cursor.lineStart) + (layout === 1 ? 0 : 1);
  }
  cursor.start = position;
  cursor.position = end;
  cursor.layout = layout;
  return end;
}

/**
 * Whether the line comment at `start` is one the toolchain reads: `//name:…` (go/ast's form of a
 * directive: `//go:build`, `//go:embed`, `//lint:ignore`), `//line`, cgo's `//export`, gccgo's
 * `//extern`, or a `+build` constraint.
 */
function isDirective(text: string, start: number): boolean {
  let position = start + 2;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) position++;
    else break;
  }
  if (position > start + 2 && text.charCodeAt(position) === 58) return true;
  if (text.startsWith('line ', start + 2) || text.startsWith('export ', start + 2) || text.startsWith('extern ', start + 2)) return true;
  position = start + 2;
  while (text.charCodeAt(position) === SPACE || text.charCodeAt(position) === TAB) position++;
  return text.startsWith('+build', position);
}

/** The end of the token at `start`, or -1 where it cannot be read. */
function tokenEnd(text: string, start: number): number {
  const code = text.charCodeAt(start);
  if (isDigit(code) || (code === 46 && isDigit(text.charCodeAt(start + 1)))) return numberEnd(text, start);
  if (isWordPart(code)) {
    let end = start + 1;
    while (end < text.length && isWordPart(text.charCodeAt(end))) end++;
    return end;
  }
  switch (code) {
    case 34: // "
    case 39: // '
      return quotedEnd(text, start);
    case 96: {
      // A raw string: no escapes, across lines.
      const close = text.indexOf('`', start + 1);
      return close < 0 ? -1 : close + 1;
    }
    case SLASH:
      if (text.charCodeAt(start + 1) === SLASH) return lineEnd(text, start);
      if (text.charCodeAt(start + 1) === STAR) return blockCommentEnd(text, start);
      return operatorEnd(text, start);
    default:
      return operatorEnd(text, start);
  }
}

/**
 * A number with what sticks to it (`1_000`, `0x1p-2`, `1.5e+3i`): one token however Go splits
 * it, which is sound since the characters are the same on both sides. A sign is taken only
 * before a digit: `0xe+=1` keeps its `+=`.
 */
function numberEnd(text: string, start: number): number {
  let end = start + 1;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (isWordPart(code) || code === 46) end++;
    else if (code === 43 || code === 45) {
      const exponent = text.charCodeAt(end - 1) | 32;
      if ((exponent !== 101 && exponent !== 112) || !isDigit(text.charCodeAt(end + 1))) break;
      end++;
    } else break;
  }
  return end;
}

/**
 * The end of the operator or delimiter at `start`, the longest Go reads there (`<<=` before `<<`
 * before `<`), or -1 for a character Go does not read outside literals and comments.
 */
function operatorEnd(text: string, start: number): number {
  const code = text.charCodeAt(start);
  const next = text.charCodeAt(start + 1);
  switch (code) {
    case 40: // (
    case 41: // )
    case 91: // [
    case 93: // ]
    case 123: // {
    case 125: // }
    case 44: // ,
    case 59: // ;
    case 126: // ~
      return start + 1;
    case 46: // . ...
      return next === 46 && text.charCodeAt(start + 2) === 46 ? start + 3 : start + 1;
    case 60: // < << <= <<= <-
    case 62: // > >> >= >>=
      if (next === code) return text.charCodeAt(start + 2) === 61 ? start + 3 : start + 2;
      return next === 61 || (code === 60 && next === 45) ? start + 2 : start + 1;
    case 38: // & && &= &^ &^=
      if (next === 94) return text.charCodeAt(start + 2) === 61 ? start + 3 : start + 2;
      return next === 38 || next === 61 ? start + 2 : start + 1;
    case 43: // + ++ +=
    case 45: // - -- -=
    case 124: // | || |=
      return next === code || next === 61 ? start + 2 : start + 1;
    case 33: // ! !=
    case 37: // % %=
    case 42: // * *=
    case SLASH: // / /=
    case 58: // : :=
    case 61: // = ==
    case 94: // ^ ^=
      return next === 61 ? start + 2 : start + 1;
    default:
      return -1;
  }
}
