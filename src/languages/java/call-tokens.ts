import type { TokenizedFile } from '../../core/cst';
import { firstTokenFrom } from '../../core/cst-index';
import type { SyntaxNode } from '../tree-sitter';
import type { Receiver } from './facts';

/**
 * A method call's name, argument count and (simple) receiver, read from the file's tokens instead
 * of five or six trips into wasm for its fields, their types and the argument list's children.
 * The tokens must be the tree's leaves (a tree without errors). Only the call's end is asked of
 * the tree: its last token closes the argument list, whose `(` is found by counting parentheses
 * back, and the name is the token before it (comments are no tokens).
 */
export interface CallFromTokens {
  name: string;
  /** Undefined where the tokens do not settle it (a `<` between the arguments: a type's or a comparison's). */
  argumentCount?: number;
  /** Undefined where the receiver is not a single token: the tree's `object` tells it then. */
  receiver?: Receiver;
}

const IDENTIFIER = /^[\p{XID_Start}_$][\p{XID_Continue}\u00A2_$]*$/u;
/** Tokens that read as identifiers but are literals (`null.f()` parses); `_` is no name since Java 9. */
const NOT_NAMES = new Set(['true', 'false', 'null', '_']);

/** Undefined where the tokens are not those of a call `[object .] name (arguments)`. */
export function methodCallFromTokens(call: SyntaxNode, tokens: TokenizedFile): CallFromTokens | undefined {
  const { texts, starts } = tokens;
  const first = firstTokenFrom(starts, call.startIndex);
  const close = firstTokenFrom(starts, call.endIndex) - 1;
  if (close <= first || texts[close] !== ')') return undefined;
  const open = openingParenthesis(texts, first, close);
  if (open === undefined || open <= first) return undefined;
  const nameAt = open - 1;
  const name = texts[nameAt];
  if (!IDENTIFIER.test(name)) return undefined;
  return { name, argumentCount: argumentCount(texts, open, close), receiver: receiverOf(texts, first, nameAt) };
}

/** The index of the `(` that `texts[close]` closes, not before `first`. */
function openingParenthesis(texts: readonly string[], first: number, close: number): number | undefined {
  let depth = 0;
  for (let at = close; at >= first; at--) {
    const text = texts[at];
    if (text === ')') depth++;
    else if (text === '(' && --depth === 0) return at;
  }
  return undefined;
}

/** Commas outside brackets, plus one; undefined when a `<` outside brackets may be a type's (`new Map<A, B>()`). */
function argumentCount(texts: readonly string[], open: number, close: number): number | undefined {
  if (close === open + 1) return 0;
  let depth = 0;
  let commas = 0;
  for (let at = open + 1; at < close; at++) {
    const text = texts[at];
    if (text === '(' || text === '[' || text === '{') depth++;
    else if (text === ')' || text === ']' || text === '}') depth--;
    else if (depth === 0 && text === ',') commas++;
    else if (depth === 0 && text === '<') return undefined;
  }
  return commas + 1;
}

/** None when the call starts with its name; `this`, `super` or a name when the object is that one token. */
function receiverOf(texts: readonly string[], first: number, nameAt: number): Receiver | undefined {
  if (nameAt === first) return { kind: 'none' };
  if (nameAt !== first + 2 || texts[first + 1] !== '.') return undefined;
  const object = texts[first];
  if (object === 'this') return { kind: 'this' };
  if (object === 'super') return { kind: 'super' };
  return IDENTIFIER.test(object) && !NOT_NAMES.has(object) ? { kind: 'name', name: object } : undefined;
}
