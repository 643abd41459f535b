import type { TokenizedFile } from '../../core/cst';
import type { SyntaxNode } from '../tree-sitter';
import { afterAnnotation, afterModifiers, closingAngle, declarationSpan, textOf, tokenEnd, type Tokens } from './header-tokens';
import { JAVA_IDENTIFIER } from './tokens';

/**
 * A field's or local variable's declaration (`modifiers? type declarator (, declarator)* ;`, each
 * declarator `name dimensions? (= value)?`) read from the file's tokens instead of a dozen trips
 * into wasm (the type's node and text, each declarator's name, dimensions and value). The tokens
 * must be the tree's leaves (a tree without errors); only the declaration's end is asked of the
 * tree. Undefined where the tokens do not settle it, and the tree is read: `var` (its type is read
 * from the value's node), annotated dimensions, and a `<` in a value where a comma follows at the
 * same depth (`x = a < b, y` or `new HashMap<A, B>()`: a comparison or type arguments).
 */
export interface DeclarationTokens {
  /** The type as written (the type node's text). */
  type: string;
  declarators: DeclaratorTokens[];
  /** The declaration's end offset. */
  end: number;
}

export interface DeclaratorTokens {
  name: string;
  /** The declarator's dimensions as written (`[]` in `int a[]`); '' for none. */
  dimensions: string;
  /** The value's range, absent without `= value`. */
  value?: { start: number; end: number };
}

export function declarationFromTokens(declaration: SyntaxNode, tokens: TokenizedFile, source: string): DeclarationTokens | undefined {
  const span = declarationSpan(declaration, tokens, source);
  if (!span || span.read.texts[span.last] !== ';') return undefined;
  const { read, first, last, end } = span;
  const { texts } = read;
  const typeStart = afterModifiers(texts, first, last, false);
  if (typeStart === undefined) return undefined;
  const typeEnd = afterType(texts, typeStart, last);
  if (typeEnd === undefined || typeEnd === typeStart) return undefined;
  const type = textOf(read, typeStart, typeEnd - 1);
  if (type === 'var') return undefined;
  const bounds = declaratorBounds(texts, typeEnd, last);
  if (!bounds) return undefined;
  const declarators: DeclaratorTokens[] = [];
  for (let at = 0; at < bounds.length; at += 2) {
    const declarator = declaratorIn(read, bounds[at], bounds[at + 1]);
    if (!declarator) return undefined;
    declarators.push(declarator);
  }
  return { type, declarators, end };
}

/** The token after a type from `at`: a name (`int`, `a.b.C`) with type arguments and `[]` pairs; undefined where it is no such type. */
function afterType(texts: readonly string[], at: number, limit: number): number | undefined {
  if (!JAVA_IDENTIFIER.test(texts[at])) return undefined;
  let next = at + 1;
  while (next < limit) {
    const text = texts[next];
    if (text === '<') {
      const close = closingAngle(texts, next, limit);
      if (close < 0) return undefined;
      next = close + 1;
    } else if (text === '.') {
      next++;
      while (texts[next] === '@') {
        const after = afterAnnotation(texts, next, limit);
        if (after === undefined) return undefined;
        next = after;
      }
      if (!JAVA_IDENTIFIER.test(texts[next] ?? '')) return undefined;
      next++;
    } else if (text === '[' && texts[next + 1] === ']') {
      next += 2;
    } else if (text === '@') {
      return undefined;
    } else {
      return next;
    }
  }
  return undefined;
}

/**
 * Each declarator's first and last token (a pair each), split at the commas outside brackets
 * from `from` to `limit` (the `;`); undefined where a value's `<` may hold such a comma.
 */
function declaratorBounds(texts: readonly string[], from: number, limit: number): number[] | undefined {
  const bounds = [from];
  let depth = 0;
  let inValue = false;
  let valueAngle = false;
  for (let at = from; at < limit; at++) {
    const text = texts[at];
    if (text === '(' || text === '[' || text === '{') depth++;
    else if (text === ')' || text === ']' || text === '}') depth--;
    else if (depth > 0) continue;
    else if (text === '=') inValue = true;
    else if (text === '<' && inValue) valueAngle = true;
    else if (text === ',') {
      bounds.push(at - 1, at + 1);
      inValue = false;
    }
  }
  if (valueAngle && bounds.length > 1) return undefined;
  bounds.push(limit - 1);
  return bounds;
}

/** `name dimensions? (= value)?` from token `from` to `to`. */
function declaratorIn(read: Tokens, from: number, to: number): DeclaratorTokens | undefined {
  const { texts, starts } = read;
  const name = texts[from];
  if (from > to || !JAVA_IDENTIFIER.test(name)) return undefined;
  let at = from + 1;
  while (at + 1 <= to && texts[at] === '[' && texts[at + 1] === ']') at += 2;
  const dimensions = at > from + 1 ? textOf(read, from + 1, at - 1) : '';
  if (at > to) return { name, dimensions };
  if (texts[at] !== '=' || at === to) return undefined;
  return { name, dimensions, value: { start: starts[at + 1], end: tokenEnd(read, to) } };
}
