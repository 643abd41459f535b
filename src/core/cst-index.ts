import { forEachNode, linkParents, type CstNode, type CstRoot, type EdgeType, type TokenizedFile } from './cst';
import { multisetOf, splitIdentifier, type Multiset } from './similarity';
import { TokenNumbers, withRoom } from './token-numbers';

/**
 * Look-ups over one revision's CST: nodes by id and name, edges both ways, depth, and the token
 * slices of each node.
 */
export class CstIndex {
  readonly nodes: CstNode[] = [];
  private readonly depths = new Map<CstNode, number>();
  private readonly byLocalName = new Map<string, CstNode[]>();
  private readonly byId = new Map<number, CstNode>();
  /** Edges by type, then by node id (not the node: a node of the other revision with the same id reads the same list). */
  private readonly forward = new Map<EdgeType, Map<number, CstNode[]>>();
  private readonly reverse = new Map<EdgeType, Map<number, CstNode[]>>();
  private readonly numberedFiles = new Map<TokenizedFile, Int32Array>();
  /** Scratch for counting by number: all zero between uses. */
  private counts: Int32Array = new Int32Array(0);
  private order: Int32Array = new Int32Array(0);

  /** `numbers` numbers the tokens: shared with a vocabulary, its numbers are the vocabulary's. */
  constructor(
    readonly root: CstRoot,
    private readonly numbers = new TokenNumbers(),
  ) {
    linkParents(root);
    forEachNode(root, (node, depth) => {
      this.nodes.push(node);
      this.depths.set(node, depth);
      this.byId.set(node.id, node);
      const sameName = this.byLocalName.get(node.localName);
      if (sameName) sameName.push(node);
      else this.byLocalName.set(node.localName, [node]);
    });
    for (const edge of root.edges) {
      const from = this.byId.get(edge.from);
      const to = this.byId.get(edge.to);
      if (!from || !to) continue;
      push(ofType(this.forward, edge.type), from.id, to);
      push(ofType(this.reverse, edge.type), to.id, from);
    }
  }

  /** Whether `node` is one of this revision's nodes. */
  holds(node: CstNode): boolean {
    return this.depths.has(node);
  }

  depth(node: CstNode): number {
    return this.depths.get(node) ?? 0;
  }

  withLocalName(localName: string): readonly CstNode[] {
    return this.byLocalName.get(localName) ?? [];
  }

  /** Nodes that `node` points to: what it uses, or its supertypes. */
  targets(type: EdgeType, node: CstNode): readonly CstNode[] {
    return this.forward.get(type)?.get(node.id) ?? [];
  }

  /** Nodes that point to `node`: its callers, or its subtypes. */
  sources(type: EdgeType, node: CstNode): readonly CstNode[] {
    return this.reverse.get(type)?.get(node.id) ?? [];
  }

  hasEdge(type: EdgeType, from: CstNode | undefined, to: CstNode | undefined): boolean {
    if (!from || !to) return false;
    return this.targets(type, from).includes(to);
  }

  /** The tokens in [begin, end) of the node's file. */
  tokensBetween(node: CstNode, begin: number, end: number): string[] {
    const file = this.root.tokens.get(node.location.file);
    if (!file) return [];
    const tokens: string[] = [];
    for (let i = firstTokenFrom(file.starts, begin); i < file.starts.length && file.starts[i] < end; i++) tokens.push(file.texts[i]);
    return tokens;
  }

  /**
   * Counts the tokens in [begin, end) of the node's file into `multiset` (the index's hot loop).
   * Counted by number first, then added once per distinct token in the order each first appears:
   * the same keys in the same order as adding them one by one, with a map look-up per distinct
   * token rather than per token (a class spans its whole file).
   */
  countTokensBetween(node: CstNode, begin: number, end: number, multiset: Multiset): void {
    const distinct = this.countByNumber(node, begin, end);
    const { counts, order, numbers } = this;
    for (let k = 0; k < distinct; k++) {
      const number = order[k];
      const token = numbers.textOf(number);
      multiset.set(token, (multiset.get(token) ?? 0) + counts[number]);
      counts[number] = 0;
    }
  }

  /**
   * The tokens in [begin, end) of the node's file, counted: token numbers and counts in turn
   * (number, count, number, count...), each number once, in the order each first appears.
   * What `countTokensBetween` would add, without a map.
   */
  countedTokensBetween(node: CstNode, begin: number, end: number): Int32Array {
    const distinct = this.countByNumber(node, begin, end);
    const { counts, order } = this;
    const counted = new Int32Array(2 * distinct);
    for (let k = 0; k < distinct; k++) {
      const number = order[k];
      counted[2 * k] = number;
      counted[2 * k + 1] = counts[number];
      counts[number] = 0;
    }
    return counted;
  }

  /**
   * `sameTokenSequence` of this revision's `node` in [begin, end) and `other`'s `otherNode` in
   * [otherBegin, otherEnd): compared by number where both files are numbered already with the same
   * numbers (counting a node's tokens numbers its file), else by text. Asking numbers nothing: the
   * numbers, given on first sight, stay in the order the counting gives them.
   */
  sameTokensAs(node: CstNode, begin: number, end: number, other: CstIndex, otherNode: CstNode, otherBegin: number, otherEnd: number): boolean {
    const file = this.root.tokens.get(node.location.file);
    const otherFile = other.root.tokens.get(otherNode.location.file);
    const ids = file && this.numbers === other.numbers ? this.numberedFiles.get(file) : undefined;
    const otherIds = otherFile && ids ? other.numberedFiles.get(otherFile) : undefined;
    if (!file || !otherFile || !ids || !otherIds) return sameTokenSequence(this.root, node, begin, end, other.root, otherNode, otherBegin, otherEnd);
    const [starts, otherStarts] = [file.starts, otherFile.starts];
    let i = firstTokenFrom(starts, begin);
    let j = firstTokenFrom(otherStarts, otherBegin);
    for (; i < starts.length && starts[i] < end; i++, j++) {
      if (j >= otherStarts.length || otherStarts[j] >= otherEnd || ids[i] !== otherIds[j]) return false;
    }
    return j >= otherStarts.length || otherStarts[j] >= otherEnd;
  }

  /** Counts the range's tokens into `counts` by number, their distinct numbers into `order` (first appearance first); how many are distinct. */
  private countByNumber(node: CstNode, begin: number, end: number): number {
    const file = this.root.tokens.get(node.location.file);
    if (!file) return 0;
    const { starts } = file;
    const ids = this.numbered(file);
    const { counts, order } = this;
    let distinct = 0;
    for (let i = firstTokenFrom(starts, begin); i < starts.length && starts[i] < end; i++) {
      const id = ids[i];
      if (counts[id]++ === 0) order[distinct++] = id;
    }
    return distinct;
  }

  /** A file's tokens as numbers (one per distinct text); the scratch arrays made room for every number. */
  private numbered(file: TokenizedFile): Int32Array {
    let ids = this.numberedFiles.get(file);
    if (ids) return ids;
    ids = new Int32Array(file.texts.length);
    const { texts } = file;
    for (let i = 0; i < texts.length; i++) ids[i] = this.numbers.numberOf(texts[i]);
    this.numberedFiles.set(file, ids);
    this.counts = withRoom(this.counts, this.numbers.size);
    this.order = withRoom(this.order, this.numbers.size);
    return ids;
  }
}

/**
 * Whether `nodeA`'s tokens in [beginA, endA) (of `a`'s revision) and `nodeB`'s in [beginB, endB)
 * (of `b`'s) are the same tokens in the same order: then any bag counted from them is the same,
 * and none need be built to tell. False where a file has no tokens (nothing known).
 */
export function sameTokenSequence(a: Pick<CstRoot, 'tokens'>, nodeA: CstNode, beginA: number, endA: number, b: Pick<CstRoot, 'tokens'>, nodeB: CstNode, beginB: number, endB: number): boolean {
  const fileA = a.tokens.get(nodeA.location.file);
  const fileB = b.tokens.get(nodeB.location.file);
  if (!fileA || !fileB) return false;
  const [startsA, textsA, startsB, textsB] = [fileA.starts, fileA.texts, fileB.starts, fileB.texts];
  let i = firstTokenFrom(startsA, beginA);
  let j = firstTokenFrom(startsB, beginB);
  for (; i < startsA.length && startsA[i] < endA; i++, j++) {
    if (j >= startsB.length || startsB[j] >= endB || textsA[i] !== textsB[j]) return false;
  }
  return j >= startsB.length || startsB[j] >= endB;
}

/** The index of the first token starting at or after `begin`. */
export function firstTokenFrom(starts: ArrayLike<number>, begin: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (starts[mid] < begin) low = mid + 1;
    else high = mid;
  }
  return low;
}

function ofType(edges: Map<EdgeType, Map<number, CstNode[]>>, type: EdgeType): Map<number, CstNode[]> {
  let byNode = edges.get(type);
  if (!byNode) edges.set(type, (byNode = new Map()));
  return byNode;
}

function push<K, V>(map: Map<K, V[]>, k: K, value: V): void {
  const list = map.get(k);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(k, [value]);
}

/** The name a node is known by in similarity: namespace + simple name for top-level nodes. */
export function nodeName(node: CstNode): string {
  return node.parent ? node.simpleName : (node.namespace ?? '') + node.simpleName;
}

/**
 * Name tokens of a node and its ancestors, added to its code tokens so that elements of
 * different classes are told apart (RefDiff's implementation does the same).
 */
export function nameTokensWithAncestors(node: CstNode): string[] {
  const tokens: string[] = [];
  for (let current: CstNode | undefined = node; current; current = current.parent) pushOwnNameTokens(current, tokens);
  return tokens;
}

/** A node's own part of nameTokensWithAncestors: its name, then its words where there are several. */
export function ownNameTokens(node: CstNode): string[] {
  const tokens: string[] = [];
  pushOwnNameTokens(node, tokens);
  return tokens;
}

function pushOwnNameTokens(node: CstNode, tokens: string[]): void {
  tokens.push(nodeName(node));
  const words = wordsOfName(node);
  // One by one: a computed name can split into 200,000 words, too many for a spread.
  if (words.length > 1) for (const word of words) tokens.push(word);
}

/** The words of a node's name, for name similarity. */
export function nameWords(node: CstNode): Multiset {
  return multisetOf(wordsOfName(node));
}

/** Each node's name split once: a type's name is read again for each of its members. */
const nameWordsOf = new WeakMap<CstNode, readonly string[]>();

function wordsOfName(node: CstNode): readonly string[] {
  let words = nameWordsOf.get(node);
  if (!words) nameWordsOf.set(node, (words = splitIdentifier(nodeName(node))));
  return words;
}
