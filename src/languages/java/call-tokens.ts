import type { StatementCall, TokenizedFile } from '../../core/cst';
import { firstTokenFrom } from '../../core/cst-index';
import { CALLEE_NAME } from '../statement-tree';
import type { SyntaxNode } from '../tree-sitter';
import { JAVA_IDENTIFIER } from './tokens';
import type { Receiver } from './facts';

/**
 * A method call (`[object .] name (arguments)`) read from the file's tokens instead of five or
 * six trips into wasm for its fields, their types and the argument list's children. The tokens
 * must be the tree's leaves (a tree without errors). Only the call's end is asked of the tree: its
 * last token closes the argument list, whose `(` is found by counting parentheses back, and the
 * name is the token before it (comments are no tokens). Where the tokens do not settle a part,
 * it is undefined and the tree is read for it.
 */
interface CallTokens {
  texts: readonly string[];
  /** The call's first token. */
  first: number;
  name: number;
  open: number;
  close: number;
}

function callTokens(call: SyntaxNode, tokens: TokenizedFile): CallTokens | undefined {
  const { texts, starts } = tokens;
  const first = firstTokenFrom(starts, call.startIndex);
  const close = firstTokenFrom(starts, call.endIndex) - 1;
  if (close <= first || texts[close] !== ')') return undefined;
  const open = openingParenthesis(texts, first, close);
  if (open === undefined || open <= first) return undefined;
  return { texts, first, name: open - 1, open, close };
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

/**
 * Where each argument starts and ends (token indexes, a pair each), split at the commas outside
 * brackets; undefined when a `<` outside brackets may be a type's (`new Map<A, B>()`), not a comparison.
 */
function argumentBounds({ texts, open, close }: CallTokens): number[] | undefined {
  if (close === open + 1) return [];
  const bounds = [open + 1];
  let depth = 0;
  for (let at = open + 1; at < close; at++) {
    const text = texts[at];
    if (text === '(' || text === '[' || text === '{') depth++;
    else if (text === ')' || text === ']' || text === '}') depth--;
    else if (depth === 0 && text === ',') bounds.push(at, at + 1);
    else if (depth === 0 && text === '<') return undefined;
  }
  bounds.push(close);
  return bounds;
}

/** Tokens that read as identifiers but are literals (`null.f()` parses); `_` is no name since Java 9. */
const NOT_NAMES = new Set(['true', 'false', 'null', '_']);

/** What the CST builder reads of a call (facts.ts' CallSite); undefined where the tokens are not a call's. */
export interface CallFromTokens {
  name: string;
  argumentCount?: number;
  /** Undefined where the object is not a single token. */
  receiver?: Receiver;
}

export function methodCallFromTokens(call: SyntaxNode, tokens: TokenizedFile): CallFromTokens | undefined {
  const read = callTokens(call, tokens);
  if (!read) return undefined;
  const name = read.texts[read.name];
  if (!JAVA_IDENTIFIER.test(name)) return undefined;
  const bounds = argumentBounds(read);
  return { name, argumentCount: bounds && bounds.length / 2, receiver: receiverOf(read) };
}

/** None when the call starts with its name; `this`, `super` or a name when the object is that one token. */
function receiverOf({ texts, first, name }: CallTokens): Receiver | undefined {
  if (name === first) return { kind: 'none' };
  if (name !== first + 2 || texts[first + 1] !== '.') return undefined;
  const object = texts[first];
  if (object === 'this') return { kind: 'this' };
  if (object === 'super') return { kind: 'super' };
  return JAVA_IDENTIFIER.test(object) && !NOT_NAMES.has(object) ? { kind: 'name', name: object } : undefined;
}


/**
 * A call as the statement walker reads it (statement-tree.ts' `callOf`): its name, each
 * argument's tokens and its object's tokens; undefined where the tree must be read.
 */
export function statementCallFromTokens(call: SyntaxNode, tokens: TokenizedFile): StatementCall | undefined {
  const read = callTokens(call, tokens);
  if (!read) return undefined;
  const { texts, first } = read;
  const name = texts[read.name];
  const bounds = CALLEE_NAME.test(name) ? argumentBounds(read) : undefined;
  const object = objectEnd(read);
  if (!bounds || object === undefined) return undefined;
  const found: StatementCall = { name, arguments: [] };
  for (let at = 0; at < bounds.length; at += 2) found.arguments.push(texts.slice(bounds[at], bounds[at + 1]));
  if (object > first) found.receiver = texts.slice(first, object);
  return found;
}

/**
 * Where the object's tokens end: at the `.` before the name (the call's first token when it has
 * none); undefined after type arguments (`a.<T>f()`) or `X.super.f()`, whose object ends earlier.
 */
function objectEnd({ texts, first, name }: CallTokens): number | undefined {
  if (name === first) return first;
  const dot = name - 1;
  if (texts[dot] !== '.' || dot <= first) return undefined;
  if (texts[dot - 1] === 'super' && dot - 2 > first && texts[dot - 2] === '.') return undefined;
  return dot;
}
