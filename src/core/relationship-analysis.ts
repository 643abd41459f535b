import { haveSameName, haveSameParameters, haveSameSignature, hasStereotype, isCallable, rootAncestor, typeChanged, type CstNode, type CstRoot } from './cst';
import { CstIndex, nameTokensWithAncestors, ownNameTokens, nameWords, nodeName } from './cst-index';
import { findExtractions, findInlinings, isCodeItsCallerLost, type MatchedRevisions } from './moved-code';
import { findMerges, findSplits } from './split-merge';
import { mentioned, SwitchedNames } from './switched-names';
import type { Relationship, RelationshipType } from './relationship';
import { DEFAULT_SETTINGS, type AnalysisSettings } from './settings';
import { editDistance } from './edit-distance';
import {
  containment,
  countInto,
  intersection,
  minus,
  multisetOf,
  plus,
  sharedAndSimilarity,
  similarity,
  similarityUpperBound,
  splitIdentifier,
  Vocabulary,
  weighted,
  without,
  type Multiset,
  type WeightedTokens,
} from './similarity';

export { DEFAULT_SETTINGS, type AnalysisMonitor, type AnalysisSettings } from './settings';

/** How much less similar than its helper a delegating successor may be when n1's callers now call it. */
const SUCCESSOR_NEAR_TIE = 0.1;

/**
 * The candidate search stops at a token shared by more unmatched nodes than this: past it the
 * prefix filter would admit every node of look-alike (templated) code and compare all pairs,
 * quadratic in the size of the change. Pairs that share nothing rarer are then not compared.
 */
const MAX_POSTINGS_SEARCHED = 100;

/** Removed x added fields of one type past which fields read through renamed names are not compared. */
const MAX_FIELD_PAIRS_COMPARED = 10_000;

/** Tokens the paper leaves out of bodies: they appear when code is turned into a function. */
const TOKENS_IGNORED_IN_BODIES = ['return'];

/** A token of a node's code with its idf and its weight there (count x idf). */
interface RankedToken {
  token: string;
  idf: number;
  weight: number;
}

/** A node's code as counted when the analysis starts: its name tokens, its tokens' numbers and counts in turn (CstIndex.countedTokensBetween), the members it declares outside. */
interface CountedCode {
  names: readonly string[];
  range: Int32Array;
  outside: readonly string[];
}

interface Candidate {
  before: CstNode;
  after: CstNode;
  /** What candidates are ranked by. */
  score: number;
  /** The code similarity that justified the match, when similarity decided it. */
  similarity?: number;
  depth: number;
}

/**
 * RefDiff 2.0's relationship analysis (section 3.2): match nodes by identity, by unique name,
 * by similarity and by children; resolve the type of every match once all are known; then find
 * the non-matching relationships (extract supertype, extract, inline).
 */
export function findRelationships(
  rootBefore: CstRoot,
  rootAfter: CstRoot,
  settings: AnalysisSettings = DEFAULT_SETTINGS,
  timing?: AnalysisTiming,
): Relationship[] {
  const started = performance.now();
  const analysis = new RelationshipAnalysis(rootBefore, rootAfter, settings);
  const indexed = performance.now();
  const relationships = analysis.run();
  if (timing) {
    timing.indexMs += indexed - started;
    timing.matchMs += performance.now() - indexed;
  }
  return relationships;
}

/** Where the analysis spent its time, added to across calls (one per language). */
export interface AnalysisTiming {
  /** Indexing both revisions: token bags, weights, lookup tables. */
  indexMs: number;
  /** Candidate search, matching and the relationship rules. */
  matchMs: number;
}

class RelationshipAnalysis implements MatchedRevisions {
  readonly before: CstIndex;
  readonly after: CstIndex;
  readonly vocabulary: Vocabulary;
  private readonly nameVocabulary: Vocabulary;
  /** Each node's code bag and weight, built when first read from what `computeTokens` counted. */
  private readonly code = new Map<CstNode, WeightedTokens>();
  /** What computeTokens counted for each node (codeBagOf builds its bag from it, mentionsOf reads it). */
  private readonly counted = new Map<CstNode, CountedCode>();
  private readonly bodies = new Map<CstNode, Multiset>();
  private readonly names = new Map<CstNode, Multiset>();
  /** Unmatched nodes, in CST order (sets keep insertion order: results stay deterministic). */
  readonly removed = new Set<CstNode>();
  readonly added = new Set<CstNode>();
  readonly beforeToAfter = new Map<CstNode, CstNode>();
  readonly afterToBefore = new Map<CstNode, CstNode>();
  private readonly matchSimilarity = new Map<CstNode, number>();
  /** Fields moved under their name into a field another one moved into first (matching is one-to-one). */
  private readonly fieldsMovedIntoTakenPlaces: Array<[CstNode, CstNode]> = [];
  private readonly relationships: Relationship[] = [];
  /** The relationships added, by type, then before's id, then after's id. */
  private readonly relationshipKeys = new Map<RelationshipType, Map<number, Set<number>>>();
  private readonly movedTogetherCounts = new Map<string, number>();
  private readonly callableSourceCounts = new Map<CstNode, number>();
  /** codeOutsideMembers, once per node. */
  private readonly outsideMembers = new Map<CstNode, Multiset>();
  /** hasCodeOfItsOwn, once per node. */
  private readonly ownCode = new Map<CstNode, boolean>();
  /** For each kind the plugin made interchangeable with others, the kinds it may match. */
  private readonly interchangeable = new Map<string, Set<string>>();

  constructor(rootBefore: CstRoot, rootAfter: CstRoot, readonly settings: AnalysisSettings) {
    this.vocabulary = new Vocabulary(settings.idf, settings.maxTokenRarity);
    this.nameVocabulary = new Vocabulary(settings.idf, settings.maxTokenRarity);
    // The indexes number tokens as the vocabulary does: a node's counted tokens are its document.
    this.before = new CstIndex(rootBefore, this.vocabulary.numbers);
    this.after = new CstIndex(rootAfter, this.vocabulary.numbers);
    for (const node of this.before.nodes) this.removed.add(node);
    for (const node of this.after.nodes) this.added.add(node);
    this.computeTokens(this.before, 'before');
    this.computeTokens(this.after, 'after');
    for (const group of [...(rootBefore.interchangeableKinds ?? []), ...(rootAfter.interchangeableKinds ?? [])]) {
      for (const kind of group) {
        const kinds = this.interchangeable.get(kind) ?? new Set<string>();
        group.forEach((other) => kinds.add(other));
        this.interchangeable.set(kind, kinds);
      }
    }
  }

  /** Of one kind, or of kinds the plugin declared interchangeable (a method and a function). */
  private matchableKinds(n1: CstNode, n2: CstNode): boolean {
    return n1.type === n2.type || (this.interchangeable.get(n1.type)?.has(n2.type) ?? false);
  }

  run(): Relationship[] {
    this.matchById(this.before.root.nodes, this.after.root.nodes);
    this.matchByUniqueName();
    this.matchNamesRespelled();
    this.matchSoleTypesOfKeptFiles();
    // Before similarity: a property renamed in its place is its own, not a same-named one moved from a removed type.
    this.matchPropertiesOfRenamedParameters();
    this.matchDeclarationsByImplementations();
    this.matchBySimilarity(true);
    this.matchBySimilarity(false);
    this.matchMovedWithInlinedHelpers();
    this.matchByReferences();
    this.matchSameNamedLeftovers();
    this.matchPropertiesOfRenamedParameters();
    this.matchFieldsThroughRenamedNames();
    this.matchAccessorsOfRenamedFields();
    this.matchSoleLeftovers();
    this.matchRenamedIntoHelpers();
    this.matchTypesByRenamedReferences();
    this.matchByChildren();
    this.matchNestedTypesMovedWithSiblings();
    // A type found only now by its members, renamed in its place while rewritten, has leftovers
    // of its own (a type moved and rewritten keeps only what similarity found in it).
    this.matchSameNamedLeftovers((parentBefore, parentAfter) => this.sameLocation(parentBefore, parentAfter));
    // Their constructors left unmatched (`__init__` rewritten) still rename the fields they
    // declare through the parameters between names both keep, as in types found earlier.
    this.matchPropertiesOfRenamedParameters(true);
    // Types found by their members rename names too (`AnalyzerProgressListener` ->
    // `OnAnalysisProgressListener`): their fields read through them now.
    this.matchFieldsThroughRenamedNames();
    this.matchFieldsReadInPlace();
    this.matchFieldsMovedWithSiblings();
    this.matchConstructorFieldsByStem();
    this.matchDeclarationsByImplementations();
    this.matchOverridesOfRenamed();
    this.matchReturnTypesWithTheirCode();
    this.matchFieldsMovedUnderTheirName();
    this.resolveCrosswiseRenames();
    this.resolveMatches();
    // Before the copies are looked for, so every field moved into one place seeds them alike.
    for (const [n1, n3] of this.fieldsMovedIntoTakenPlaces) {
      if (!this.isCoincidentalMemberMove(n1, n3)) this.addMoveIfAny(n1, n3, this.codeSimilarity(n1, n3));
    }
    this.findMergedDuplicates();
    this.findMergedFieldDuplicates();
    this.findFieldsCopiedOnTheirMove();
    this.findPartialPullUpAndPushDown();
    this.findImplementationsPulledUpIntoDeclarations();
    this.findPullUpAndPushDownFromOtherSubtypes();
    this.findExtractedSupertypes();
    this.foldPullUpsIntoNewFamilies();
    findExtractions(this).forEach((relationship) => this.add(relationship));
    findInlinings(this).forEach((relationship) => this.add(relationship));
    this.dropCopiesOfInlinedCallees();
    // A callable already extracted or inlined is accounted for; it is no part of a split or merge.
    const taken = new Set(this.relationships.filter(({ type }) => type === 'EXTRACT' || type === 'EXTRACT_MOVE' || type === 'INLINE').flatMap(({ before, after }) => [before, after]));
    this.findSplitsAndMerges(taken);
    return this.withoutChildrenOfMovedCode().filter((relationship) => !isAnonymousTypesOwn(relationship));
  }

  /**
   * A callee inlined into a caller of its own type that no longer calls it, and also matched to a
   * method of another type, was inlined: that method is a copy made elsewhere, not where it went
   * (`Trees.toStringTree(t, provider)` taken into its overload, and a like one written in a new
   * `gui.Trees`), as RefactoringMiner reports it. A callee its caller still calls where it went
   * left only part of its code behind and keeps its move.
   */
  private dropCopiesOfInlinedCallees(): void {
    const inlined = new Set<CstNode>();
    for (const { type, before, after } of this.relationships) {
      const later = this.beforeToAfter.get(before);
      if (type !== 'INLINE' || !later || !this.sameLocation(before, after) || this.sameLocation(before, later)) continue;
      if (!this.after.hasEdge('uses', after, later)) inlined.add(before);
    }
    if (inlined.size === 0) return;
    const kept = this.relationships.filter(({ type, before }) => !(isMove(type) && inlined.has(before)));
    this.relationships.splice(0, this.relationships.length, ...kept);
  }

  /** Split and merged callables (split-merge.ts); a split or merge replaces the rename that paired the callable with one of its parts. */
  private findSplitsAndMerges(taken: ReadonlySet<CstNode>): void {
    const renamed = new Map(this.relationships.filter(({ type }) => type === 'RENAME').map(({ before, after }) => [before, after]));
    const found = [...findSplits(this, taken, renamed), ...findMerges(this, taken, renamed)];
    if (found.length === 0) return;
    const replaced = new Set(found.flatMap(({ type, before, after }) => (type === 'SPLIT' ? [before] : [after])));
    const kept = this.relationships.filter(({ type, before, after }) => !(type === 'RENAME' && (replaced.has(before) || replaced.has(after))));
    this.relationships.splice(0, this.relationships.length, ...kept);
    found.forEach((relationship) => this.add(relationship));
  }

  /**
   * A function nested in code that was extracted or inlined went along with that code: `check`
   * inside `email()` is now inside the `_regexp()` extracted from it. Its move is part of the
   * extraction (inlining), no refactoring of its own, as a child moved with its matched parent is none.
   */
  private withoutChildrenOfMovedCode(): Relationship[] {
    const movedCode = new Set<string>();
    // Extract: from the caller to the new function; Inline: from the removed function to its caller.
    for (const { type, before, after } of this.relationships) {
      if (type === 'EXTRACT' || type === 'EXTRACT_MOVE' || type === 'INLINE') movedCode.add(`${before.id}:${after.id}`);
    }
    if (movedCode.size === 0) return this.relationships;
    return this.relationships.filter(
      ({ type, before, after }) => !(isMove(type) && before.parent && after.parent && movedCode.has(`${before.parent.id}:${after.parent.id}`)),
    );
  }

  // ---- source representations ---------------------------------------------------------------

  private computeTokens(index: CstIndex, side: 'before' | 'after'): void {
    const { vocabulary } = this;
    const { numbers } = vocabulary;
    // Each node's own name tokens numbered once: every member's document holds its ancestors' too.
    const ownNameNumbers = new Map<CstNode, number[]>();
    const nameNumbersOf = (node: CstNode) => {
      let own = ownNameNumbers.get(node);
      if (!own) ownNameNumbers.set(node, (own = ownNameTokens(node).map((name) => numbers.numberOf(name))));
      return own;
    };
    for (const node of index.nodes) {
      const { begin, end } = node.location;
      // Counted, not yet a bag: most nodes' bags are never read (codeOf builds them), but every node is a document.
      const code: CountedCode = { names: nameTokensWithAncestors(node), range: index.countedTokensBetween(node, begin, end), outside: membersDeclaredOutside(index, node) };
      this.counted.set(node, code);
      vocabulary.beginDocument(side);
      for (let current: CstNode | undefined = node; current; current = current.parent) for (const number of nameNumbersOf(current)) vocabulary.addToDocument(number);
      for (let k = 0; k < code.range.length; k += 2) vocabulary.addToDocument(code.range[k]);
      for (const name of code.outside) vocabulary.addToDocument(numbers.numberOf(name));
      const words = nameWords(node);
      this.nameVocabulary.addDocument(side, words.keys());
      this.names.set(node, words);
    }
  }

  /**
   * The node's code bag: its ancestors' and own name tokens, its tokens, the members it declares
   * outside (keys in that order). Built once (codeEntry keeps it); what was counted for it is
   * kept, for mentionsOf to read.
   */
  private codeBagOf(node: CstNode): Multiset {
    const { names, range, outside } = this.counted.get(node)!;
    const tokens = multisetOf(names);
    const { numbers } = this.vocabulary;
    for (let k = 0; k < range.length; k += 2) {
      const token = numbers.textOf(range[k]);
      tokens.set(token, (tokens.get(token) ?? 0) + range[k + 1]);
    }
    countInto(tokens, outside);
    return tokens;
  }

  codeOf(node: CstNode): WeightedTokens {
    const entry = this.codeEntry(node);
    // Weights need the complete vocabulary of both sides: read after it is.
    if (Number.isNaN(entry.weight)) entry.weight = this.vocabulary.weight(entry.tokens);
    return entry;
  }

  /**
   * Which of `asked` each node's code names, its own and its ancestors' names left out
   * (SwitchedNames' question of every kept node): read from what computeTokens counted, by
   * number, bag or no bag (most kept nodes' bags are never built). The bag counts the names as
   * well, and they are what is left out: a name is mentioned where its tokens or the members it
   * declares outside hold it. The order the names are found in is no matter: SwitchedNames only
   * counts the nodes naming each.
   */
  private mentionsOf(asked: ReadonlySet<string>): (node: CstNode) => readonly string[] {
    const { numbers } = this.vocabulary;
    const askedNumbers = new Uint8Array(numbers.size);
    for (const name of asked) {
      const number = numbers.knownNumber(name);
      if (number !== undefined) askedNumbers[number] = 1;
    }
    return (node) => {
      const counted = this.counted.get(node);
      if (!counted) return mentioned(node, this.codeTokens(node), asked);
      const found: string[] = [];
      const { range, outside } = counted;
      for (let k = 0; k < range.length; k += 2) if (askedNumbers[range[k]] === 1) found.push(numbers.textOf(range[k]));
      for (const name of outside) if (asked.has(name) && !found.includes(name)) found.push(name);
      return found;
    };
  }

  /** A node's code bag without its weight: most readers count words and never weigh them (the weight is a pass over the bag's idfs). */
  codeTokens(node: CstNode): Multiset {
    return this.codeEntry(node).tokens;
  }

  private codeEntry(node: CstNode): WeightedTokens {
    let entry = this.code.get(node);
    if (!entry) this.code.set(node, (entry = { tokens: this.codeBagOf(node), weight: Number.NaN }));
    return entry;
  }

  /**
   * Whether a node's declaration holds anything but its name (a type, a value, arguments, a body).
   * One that does not (an enum entry `PARSING_HEAP_DUMP`) compares by the words of its name
   * alone: two names alike are no evidence the element was renamed (`FINDING_LEAKING_REFS` is not
   * `FINDING_LEAKING_INSTANCES`); its callers must say so.
   */
  private hasCodeOfItsOwn(node: CstNode): boolean {
    let known = this.ownCode.get(node);
    if (known === undefined) {
      // Some token counted more often than the names account for (what is left of the bag less them), found without building the rest.
      const names = multisetOf(nameTokensWithAncestors(node));
      const name = nodeName(node);
      names.set(name, (names.get(name) ?? 0) + 1);
      known = false;
      for (const [token, count] of this.codeTokens(node)) {
        if (count > (names.get(token) ?? 0)) {
          known = true;
          break;
        }
      }
      this.ownCode.set(node, known);
    }
    return known;
  }

  bodyOf(node: CstNode): Multiset {
    let body = this.bodies.get(node);
    if (body) return body;
    const { bodyBegin, bodyEnd } = node.location;
    // A node without a body is its code (a field, an abstract method): the same bag.
    if (bodyEnd <= bodyBegin) {
      this.bodies.set(node, (body = this.codeEntry(node).tokens));
      return body;
    }
    body = new Map();
    (this.before.holds(node) ? this.before : this.after).countTokensBetween(node, bodyBegin, bodyEnd, body);
    for (const parameter of node.parameters) body.delete(parameter.name);
    for (const ignored of TOKENS_IGNORED_IN_BODIES) body.delete(ignored);
    this.bodies.set(node, body);
    return body;
  }

  /**
   * Whether n1's body (before) and n2's (after) are the same bag, told from their tokens without
   * building either: false when unsure. The last answer for each n1 is kept: the matching and then
   * the extractions ask it of most matched callables.
   */
  sameBodyTokens(n1: CstNode, n2: CstNode): boolean {
    const last = this.sameBodies.get(n1);
    if (last && last.after === n2) return last.same;
    const same = this.sameBodyTokensNow(n1, n2);
    this.sameBodies.set(n1, { after: n2, same });
    return same;
  }
  private readonly sameBodies = new Map<CstNode, { after: CstNode; same: boolean }>();

  private sameBodyTokensNow(n1: CstNode, n2: CstNode): boolean {
    const [l1, l2] = [n1.location, n2.location];
    if (l1.bodyEnd <= l1.bodyBegin || l2.bodyEnd <= l2.bodyBegin) return false;
    // A body leaves out its parameters' names: the same names on both sides, else the bags may differ.
    const names = new Set(n1.parameters.map((parameter) => parameter.name));
    if (n2.parameters.some((parameter) => !names.has(parameter.name)) || new Set(n2.parameters.map((parameter) => parameter.name)).size !== names.size) return false;
    return this.before.sameTokensAs(n1, l1.bodyBegin, l1.bodyEnd, this.after, n2, l2.bodyBegin, l2.bodyEnd);
  }

  /**
   * The body as extracted or inlined code: without the function's own name, which code taken
   * out of a caller cannot have contained (`describe() { return describe(wanted); }` would
   * otherwise "contain" any removed call to another `describe`).
   */
  movedBodyOf(node: CstNode): Multiset {
    // Read by every extraction, inlining and split test of the node: copied once (multisets are never changed).
    let body = this.movedBodies.get(node);
    if (!body) this.movedBodies.set(node, (body = without(this.bodyOf(node), [node.simpleName])));
    return body;
  }
  private readonly movedBodies = new Map<CstNode, Multiset>();

  codeSimilarity(n1: CstNode, n2: CstNode): number {
    return similarity(this.vocabulary, this.codeOf(n1), this.codeOf(n2));
  }

  /** Similarity of the bodies alone: whether the implementation went along, whatever the signature says. */
  private bodySimilarity(n1: CstNode, n2: CstNode): number {
    return similarity(this.vocabulary, weighted(this.vocabulary, this.bodyOf(n1)), weighted(this.vocabulary, this.bodyOf(n2)));
  }

  /** max of containment both ways: tolerant of members added to or removed from a type. */
  private lightSimilarity(n1: CstNode, n2: CstNode): number {
    const a = this.codeTokens(n1);
    const b = this.codeTokens(n2);
    return Math.max(containment(this.vocabulary, a, b), containment(this.vocabulary, b, a));
  }

  private nameSimilarity(n1: CstNode, n2: CstNode): number {
    const a = this.names.get(n1)!;
    const b = this.names.get(n2)!;
    return Math.max(containment(this.nameVocabulary, a, b), containment(this.nameVocabulary, b, a));
  }

  // ---- matching ------------------------------------------------------------------------------

  /** identityKey, made once per node: matching by identity asks it of each node several times, and a key made again is a new string to hash. */
  private identityKey(node: CstNode): string {
    let key = this.identityKeys.get(node);
    if (key === undefined) this.identityKeys.set(node, (key = identityKey(node)));
    return key;
  }
  private readonly identityKeys = new Map<CstNode, string>();

  private matchById(childrenBefore: readonly CstNode[], childrenAfter: readonly CstNode[]): void {
    const afterByKey = new Map<string, CstNode>();
    for (const n2 of childrenAfter) {
      if (this.added.has(n2)) afterByKey.set(this.identityKey(n2), n2);
    }
    const beforeKeys = new Set<string>();
    const duplicatedKeys = new Set<string>();
    for (const n1 of childrenBefore) {
      const key = this.identityKey(n1);
      // Top-level only: a member's declaration and its definition (C++) share one identity too.
      if (beforeKeys.has(key) && !n1.parent) duplicatedKeys.add(key);
      beforeKeys.add(key);
    }
    // Siblings whose identity exists on one side only: the renamed ones a shifted name may have gone to.
    const newcomers = childrenAfter.filter((n2) => this.added.has(n2) && !beforeKeys.has(this.identityKey(n2)));
    const departed = childrenBefore.filter((n1) => this.removed.has(n1) && !afterByKey.has(this.identityKey(n1)));
    for (const n1 of childrenBefore) {
      if (!this.removed.has(n1)) continue;
      const key = this.identityKey(n1);
      const n2 = afterByKey.get(key);
      if (n2 && this.added.has(n2) && !this.isShiftedIdentity(n1, n2, newcomers, departed, duplicatedKeys.has(key)) && !this.bodyWentToSibling(n1, n2, childrenBefore, childrenAfter) && !this.isCollapsedImplementation(n1, n2)) this.addMatch(n1, n2);
    }
  }

  /**
   * A type that changed kind under its name (an interface now a class) whose one implementation,
   * gone, is what the new type holds: the implementation renamed to the interface's name, the
   * interface removed (`interface LeakDirectoryProvider` and its `DefaultLeakDirectoryProvider`
   * became `class LeakDirectoryProvider` with that class's code), as RefactoringMiner reads it.
   * The name alone would pair the two declarations of the name and report the implementation's
   * members pulled up or moved into it. Not the other way (a class now an interface, its code in
   * a new implementation): RefactoringMiner keeps the name's type there and pushes the members
   * down (leakcanary 84d97ed, `HeapGraph` -> `HprofHeapGraph`).
   */
  private isCollapsedImplementation(n1: CstNode, n2: CstNode): boolean {
    if (isCallable(n1) || isCallable(n2) || this.matchableKinds(n1, n2)) return false;
    const subtypes = this.before.sources('subtype', n1);
    if (subtypes.length !== 1) return false;
    const [implementation] = subtypes;
    // Gone under its own identity, else it is kept and no successor.
    const key = this.identityKey(implementation);
    if (!this.matchableKinds(implementation, n2) || this.after.nodes.some((node) => this.identityKey(node) === key)) return false;
    const similar = (a: CstNode, b: CstNode) => sharedAndSimilarity(this.vocabulary, this.codeOf(a), this.codeOf(b)).score;
    return similar(implementation, n2) > Math.max(similar(n1, n2), this.settings.threshold);
  }

  /**
   * Names shifted by an insertion (`test_to_string4` added, the old one now `test_to_string5`, the
   * old `test_to_string5` now `test_to_string6`, ...): n1's body, unchanged and not small, is now a
   * sibling's of another name, a sibling whose own name held another body before, and n2 holds
   * another body. The name moved on; the bodies, which did not change, tell the pairs. Where that
   * sibling's name is new (the last of the chain), n2's body must have moved on too: like a
   * sibling's whose name is gone (`random_joint_distribution` -> `random_distribution` as the old
   * `random_distribution` became `random_scalar_distribution`), or the very body of a sibling
   * whose name now holds another. A body copied to a new method while n1 was rewritten, n2's body
   * new (`setupInjector` beside `setupDiscoveryClient`), leaves n1 n2. Not a body handed to a new overload or helper that n2 calls
   * (`sdkInitialize(Context)` now delegating to `sdkInitialize(Context, int)`): n1 stayed n2.
   */
  private bodyWentToSibling(n1: CstNode, n2: CstNode, siblingsBefore?: readonly CstNode[], siblingsAfter?: readonly CstNode[]): boolean {
    if (!isCallable(n1) || !isCallable(n2)) return false;
    // Most matched bodies did not change: the same tokens, in the same order, with the same
    // parameters left out, are the same bags, and none is built to tell.
    if (this.sameBodyTokens(n1, n2)) return false;
    const [body, bodyAfter] = [this.bodyOf(n1), this.bodyOf(n2)];
    if (tokenCount(body) < MIN_SHIFTED_BODY_TOKENS || sameTokens(body, bodyAfter)) return false;
    // The siblings only now: most pairs are out above.
    const childrenBefore = siblingsBefore ?? this.siblingsOf(n1, this.before);
    const childrenAfter = siblingsAfter ?? this.siblingsOf(n2, this.after);
    const cameFromSibling = () => {
      const afterKeys = new Set(childrenAfter.map((node) => this.identityKey(node)));
      return childrenBefore.some((m1) => {
        if (m1 === n1 || m1.type !== n2.type) return false;
        if (!afterKeys.has(this.identityKey(m1))) return this.removed.has(m1) && this.bodySimilarity(m1, n2) > this.settings.threshold;
        const counterpart = childrenAfter.find((other) => this.identityKey(other) === this.identityKey(m1));
        return tokenCount(bodyAfter) >= MIN_SHIFTED_BODY_TOKENS && sameTokens(this.bodyOf(m1), bodyAfter) && !!counterpart && !sameTokens(this.bodyOf(counterpart), bodyAfter);
      });
    };
    return childrenAfter.some((m2) => {
      if (m2 === n2 || m2.type !== n1.type || !this.added.has(m2) || bodyAfter.has(m2.simpleName) || !sameTokens(this.bodyOf(m2), body)) return false;
      const key = this.identityKey(m2);
      const m1 = childrenBefore.find((other) => this.identityKey(other) === key);
      return m1 ? m1 !== n1 && !sameTokens(this.bodyOf(m1), body) : cameFromSibling();
    });
  }

  /** The node's siblings (the top-level nodes of its namespace, at the top) still unmatched, itself left out. */
  private unmatchedSiblings(node: CstNode, index: CstIndex, unmatched: ReadonlySet<CstNode>): CstNode[] {
    return this.siblingsOf(node, index).filter((other) => other !== node && unmatched.has(other));
  }

  /** The node's siblings (the top-level nodes of its namespace, at the top), itself included. */
  private siblingsOf(node: CstNode, index: CstIndex): readonly CstNode[] {
    return node.parent ? node.parent.children : index.root.nodes.filter((other) => (other.namespace ?? '') === (node.namespace ?? ''));
  }

  /**
   * Names shifted along a chain of renames (`npdist` -> `npscalardist` while `npjdist` -> `npdist`;
   * `f` -> `g` while `h` -> `f`): the name n1 and n2 share now belongs to other code. Told by the
   * code: n1 and n2 are not similar, while n1 is similar to a sibling that is new (its successor)
   * and n2 to a sibling that is gone (its predecessor), both more than to each other. Left
   * unmatched here, the pairs are then found by similarity. Among more look-alike siblings than
   * the candidate search reads, no shift is looked for. `duplicated`: n1 is one of several of
   * that identity before (a class in a debug and a release source set), gone in favour of a
   * sibling renamed to their name (`BaseTvApplication` -> `ExampleTvApplication`): no successor needed.
   */
  private isShiftedIdentity(n1: CstNode, n2: CstNode, newcomers: readonly CstNode[], departed: readonly CstNode[], duplicated: boolean): boolean {
    if (departed.length === 0 || newcomers.length + departed.length > MAX_POSTINGS_SEARCHED) return false;
    if (newcomers.length === 0 && !duplicated) return false;
    const kept = this.codeSimilarity(n1, n2);
    if (kept >= this.settings.threshold) return false;
    const required = Math.max(this.settings.threshold, kept);
    const similarEnough = (a: CstNode, b: CstNode) =>
      a.type === b.type && !isAnonymous(a) && !isAnonymous(b) && similarityUpperBound(this.codeOf(a), this.codeOf(b)) > required && this.codeSimilarity(a, b) > required;
    if (!departed.some((m1) => similarEnough(m1, n2))) return false;
    return duplicated || newcomers.some((m2) => similarEnough(n1, m2));
  }

  private addMatch(n1: CstNode, n2: CstNode): boolean {
    if (!this.removed.has(n1) || !this.added.has(n2)) return false;
    this.beforeToAfter.set(n1, n2);
    this.afterToBefore.set(n2, n1);
    this.removed.delete(n1);
    this.added.delete(n2);
    this.matchById(n1.children, n2.children);
    this.matchAnonymousTypesByPlace(n1.children, n2.children);
    return true;
  }

  /**
   * The anonymous types of a matched element (`object : Listener { ... }` in a function) that
   * its identity left unmatched (their supertype changed its name): their place is their only
   * identity, so where as many are left on each side they pair in order. Where the counts differ
   * none is paired: which went is unknown.
   */
  private matchAnonymousTypesByPlace(childrenBefore: readonly CstNode[], childrenAfter: readonly CstNode[]): void {
    const leftovers = (children: readonly CstNode[], unmatched: ReadonlySet<CstNode>) => children.filter((child) => unmatched.has(child) && hasStereotype(child, 'ANONYMOUS_TYPE'));
    const removed = leftovers(childrenBefore, this.removed);
    const added = leftovers(childrenAfter, this.added);
    if (removed.length === 0 || removed.length !== added.length) return;
    removed.forEach((n1, i) => this.addMatch(n1, added[i]));
  }

  /** Elements whose identifier is unique on both sides and whose code stayed very similar. */
  private matchByUniqueName(): void {
    const candidates: Candidate[] = [];
    for (const n1 of this.removed) {
      if (this.before.withLocalName(n1.localName).length !== 1) continue;
      const sameName = this.after.withLocalName(n1.localName);
      if (sameName.length !== 1) continue;
      const n2 = sameName[0];
      if (!this.added.has(n2) || !this.matchableKinds(n1, n2)) continue;
      if (!this.relationshipFor(n1, n2)) continue;
      if (hasStereotype(n1, 'ABSTRACT') || hasStereotype(n2, 'ABSTRACT')) continue;
      const score = this.codeSimilarity(n1, n2);
      if (score <= this.settings.uniqueNameThreshold) continue;
      if (this.isShiftedIdentity(n1, n2, this.unmatchedSiblings(n2, this.after, this.added), this.unmatchedSiblings(n1, this.before, this.removed), false)) continue;
      if (this.bodyWentToSibling(n1, n2)) continue;
      candidates.push(this.candidate(n1, n2, score, score));
    }
    this.acceptInOrder(candidates);
  }

  /**
   * Within a kept type, a member renamed only in letter case with its parameters kept
   * (`teardown()` -> `tearDown()`, `unpackUtf8()` -> `unpackUTF8()`): a name's spelling changed,
   * its identity did not, whatever its body became. Only when the spelling is unique among the
   * type's unmatched members on each side.
   */
  private matchNamesRespelled(): void {
    const candidates: Candidate[] = [];
    const spelling = (node: CstNode) => `${node.type}\u0000${node.simpleName.toLowerCase()}`;
    for (const [parentBefore, parentAfter] of this.beforeToAfter) {
      const removed = this.leftoverMembers(parentBefore.children, this.removed, spelling);
      if (removed.size === 0) continue;
      const added = this.leftoverMembers(parentAfter.children, this.added, spelling);
      for (const [key, n1] of removed) {
        const n2 = added.get(key);
        if (!n2 || n1.simpleName === n2.simpleName || !haveSameParameters(n1, n2) || this.relationshipFor(n1, n2) !== 'RENAME') continue;
        candidates.push(this.candidate(n1, n2, 1, this.codeSimilarity(n1, n2)));
      }
    }
    this.acceptInOrder(candidates);
  }

  /**
   * A file kept at its path whose one top-level element was renamed in place: the element is the
   * file's, whatever a look-alike sibling file holds. Two near-identical installers, each renamed
   * in its own file (`LeakCanaryProcesssAppWatcherInstaller` -> `LeakCanaryProcessAppWatcherInstaller`,
   * `AppWatcherInstaller` -> `MainProcessAppWatcherInstaller`), would otherwise cross over to
   * whichever body changed less. Only for code this alike: a file that took a new element of its
   * own (less than `uniqueNameThreshold` similar) is left to the rules that follow.
   */
  private matchSoleTypesOfKeptFiles(): void {
    const soleByFile = (nodes: readonly CstNode[]) => {
      const byFile = new Map<string, CstNode[]>();
      for (const node of nodes) byFile.set(node.location.file, [...(byFile.get(node.location.file) ?? []), node]);
      return new Map([...byFile].filter(([, inFile]) => inFile.length === 1).map(([file, [node]]) => [file, node]));
    };
    const after = soleByFile(this.after.root.nodes);
    const candidates: Candidate[] = [];
    for (const [file, n1] of soleByFile(this.before.root.nodes)) {
      const n2 = after.get(file);
      if (!n2 || !this.removed.has(n1) || !this.added.has(n2) || n1.children.length === 0 || !this.matchableKinds(n1, n2)) continue;
      if (this.relationshipFor(n1, n2) !== 'RENAME') continue;
      const score = this.codeSimilarity(n1, n2);
      if (score > this.settings.uniqueNameThreshold) candidates.push(this.candidate(n1, n2, score, score));
    }
    this.acceptInOrder(candidates);
  }

  /**
   * Pairs of unmatched nodes of the same type, most similar first. The first pass considers only
   * "safe" pairs (same name, or same parent), which keeps a renamed sibling from stealing a
   * moved element's match.
   */
  private matchBySimilarity(onlySafePairs: boolean): void {
    const candidates: Candidate[] = [];
    const lowestRequired = this.settings.threshold - this.settings.identityChangePenalty;
    const index = this.indexAddedByToken();
    // Nothing is matched until the pass ends: each removed node is asked once.
    const renamedInPlace = new Map<CstNode, boolean>();
    for (const n1 of this.removed) {
      if (isAnonymous(n1)) continue;
      const code1 = this.codeOf(n1);
      for (const n2 of this.similarityCandidates(n1, index, lowestRequired)) {
        if (!this.matchableKinds(n1, n2)) continue;
        const code2 = this.codeOf(n2);
        // Identity-like relationships (same signature: pull up, push down) ignore the threshold;
        // for the rest a cheap exact bound rules out most pairs before any token is compared.
        const sameSignature = haveSameSignature(n1, n2);
        if (!sameSignature && similarityUpperBound(code1, code2) <= lowestRequired) continue;
        const safe = n1.simpleName === n2.simpleName || this.sameLocation(n1, n2);
        if (onlySafePairs && !safe) continue;
        if (n1.simpleName !== n2.simpleName && !(this.hasCodeOfItsOwn(n1) && this.hasCodeOfItsOwn(n2))) continue;
        const type = this.relationshipFor(n1, n2);
        if (!type) continue;
        // Pull up and push down ignore the threshold only when the signature is kept.
        const byIdentity = isResolvedByIdentity(type) && sameSignature;
        const required = this.requiredSimilarity(n1, n2);
        if (!byIdentity && similarityUpperBound(code1, code2) <= required) continue;
        const { shared, score } = sharedAndSimilarity(this.vocabulary, code1, code2);
        if (byIdentity || score > required) {
          if (n1.simpleName === n2.simpleName && this.bodyWentToSibling(n1, n2)) continue;
          if (n1.simpleName !== n2.simpleName && !this.sameLocation(n1, n2) && this.renamedInPlaceByCalls(n1, renamedInPlace)) continue;
          // Ranking by shared weight x similarity favours large, clearly related pairs.
          const successors = byIdentity ? [] : this.delegatingSuccessors(n1, n2, score);
          const predecessors = byIdentity || successors.length > 0 ? [] : this.inliningPredecessors(n1, n2, score);
          if (successors.length > 0) candidates.push(...successors);
          else if (predecessors.length > 0) candidates.push(...predecessors);
          else candidates.push(this.candidate(n1, n2, shared * score * fieldNameTieBreak(n1, n2), byIdentity ? undefined : score));
        }
      }
    }
    this.acceptInOrder(candidates);
  }

  /**
   * A method renamed in place whose body went mostly into a new helper: the helper alone looks
   * like the renamed method (`addModules()` -> `collectFiles()`), but the new method that calls
   * it (`addFiles()` -> `collectFiles()`) kept the rest of the old code. When the caller together
   * with its new helpers is more similar to n1 than the helper alone - or nearly as similar, and
   * n1's callers now call it - the caller is n1's successor and the helper will be found
   * extracted from it. A helper several new methods call needs that caller evidence to choose,
   * or a caller that kept n1's name but for letter case (`unpackUtf8()` -> `unpackUTF8()`, which
   * now calls the new `unpackTextHeader()`): a name's spelling changes, its words stay.
   */
  private delegatingSuccessors(n1: CstNode, helper: CstNode, helperScore: number): Candidate[] {
    if (n1.simpleName === helper.simpleName || !this.sameLocation(n1, helper)) return [];
    const callers = this.after
      .sources('uses', helper)
      .filter((n3) => n3 !== helper && n3.parent === helper.parent && n3.type === n1.type && this.isLeftoverMember(n3, this.added));
    const code1 = this.codeOf(n1);
    const helperReferences = this.referenceSimilarity(n1, helper);
    const candidates: Candidate[] = [];
    // n1's callers now split among several of the helper's callers (`@operator()` -> `@filter_operator`,
    // `@operator(node_classes=...)` -> `@output_operator`, both calling `stream_operator`): none of
    // them took n1's place by its callers' evidence, the helper alone is as like it as ever.
    const referenceScores = callers.map((n3) => this.referenceSimilarity(n1, n3));
    const referencedCallers = callers.length > 1 ? referenceScores.filter((references) => references > helperReferences).length : 0;
    for (const [k, n3] of callers.entries()) {
      if (!this.relationshipFor(n1, n3)) continue;
      // A caller that kept n1's very name in its place (its parameters changed) is n1 with its body
      // handed to the helper, as far as that helper and it together are similar enough: its other
      // new helpers (`_mask_sequences_py` beside `_mask_sequences_tensor`, a second case it now
      // dispatches to) are code of its own, and its own code may be mostly new.
      // Not where the name shifted along a chain (`remove()` -> `removeAt()` while `removeAt()` ->
      // `removeNodesAt()`): a gone sibling more like the caller than n1 is is its predecessor.
      const keptVeryName = n1.simpleName === n3.simpleName && !this.hasCloserPredecessor(n1, n3);
      const composite = keptVeryName ? this.codeWithHelper(n3, helper) : this.codeWithHelpers(n3);
      if (!composite) continue;
      const { shared, score } = sharedAndSimilarity(this.vocabulary, code1, composite);
      const references = referenceScores[k];
      const referenced = references > helperReferences;
      const keptName = sameNameIgnoringCase(n1, n3);
      // Several new callers of the helper: only n1's callers can tell which one took its place.
      if (callers.length > 1 && !keptName && (!referenced || referencedCallers > 1)) continue;
      // Callers' evidence breaks near ties only: code far less similar than the helper's is not outweighed.
      if (score <= helperScore && !keptVeryName && !((referenced || keptName) && score > helperScore - SUCCESSOR_NEAR_TIE)) continue;
      // Scored as matchByReferences scores: code and callers' evidence together.
      const evidence = referenced ? (score + references) / 2 : score;
      if (evidence > this.requiredSimilarity(n1, n3)) candidates.push(this.candidate(n1, n3, shared * evidence, evidence));
    }
    return candidates;
  }

  /**
   * A callable moved to another type under its very signature while the helpers it called, gone
   * with it, were inlined into it (`markTaskAsComplete()` taken from `TasksActivityTest` to
   * `TasksFragmentTest`, its `viewAllTasks()` and `clickCheckBoxForTask(...)` written out in it):
   * alone its old code is too little like the new, with those helpers' bodies it is like enough.
   * Only where one added callable of that signature is left.
   */
  private matchMovedWithInlinedHelpers(): void {
    const candidates: Candidate[] = [];
    for (const n1 of this.removed) {
      if (!isCallable(n1) || isAnonymous(n1)) continue;
      const successors = this.after.withLocalName(n1.localName).filter((n2) => this.added.has(n2) && this.matchableKinds(n1, n2) && !this.sameLocation(n1, n2));
      if (successors.length !== 1) continue;
      const [n2] = successors;
      const type = this.relationshipFor(n1, n2);
      if (type !== 'MOVE' && type !== 'INTERNAL_MOVE') continue;
      const composite = this.codeWithRemovedHelpers(n1);
      if (!composite) continue;
      const { shared, score } = sharedAndSimilarity(this.vocabulary, composite, this.codeOf(n2));
      if (score > this.requiredSimilarity(n1, n2)) candidates.push(this.candidate(n1, n2, shared * score, score));
    }
    this.acceptInOrder(candidates);
  }

  /**
   * The mirror of delegatingSuccessors: a method renamed in place while a helper it called was
   * inlined into it (`test_select()` calling `_select_example()` -> `test_selector()` holding its
   * code). The helper alone looks like the new method; its caller together with the removed
   * helpers it called looks more like it. The caller is then n2's predecessor, and the helper
   * will be found inlined into it. A helper several removed methods called is left to its own
   * match, unless a caller kept n2's name but for letter case. A caller with n2's very name is a
   * removed overload (`createAccountPB()` calling `createAccount(int)`, which became
   * `createAccountPB(int)`): the helper took its name, and the overload was inlined elsewhere.
   * On RefDiff 2.0's Java oracle that overload was the rule's only other firing (3 true reports).
   */
  private inliningPredecessors(helper: CstNode, n2: CstNode, helperScore: number): Candidate[] {
    if (helper.simpleName === n2.simpleName || !this.sameLocation(helper, n2)) return [];
    const callers = this.before
      .sources('uses', helper)
      .filter((n3) => n3 !== helper && n3.parent === helper.parent && n3.type === n2.type && this.isLeftoverMember(n3, this.removed));
    const code2 = this.codeOf(n2);
    const candidates: Candidate[] = [];
    for (const n3 of callers) {
      if (n3.simpleName === n2.simpleName || (callers.length > 1 && !sameNameIgnoringCase(n3, n2))) continue;
      if (!this.relationshipFor(n3, n2)) continue;
      const composite = this.codeWithRemovedHelpers(n3);
      if (!composite) continue;
      const { shared, score } = sharedAndSimilarity(this.vocabulary, composite, code2);
      if (score > helperScore && score > this.requiredSimilarity(n3, n2)) candidates.push(this.candidate(n3, n2, shared * score, score));
    }
    return candidates;
  }

  /** A member's code together with the bodies of the removed members of its type it called; undefined when it called none. */
  private codeWithRemovedHelpers(n1: CstNode): WeightedTokens | undefined {
    const helpers = this.before
      .targets('uses', n1)
      .filter((helper) => helper !== n1 && helper.parent === n1.parent && helper.type === n1.type && this.removed.has(helper));
    if (helpers.length === 0) return undefined;
    return weighted(this.vocabulary, helpers.reduce((code, helper) => plus(code, this.movedBodyOf(helper)), this.codeTokens(n1)));
  }

  /** A member's code together with the bodies of the new members of its type it calls; undefined when it calls none. */
  private codeWithHelpers(n2: CstNode): WeightedTokens | undefined {
    const helpers = this.after
      .targets('uses', n2)
      .filter((helper) => helper !== n2 && helper.parent === n2.parent && helper.type === n2.type && this.added.has(helper));
    if (helpers.length === 0) return undefined;
    return weighted(this.vocabulary, helpers.reduce((code, helper) => plus(code, this.movedBodyOf(helper)), this.codeTokens(n2)));
  }

  /** Whether a gone sibling of n1 of n3's kind is more similar to n3 than n1 is. */
  private hasCloserPredecessor(n1: CstNode, n3: CstNode): boolean {
    const kept = this.codeSimilarity(n1, n3);
    return this.unmatchedSiblings(n1, this.before, this.removed).some((m1) => m1.type === n3.type && this.codeSimilarity(m1, n3) > kept);
  }

  /** A member's code together with the body of one new helper it calls. */
  private codeWithHelper(n2: CstNode, helper: CstNode): WeightedTokens {
    return weighted(this.vocabulary, plus(this.codeTokens(n2), this.movedBodyOf(helper)));
  }

  /** Unmatched named nodes after the change, by each token of their code. */
  private indexAddedByToken(): Map<string, CstNode[]> {
    const index = new Map<string, CstNode[]>();
    for (const n2 of this.added) {
      if (isAnonymous(n2)) continue;
      for (const token of this.codeTokens(n2).keys()) {
        const postings = index.get(token);
        if (postings) postings.push(n2);
        else index.set(token, [n2]);
      }
    }
    return index;
  }

  /**
   * The added nodes that can reach `required` similarity with n1, without comparing all pairs
   * (a commit that replaces thousands of generated functions must not go quadratic): prefix
   * filtering. Any n2 with similarity > t shares more than t * weight(n1) with n1, so it must
   * share a token with the rarest tokens of n1 that carry more than (1 - t) of its weight.
   * Tokens in more than MAX_POSTINGS_SEARCHED unmatched nodes are not searched: a pair must share
   * something rarer. Nodes with n1's own identifier are candidates too: pull up and push down
   * ignore similarity.
   */
  private similarityCandidates(n1: CstNode, index: Map<string, CstNode[]>, required: number): Set<CstNode> {
    const found = new Set<CstNode>(this.identityCandidates(n1));
    const code = this.codeOf(n1);
    let remaining = code.weight;
    for (const { token, weight } of this.rarestTokensFirst(n1, code.tokens)) {
      if (remaining <= required * code.weight) break;
      const postings = index.get(token) ?? [];
      // A token common to much of the change (look-alike code) would bring in all of it.
      if (postings.length > MAX_POSTINGS_SEARCHED) continue;
      remaining -= weight;
      for (const n2 of postings) if (this.added.has(n2)) found.add(n2);
    }
    return found;
  }

  /**
   * A node's code tokens, rarest first (ties in token order), with their weights: sorted once,
   * as both rounds of matchBySimilarity search from every removed node (bags and idfs never change).
   */
  private rarestTokensFirst(node: CstNode, tokens: Multiset): readonly RankedToken[] {
    let ranked = this.rankedTokens.get(node);
    if (!ranked) {
      ranked = [...tokens.entries()]
        .map(([token, count]) => {
          const idf = this.vocabulary.idf(token);
          return { token, idf, weight: count * idf };
        })
        .sort((a, b) => b.idf - a.idf || (a.token < b.token ? -1 : a.token > b.token ? 1 : 0));
      this.rankedTokens.set(node, ranked);
    }
    return ranked;
  }
  private readonly rankedTokens = new Map<CstNode, readonly RankedToken[]>();

  /**
   * Unmatched nodes with n1's own identifier where identity alone may match them (pull up and
   * push down ignore similarity): in n1's container as it is now, or in a direct supertype or
   * subtype of it. Looked up through the hierarchy rather than among all nodes of that name: in
   * templated code every class has its `factor()`, and pairing each with each is quadratic.
   */
  private identityCandidates(n1: CstNode): CstNode[] {
    const sameIdentifier = (n2: CstNode) => n2.localName === n1.localName && this.added.has(n2) && !isAnonymous(n2);
    if (!n1.parent) return this.after.withLocalName(n1.localName).filter((n2) => sameIdentifier(n2) && this.sameLocation(n1, n2));
    const container = this.beforeToAfter.get(n1.parent);
    if (!container) return [];
    const containers = [container, ...this.after.targets('subtype', container), ...this.after.sources('subtype', container)];
    return containers.flatMap((c) => c.children.filter(sameIdentifier));
  }

  /**
   * Renamed or moved elements whose code changed too much for similarity alone, recognised by
   * their callers (ReMapper's reference similarity): matched callers that called n1 and now
   * call n2, or callees renamed or moved that n1 called and n2 calls in their new version.
   * Scored (code + references) / 2; repeated while new matches reveal more references.
   */
  private matchByReferences(): void {
    for (let round = 0; round < 3; round++) {
      const candidates: Candidate[] = [];
      const renamedInPlace = new Map<CstNode, boolean>();
      for (const n1 of this.removed) {
        if (isAnonymous(n1)) continue;
        const renamedCallees = this.renamedCallees(n1);
        for (const n2 of this.referenceCandidates(n1, renamedCallees)) {
          if (!this.matchableKinds(n1, n2) || isAnonymous(n2) || !this.relationshipFor(n1, n2)) continue;
          const code = this.codeSimilarity(n1, n2);
          if (code <= this.settings.minimumCodeSimilarityWithReferences && !this.callReplacedInPlace(n1, n2)) continue;
          // Callees say less than callers (many methods call one helper): they count only for
          // code nearly similar enough on its own, as an in-place rename's must be.
          const weakCode = code <= this.settings.threshold - this.settings.identityChangePenalty;
          // Call sites say little where a new name's code is what its caller lost: extracted, not renamed.
          if (weakCode && n1.simpleName !== n2.simpleName && isCodeItsCallerLost(this, n2, code)) continue;
          const calleeEvidence = weakCode ? 0 : this.renamedCalleeSimilarity(renamedCallees, n2);
          const references = Math.max(this.referenceSimilarity(n1, n2), calleeEvidence, this.subtypeSimilarity(n1, n2));
          const score = (code + references) / 2;
          // The score first: it is cheap, and most pairs fall short of it.
          if (score <= this.requiredSimilarity(n1, n2) || this.accessesAnotherField(n1, n2)) continue;
          if (n1.type === 'Field' && n2.type === 'Field' && this.callersContradictFieldRename(n1, n2, weakCode)) continue;
          if (n1.simpleName !== n2.simpleName && !this.sameLocation(n1, n2) && this.renamedInPlaceByCalls(n1, renamedInPlace)) continue;
          candidates.push(this.candidate(n1, n2, score, score));
        }
      }
      if (candidates.length === 0) return;
      this.acceptInOrder(candidates);
    }
  }

  /**
   * A callable whose every kept caller now calls the new one in the very place it called the old
   * (`self.train_network()` -> `self.train_qnet()`, the same tokens around the call), each caller
   * beside the callee on both sides, with the same parameters: the call site says renamed, however
   * much the body grew (RefactoringMiner matches the call replaced in its statement).
   */
  private callReplacedInPlace(n1: CstNode, n2: CstNode): boolean {
    if (n1.simpleName === n2.simpleName || !isCallable(n1) || !isCallable(n2) || n1.parameters.length !== n2.parameters.length || !haveSameParameters(n1, n2)) return false;
    const callers = this.before.sources('uses', n1).filter((caller) => caller !== n1 && !encloses(caller, n1));
    // Each caller a sibling of the callee on both sides: the pair stayed together, wherever their type went.
    const besideCallee = (caller: CstNode) => caller.parent === n1.parent && this.beforeToAfter.get(caller)?.parent === n2.parent;
    if (callers.length === 0 || !callers.every(besideCallee) || this.referenceSimilarity(n1, n2) !== 1) return false;
    // The callers are matched for good by now: what their tokens say is asked once per pair.
    const key = `${n1.id}:${n2.id}`;
    let inPlace = this.callsReadInPlace.get(key);
    if (inPlace === undefined) {
      inPlace = callers.every((caller) => this.readRenamedInPlace(n1, n2, [caller]));
      this.callsReadInPlace.set(key, inPlace);
    }
    return inPlace;
  }

  private readonly callsReadInPlace = new Map<string, boolean>();

  /**
   * Whether a new callable beside n1 took its calls in place (callReplacedInPlace): n1 was renamed
   * there, and its code that went elsewhere (`specialized_doctest()`'s body, now a `float_doctest()`
   * of another module that `custom_doctest()` dispatches to through a table) did not take its identity.
   */
  private renamedInPlaceByCalls(n1: CstNode, asked: Map<CstNode, boolean>): boolean {
    let renamed = asked.get(n1);
    if (renamed === undefined) {
      const parentAfter = n1.parent && this.beforeToAfter.get(n1.parent);
      renamed = !!parentAfter && parentAfter.children.some((n3) => this.added.has(n3) && n3.type === n1.type && this.callReplacedInPlace(n1, n3));
      asked.set(n1, renamed);
    }
    return renamed;
  }

  /**
   * Callers' evidence for a field renamed, taken back where their code says otherwise. Fields
   * merged: more of the type's removed fields than of its added ones went out of the same
   * callers, each of them read wherever the new field is (`SPRING_PROPERTY` and
   * `SYSTEM_PROPERTY_VARIABLES` both replaced by `FILE_PROPERTIES` in `target()`): none of them
   * was renamed. A field removed beside a renamed one (`debug` gone, `host` -> `serverHost`) was
   * read in fewer places than the new field and merged into nothing; a use renamed in place
   * (readRenamedInPlace) outweighs a merge. And, with little code in common, the old name read
   * in a changed caller as often as before: the field went, a local took its name
   * (`deploymentId`, now `String deploymentId = getPath()` in `run()`), whatever its setter
   * became. A parameter of the old name (`this.name = name` -> `this.fullName = name`) is read
   * once less: renamed.
   */
  private callersContradictFieldRename(n1: CstNode, n2: CstNode, weakCode: boolean): boolean {
    const callers = this.before.sources('uses', n1).filter((caller) => caller !== n1 && !encloses(caller, n1));
    const kept = callers.filter((caller) => this.beforeToAfter.has(caller));
    const callersAfter = new Set(kept.map((caller) => this.beforeToAfter.get(caller)!));
    if (weakCode) {
      // A caller whose code did not change says nothing here (a parameter of the old name that the plugin read as the field).
      const count = (node: CstNode) => this.codeTokens(node).get(n1.simpleName) ?? 0;
      const tookName = kept.some((caller) => {
        const callerAfter = this.beforeToAfter.get(caller)!;
        return count(callerAfter) > 0 && count(callerAfter) >= count(caller) && !sameTokens(this.codeTokens(caller), this.codeTokens(callerAfter));
      });
      if (tookName) return true;
      // Nothing of the declaration kept but its place (neither type, value, modifier nor a word of
      // the name: `private static int COUNT = 0` -> `final AtomicBoolean stillExecuting = new
      // AtomicBoolean()`): only a caller reading the new field where it read the old says renamed.
      // Callers that merely use both (a counter's `++COUNT`, now a flag's `stillExecuting.set(true)`)
      // replaced one by another. `processedCount` -> `processedTotalCount` kept words of its name.
      if (!this.declarationsShareWords(n1, n2) && sharedNameWords(n1, n2) === 0 && !this.readRenamedInPlace(n1, n2, kept)) return true;
    }
    // The kept callers of the new field (not the code that declares it), as they were before.
    const readersOfNew = this.after
      .sources('uses', n2)
      .filter((caller) => caller !== n2 && !encloses(caller, n2))
      .map((caller) => this.afterToBefore.get(caller))
      .filter((caller): caller is CstNode => caller !== undefined);
    const lost = (n1.parent?.children ?? []).filter((m1) => {
      if (m1.type !== 'Field' || !this.removed.has(m1)) return false;
      const readers = this.before.sources('uses', m1);
      return readers.some((caller) => callersAfter.has(this.beforeToAfter.get(caller)!)) && readersOfNew.every((caller) => readers.includes(caller));
    });
    const gained = (n2.parent?.children ?? []).filter((m2) => m2.type === 'Field' && this.added.has(m2) && this.after.sources('uses', m2).some((caller) => callersAfter.has(caller)));
    return lost.length > gained.length && !this.readRenamedInPlace(n1, n2, kept);
  }

  /** Whether the two declarations, less their names, have a word in common (a type, a value, a modifier), not only punctuation. */
  private declarationsShareWords(n1: CstNode, n2: CstNode): boolean {
    const words2 = this.declarationWithoutName(n2, this.after);
    return [...this.declarationWithoutName(n1, this.before).keys()].some((token) => WORD.test(token) && words2.has(token));
  }

  /**
   * Whether a kept caller reads the new field where it read the old one, after the same three
   * tokens and before the same two (`listener.onProgressUpdate(FINDING_WATCHED_REFERENCES)` ->
   * `onProgressUpdate(FINDING_LEAKING_INSTANCES)`): a use renamed in place, as the statement
   * mapper reads a replacement. Fields merged into one are read in new code
   * (`SystemProperties.get(SYSTEM_PROPERTY_VARIABLES)` -> `firstValue(environment, FILE_PROPERTIES)`).
   */
  private readRenamedInPlace(n1: CstNode, n2: CstNode, callers: readonly CstNode[], renamedTo: ReadonlyMap<string, string> = NO_RENAMES, counts: (tokens: readonly string[], i: number) => boolean = () => true): boolean {
    const around = (tokens: readonly string[], i: number) => `${tokens.slice(Math.max(0, i - 3), i).join(' ')}\u0000${tokens.slice(i + 1, i + 3).join(' ')}`;
    return callers.some((caller) => {
      const callerAfter = this.beforeToAfter.get(caller)!;
      const after = this.after.tokensBetween(callerAfter, callerAfter.location.begin, callerAfter.location.end);
      const places = new Set<string>();
      for (let i = 0; i < after.length; i++) if (after[i] === n2.simpleName) places.add(around(after, i));
      if (places.size === 0) return false;
      // The old code read with the renames: `this.x = x` -> `this.y = y` is one place renamed, and
      // so is `this.listener = onLoadMore` -> `this.onTrailing = listener` with the caller's
      // parameter renamed in its place. Only the old name's places count: one where the new name
      // already stood says nothing. The old name first, then the caller's parameters, then `renamedTo`.
      const parameterRenames = caller.parameters.length === callerAfter.parameters.length ? new Map(caller.parameters.map(({ name }, i) => [name, callerAfter.parameters[i].name])) : undefined;
      const renamed = (token: string) => (token === n1.simpleName ? n2.simpleName : (parameterRenames?.get(token) ?? renamedTo.get(token) ?? token));
      const original = this.before.tokensBetween(caller, caller.location.begin, caller.location.end);
      // Only the tokens around each place of the old name are read renamed.
      const aroundRenamed = (i: number) => `${original.slice(Math.max(0, i - 3), i).map(renamed).join(' ')}\u0000${original.slice(i + 1, i + 3).map(renamed).join(' ')}`;
      return original.some((token, i) => token === n1.simpleName && counts(original, i) && places.has(aroundRenamed(i)));
    });
  }

  /**
   * Two callables that each use one field of their own type, fields that are two values: each
   * matched elsewhere, or both unmatched and the callers contradicting their rename
   * (`setDeploymentId` writing `deploymentId`, gone, a local of that name now in `run()`;
   * `setPlayToolProvider` writing `playToolProvider`, new). A setter or getter is its field's,
   * and a field that was not renamed took no accessor with it: callers calling the new one where
   * they called the old one say only that the type's property changed, and their one place among
   * the members that their type's other property now holds it. Fields merely not matched
   * (`lastHandle` -> `lastWriteTime`, read alike) leave their getters to the other evidence.
   * In place only: a method moved or kept by name is its own.
   */
  private accessesAnotherField(n1: CstNode, n2: CstNode): boolean {
    // Renamed in place only: a method moved to another type may find its field's copy there.
    if (!isCallable(n1) || !isCallable(n2) || n1.simpleName === n2.simpleName || !this.sameLocation(n1, n2)) return false;
    const field1 = this.soleOwnField(this.before, n1);
    const field2 = this.soleOwnField(this.after, n2);
    if (!field1 || !field2 || this.beforeToAfter.get(field1) === field2) return false;
    if (!this.removed.has(field1) || !this.added.has(field2)) return true;
    return this.callersContradictFieldRename(field1, field2, true);
  }

  /**
   * The accessor follows its field: a removed callable that uses one field of its type, renamed
   * (`mBaseQuickAdapter` -> `_adapterImpl`), and an added one in its place that uses the field's
   * new version, each the only unmatched one of its side to use that field, with as many
   * parameters (a setter stays a setter): `setBaseQuickAdapter(baseQuickAdapter)` ->
   * `setAdapterImpl(adapterImpl)`, renamed with it, whose bodies share little but their shape:
   * that shape, the old field read as the new one, must be much of both.
   */
  private matchAccessorsOfRenamedFields(): void {
    const accessors = (index: CstIndex, nodes: Iterable<CstNode>) => {
      const byField = new Map<CstNode, CstNode[]>();
      for (const node of nodes) {
        if (!isCallable(node) || isAnonymous(node)) continue;
        const field = this.soleOwnField(index, node);
        if (field) byField.set(field, [...(byField.get(field) ?? []), node]);
      }
      return byField;
    };
    const removedByField = accessors(this.before, this.removed);
    const addedByField = accessors(this.after, this.added);
    const candidates: Candidate[] = [];
    for (const [field1, removed] of removedByField) {
      const field2 = this.beforeToAfter.get(field1);
      if (!field2 || field2.simpleName === field1.simpleName) continue;
      const added = addedByField.get(field2);
      if (removed.length !== 1 || added?.length !== 1) continue;
      const [n1, n2] = [removed[0], added[0]];
      if (n1.parameters.length !== n2.parameters.length || !this.sameLocation(n1, n2) || !this.relationshipFor(n1, n2)) continue;
      // The field says which callables; their code must still say they are one (a setter of the
      // old field is no logger added beside the new one that reads it), as callers' evidence needs.
      if (this.accessorBodiesAlike(n1, n2, field1, field2) <= this.settings.minimumCodeSimilarityWithReferences) continue;
      const score = this.codeSimilarity(n1, n2);
      candidates.push(this.candidate(n1, n2, score, score));
    }
    this.acceptInOrder(candidates);
  }

  /**
   * How much of two accessors' bodies is the other's, the old field read as the new one (their
   * parameters are left out of bodies already): the lesser containment of either in the other.
   */
  private accessorBodiesAlike(n1: CstNode, n2: CstNode, field1: CstNode, field2: CstNode): number {
    const body1 = new Map(this.bodyOf(n1));
    const reads = body1.get(field1.simpleName);
    if (reads) {
      body1.delete(field1.simpleName);
      body1.set(field2.simpleName, (body1.get(field2.simpleName) ?? 0) + reads);
    }
    const body2 = this.bodyOf(n2);
    return Math.min(containment(this.vocabulary, body1, body2), containment(this.vocabulary, body2, body1));
  }

  /** The one field of its own type a callable uses, when it uses exactly one. */
  private soleOwnField(index: CstIndex, callable: CstNode): CstNode | undefined {
    const fields = index.targets('uses', callable).filter((target) => target.type === 'Field' && target.parent === callable.parent);
    return fields.length === 1 ? fields[0] : undefined;
  }

  /** Unmatched nodes called by the after-versions of n1's callers, or calling the new versions of its renamed callees. */
  private referenceCandidates(n1: CstNode, renamedCallees: readonly CstNode[]): Set<CstNode> {
    const found = new Set<CstNode>();
    for (const caller of this.before.sources('uses', n1)) {
      const callerAfter = this.beforeToAfter.get(caller);
      if (!callerAfter) continue;
      for (const callee of this.after.targets('uses', callerAfter)) {
        if (this.added.has(callee)) found.add(callee);
      }
    }
    for (const callee of renamedCallees) {
      for (const caller of this.after.sources('uses', this.beforeToAfter.get(callee)!)) {
        if (this.added.has(caller)) found.add(caller);
      }
    }
    for (const subtype of this.before.sources('subtype', n1)) {
      const subtypeAfter = this.beforeToAfter.get(subtype);
      if (!subtypeAfter) continue;
      for (const supertype of this.after.targets('subtype', subtypeAfter)) {
        if (this.added.has(supertype)) found.add(supertype);
      }
    }
    return found;
  }

  /**
   * Reference similarity of types by their subtypes: the kept subtypes of n1 that now extend
   * (implement) n2 instead. A small interface renamed with its one method changed keeps little
   * code, but every implementation names its new name. In place only: a type moved elsewhere
   * under its own name is found by that name, and its subtypes must not hand it to another
   * (on RefDiff 2.0's Java oracle that cost one true Move Class).
   */
  private subtypeSimilarity(n1: CstNode, n2: CstNode): number {
    if (!this.sameLocation(n1, n2)) return 0;
    const subtypes1 = this.before.sources('subtype', n1);
    const subtypes2 = this.after.sources('subtype', n2);
    if (subtypes1.length === 0 || subtypes2.length === 0) return 0;
    const shared = subtypes1.filter((subtype) => subtypes2.includes(this.beforeToAfter.get(subtype)!)).length;
    return (2 * shared) / (subtypes1.length + subtypes2.length);
  }

  /** The callees of n1 that were renamed or moved (matched, identity changed). */
  private renamedCallees(n1: CstNode): CstNode[] {
    return this.before.targets('uses', n1).filter((callee) => {
      const calleeAfter = this.beforeToAfter.get(callee);
      return callee !== n1 && calleeAfter !== undefined && !this.keptIdentity(callee, calleeAfter);
    });
  }

  /** Same identifier in the same place: matched by identity, neither renamed nor moved. */
  private keptIdentity(n1: CstNode, n2: CstNode): boolean {
    return haveSameSignature(n1, n2) && this.sameLocation(n1, n2);
  }

  /**
   * The other half of reference similarity: a method that called a renamed or moved element
   * (callees1, n1's renamed callees) and one that calls its new version (`sha1Encrypt()` calling
   * `encrypt()`, `sha1()` calling `hash()` once encrypt -> hash is known). Only renamed or moved
   * callees count: an unchanged helper called from both says nothing about identity.
   */
  private renamedCalleeSimilarity(callees1: readonly CstNode[], n2: CstNode): number {
    const callees2 = this.after.targets('uses', n2).filter((callee) => {
      const calleeBefore = this.afterToBefore.get(callee);
      return callee !== n2 && calleeBefore !== undefined && !this.keptIdentity(calleeBefore, callee);
    });
    if (callees1.length === 0 || callees2.length === 0) return 0;
    const shared = callees1.filter((callee) => callees2.includes(this.beforeToAfter.get(callee)!)).length;
    return (2 * shared) / (callees1.length + callees2.length);
  }

  /** 2 |shared callers| / (|callers of n1| + |callers of n2|), callers compared once matched. */
  private referenceSimilarity(n1: CstNode, n2: CstNode): number {
    const callers1 = this.before.sources('uses', n1);
    const callers2 = this.after.sources('uses', n2);
    if (callers1.length === 0 || callers2.length === 0) return 0;
    let shared = 0;
    for (const caller of callers1) {
      const callerAfter = caller === n1 ? n2 : this.beforeToAfter.get(caller);
      if (callerAfter && callers2.includes(callerAfter)) shared++;
    }
    return (2 * shared) / (callers1.length + callers2.length);
  }

  /**
   * The similarity a pair needs. An element keeps its identity in its name, its parameters and
   * its place; one that changed two of them keeps little but its code, so its code must say
   * more (renamed with new parameters, or moved to another type with new parameters). One
   * renamed in place with the same (non-empty) parameter list keeps most of it, so its code may
   * say a little less. A member that kept its name and parameters but went from a type that
   * disappeared to a type that appeared, the two not matched, has lost its place entirely; it
   * needs more too. On RefDiff 2.0's Java oracle the two stricter cases removed 10 false reports
   * (Move Method, Pull Up, Extract, Move Field) and 8 true ones (Move Method, Extract, Rename).
   */
  private requiredSimilarity(n1: CstNode, n2: CstNode): number {
    const { threshold, identityChangePenalty } = this.settings;
    const sameName = haveSameName(n1, n2);
    const sameParameters = haveSameParameters(n1, n2) || receiverTookParameter(n1, n2) || receiverTookParameter(n2, n1);
    if (!sameParameters && (!sameName || this.leftItsPlace(n1, n2))) return threshold + identityChangePenalty;
    if (sameName) return this.typeReplaced(n1, n2) ? threshold + identityChangePenalty : threshold;
    if (n1.parameters.length > 0 && this.sameLocation(n1, n2)) return threshold - identityChangePenalty;
    // A type renamed in place that kept every word of one name in the other (`HprofParser` ->
    // `HprofPushRecordsParser`) keeps its identity as a renamed method keeps its parameters.
    if (n1.children.length > 0 && n2.children.length > 0 && nestedNames(n1, n2) && this.sameLocation(n1, n2)) return threshold - identityChangePenalty;
    return threshold;
  }

  /**
   * Within a matched type (kept; asked again for the types renamed in place that matchByChildren
   * found by their members), the one unmatched callable of a name removed and the one of that name
   * added: the same callable with a new parameter list (`__init__(hparams)` ->
   * `__init__(vocab, embedder, hparams)`), whatever its body became, as callers still call it by
   * that name. Similarity never paired them when the parameters and the body both changed much.
   */
  private matchSameNamedLeftovers(inTypes: (parentBefore: CstNode, parentAfter: CstNode) => boolean = () => true): void {
    const candidates: Candidate[] = [];
    const named = (node: CstNode) => `${node.type}\u0000${hasStereotype(node, 'TYPE_CONSTRUCTOR') ? '' : node.simpleName}`;
    const isLeftover = (node: CstNode, unmatched: Set<CstNode>) => unmatched.has(node) && !isAnonymous(node) && node.type !== 'Field';
    for (const [parentBefore, parentAfter] of this.beforeToAfter) {
      if (!inTypes(parentBefore, parentAfter)) continue;
      const removed = uniqueBy(parentBefore.children.filter((child) => isLeftover(child, this.removed)), named);
      if (removed.size === 0) continue;
      const added = uniqueBy(parentAfter.children.filter((child) => isLeftover(child, this.added)), named);
      for (const [key, n1] of removed) {
        const n2 = added.get(key);
        if (!n2 || this.relationshipFor(n1, n2) !== 'CHANGE_SIGNATURE') continue;
        // An empty body (`private Keys() {}`, a utility class's guard) is not the code that replaced it.
        if (this.emptyBody(n1) !== this.emptyBody(n2)) continue;
        const score = this.codeSimilarity(n1, n2);
        candidates.push(this.candidate(n1, n2, score, score));
      }
    }
    this.acceptInOrder(candidates);
  }

  /**
   * A field declared by a constructor's parameter (Kotlin's `class A(val x: X)`, TypeScript's
   * `constructor(private x: X)`): the parameter in the same place of the matched constructor's
   * list under a new name, itself declaring an unmatched field, is that field renamed
   * (`val leakTraceInspectors: List<LeakTraceInspector>` -> `val objectInspectors:
   * List<ObjectInspector>`). Its declaration alone is too short for similarity to tell. Only
   * where neither name is found in the other list (a reorder, or a parameter inserted before it,
   * shifts names). Lists of other lengths, parameters added or removed at the end, only where the
   * places they share kept every other name (`HprofWriter(sink, val idSize)` ->
   * `HprofWriter(sink, val identifierByteSize, val hprofVersion)`); a list rewritten
   * (`(className, leakTrace, retainedHeapByteSize)` -> `(leakTraces)`) says nothing.
   */
  private matchPropertiesOfRenamedParameters(onlyUnmatchedConstructors = false): void {
    const candidates: Candidate[] = [];
    for (const [c1, c2, matched] of this.constructorPairs()) {
      if (onlyUnmatchedConstructors && matched) continue;
      const names1 = new Set(c1.parameters.map(({ name }) => name));
      const names2 = new Set(c2.parameters.map(({ name }) => name));
      const shared = Math.min(c1.parameters.length, c2.parameters.length);
      const renamedPlaces = c1.parameters.slice(0, shared).filter(({ name }, i) => name !== c2.parameters[i].name).length;
      // Constructors not matched yet (their types' leftovers) are only aligned on the names both keep.
      const inPlace = matched && (c1.parameters.length === c2.parameters.length || (shared >= 2 && renamedPlaces === 1));
      const pairs: Array<[string, string]> = inPlace
        ? c1.parameters.slice(0, shared).map(({ name }, i) => [name, c2.parameters[i].name])
        : replacedBetweenKeptNames(c1.parameters.map(({ name }) => name), c2.parameters.map(({ name }) => name));
      for (const [name1, name2] of pairs) {
        if (name1 === name2 || names2.has(name1) || names1.has(name2)) continue;
        const f1 = declaredByParameter(c1, name1, this.removed);
        const f2 = declaredByParameter(c2, name2, this.added);
        if (f1 && f2 && this.relationshipFor(f1, f2) === 'RENAME') candidates.push(this.candidate(f1, f2, 1, this.codeSimilarity(f1, f2)));
      }
    }
    this.acceptInOrder(candidates);
  }

  /**
   * The constructors of matched types, paired: matched to each other (true), or, before their
   * types' leftovers are matched (their parameters changed), the one constructor of each side's
   * type (false: compared only where the lists keep names to align them on).
   */
  private constructorPairs(): Array<[CstNode, CstNode, boolean]> {
    const isConstructor = (node: CstNode) => this.isConstructorLike(node);
    const sameKind = (c1: CstNode, c2: CstNode) => hasStereotype(c1, 'TYPE_CONSTRUCTOR') === hasStereotype(c2, 'TYPE_CONSTRUCTOR') && (hasStereotype(c1, 'TYPE_CONSTRUCTOR') || c1.simpleName === c2.simpleName);
    const pairs: Array<[CstNode, CstNode, boolean]> = [];
    for (const [n1, n2] of this.beforeToAfter) {
      if (isConstructor(n1) && isConstructor(n2) && sameKind(n1, n2) && n1.parent && n2.parent) pairs.push([n1, n2, true]);
      const constructors1 = this.constructorsAmong(n1);
      const constructors2 = this.constructorsAmong(n2);
      if (constructors1.length === 1 && constructors2.length === 1 && sameKind(constructors1[0], constructors2[0]) && this.removed.has(constructors1[0]) && this.added.has(constructors2[0])) pairs.push([constructors1[0], constructors2[0], false]);
    }
    return pairs;
  }

  /**
   * A type's constructor, or a callable that declares fields in its body: its type's constructor
   * whatever the language calls it (Python's `__init__`, with `self.x = x`), kept under its name.
   * Read once per node: each pass over the constructors asks it of every matched node's children.
   */
  private isConstructorLike(node: CstNode): boolean {
    let known = this.constructorLike.get(node);
    if (known === undefined) {
      known = hasStereotype(node, 'TYPE_CONSTRUCTOR') || (isCallable(node) && !!node.parent && this.fieldsOf(node.parent).some((field) => encloses(node, field)));
      this.constructorLike.set(node, known);
    }
    return known;
  }
  private readonly constructorLike = new Map<CstNode, boolean>();

  /** A node's constructor-like children (isConstructorLike), read once: each pass over the constructors asks for those of every matched node. */
  private constructorsAmong(node: CstNode): readonly CstNode[] {
    if (node.children.length === 0) return node.children;
    let found = this.constructorChildren.get(node);
    if (!found) this.constructorChildren.set(node, (found = node.children.filter((child) => this.isConstructorLike(child))));
    return found;
  }
  private readonly constructorChildren = new Map<CstNode, readonly CstNode[]>();

  private fieldsOf(type: CstNode): readonly CstNode[] {
    let fields = this.fieldChildren.get(type);
    if (!fields) this.fieldChildren.set(type, (fields = type.children.filter((child) => child.type === 'Field')));
    return fields;
  }
  private readonly fieldChildren = new Map<CstNode, CstNode[]>();

  /**
   * Within a matched type, a field whose declaration reads the same but for names the change
   * renamed: its own, and at least one other element's it names (a type, a method, a field):
   * `private val onInstanceRetainedListener: OnInstanceRetainedListener` -> `private val
   * ON_OBJECT_RETAINED_LISTENER: OnObjectRetainedListener` with the interface renamed;
   * `hasWatchedInstances` whose getter now calls the renamed `removeWeaklyReachableObjects()` on
   * the renamed `watchedObjects`. The renames found say what the old code reads as now; a
   * declaration that names no renamed element says too little (two `= 0` counters). Only a pair
   * that is each other's one candidate, at more than a moved or renamed element's threshold.
   */
  private matchFieldsThroughRenamedNames(): void {
    const renamedTo = this.renamedNames();
    if (renamedTo.size === 0) return;
    const required = this.settings.threshold + this.settings.identityChangePenalty;
    const candidates: Candidate[] = [];
    for (const [p1, p2] of this.beforeToAfter) {
      const removed = p1.children.filter((child) => child.type === 'Field' && this.removed.has(child) && !isAnonymous(child));
      if (removed.length === 0) continue;
      const added = p2.children.filter((child) => child.type === 'Field' && this.added.has(child) && !isAnonymous(child));
      // Among so many look-alike fields (generated code) no one pair could be told anyway.
      if (removed.length * added.length > MAX_FIELD_PAIRS_COMPARED) continue;
      const addedCode = new Map<CstNode, WeightedTokens>();
      const codeOfAdded = (f2: CstNode) => {
        let code = addedCode.get(f2);
        if (!code) addedCode.set(f2, (code = weighted(this.vocabulary, this.declarationWithoutName(f2, this.after))));
        return code;
      };
      const found: Candidate[] = [];
      for (const f1 of removed) {
        const tokens = this.declarationWithoutName(f1, this.before);
        if (![...tokens.keys()].some((token) => renamedTo.has(token))) continue;
        const readNow: Multiset = new Map();
        for (const [token, count] of tokens) {
          const now = renamedTo.get(token) ?? token;
          readNow.set(now, (readNow.get(now) ?? 0) + count);
        }
        const code1 = weighted(this.vocabulary, readNow);
        for (const f2 of added) {
          if (this.relationshipFor(f1, f2) !== 'RENAME') continue;
          const score = similarity(this.vocabulary, code1, codeOfAdded(f2));
          if (score > required) found.push(this.candidate(f1, f2, score, this.codeSimilarity(f1, f2)));
        }
      }
      candidates.push(...eachOthersOnly(found));
    }
    this.acceptInOrder(candidates);
  }

  /**
   * Within a matched type, a removed field and an added one that kept callers read where they
   * read the old one (an assignment of another value counts where it names one new field; one of
   * the old name, a parameter's, fits any new field set from a parameter of its name) (`z = event in self._eventspace_set` -> `z = event in self._alphabet_set`,
   * `parser.className(classId)` -> `index.className(classId)`): the statements' replacement
   * RefactoringMiner reads a rename from, found where the declarations (`= None` declared in the
   * class now, beside the `__init__` assignment) and the callers as a whole (rewritten around it)
   * say too little for similarity and references. Only a pair that is each other's one candidate,
   * and that no caller's code contradicts (callersContradictFieldRename).
   */
  private matchFieldsReadInPlace(): void {
    const candidates: Candidate[] = [];
    const renamedTo = this.renamedNames();
    for (const [p1, p2] of this.beforeToAfter) {
      const removed = p1.children.filter((child) => child.type === 'Field' && this.removed.has(child) && !isAnonymous(child));
      if (removed.length === 0) continue;
      const added = new Set(p2.children.filter((child) => child.type === 'Field' && this.added.has(child) && !isAnonymous(child)));
      if (added.size === 0 || removed.length * added.size > MAX_FIELD_PAIRS_COMPARED) continue;
      const found: Candidate[] = [];
      for (const f1 of removed) {
        const kept = this.before.sources('uses', f1).filter((caller) => caller !== f1 && !encloses(caller, f1) && this.beforeToAfter.has(caller));
        const readers = new Set(kept.flatMap((caller) => this.after.targets('uses', this.beforeToAfter.get(caller)!)));
        // Read in place is the evidence. An assignment of the field's own name (`this.parser =
        // parser`, read as `this.index = index`) fits any new field set from a parameter of its
        // name: none. One of another value (`this.loadMoreListener = onLoadMoreListener` ->
        // `this.onTrailingListener = listener`) decides only where it names one new field.
        const assignedFrom = (tokens: readonly string[], i: number) => tokens[i + 1] === '=';
        const reads = (tokens: readonly string[], i: number) => !assignedFrom(tokens, i);
        const assignedOtherValue = (tokens: readonly string[], i: number) => assignedFrom(tokens, i) && tokens[i + 2] !== f1.simpleName;
        const read: CstNode[] = [];
        const assigned: CstNode[] = [];
        for (const f2 of readers) {
          if (!added.has(f2) || this.relationshipFor(f1, f2) !== 'RENAME') continue;
          if (this.readRenamedInPlace(f1, f2, kept, renamedTo, reads)) read.push(f2);
          else if (this.readRenamedInPlace(f1, f2, kept, renamedTo, assignedOtherValue)) assigned.push(f2);
        }
        for (const f2 of read.length > 0 ? read : assigned) {
          if (!this.callersContradictFieldRename(f1, f2, true)) found.push(this.candidate(f1, f2, 1, this.codeSimilarity(f1, f2)));
        }
      }
      candidates.push(...eachOthersOnly(found));
    }
    this.acceptInOrder(candidates);
  }

  /**
   * Within a matched type, a field its constructor set that is gone and one the constructor sets
   * now, whose names begin with one word but for its ending (`explore_steps` -> `exploration`):
   * what RefactoringMiner reads from the constructor's statements, one assignment for the other,
   * where the value changed too much for the declarations to say it. Only fields declared by an
   * assignment in a callable (Python's `self.x = ...` in `__init__`; a declaration of its own says
   * more and is compared by similarity), each the other's one candidate, the old name read by no
   * kept code.
   */
  private matchConstructorFieldsByStem(): void {
    const candidates: Candidate[] = [];
    // In the body, not the parameter list: a Kotlin constructor property (`val trace: Trace`) is a declaration of its own.
    const inBody = (member: CstNode, field: CstNode) => member.location.file === field.location.file && member.location.bodyBegin < member.location.bodyEnd && member.location.bodyBegin <= field.location.begin && field.location.end <= member.location.bodyEnd;
    const setInCallable = (field: CstNode) => !!field.parent && field.parent.children.some((member) => isCallable(member) && inBody(member, field));
    const unmatchedFields = (type: CstNode, unmatched: Set<CstNode>) => type.children.filter((child) => child.type === 'Field' && unmatched.has(child) && !isAnonymous(child) && setInCallable(child));
    for (const [p1, p2] of this.beforeToAfter) {
      const removed = unmatchedFields(p1, this.removed);
      if (removed.length === 0) continue;
      const added = unmatchedFields(p2, this.added);
      if (added.length === 0 || removed.length * added.length > MAX_FIELD_PAIRS_COMPARED) continue;
      const found: Candidate[] = [];
      for (const f1 of removed) {
        for (const f2 of added) {
          if (!sameLeadingStem(f1.simpleName, f2.simpleName) || this.relationshipFor(f1, f2) !== 'RENAME') continue;
          // The name says which of the fields the new one took over where several went into it
          // (`explore_steps`, `epsilon`, ... into an `exploration` object: callersContradictFieldRename
          // would call it a merge, RefactoringMiner the rename of the one whose name it continues).
          // Kept code still reading the old name says the field went, not renamed.
          if (!this.oldNameStillRead(f1)) found.push(this.candidate(f1, f2, 1, this.codeSimilarity(f1, f2)));
        }
      }
      candidates.push(...eachOthersOnly(found));
    }
    this.acceptInOrder(candidates);
  }

  /** Whether a kept caller of a removed field still names it (a local took the name, or the code was left reading it). */
  private oldNameStillRead(n1: CstNode): boolean {
    return this.before
      .sources('uses', n1)
      .filter((caller) => caller !== n1 && !encloses(caller, n1))
      .some((caller) => {
        const callerAfter = this.beforeToAfter.get(caller);
        return !!callerAfter && (this.codeTokens(callerAfter).get(n1.simpleName) ?? 0) > 0;
      });
  }

  /**
   * A field renamed on its way to where its siblings went: two or more members of its old
   * container moved together into another, unmatched to it (module constants moved into a class:
   * `BOS_TOKEN`, `EOS_TOKEN`, `UNK_TOKEN`), and there an added field whose declaration reads the
   * same but for its name (`PADDING_TOKEN = "<PAD>"` -> `PAD_TOKEN = "<PAD>"`), which kept code
   * now reads where it read the old one. Only a pair that is each other's one candidate: a
   * declaration says too little for similarity (its name is most of it), the siblings and the
   * callers say where it went.
   */
  private matchFieldsMovedWithSiblings(): void {
    const found: Candidate[] = [];
    const isUnmatchedField = (node: CstNode, unmatched: Set<CstNode>) => node.type === 'Field' && unmatched.has(node) && !isAnonymous(node) && this.hasCodeOfItsOwn(node);
    for (const p1 of this.before.nodes) {
      const removed = p1.children.filter((child) => isUnmatchedField(child, this.removed));
      if (removed.length === 0) continue;
      const wentTo = new Map<CstNode, number>();
      for (const child of p1.children) {
        const parentAfter = this.beforeToAfter.get(child)?.parent;
        if (parentAfter && parentAfter !== this.beforeToAfter.get(p1)) wentTo.set(parentAfter, (wentTo.get(parentAfter) ?? 0) + 1);
      }
      for (const [p2, count] of wentTo) {
        if (count < 2) continue;
        const added = p2.children.filter((child) => isUnmatchedField(child, this.added));
        if (removed.length * added.length > MAX_FIELD_PAIRS_COMPARED) continue;
        const pairs: Candidate[] = [];
        for (const f1 of removed) {
          const declaration = this.declarationWithoutName(f1, this.before);
          for (const f2 of added) {
            if (sameTokens(declaration, this.declarationWithoutName(f2, this.after)) && isMove(this.relationshipFor(f1, f2) ?? 'SAME')) pairs.push(this.candidate(f1, f2, 1, this.codeSimilarity(f1, f2)));
          }
        }
        found.push(...eachOthersOnly(pairs));
      }
    }
    if (found.length === 0) return;
    // Read by name where no edge reaches it (an import of another module's constant): kept code
    // that named the old field names the new one now.
    const inKeptPlace = (node: CstNode) => !node.parent || !this.removed.has(node.parent);
    const kept = [...this.beforeToAfter].filter(([before]) => (isCallable(before) || before.type === 'Field') && inKeptPlace(before));
    const switches = new SwitchedNames(kept, (asked) => this.mentionsOf(asked), new Set(found.map(({ before }) => before.simpleName)), new Set(found.map(({ after }) => after.simpleName)));
    this.acceptInOrder(found.filter(({ before, after }) => switches.similarity(before.simpleName, after.simpleName) > 0));
  }

  /**
   * A declaration's own tokens less its name: what a rename leaves. Without the names of its
   * ancestors either, which a short declaration shares with every sibling.
   */
  private declarationWithoutName(node: CstNode, index: CstIndex): Multiset {
    const tokens: Multiset = new Map();
    index.countTokensBetween(node, node.location.begin, node.location.end, tokens);
    tokens.delete(node.simpleName);
    return tokens;
  }

  /** Whether a removed node's declaration and an added one's hold the same tokens, their names aside. */
  private sameDeclaration(n1: CstNode, n2: CstNode): boolean {
    const declared1 = this.declarationWithoutName(n1, this.before);
    const declared2 = this.declarationWithoutName(n2, this.after);
    return minus(declared1, declared2).size === 0 && minus(declared2, declared1).size === 0;
  }

  /** The old name -> the new one of every element matched under another name; a name renamed two ways is left out. */
  private renamedNames(): Map<string, string> {
    const renamedTo = new Map<string, string>();
    const ambiguous = new Set<string>();
    for (const [n1, n2] of this.beforeToAfter) {
      if (n1.simpleName === n2.simpleName || isAnonymous(n1) || isAnonymous(n2)) continue;
      const earlier = renamedTo.get(n1.simpleName);
      if (earlier !== undefined && earlier !== n2.simpleName) ambiguous.add(n1.simpleName);
      renamedTo.set(n1.simpleName, n2.simpleName);
    }
    ambiguous.forEach((name) => renamedTo.delete(name));
    return renamedTo;
  }

  /**
   * Within a kept type, the one member of a kind that was removed and the one that was added
   * take each other's place: a rename whose code changed more than the identity penalty allows
   * (`describeTo(Description)` -> `describe()` rewritten for the new signature). Their position
   * is the identity evidence, so they need only what an in-place rename with kept parameters
   * needs. Fields are left out: a declaration says too little. Among several leftovers of a kind,
   * those of one qualifier pair alike (an extension function keeps its receiver type), then those
   * alone in one place between kept members (slotCounterparts). The new
   * member's code counts with the new methods of kept types that only it calls: code it gave away
   * there (leakcanary's `SeekableHprofReader.scan()` -> `readHprofRecords()`, its skipping code
   * now `HprofReader.skipClassDumpRecord()`, ...) is found extracted from it once it is matched.
   */
  private matchSoleLeftovers(): void {
    const candidates: Candidate[] = [];
    const required = this.settings.threshold - this.settings.identityChangePenalty;
    for (const [parentBefore, parentAfter] of this.beforeToAfter) {
      // Most matched pairs have no leftover on one side (or are no parents at all): nothing to pair there.
      if (!this.hasLeftoverMember(parentBefore.children, this.removed) || !this.hasLeftoverMember(parentAfter.children, this.added)) continue;
      const counted = (node: CstNode) => !this.droppedByCallers(node);
      // The one leftover of a kind and qualifier on each side first (an extension on one receiver
      // type, Kotlin's `fun Reader.scan()` -> `fun Reader.readRecords()`), then of a kind among the rest.
      const qualified = (node: CstNode) => qualifierOf(node) !== undefined;
      const byQualifier = (node: CstNode) => `${node.type} ${qualifierOf(node)}`;
      const pairs = soleCounterparts(this.leftoverMembers(parentBefore.children, this.removed, byQualifier, (node) => qualified(node) && counted(node)), this.leftoverMembers(parentAfter.children, this.added, byQualifier, qualified));
      const paired = new Set(pairs.flat());
      const unpaired = (node: CstNode) => !paired.has(node);
      pairs.push(...soleCounterparts(this.leftoverMembers(parentBefore.children, this.removed, undefined, (node) => unpaired(node) && counted(node)), this.leftoverMembers(parentAfter.children, this.added, undefined, unpaired)));
      pairs.flat().forEach((node) => paired.add(node));
      pairs.push(...this.slotCounterparts(parentBefore, parentAfter, (node) => unpaired(node) && counted(node), unpaired));
      for (const [n1, n2] of pairs) {
        if (!this.relationshipFor(n1, n2)) continue;
        // An empty body has no code to compare: `dispose() {}` is not `getName()` renamed.
        if (!this.hasCode(n1) || !this.hasCode(n2) || this.accessesAnotherField(n1, n2)) continue;
        const withCallees = this.codeWithExtractedCallees(n2);
        const score = Math.max(this.codeSimilarity(n1, n2), withCallees ? similarity(this.vocabulary, this.codeOf(n1), withCallees) : 0);
        if (score > required) candidates.push(this.candidate(n1, n2, score, score));
      }
    }
    this.acceptInOrder(candidates);
  }

  /**
   * A member's code together with the bodies of the new methods of kept types that only it calls:
   * code it gave away into another type (Extract And Move) is still its own. Undefined when it calls none.
   */
  private codeWithExtractedCallees(n2: CstNode): WeightedTokens | undefined {
    const helpers = this.after
      .targets('uses', n2)
      .filter((helper) => helper !== n2 && helper.type === n2.type && this.added.has(helper) && !!helper.parent && this.afterToBefore.has(helper.parent))
      .filter((helper) => this.after.sources('uses', helper).every((caller) => caller === n2 || caller === helper));
    if (helpers.length === 0) return undefined;
    return weighted(this.vocabulary, helpers.reduce((code, helper) => plus(code, this.movedBodyOf(helper)), this.codeTokens(n2)));
  }

  /**
   * Within a kept type, a method renamed while its body was split into new helpers of the type
   * (`toString()` -> `render()` calling `renderHeap()`, `renderGc()`, ...): alone the new method
   * keeps little of the old code, with the helpers it calls it keeps it all. Compared that way,
   * at the threshold a rename needs; the helpers are then found extracted from it. On RefDiff
   * 2.0's Java oracle: 22 more true reports (Extract, Rename) in five commits, no false one.
   */
  private matchRenamedIntoHelpers(): void {
    const candidates: Candidate[] = [];
    for (const [parentBefore, parentAfter] of this.beforeToAfter) {
      const removed = parentBefore.children.filter((child) => this.isLeftoverMember(child, this.removed) && this.hasCode(child));
      if (removed.length === 0) continue;
      const added = parentAfter.children.filter((child) => this.isLeftoverMember(child, this.added) && this.hasCode(child));
      for (const n2 of added) {
        const withHelpers = this.codeWithHelpers(n2);
        if (!withHelpers) continue;
        for (const n1 of removed) {
          if (n1.type !== n2.type || !this.relationshipFor(n1, n2)) continue;
          const score = similarity(this.vocabulary, this.codeOf(n1), withHelpers);
          if (score > this.requiredSimilarity(n1, n2)) candidates.push(this.candidate(n1, n2, score, score));
        }
      }
      // The mirror: a method renamed (or given new parameters) while the removed helpers it
      // called were inlined into it (`render()` calling `renderMemory()`, ... -> `toString()`
      // holding their code); the helpers are then found inlined into it.
      for (const n1 of removed) {
        const withRemovedHelpers = this.codeWithRemovedHelpers(n1);
        if (!withRemovedHelpers) continue;
        for (const n2 of added) {
          if (n1.type !== n2.type || !this.relationshipFor(n1, n2)) continue;
          const score = similarity(this.vocabulary, withRemovedHelpers, this.codeOf(n2));
          if (score > this.requiredSimilarity(n1, n2)) candidates.push(this.candidate(n1, n2, score, score));
        }
      }
    }
    this.acceptInOrder(candidates);
  }

  /**
   * Among several leftovers, the one removed and the one added member of a kind that hold the same
   * place: between the same two members kept in order (or the same one and the type's end). Their
   * place is the identity evidence a sole leftover's kind gives (a test renamed among others
   * renamed in the same class, `tapNewPlaylist_showsNameField()` -> `addPlaylist()` where it stood).
   * Members with bodies only: a bodiless declaration (`native void obj();` where `native Element
   * start();` is now) has nothing but the signature that changed, and a place is not enough.
   */
  private slotCounterparts(parentBefore: CstNode, parentAfter: CstNode, countedBefore: (node: CstNode) => boolean, countedAfter: (node: CstNode) => boolean): Array<[CstNode, CstNode]> {
    // Each leftover keyed by its kind and the kept members around it, named as they are after the change.
    const slots = (children: readonly CstNode[], unmatched: Set<CstNode>, keptAs: (child: CstNode) => CstNode | undefined, counted: (node: CstNode) => boolean) => {
      const slotOf = new Map<CstNode, string>();
      let open: CstNode[] = [];
      let previous = 'start';
      for (const child of children) {
        const kept = keptAs(child);
        if (kept) {
          for (const leftover of open) slotOf.set(leftover, `${leftover.type} ${previous} ${kept.id}`);
          open = [];
          previous = String(kept.id);
        } else if (this.isLeftoverMember(child, unmatched) && counted(child) && hasBody(child)) open.push(child);
      }
      for (const leftover of open) slotOf.set(leftover, `${leftover.type} ${previous} end`);
      return uniqueBy([...slotOf.keys()], (child) => slotOf.get(child)!);
    };
    // A kept member counts where it stayed in this type; kept members that changed order make no places.
    const keptBefore = (child: CstNode) => {
      const after = this.beforeToAfter.get(child);
      return after?.parent === parentAfter ? after : undefined;
    };
    const keptAfter = (child: CstNode) => (this.afterToBefore.get(child)?.parent === parentBefore ? child : undefined);
    const order = (children: readonly CstNode[], kept: (child: CstNode) => CstNode | undefined) => children.flatMap((child) => kept(child)?.id ?? []);
    const [orderBefore, orderAfter] = [order(parentBefore.children, keptBefore), order(parentAfter.children, keptAfter)];
    if (orderBefore.length === 0 || orderBefore.join() !== orderAfter.join()) return [];
    return soleCounterparts(slots(parentBefore.children, this.removed, keptBefore, countedBefore), slots(parentAfter.children, this.added, keptAfter, countedAfter));
  }

  /** An unmatched named member that could have been renamed: not a field nor a constructor. */
  private hasLeftoverMember(children: readonly CstNode[], unmatched: Set<CstNode>): boolean {
    for (const child of children) if (this.isLeftoverMember(child, unmatched)) return true;
    return false;
  }

  private isLeftoverMember(node: CstNode, unmatched: Set<CstNode>): boolean {
    return unmatched.has(node) && !isAnonymous(node) && node.type !== 'Field' && !hasStereotype(node, 'TYPE_CONSTRUCTOR');
  }

  /** A body written with no code in it (`{}`, `pass`); a bodiless declaration has none. */
  private emptyBody(node: CstNode): boolean {
    return node.location.bodyEnd > node.location.bodyBegin && !this.hasCode(node);
  }

  private hasCode(node: CstNode): boolean {
    return this.vocabulary.weight(this.bodyOf(node)) > 0;
  }

  /** By key (kind, by default), the one unmatched named member with that key; none where several share it. */
  private leftoverMembers(children: readonly CstNode[], unmatched: Set<CstNode>, key: (node: CstNode) => string = (node) => node.type, counted: (node: CstNode) => boolean = () => true): Map<string, CstNode> {
    return uniqueBy(children.filter((child) => this.isLeftoverMember(child, unmatched) && counted(child)), key);
  }

  /**
   * A removed callable that callers kept no longer call, nor any added callable in its stead: inlined
   * or dropped (`_get_filter_with_select_example()`, its one test now building the filter itself),
   * no leftover of a rename, whose callers would call the new name.
   */
  private droppedByCallers(node: CstNode): boolean {
    const callers = this.before.sources('uses', node).filter((caller) => caller !== node && this.beforeToAfter.has(caller));
    return callers.length > 0 && callers.every((caller) => !this.after.targets('uses', this.beforeToAfter.get(caller)!).some((callee) => this.added.has(callee)));
  }

  /**
   * An abstract declaration renamed with its implementations (`onReset()` -> `onChange(Change)` in
   * an interface and in the classes implementing it): a declaration has no body to compare, but
   * the implementations, matched on their code, name its successor. Every implementation of the
   * removed declaration that was matched must point to the same added declaration of the
   * (matched) type.
   */
  private matchDeclarationsByImplementations(): void {
    const candidates: Candidate[] = [];
    for (const n1 of this.removed) {
      const parentAfter = n1.parent && this.beforeToAfter.get(n1.parent);
      if (!parentAfter || !hasStereotype(n1, 'ABSTRACT') || !n1.parent) continue;
      const successors = new Set<CstNode>();
      let unexplained = false;
      for (const subtype of this.before.sources('subtype', n1.parent)) {
        const implementation = subtype.children.find((child) => child.type === n1.type && isOverride(child, n1));
        const implementationAfter = implementation && this.beforeToAfter.get(implementation);
        if (!implementationAfter) continue;
        const declaration = parentAfter.children.find(
          (child) => child.type === n1.type && isOverride(implementationAfter, child) && hasStereotype(child, 'ABSTRACT'),
        );
        if (declaration && this.added.has(declaration)) successors.add(declaration);
        else unexplained = true;
      }
      if (unexplained || successors.size !== 1) continue;
      const [n2] = successors;
      if (this.relationshipFor(n1, n2)) candidates.push(this.candidate(n1, n2, 1, 1));
    }
    this.acceptInOrder(candidates);
  }

  /**
   * The mirror of matchDeclarationsByImplementations: a method renamed in place takes its
   * overrides along (`IRequestProvider.getNumberOfRequests()` -> `getRequestsCount()`, and so in
   * every class implementing it). In a kept subtype that still extends the type, the one removed
   * override of the old method and the one added override of the new one are that override
   * renamed, whatever their code (often a line, `return NB_ITEMS;`).
   */
  private matchOverridesOfRenamed(): void {
    const candidates: Candidate[] = [];
    for (const [n1, n2] of this.beforeToAfter) {
      if (!n1.parent || !n2.parent || n1.simpleName === n2.simpleName || !this.sameLocation(n1, n2) || !hasStereotype(n1, 'TYPE_MEMBER')) continue;
      for (const subtype of this.before.sources('subtype', n1.parent)) {
        const subtypeAfter = this.beforeToAfter.get(subtype);
        if (!subtypeAfter || !this.after.hasEdge('subtype', subtypeAfter, n2.parent)) continue;
        const removed = subtype.children.filter((child) => child.type === n1.type && this.removed.has(child) && isOverride(child, n1));
        const added = subtypeAfter.children.filter((child) => child.type === n2.type && this.added.has(child) && isOverride(child, n2));
        if (removed.length !== 1 || added.length !== 1 || this.relationshipFor(removed[0], added[0]) !== 'RENAME') continue;
        candidates.push(this.candidate(removed[0], added[0], 1, this.codeSimilarity(removed[0], added[0])));
      }
    }
    this.acceptInOrder(candidates);
  }

  /**
   * Types moved or renamed together with their members, found through those members: their code
   * may have changed too much to be matched on its own (a class rewritten on the way to another
   * package keeps few of its old lines, but its kept methods lead to it).
   */
  private matchByChildren(): void {
    const candidates: Candidate[] = [];
    const membersMoved = new Map<CstNode, Map<CstNode, number>>();
    const sourcesOf = new Map<CstNode, number>();
    for (const n1 of this.removed) {
      if (isAnonymous(n1) || n1.children.length === 0) continue;
      const counts = this.membersMovedFrom(n1);
      membersMoved.set(n1, counts);
      // A source: two members went there, or one with code of its own (a lone field is too common a coincidence).
      for (const [n2, count] of counts) if (count >= 2 || this.sentCallable(n1, n2)) sourcesOf.set(n2, (sourcesOf.get(n2) ?? 0) + 1);
    }
    for (const [n1, counts] of membersMoved) {
      for (const [n2, count] of counts) {
        // Two members that went to the same new type say it is the old one; one says it too when
        // the name was kept, or when the type stayed in its place under a name sharing two words
        // (`AnalyzerProgressListener` -> `OnAnalysisProgressListener`).
        const oneIsEnough = n1.simpleName === n2.simpleName || (this.sameLocation(n1, n2) && sharedNameWords(n1, n2) >= 2);
        if (count < (oneIsEnough ? 1 : 2) || n1.type !== n2.type || isAnonymous(n2)) continue;
        // A similar name, or most of the old type's members: either says the type went there too.
        if (this.nameSimilarity(n1, n2) <= 0.5 && count * 2 <= n1.children.length) continue;
        // Several removed types merged into a new one: none of them is it, unless it kept the name.
        if ((sourcesOf.get(n2) ?? 0) > 1 && n1.simpleName !== n2.simpleName) continue;
        if (!this.relationshipFor(n1, n2)) continue;
        const score = this.lightSimilarity(n1, n2);
        candidates.push(this.candidate(n1, n2, score, score));
      }
    }
    this.acceptInOrder(candidates);
  }

  /**
   * Nested types that left one type for another with a sibling found there, each under its name
   * and with its declaration's header (kind, modifiers, supertypes) as it was: moved together,
   * however their bodies were rewritten on the way (a class's nested loaders taken into another
   * class, their code now calling its helpers). Only pairs that are each other's one candidate.
   */
  private matchNestedTypesMovedWithSiblings(): void {
    const isNestedType = (node: CstNode) => !!node.parent && !isCallable(node) && node.type !== 'Field' && !isAnonymous(node);
    const found: Candidate[] = [];
    for (const n1 of this.removed) {
      if (!isNestedType(n1)) continue;
      const p1 = n1.parent!;
      const kept = this.beforeToAfter.get(p1);
      // Where its matched siblings went, each type once (several siblings may go to one).
      const destinations = new Set<CstNode>();
      for (const sibling of p1.children) {
        const p2 = this.beforeToAfter.get(sibling)?.parent;
        if (p2 && p2 !== kept) destinations.add(p2);
      }
      let header: Multiset | undefined;
      for (const p2 of destinations) {
        for (const n2 of p2.children) {
          if (!this.added.has(n2) || !isNestedType(n2) || n2.simpleName !== n1.simpleName || n2.type !== n1.type) continue;
          header ??= this.headerTokens(n1, this.before);
          if (!sameTokens(header, this.headerTokens(n2, this.after))) continue;
          const score = this.codeSimilarity(n1, n2);
          found.push(this.candidate(n1, n2, score, score));
        }
      }
    }
    this.acceptInOrder(eachOthersOnly(found));
  }

  /** The tokens of a declaration before its body: its modifiers, kind, name and supertypes. */
  private headerTokens(node: CstNode, index: CstIndex): Multiset {
    const tokens: Multiset = new Map();
    index.countTokensBetween(node, node.location.begin, node.location.bodyBegin, tokens);
    return tokens;
  }

  /**
   * Types renamed or moved and rewritten, found where kept code now names the new type where it
   * named the old (`raise ProbeException(...)` -> `raise Error(...)`, `: Reachability` ->
   * `: LeakNodeStatusAndReason`): references to a type are no call edges, but they switch with
   * it. Scored as matchByReferences scores callers, (code + references) / 2, the code compared
   * by containment since members leave a rewritten type and join it; a type whose name no kept
   * code named (a class removed beside an unrelated one added) has no evidence here. Renamed in
   * place, their members of one name then pair as in a kept type (matchSameNamedLeftovers).
   */
  private matchTypesByRenamedReferences(): void {
    const isType = (node: CstNode) => !isCallable(node) && node.type !== 'Field' && !isAnonymous(node);
    const removedTypes = [...this.removed].filter(isType);
    const addedTypes = [...this.added].filter(isType);
    if (removedTypes.length === 0 || addedTypes.length === 0) return;
    // Kept code in a kept place only: a member that went along with the type names it as its own
    // (`Logger.getLogger(LegacyCsvExporter.class)`), and a caller of a member that moved on its
    // own to the new type names the new type for that member's sake, not the type's. Members that
    // went together to one type (`perceive`, `get_action`) did not go on their own: their type went there.
    const movedFrom = new Map<CstNode, Map<CstNode, number>>();
    const membersMoved = (type: CstNode) => movedFrom.get(type) ?? movedFrom.set(type, this.membersMovedFrom(type)).get(type)!;
    const movedAlone = (callee: CstNode) => (membersMoved(callee.parent!).get(this.beforeToAfter.get(callee)!.parent!) ?? 0) < 2;
    const followsMovedMember = (node: CstNode) => this.before.targets('uses', node).some((callee) => !!callee.parent && this.removed.has(callee.parent) && this.beforeToAfter.has(callee) && movedAlone(callee));
    const inKeptPlace = (node: CstNode) => !node.parent || !this.removed.has(node.parent);
    const addedByName = new Map<string, CstNode[]>();
    for (const n2 of addedTypes) addedByName.set(n2.simpleName, [...(addedByName.get(n2.simpleName) ?? []), n2]);
    // A kept file's code outside its members (a script's `agent = DeepQNetwork()` under `if
    // __name__ == '__main__':` -> `agent = NatureDQNAgent()`) is kept code where it switched
    // itself from an old name to a new one; otherwise it is imports that follow what its members
    // name, counted there already (`from ._run import Error` added for `raise Error(err)`).
    const isFile = (node: CstNode) => !node.parent && !isCallable(node) && node.type !== 'Field';
    const removedNames = removedTypes.map((n1) => n1.simpleName);
    const addedNames = [...addedByName.keys()];
    const names = (node: CstNode, side: readonly string[]) => side.some((name) => this.namesOutsideMembers(node, name));
    const switchedFile = (before: CstNode, after: CstNode) => names(before, removedNames) && names(after, addedNames);
    const isKept = ([before, after]: [CstNode, CstNode]) => isCallable(before) || before.type === 'Field' || (isFile(before) && switchedFile(before, after));
    const kept = [...this.beforeToAfter].filter((pair) => isKept(pair) && inKeptPlace(pair[0]) && !followsMovedMember(pair[0]));
    const mentionsOf = (asked: ReadonlySet<string>) => {
      const inCode = this.mentionsOf(asked);
      return (node: CstNode) => (isFile(node) ? mentioned(node, this.codeOutsideMembers(node), asked) : inCode(node));
    };
    const switches = new SwitchedNames(kept, mentionsOf, new Set(removedNames), new Set(addedNames));
    // Where members of other removed types went (not n1's own nested or enclosing types'), types
    // were merged: n2 is none of them renamed (as in matchByChildren).
    const membersFrom = new Map<CstNode, Set<CstNode>>();
    for (const m1 of removedTypes) for (const n2 of this.membersMovedFrom(m1).keys()) membersFrom.set(n2, (membersFrom.get(n2) ?? new Set<CstNode>()).add(m1));
    const switchedTo = new Map(removedTypes.map((n1) => [n1, switches.switchedTo(n1.simpleName, addedByName.keys())]));
    const switchedFrom = new Map<string, CstNode[]>();
    for (const [n1, names] of switchedTo) for (const name of names) switchedFrom.set(name, [...(switchedFrom.get(name) ?? []), n1]);
    const candidates: Candidate[] = [];
    for (const n1 of removedTypes) {
      for (const newName of switchedTo.get(n1)!) {
        // Kept code that switched to one new name from several unrelated old ones (a dozen command
        // classes now one `CommandExecutor`) says they were merged or replaced, not which was renamed.
        if (switchedFrom.get(newName)!.some((m1) => m1 !== n1 && !encloses(m1, n1) && !encloses(n1, m1))) continue;
        for (const n2 of addedByName.get(newName)!) {
          if (n1.type !== n2.type || !this.relationshipFor(n1, n2)) continue;
          if ([...(membersFrom.get(n2) ?? [])].some((m1) => m1 !== n1 && !encloses(m1, n1) && !encloses(n1, m1))) continue;
          // The code as a whole must say something (a tokeniser is no parser's node however its
          // users switched); containment then scores it, tolerant of members gone or come.
          if (this.ownCodeSimilarity(n1, n2) <= this.settings.minimumCodeSimilarityWithReferences) continue;
          const code = this.lightSimilarity(n1, n2);
          const references = switches.similarity(n1.simpleName, newName);
          const score = (code + references) / 2;
          if (score <= this.requiredSimilarity(n1, n2)) continue;
          candidates.push(this.candidate(n1, n2, score, score));
        }
      }
    }
    this.acceptInOrder(candidates);
  }

  /**
   * Similarity of two types' code without their nested types': an enum or companion nested in a
   * class and moved out of it on the way is no part of what the class itself became.
   */
  private ownCodeSimilarity(n1: CstNode, n2: CstNode): number {
    const own = (node: CstNode) => {
      let tokens = this.codeTokens(node);
      for (const child of node.children) if (!isCallable(child) && child.type !== 'Field') tokens = minus(tokens, this.codeTokens(child));
      return weighted(this.vocabulary, tokens);
    };
    return similarity(this.vocabulary, own(n1), own(n2));
  }

  /** A node's code without its members' (a file's imports and top-level statements), once per node. */
  private codeOutsideMembers(node: CstNode): Multiset {
    let tokens = this.outsideMembers.get(node);
    if (!tokens) {
      const members: Multiset = new Map();
      for (const child of node.children) for (const [token, count] of this.codeTokens(child)) members.set(token, (members.get(token) ?? 0) + count);
      tokens = minus(this.codeTokens(node), members);
      this.outsideMembers.set(node, tokens);
    }
    return tokens;
  }

  /**
   * Whether `name` is in codeOutsideMembers(node), counted without building it: most kept files
   * are asked only this, for each removed type's name, and hold none of them.
   */
  private namesOutsideMembers(node: CstNode, name: string): boolean {
    const built = this.outsideMembers.get(node);
    if (built) return built.has(name);
    let count = this.codeTokens(node).get(name) ?? 0;
    for (const child of node.children) {
      if (count <= 0) break;
      count -= this.codeTokens(child).get(name) ?? 0;
    }
    return count > 0;
  }

  /** Whether a member of n1 other than a field went to n2. */
  private sentCallable(n1: CstNode, n2: CstNode): boolean {
    return n1.children.some((child) => child.type !== 'Field' && this.beforeToAfter.get(child)?.parent === n2);
  }

  /** By unmatched type after the change, how many of n1's members went there. */
  private membersMovedFrom(n1: CstNode): Map<CstNode, number> {
    const counts = new Map<CstNode, number>();
    for (const child of n1.children) {
      const parentAfter = this.beforeToAfter.get(child)?.parent;
      if (parentAfter && this.added.has(parentAfter)) counts.set(parentAfter, (counts.get(parentAfter) ?? 0) + 1);
    }
    return counts;
  }

  private candidate(before: CstNode, after: CstNode, score: number, similarity?: number): Candidate {
    return { before, after, score, similarity, depth: Math.max(this.before.depth(before), this.after.depth(after)) };
  }

  /**
   * Best first, shallower first, then CST order, one node's candidates by the closer spelling; a
   * node already matched is skipped. Code alike to the last token (`text_tensor_name()` -> `source_text_name()` or
   * `target_text_name()`, each now reading its own decoder) cannot choose: the name that changed
   * least does, as RefactoringMiner ranks equal candidates by the edit distance of their names.
   */
  private acceptInOrder(candidates: Candidate[]): void {
    candidates.sort(
      (a, b) =>
        b.score - a.score ||
        a.depth - b.depth ||
        a.before.id - b.before.id ||
        editDistance(a.before.simpleName, a.after.simpleName) - editDistance(b.before.simpleName, b.after.simpleName) ||
        a.after.id - b.after.id,
    );
    for (const candidate of candidates) {
      if (this.addMatch(candidate.before, candidate.after) && candidate.similarity !== undefined) {
        this.matchSimilarity.set(candidate.before, candidate.similarity);
      }
    }
  }

  // ---- relationship types (Table 3) --------------------------------------------------------------

  private relationshipFor(n1: CstNode, n2: CstNode): RelationshipType | undefined {
    const sameSignature = haveSameSignature(n1, n2);
    const sameLocation = this.sameLocation(n1, n2);
    if (sameLocation && sameSignature) return n1.type === n2.type ? 'SAME' : 'CONVERT_TYPE';
    if (sameSignature) {
      const hierarchyMove = this.hierarchyMove(n1, n2);
      if (hierarchyMove) return hierarchyMove;
    }
    // A constructor is named after its class: in its place, another name is the class's rename, not its own.
    const constructors = hasStereotype(n1, 'TYPE_CONSTRUCTOR') && hasStereotype(n2, 'TYPE_CONSTRUCTOR');
    const sameName = !isAnonymous(n1) && (haveSameName(n1, n2) || constructors);
    if (sameLocation) return sameName ? 'CHANGE_SIGNATURE' : 'RENAME';
    if (hasStereotype(n1, 'TYPE_CONSTRUCTOR') || hasStereotype(n2, 'TYPE_CONSTRUCTOR')) return undefined;
    // Renamed on the way into its own class's supertype (or subtype): still a pull up (push
    // down), as RefactoringMiner reports it; the code must then be similar, as for any rename.
    const hierarchyMove = this.hierarchyMove(n1, n2);
    if (hierarchyMove) return hierarchyMove;
    const internal = this.sameRootNode(n1, n2);
    if (sameSignature || sameName) return internal ? 'INTERNAL_MOVE' : 'MOVE';
    return internal ? 'INTERNAL_MOVE_RENAME' : 'MOVE_RENAME';
  }

  /** A member moved into a direct supertype (pull up) or subtype (push down) of its class. */
  private hierarchyMove(n1: CstNode, n2: CstNode): 'PULL_UP' | 'PUSH_DOWN' | undefined {
    if (!hasStereotype(n1, 'TYPE_MEMBER')) return undefined;
    const parentBeforeNow = n1.parent && this.beforeToAfter.get(n1.parent);
    if (this.after.hasEdge('subtype', parentBeforeNow, n2.parent)) return 'PULL_UP';
    if (this.after.hasEdge('subtype', n2.parent, parentBeforeNow)) return 'PUSH_DOWN';
    return undefined;
  }

  /** Same parent after the change (parents matched), or both top-level in the same namespace. */
  sameLocation(n1: CstNode, n2: CstNode): boolean {
    if (n1.parent && n2.parent) return this.beforeToAfter.get(n1.parent) === n2.parent;
    if (!n1.parent && !n2.parent) return (n1.namespace ?? '') === (n2.namespace ?? '');
    return false;
  }

  /**
   * n2 is known to sit elsewhere than n1: not in the same place, and at least one of their
   * containers matched (kept) already. Two containers both still unmatched may yet turn out to
   * be one renamed (a function nested in a function whose signature changed is matched late).
   */
  private leftItsPlace(n1: CstNode, n2: CstNode): boolean {
    return !this.sameLocation(n1, n2) && !this.betweenUnmatchedTypes(n1, n2);
  }

  /**
   * A member of a type that is still unmatched, taken to a type that is new: the two types did
   * not match each other, so the member has only its own code to show for it. Functions nested
   * in functions are left out: their parent is matched late, often through them.
   */
  private typeReplaced(n1: CstNode, n2: CstNode): boolean {
    return hasStereotype(n1, 'TYPE_MEMBER') && this.betweenUnmatchedTypes(n1, n2);
  }

  /** n1's container is not (yet) kept and n2's did not exist before: neither matched. */
  private betweenUnmatchedTypes(n1: CstNode, n2: CstNode): boolean {
    return !!n1.parent && !!n2.parent && !this.beforeToAfter.has(n1.parent) && !this.afterToBefore.has(n2.parent);
  }

  private sameRootNode(n1: CstNode, n2: CstNode): boolean {
    if (!n1.parent || !n2.parent) return false;
    return this.beforeToAfter.get(rootAncestor(n1)) === rootAncestor(n2);
  }

  /**
   * A member matched by its name and parameters whose return type changed, while a new sibling
   * with those parameters kept the old return type and holds the old code about as well
   * (`CacheControl lookupCacheSeconds(String)` renamed `lookupCacheControl`, a new `Integer
   * lookupCacheSeconds(String)` written beside it): the name went to new code, the old code with
   * its return type. Only the one such sibling, and only a leaf (nothing matched inside it).
   */
  private matchReturnTypesWithTheirCode(): void {
    for (const [n1, n2] of [...this.beforeToAfter]) {
      if (!n2.parent || !typeChanged(n1.returnType, n2.returnType) || n1.children.length > 0 || n2.children.length > 0) continue;
      const successors = n2.parent.children.filter(
        (n3) => n3 !== n2 && this.added.has(n3) && n3.type === n1.type && !typeChanged(n1.returnType, n3.returnType) && n3.returnType !== undefined && haveSameParameters(n1, n3),
      );
      if (successors.length !== 1) continue;
      const [n3] = successors;
      const score = this.codeSimilarity(n1, n3);
      // The return type is the evidence; the code need only be about as close (a copy under the old name is close too).
      if (score <= Math.max(this.settings.threshold, this.codeSimilarity(n1, n2) - this.settings.identityChangePenalty) || this.relationshipFor(n1, n3) !== 'RENAME') continue;
      this.beforeToAfter.delete(n1);
      this.afterToBefore.delete(n2);
      this.matchSimilarity.delete(n1);
      this.removed.add(n1);
      this.added.add(n2);
      if (this.addMatch(n1, n3)) this.matchSimilarity.set(n1, score);
    }
  }

  /**
   * A field "renamed" in its place with its type changed too, while a new field of its exact
   * name and type sits in another type: it moved there, and the new one in its place replaced
   * it (`resolver : ResourceDescriptionResolver` -> `descriptor : AddStepHandlerDescriptor`,
   * and `ResourceDescriptor.resolver : ResourceDescriptionResolver` new). Of several such fields
   * gone into one (every handler's `resolver`), each is a move into it.
   */
  private matchFieldsMovedUnderTheirName(): void {
    // All decided against the new fields unmatched now, then applied: a field an earlier decision
    // released is no successor, and the order of the fields in the file changes nothing.
    const unmatched = new Set(this.added);
    const moves: Array<{ n1: CstNode; n2: CstNode; n3: CstNode; score: number }> = [];
    for (const [n1, n2] of this.beforeToAfter) {
      if (n1.type !== 'Field' || n2.type !== 'Field' || !n1.fieldType || haveSameName(n1, n2) || !this.sameLocation(n1, n2) || !typeChanged(n1.fieldType, n2.fieldType)) continue;
      const successors = this.after
        .withLocalName(n1.localName)
        .filter((n3) => unmatched.has(n3) && n3.type === 'Field' && n3.parent !== n2.parent && !typeChanged(n1.fieldType, n3.fieldType))
        .map((n3) => ({ n3, score: this.codeSimilarity(n1, n3) }))
        // A declaration with no value to compare (`private final ResourceDescriptionResolver
        // resolver;`) is alike when it reads the same but for its name.
        .filter(({ n3, score }) => (score > this.requiredSimilarity(n1, n3) || this.sameDeclaration(n1, n3)) && isMove(this.relationshipFor(n1, n3) ?? 'SAME'))
        .sort((a, b) => b.score - a.score);
      if (successors.length > 0) moves.push({ n1, n2, ...successors[0] });
    }
    for (const { n1, n2 } of moves) {
      this.beforeToAfter.delete(n1);
      this.afterToBefore.delete(n2);
      this.matchSimilarity.delete(n1);
      this.removed.add(n1);
      this.added.add(n2);
    }
    // Matching is one-to-one: the first into a place takes it, the others are moves there all the same.
    for (const { n1, n3, score } of moves) {
      if (this.addMatch(n1, n3)) this.matchSimilarity.set(n1, score);
      else this.fieldsMovedIntoTakenPlaces.push([n1, n3]);
    }
  }

  /**
   * Two callables renamed in one place, matched crosswise on a near tie of their code
   * (`inspectorReachable()` and `inspectorUnreachable()`, now `inspectorNotLeaking()` and
   * `inspectorLeaking()`, alike but for the helper each calls): the callees renamed since tell
   * them apart, each old callable's helper now called by its successor. Swapped where more of
   * the renamed callees then agree and the code loses at most a near tie; only leaves (nothing
   * matched inside them), of one parent on each side.
   */
  private resolveCrosswiseRenames(): void {
    const renamedCallees = new Map<CstNode, CstNode[]>();
    const byParent = new Map<CstNode, CstNode[]>();
    for (const [n1, n2] of this.beforeToAfter) {
      if (!isCallable(n1) || !n1.parent || n1.children.length > 0 || n2.children.length > 0 || n1.simpleName === n2.simpleName || !this.sameLocation(n1, n2)) continue;
      const callees = this.renamedCallees(n1);
      if (callees.length === 0) continue;
      renamedCallees.set(n1, callees);
      byParent.set(n1.parent, [...(byParent.get(n1.parent) ?? []), n1]);
    }
    const agreement = (n1: CstNode, n2: CstNode) => this.renamedCalleeSimilarity(renamedCallees.get(n1)!, n2);
    for (const renamed of byParent.values()) {
      for (let i = 0; i < renamed.length; i++) {
        for (let j = i + 1; j < renamed.length; j++) {
          const [a1, b1] = [renamed[i], renamed[j]];
          const [a2, b2] = [this.beforeToAfter.get(a1)!, this.beforeToAfter.get(b1)!];
          if (agreement(a1, b2) + agreement(b1, a2) <= agreement(a1, a2) + agreement(b1, b2)) continue;
          const [swappedA, swappedB] = [this.codeSimilarity(a1, b2), this.codeSimilarity(b1, a2)];
          if (swappedA + swappedB < this.codeSimilarity(a1, a2) + this.codeSimilarity(b1, b2) - NEAR_TIE) continue;
          if (this.relationshipFor(a1, b2) !== 'RENAME' || this.relationshipFor(b1, a2) !== 'RENAME') continue;
          this.beforeToAfter.set(a1, b2).set(b1, a2);
          this.afterToBefore.set(b2, a1).set(a2, b1);
          this.matchSimilarity.set(a1, swappedA).set(b1, swappedB);
        }
      }
    }
  }

  private resolveMatches(): void {
    for (const [n1, n2] of this.beforeToAfter) {
      const type = this.relationshipFor(n1, n2);
      if (!type || (isMove(type) && this.isCoincidentalMemberMove(n1, n2))) continue;
      this.add({ type, before: n1, after: n2, similarity: this.matchSimilarity.get(n1) });
    }
  }

  /**
   * Duplicate functions merged into one: when n1 moved to n2, another removed function with the
   * same identifier and code similar to n2 moved there too (matching is one-to-one, so it was
   * left unmatched). Not for fields (every class has its `logger`) nor for types.
   */
  private findMergedDuplicates(): void {
    for (const moved of [...this.relationships]) {
      if (!isMove(moved.type) || moved.after.type === 'Field' || moved.after.children.length > 0) continue;
      const n2 = moved.after;
      for (const n1 of this.before.withLocalName(moved.before.localName)) {
        if (!this.removed.has(n1) || n1.type !== n2.type || this.isCoincidentalMemberMove(n1, n2)) continue;
        const score = this.codeSimilarity(n1, n2);
        if (score > this.requiredSimilarity(n1, n2)) this.addMoveIfAny(n1, n2, score);
      }
    }
  }

  /**
   * Two copies of one field merged into one: when a field moved to n2, the one other removed field
   * of the same name and declared type, whose declaration is n2's as the first one's is, moved
   * there too (a constant two classes each declared, now in one place; matching is one-to-one, so
   * it was left unmatched). Only a single copy, and from a type that is still there: a name several
   * removed types declare (every class's `logger`) says nothing of where each one went.
   */
  private findMergedFieldDuplicates(): void {
    for (const moved of [...this.relationships]) {
      if (!isMove(moved.type) || moved.before.type !== 'Field' || moved.after.type !== 'Field') continue;
      const n2 = moved.after;
      const copies = this.before.withLocalName(moved.before.localName).filter(
        (n1) => n1 !== moved.before && n1.type === 'Field' && this.removed.has(n1) && !typeChanged(moved.before.fieldType, n1.fieldType),
      );
      if (copies.length !== 1) continue;
      const n1 = copies[0];
      // From a kept type that lost it, not from a deleted one, whose fields went wherever.
      if (!n1.parent || this.removed.has(n1.parent) || this.isCoincidentalMemberMove(n1, n2)) continue;
      const score = this.codeSimilarity(n1, n2);
      if (score > this.requiredSimilarity(n1, n2)) this.addMoveIfAny(n1, n2, score);
    }
  }

  /**
   * A field moved to one type and, of the same name and type, written into other types too in
   * the same change (a removed `logger` now in each class that logs what it logged): each copy
   * is a move of it, as RefactoringMiner reports it (matching is one-to-one, so the copies were
   * left unmatched). The copy's declaration must be the old one's as the first move's is, and a
   * copy between two unmatched types with nothing to show for it is coincidence, as for any move.
   */
  private findFieldsCopiedOnTheirMove(): void {
    for (const moved of [...this.relationships]) {
      if (!isMove(moved.type) || moved.before.type !== 'Field' || !haveSameName(moved.before, moved.after)) continue;
      const n1 = moved.before;
      for (const n3 of this.after.withLocalName(moved.after.localName)) {
        if (n3 === moved.after || !this.added.has(n3) || n3.type !== 'Field' || n3.parent === moved.after.parent) continue;
        if (typeChanged(moved.after.fieldType, n3.fieldType) || this.isCoincidentalMemberMove(n1, n3)) continue;
        const score = Math.max(this.codeSimilarity(n1, n3), this.similarityOutsideOwners(n1, n3));
        if (score > this.requiredSimilarity(n1, n3)) this.addMoveIfAny(n1, n3, score);
      }
    }
  }

  /**
   * Two declarations compared without the names of the types that hold them: a copy's
   * initializer names the class it sits in (`getLogger(UserException.class)` ->
   * `getLogger(SqlHandlerUtil.class)`), which says where it is, not what it is.
   */
  private similarityOutsideOwners(n1: CstNode, n2: CstNode): number {
    const outsideOwner = (node: CstNode) => {
      const tokens = new Map(this.codeTokens(node));
      if (node.parent) tokens.delete(node.parent.simpleName);
      return weighted(this.vocabulary, tokens);
    };
    return similarity(this.vocabulary, outsideOwner(n1), outsideOwner(n2));
  }

  /** n1 -> n2 reported when the two make a move (a member matching, one-to-one, left unmatched). */
  private addMoveIfAny(n1: CstNode, n2: CstNode, similarity: number): void {
    const type = this.relationshipFor(n1, n2);
    if (type && isMove(type)) this.add({ type, before: n1, after: n2, similarity });
  }

  /**
   * A member "moved" from a deleted type to an unrelated new one (the types were not matched),
   * with no code that used the old member now using the new one, is two look-alikes rather than
   * a move: `private static final Logger LOG = ...`, `equals`, `toString`, test set-ups. On
   * RefDiff 2.0's oracle this removed 11 of 28 false Move Method reports and no true one.
   */
  private isCoincidentalMemberMove(n1: CstNode, n2: CstNode): boolean {
    if (n1.type !== 'Field' && !hasStereotype(n1, 'TYPE_MEMBER')) return false;
    if (!this.betweenUnmatchedTypes(n1, n2) || this.referenceSimilarity(n1, n2) > 0) return false;
    // Members moving together from one type to another are no coincidence (classes merged), nor
    // is a method joining a new type that members of other removed types went to as well.
    if (this.movedTogether(n1, n2) >= 2) return false;
    return n1.type === 'Field' || this.callableSources(n2.parent!) < 2;
  }

  /** How many removed types sent a member other than a field to the unmatched type `parent`. */
  private callableSources(parent: CstNode): number {
    let count = this.callableSourceCounts.get(parent);
    if (count === undefined) {
      const sources = new Set<CstNode>();
      for (const member of parent.children) {
        const before = this.afterToBefore.get(member);
        if (before && before.type !== 'Field' && before.parent && this.removed.has(before.parent)) sources.add(before.parent);
      }
      count = sources.size;
      this.callableSourceCounts.set(parent, count);
    }
    return count;
  }

  /** How many members of n1's type went to n2's type (counted once per pair of types). */
  private movedTogether(n1: CstNode, n2: CstNode): number {
    if (!n1.parent || !n2.parent) return 0;
    const key = `${n1.parent.id}:${n2.parent.id}`;
    let count = this.movedTogetherCounts.get(key);
    if (count === undefined) {
      count = n1.parent.children.filter((member) => this.beforeToAfter.get(member)?.parent === n2.parent).length;
      this.movedTogetherCounts.set(key, count);
    }
    return count;
  }

  /** Adds a relationship unless one of its type between the same two node ids is there (every matched pair adds one: no key string made). */
  private add(relationship: Relationship): void {
    const { type, before, after } = relationship;
    let ofType = this.relationshipKeys.get(type);
    if (!ofType) this.relationshipKeys.set(type, (ofType = new Map()));
    const afterIds = ofType.get(before.id);
    if (afterIds?.has(after.id)) return;
    if (afterIds) afterIds.add(after.id);
    else ofType.set(before.id, new Set([after.id]));
    this.relationships.push(relationship);
  }

  // ---- hierarchy -------------------------------------------------------------------------------

  /**
   * Within matched types: a member whose declaration was pulled up to a new abstract member of a
   * supertype, or whose implementation was pushed down while the supertype keeps it abstract.
   */
  private findPartialPullUpAndPushDown(): void {
    for (const [parentBefore, parentAfter] of this.beforeToAfter) {
      // Members only: most matched nodes have none, and their place in the hierarchy is not looked up.
      if (parentBefore.children.length === 0) continue;
      for (const supertype of this.after.targets('subtype', parentAfter)) {
        for (const n1 of parentBefore.children) {
          if (!hasStereotype(n1, 'TYPE_MEMBER') || !this.beforeToAfter.has(n1)) continue;
          for (const n2 of supertype.children) {
            if (this.added.has(n2) && n1.localName === n2.localName && hasStereotype(n2, 'ABSTRACT')) {
              this.add({ type: 'PULL_UP_SIGNATURE', before: n1, after: n2 });
            }
          }
        }
      }
      for (const subtype of this.after.sources('subtype', parentAfter)) {
        for (const n1 of parentBefore.children) {
          const n1After = this.beforeToAfter.get(n1);
          if (!hasStereotype(n1, 'TYPE_MEMBER') || !n1After) continue;
          if (hasStereotype(n1, 'ABSTRACT') || !hasStereotype(n1After, 'ABSTRACT')) continue;
          for (const n2 of subtype.children) {
            if (this.added.has(n2) && n1.localName === n2.localName && !hasStereotype(n2, 'ABSTRACT')) {
              this.add({ type: 'PUSH_DOWN_IMPL', before: n1, after: n2 });
            }
          }
        }
      }
    }
  }

  /**
   * A subtype's implementation moved up into what was an abstract declaration of its supertype
   * (`abstract pre()` in the base class now has the body a subclass had): the declaration is
   * matched to itself, so the implementation would otherwise just vanish. The subtype is looked
   * up before the change: it may have been removed since. The bodies must be similar, as code
   * must for any match: a different implementation was not pulled up, nor an empty one replaced
   * by an empty default method.
   */
  private findImplementationsPulledUpIntoDeclarations(): void {
    for (const [declaration, n2] of this.beforeToAfter) {
      if (!hasStereotype(declaration, 'ABSTRACT') || hasStereotype(n2, 'ABSTRACT') || !declaration.parent) continue;
      for (const subtype of this.before.sources('subtype', declaration.parent)) {
        for (const n1 of subtype.children) {
          if (!this.removed.has(n1) || !hasStereotype(n1, 'TYPE_MEMBER') || n1.localName !== n2.localName) continue;
          if (this.bodySimilarity(n1, n2) > this.settings.threshold) this.add({ type: 'PULL_UP', before: n1, after: n2 });
        }
      }
    }
  }

  /** A member pulled up from one subtype usually disappears from its siblings too. */
  private findPullUpAndPushDownFromOtherSubtypes(): void {
    for (const relationship of [...this.relationships]) {
      if (relationship.type === 'PULL_UP') {
        const n2 = relationship.after;
        const supertype = n2.parent;
        if (!supertype) continue;
        for (const subtypeAfter of this.after.sources('subtype', supertype)) {
          const subtypeBefore = this.afterToBefore.get(subtypeAfter);
          if (!subtypeBefore) continue;
          for (const n1 of subtypeBefore.children) {
            // A sibling's copy has the pulled member's old identifier (renamed or not on the way up).
            const sameIdentity = n1.localName === n2.localName || n1.localName === relationship.before.localName;
            if (this.removed.has(n1) && hasStereotype(n1, 'TYPE_MEMBER') && sameIdentity) {
              this.add({ type: 'PULL_UP', before: n1, after: n2 });
            }
          }
        }
      } else if (relationship.type === 'PUSH_DOWN') {
        const n1 = relationship.before;
        const supertypeAfter = n1.parent && this.beforeToAfter.get(n1.parent);
        if (!supertypeAfter) continue;
        for (const subtypeAfter of this.after.sources('subtype', supertypeAfter)) {
          for (const n2 of subtypeAfter.children) {
            const sameIdentity = n1.localName === n2.localName || n2.localName === relationship.after.localName;
            if (this.added.has(n2) && hasStereotype(n2, 'TYPE_MEMBER') && sameIdentity) {
              this.add({ type: 'PUSH_DOWN', before: n1, after: n2 });
            }
          }
        }
      }
    }
  }

  /**
   * A member a kept type gave a new supertype that new types extend too is the common part of a
   * new family, which the Extract Superclass (Interface) already reports, not a Pull Up within a
   * hierarchy (`PropertyConstraint` taking `UniquenessConstraint`'s members for it and a new
   * `MandatoryPropertyConstraint`). A new supertype of the kept type alone keeps its Pull Ups.
   * Runs after the extracted supertypes are found, which the pulled-up members decide.
   */
  private foldPullUpsIntoNewFamilies(): void {
    const startsNewFamily = (supertype: CstNode) =>
      this.added.has(supertype) && this.after.sources('subtype', supertype).some((subtype) => this.added.has(subtype));
    const kept = this.relationships.filter(
      ({ type, after }) => !((type === 'PULL_UP' || type === 'PULL_UP_SIGNATURE') && after.parent && startsNewFamily(after.parent)),
    );
    this.relationships.splice(0, this.relationships.length, ...kept);
  }

  /** A new supertype that received pulled-up members, or an empty new supertype of a matched type. */
  private findExtractedSupertypes(): void {
    for (const relationship of [...this.relationships]) {
      if (relationship.type !== 'PULL_UP' && relationship.type !== 'PULL_UP_SIGNATURE') continue;
      const supertypeAfter = relationship.after.parent;
      const subtypeBefore = relationship.before.parent;
      if (!supertypeAfter || !subtypeBefore || !this.added.has(supertypeAfter)) continue;
      const hadIt = this.before.targets('subtype', subtypeBefore).some((s) => s.simpleName === supertypeAfter.simpleName);
      if (!hadIt) this.add({ type: 'EXTRACT_SUPER', before: subtypeBefore, after: supertypeAfter });
    }
    for (const n2 of this.added) {
      const subtypesAfter = this.after.sources('subtype', n2);
      // Members of its own, new code, make a new supertype more than an extracted one, put between
      // a kept type and the supertype it had; the kept subtypes moved into it (a sealed hierarchy:
      // `sealed class ObjectRecord { class ClassDump : ObjectRecord() }`) are not its members. A
      // kept type that had no supertype is the exception: the new type was put above it, with
      // code of its own (`StatusChangeEvent` now extends a new `DiscoveryEvent` holding a
      // timestamp). Declarations alone are a new contract the type now fulfils, not code taken out of it.
      const ownMembers = n2.children.filter((child) => !subtypesAfter.includes(child));
      const ownCode = ownMembers.some((child) => !hasStereotype(child, 'ABSTRACT'));
      for (const subtypeAfter of subtypesAfter) {
        const subtypeBefore = this.afterToBefore.get(subtypeAfter);
        if (!subtypeBefore) continue;
        if (ownMembers.length > 0 && (!ownCode || this.before.targets('subtype', subtypeBefore).length > 0)) continue;
        this.add({ type: 'EXTRACT_SUPER', before: subtypeBefore, after: n2 });
      }
    }
  }
}

/** How much less alike (summed over two pairs) code may be where other evidence decides between two pairings. */
const NEAR_TIE = 0.05;

/** A token that is a word (a name, a keyword, a number), not punctuation. */
const WORD = /[\p{L}\p{N}_]/u;

/** No names renamed: the default of readRenamedInPlace, shared rather than made per call. */
const NO_RENAMES: ReadonlyMap<string, string> = new Map();

/** Bodies smaller than this (`pass`, `return None`) are too common to tell where a name went. */
const MIN_SHIFTED_BODY_TOKENS = 10;

/** How many tokens a multiset holds, each as often as it occurs. */
function tokenCount(multiset: Multiset): number {
  let count = 0;
  for (const n of multiset.values()) count += n;
  return count;
}

/** What matching by identity compares: namespace and local name. */
function identityKey(node: CstNode): string {
  return `${node.namespace ?? ''}\u0000${node.localName}`;
}

function isMove(type: RelationshipType): boolean {
  return type === 'MOVE' || type === 'MOVE_RENAME' || type === 'INTERNAL_MOVE' || type === 'INTERNAL_MOVE_RENAME';
}

/** Every word of one simple name is in the other, case aside: `LeakDirectoryProvider` in `DefaultLeakDirectoryProvider`. */
function nestedNames(n1: CstNode, n2: CstNode): boolean {
  const words1 = new Set(simpleNameWords(n1));
  const words2 = new Set(simpleNameWords(n2));
  const within = (a: Set<string>, b: Set<string>) => [...a].every((word) => b.has(word));
  return words1.size > 0 && words2.size > 0 && (within(words1, words2) || within(words2, words1));
}

/**
 * Look-alike fields (`agent1 = Agent(...)`, `agent2 = Agent(...)` -> `agent_1`, `agent_2`) differ in
 * similarity by their names' rarity alone, which pairs them crosswise: among near ties the closer
 * names go first. Worth at most 1% of the ranking, it never outweighs the code; callables keep
 * their ranking.
 */
function fieldNameTieBreak(n1: CstNode, n2: CstNode): number {
  if (n1.type !== 'Field' || n2.type !== 'Field') return 1;
  return 1 + FIELD_NAME_TIE_WEIGHT * nameCloseness(n1.simpleName, n2.simpleName);
}

const FIELD_NAME_TIE_WEIGHT = 0.01;

/** 2 |longest common subsequence of the letters| / (|a| + |b|): 1 for one name, 0 for names sharing no letter. */
function nameCloseness(a: string, b: string): number {
  if (a.length === 0 || b.length === 0) return 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) current[j] = a[i - 1] === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    [previous, current] = [current, previous];
  }
  return (2 * previous[b.length]) / (a.length + b.length);
}

/** Whether two multisets hold the same tokens as often. */
function sameTokens(a: Multiset, b: Multiset): boolean {
  if (a.size !== b.size) return false;
  for (const [token, count] of a) if (b.get(token) !== count) return false;
  return true;
}

/** Whether `inner` is declared within `outer`'s own text (a field assigned in the method that declares it). */
/** The candidates that are each other's one candidate: neither side paired with anything else among them. */
function eachOthersOnly(candidates: readonly Candidate[]): Candidate[] {
  const counts = new Map<CstNode, number>();
  for (const { before, after } of candidates) for (const node of [before, after]) counts.set(node, (counts.get(node) ?? 0) + 1);
  return candidates.filter(({ before, after }) => counts.get(before) === 1 && counts.get(after) === 1);
}

function encloses(outer: CstNode, inner: CstNode): boolean {
  return outer.location.file === inner.location.file && outer.location.begin <= inner.location.begin && inner.location.end <= outer.location.end;
}

/**
 * Two parameter lists aligned on the names both keep, in the same order (at least one): where one
 * old name stands between two kept ones (or a kept one and an end) and new names took its
 * place, the first of them is its successor (`(graph, record, isWrapper)` -> `(graph,
 * indexedObject, objectId, isWrapper)`: `record` -> `indexedObject`). Kept names in another
 * order, or several old names in one place, say nothing.
 */
function replacedBetweenKeptNames(names1: readonly string[], names2: readonly string[]): Array<[string, string]> {
  const kept1 = names1.filter((name) => names2.includes(name));
  const kept2 = names2.filter((name) => names1.includes(name));
  if (kept1.length === 0 || kept1.join('\u0000') !== kept2.join('\u0000')) return [];
  const gaps = (names: readonly string[]) => {
    const found: string[][] = [[]];
    for (const name of names) {
      if (kept1.includes(name)) found.push([]);
      else found[found.length - 1].push(name);
    }
    return found;
  };
  const gaps1 = gaps(names1);
  const gaps2 = gaps(names2);
  return gaps1.flatMap((gap, i): Array<[string, string]> => (gap.length === 1 && gaps2[i].length > 0 ? [[gap[0], gaps2[i][0]]] : []));
}

/** The unmatched field of the constructor's type named as its parameter and declared inside the constructor's own text. */
function declaredByParameter(constructor: CstNode, name: string, unmatched: ReadonlySet<CstNode>): CstNode | undefined {
  return constructor.parent!.children.find((child) => child.type === 'Field' && child.simpleName === name && unmatched.has(child) && encloses(constructor, child));
}

/** The same name but for letter case: `unpackUtf8` and `unpackUTF8`, `setup` and `setUp`. */
function sameNameIgnoringCase(n1: CstNode, n2: CstNode): boolean {
  return n1.simpleName.toLowerCase() === n2.simpleName.toLowerCase();
}

/** Whether a callable declares a body (`{ ... }`, `= expr`), empty or not: an abstract or native one does not. */
function hasBody(node: CstNode): boolean {
  return node.location.bodyEnd > node.location.bodyBegin;
}

/** The pairs of a removed and an added node under one key. */
function soleCounterparts(removed: ReadonlyMap<string, CstNode>, added: ReadonlyMap<string, CstNode>): Array<[CstNode, CstNode]> {
  return [...removed].flatMap(([key, n1]): Array<[CstNode, CstNode]> => {
    const n2 = added.get(key);
    return n2 ? [[n1, n2]] : [];
  });
}

/**
 * Its first parameter become the receiver of a qualified name (Kotlin's `load(name: String)` ->
 * `String.load()`, the argument now called on): the same values passed, the parameters kept.
 */
function receiverTookParameter(withParameter: CstNode, qualified: CstNode): boolean {
  const receiver = qualifierOf(qualified);
  const [first, ...rest] = withParameter.parameters;
  if (receiver === undefined || first?.type === undefined || qualifierOf(withParameter) !== undefined) return false;
  const spelled = (type: string) => type.replace(/\s+/g, '');
  if (spelled(first.type) !== spelled(receiver) || rest.length !== qualified.parameters.length) return false;
  return rest.every((p, i) => (p.type ?? p.name) === (qualified.parameters[i].type ?? qualified.parameters[i].name));
}

/** What a name is qualified by (`Reader` of `Reader.scan`), undefined for a plain name. */
function qualifierOf(node: CstNode): string | undefined {
  const dot = node.simpleName.lastIndexOf('.');
  return dot > 0 ? node.simpleName.slice(0, dot) : undefined;
}

/** By key, the nodes whose key no other node has. */
function uniqueBy(nodes: readonly CstNode[], key: (node: CstNode) => string): Map<string, CstNode> {
  const byKey = new Map<string, CstNode | null>();
  for (const node of nodes) byKey.set(key(node), byKey.has(key(node)) ? null : node);
  return new Map([...byKey].filter((entry): entry is [string, CstNode] => entry[1] !== null));
}

/** No name of its own (an anonymous type is named by its supertype): matched by its place, never by name or code alone. */
function isAnonymous(node: CstNode): boolean {
  return node.simpleName.length === 0 || hasStereotype(node, 'ANONYMOUS_TYPE');
}

/**
 * What an anonymous type does on its own: moved or renamed, it only went with its code; its
 * members pulled up or pushed down, it never was a declared type of the hierarchy. Its members'
 * own changes (a renamed override, a new parameter) remain.
 */
function isAnonymousTypesOwn({ type, before, after }: Relationship): boolean {
  const anonymous = (node: CstNode | undefined) => node !== undefined && hasStereotype(node, 'ANONYMOUS_TYPE');
  if (anonymous(before) || anonymous(after)) return type !== 'SAME';
  const hierarchy = type === 'PULL_UP' || type === 'PULL_UP_SIGNATURE' || type === 'PUSH_DOWN' || type === 'PUSH_DOWN_IMPL';
  return hierarchy && (anonymous(before.parent) || anonymous(after.parent));
}

/** Relationships decided by identity and hierarchy, accepted whatever the similarity. */
function isResolvedByIdentity(type: RelationshipType): boolean {
  return type === 'SAME' || type === 'CONVERT_TYPE' || type === 'PULL_UP' || type === 'PUSH_DOWN';
}

/**
 * The code of a type's members declared outside its text (Go methods, wherever in the package):
 * part of the type's code, as a class's methods are, so that a type renamed with its methods
 * still looks like itself.
 */
function membersDeclaredOutside(index: CstIndex, node: CstNode): string[] {
  const { file, begin, end } = node.location;
  const tokens: string[] = [];
  for (const child of node.children) {
    const at = child.location;
    if (at.file === file && at.begin >= begin && at.end <= end) continue;
    for (const token of index.tokensBetween(child, at.begin, at.end)) tokens.push(token);
  }
  return tokens;
}

/**
 * An implementation of a declaration: same name, as many parameters. Not the same local name: a
 * subtype may spell a parameter's type another way (`Listener.Step` for the declaration's `Step`).
 */
function isOverride(implementation: CstNode, declaration: CstNode): boolean {
  return implementation.simpleName === declaration.simpleName && implementation.parameters.length === declaration.parameters.length;
}

/** How many words of their own names two nodes share (`ProgressListener` and `OnProgressListener`: 2). */
function sharedNameWords(n1: CstNode, n2: CstNode): number {
  let shared = 0;
  for (const count of intersection(multisetOf(simpleNameWords(n1)), multisetOf(simpleNameWords(n2))).values()) shared += count;
  return shared;
}

/** A stem this long at least says a word: shorter ones (`num`, `max`) begin many unrelated names. */
const MIN_STEM_LENGTH = 5;
/** Endings a word takes as it changes its part of speech (`explore`, `exploration`, `explored`). */
const WORD_ENDINGS = ['ations', 'ation', 'ions', 'ion', 'ings', 'ing', 'ers', 'er', 'ed', 'es', 'e', 's'];

/**
 * Whether two names begin with one word whose ending changed (`explore_steps`, `exploration`). The
 * same first word (`stderr_output`, `stderr`) is left to the rules reading declarations and
 * callers: RefactoringMiner pairs such fields by their values.
 */
function sameLeadingStem(name1: string, name2: string): boolean {
  const [first1] = splitIdentifier(name1).map((word) => word.toLowerCase());
  const [first2] = splitIdentifier(name2).map((word) => word.toLowerCase());
  if (!first1 || !first2 || first1 === first2) return false;
  const stem1 = wordStem(first1);
  return stem1.length >= MIN_STEM_LENGTH && stem1 === wordStem(first2);
}

function wordStem(word: string): string {
  const ending = WORD_ENDINGS.find((candidate) => word.endsWith(candidate) && word.length - candidate.length >= MIN_STEM_LENGTH);
  return ending ? word.slice(0, word.length - ending.length) : word;
}

/** The words of a node's simple name, in lower case (`OnProgressListener`: on, progress, listener). */
function simpleNameWords(node: CstNode): string[] {
  return splitIdentifier(node.simpleName).map((word) => word.toLowerCase());
}
