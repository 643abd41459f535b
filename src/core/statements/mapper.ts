import type { Statement, StatementBody } from '../cst';
import { sameTokens, statementShape, statementSimilarity, statementSimilarityBound } from './similarity';
import { tokensKey } from './token-key';

/**
 * The statement mapper (in the spirit of RefactoringMiner's body mapper, Tsantalis et al., TSE
 * 2020): pairs the statements of two bodies, leaves first (identical text, then alike once the
 * replacements a refactoring implies are allowed), then composite statements by their header and
 * the share of their nested statements already paired.
 */

export interface StatementPair {
  before: Statement;
  after: Statement;
  /** 1 for identical statements; lower for pairs with replacements. */
  similarity: number;
}

export interface StatementMapping {
  pairs: StatementPair[];
  unmappedBefore: Statement[];
  unmappedAfter: Statement[];
}

export interface MappingOptions {
  /** Rewrites one side's tokens before comparing (a callee's parameters replaced by a call's arguments). */
  rewriteBefore?: (tokens: readonly string[]) => readonly string[];
  rewriteAfter?: (tokens: readonly string[]) => readonly string[];
  /** Local variables and parameters of each side: one replaced by another is a small difference. */
  localsBefore?: ReadonlySet<string>;
  localsAfter?: ReadonlySet<string>;
}

/** Leaves this alike (or more) may pair: one changed name in a short statement is still the statement. */
export const LEAF_SIMILARITY = 0.6;
/** Composites pair on the mean of header similarity and the share of their nested leaves paired. */
const COMPOSITE_SCORE = 0.6;
/** More candidate pairs than this in one round: compare only leaves of equal kind (bounded cost). */
const MAX_PAIRS_COMPARED = 40_000;

/** All statements of the trees, parents before children, in source order. */
export function flattenStatements(statements: readonly Statement[]): Statement[] {
  const flat: Statement[] = [];
  const visit = (statement: Statement) => {
    flat.push(statement);
    statement.children.forEach(visit);
  };
  statements.forEach(visit);
  return flat;
}

/** A statement's tokens followed by those of the bodies written in its expression (lambdas, anonymous classes), which are part of its value. */
export function withBodiesInExpression(statement: Statement): readonly string[] {
  const bodies = statement.children.filter((child) => child.inExpression);
  return bodies.length === 0 ? statement.tokens : [...statement.tokens, ...flattenStatements(bodies).flatMap((s) => s.tokens)];
}

export interface BodyMapping {
  before: readonly Statement[];
  after: readonly Statement[];
  mapping: Readonly<StatementMapping>;
}

const bodyMappings = new WeakMap<StatementBody, WeakMap<StatementBody, BodyMapping>>();

/**
 * Two whole bodies flattened and mapped, once per pair of bodies: their statement trees are built
 * once and kept, and the mapping is deterministic, so the readers of one pair (parameters,
 * variables) share it. Read-only: copy before changing.
 */
export function bodyMapping(before: StatementBody, after: StatementBody): BodyMapping {
  let ofBefore = bodyMappings.get(before);
  if (!ofBefore) bodyMappings.set(before, (ofBefore = new WeakMap()));
  let found = ofBefore.get(after);
  if (!found) {
    const [flatBefore, flatAfter] = [flattenStatements(before.statements), flattenStatements(after.statements)];
    found = { before: flatBefore, after: flatAfter, mapping: mapStatements(flatBefore, flatAfter, { localsBefore: before.locals, localsAfter: after.locals }) };
    ofBefore.set(after, found);
  }
  return found;
}

/** Maps the statements of two flat lists (for whole bodies, `flattenStatements` of each). */
export function mapStatements(before: readonly Statement[], after: readonly Statement[], options: MappingOptions = {}): StatementMapping {
  const tokensBefore = tokensReader(before, options.rewriteBefore);
  const tokensAfter = tokensReader(after, options.rewriteAfter);
  const localsBefore = options.localsBefore ?? new Set<string>();
  const localsAfter = options.localsAfter ?? new Set<string>();
  // Made once: every pair of statements compared asks them.
  const isLocalBefore = (token: string) => localsBefore.has(token);
  const isLocalAfter = (token: string) => localsAfter.has(token);
  const alike = (b: Statement, a: Statement) => statementSimilarity(tokensBefore(b), tokensAfter(a), isLocalBefore, isLocalAfter);
  const paired = new Map<Statement, Statement>();
  const pairs: StatementPair[] = [];
  const add = (b: Statement, a: Statement, similarity: number) => {
    paired.set(b, a);
    paired.set(a, b);
    pairs.push({ before: b, after: a, similarity });
  };

  const leavesBefore = before.filter(isLeaf);
  const leavesAfter = after.filter(isLeaf);
  mapIdentical(leavesBefore, leavesAfter, tokensBefore, tokensAfter, paired, add, headerOfParent(before, tokensBefore), headerOfParent(after, tokensAfter));
  const unpairedBefore = leavesBefore.filter((s) => !paired.has(s));
  const unpairedAfter = leavesAfter.filter((s) => !paired.has(s));
  // Each leaf's length, measured once: a pair whose lengths alone keep it under the threshold is not compared word by word.
  const shapesBefore = unpairedBefore.map((s) => statementShape(tokensBefore(s)));
  const shapesAfter = unpairedAfter.map((s) => statementShape(tokensAfter(s)));
  mapMostAlike(
    unpairedBefore,
    unpairedAfter,
    (i, j) => (statementSimilarityBound(shapesBefore[i], shapesAfter[j]) < LEAF_SIMILARITY ? 0 : alike(unpairedBefore[i], unpairedAfter[j])),
    LEAF_SIMILARITY,
    add,
  );
  const compositesBefore = before.filter((s) => !isLeaf(s));
  const compositesAfter = after.filter((s) => !isLeaf(s));
  // Made on the first pair of one kind: most bodies have no composites on one side.
  let shares: PairedLeafShares | undefined;
  mapMostAlike(
    compositesBefore,
    compositesAfter,
    (i, j) => {
      const b = compositesBefore[i];
      if (b.kind !== compositesAfter[j].kind) return 0;
      const share = (shares ??= new PairedLeafShares(compositesAfter, paired)).of(b, j);
      // The header's similarity is at most 1: a pair whose share cannot reach the score is not worth its header's comparison.
      if ((1 + share) / 2 < COMPOSITE_SCORE) return 0;
      const header = alike(b, compositesAfter[j]);
      return (header + share) / 2;
    },
    COMPOSITE_SCORE,
    add,
    // A pair sharing no leaf (share 0) scores at most 1/2, under COMPOSITE_SCORE: only the others are scored.
    (i) => (shares ??= new PairedLeafShares(compositesAfter, paired)).mayShare(compositesBefore[i]),
  );
  return {
    pairs,
    unmappedBefore: before.filter((s) => !paired.has(s)),
    unmappedAfter: after.filter((s) => !paired.has(s)),
  };
}

/** Each listed statement's tokens, rewritten where a rewrite is given (once per statement); as they are otherwise, with no copy kept. */
function tokensReader(statements: readonly Statement[], rewrite?: (tokens: readonly string[]) => readonly string[]): (statement: Statement) => readonly string[] {
  if (!rewrite) return (statement) => statement.tokens;
  const rewritten = new Map(statements.map((s) => [s, rewrite(s.tokens)]));
  return (statement) => rewritten.get(statement)!;
}

function isLeaf(statement: Statement): boolean {
  return statement.children.length === 0;
}

/** The header (tokens) of each statement's nearest enclosing statement that has one (a block has none); none at the top. */
function headerOfParent(statements: readonly Statement[], tokens: (statement: Statement) => readonly string[]): (statement: Statement) => string | undefined {
  // Built on the first question only: most bodies have no statement with several identical copies.
  let parents: Map<Statement, Statement> | undefined;
  const headers = new Map<Statement, string | undefined>();
  return (statement) => {
    if (headers.has(statement)) return headers.get(statement);
    if (!parents) {
      parents = new Map();
      for (const s of statements) for (const child of s.children) parents.set(child, s);
    }
    let parent = parents.get(statement);
    // A parent is found only among `statements`, whose tokens are read.
    while (parent && tokens(parent).length === 0) parent = parents.get(parent);
    const header = parent && tokens(parent).join(' ');
    headers.set(statement, header);
    return header;
  };
}

/**
 * Identical statements pair in order of appearance, nearest nesting depth first, then one under a
 * header like its own (`ss1 = tuple(...)` under `if ss1 is None:` pairs with the copy under that
 * header, not with an earlier one under another).
 */
function mapIdentical(
  before: readonly Statement[],
  after: readonly Statement[],
  tokensBefore: (statement: Statement) => readonly string[],
  tokensAfter: (statement: Statement) => readonly string[],
  paired: ReadonlyMap<Statement, Statement>,
  add: (b: Statement, a: Statement, similarity: number) => void,
  parentBefore: (statement: Statement) => string | undefined,
  parentAfter: (statement: Statement) => string | undefined,
): void {
  // Grouped by a key of their tokens, not their joined text: each candidate is compared token by token anyway.
  const byKey = new Map<number, Statement[]>();
  for (const a of after) {
    const key = tokensKey(tokensAfter(a));
    const list = byKey.get(key);
    if (list) list.push(a);
    else byKey.set(key, [a]);
  }
  for (const b of before) {
    const tokens = tokensBefore(b);
    const candidates = (byKey.get(tokensKey(tokens)) ?? []).filter((a) => !paired.has(a) && sameTokens(tokens, tokensAfter(a)));
    if (candidates.length === 0) continue;
    if (candidates.length === 1) {
      add(b, candidates[0], 1);
      continue;
    }
    const header = parentBefore(b);
    const distance = (a: Statement) => 2 * Math.abs(a.depth - b.depth) + (parentAfter(a) === header ? 0 : 1);
    // The first of the nearest (source order breaks ties).
    let nearest = candidates[0];
    let least = distance(nearest);
    for (const a of candidates.slice(1)) {
      const d = distance(a);
      if (d < least) [nearest, least] = [a, d];
    }
    add(b, nearest, 1);
  }
}

/**
 * Greedy: the most alike pair first (ties: nearest depth, then source order). `score` takes the
 * two statements' indices; `mayScore`, where given, the indices of the after statements that may
 * reach `minimum` with a before one (the others are not scored).
 */
function mapMostAlike(
  before: readonly Statement[],
  after: readonly Statement[],
  score: (i: number, j: number) => number,
  minimum: number,
  add: (b: Statement, a: Statement, similarity: number) => void,
  mayScore?: (i: number) => readonly number[],
): void {
  if (before.length === 0 || after.length === 0) return;
  const sameKindOnly = before.length * after.length > MAX_PAIRS_COMPARED;
  const candidates: { b: Statement; a: Statement; score: number; order: number }[] = [];
  // Read once, not per pair: this loop runs for every pair of two bodies' statements.
  const kindsAfter = sameKindOnly ? after.map((a) => a.kind) : undefined;
  // `order` is the pair's place in source order (before's, then after's): it breaks every tie, whatever order pairs are scored in.
  for (let i = 0; i < before.length; i++) {
    const kind = before[i].kind;
    const only = mayScore?.(i);
    const count = only ? only.length : after.length;
    for (let k = 0; k < count; k++) {
      const j = only ? only[k] : k;
      if (kindsAfter && kindsAfter[j] !== kind) continue;
      const value = score(i, j);
      if (value >= minimum) candidates.push({ b: before[i], a: after[j], score: value, order: i * after.length + j + 1 });
    }
  }
  candidates.sort((x, y) => y.score - x.score || Math.abs(x.b.depth - x.a.depth) - Math.abs(y.b.depth - y.a.depth) || x.order - y.order);
  const used = new Set<Statement>();
  for (const { b, a, score: value } of candidates) {
    if (used.has(b) || used.has(a)) continue;
    used.add(b);
    used.add(a);
    add(b, a, value);
  }
}

/**
 * The share of two composites' nested leaves (before's, after's) paired with each other: of the
 * before composite's leaves (each as often as its tree holds it), those paired with a leaf
 * nested in the after composite, over the larger of the two leaf counts (the after composite's
 * distinct leaves). Counted once per before composite for every after composite at once, by
 * going up from each paired leaf to the after composites holding it, not pair by pair: most
 * pairs share no leaf. After composites are told by their place in the list given (a statement
 * listed twice is one composite, at both places); the counts are kept in an array by composite,
 * not a map: every before composite counts again.
 */
export class PairedLeafShares {
  /** Each distinct after composite's number, and its places in the list. */
  private readonly placesOf: number[][] = [];
  private readonly numberAt: Int32Array;
  private readonly leafCounts: number[] = [];
  /** For each leaf nested in an after composite, the numbers of the after composites holding it (each once). */
  private readonly holders = new Map<Statement, number[]>();
  private readonly leavesBelow = new Map<Statement, Statement[]>();
  /** The places of the after composites with no leaf below them. */
  private readonly leafless: number[] = [];
  /** The before composite last counted, its count per after composite and the composites counted above 0. */
  private counted: Statement | undefined;
  private readonly shared: Int32Array;
  private sharing: number[] = [];

  constructor(
    compositesAfter: readonly Statement[],
    private readonly paired: ReadonlyMap<Statement, Statement>,
  ) {
    const numbers = new Map<Statement, number>();
    this.numberAt = new Int32Array(compositesAfter.length);
    compositesAfter.forEach((a, place) => {
      let number = numbers.get(a);
      if (number === undefined) {
        numbers.set(a, (number = this.placesOf.length));
        this.placesOf.push([]);
      }
      this.placesOf[number].push(place);
      this.numberAt[place] = number;
    });
    for (const [a, number] of numbers) {
      const leaves = new Set(this.leavesOf(a));
      this.leafCounts.push(leaves.size);
      if (leaves.size === 0) this.leafless.push(...this.placesOf[number]);
      for (const leaf of leaves) {
        const holders = this.holders.get(leaf);
        if (!holders) this.holders.set(leaf, [number]);
        else holders.push(number);
      }
    }
    this.shared = new Int32Array(this.placesOf.length);
  }

  /** The share of `b`'s leaves and those of the after composite at `place`. */
  of(b: Statement, place: number): number {
    const leavesB = this.leavesOf(b);
    const number = this.numberAt[place];
    const total = Math.max(leavesB.length, this.leafCounts[number]);
    if (total === 0) return 1;
    if (this.counted !== b) this.count(b, leavesB);
    return this.shared[number] / total;
  }

  /**
   * The leaves below a statement in source order (`flattenStatements(children)`'s leaves), from
   * its children's, each read once: an `else if` chain nests every composite in the one before.
   */
  private leavesOf(statement: Statement): Statement[] {
    let leaves = this.leavesBelow.get(statement);
    if (!leaves) {
      leaves = [];
      for (const child of statement.children) {
        if (isLeaf(child)) leaves.push(child);
        else for (const leaf of this.leavesOf(child)) leaves.push(leaf);
      }
      this.leavesBelow.set(statement, leaves);
    }
    return leaves;
  }

  /**
   * The places of the after composites whose share with `b` may be above 0 (`of` is 0 for every
   * other): those sharing a leaf with it, or where `b` has no leaf, those with none either (share 1).
   */
  mayShare(b: Statement): readonly number[] {
    const leavesB = this.leavesOf(b);
    if (leavesB.length === 0) return this.leafless;
    if (this.counted !== b) this.count(b, leavesB);
    const places: number[] = [];
    for (const number of this.sharing) for (const place of this.placesOf[number]) places.push(place);
    return places;
  }

  private count(b: Statement, leavesB: readonly Statement[]): void {
    this.counted = b;
    for (const number of this.sharing) this.shared[number] = 0;
    this.sharing = [];
    for (const leaf of leavesB) {
      const partner = this.paired.get(leaf);
      const holders = partner && this.holders.get(partner);
      if (!holders) continue;
      for (const number of holders) if (this.shared[number]++ === 0) this.sharing.push(number);
    }
  }
}
