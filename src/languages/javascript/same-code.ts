import { blockCommentEnd, isBlank, quotedEnd, sameCodeTokens, NO_MORE_TOKENS, UNREADABLE_TEXT, type CodeCursor, type CodeLexer } from '../code-lexing';

/**
 * Whether two texts of the JavaScript family (JavaScript, JSX, Flow, TypeScript, TSX) hold the
 * same code: the same tokens, with a line break between the same pairs of them. A line break is
 * code here: automatic semicolon insertion ends a statement at one (`return\nx`, `a\n(b)`,
 * `a\n++b`), and a block comment holding one counts as one. JSX is read as the JSX transform
 * reads it: its text is code, compared exactly; between attributes and inside `{}` comments and
 * layout may change. Where the lexer cannot be sure what the text is (a `/` that may open a
 * regular expression or divide, a `<` that may open JSX or compare, where the choice would change
 * what follows; comments a compiler reads) the texts count as different code. `path`'s ending
 * tells whether JSX may be there: a `.ts` file holds none, and reads `<T>x` as a cast.
 */
export function sameJavaScriptCode(before: string, after: string, path: string): boolean {
  return sameCodeTokens(before, after, NO_JSX_ENDING.test(path) ? TYPESCRIPT_LEXER : JAVASCRIPT_LEXER);
}

/** TypeScript's endings without JSX: there `<` never opens an element (`<T>x` is a cast). */
const NO_JSX_ENDING = /\.[cm]?ts$/;

/** What a `/` (and a `<`) after the token read last may open, by the standard heuristic. */
const enum Slash {
  /** After an operator, an expression keyword or a condition's `)`: a regular expression (and `<` may open JSX). */
  RegExp,
  /**
   * After an operand (a name, a literal, `)` closing a call or a group, `]`): a division on the
   * same line. After a line break, either: TypeScript ends a declaration at a line break where
   * its type cannot go on (`let x: T[]` `/re/.test(s)`), as it ends a bodiless `function f()`.
   */
  Divide,
  /** After `}` (a block's or an object's), a `)` whose `(` is unknown, `++`, `>`, a postfix `!`, `yield`, `await`, `of`: either; the guess must not matter. */
  Either,
}

/** What the lexer reads at its position. */
const enum Mode {
  Code,
  /** Inside a JSX opening tag, past its name: attributes, `{}`, `/`, `>`; layout means nothing. */
  Tag,
  /** Between a JSX element's tags: text (code, read exactly as it is), `{}`, child elements. */
  Children,
}

/** An open `{` whose `}` returns to other than code: a template's `${`, a JSX expression container. */
interface Closer {
  /** How many `{` were open at it: its `}` comes when the count is back there. */
  braces: number;
  /** Where reading goes on past its `}`: the template (Mode.Code), the tag or the children. */
  returnsTo: Mode;
}

/** A JSX element open: its name as written (empty for a fragment), and where reading goes on past it. */
interface OpenElement {
  name: string;
  returnsTo: Mode.Code | Mode.Children;
}

interface JavaScriptCursor extends CodeCursor {
  /** JSX may be there: `<` where an expression starts opens an element. */
  jsx: boolean;
  mode: Mode;
  slash: Slash;
  /** The token read last was `.` or `?.`: a keyword after it is a property name. */
  afterDot: boolean;
  /** How many `{` are open (not counting closers'), and the closers still open, innermost last. */
  braces: number;
  closers: Closer[];
  /** The JSX elements open, innermost last. */
  elements: OpenElement[];
  /** In a tag: its `/` was read, its `>` must follow (a self-closing element). */
  selfClosing: boolean;
  /** The token read last opened a JSX expression container: a line break after it means nothing. */
  afterContainer: boolean;
  /** For each `(` still open: whether it holds a statement's condition (`if (`, `while (`, `for (`, `with (`), after whose `)` a statement starts. */
  parens: boolean[];
  /** False once a token swallowed a parenthesis (a `/` read to the line's end): which `(` a `)` closes is then unknown. */
  parensKnown: boolean;
  /** The token read last was `if`, `while`, `for` (or `for await`) or `with`. */
  beforeCondition: boolean;
  /** The token at the cursor is a TypeScript directive comment (`@ts-ignore`, `/// <reference>`). */
  directive?: boolean;
  /** No token read yet: a line break before the first token means nothing. */
  first: boolean;
}

/** Words after which an expression starts (unless they follow `.`): `return /x/` is a regular expression. */
const EXPRESSION_KEYWORDS = new Set(['return', 'typeof', 'instanceof', 'in', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'extends', 'default']);
/** Words that are keywords in some places and names in others: `yield /x/` and `yield / 2` are both JavaScript. */
const CONTEXTUAL_KEYWORDS = new Set(['yield', 'await', 'of']);
/** Words whose parenthesised condition a statement follows: after its `)`, `/x/` is a regular expression. */
const CONDITION_KEYWORDS = new Set(['if', 'while', 'for', 'with']);

const TAB = 9;
const LINE_FEED = 10;
const SPACE = 32;
const BANG = 33;
const DOUBLE_QUOTE = 34;
const HASH = 35;
const DOLLAR = 36;
const PERCENT = 37;
const AMPERSAND = 38;
const QUOTE = 39;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;
const STAR = 42;
const PLUS = 43;
const MINUS = 45;
const DOT = 46;
const SLASH = 47;
const COLON = 58;
const LESS = 60;
const EQUALS = 61;
const GREATER = 62;
const QUESTION = 63;
const AT = 64;
const OPEN_BRACKET = 91;
const BACKSLASH = 92;
const CLOSE_BRACKET = 93;
const CARET = 94;
const BACKTICK = 96;
const OPEN_BRACE = 123;
const PIPE = 124;
const CLOSE_BRACE = 125;
const TILDE = 126;
const LINE_SEPARATOR = 0x2028;
const PARAGRAPH_SEPARATOR = 0x2029;

function familyLexer(jsx: boolean): CodeLexer<JavaScriptCursor> {
  return {
    begin: () => ({ position: 0, start: 0, layout: 0, jsx, mode: Mode.Code, slash: Slash.RegExp, afterDot: false, braces: 0, closers: [], elements: [], selfClosing: false, afterContainer: false, parens: [], parensKnown: true, beforeCondition: false, first: true }),
    next: readNext,
  };
}

const JAVASCRIPT_LEXER = familyLexer(true);
const TYPESCRIPT_LEXER = familyLexer(false);

function readNext(text: string, cursor: JavaScriptCursor): number {
  // JSX text is code to its last blank: nothing is skipped before it.
  if (cursor.mode === Mode.Children) return readChild(text, cursor);
  const start = skipLayout(text, cursor);
  if (start < 0) return start;
  cursor.start = start;
  if (cursor.mode === Mode.Tag) {
    if (cursor.directive) return UNREADABLE_TEXT;
    // No statement ends inside a tag: a line break there is layout.
    cursor.layout = 0;
    const end = readInTag(text, cursor, start);
    if (end >= 0) cursor.position = end;
    return end;
  }
  if (cursor.afterContainer) {
    // No statement ends inside `{}` in JSX: a line break after its `{` or before its `}` means nothing.
    cursor.afterContainer = false;
    cursor.layout = 0;
  }
  if (cursor.directive) {
    // What a `/` after it means stays what it was: the directive is no code.
    cursor.directive = false;
    if (cursor.first) cursor.layout = 0;
    cursor.first = false;
    const end = directiveEnd(text, start);
    if (end >= 0) cursor.position = end;
    return end < 0 ? UNREADABLE_TEXT : end;
  }
  if (cursor.first) {
    cursor.first = false;
    cursor.layout = 0;
    // A hashbang line is read by the shell, kept whole.
    if (start === 0 && text.startsWith('#!')) return read(cursor, lineEndOf(text, 0), Slash.RegExp);
  }
  const end = readToken(text, cursor, start);
  if (end >= 0) cursor.position = end;
  return end;
}

/** Sets where reading goes on and what a `/` after the token means; returns the token's end. */
function read(cursor: JavaScriptCursor, end: number, slash: Slash, afterDot = false): number {
  cursor.position = end;
  cursor.slash = slash;
  cursor.afterDot = afterDot;
  cursor.beforeCondition = false;
  return end;
}

/**
 * Skips blanks and comments from the cursor and sets its layout: 1 where a line break (or a block
 * comment holding one) lies between the two tokens. Returns where the next token starts, or
 * NO_MORE_TOKENS, or UNREADABLE_TEXT (a comment not closed; a comment a compiler reads).
 */
function skipLayout(text: string, cursor: JavaScriptCursor): number {
  let position = cursor.position;
  let layout = 0;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === SPACE || code === TAB) position++;
    else if (isLineTerminator(code)) {
      layout = 1;
      position++;
    } else if (code === SLASH && (text.charCodeAt(position + 1) === SLASH || text.charCodeAt(position + 1) === STAR)) {
      const line = text.charCodeAt(position + 1) === SLASH;
      const end = line ? lineEndOf(text, position) : blockCommentEnd(text, position);
      if (end < 0) return UNREADABLE_TEXT;
      const compiler = compilerComment(text, position, end);
      if (compiler === CompilerComment.Other) return UNREADABLE_TEXT;
      if (compiler === CompilerComment.TypeScript) {
        cursor.directive = true;
        break;
      }
      if (!line && layout === 0 && holdsLineTerminator(text, position, end)) layout = 1;
      position = end;
    } else if (isBlank(text, position) || (code > 127 && isOtherBlank(code))) position++;
    else break;
  }
  cursor.layout = layout;
  if (position < text.length) return position;
  // A template whose substitution, or a JSX element, never closed is not JavaScript.
  return cursor.closers.length > 0 || cursor.elements.length > 0 ? UNREADABLE_TEXT : NO_MORE_TOKENS;
}

/** Reads the token at `start` (not a blank, not a comment). */
function readToken(text: string, cursor: JavaScriptCursor, start: number): number {
  const code = text.charCodeAt(start);
  if (isWordStart(code)) return readWord(text, cursor, start);
  if (code >= 48 && code <= 57) return read(cursor, numberEnd(text, start), Slash.Divide);
  switch (code) {
    case QUOTE:
    case DOUBLE_QUOTE: {
      // A backslash before a line break continues the string: quotedEnd steps over both.
      const end = quotedEnd(text, start);
      return end < 0 ? UNREADABLE_TEXT : read(cursor, end, Slash.Divide);
    }
    case BACKTICK:
      return readTemplate(text, cursor, start + 1);
    case OPEN_BRACE:
      cursor.braces++;
      return read(cursor, start + 1, Slash.RegExp);
    case CLOSE_BRACE: {
      const closers = cursor.closers;
      if (closers.length > 0 && closers[closers.length - 1].braces === cursor.braces) {
        const { returnsTo } = closers.pop()!;
        if (returnsTo === Mode.Code) return readTemplate(text, cursor, start + 1);
        cursor.mode = returnsTo;
        cursor.layout = 0;
        return read(cursor, start + 1, Slash.RegExp);
      }
      cursor.braces--;
      return read(cursor, start + 1, Slash.Either);
    }
    case OPEN_PAREN:
      cursor.parens.push(cursor.beforeCondition);
      return read(cursor, start + 1, Slash.RegExp);
    case CLOSE_PAREN: {
      if (!cursor.parensKnown || cursor.parens.length === 0) return read(cursor, start + 1, Slash.Either);
      return read(cursor, start + 1, cursor.parens.pop() ? Slash.RegExp : Slash.Divide);
    }
    case CLOSE_BRACKET:
      return read(cursor, start + 1, Slash.Divide);
    case OPEN_BRACKET:
    case 59: // ;
    case 44: // ,
    case TILDE:
    case AT:
      return read(cursor, start + 1, Slash.RegExp);
    case HASH: {
      // A private name `#x`; a `#` elsewhere is not JavaScript this lexer knows.
      if (!isWordStart(text.charCodeAt(start + 1))) return UNREADABLE_TEXT;
      const end = wordEnd(text, start + 1);
      return end < 0 ? UNREADABLE_TEXT : read(cursor, end, Slash.Divide);
    }
    case DOT: {
      const after = text.charCodeAt(start + 1);
      if (after >= 48 && after <= 57) return read(cursor, numberEnd(text, start), Slash.Divide);
      if (after === DOT && text.charCodeAt(start + 2) === DOT) return read(cursor, start + 3, Slash.RegExp);
      return read(cursor, start + 1, Slash.RegExp, true);
    }
    case SLASH:
      return readSlash(text, cursor, start);
    case LESS:
      return readLess(text, cursor, start);
    default:
      return readOperator(text, cursor, start, code);
  }
}

/** A name or a keyword: what a `/` after it means depends on which. */
function readWord(text: string, cursor: JavaScriptCursor, start: number): number {
  const end = wordEnd(text, start);
  if (end < 0) return UNREADABLE_TEXT;
  let slash = Slash.Divide;
  let beforeCondition = false;
  const first = text.charCodeAt(start);
  if (!cursor.afterDot && end - start <= 10 && first >= 97 && first <= 122) {
    const word = text.slice(start, end);
    if (EXPRESSION_KEYWORDS.has(word)) slash = Slash.RegExp;
    else if (CONTEXTUAL_KEYWORDS.has(word)) slash = Slash.Either;
    // `for await (`: the condition's `(` comes after `await`.
    beforeCondition = CONDITION_KEYWORDS.has(word) || (cursor.beforeCondition && word === 'await');
  }
  read(cursor, end, slash);
  cursor.beforeCondition = beforeCondition;
  return end;
}

/**
 * A `/` that opens no comment: a regular expression where an expression starts, a division
 * after an operand. Where either may be (`} / b /g` or `yield /b/g`), reading the rest of the
 * line as one token is right under both readings, as long as neither can carry reading past the
 * line's end in a different state: no backtick, `/*`, `<` or backslash on the rest of the line (a
 * template, comment, JSX or string going on past the line under one reading only; a quoted string
 * ends on its line), and no brace while a template's substitution is open. Else the text is unreadable.
 */
function readSlash(text: string, cursor: JavaScriptCursor, start: number): number {
  const slash = slashHere(cursor);
  if (slash === Slash.RegExp) {
    const end = regExpEnd(text, start);
    return end < 0 ? UNREADABLE_TEXT : read(cursor, end, Slash.Divide);
  }
  const division = text.charCodeAt(start + 1) === EQUALS ? start + 2 : start + 1;
  if (slash === Slash.Divide) return read(cursor, division, Slash.RegExp);
  const lineEnd = lineEndOf(text, start);
  let otherSlash = false;
  for (let position = start + 1; position < lineEnd; position++) {
    const code = text.charCodeAt(position);
    if (code === SLASH) {
      if (text.charCodeAt(position + 1) === STAR) return UNREADABLE_TEXT;
      otherSlash = true;
    } else if (code === BACKTICK || code === LESS || code === BACKSLASH) {
      // A backslash: a regular expression's escape, or a string's line continuation under the other reading.
      return UNREADABLE_TEXT;
    } else if ((code === OPEN_BRACE || code === CLOSE_BRACE) && cursor.closers.length > 0) {
      return UNREADABLE_TEXT;
    } else if (code === OPEN_PAREN || code === CLOSE_PAREN) {
      cursor.parensKnown = false;
    }
  }
  // No other `/` on the line: a regular expression would not close, so a division.
  if (!otherSlash) return read(cursor, division, Slash.RegExp);
  let end = lineEnd;
  while (end > start && (isBlank(text, end - 1) || isOtherBlank(text.charCodeAt(end - 1)))) end--;
  return read(cursor, end, Slash.Either);
}

/** What a `/` or `<` at the token being read means: a division only on the line of the operand before it. */
function slashHere(cursor: JavaScriptCursor): Slash {
  return cursor.slash === Slash.Divide && cursor.layout !== 0 ? Slash.Either : cursor.slash;
}

/**
 * The end of the regular expression at `start`, its flags too; -1 where the line ends first (an
 * escaped line break too), or where it is unsure. A class holding a `[` nests with the `v` flag
 * and not without it, and the flags come last: read both ways, the reading whose flags fit it is
 * the regular expression; where both or neither fit, unsure.
 */
function regExpEnd(text: string, start: number): number {
  const flat = regExpBodyEnd(text, start, false);
  if (flat < 0) return -1;
  const flatEnd = runOfWordParts(text, flat + 1);
  const nested = regExpBodyEnd(text, start, true);
  if (nested === flat) return flatEnd;
  const nestedEnd = nested < 0 ? -1 : runOfWordParts(text, nested + 1);
  const flatFits = !hasFlag(text, flat + 1, flatEnd, 118);
  const nestedFits = nested >= 0 && hasFlag(text, nested + 1, nestedEnd, 118);
  if (flatFits === nestedFits) return -1;
  return flatFits ? flatEnd : nestedEnd;
}

/** Where the regular expression's body at `start` ends (its closing `/`), classes nesting or not; -1 where the line ends first. */
function regExpBodyEnd(text: string, start: number, nests: boolean): number {
  let classDepth = 0;
  let position = start + 1;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (isLineTerminator(code)) return -1;
    if (code === BACKSLASH) {
      if (isLineTerminator(text.charCodeAt(position + 1))) return -1;
      position += 2;
      continue;
    }
    if (code === OPEN_BRACKET) {
      if (classDepth === 0 || nests) classDepth++;
    } else if (code === CLOSE_BRACKET) {
      if (classDepth > 0) classDepth--;
    } else if (code === SLASH && classDepth === 0) return position;
    position++;
  }
  return -1;
}

function hasFlag(text: string, start: number, end: number, flag: number): boolean {
  for (let position = start; position < end; position++) if (text.charCodeAt(position) === flag) return true;
  return false;
}

/**
 * A `<`: an operator, or where an expression starts and JSX may be there, a JSX element. An
 * HTML-like comment `<!--` is a comment in a script and an operator in a module: unreadable.
 * Where an operand was read before it on another line, or after `}` or `)` whose reading is
 * unknown, `<` may compare or open an element: unreadable where it reads like a tag.
 */
function readLess(text: string, cursor: JavaScriptCursor, start: number): number {
  if (text.startsWith('!--', start + 1)) return UNREADABLE_TEXT;
  const slash = slashHere(cursor);
  if (!cursor.jsx || slash === Slash.Divide) return readOperator(text, cursor, start, LESS);
  const tag = jsxTagAt(text, start);
  if (tag === JsxTag.None) return readOperator(text, cursor, start, LESS);
  if (tag === JsxTag.Unsure || slash === Slash.Either) return UNREADABLE_TEXT;
  return openElement(text, cursor, start, Mode.Code);
}

const enum JsxTag {
  /** Not an opening tag: `a() < b;`, TSX's generic arrow `<T,>() => x`. */
  None,
  /** `<>` or `<a` followed by what a tag holds. */
  Element,
  /** A comment after `<`. */
  Unsure,
}

/** Whether the `<` at `start`, where an expression starts, opens a JSX element. */
function jsxTagAt(text: string, start: number): JsxTag {
  let position = skipBlanksAndBreaks(text, start + 1);
  let code = text.charCodeAt(position);
  if (code === GREATER) return JsxTag.Element;
  if (code === SLASH) return text.charCodeAt(position + 1) === STAR || text.charCodeAt(position + 1) === SLASH ? JsxTag.Unsure : JsxTag.None;
  if (!isWordStart(code)) return JsxTag.None;
  position = skipBlanksAndBreaks(text, jsxNameEnd(text, position));
  code = text.charCodeAt(position);
  // Not `,`: TypeScript reads `<T,` as type parameters (`<T,>(x: T) => x`). `<T extends U>(` is left to the tag's `>`.
  return code === GREATER || code === SLASH || code === OPEN_BRACE || isWordStart(code) ? JsxTag.Element : JsxTag.None;
}

/**
 * Opens the element whose `<` is at `start`: `<` and its name read as one token, as written
 * (a blank in it is compared too). Reading goes on in the tag.
 */
function openElement(text: string, cursor: JavaScriptCursor, start: number, returnsTo: Mode.Code | Mode.Children): number {
  const nameStart = skipBlanksAndBreaks(text, start + 1);
  const nameEnd = jsxNameEnd(text, nameStart);
  const after = text.charCodeAt(skipBlanksAndBreaks(text, nameEnd));
  // A name going on past a blank (`a . b`), a backslash in it, TSX's type arguments (`<A<T>>`): unsure.
  if (after === DOT || after === COLON || after === LESS || after === BACKSLASH) return UNREADABLE_TEXT;
  cursor.elements.push({ name: text.slice(nameStart, nameEnd), returnsTo });
  cursor.mode = Mode.Tag;
  cursor.selfClosing = false;
  return read(cursor, nameEnd, Slash.RegExp);
}

/**
 * A token inside an opening tag: an attribute's name, `=`, its value (a string without escapes,
 * which may span lines), `{` opening an expression container (a spread too), `/` and `>`.
 */
function readInTag(text: string, cursor: JavaScriptCursor, start: number): number {
  const code = text.charCodeAt(start);
  if (cursor.selfClosing && code !== GREATER) return UNREADABLE_TEXT;
  switch (code) {
    case GREATER: {
      if (cursor.selfClosing) return closeElement(cursor, start + 1);
      const element = cursor.elements[cursor.elements.length - 1];
      // `<T>(` where an expression starts may be type parameters, no element: TSX's (`<T extends U>(x: T) => x`,
      // `a: <T>(x: T) => T`), or Flow's in a `.js` file without a pragma (flow-typed's, `all=true`).
      // A comment may come before the `(`.
      const next = text.charCodeAt(skipBlanksAndBreaks(text, start + 1));
      if (element.returnsTo === Mode.Code && element.name !== '' && (next === OPEN_PAREN || next === SLASH)) return UNREADABLE_TEXT;
      cursor.mode = Mode.Children;
      return read(cursor, start + 1, Slash.RegExp);
    }
    case SLASH:
      cursor.selfClosing = true;
      return read(cursor, start + 1, Slash.RegExp);
    case EQUALS:
      return read(cursor, start + 1, Slash.RegExp);
    case QUOTE:
    case DOUBLE_QUOTE: {
      // No escapes in a JSX attribute's string: it ends at the next quote like the first.
      const close = text.indexOf(text[start], start + 1);
      return close < 0 ? UNREADABLE_TEXT : read(cursor, close + 1, Slash.RegExp);
    }
    case OPEN_BRACE:
      return openContainer(cursor, start, Mode.Tag);
    default: {
      if (!isWordStart(code) || code === BACKSLASH) return UNREADABLE_TEXT;
      const end = jsxNameEnd(text, start);
      return text.charCodeAt(end) === BACKSLASH ? UNREADABLE_TEXT : read(cursor, end, Slash.RegExp);
    }
  }
}

/**
 * A token between an element's tags: its text up to the next `<` or `{`, compared with every
 * blank in it (the JSX transform trims and joins its lines; that rule is not reproduced, so any
 * change of the text counts), an expression container, a child element, or the closing tag,
 * read whole as one token.
 */
function readChild(text: string, cursor: JavaScriptCursor): number {
  const start = cursor.position;
  cursor.start = start;
  cursor.layout = 0;
  const code = text.charCodeAt(start);
  if (code === OPEN_BRACE) return openContainer(cursor, start, Mode.Children);
  if (code === LESS) {
    const slash = skipBlanksAndBreaks(text, start + 1);
    if (text.charCodeAt(slash) !== SLASH) {
      const named = text.charCodeAt(slash);
      return named === GREATER || (isWordStart(named) && named !== BACKSLASH) ? openElement(text, cursor, start, Mode.Children) : UNREADABLE_TEXT;
    }
    const nameStart = skipBlanksAndBreaks(text, slash + 1);
    const nameEnd = jsxNameEnd(text, nameStart);
    const close = skipBlanksAndBreaks(text, nameEnd);
    const element = cursor.elements[cursor.elements.length - 1];
    if (text.charCodeAt(close) !== GREATER || text.slice(nameStart, nameEnd) !== element.name) return UNREADABLE_TEXT;
    return closeElement(cursor, close + 1);
  }
  let end = start;
  while (end < text.length && text.charCodeAt(end) !== LESS && text.charCodeAt(end) !== OPEN_BRACE) end++;
  if (end === text.length) return UNREADABLE_TEXT;
  cursor.position = end;
  return end;
}

/** Reads a JSX expression container's `{`: code follows, up to the `}` that returns to `returnsTo`. */
function openContainer(cursor: JavaScriptCursor, start: number, returnsTo: Mode.Tag | Mode.Children): number {
  cursor.closers.push({ braces: cursor.braces, returnsTo });
  cursor.mode = Mode.Code;
  cursor.afterContainer = true;
  return read(cursor, start + 1, Slash.RegExp);
}

/** Closes the innermost element at `end` (past its `>`): reading goes on where it was opened. */
function closeElement(cursor: JavaScriptCursor, end: number): number {
  const { returnsTo } = cursor.elements.pop()!;
  cursor.mode = returnsTo;
  cursor.selfClosing = false;
  // An element is an operand: a `/` after it divides.
  return read(cursor, end, Slash.Divide);
}

/** The end of a JSX element or attribute name: word parts, `-`, `:` and `.`. */
function jsxNameEnd(text: string, start: number): number {
  let end = start;
  for (;;) {
    const code = text.charCodeAt(end);
    if (isWordPart(code) || code === MINUS || code === COLON || code === DOT) end++;
    else return end;
  }
}

/**
 * The longest punctuator at `start` (not `/`, `<` handled first, nor brackets), and what a `/`
 * after it means. `-->` may be an HTML-like comment (in a script, at a line's start): unreadable.
 */
function readOperator(text: string, cursor: JavaScriptCursor, start: number, code: number): number {
  const next = text.charCodeAt(start + 1);
  const third = text.charCodeAt(start + 2);
  let end = start + 1;
  let slash = Slash.RegExp;
  switch (code) {
    case EQUALS: // = == === =>
      if (next === GREATER) end = start + 2;
      else if (next === EQUALS) end = third === EQUALS ? start + 3 : start + 2;
      break;
    case BANG: // ! != !==
      if (next === EQUALS) end = third === EQUALS ? start + 3 : start + 2;
      // After an operand, `!` is TypeScript's non-null assertion: an operand again.
      else if (cursor.slash !== Slash.RegExp) slash = Slash.Either;
      break;
    case PLUS:
    case MINUS: // + ++ += - -- -=
      if (next === code) {
        if (code === MINUS && third === GREATER) return UNREADABLE_TEXT;
        end = start + 2;
        // `a++ / 2` divides, `++/x/.lastIndex` is a regular expression.
        slash = Slash.Either;
      } else if (next === EQUALS) end = start + 2;
      break;
    case STAR: // * *= ** **=
    case AMPERSAND: // & &= && &&=
    case PIPE: // | |= || ||=
    case LESS: // < <= << <<=
      if (next === code) end = third === EQUALS ? start + 3 : start + 2;
      else if (next === EQUALS) end = start + 2;
      break;
    case GREATER: // > >= >> >>= >>> >>>=
      if (next === EQUALS) end = start + 2;
      else if (next === GREATER) {
        if (third === GREATER) end = text.charCodeAt(start + 3) === EQUALS ? start + 4 : start + 3;
        else end = third === EQUALS ? start + 3 : start + 2;
      }
      // `>` closes TypeScript's type arguments too: `Foo<T> / 2` is not impossible.
      if (end === start + 1) slash = Slash.Either;
      break;
    case PERCENT:
    case CARET: // % %= ^ ^=
      if (next === EQUALS) end = start + 2;
      break;
    case QUESTION: // ? ?? ??= ?. (not `?.5`)
      if (next === QUESTION) end = third === EQUALS ? start + 3 : start + 2;
      else if (next === DOT && !(third >= 48 && third <= 57)) return read(cursor, start + 2, Slash.RegExp, true);
      break;
    case COLON:
      break;
    default:
      // A backslash not opening a name's Unicode escape, a control character: not JavaScript this lexer reads.
      return UNREADABLE_TEXT;
  }
  return read(cursor, end, slash);
}

/**
 * Reads a template from `from` (past its backtick, or past the `}` of a substitution) to its
 * closing backtick, or to a `${`: the code inside is read as tokens, its `}` closing it at the
 * brace depth it opened at.
 */
function readTemplate(text: string, cursor: JavaScriptCursor, from: number): number {
  let position = from;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === BACKSLASH) position += 2;
    else if (code === BACKTICK) return read(cursor, position + 1, Slash.Divide);
    else if (code === DOLLAR && text.charCodeAt(position + 1) === OPEN_BRACE) {
      cursor.closers.push({ braces: cursor.braces, returnsTo: Mode.Code });
      return read(cursor, position + 2, Slash.RegExp);
    } else position++;
  }
  return UNREADABLE_TEXT;
}

/** The end of a number from `start`: digits, letters (`0x`, `n`, `e`), `_` and `.`; a sign after a decimal exponent. */
function numberEnd(text: string, start: number): number {
  const hex = text.charCodeAt(start) === 48 && (text.charCodeAt(start + 1) | 32) === 120;
  let end = start;
  for (;;) {
    const code = text.charCodeAt(end);
    if (isWordPart(code) || code === DOT) end++;
    else if ((code === PLUS || code === MINUS) && !hex && (text.charCodeAt(end - 1) | 32) === 101) end++;
    else return end;
  }
}

/** The end of the name at `start`, Unicode escapes (`\u0061`, `\u{61}`) in it; -1 at a backslash that opens none. */
function wordEnd(text: string, start: number): number {
  let end = start;
  for (;;) {
    const code = text.charCodeAt(end);
    if (isWordPart(code)) end++;
    else if (code === BACKSLASH) {
      if (text.charCodeAt(end + 1) !== 117) return -1;
      if (text.charCodeAt(end + 2) === OPEN_BRACE) {
        const close = text.indexOf('}', end + 3);
        if (close < 0 || close > end + 12) return -1;
        end = close + 1;
      } else end += 6;
    } else return end;
  }
}

function runOfWordParts(text: string, start: number): number {
  let end = start;
  while (isWordPart(text.charCodeAt(end))) end++;
  return end;
}

/** A letter, `_`, `$`, a `\u` escape, or any other character past ASCII that is no blank nor line break (names take them). */
function isWordStart(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 95 || code === DOLLAR || code === BACKSLASH || (code > 127 && !isOtherBlank(code) && !isLineTerminator(code));
}

function isWordPart(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === DOLLAR || (code > 127 && !isOtherBlank(code) && !isLineTerminator(code));
}

/** JavaScript's line terminators: `\n`, `\r`, U+2028, U+2029. */
function isLineTerminator(code: number): boolean {
  return code === LINE_FEED || code === 13 || code === LINE_SEPARATOR || code === PARAGRAPH_SEPARATOR;
}

const SPACE_SEPARATOR = /\p{Zs}/u;

/** JavaScript's blanks past ASCII: no-break space, the byte order mark, and the other space separators. */
function isOtherBlank(code: number): boolean {
  return code === 0xa0 || code === 0xfeff || (code > 127 && code !== LINE_SEPARATOR && code !== PARAGRAPH_SEPARATOR && SPACE_SEPARATOR.test(String.fromCharCode(code)));
}

/** Where the line holding `position` ends, by JavaScript's line terminators. */
function lineEndOf(text: string, position: number): number {
  let end = position;
  while (end < text.length && !isLineTerminator(text.charCodeAt(end))) end++;
  return end;
}

function holdsLineTerminator(text: string, start: number, end: number): boolean {
  for (let position = start; position < end; position++) if (isLineTerminator(text.charCodeAt(position))) return true;
  return false;
}

function skipBlanksAndBreaks(text: string, start: number): number {
  let position = start;
  while (position < text.length && (isBlank(text, position) || isLineTerminator(text.charCodeAt(position)))) position++;
  return position;
}

/**
 * Whether the comment from `start` to `end` is read by a compiler: TypeScript's `/// <reference>`
 * and `@ts-` pragmas, Flow's `@flow` (which also decides the grammar a file is read with) and its
 * `/*:` and `/*::` types, and the `@jsx` pragmas that decide what JSX compiles to.
 */
function compilerComment(text: string, start: number, end: number): CompilerComment {
  const third = text.charCodeAt(start + 2);
  if (third === SLASH && text.charCodeAt(skipBlanks(text, start + 3)) === LESS) return CompilerComment.TypeScript;
  if (third === COLON && text.charCodeAt(start + 1) === STAR) return CompilerComment.Other;
  let found = CompilerComment.None;
  for (let position = start + 2; position < end; position++) {
    const code = text.charCodeAt(position);
    if (code === AT) {
      if (text.startsWith('flow', position + 1) || text.startsWith('noflow', position + 1) || text.startsWith('jsx', position + 1)) return CompilerComment.Other;
      if (text.startsWith('ts-', position + 1)) found = CompilerComment.TypeScript;
    } else if (code === 102 && text.startsWith('flow-include', position)) return CompilerComment.Other;
  }
  return found;
}

const enum CompilerComment {
  None,
  /**
   * `@ts-` pragmas and `/// <reference>`: read as a token with the blanks and comments after it,
   * compared as text: TypeScript applies `@ts-ignore` to the next line that is not blank or a
   * line comment, so what lies between it and the code is compared too.
   */
  TypeScript,
  /** Flow's `@flow`, `/*:` and `/*::` types, `@jsx` pragmas: where and how they apply, unsure. */
  Other,
}

/** The end of a TypeScript directive comment at `start` read whole, with the blanks and comments up to the next token; -1 where unsure. */
function directiveEnd(text: string, start: number): number {
  let position = start;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    const next = text.charCodeAt(position + 1);
    if (code === SLASH && (next === SLASH || next === STAR)) {
      const end = next === SLASH ? lineEndOf(text, position) : blockCommentEnd(text, position);
      if (end < 0 || compilerComment(text, position, end) === CompilerComment.Other) return -1;
      position = end;
    } else if (code === SPACE || code === TAB || isLineTerminator(code) || isBlank(text, position) || (code > 127 && isOtherBlank(code))) position++;
    else break;
  }
  return position;
}

function skipBlanks(text: string, start: number): number {
  let position = start;
  while (isBlank(text, position)) position++;
  return position;
}
