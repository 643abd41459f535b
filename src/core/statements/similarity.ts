/**
 * How alike two statements' tokens are once the replacements a refactoring implies are allowed:
 * the words (names, keywords, literals) in order (a longest common subsequence), a local variable
 * replaced by another counting half, and `return e`, `x = e` and `T x = e` compare by `e` alone,
 * as code moved into or out of a function trades one for another. Punctuation is left out: every
 * call and assignment shares `= ( ) ;`, which made unrelated statements look alike.
 */

import { asFieldAssignments, fieldSetBy } from './setter-calls';

/** Which tokens are local variables or parameters on one side. */
export type IsLocal = (token: string) => boolean;

const NO_LOCALS: IsLocal = () => false;
/** A token that is a word (a name, a keyword, a literal), not punctuation. */
const WORD = /[\w$"'`]/;

/**
 * How a plugin spells a key that names a member (JavaScript's `{ type: 1 }` reads `‹type› : 1`):
 * no name of a local, and told apart from a string of any language.
 */
export function spelledKey(name: string): string {
  return `\u2039${name}\u203a`;
}

/**
 * The words of `tokens` that weigh. A key followed by the name it spells (`‹type› : type`, a
 * shorthand property `{ type }` as it reads) is the one word written: the key weighs nothing. Once
 * the name is replaced (`‹type› : kind ( x )`), the key weighs as any.
 */
function isWeighedWord(token: string, i: number, tokens: readonly string[]): boolean {
  return WORD.test(token) && !(tokens[i + 1] === ':' && i + 2 < tokens.length && token === spelledKey(tokens[i + 2]));
}

/** Whether `token` is a word (WORD): the statement rules' one test of it. */
export function isWord(token: string): boolean {
  return WORD.test(token);
}

/** A local replaced by another local: half a match (a renamed variable, or a parameter for a local). */
const LOCAL_REPLACEMENT = 0.5;

/** Statements longer than this compare as token bags: a subsequence table would cost too much. */
const MAX_SEQUENCE = 120;

const ASSIGNMENTS = new Set(['=', ':=']);
const TERMINATORS = new Set([';', ',']);

export function statementSimilarity(a: readonly string[], b: readonly string[], isLocalA: IsLocal = NO_LOCALS, isLocalB: IsLocal = NO_LOCALS): number {
  if (a.length === 0 || b.length === 0) return a.length === b.length ? 1 : 0;
  if (sameTokens(a, b)) return 1;
  const setter = asFieldAssignments(a, b);
  const direct = compareWords(a, b, isLocalA, isLocalB);
  // A field assigned on one side, set through its setter on the other: one statement (setter-calls.ts).
  const whole = setter ? Math.max(direct, compareWords(setter[0], setter[1], isLocalA, isLocalB)) : direct;
  const coreA = valueOf(a);
  const coreB = valueOf(b);
  if (coreA === a && coreB === b) return whole;
  // A value moved between a return and an assignment: as alike as the values, a little less.
  return Math.max(whole, 0.9 * compareWords(coreA, coreB, isLocalA, isLocalB));
}

/** What statementSimilarityBound reads of a statement's tokens: measured once per statement, not per pair. */
export interface StatementShape {
  empty: boolean;
  /** Holds `=`: a statement against one without may compare as a field assignment and a setter call (setter-calls.ts). */
  assigns: boolean;
  /** Its tokens: the field it assigns, or sets through a setter, is read from them only for a pair that may compare as such (setter-calls.ts). */
  tokens: readonly string[];
  words: number;
  /** The words of its value when that is not the whole statement (valueOf), else -1. */
  valueWords: number;
}

export function statementShape(tokens: readonly string[]): StatementShape {
  const value = valueOf(tokens);
  return { empty: tokens.length === 0, assigns: tokens.includes('='), tokens, words: words(tokens).length, valueWords: value === tokens ? -1 : words(value).length };
}

/**
 * A true upper bound of statementSimilarity from the statements' lengths alone: a common
 * subsequence (or bag overlap) of words is no longer than the shorter side, so each comparison
 * is at most 2 * shorter / (both). A pair that reads as a field assignment and a setter call
 * of one field is not bounded (1).
 */
export function statementSimilarityBound(a: StatementShape, b: StatementShape): number {
  if (a.empty || b.empty) return a.empty === b.empty ? 1 : 0;
  if (a.assigns !== b.assigns) {
    // Only an assignment and a setter call of one field compare as field assignments.
    const field = fieldSetBy(a.tokens);
    if (field !== undefined && field === fieldSetBy(b.tokens)) return 1;
  }
  const whole = diceBound(a.words, b.words);
  if (a.valueWords < 0 && b.valueWords < 0) return whole;
  const values = diceBound(a.valueWords < 0 ? a.words : a.valueWords, b.valueWords < 0 ? b.words : b.valueWords);
  return Math.max(whole, 0.9 * values);
}

/** sequenceSimilarity's most: every word of the shorter side matched. */
function diceBound(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return (2 * Math.min(a, b)) / (a + b);
}

/** The two statements' words compared in order (a function, not a closure: it runs for every pair compared). */
function compareWords(x: readonly string[], y: readonly string[], isLocalA: IsLocal, isLocalB: IsLocal): number {
  return sequenceSimilarity(words(x), words(y), isLocalA, isLocalB);
}

/**
 * How alike two whole statements are, word for word, with no trade between a return and an
 * assignment: `x = v` and `return v` are two statements here, not one value.
 */
export function wholeStatementSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return a.length === b.length ? 1 : 0;
  return sameTokens(a, b) ? 1 : sequenceSimilarity(words(a), words(b), NO_LOCALS, NO_LOCALS);
}

/** How many words (names, keywords, literals) a statement has: punctuation aside. */
export function wordCount(tokens: readonly string[]): number {
  return tokens.filter(isWeighedWord).length;
}

/** Each statement's words, read once: a statement is compared with many (mapMostAlike). */
const wordsOf = new WeakMap<readonly string[], readonly string[]>();

function words(tokens: readonly string[]): readonly string[] {
  let found = wordsOf.get(tokens);
  if (!found) {
    const filtered = tokens.filter(isWeighedWord);
    found = filtered.length > 0 ? filtered : tokens;
    wordsOf.set(tokens, found);
  }
  return found;
}

export function sameTokens(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((token, i) => token === b[i]);
}

/** Each statement's value, read once (and so its words too). */
const valuesOf = new WeakMap<readonly string[], readonly string[]>();

function valueOf(tokens: readonly string[]): readonly string[] {
  let value = valuesOf.get(tokens);
  if (!value) valuesOf.set(tokens, (value = readValue(tokens)));
  return value;
}

/** The value a statement computes: after `return` or the first assignment, without the terminator. */
function readValue(tokens: readonly string[]): readonly string[] {
  let end = tokens.length;
  while (end > 0 && TERMINATORS.has(tokens[end - 1])) end--;
  let start = 0;
  if (tokens[0] === 'return') start = 1;
  else {
    const assignment = tokens.findIndex((token) => ASSIGNMENTS.has(token));
    if (assignment >= 0) start = assignment + 1;
  }
  return start === 0 && end === tokens.length ? tokens : tokens.slice(start, end);
}

/** Dice coefficient of the heaviest common subsequence (of the token bags for long statements). */
function sequenceSimilarity(a: readonly string[], b: readonly string[], isLocalA: IsLocal, isLocalB: IsLocal): number {
  if (a.length === 0 || b.length === 0) return 0;
  const common = a.length > MAX_SEQUENCE || b.length > MAX_SEQUENCE ? bagOverlap(a, b) : commonWeight(a, b, isLocalA, isLocalB);
  return (2 * common) / (a.length + b.length);
}

/** The two rows of commonWeight's table and its locals, reused: it runs for each pair of statements compared. */
let rowA = new Float64Array(MAX_SEQUENCE + 1);
let rowB = new Float64Array(MAX_SEQUENCE + 1);
let localsB = new Uint8Array(MAX_SEQUENCE);

function commonWeight(a: readonly string[], b: readonly string[], isLocalA: IsLocal, isLocalB: IsLocal): number {
  if (rowA.length <= b.length) {
    rowA = new Float64Array(b.length + 1);
    rowB = new Float64Array(b.length + 1);
    localsB = new Uint8Array(b.length);
  }
  for (let j = 0; j < b.length; j++) localsB[j] = isLocalB(b[j]) ? 1 : 0;
  let previous = rowA.fill(0, 0, b.length + 1);
  let current = rowB.fill(0, 0, b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    const token = a[i - 1];
    const local = isLocalA(token);
    for (let j = 1; j <= b.length; j++) {
      const match = token === b[j - 1] ? 1 : local && localsB[j - 1] === 1 ? LOCAL_REPLACEMENT : 0;
      current[j] = Math.max(previous[j], current[j - 1], match > 0 ? previous[j - 1] + match : 0);
    }
    const swap = previous;
    previous = current;
    current = swap;
  }
  return previous[b.length];
}

function bagOverlap(a: readonly string[], b: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const token of a) counts.set(token, (counts.get(token) ?? 0) + 1);
  let shared = 0;
  for (const token of b) {
    const left = counts.get(token) ?? 0;
    if (left > 0) {
      shared++;
      counts.set(token, left - 1);
    }
  }
  return shared;
}
