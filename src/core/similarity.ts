/**
 * Token multisets and TF-IDF weighted Jaccard similarity (RefDiff 2.0, section 3.3).
 */
import { TokenNumbers, withRoom } from './token-numbers';

/** A multiset of tokens: token -> multiplicity (always > 0). */
export type Multiset = Map<string, number>;

export function multisetOf(tokens: Iterable<string>): Multiset {
  const multiset: Multiset = new Map();
  countInto(multiset, tokens);
  return multiset;
}

/** Adds one to `multiset` for each token. */
export function countInto(multiset: Multiset, tokens: Iterable<string>): void {
  for (const token of tokens) multiset.set(token, (multiset.get(token) ?? 0) + 1);
}

/** a + b */
export function plus(a: Multiset, b: Multiset): Multiset {
  const result = new Map(a);
  for (const [token, count] of b) result.set(token, (result.get(token) ?? 0) + count);
  return result;
}

/** a \ b: each multiplicity reduced by b's, dropped at zero. */
export function minus(a: Multiset, b: Multiset): Multiset {
  if (b.size === 0) return a;
  const result: Multiset = new Map();
  for (const [token, count] of a) {
    const left = count - (b.get(token) ?? 0);
    if (left > 0) result.set(token, left);
  }
  return result;
}

/** a ∩ b: each token at the smaller of its two multiplicities. */
export function intersection(a: Multiset, b: Multiset): Multiset {
  const result: Multiset = new Map();
  for (const [token, count] of a) {
    const common = Math.min(count, b.get(token) ?? 0);
    if (common > 0) result.set(token, common);
  }
  return result;
}

/** a without any occurrence of the given tokens. */
export function without(a: Multiset, tokens: readonly string[]): Multiset {
  // Multisets are never changed: one that holds none of the tokens is its own result, as in `minus`.
  if (!tokens.some((token) => a.has(token))) return a;
  const result = new Map(a);
  for (const token of tokens) result.delete(token);
  return result;
}

/**
 * Document frequencies over the nodes of both revisions. A token's document frequency is the
 * larger of its counts in either revision (so an unchanged node, present on both sides, counts
 * once), as in RefDiff's implementation; likewise the document count.
 */
export type IdfFormula = 'paper' | 'refdiff';

export class Vocabulary {
  constructor(
    private readonly formula: IdfFormula = 'paper',
    /** The largest |E| / n_t weighed: a token rarer than 1 in this many nodes is just rare (AnalysisSettings.maxTokenRarity). */
    private readonly maxRarity = Number.POSITIVE_INFINITY,
    /** The numbers of the tokens counted (shared with the indexes that count nodes' tokens by number). */
    readonly numbers = new TokenNumbers(),
  ) {}

  private documentsBefore = 0;
  private documentsAfter = 0;
  /** Document frequencies by token number, per side. */
  private frequenciesBefore: Int32Array = new Int32Array(256);
  private frequenciesAfter: Int32Array = new Int32Array(256);
  /** The document each token number was last counted in: a document counts a token once. */
  private lastDocument: Int32Array = new Int32Array(256);
  private readonly idfCache = new Map<string, number>();

  addDocument(side: 'before' | 'after', tokens: Iterable<string>): void {
    this.beginDocument(side);
    for (const token of tokens) this.addToDocument(this.numbers.numberOf(token));
  }

  /** Starts a document of `side`; its tokens are then given by number (`addToDocument`). */
  beginDocument(side: 'before' | 'after'): void {
    if (side === 'before') this.documentsBefore++;
    else this.documentsAfter++;
    this.side = side;
    // Clearing allocates a new table, even for an empty map: once per node of both sides.
    if (this.idfCache.size > 0) this.idfCache.clear();
  }
  private side: 'before' | 'after' = 'before';

  /** Counts token `number` in the document begun last, once however often it is given. */
  addToDocument(number: number): void {
    if (number >= this.lastDocument.length) {
      this.lastDocument = withRoom(this.lastDocument, number + 1);
      this.frequenciesBefore = withRoom(this.frequenciesBefore, number + 1);
      this.frequenciesAfter = withRoom(this.frequenciesAfter, number + 1);
    }
    // Documents are numbered from 1 (the two sides' counts summed): 0 is no document.
    const document = this.documentsBefore + this.documentsAfter;
    if (this.lastDocument[number] === document) return;
    this.lastDocument[number] = document;
    if (this.side === 'before') this.frequenciesBefore[number]++;
    else this.frequenciesAfter[number]++;
  }

  /**
   * The paper's idf(t) = log(1 + |E| / n_t) (equation 1), or RefDiff's implementation,
   * log(|E| / n_t) floored at 0.01, which all but ignores ubiquitous tokens but degenerates on
   * small trees (a class with one method: every token is in both documents and weighs 0.01).
   * Unknown tokens weigh as the rarest. |E| / n_t is capped at maxRarity.
   */
  idf(token: string): number {
    let value = this.idfCache.get(token);
    if (value === undefined) {
      const number = this.numbers.knownNumber(token);
      const documents = Math.max(this.documentsBefore, this.documentsAfter, 1);
      // A token numbered but in no document (numbered by an index) is unknown, as one never seen.
      const counted = number === undefined || number >= this.lastDocument.length ? 0 : Math.max(this.frequenciesBefore[number], this.frequenciesAfter[number]);
      const frequency = counted > 0 ? counted : 1;
      const rarity = Math.min(documents / frequency, this.maxRarity);
      value = this.formula === 'paper' ? Math.log(1 + rarity) : Math.max(0.01, Math.log(rarity));
      this.idfCache.set(token, value);
    }
    return value;
  }

  /** Σ m(t)·idf(t) */
  weight(multiset: Multiset): number {
    let total = 0;
    for (const [token, count] of multiset) total += count * this.idf(token);
    return total;
  }

  /** weight(without(multiset, [left])), summed in the same order, with no copy made. */
  weightWithout(multiset: Multiset, left: string): number {
    let total = 0;
    for (const [token, count] of multiset) if (token !== left) total += count * this.idf(token);
    return total;
  }

  /** overlap(without(a, [leftA]), without(b, [leftB])), summed in the same order, with no copy made. */
  overlapWithout(a: Multiset, leftA: string, b: Multiset, leftB: string): number {
    const sizeA = a.size - (a.has(leftA) ? 1 : 0);
    const sizeB = b.size - (b.has(leftB) ? 1 : 0);
    const [small, smallLeft, large, largeLeft] = sizeA <= sizeB ? [a, leftA, b, leftB] : [b, leftB, a, leftA];
    let total = 0;
    for (const [token, count] of small) {
      if (token === smallLeft || token === largeLeft) continue;
      const other = large.get(token);
      if (other !== undefined) total += Math.min(count, other) * this.idf(token);
    }
    return total;
  }

  /** Σ min(a(t), b(t))·idf(t) */
  overlap(a: Multiset, b: Multiset): number {
    const [small, large] = a.size <= b.size ? [a, b] : [b, a];
    let total = 0;
    for (const [token, count] of small) {
      const other = large.get(token);
      if (other !== undefined) total += Math.min(count, other) * this.idf(token);
    }
    return total;
  }
}

/** A multiset with its weight computed once, for repeated comparisons. */
export interface WeightedTokens {
  tokens: Multiset;
  weight: number;
}

export function weighted(vocabulary: Vocabulary, tokens: Multiset): WeightedTokens {
  return { tokens, weight: vocabulary.weight(tokens) };
}

/** Weighted Jaccard: Σ min·idf / Σ max·idf (equation 2); 0 when either side is empty. */
export function similarity(vocabulary: Vocabulary, a: WeightedTokens, b: WeightedTokens): number {
  if (a.tokens.size === 0 || b.tokens.size === 0) return 0;
  return sharedAndSimilarity(vocabulary, a, b).score;
}

/** The similarity with the weight the two share (candidates are ranked by shared x similarity). */
export function sharedAndSimilarity(vocabulary: Vocabulary, a: WeightedTokens, b: WeightedTokens): { shared: number; score: number } {
  const shared = vocabulary.overlap(a.tokens, b.tokens);
  const union = a.weight + b.weight - shared;
  return { shared, score: union > 0 ? shared / union : 0 };
}

/** Containment of `part` in `whole`: Σ min·idf / Σ part·idf (equation 4). */
export function containment(vocabulary: Vocabulary, part: Multiset, whole: Multiset): number {
  if (part.size === 0 || whole.size === 0) return 0;
  const partWeight = vocabulary.weight(part);
  return partWeight > 0 ? vocabulary.overlap(part, whole) / partWeight : 0;
}

/** The best similarity two multisets of these weights could reach: min / max. */
export function similarityUpperBound(a: WeightedTokens, b: WeightedTokens): number {
  const larger = Math.max(a.weight, b.weight);
  return larger > 0 ? Math.min(a.weight, b.weight) / larger : 0;
}

/**
 * Splits an identifier or path into words: camelCase, PascalCase, snake_case, dots and slashes
 * (`SomeLong_Name` -> Some, Long, Name; `parseHTTPResponse` -> parse, HTTP, Response).
 */
export function splitIdentifier(identifier: string): string[] {
  return identifier
    .split(/[_/.$\-\s]+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)
    .filter((word) => word.length > 0);
}
