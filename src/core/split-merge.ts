import { hasStereotype, isCallable, type CstNode } from './cst';
import type { MatchedRevisions } from './moved-code';
import type { Relationship } from './relationship';
import { intersection, minus, plus, type Multiset } from './similarity';
import { wordCount } from './statements/similarity';

/**
 * Split and Merge (RefactoringMiner's Split Method / Merge Method): one removed callable whose
 * body now lies in two or more new ones beside it, or two or more removed callables whose bodies
 * now make one new one. Reported as one relationship per part (SPLIT: old -> each new part;
 * MERGE: each old part -> the new one), the report contract pairing one element with one.
 */

/** Each part must hold at least this share of the whole's body, not already held by a larger part. */
const PART_SHARE = 0.25;
/** Together the parts must hold this share of the whole's body. */
const COVERED_SHARE = 0.7;
/** Each part must be mostly the whole's code, not new code around a few of its tokens. */
const PART_CONTAINED = 0.6;
/**
 * Merges only: a part repeating what a larger one holds (two near copies made one, libuv's
 * `uv__fast_poll_set` and `uv__slow_poll_set` become `uv__poll_set`) still counts when it alone
 * holds this share of the whole, and the callers say so (see callersAgree).
 */
const COPY_SHARE = 0.5;
/** A copy must share this many tokens with the whole: every one-line setter is a "copy" of every other. */
const COPY_MIN_TOKENS = 20;
/**
 * And bring words of its own into the whole, this share of it, that the larger part does not
 * hold (its own call, a branch: libuv's `uv__slow_poll_submit_poll_req`): a copy the merged body
 * ignores is no part of it, the whole is the other renamed (texar's `load_en_vocab`, its
 * vocabulary file and count filter gone, where `load_shared_vocab` is `load_de_vocab` renamed, as
 * RefactoringMiner's Python oracle reads it). Punctuation says nothing: the whole may repeat a `;`.
 */
const COPY_OWN_SHARE = 0.02;

interface Parts {
  whole: CstNode;
  parts: CstNode[];
  /** Some part counts only as a copy of another (COPY_SHARE): the callers must agree. */
  copies: boolean;
}

/**
 * Removed callables whose body went into two or more new ones at the same place. A callable
 * "renamed" to one of the parts counts as removed when another new part holds a substantial,
 * distinct share of its body and a caller now calls both: the matching pairs it with its larger
 * half, and the split is the better reading (`renamed`: the RENAME pairs, before to after).
 */
export function findSplits(revisions: MatchedRevisions, taken: ReadonlySet<CstNode>, renamed: ReadonlyMap<CstNode, CstNode>): Relationship[] {
  const found: Relationship[] = [];
  const addedByPlace = byPlace(revisions, [...revisions.added].filter((n2) => isCandidate(n2, taken)), 'after');
  for (const n1 of [...revisions.removed, ...renamed.keys()]) {
    if (!isCandidate(n1, taken)) continue;
    const successor = renamed.get(n1);
    const fresh = addedByPlace.get(placeOf(revisions, n1, 'before')) ?? [];
    const split = partsOf(revisions, n1, successor ? [successor, ...fresh] : fresh);
    if (!split || (successor && !split.parts.includes(successor)) || !callersAgree(revisions, split, 'SPLIT', !!successor)) continue;
    for (const part of split.parts) found.push({ type: 'SPLIT', before: n1, after: part, similarity: share(revisions, n1, part) });
  }
  return found;
}

/** New callables whose body is the bodies of two or more removed ones at the same place; renamed ones as in findSplits. */
export function findMerges(revisions: MatchedRevisions, taken: ReadonlySet<CstNode>, renamed: ReadonlyMap<CstNode, CstNode>): Relationship[] {
  const predecessors = new Map([...renamed].map(([n1, n2]) => [n2, n1]));
  const found: Relationship[] = [];
  const removedByPlace = byPlace(revisions, [...revisions.removed].filter((n1) => isCandidate(n1, taken)), 'before');
  for (const n2 of [...revisions.added, ...predecessors.keys()]) {
    if (!isCandidate(n2, taken)) continue;
    const predecessor = predecessors.get(n2);
    const fresh = removedByPlace.get(placeOf(revisions, n2, 'after')) ?? [];
    const merge = partsOf(revisions, n2, predecessor ? [predecessor, ...fresh] : fresh, true);
    if (!merge || (predecessor && !merge.parts.includes(predecessor)) || !callersAgree(revisions, merge, 'MERGE', !!predecessor || merge.copies)) continue;
    for (const part of merge.parts) found.push({ type: 'MERGE', before: part, after: n2, similarity: share(revisions, n2, part) });
  }
  return found;
}

/**
 * Where a node sits, in the revision after's terms: its parent (a node of one side's parent
 * matched to the other side), or its namespace at the top. Two nodes share a place exactly when
 * `sameLocation` holds; grouping by it spares comparing every removed callable with every added one.
 */
function placeOf(revisions: MatchedRevisions, node: CstNode, side: 'before' | 'after'): unknown {
  if (!node.parent) return `\u0000${node.namespace ?? ''}`;
  return side === 'after' ? node.parent : revisions.beforeToAfter.get(node.parent);
}

/** The nodes by place (see placeOf), each list in the given order; nodes whose parent is unmatched have none. */
function byPlace(revisions: MatchedRevisions, nodes: readonly CstNode[], side: 'before' | 'after'): Map<unknown, CstNode[]> {
  const places = new Map<unknown, CstNode[]>();
  for (const node of nodes) {
    const place = placeOf(revisions, node, side);
    if (place === undefined) continue;
    const list = places.get(place) ?? [];
    list.push(node);
    places.set(place, list);
  }
  return places;
}

/** A callable with a body, not a constructor, in no extraction or inlining already. */
function isCandidate(node: CstNode, taken: ReadonlySet<CstNode>): boolean {
  return isCallable(node) && !hasStereotype(node, 'TYPE_CONSTRUCTOR') && !hasStereotype(node, 'ABSTRACT') && !taken.has(node);
}

/**
 * The pieces that each hold a substantial, distinct share of the whole's body and together most
 * of it; undefined unless two or more do. Larger shares are claimed first, so that a piece
 * repeating what a larger one holds adds nothing.
 */
function partsOf(revisions: MatchedRevisions, whole: CstNode, pieces: CstNode[], copiesCount = false): Parts | undefined {
  const { vocabulary } = revisions;
  const wholeBody = revisions.movedBodyOf(whole);
  const wholeWeight = vocabulary.weight(wholeBody);
  if (wholeWeight === 0 || pieces.length < 2) return undefined;
  const shared = pieces
    .map((piece) => {
      const body = revisions.movedBodyOf(piece);
      const bodyWeight = vocabulary.weight(body);
      const common = intersection(wholeBody, body);
      return { piece, common, contained: bodyWeight === 0 ? 0 : vocabulary.weight(common) / bodyWeight };
    })
    .filter(({ common, contained }) => contained >= PART_CONTAINED && vocabulary.weight(common) / wholeWeight >= PART_SHARE)
    .sort((a, b) => vocabulary.weight(b.common) - vocabulary.weight(a.common) || a.piece.id - b.piece.id);
  let claimed: Multiset = new Map();
  const parts: CstNode[] = [];
  let copies = false;
  for (const { piece, common } of shared) {
    // What the whole still holds unclaimed: a token it has three times may go to two parts.
    const fresh = intersection(common, minus(wholeBody, claimed));
    if (vocabulary.weight(fresh) / wholeWeight < PART_SHARE) {
      if (copiesCount && parts.length > 0 && vocabulary.weight(common) / wholeWeight >= COPY_SHARE && size(common) >= COPY_MIN_TOKENS && vocabulary.weight(wordsOf(fresh)) / wholeWeight >= COPY_OWN_SHARE) {
        parts.push(piece);
        claimed = plus(claimed, fresh);
        copies = true;
      }
      continue;
    }
    parts.push(piece);
    claimed = plus(claimed, fresh);
  }
  if (parts.length < 2 || vocabulary.weight(claimed) / wholeWeight < COVERED_SHARE) return undefined;
  return { whole, parts: parts.sort((a, b) => a.id - b.id), copies };
}

/**
 * The callers say so too, where there are any: a matched caller of the removed whole now calls
 * two or more of its parts (split), or one that called two or more removed parts now calls the
 * merged whole. A whole nobody called is judged on its code alone, unless the matcher paired it
 * with one of the parts (`overridesMatch`): undoing a match takes the callers' word.
 */
function callersAgree(revisions: MatchedRevisions, { whole, parts }: Parts, type: 'SPLIT' | 'MERGE', overridesMatch: boolean): boolean {
  const { before, after, beforeToAfter } = revisions;
  if (type === 'SPLIT') {
    const callers = before.sources('uses', whole).filter((caller) => caller !== whole && beforeToAfter.has(caller));
    if (callers.length === 0) return !overridesMatch;
    return callers.some((caller) => parts.filter((part) => after.hasEdge('uses', beforeToAfter.get(caller)!, part)).length >= 2);
  }
  const callers = [...new Set(parts.flatMap((part) => before.sources('uses', part)))].filter((caller) => !parts.includes(caller) && beforeToAfter.has(caller));
  if (callers.length === 0) return !overridesMatch;
  return callers.some((caller) => parts.filter((part) => before.hasEdge('uses', caller, part)).length >= 2 && after.hasEdge('uses', beforeToAfter.get(caller)!, whole));
}

/** The words of a multiset (names, keywords, literals), its punctuation left out. */
function wordsOf(tokens: Multiset): Multiset {
  return new Map([...tokens].filter(([token]) => wordCount([token]) > 0));
}

/** How many tokens a multiset holds. */
function size(tokens: Multiset): number {
  let count = 0;
  for (const n of tokens.values()) count += n;
  return count;
}

/** The share of the whole's body a part holds: the score the report gives. */
function share(revisions: MatchedRevisions, whole: CstNode, part: CstNode): number {
  const { vocabulary } = revisions;
  const wholeBody = revisions.movedBodyOf(whole);
  return vocabulary.overlap(wholeBody, revisions.movedBodyOf(part)) / vocabulary.weight(wholeBody);
}
