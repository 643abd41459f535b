/**
 * What the JavaScript family's lexer (same-code.ts) shares with its JSX reading (jsx-lexing.ts):
 * the cursor, how a token is read, and the characters both test.
 */
import { isBlank, type CodeCursor } from '../code-lexing';

/** What a `/` (and a `<`) after the token read last may open, by the standard heuristic. */
export const enum Slash {
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
export const enum Mode {
  Code,
  /** Inside a JSX opening tag, past its name: attributes, `{}`, `/`, `>`; layout means nothing. */
  Tag,
  /** Between a JSX element's tags: text (code, read exactly as it is), `{}`, child elements. */
  Children,
}

/** An open `{` whose `}` returns to other than code: a template's `${`, a JSX expression container. */
export interface Closer {
  /** How many `{` were open at it: its `}` comes when the count is back there. */
  braces: number;
  /** Where reading goes on past its `}`: the template (Mode.Code), the tag or the children. */
  returnsTo: Mode;
}

/** A JSX element open: its name as written (empty for a fragment), and where reading goes on past it. */
export interface OpenElement {
  name: string;
  returnsTo: Mode.Code | Mode.Children;
}

export interface JavaScriptCursor extends CodeCursor {
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

export const TAB = 9;
export const LINE_FEED = 10;
export const SPACE = 32;
export const BANG = 33;
export const DOUBLE_QUOTE = 34;
export const HASH = 35;
export const DOLLAR = 36;
export const PERCENT = 37;
export const AMPERSAND = 38;
export const QUOTE = 39;
export const OPEN_PAREN = 40;
export const CLOSE_PAREN = 41;
export const STAR = 42;
export const PLUS = 43;
export const MINUS = 45;
export const DOT = 46;
export const SLASH = 47;
export const COLON = 58;
export const LESS = 60;
export const EQUALS = 61;
export const GREATER = 62;
export const QUESTION = 63;
export const AT = 64;
export const OPEN_BRACKET = 91;
export const BACKSLASH = 92;
export const CLOSE_BRACKET = 93;
export const CARET = 94;
export const BACKTICK = 96;
export const OPEN_BRACE = 123;
export const PIPE = 124;
export const CLOSE_BRACE = 125;
export const TILDE = 126;
export const LINE_SEPARATOR = 0x2028;
export const PARAGRAPH_SEPARATOR = 0x2029;

/** Sets where reading goes on and what a `/` after the token means; returns the token's end. */
export function read(cursor: JavaScriptCursor, end: number, slash: Slash, afterDot = false): number {
  cursor.position = end;
  cursor.slash = slash;
  cursor.afterDot = afterDot;
  cursor.beforeCondition = false;
  return end;
}

/** A letter, `_`, `$`, a `\u` escape, or any other character past ASCII that is no blank nor line break (names take them). */
export function isWordStart(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 95 || code === DOLLAR || code === BACKSLASH || (code > 127 && !isOtherBlank(code) && !isLineTerminator(code));
}

export function isWordPart(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === DOLLAR || (code > 127 && !isOtherBlank(code) && !isLineTerminator(code));
}

/** JavaScript's line terminators: `\n`, `\r`, U+2028, U+2029. */
export function isLineTerminator(code: number): boolean {
  return code === LINE_FEED || code === 13 || code === LINE_SEPARATOR || code === PARAGRAPH_SEPARATOR;
}

const SPACE_SEPARATOR = /\p{Zs}/u;

/** JavaScript's blanks past ASCII: no-break space, the byte order mark, and the other space separators. */
export function isOtherBlank(code: number): boolean {
  return code === 0xa0 || code === 0xfeff || (code > 127 && code !== LINE_SEPARATOR && code !== PARAGRAPH_SEPARATOR && SPACE_SEPARATOR.test(String.fromCharCode(code)));
}

export function skipBlanksAndBreaks(text: string, start: number): number {
  let position = start;
  while (position < text.length && (isBlank(text, position) || isLineTerminator(text.charCodeAt(position)))) position++;
  return position;
}
