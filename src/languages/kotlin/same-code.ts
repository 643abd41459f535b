import { blockCommentEnd, isDigit, isWordPart, lineEnd, NO_MORE_TOKENS, quotedEnd, sameCodeTokens, UNREADABLE_TEXT, wordEnd, type CodeCursor, type CodeLexer } from '../code-lexing';

/**
 * Whether two Kotlin texts hold the same code: the same tokens, a line break between the same pairs.
 *
 * Layout values: 1 where a line break (or a block comment holding one) lies before a token, since
 * a line break may end a Kotlin statement; else 0. An `@` also carries whether it touches the
 * token before it (+2) and whether a blank or comment follows it (+4): Kotlin reads `return@f`
 * (a label) and `return @f` (an annotation) apart.
 */
export function sameKotlinCode(before: string, after: string): boolean {
  return sameCodeTokens(before, after, KOTLIN_LEXER);
}

const TAB = 9;
const LINE_FEED = 10;
const FORM_FEED = 12;
const CARRIAGE_RETURN = 13;
const SPACE = 32;
const DOUBLE_QUOTE = 34;
const DOLLAR = 36;
const SINGLE_QUOTE = 39;
const STAR = 42;
const SLASH = 47;
const AT = 64;
const BACKSLASH = 92;
const BACKTICK = 96;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;

const KOTLIN_LEXER: CodeLexer<CodeCursor> = {
  begin: () => ({ position: 0, start: 0, layout: 0 }),
  next: nextToken,
};

function nextToken(text: string, cursor: CodeCursor): number {
  let position = cursor.position;
  // The text's start counts as a line break: what stands before the first token means nothing.
  let layout = position === 0 ? 1 : 0;
  for (;;) {
    if (position >= text.length) return NO_MORE_TOKENS;
    const code = text.charCodeAt(position);
    if (code === SPACE || code === TAB || code === FORM_FEED) position++;
    else if (code === LINE_FEED || code === CARRIAGE_RETURN) {
      layout = 1;
      position++;
    } else if (code === SLASH && text.charCodeAt(position + 1) === SLASH) position = lineEnd(text, position);
    else if (code === SLASH && text.charCodeAt(position + 1) === STAR) {
      const end = blockCommentEnd(text, position, true);
      if (end < 0) return UNREADABLE_TEXT;
      if (layout === 0 && holdsLineBreak(text, position, end)) layout = 1;
      position = end;
    } else break;
  }
  const end = tokenEnd(text, position);
  if (end < 0) return UNREADABLE_TEXT;
  if (text.charCodeAt(position) === AT) {
    if (position === cursor.position && position > 0) layout += 2;
    const after = text.charCodeAt(end);
    if (after === SPACE || after === TAB || after === FORM_FEED || after === LINE_FEED || after === CARRIAGE_RETURN || after === SLASH) layout += 4;
  }
  cursor.start = position;
  cursor.position = end;
  cursor.layout = layout;
  return end;
}

function holdsLineBreak(text: string, start: number, end: number): boolean {
  for (let position = start; position < end; position++) {
    const code = text.charCodeAt(position);
    if (code === LINE_FEED || code === CARRIAGE_RETURN) return true;
  }
  return false;
}


/** The end of the token at `start`, or -1 where it cannot be read. */
function tokenEnd(text: string, start: number): number {
  const code = text.charCodeAt(start);
  if (isDigit(code) || (code === 46 && isDigit(text.charCodeAt(start + 1)))) return numberEnd(text, start);
  if (isWordPart(code)) {
    const end = wordEnd(text, start);
    // `as?` is one token: `as ?` is not a safe cast.
    return end === start + 2 && text.startsWith('as?', start) ? end + 1 : end;
  }
  switch (code) {
    case DOUBLE_QUOTE:
      return stringEnd(text, start);
    case SINGLE_QUOTE:
      return quotedEnd(text, start);
    case BACKTICK: {
      // `a name with blanks`: on one line.
      const close = text.indexOf('`', start + 1);
      return close < 0 || holdsLineBreak(text, start, close) ? -1 : close + 1;
    }
    case AT:
      // An annotation or a label's use with the name it touches (`@Test`, `return@forEach`).
      return wordEnd(text, start + 1);
    case 35: // #
      // A shebang line, read as it is written.
      return start === 0 && text.charCodeAt(1) === 33 ? lineEnd(text, start) : -1;
    default:
      return operatorEnd(text, start);
  }
}

/**
 * A number with what sticks to it (`1_000L`, `0xFFu`, `1.5e-3f`): one token however Kotlin splits
 * it, which is sound since the characters are the same on both sides. A `.` or a sign is taken
 * only before a digit: `1..<2` keeps its `..<`, `1e+=2` its `+=`.
 */
function numberEnd(text: string, start: number): number {
  let end = start + 1;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (isWordPart(code) || (code === 46 && isDigit(text.charCodeAt(end + 1)))) end++;
    else if ((code === 43 || code === 45) && (text.charCodeAt(end - 1) | 32) === 101 && isDigit(text.charCodeAt(end + 1))) end++;
    else break;
  }
  return end;
}

/**
 * The end of the string opened at `start`: `"…"` with escapes, or raw `"""…"""` (closed by the
 * last of three or more quotes), either with templates `${…}` whose code may hold strings. -1
 * where it is not closed.
 */
function stringEnd(text: string, start: number): number {
  const raw = text.charCodeAt(start + 1) === DOUBLE_QUOTE && text.charCodeAt(start + 2) === DOUBLE_QUOTE;
  let position = start + (raw ? 3 : 1);
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === DOUBLE_QUOTE) {
      if (!raw) return position + 1;
      if (text.charCodeAt(position + 1) === DOUBLE_QUOTE && text.charCodeAt(position + 2) === DOUBLE_QUOTE) {
        let end = position + 3;
        while (text.charCodeAt(end) === DOUBLE_QUOTE) end++;
        return end;
      }
      position++;
    } else if (code === DOLLAR && text.charCodeAt(position + 1) === OPEN_BRACE) {
      position = templateEnd(text, position + 2);
      if (position < 0) return -1;
    } else if (!raw && code === BACKSLASH) position += 2;
    else if (!raw && (code === LINE_FEED || code === CARRIAGE_RETURN)) return -1;
    else position++;
  }
  return -1;
}

/**
 * Past the `}` closing a template whose code starts at `start`, or -1. Strings, chars and
 * backticked names in it are read whole; line breaks are the code's (a one-line string's template
 * may span lines); a comment in it is not read.
 */
function templateEnd(text: string, start: number): number {
  let depth = 0;
  let position = start;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === DOUBLE_QUOTE) position = stringEnd(text, position);
    else if (code === SINGLE_QUOTE) position = quotedEnd(text, position);
    else if (code === BACKTICK) position = tokenEnd(text, position);
    else if (code === OPEN_BRACE) {
      depth++;
      position++;
    } else if (code === CLOSE_BRACE) {
      if (depth === 0) return position + 1;
      depth--;
      position++;
    } else if (code === SLASH && (text.charCodeAt(position + 1) === SLASH || text.charCodeAt(position + 1) === STAR)) return -1;
    else position++;
    if (position < 0) return -1;
  }
  return -1;
}

/**
 * The end of the operator or delimiter at `start`, the longest Kotlin reads there (`!==` before
 * `!=` before `!`; `!is`, `!in`), or -1 for a character Kotlin does not read outside literals and
 * comments (`$`, `\`).
 */
function operatorEnd(text: string, start: number): number {
  const code = text.charCodeAt(start);
  const next = text.charCodeAt(start + 1);
  switch (code) {
    case 40: // (
    case 41: // )
    case 91: // [
    case 93: // ]
    case OPEN_BRACE:
    case CLOSE_BRACE:
    case 44: // ,
    case 59: // ;
    case 126: // ~
      return start + 1;
    case 33: // ! != !== !! !is !in
      if (next === 61) return text.charCodeAt(start + 2) === 61 ? start + 3 : start + 2;
      if (next === 33) return start + 2;
      if ((text.startsWith('is', start + 1) || text.startsWith('in', start + 1)) && !isWordPart(text.charCodeAt(start + 3))) return start + 3;
      return start + 1;
    case 61: // = == ===
      if (next === 61) return text.charCodeAt(start + 2) === 61 ? start + 3 : start + 2;
      return start + 1;
    case 46: // . .. ..<
      if (next !== 46) return start + 1;
      return text.charCodeAt(start + 2) === 60 ? start + 3 : start + 2;
    case 43: // + ++ +=
    case 45: // - -- -= ->
      return next === code || next === 61 || (code === 45 && next === 62) ? start + 2 : start + 1;
    case 38: // & &&
    case 124: // | ||
    case 58: // : ::
      return next === code ? start + 2 : start + 1;
    case 63: // ? ?. ?:
      return next === 46 || next === 58 ? start + 2 : start + 1;
    case 60: // < <=
    case 62: // > >=
    case STAR: // * *=
    case SLASH: // / /=
    case 37: // % %=
      return next === 61 ? start + 2 : start + 1;
    default:
      return -1;
  }
}
