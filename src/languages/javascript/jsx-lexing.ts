/**
 * JSX read as the JSX transform reads it, for the JavaScript family's lexer (same-code.ts): an
 * element's tags token by token (comments and layout between them are layout), its text as one
 * token, exactly as written, its `{}` as code.
 */
import { UNREADABLE_TEXT } from '../code-lexing';
import { BACKSLASH, COLON, DOT, DOUBLE_QUOTE, EQUALS, GREATER, isWordPart, isWordStart, type JavaScriptCursor, LESS, MINUS, Mode, OPEN_BRACE, OPEN_PAREN, QUOTE, read, skipBlanksAndBreaks, Slash, SLASH, STAR } from './family-lexing';

export const enum JsxTag {
  /** Not an opening tag: `a() < b;`, TSX's generic arrow `<T,>() => x`. */
  None,
  /** `<>` or `<a` followed by what a tag holds. */
  Element,
  /** A comment after `<`. */
  Unsure,
}

/** Whether the `<` at `start`, where an expression starts, opens a JSX element. */
export function jsxTagAt(text: string, start: number): JsxTag {
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
export function openElement(text: string, cursor: JavaScriptCursor, start: number, returnsTo: Mode.Code | Mode.Children): number {
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
export function readInTag(text: string, cursor: JavaScriptCursor, start: number): number {
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
export function readChild(text: string, cursor: JavaScriptCursor): number {
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
