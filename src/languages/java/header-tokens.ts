import type { Parameter, TokenizedFile } from '../../core/cst';
import { firstTokenFrom } from '../../core/cst-index';
import type { SyntaxNode } from '../tree-sitter';
import { normalizeTypeText } from './signatures';
import { JAVA_IDENTIFIER } from './tokens';

/**
 * A method's or constructor's header (name, parameters, return type, body range) read from the
 * file's tokens instead of a dozen trips into wasm (a field look-up, a node and a text for each
 * part of each parameter). The tokens must be the tree's leaves (a tree without errors); only the
 * declaration's end is asked of the tree. The grammar's shapes (tree-sitter-java 0.23):
 *   method:      modifiers? (type_parameters annotations*)? type name ( parameters ) dimensions? throws? (block | ;)
 *   constructor: modifiers? type_parameters? name ( parameters ) throws? body
 * Types are sliced from the text between their first and last token, as a node's text is. Where
 * the tokens do not settle a part (annotated dimensions, an annotation between `...` and the name,
 * a modifier word followed by `.`), undefined: the tree is read instead.
 */
export interface MethodHeader {
  name: string;
  parameters: Parameter[];
  /** A method's return type with its dimensions, normalised; absent for a constructor. */
  returnType?: string;
  /** The declaration's end offset. */
  end: number;
  /** The body's range, braces included; absent where the declaration ends in `;`. */
  body?: { start: number; end: number };
}

/** The words of the grammar's `modifiers` (annotations aside). */
const MODIFIERS = new Set(['public', 'protected', 'private', 'abstract', 'static', 'final', 'strictfp', 'default', 'synchronized', 'native', 'transient', 'volatile', 'sealed', 'non-sealed']);

export interface Tokens {
  texts: readonly string[];
  starts: ArrayLike<number>;
  source: string;
}

/** A declaration's tokens: the first and last of more than one, which begin and end where its node does; undefined otherwise. */
export interface DeclarationSpan {
  read: Tokens;
  first: number;
  last: number;
  end: number;
}

export function declarationSpan(declaration: SyntaxNode, tokens: TokenizedFile, source: string): DeclarationSpan | undefined {
  const read: Tokens = { texts: tokens.texts, starts: tokens.starts, source };
  const start = declaration.startIndex;
  const end = declaration.endIndex;
  const first = firstTokenFrom(read.starts, start);
  const last = firstTokenFrom(read.starts, end) - 1;
  if (first >= last || read.starts[first] !== start || tokenEnd(read, last) !== end) return undefined;
  return { read, first, last, end };
}

export function methodHeaderFromTokens(declaration: SyntaxNode, constructor: boolean, tokens: TokenizedFile, source: string): MethodHeader | undefined {
  const span = declarationSpan(declaration, tokens, source);
  if (!span) return undefined;
  const { read, first, last, end } = span;
  const { texts, starts } = read;
  const typeStart = afterModifiers(texts, first, last, true);
  if (typeStart === undefined) return undefined;
  const open = parametersOpen(texts, typeStart, last);
  if (open === undefined) return undefined;
  const nameAt = open - 1;
  const name = texts[nameAt];
  if (nameAt < typeStart || !JAVA_IDENTIFIER.test(name) || (constructor ? nameAt !== typeStart : nameAt === typeStart)) return undefined;
  const close = matchingForwards(texts, open, '(', ')', last);
  if (close < 0) return undefined;
  // A method's dimensions (`int f()[]`) belong to its return type.
  let after = close + 1;
  while (!constructor && texts[after] === '[' && texts[after + 1] === ']') after += 2;
  // The body is the block that opens after the throws clause and closes the declaration; without one it ends in `;`.
  const headerEnd = texts[after] === 'throws' ? throwsEnd(texts, after, last) : after;
  if (headerEnd === undefined) return undefined;
  let body: MethodHeader['body'];
  if (texts[headerEnd] === '{' && texts[last] === '}') body = { start: starts[headerEnd], end };
  else if (texts[headerEnd] !== ';' || headerEnd !== last || constructor) return undefined;
  const parameters = parametersBetween(read, open, close);
  if (!parameters) return undefined;
  const header: MethodHeader = { name, parameters, end, ...(body ? { body } : {}) };
  if (!constructor) header.returnType = normalizeTypeText(textOf(read, typeStart, nameAt - 1) + (after > close + 1 ? textOf(read, close + 1, after - 1) : ''));
  return header;
}

/** The parameters between `(` at `open` and `)` at `close` as parametersOf reads them (a receiver parameter left out); undefined where unsettled. */
function parametersBetween(read: Tokens, open: number, close: number): Parameter[] | undefined {
  const parameters: Parameter[] = [];
  if (close === open + 1) return parameters;
  const { texts } = read;
  let from = open + 1;
  let parentheses = 0;
  let angles = 0;
  for (let at = open + 1; at <= close; at++) {
    const text = texts[at];
    if (at < close) {
      if (text === '(' || text === '[' || text === '{') parentheses++;
      else if (text === ')' || text === ']' || text === '}') parentheses--;
      else if (parentheses === 0 && text === '<') angles++;
      else if (parentheses === 0 && text === '>') angles--;
      else if (parentheses === 0 && (text === '>>' || text === '>>>')) return undefined;
      if (text !== ',' || parentheses !== 0 || angles !== 0) continue;
    }
    if (from > at - 1) return undefined;
    const parameter = parameterIn(read, from, at - 1);
    if (parameter === undefined) return undefined;
    if (parameter) parameters.push(parameter);
    from = at + 1;
  }
  return parameters;
}

/** One parameter, tokens `from` to `to`: null for a receiver parameter (`Foo this`), undefined where unsettled. */
function parameterIn(read: Tokens, from: number, to: number): Parameter | null | undefined {
  const { texts } = read;
  const typeStart = afterModifiers(texts, from, to + 1, false);
  if (typeStart === undefined) return undefined;
  if (texts[to] === 'this') return null;
  let nameAt = to;
  while (texts[nameAt] === ']' && texts[nameAt - 1] === '[') nameAt -= 2;
  const name = texts[nameAt];
  const before = texts[nameAt - 1];
  if (nameAt <= typeStart || !JAVA_IDENTIFIER.test(name) || before === '@' || before === '.') return undefined;
  if (before === '...') {
    // `String... names`: the type before `...`, no dimensions.
    if (nameAt !== to || nameAt - 2 < typeStart) return undefined;
    return { name, type: `${normalizeTypeText(textOf(read, typeStart, nameAt - 2))}...` };
  }
  for (let at = typeStart; at < nameAt; at++) if (texts[at] === '...') return undefined;
  const dimensions = nameAt < to ? textOf(read, nameAt + 1, to) : '';
  return { name, type: normalizeTypeText(textOf(read, typeStart, nameAt - 1) + dimensions) };
}

/**
 * The first token after the modifiers and annotations from `from` (and, for a method's header,
 * type parameters and the annotations after them); undefined where a modifier word is followed
 * by `.` (a name, not a modifier) or an annotation does not close before `limit`.
 */
export function afterModifiers(texts: readonly string[], from: number, limit: number, typeParameters: boolean): number | undefined {
  let at = from;
  while (at < limit) {
    const text = texts[at];
    if (MODIFIERS.has(text)) {
      if (texts[at + 1] === '.') return undefined;
      at++;
    } else if (text === '@') {
      const next = afterAnnotation(texts, at, limit);
      if (next === undefined) return undefined;
      at = next;
    } else if (typeParameters && text === '<') {
      const close = closingAngle(texts, at, limit);
      if (close < 0) return undefined;
      at = close + 1;
    } else {
      return at;
    }
  }
  return undefined;
}

/** The token after the annotation whose `@` is at `at`: `@a.b.C` and its arguments in parentheses, if any. */
export function afterAnnotation(texts: readonly string[], at: number, limit: number): number | undefined {
  let next = at + 1;
  if (!JAVA_IDENTIFIER.test(texts[next] ?? '')) return undefined;
  while (texts[next + 1] === '.' && JAVA_IDENTIFIER.test(texts[next + 2] ?? '')) next += 2;
  next++;
  if (texts[next] !== '(') return next;
  const close = matchingForwards(texts, next, '(', ')', limit);
  return close < 0 ? undefined : close + 1;
}

/** The `>` closing type parameters opened at `open`, angles counted outside parentheses; -1 if none before `limit`. */
export function closingAngle(texts: readonly string[], open: number, limit: number): number {
  let angles = 0;
  let parentheses = 0;
  for (let at = open; at < limit; at++) {
    const text = texts[at];
    if (text === '(') parentheses++;
    else if (text === ')') parentheses--;
    else if (parentheses > 0) continue;
    else if (text === '<') angles++;
    else if (text === '>' && --angles === 0) return at;
    else if (text === '>>' || text === '>>>') return -1;
  }
  return -1;
}

/** The `(` opening the parameters: the first outside annotations from `from`. */
function parametersOpen(texts: readonly string[], from: number, limit: number): number | undefined {
  for (let at = from; at < limit; ) {
    const text = texts[at];
    if (text === '(') return at;
    if (text === '@') {
      const next = afterAnnotation(texts, at, limit);
      if (next === undefined) return undefined;
      at = next;
    } else {
      at++;
    }
  }
  return undefined;
}

function matchingForwards(texts: readonly string[], open: number, opening: string, closing: string, limit: number): number {
  let depth = 0;
  for (let at = open; at <= limit; at++) {
    const text = texts[at];
    if (text === opening) depth++;
    else if (text === closing && --depth === 0) return at;
  }
  return -1;
}

/** The `{` or `;` after the throws clause at `at` (annotations' arguments skipped); undefined if none up to `limit`. */
function throwsEnd(texts: readonly string[], at: number, limit: number): number | undefined {
  for (let next = at + 1; next <= limit; ) {
    const text = texts[next];
    if (text === '{' || text === ';') return next;
    if (text === '@') {
      const after = afterAnnotation(texts, next, limit);
      if (after === undefined) return undefined;
      next = after;
    } else {
      next++;
    }
  }
  return undefined;
}

export function tokenEnd({ texts, starts }: Tokens, index: number): number {
  return starts[index] + texts[index].length;
}

/** The text from token `from`'s start to token `to`'s end, as the node spanning them reads. */
export function textOf(read: Tokens, from: number, to: number): string {
  return read.source.slice(read.starts[from], tokenEnd(read, to));
}

/**
 * Whether a body (its braces at offsets `start` and `end - 1`) holds at most one statement, read
 * from the tokens where they settle it (the getter and setter test): no tokens, or one statement,
 * which ends at the last token, so no `;` or block's `}` at the body's own depth comes before.
 * Undefined otherwise (a `}` or `;` before the last token may end a statement or be inside one:
 * `return new A() { ... };`), and the tree counts.
 */
export function atMostOneStatement(tokens: TokenizedFile, start: number, end: number): boolean | undefined {
  const { texts, starts } = tokens;
  const open = firstTokenFrom(starts, start);
  const close = firstTokenFrom(starts, end) - 1;
  if (texts[open] !== '{' || texts[close] !== '}' || close <= open) return undefined;
  let depth = 0;
  for (let at = open + 1; at < close - 1; at++) {
    const text = texts[at];
    if (text === '(' || text === '[' || text === '{') depth++;
    else if (text === ')' || text === ']') depth--;
    else if (text === '}' && --depth === 0) return undefined;
    else if (text === ';' && depth === 0) return undefined;
  }
  return true;
}
