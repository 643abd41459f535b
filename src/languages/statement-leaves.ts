import { Query } from 'web-tree-sitter';
import type { TokenizedFile } from '../core/cst';
import { firstTokenFrom } from '../core/cst-index';
import type { StatementDescription } from './statement-tree';
import type { Language } from './tree-sitter';

/**
 * What lets the statement walker read a header without visiting each of its nodes through wasm:
 * the file's tokens, when they are exactly the tree's leaves (as the description's `tokens` take
 * them), and a query that finds the header's declarations and calls in one call.
 */
export interface HeaderLeaves {
  readonly tokens: TokenizedFile;
  readonly query: Query;
  /** The tree has no syntax errors: a node's tokens are then its own leaves, parentheses matched (see `callFromTokens`). */
  readonly errorFree: boolean;
}

/** Capture names of `headerQuery`: a declaration or call, or a node whose inside the walker never reads. */
export const PART = 'part';
export const OPAQUE = 'opaque';
/** A body written inside an expression (the description's `nestedBodies`): nested statements when over several lines. */
export const NESTED = 'nested';
/** A leaf spelt otherwise than written (the description's `spelledOut`), followed by its index there. */
export const SPELLED = 'spelled';

const queries = new WeakMap<StatementDescription, Map<Language, Query | null>>();

/**
 * One query per description and grammar: the node types of its declarations and calls, its
 * atomic and skipped types (literals, comments), whose insides hold no statement part, its
 * nested bodies and its leaves spelt otherwise.
 * Undefined when the grammar does not know one of the types.
 */
export function headerQuery(description: StatementDescription, language: Language): Query | undefined {
  let byLanguage = queries.get(description);
  if (!byLanguage) queries.set(description, (byLanguage = new Map()));
  let query = byLanguage.get(language);
  if (query === undefined) {
    const parts = [...description.declarators.keys(), ...description.calls.keys()];
    const opaque = [...description.tokens.atomic, ...description.tokens.skip];
    const alternatives = (types: string[]) => `[${types.map((type) => `(${type})`).join(' ')}]`;
    try {
      const nested = [...(description.nestedBodies ?? [])];
      const nestedPattern = nested.length > 0 ? `\n${alternatives(nested)} @${NESTED}` : '';
      const spelledPattern = (description.spelledOut ?? [])
        .map(({ type, within }, i) => `\n${within ? `(${within.parent} ${within.field}: (${type}) @${SPELLED}${i})` : `(${type}) @${SPELLED}${i}`}`)
        .join('');
      query = new Query(language, `${alternatives(parts)} @${PART}\n${alternatives(opaque)} @${OPAQUE}${nestedPattern}${spelledPattern}`);
    } catch {
      query = null;
    }
    byLanguage.set(language, query);
  }
  return query ?? undefined;
}

const capturedTypes = new WeakMap<StatementDescription, ReadonlySet<string>>();

/**
 * The node types `headerQuery` captures for what they are (declarations, calls, nested bodies,
 * leaves spelt otherwise); its opaque types only make the walker skip what it would not read.
 */
export function typesReadByQuery(description: StatementDescription): ReadonlySet<string> {
  let types = capturedTypes.get(description);
  if (!types) {
    types = new Set([...description.declarators.keys(), ...description.calls.keys(), ...(description.nestedBodies ?? []), ...(description.spelledOut ?? []).map((leaf) => leaf.type)]);
    capturedTypes.set(description, types);
  }
  return types;
}

/** Appends to `into` the texts of the tokens that start in [start, end); returns the index of the first token from `end` on. */
export function tokensIn(tokens: TokenizedFile, start: number, end: number, into: string[]): number {
  const starts = tokens.starts;
  let i = firstTokenFrom(starts, start);
  for (; i < starts.length && starts[i] < end; i++) into.push(tokens.texts[i]);
  return i;
}

/** As `tokensIn`, a token that starts where `spelled` has an entry read as that entry's tokens (a leaf spelt otherwise, as it reads). */
export function tokensSpelledIn(tokens: TokenizedFile, start: number, end: number, into: string[], spelled: ReadonlyMap<number, readonly string[]>): void {
  const starts = tokens.starts;
  for (let i = firstTokenFrom(starts, start); i < starts.length && starts[i] < end; i++) {
    const long = spelled.get(starts[i]);
    if (long) into.push(...long);
    else into.push(tokens.texts[i]);
  }
}
