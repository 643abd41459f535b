import { canExchangeCode, hasStereotype, isCallable, type CstNode, type Statement, type StatementBody } from './cst';
import { bodyMapping, flattenStatements } from './statements/mapper';
import { usesOf } from './statements/name-uses';
import { extractedStatements, inlinedStatements, mayHoldMovedStatement, mayHoldReplacedAsOperand, mayHoldReplacedExpression, type MovedStatements } from './statements/moved-statements';
import { defaultReturnOf } from './statements/replaced-expression';
import type { CstIndex } from './cst-index';
import type { Relationship } from './relationship';
import type { AnalysisSettings } from './settings';
import { intersection, minus, multisetOf, plus, splitIdentifier, type Multiset, type Vocabulary, type WeightedTokens } from './similarity';
import { memoizedByPair } from './pair-memo';

/**
 * Extract and Inline (RefDiff 2.0, section 3.2, the non-matching relationships): code that left
 * a matched method for a new one it now calls, or entered it from a removed one it called.
 * Runs once all matches are known; reads them, adds nothing to them.
 */

/** What the extract and inline rules read of a finished matching. */
export interface MatchedRevisions {
  readonly before: CstIndex;
  readonly after: CstIndex;
  readonly beforeToAfter: ReadonlyMap<CstNode, CstNode>;
  readonly afterToBefore: ReadonlyMap<CstNode, CstNode>;
  /** Nodes left unmatched on each side. */
  readonly removed: ReadonlySet<CstNode>;
  readonly added: ReadonlySet<CstNode>;
  readonly vocabulary: Vocabulary;
  readonly settings: AnalysisSettings;
  codeOf(node: CstNode): WeightedTokens;
  /** codeOf's bag alone, unweighed. */
  codeTokens(node: CstNode): Multiset;
  /** The body's bag: its tokens, its parameters' names and `return` left out. */
  bodyOf(node: CstNode): Multiset;
  /** The body as extracted or inlined code: without the function's own name (bodyOf less `node.simpleName`). */
  movedBodyOf(node: CstNode): Multiset;
  /** n1's body (before) and n2's (after) are the same bag, told from their tokens without building either; false when unsure. */
  sameBodyTokens(n1: CstNode, n2: CstNode): boolean;
  codeSimilarity(n1: CstNode, n2: CstNode): number;
  /** n2 sits where n1 sat: same (matched) parent, or same namespace at the top. */
  sameLocation(n1: CstNode, n2: CstNode): boolean;
}

/**
 * Containment of an extracted or inlined body is judged 0.1 below the match threshold: the
 * code often changes a little on the way (calibrated on RefDiff 2.0's Java oracle, where it
 * raised Extract recall from 0.67 to 0.80 at equal precision, as RefDiff 1.0's lower
 * per-type thresholds did).
 */
const EXTRACT_THRESHOLD_MARGIN = 0.1;

/**
 * An extracted or inlined body may be contained down to 0.25 less when it also accounts for 60%
 * of the code its caller lost (or gained): the rest of the body is new code written around the
 * moved statements, a common shape of Extract Method. Calibrated on RefDiff 2.0's Java oracle:
 * Extract recall 0.812 -> 0.870 (57 more found, 3 more false, 5 more unvalidated reports),
 * Inline 0.786 -> 0.893 (12 more found, 1 more false). Requiring a minimum of shared tokens as
 * well cost more true reports than false ones; a 0.3 margin flooded Inline with weak reports.
 */
const EXPLAINED_CODE_MARGIN = 0.25;
const EXPLAINED_CODE_SHARE = 0.6;

/**
 * The other side of that evidence: a body only partly contained (less than 0.2 above the
 * containment threshold) that accounts for a sliver (under 8%) of a caller's changed code is a
 * small method whose tokens happen to appear in a larger rewrite (`close()` "extracted" from a
 * rewritten `reset()`). On RefDiff 2.0's Java oracle: 4 false Extract reports fewer, 3 true
 * Extract or Inline reports and 16 unvalidated ones fewer; a 10% sliver cost 7 more true ones.
 */
const PARTLY_CONTAINED_BAND = 0.2;
const SLIVER_SHARE = 0.08;

/** Containment below which the statements are not consulted: nothing of the body is in the caller's change. */
const STATEMENT_FLOOR = 0.1;
/**
 * More than this share of a weakly contained body's statements must map to the caller's lost
 * (gained) statements: more mapped than not, as RefactoringMiner requires. A thin wrapper around
 * one moved call plus one new statement is no extraction.
 */
const MAPPED_SHARE = 0.5;
/** A body with this many statements, under this share of them mapped, was not moved whatever its tokens say. */
const MANY_STATEMENTS = 5;
const UNMAPPED_SHARE = 0.2;

/** A statement moved word for word says something from this many words on (`return x;` has two). */
const VERBATIM_MIN_WORDS = 3;
/** A body around a verbatim moved statement is an extraction with fewer new statements than this (RefactoringMiner's bound). */
const VERBATIM_MAX_NEW_STATEMENTS = 10;

/**
 * Several lost statements found word for word say it too, short ones included (`System.gc();`
 * three times, now in `collectGarbage()`), among fewer than 20 new statements: RefactoringMiner's
 * `exactMatches > 1` rule for extractions. On RefDiff 2.0's Java oracle: 2 true Extract reports
 * more, 3 unvalidated ones (more of a commit's `require()` extractions the oracle lists elsewhere);
 * for inlinings, 1 false report and no true one, so it is not used there.
 */
const SEVERAL_VERBATIM = 2;
const SEVERAL_VERBATIM_MIN_WORDS = 2;
const SEVERAL_VERBATIM_MAX_NEW_STATEMENTS = 20;
/**
 * The same from statements alike but for a renamed local or a return for an assignment, when they
 * say something (3 words or more): `dummyObject = new GraphObjectMap()` moved as `graphObject = new
 * GraphObjectMap()` among four others so renamed, into a helper that also recurses into maps. On
 * RefDiff 2.0's Java oracle: 1 true extraction more (structr `handleObject()`), no false or
 * unvalidated one.
 */
const SEVERAL_ALIKE_MIN_WORDS = 3;
/**
 * One lost statement whose value, this many words, the new body assigns word for word to a local
 * of its own says it alone (`length_func = lambda x: x[self._decoder.length_tensor_name]` moved as
 * `length_fn = ...` into a helper that first reads a configured function). Not a return for the
 * assignment: a guard wrapper returning the one call its caller gave up is no extraction.
 * Extractions only, as for several alike statements.
 */
const ALIKE_ALONE_MIN_WORDS = 5;

/** Below this share of a rewritten caller's lost code, a body moved to another type is a stray match. */
const STRAY_MATCH_SHARE = 0.15;
/** A caller less similar than this to its old self was rewritten, not just trimmed. */
const REWRITTEN_CALLER_SIMILARITY = 0.6;

/** Bodies sharing this much of their tokens kept something: their statements are not compared. */
const SHARED_BODY_SIMILARITY = 0.5;

/** One callee whose body may have left (or entered) one caller, with the code the caller lost (gained). */
interface MoveCandidate {
  type: 'EXTRACT' | 'EXTRACT_MOVE' | 'INLINE';
  callee: CstNode;
  /** The caller on both sides. */
  callerBefore: CstNode;
  callerAfter: CstNode;
  body: Multiset;
  movedCode: Multiset;
  /** The callee sits where its caller sits, or inside it: no code taken from another type. */
  near: boolean;
  /** The callee kept its name and place but took (or gave away) a whole new body (isBodyReplaced). */
  bodyReplaced: boolean;
  /** The callee moved to another type, its caller still calling it there: the body is what it left behind. */
  splitAway?: boolean;
  /** A getter or setter of another type (isAccessor): only the expression its call replaced says it took code. */
  accessorElsewhere?: boolean;
  /** The new helpers between the caller and a callee it does not call itself (callersThroughNewHelpers). */
  throughHelpers?: readonly CstNode[];
}

/** An added node called from a matched node whose removed code contains its body. */
export function findExtractions(revisions: MatchedRevisions): Relationship[] {
  const { afterToBefore } = revisions;
  const candidates: MoveCandidate[] = [];
  for (const n2 of receiversOfCode(revisions, 'after')) {
    // A new constructor called from an old one (super(...)) is a new type's, not extracted code.
    if (hasStereotype(n2, 'TYPE_CONSTRUCTOR')) continue;
    const earlier = afterToBefore.get(n2);
    const callers = callersOf(revisions, n2);
    const throughHelpers = callersThroughNewHelpers(revisions, n2, new Set(callers));
    for (const callerAfter of [...callers, ...throughHelpers.keys()]) {
      const n1 = afterToBefore.get(callerAfter);
      if (!n1 || n1 === earlier || !canExchangeCode(n1, n2)) continue;
      const sameLocation = revisions.sameLocation(n1, n2);
      // A moved callee takes code only from a caller it moved next to, and one that did not call it already.
      if (earlier && (!sameLocation || revisions.before.hasEdge('uses', n1, earlier))) continue;
      const callerBefore = revisions.codeTokens(n1);
      const callerNow = codeAroundNested(revisions.after, revisions.codeTokens(callerAfter), callerAfter, n2);
      // A caller that lost no code gave none away, whatever a new call's tokens would match; but
      // for an argument it kept, now passed through a helper returning it by default.
      if (minus(callerBefore, callerNow).size === 0 && !returnsByDefault(revisions, n2)) continue;
      const movedCode = minus(plus(callerBefore, callTokens(n2)), callerNow);
      // Into a function declared inside the caller: another container (Extract And Move, as RefDiff
      // 2.0 names it), but no code taken from afar.
      const type = sameLocation ? 'EXTRACT' : 'EXTRACT_MOVE';
      const near = sameLocation || isNestedIn(n2, callerAfter);
      const bodyReplaced = !!earlier && revisions.sameLocation(earlier, n2);
      const accessorElsewhere = !sameLocation && isAccessor(n2);
      candidates.push({ type, callee: n2, callerBefore: n1, callerAfter, body: revisions.movedBodyOf(n2), movedCode, near, bodyReplaced, accessorElsewhere, throughHelpers: throughHelpers.get(callerAfter) });
    }
  }
  // The callers' own callees first: a callee reached through helpers claims none of their code.
  const found = attributeMovedCode(revisions, candidates.filter(({ throughHelpers }) => !throughHelpers));
  // A helper on the way that is itself extracted from the caller took the code, its own callees
  // with it (a new reader class's `readStringRecord()` called from the extracted `readRecords()`):
  // RefactoringMiner reads those as moved with their class, not extracted from the caller.
  const extracted = new Set(found.map(({ before, after }) => `${before.id}:${after.id}`));
  const throughNew = candidates.filter(({ callerBefore, throughHelpers }) => throughHelpers && !throughHelpers.some((helper) => extracted.has(`${callerBefore.id}:${helper.id}`)));
  return [...found, ...attributeMovedCode(revisions, throughNew)];
}

/** New helpers between a kept caller and a new callable, at most (RefactoringMiner walks the whole call tree; deeper, a JavaScript fixture's formatter loop went two helpers down from a watcher that merely calls a setter now). */
const MAX_NEW_HELPERS_BETWEEN = 1;

/**
 * The kept callers that reach an added callable only through other added callables (`get_args`
 * calling the new `get_stream_spec_nodes`, which calls the new `get_stream_map_nodes` holding the
 * check `get_args` lost): RefactoringMiner reads the callees of the extracted code's call tree as
 * extracted from the caller too. The code still has to be the caller's (attributeMovedCode).
 */
function callersThroughNewHelpers(revisions: MatchedRevisions, n2: CstNode, callers: ReadonlySet<CstNode>): Map<CstNode, CstNode[]> {
  const { after, added, afterToBefore } = revisions;
  const found = new Map<CstNode, CstNode[]>();
  // Into a new type, methods calling each other went with it (an extracted class, as
  // RefactoringMiner reads leakcanary's `HprofRecordReader` or MPAndroidChart's `ChartHighlighter`):
  // only a callee in a container that was there before took code two calls away.
  if (!n2.parent || !afterToBefore.has(n2.parent)) return found;
  const direct = new Set(after.sources('uses', n2));
  // Each kept caller found, with the helpers on its way to n2.
  let paths = [...direct].filter((caller) => added.has(caller) && isCallable(caller) && caller !== n2).map((helper) => [helper]);
  const seen = new Set<CstNode>([n2, ...paths.map(([helper]) => helper)]);
  for (let depth = 0; depth < MAX_NEW_HELPERS_BETWEEN && paths.length > 0; depth++) {
    const next: CstNode[][] = [];
    for (const path of paths) {
      for (const caller of after.sources('uses', path[path.length - 1])) {
        if (seen.has(caller)) continue;
        seen.add(caller);
        // A caller of n2 itself (or of the declaration it alone implements) is a direct candidate already.
        if (afterToBefore.has(caller) && !callers.has(caller)) found.set(caller, path);
        else if (added.has(caller) && isCallable(caller)) next.push([...path, caller]);
      }
    }
    paths = next;
  }
  return found;
}

/**
 * The nodes calling an added callable, and those calling the new abstract declaration it alone
 * implements: a call made through the supertype (`params.serializer(lazy)`, `params` declared a
 * `NetworkParameters`) reaches the one body written for it (`AbstractNetParams.serializer`), which
 * is where the code the caller lost went.
 */
function callersOf(revisions: MatchedRevisions, n2: CstNode): readonly CstNode[] {
  const { after, added } = revisions;
  const callers = after.sources('uses', n2);
  if (!added.has(n2) || hasStereotype(n2, 'ABSTRACT') || !n2.parent) return callers;
  const declarations = after
    .targets('subtype', n2.parent)
    .flatMap((supertype) => supertype.children.filter((child) => added.has(child) && hasStereotype(child, 'ABSTRACT') && implementsSignature(n2, child)));
  if (declarations.length !== 1) return callers;
  const [declaration] = declarations;
  const implementations = after.sources('subtype', declaration.parent!).flatMap((subtype) => subtype.children.filter((child) => added.has(child) && !hasStereotype(child, 'ABSTRACT') && implementsSignature(child, declaration)));
  if (implementations.length !== 1) return callers;
  return [...new Set([...callers, ...after.sources('uses', declaration)])];
}

/** Same name, same parameter types (or count, where the language writes no types). */
function implementsSignature(implementation: CstNode, declaration: CstNode): boolean {
  if (implementation.type !== declaration.type || implementation.simpleName !== declaration.simpleName) return false;
  const [a, b] = [implementation.parameters, declaration.parameters];
  return a.length === b.length && a.every((parameter, i) => parameter.type === b[i].type);
}

/**
 * The nodes that may have received a caller's code (extract) or given theirs away (inline): the
 * added (removed) ones, and those moved to another place, since a method may take code from a
 * caller it moved next to (`logWarn` pulled up into the class whose `fireListeners` lost its
 * logging) or leave its code in a caller it moved away from. Callers elsewhere are left out: on
 * RefDiff 2.0's Java oracle they brought 1 true extraction and 12 unvalidated ones (pulled-up
 * setters "extracted" from tests that called them).
 */
function receiversOfCode(revisions: MatchedRevisions, side: 'before' | 'after'): CstNode[] {
  const [fresh, counterparts] = side === 'after' ? [revisions.added, revisions.afterToBefore] : [revisions.removed, revisions.beforeToAfter];
  const index = side === 'after' ? revisions.after : revisions.before;
  const nodes = [...fresh];
  for (const node of index.nodes) {
    const other = counterparts.get(node);
    if (!other) continue;
    const [n1, n2] = side === 'after' ? ([other, node] as const) : ([node, other] as const);
    if (!revisions.sameLocation(n1, n2) || isBodyReplaced(revisions, n1, n2)) nodes.push(node);
  }
  return nodes;
}

/**
 * A callable that kept its name and place but not its body: the new body may be a caller's code
 * (a getter `getPathToJSBundleDir()` returning a field became `getPathToJSBundleDir(target)`
 * computing what the constructor used to compute inline), and its old body is no evidence either
 * way. Replaced means no statement of the old body pairs with one of the new, even with
 * replacements; the token bags only spare the mapping for bodies that share much. Remembered per
 * analysis: extractions and inlinings both ask it of every matched callable in place.
 */
const isBodyReplaced = memoizedByPair(bodyReplacedNow);

function bodyReplacedNow(revisions: MatchedRevisions, n1: CstNode, n2: CstNode): boolean {
  if (!isCallable(n1) || !isCallable(n2)) return false;
  // A body that did not change (most of them) shares all it has: no bag is built to tell.
  if (n1.simpleName === n2.simpleName && revisions.sameBodyTokens(n1, n2)) return false;
  const { vocabulary } = revisions;
  // The moved bodies (movedBodyOf) weighed and compared as their bodies less each one's name, none copied: most are never read again.
  const [old, now] = [revisions.bodyOf(n1), revisions.bodyOf(n2)];
  const larger = Math.max(vocabulary.weightWithout(old, n1.simpleName), vocabulary.weightWithout(now, n2.simpleName));
  if (larger === 0 || vocabulary.overlapWithout(old, n1.simpleName, now, n2.simpleName) / larger >= SHARED_BODY_SIMILARITY) return false;
  const bodyBefore = revisions.before.root.statementsOf?.(n1);
  const bodyAfter = revisions.after.root.statementsOf?.(n2);
  if (!bodyBefore || !bodyAfter) return false;
  if (!hasTokens(bodyBefore) || !hasTokens(bodyAfter)) return false;
  // The mapping the report reads of the same pair of bodies (variable and parameter changes): made once for both.
  return bodyMapping(bodyBefore, bodyAfter).mapping.pairs.length === 0;
}

/** Whether some statement of the body has a token. */
function hasTokens(body: StatementBody): boolean {
  const holdsTokens = (statement: Statement): boolean => statement.tokens.length > 0 || statement.children.some(holdsTokens);
  return body.statements.some(holdsTokens);
}

/**
 * Whether an added node's body is code one of its (matched) callers lost, mostly contained in
 * it, more than in `rival` (the code of a removed node it might otherwise succeed): a new helper
 * that took over a call site is extracted code, not the old callee renamed.
 */
export function isCodeItsCallerLost(revisions: MatchedRevisions, n2: CstNode, rival: number): boolean {
  const { after, afterToBefore, vocabulary, settings } = revisions;
  const body = revisions.movedBodyOf(n2);
  const bodyWeight = vocabulary.weight(body);
  if (bodyWeight === 0) return false;
  for (const callerAfter of after.sources('uses', n2)) {
    const n1 = afterToBefore.get(callerAfter);
    if (!n1) continue;
    const lost = minus(revisions.codeTokens(n1), codeAroundNested(after, revisions.codeTokens(callerAfter), callerAfter, n2));
    const contained = vocabulary.overlap(body, lost) / bodyWeight;
    if (contained > extractThreshold(settings) + PARTLY_CONTAINED_BAND && contained > rival) return true;
  }
  return false;
}

/** A removed node, called from a matched node whose added code contains its body. */
export function findInlinings(revisions: MatchedRevisions): Relationship[] {
  const { before, beforeToAfter } = revisions;
  const candidates: MoveCandidate[] = [];
  for (const n1 of receiversOfCode(revisions, 'before')) {
    if (hasStereotype(n1, 'TYPE_CONSTRUCTOR')) continue;
    const later = beforeToAfter.get(n1);
    for (const callerBefore of before.sources('uses', n1)) {
      const n2 = beforeToAfter.get(callerBefore);
      if (!n2 || n2 === later || !canExchangeCode(n1, n2)) continue;
      const sameLocation = revisions.sameLocation(n1, n2);
      const callsItStill = !!later && revisions.after.hasEdge('uses', n2, later);
      // A callee moved to another type, which its caller (in the callee's old type) still calls
      // there, may have left part of its code in that caller (`addStaticIndexHtmlViewControllers()`
      // became `getWelcomePage()` elsewhere, its logging and view registration now in its caller):
      // what it lost on the way is the candidate body.
      const movedOnFrom = later && sameLocation && callsItStill && !revisions.sameLocation(n1, later) ? later : undefined;
      // Otherwise a moved callee gives code only to a caller it moved away from, and one that no longer calls it.
      if (later && !movedOnFrom && (!sameLocation || callsItStill)) continue;
      if (isAccessor(n1) && !sameLocation) continue;
      if (forwardedToSurvivingOverload(revisions, n1, n2)) continue;
      const callerNow = revisions.codeTokens(n2);
      const callerThen = codeAroundNested(before, revisions.codeTokens(callerBefore), callerBefore, n1);
      // A caller that gained no code took none in.
      if (minus(callerNow, callerThen).size === 0) continue;
      // The call to the callee where it went is no code the caller took in either.
      const calls = movedOnFrom ? plus(callTokens(n1), callTokens(movedOnFrom)) : callTokens(n1);
      const movedCode = minus(minus(minus(callerNow, calls), callerThen), newNameTokens(callerBefore, n2));
      const near = sameLocation || isNestedIn(n1, callerBefore);
      const bodyReplaced = !!later && revisions.sameLocation(n1, later);
      const forwardedTo = removedForwardTarget(revisions, n1);
      const ownBody = forwardedTo ? plus(revisions.movedBodyOf(n1), revisions.movedBodyOf(forwardedTo)) : revisions.movedBodyOf(n1);
      const body = movedOnFrom ? minus(ownBody, revisions.movedBodyOf(movedOnFrom)) : ownBody;
      if (body.size === 0) continue;
      candidates.push({ type: 'INLINE', callee: n1, callerBefore, callerAfter: n2, body, movedCode, near, bodyReplaced, splitAway: !!movedOnFrom });
    }
  }
  const found = attributeMovedCode(revisions, candidates);
  return [...found, ...inlinedThroughInlinedCallers(revisions, found)];
}

/**
 * A removed callee whose caller, removed too, was inlined into one kept callable: both bodies are
 * in it now (`analyze(...)` took in its removed overload `analyze(..., reader)`, which called the
 * removed `analyzeGraph(...)`, whose body is now `analyze`'s), and each was inlined there, as
 * RefactoringMiner reports it. The caller's own code, and the kept callable's before, are no code
 * the callee gave. Only a caller inlined into one callable: one inlined into several leaves its
 * callees' code nowhere in particular. Not the target of a one-statement forwarder: inlining the
 * forwarder inlined both, one report.
 */
function inlinedThroughInlinedCallers(revisions: MatchedRevisions, found: readonly Relationship[]): Relationship[] {
  const { before, beforeToAfter, afterToBefore, removed } = revisions;
  const targets = new Map<CstNode, CstNode[]>();
  for (const { type, before: callee, after } of found) {
    if (type === 'INLINE' && removed.has(callee)) targets.set(callee, [...(targets.get(callee) ?? []), after]);
  }
  const inlined = new Set(found.filter(({ type }) => type === 'INLINE').map(({ before: callee }) => callee));
  const candidates: MoveCandidate[] = [];
  for (const [caller, into] of targets) {
    if (into.length !== 1) continue;
    const [n2] = into;
    const n2Before = afterToBefore.get(n2);
    // A one-statement forwarder's inlining already carried its target's code (removedForwardTarget).
    const forwardedTo = removedForwardTarget(revisions, caller);
    for (const n1 of before.targets('uses', caller)) {
      if (n1 === forwardedTo) continue;
      if (n1 === caller || inlined.has(n1) || !removed.has(n1) || beforeToAfter.has(n1) || !isCallable(n1) || hasStereotype(n1, 'TYPE_CONSTRUCTOR')) continue;
      if (!canExchangeCode(n1, n2) || (n2Before && before.hasEdge('uses', n2Before, n1))) continue;
      const callerThen = plus(codeAroundNested(before, revisions.codeTokens(caller), caller, n1), n2Before ? revisions.codeTokens(n2Before) : new Map());
      const callerNow = revisions.codeTokens(n2);
      if (minus(callerNow, callerThen).size === 0) continue;
      const movedCode = minus(minus(minus(callerNow, callTokens(n1)), callerThen), newNameTokens(caller, n2));
      const body = revisions.movedBodyOf(n1);
      if (body.size === 0) continue;
      const near = revisions.sameLocation(n1, n2) || isNestedIn(n1, caller);
      candidates.push({ type: 'INLINE', callee: n1, callerBefore: caller, callerAfter: n2, body, movedCode, near, bodyReplaced: false });
    }
  }
  return attributeMovedCode(revisions, candidates);
}

/**
 * A removed callee whose one statement calls another removed method carried that method's code:
 * inlining the one inlines both (`build(target, container)`, forwarding to `build(target,
 * container, cache)`, both gone and the latter's body now in `build(target)`). Judged with that
 * code, a forwarder is no longer "contained" in a caller that only kept its `return ...(x)`.
 */
function removedForwardTarget(revisions: MatchedRevisions, n1: CstNode): CstNode | undefined {
  const { before, removed } = revisions;
  const callees = before.targets('uses', n1).filter(isCallable);
  if (callees.length !== 1) return undefined;
  const [target] = callees;
  if (target === n1 || !removed.has(target)) return undefined;
  const statements = before.root.statementsOf?.(n1);
  return statements && flattenStatements(statements.statements).length === 1 ? target : undefined;
}

/**
 * Judges each callee against the code its caller lost (gained). A body only partly contained in
 * that code (the band above the containment threshold) is judged against what more contained
 * callees of the same caller have not already accounted for: its few matching tokens may be
 * theirs (`createCell()` took in `createManyCells()`; the removed `createSingleCell()` shares some
 * of those tokens, no code of its own). A mostly contained body stands on its own evidence (one
 * block may go into two specialised copies), as does one that explains most of the caller's
 * change. Equally contained callees do not take code from each other. On RefDiff 2.0's Java
 * oracle: 4 false Extract or Inline reports fewer and no true one; judging every callee so cost 6
 * true ones (specialised copies, and equally contained overloads).
 */
function attributeMovedCode(revisions: MatchedRevisions, candidates: MoveCandidate[]): Relationship[] {
  const { settings } = revisions;
  const byCaller = new Map<CstNode, { candidate: MoveCandidate; judged: { accepted: boolean; score: number } }[]>();
  for (const candidate of candidates) {
    const judged = isMovedCode(revisions, candidate.body, candidate.movedCode);
    const group = byCaller.get(candidate.callerAfter);
    if (group) group.push({ candidate, judged });
    else byCaller.set(candidate.callerAfter, [{ candidate, judged }]);
  }
  const found: Relationship[] = [];
  const threshold = extractThreshold(settings);
  for (const group of byCaller.values()) {
    group.sort((a, b) => b.judged.score - a.judged.score || a.candidate.callee.id - b.candidate.callee.id);
    let claimed: Multiset = new Map();
    let claimedByTier: Multiset = new Map();
    let tierScore = Number.NaN;
    for (const { candidate, judged } of group) {
      if (judged.score !== tierScore) {
        claimed = plus(claimed, claimedByTier);
        claimedByTier = new Map();
        tierScore = judged.score;
      }
      const { type, callee, callerBefore, callerAfter, body, near } = candidate;
      const partlyContained = judged.score > threshold && judged.score <= threshold + PARTLY_CONTAINED_BAND;
      const movedCode = partlyContained ? minus(candidate.movedCode, claimed) : candidate.movedCode;
      const byTokens = movedCode === candidate.movedCode ? judged : isMovedCode(revisions, body, movedCode);
      const decided = candidate.accessorElsewhere ? { accepted: mayHoldReplacedExpressionOf(revisions, candidate) && !!movedStatementsOf(revisions, candidate)?.holdsReplacedExpression, score: byTokens.score } : decideByStatements(revisions, candidate, byTokens);
      const { score } = decided;
      // A callee the caller reaches only through new helpers shows the move by its statements: its
      // tokens alone are any large change's (a forwarding `retrieveRecord(reference.value)`).
      const statementsNeeded = candidate.bodyReplaced || !!candidate.throughHelpers;
      const accepted = decided.accepted && (!statementsNeeded || hasStatementEvidence(revisions, candidate)) && (!candidate.splitAway || leftStatementBehind(revisions, candidate));
      // A helper holding the value of a local its caller gave up is that value's new home, no
      // coincidence of tokens, however large the caller's rewrite. On RefDiff 2.0's Java oracle: 2
      // true extractions more (infinispan `buildKernelServices()` in the tests' base class) and 2
      // unvalidated ones, the same helper from two more tests, true on reading the code.
      const stray = accepted && !near && isStrayMatchInRewrite(revisions, body, movedCode, callerBefore, callerAfter) && !saysItMoved(movedStatementsOf(revisions, candidate), settings);
      const [before, after] = type === 'INLINE' ? [callee, callerAfter] : [callerBefore, callee];
      if (accepted && !stray) {
        found.push({ type, before, after, similarity: score });
        claimedByTier = plus(claimedByTier, intersection(movedCode, body));
      } else {
        settings.monitor?.rejected(type === 'INLINE' ? 'inline' : 'extract', before, after, score, movedStatementsOf(revisions, candidate));
      }
    }
  }
  return found;
}

/**
 * Below the containment threshold the token bags cannot tell moved code from shared vocabulary;
 * there the statements decide, where the language gives them. A body the token rules reject is
 * moved code when more than half of its statements map to statements the caller lost (gained):
 * renamed locals, a parameter for a local, a return for an assignment hide it from the bags. One
 * they accept only because it explains most of the caller's change is not, when it has several
 * statements and almost none of them map: a new guard wrapper around one moved `readFileSync`
 * call (the false JavaScript extractions at similarity 0.16-0.18 of issue 22). On RefDiff 2.0's
 * Java oracle: Extract 880 -> 883 true and 13 -> 11 false reports, Inline 99 -> 101 true. Requiring
 * mapped statements of every weakly contained body instead cost about 25 true ones: small bodies
 * whose one statement changed, which is why only bodies of several statements are rejected.
 */
function decideByStatements(revisions: MatchedRevisions, candidate: MoveCandidate, byTokens: { accepted: boolean; score: number }): { accepted: boolean; score: number } {
  const { settings } = revisions;
  if (hasEmptyBody(revisions, candidate)) return { accepted: false, score: byTokens.score };
  // A kept argument now passed through a helper that returns it by default took no code from the
  // caller's bag (the argument is still there): only its statements can tell.
  if (byTokens.score === 0 && !(candidate.type !== 'INLINE' && returnsByDefault(revisions, candidate.callee))) return byTokens;
  if (isSupersetOfReplaced(revisions, candidate)) return { accepted: false, score: byTokens.score };
  if (byTokens.score > extractThreshold(settings)) return byTokens.accepted ? byTokens : reconsiderSliver(revisions, candidate, byTokens);
  const weak = byTokens.score <= (settings.extractStatementFloor ?? STATEMENT_FLOOR);
  if (weak && !mayHoldMovedStatementOf(revisions, candidate)) return { accepted: false, score: byTokens.score };
  const evidence = movedStatementsOf(revisions, candidate);
  if (!evidence || evidence.total === 0) return byTokens;
  if (addsBehaviour(revisions, candidate, evidence)) return { accepted: false, score: byTokens.score };
  const accepted = (): boolean => {
    // A callee holding the expression its call replaced (replaced-expression.ts): on RefDiff 2.0's
    // Java oracle, Extract 893 -> 901 true reports, no false or unvalidated one more; 1 unvalidated
    // Inline more. Callees of up to 9 statements: 902 true but 3 unvalidated more, and guard wrappers.
    if (hasMovedStatementVerbatim(evidence, candidate.type) || evidence.holdsReplacedExpression) return true;
    if (weak) return false;
    // A one-statement helper holding the value of a local its caller gave up (lost-values.ts): on
    // RefDiff 2.0's Java oracle, 5 true extractions more (infinispan `buildKernelServices()`), no false or unvalidated one.
    if (evidence.holdsLostValue) return true;
    const share = evidence.mapped / evidence.total;
    if (byTokens.accepted) return !(evidence.total >= MANY_STATEMENTS && share < (settings.extractUnmappedShare ?? UNMAPPED_SHARE));
    return mostlyMapped(evidence, settings);
  };
  return { accepted: accepted(), score: byTokens.score };
}

/**
 * A helper holding the expression its call replaced in a local, then doing more with that value
 * before handing it back (`new Error(msg)` -> a helper that also sets the error's config and code,
 * or passes it through another helper): it adds behaviour, and the caller's replaced code is not
 * its body, as RefactoringMiner requires more mapped statements than new ones. Only a straight
 * line of statements, the first making the value and each other reading it, where the caller lost
 * nothing more than the helper holds (else the new statements may be that code, rewritten: a
 * loop around a moved condition). Extractions only; a statement of the caller in it word for word
 * still says it moved.
 */
function addsBehaviour(revisions: MatchedRevisions, candidate: MoveCandidate, evidence: MovedStatements): boolean {
  if (candidate.type === 'INLINE' || !evidence.holdsReplacedExpression || hasMovedStatementVerbatim(evidence, candidate.type)) return false;
  // The statement holding the expression is the moved code, mapped or not (a call made in its place).
  const held = Math.max(evidence.mapped, 1);
  if (evidence.lost > held) return false;
  const moved = statementBodiesOf(revisions, candidate)?.moved;
  const statements = moved ? flattenStatements(moved.statements).filter((statement) => statement.tokens.length > 0) : [];
  const [first, ...rest] = statements;
  if (!first || rest.length === 0 || statements.some((statement) => statement.children.length > 0) || first.declares.length !== 1) return false;
  const [value] = first.declares;
  // `return error;` hands the value back: no behaviour of its own.
  const dressing = rest.filter((statement) => !returnsOnly(statement, value));
  return dressing.length > 0 && rest.every((statement) => usesOf(statement.tokens, value) > 0) && dressing.length >= held;
}

/** `return name;` */
function returnsOnly(statement: Statement, name: string): boolean {
  const tokens = statement.tokens.filter((token) => token !== ';');
  return tokens.length === 2 && tokens[0] === 'return' && tokens[1] === name;
}

/**
 * A small callee that holds the expression its call replaced only as an operand combined with more
 * (`tty_get_flags(tty)` returning `tty->term->flags | tty->term_flags` where the caller read
 * `tty->term->flags`) computes another value: the caller's behaviour changed, nothing moved,
 * however well its tokens are contained (RefactoringMiner maps such a call only to an expression
 * the callee's is). Unless a statement the caller lost is in it word for word.
 */
function isSupersetOfReplaced(revisions: MatchedRevisions, candidate: MoveCandidate): boolean {
  const bodies = statementBodiesOf(revisions, candidate);
  if (!bodies) return false;
  const { before, after, moved, callee } = bodies;
  const may = candidate.type === 'INLINE' ? mayHoldReplacedAsOperand(after, before, moved, callee) : mayHoldReplacedAsOperand(before, after, moved, callee);
  if (!may) return false;
  const evidence = movedStatementsOf(revisions, candidate);
  return !!evidence && evidence.holdsReplacedAsOperand && !hasMovedStatementVerbatim(evidence, candidate.type);
}

/**
 * Whether the callee's body is empty (`void finish() {}`), where the language gives statements: it
 * holds no code, however much of its signature (`void`, `(`, `)`, braces) the caller's loss shares.
 */
function hasEmptyBody(revisions: MatchedRevisions, candidate: MoveCandidate): boolean {
  const root = candidate.type === 'INLINE' ? revisions.before.root : revisions.after.root;
  if (!root.statementsOf) return false;
  const { bodyBegin, bodyEnd } = candidate.callee.location;
  if (bodyEnd <= bodyBegin) return true;
  const body = root.statementsOf(candidate.callee);
  return body !== undefined && flattenStatements(body.statements).every((statement) => statement.tokens.length === 0);
}

/**
 * More of the body's statements map to the caller's lost (gained) ones than not, or, from two
 * mapped statements on, as many (RefactoringMiner's `mappings > 1 && mappings >= nonMappedT2`):
 * a helper that declares a local for the moved call and uses it once more. For the tie, the
 * statements mapped into a lambda or an anonymous class of the caller do not count: callbacks
 * repeat the same plumbing (`catch (ClassNotFoundException e) { throw new RuntimeException(e); }`
 * made a new `getJUnit4JarPaths()` "extracted" from a caller holding it in a callback).
 */
function mostlyMapped(evidence: MovedStatements, settings: AnalysisSettings): boolean {
  const { mapped, total, mappedInCallbacks } = evidence;
  if (mapped === 0) return false;
  return mapped / total > (settings.extractMappedShare ?? MAPPED_SHARE) || (mapped - mappedInCallbacks > 1 && mapped >= total - mapped);
}

/**
 * A partly contained body the token rules took for a sliver of a large rewrite is moved code after
 * all when its statements say so: one of them is a statement its caller lost (gained), word for
 * word or but for a return for an assignment (`boolean b = isTrue(map.get(k))` -> `return
 * isTrue(map.get(key))`), or two or more of them map, most of the body. One weak pair is not
 * enough: a one-line `return x != null` pairs with any lost `y = null`.
 */
function reconsiderSliver(revisions: MatchedRevisions, candidate: MoveCandidate, byTokens: { accepted: boolean; score: number }): { accepted: boolean; score: number } {
  const evidence = movedStatementsOf(revisions, candidate);
  if (!evidence || evidence.total === 0) return byTokens;
  const alike = evidence.alike.some((words) => words >= VERBATIM_MIN_WORDS) && evidence.total - evidence.mapped < VERBATIM_MAX_NEW_STATEMENTS;
  const accepted = alike || evidence.holdsReplacedExpression || (evidence.mapped > 1 && mostlyMapped(evidence, revisions.settings));
  return { accepted, score: byTokens.score };
}

/**
 * A callee that kept its name and place gives no token evidence of its own: a tiny new body
 * (`return getAndRemove(name) != null`) is contained in any large change, and pairs weakly with
 * a lost `return null`. Its statements must show the move: a lost (gained) statement in it
 * verbatim, the expression its call replaced, most of it mapped with one pair at least 0.7
 * alike (3 words or more), or two or more mapped, the majority.
 */
function hasStatementEvidence(revisions: MatchedRevisions, candidate: MoveCandidate): boolean {
  const evidence = movedStatementsOf(revisions, candidate);
  if (!evidence || evidence.total === 0) return false;
  const strong = evidence.strong.some((words) => words >= VERBATIM_MIN_WORDS) && evidence.mapped > evidence.total - evidence.mapped;
  return hasMovedStatementVerbatim(evidence, candidate.type) || evidence.holdsReplacedExpression || strong || (evidence.mapped > 1 && mostlyMapped(evidence, revisions.settings));
}

/**
 * A callee that moved on and left part of its code in its caller left a statement there word for
 * word: sharing tokens with what the caller gained is not enough, the caller now calling the moved
 * callee gains its name and receiver (`ruleToConstraint(rule)` become `rule.toConstraint()`).
 */
function leftStatementBehind(revisions: MatchedRevisions, candidate: MoveCandidate): boolean {
  const evidence = movedStatementsOf(revisions, candidate);
  return !!evidence && hasMovedStatementVerbatim(evidence, candidate.type);
}

/**
 * RefactoringMiner's rule for an extraction with few mapped statements: one statement the caller
 * lost is in the new body word for word (once its parameters are read as the call's arguments),
 * and the body wraps it in fewer than 10 new statements. A statement that says something (3
 * words or more: not `return x;`, `break;`) cannot land verbatim in a new callee by accident:
 * the new call replaced it. Judged from the first shared token on (below the statement floor
 * too). On RefDiff 2.0's Java oracle: Extract 883 -> 893 true reports, Inline 101 -> 102, no false
 * or unvalidated report more; 4 words or more found 4 fewer, 20 new statements 1 false more.
 */
function hasMovedStatementVerbatim(evidence: MovedStatements, type: MoveCandidate['type']): boolean {
  const added = evidence.total - evidence.mapped;
  if (evidence.identical.some((words) => words >= VERBATIM_MIN_WORDS) && added < VERBATIM_MAX_NEW_STATEMENTS) return true;
  // Extractions only: for inlinings it took an overload's shared lines for its body (`contains(a, b, c)` "inlined" into `contains(a, b)`).
  if (type === 'INLINE') return false;
  if (evidence.assignedAlike.some((words) => words >= ALIKE_ALONE_MIN_WORDS) && added < VERBATIM_MAX_NEW_STATEMENTS) return true;
  if (added >= SEVERAL_VERBATIM_MAX_NEW_STATEMENTS) return false;
  const several = (words: number[], minimum: number) => words.filter((count) => count >= minimum).length >= SEVERAL_VERBATIM;
  return several(evidence.identical, SEVERAL_VERBATIM_MIN_WORDS) || several(evidence.alike, SEVERAL_ALIKE_MIN_WORDS);
}

/**
 * Statements that say the code moved whatever share of a large rewrite it is: the body holds the
 * value of a local its caller gave up, or holds the expression its call replaced with more than
 * half of its statements (two at least) mapped to the caller's lost ones (angular's
 * `$$setModelValue`: the watcher's two model assignments, called in their place, while the rest of
 * the watcher went into two more new methods).
 */
function saysItMoved(evidence: MovedStatements | undefined, settings: AnalysisSettings): boolean {
  if (!evidence) return false;
  return evidence.holdsLostValue || (evidence.holdsReplacedExpression && evidence.mapped > 1 && mostlyMapped(evidence, settings)) || isWholeBodyMoved(evidence);
}

/**
 * A body of several statements, each mapped to a statement the caller lost (gained) and most of
 * them word for word, is that code, however small a share of the caller's rewrite
 * (`skipClassDumpRecord()`, its twelve statements taken whole from a parser loop rewritten around
 * listeners): no coincidence of tokens.
 */
function isWholeBodyMoved(evidence: MovedStatements): boolean {
  const { mapped, total, identical } = evidence;
  return total >= MANY_STATEMENTS && mapped === total && identical.filter((words) => words >= VERBATIM_MIN_WORDS).length * 2 > total;
}

/** Statement evidence already computed, per candidate: mapping the caller's statements is the costly part. */
const evidenceByCandidate = new WeakMap<MoveCandidate, MovedStatements | undefined>();

/**
 * The statement evidence for a candidate; undefined when the language gives no statements. Computed
 * once: the decision, the check of a body replaced in place and the monitor may each ask for it.
 */
function movedStatementsOf(revisions: MatchedRevisions, candidate: MoveCandidate): MovedStatements | undefined {
  if (evidenceByCandidate.has(candidate)) return evidenceByCandidate.get(candidate);
  const bodies = statementBodiesOf(revisions, candidate);
  let evidence: MovedStatements | undefined;
  if (bodies) {
    const { before, after, moved, callee } = bodies;
    evidence = candidate.type === 'INLINE' ? inlinedStatements(before, after, moved, callee) : extractedStatements(before, after, moved, callee);
  }
  evidenceByCandidate.set(candidate, evidence);
  return evidence;
}

/**
 * Whether a weakly contained body could hold a statement its caller lost (gained) whole, the only
 * statement evidence that counts for it: a cheap look spares mapping the caller's statements,
 * the costly part, for the many candidates that share only vocabulary.
 */
function mayHoldMovedStatementOf(revisions: MatchedRevisions, candidate: MoveCandidate): boolean {
  const bodies = statementBodiesOf(revisions, candidate);
  if (!bodies) return true;
  const { before, after, moved, callee } = bodies;
  return candidate.type === 'INLINE' ? mayHoldMovedStatement(after, before, moved, callee) : mayHoldMovedStatement(before, after, moved, callee);
}

/** Whether an added callable has the shape of a helper returning its argument by default (replaced-expression.ts): no mapping needed to tell. */
function returnsByDefault(revisions: MatchedRevisions, callee: CstNode): boolean {
  const known = byDefault.get(callee);
  if (known !== undefined) return known;
  // Two returns and a condition are needed (defaultReturnOf): the token bag tells most callees
  // apart without building their statements, which may mean parsing the file again.
  const code = revisions.codeTokens(callee);
  const body = (code.get('return') ?? 0) >= 2 && code.has('if') ? revisions.after.root.statementsOf?.(callee) : undefined;
  const result = !!body && defaultReturnOf(flattenStatements(body.statements)) !== undefined;
  byDefault.set(callee, result);
  return result;
}

/** returnsByDefault's answer per added callable: asked once per caller and again per candidate. */
const byDefault = new WeakMap<CstNode, boolean>();

/** For a getter or setter of another type: whether the expression its call replaced can be there at all (no mapping of the caller). */
function mayHoldReplacedExpressionOf(revisions: MatchedRevisions, candidate: MoveCandidate): boolean {
  const bodies = statementBodiesOf(revisions, candidate);
  if (!bodies || candidate.type === 'INLINE') return true;
  return mayHoldReplacedExpression(bodies.before, bodies.after, bodies.moved, bodies.callee);
}

/** Each candidate's bodies, read once: a callee nested in its caller makes a copy of the caller's, which later mappings are memoised by. */
const bodiesByCandidate = new WeakMap<MoveCandidate, CandidateBodies | undefined>();

function statementBodiesOf(revisions: MatchedRevisions, candidate: MoveCandidate): CandidateBodies | undefined {
  if (bodiesByCandidate.has(candidate)) return bodiesByCandidate.get(candidate);
  const bodies = readStatementBodies(revisions, candidate);
  bodiesByCandidate.set(candidate, bodies);
  return bodies;
}

type CandidateBodies = NonNullable<ReturnType<typeof readStatementBodies>>;

function readStatementBodies(revisions: MatchedRevisions, candidate: MoveCandidate) {
  const { type, callee, callerBefore, callerAfter } = candidate;
  const before = revisions.before.root.statementsOf?.(callerBefore);
  const after = revisions.after.root.statementsOf?.(callerAfter);
  const calleeRoot = type === 'INLINE' ? revisions.before.root : revisions.after.root;
  const moved = calleeRoot.statementsOf?.(callee);
  if (!before || !after || !moved) return undefined;
  // A callee declared inside its caller: the caller's statements without the callee's, as its tokens (codeAroundNested).
  const [source, sites] = type === 'INLINE' ? [withoutNested(before, callerBefore, callee), after] : [before, withoutNested(after, callerAfter, callee)];
  return { before: source, after: sites, moved, callee: { name: callee.simpleName, parameters: callee.parameters.map((p) => p.name) } };
}

/**
 * The caller's statements without those of a callee declared inside it (its declaration and the
 * statements of its body, which its lines span): else the moved statements would be found still
 * in the caller, in the very function they went into, and nothing would seem to have left.
 */
function withoutNested(body: StatementBody, caller: CstNode, callee: CstNode): StatementBody {
  if (!isNestedIn(callee, caller)) return body;
  const { startLine, endLine } = callee.location;
  const inside = (statement: Statement) => statement.startLine >= startLine && statement.endLine <= endLine;
  const keep = (statements: readonly Statement[]): Statement[] =>
    statements.filter((statement) => !inside(statement)).map((statement) => ({ ...statement, children: keep(statement.children) }));
  return { ...body, statements: keep(body.statements) };
}

/**
 * A caller's code without that of a callee nested in it (a local function, a function bound to a
 * local constant): code extracted into a function declared inside its caller is still within the
 * caller's range, and would read as never having left it (inlined code, as always there).
 */
function codeAroundNested(index: CstIndex, callerCode: Multiset, caller: CstNode, callee: CstNode): Multiset {
  if (!isNestedIn(callee, caller)) return callerCode;
  const { begin, end } = callee.location;
  return minus(callerCode, multisetOf(index.tokensBetween(callee, begin, end)));
}

function isNestedIn(node: CstNode, ancestor: CstNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
  return false;
}

/**
 * A renamed caller's new name, as its code carries it (the name token in the declaration and the
 * name with its words): no code that came in from a callee (`testEmbeddedQuery()` ->
 * `testEmbeddedLuceneQuery()` gained `Lucene`, not `createAccountPB()`'s body). Empty when the
 * name was kept.
 */
function newNameTokens(callerBefore: CstNode, callerAfter: CstNode): Multiset {
  if (callerBefore.simpleName === callerAfter.simpleName) return new Map();
  const name = callerAfter.simpleName;
  const words = splitIdentifier(name);
  return multisetOf([name, name, ...(words.length > 1 ? words : [])]);
}

/** The tokens of a call to `node` (name, parentheses, commas), which a refactoring introduces. */
function callTokens(node: CstNode): Multiset {
  const tokens = [node.simpleName, '(', ')'];
  for (let i = 1; i < node.parameters.length; i++) tokens.push(',');
  return multisetOf(tokens);
}

function extractThreshold(settings: AnalysisSettings): number {
  return settings.extractThreshold ?? settings.threshold - EXTRACT_THRESHOLD_MARGIN;
}

/**
 * Whether a body is the code that left (or entered) a caller. Mostly contained in it is enough;
 * a little less is enough too when the body also accounts for most of that code: evidence both
 * ways, where a small body matching a few stray tokens of a large change has it one way only.
 */
function isMovedCode(revisions: MatchedRevisions, body: Multiset, movedCode: Multiset): { accepted: boolean; score: number } {
  const { vocabulary, settings } = revisions;
  const bodyWeight = vocabulary.weight(body);
  const movedWeight = vocabulary.weight(movedCode);
  if (bodyWeight === 0 || movedWeight === 0) return { accepted: false, score: 0 };
  const shared = vocabulary.overlap(body, movedCode);
  const score = shared / bodyWeight;
  const threshold = extractThreshold(settings);
  const sliver = settings.extractSliverShare ?? SLIVER_SHARE;
  if (score > threshold) return { accepted: score > threshold + PARTLY_CONTAINED_BAND || shared / movedWeight >= sliver, score };
  const margin = settings.extractMarginWhenExplained ?? EXPLAINED_CODE_MARGIN;
  const share = settings.extractExplainedShare ?? EXPLAINED_CODE_SHARE;
  return { accepted: score > threshold - margin && shared / movedWeight >= share, score };
}

/**
 * Code said to have moved between types, when the caller was largely rewritten and the body
 * accounts for only a sliver of what the caller lost (or gained, for an inlining): a small
 * method elsewhere whose tokens happen to appear in a big rewrite. Within one type a helper
 * called from the caller is evidence enough; across types it is not. On RefDiff 2.0's Java
 * oracle this rejected 9 false Extract And Move reports, 20 unvalidated ones and 2 true ones,
 * and 3 unvalidated Inline reports.
 */
function isStrayMatchInRewrite(
  revisions: MatchedRevisions,
  body: Multiset,
  movedCode: Multiset,
  caller: CstNode,
  callerAfter: CstNode,
): boolean {
  const { vocabulary } = revisions;
  const movedWeight = vocabulary.weight(movedCode);
  const share = movedWeight === 0 ? 0 : vocabulary.overlap(body, movedCode) / movedWeight;
  return share < STRAY_MATCH_SHARE && revisions.codeSimilarity(caller, callerAfter) < REWRITTEN_CALLER_SIMILARITY;
}

/**
 * A removed overload that only forwarded to a same-named one that survives, whose callers now
 * call that one: the callers were redirected (`createJoinRequest()` -> `createJoinRequest(false)`),
 * nothing was inlined; the call they still make says so. (The mirror, a new forwarding overload
 * "extracted" from callers that used to call the other one, is left alone: on RefDiff 2.0's Java
 * oracle such extractions are true.)
 */
function forwardedToSurvivingOverload(revisions: MatchedRevisions, n1: CstNode, n2: CstNode): boolean {
  const { before, after, beforeToAfter } = revisions;
  const callees = before.targets('uses', n1);
  if (callees.length === 0) return false;
  return callees.every((callee) => {
    const survivor = beforeToAfter.get(callee);
    return callee !== n1 && callee.simpleName === n1.simpleName && !!survivor && after.hasEdge('uses', n2, survivor);
  });
}

/**
 * Getters and setters of another type are too small for containment to mean anything: a new
 * accessor elsewhere "contains" almost any removed code that touched the field. Only a call that
 * took the place of the member it reads says it (`format.singleFile` -> `format.isSingleFile()`).
 */
function isAccessor(node: CstNode): boolean {
  return hasStereotype(node, 'FIELD_ACCESSOR') || hasStereotype(node, 'FIELD_MUTATOR');
}
