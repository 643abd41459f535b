import { hasStereotype, isCallable, type CstNode, type CstRoot, type Statement, type StatementBody } from '../core/cst';
import { firstTokenFrom, sameTokenSequence } from '../core/cst-index';
import { flattenStatements, type StatementPair } from '../core/statements/mapper';
import { movedStatementPairs } from '../core/statements/moved-statements';
import { isMatching, type Relationship, type RelationshipType } from '../core/relationship';
import { localUses } from '../core/statements/name-uses';
import type { ExtractedHelper } from '../core/statements/inlined-through-calls';
import { bare, type BodyNames } from './signature-changes';
import type { MemberBodies } from './member-evidence';
import type { NestedBodies, NestedBody } from './parameter-statements';

/**
 * The words each side's body of a relationship uses, as a set and in order, read from the revisions' tokens: the
 * evidence signature-changes.ts asks for. Undefined for a bodiless side (abstract, prototype).
 * The statements of the matched callables among `read` (all of `relationships` unless a caller
 * reads fewer, changeSignatureScope) whose bodies changed are announced to the plugins, so that
 * each file is read once for just those. What a body's evidence looks up (the matches, the
 * extractions, the moved code) always comes from all of `relationships`: a reader of fewer gives
 * the same evidence for those it reads, whatever a rule asks of it.
 */
export function bodyNamesReader(
  before: CstRoot,
  after: CstRoot,
  relationships: readonly Relationship[] = [],
  read: readonly Relationship[] = relationships,
): (relationship: Relationship) => BodyNames {
  // Each relationship's bodies are compared once, here or when its statements are asked for.
  const differs = new Map<Relationship, boolean>();
  const bodiesChanged = (relationship: Relationship): boolean => {
    let changed = differs.get(relationship);
    if (changed === undefined) differs.set(relationship, (changed = bodiesDiffer(before, after, relationship)));
    return changed;
  };
  // The callables extracted from each callable: where its old statements may have gone.
  const extractedFrom = new Map<CstNode, CstNode[]>();
  for (const relationship of relationships) {
    if ((relationship.type !== 'EXTRACT' && relationship.type !== 'EXTRACT_MOVE') || !isCallable(relationship.after)) continue;
    extractedFrom.set(relationship.before, [...(extractedFrom.get(relationship.before) ?? []), relationship.after]);
  }
  const changed = read.filter((relationship) => isMatching(relationship.type) && isCallable(relationship.before) && isCallable(relationship.after) && bodiesChanged(relationship));
  // Code moved by an extraction or an inlining: its caller on both sides and the moved body.
  const matchedAfter = new Map(relationships.filter((r) => isMatching(r.type)).map((r) => [r.before, r.after]));
  const matchedBefore = new Map(relationships.filter((r) => isMatching(r.type)).map((r) => [r.after, r.before]));
  const moved = new Map<Relationship, { callerBefore: CstNode; callerAfter: CstNode; moved: CstNode; inlined: boolean }>();
  for (const relationship of relationships) {
    if (!MOVED_CODE.has(relationship.type) || !isCallable(relationship.before) || !isCallable(relationship.after)) continue;
    const inlined = relationship.type === 'INLINE';
    const other = inlined ? matchedBefore.get(relationship.after) : matchedAfter.get(relationship.before);
    if (other && isCallable(other)) {
      moved.set(relationship, inlined ? { callerBefore: other, callerAfter: relationship.after, moved: relationship.before, inlined } : { callerBefore: relationship.before, callerAfter: other, moved: relationship.after, inlined });
    }
  }
  const readSet = read === relationships ? undefined : new Set(read);
  const movedCode = [...moved].flatMap(([relationship, code]) => (!readSet || readSet.has(relationship) ? [code] : []));
  // Each moved body's pairs with its source, mapped once (the caller's mapping is the costly part).
  const pairsOf = new Map<Relationship, { callerBefore: StatementBody; callerAfter: StatementBody; moved: StatementBody; pairs: readonly StatementPair[] } | undefined>();
  const movedStatements = (relationship: Relationship) => {
    if (pairsOf.has(relationship)) return pairsOf.get(relationship);
    const code = moved.get(relationship);
    const [callerBefore, callerAfter] = code ? [before.statementsOf?.(code.callerBefore), after.statementsOf?.(code.callerAfter)] : [];
    const body = code && (code.inlined ? before : after).statementsOf?.(code.moved);
    const callee = code && calleeOf(code.moved);
    const found = code && callee && callerBefore && callerAfter && body ? { callerBefore, callerAfter, moved: body, pairs: movedStatementPairs(callerBefore, callerAfter, body, callee, code.inlined).pairs } : undefined;
    pairsOf.set(relationship, found);
    return found;
  };
  // A matched callable's statements that left for an extracted body (or came from an inlined one).
  const movedFrom = new Map<CstNode, Relationship[]>();
  for (const [relationship, code] of moved) {
    const caller = code.inlined ? code.callerAfter : code.callerBefore;
    movedFrom.set(caller, [...(movedFrom.get(caller) ?? []), relationship]);
  }
  const movedAway = (relationship: Relationship): ReadonlySet<Statement> => {
    const left = new Set<Statement>();
    for (const extraction of movedFrom.get(relationship.before) ?? []) if (!moved.get(extraction)!.inlined) movedStatements(extraction)?.pairs.forEach((pair) => left.add(pair.before));
    for (const inlining of movedFrom.get(relationship.after) ?? []) if (moved.get(inlining)!.inlined) movedStatements(inlining)?.pairs.forEach((pair) => left.add(pair.after));
    return left;
  };
  before.wantStatements?.([...changed.map((relationship) => relationship.before), ...movedCode.flatMap((m) => (m.inlined ? [m.callerBefore, m.moved] : [m.callerBefore]))]);
  after.wantStatements?.([...changed.map((relationship) => relationship.after), ...movedCode.flatMap((m) => (m.inlined ? [m.callerAfter] : [m.callerAfter, m.moved]))]);
  // The callables extracted from a relationship's callable, with their statements.
  const helpersOf = (relationship: Relationship) =>
    (extractedFrom.get(relationship.before) ?? []).flatMap((callee) => {
      const body = after.statementsOf?.(callee);
      return body ? [{ body, callee: calleeOf(callee) }] : [];
    });
  // A callable after, beside the relationship's, that matches nothing before: new code a body may now call.
  const newCallableOf = (relationship: Relationship, name: string): StatementBody | undefined => {
    const siblings = relationship.after.parent?.children ?? after.nodes;
    const named = siblings.filter((node) => isCallable(node) && !matchedBefore.has(node) && node.simpleName === name);
    // One callable of that name: an overload says nothing of which one is called.
    return named.length === 1 ? after.statementsOf?.(named[0]) : undefined;
  };
  const shared: SharedLookUps = { before, after, matchedAfter, bodiesChanged, helpersOf, newCallableOf, movedStatements, movedAway };
  // Read when asked (a parameter renamed and retyped), not for every class, field and method matched.
  return (relationship) => new RelationshipBodies(shared, relationship);
}

/** What every relationship's reader looks up, made once per analysis. */
interface SharedLookUps {
  before: CstRoot;
  after: CstRoot;
  matchedAfter: ReadonlyMap<CstNode, CstNode>;
  bodiesChanged: (relationship: Relationship) => boolean;
  helpersOf: (relationship: Relationship) => ExtractedHelper[];
  newCallableOf: (relationship: Relationship, name: string) => StatementBody | undefined;
  movedStatements: (relationship: Relationship) => ReturnType<Required<BodyNames>['movedStatements']>;
  movedAway: (relationship: Relationship) => ReadonlySet<Statement>;
}

/**
 * One relationship's bodies, read lazily. A class, its readers on the prototype: one is made for
 * every callable matched (thousands in a large commit), most of whose readers nobody calls, and
 * an object literal of closures cost a closure each.
 */
class RelationshipBodies implements BodyNames {
  private tokens?: [string[] | undefined, string[] | undefined];
  private sets?: [Set<string> | undefined, Set<string> | undefined];
  private locals?: [Set<string> | undefined, Set<string> | undefined];

  constructor(
    private readonly shared: SharedLookUps,
    private readonly relationship: Relationship,
  ) {}

  private read(): [string[] | undefined, string[] | undefined] {
    return (this.tokens ??= [bodyTokens(this.shared.before, this.relationship.before), bodyTokens(this.shared.after, this.relationship.after)]);
  }

  private asSets(): [Set<string> | undefined, Set<string> | undefined] {
    const [tokensBefore, tokensAfter] = this.read();
    return (this.sets ??= [tokensBefore && new Set(tokensBefore), tokensAfter && new Set(tokensAfter)]);
  }

  private asLocals(): [Set<string> | undefined, Set<string> | undefined] {
    const [tokensBefore, tokensAfter] = this.read();
    return (this.locals ??= [tokensBefore && localUses(tokensBefore), tokensAfter && localUses(tokensAfter)]);
  }

  get before() {
    return this.asSets()[0];
  }
  get after() {
    return this.asSets()[1];
  }
  get beforeTokens() {
    return this.read()[0];
  }
  get afterTokens() {
    return this.read()[1];
  }
  get localsBefore() {
    return this.asLocals()[0];
  }
  get localsAfter() {
    return this.asLocals()[1];
  }
  afterTokensOutside(name: string) {
    return tokensOutsideShadows(this.shared.after, this.relationship.after, name);
  }
  statements() {
    return this.shared.bodiesChanged(this.relationship) ? statementsOf(this.shared.before, this.shared.after, this.relationship) : undefined;
  }
  extractedStatements() {
    return this.shared.helpersOf(this.relationship).flatMap((helper) => flattenStatements(helper.body.statements));
  }
  extractedHelpers() {
    return this.shared.helpersOf(this.relationship);
  }
  newCallable(name: string) {
    return this.shared.newCallableOf(this.relationship, name);
  }
  extraction() {
    return extractionOf(this.shared.before, this.shared.after, this.relationship, this.shared.matchedAfter.get(this.relationship.before));
  }
  movedStatements() {
    return this.shared.movedStatements(this.relationship);
  }
  movedAway() {
    return this.shared.movedAway(this.relationship);
  }
  memberBodies() {
    return memberBodiesOf(this.shared.before, this.shared.after, this.relationship, this.shared.matchedAfter);
  }
  nestedBodies() {
    return nestedBodiesOf(this.shared.before, this.shared.after, this.relationship, this.shared.matchedAfter);
  }
  get fieldsBefore() {
    const type = this.relationship.before.parent;
    return type && new Set(type.children.filter((child) => child.type === 'Field').map((field) => field.simpleName));
  }
}

/**
 * What a reader needs of `relationships` when only Change Signatures are read (a caller that
 * drops the fine-grained refactorings, toRefactorings): those, and the extractions and inlinings
 * whose code left or entered their callables. The other matched bodies are then neither compared
 * nor announced for statements.
 */
export function changeSignatureScope(relationships: readonly Relationship[]): Relationship[] {
  const callables = new Set(relationships.flatMap((r) => (r.type === 'CHANGE_SIGNATURE' ? [r.before, r.after] : [])));
  if (callables.size === 0) return [];
  return relationships.filter((r) => r.type === 'CHANGE_SIGNATURE' || (MOVED_CODE.has(r.type) && (callables.has(r.before) || callables.has(r.after))));
}

/**
 * For a matched constructor without a body on either side (a primary constructor): the statements
 * of the other callables of its type matched within the type's new version, and the tokens of its
 * matched properties (their getters), where its parameters are read; and the names of the type's
 * fields after, but the new parameters' own.
 */
function memberBodiesOf(before: CstRoot, after: CstRoot, relationship: Relationship, matchedAfter: ReadonlyMap<CstNode, CstNode>): { members: MemberBodies[]; fieldsAfter: ReadonlySet<string> } {
  const { before: old, after: now } = relationship;
  const typeBefore = old.parent;
  const typeAfter = now.parent;
  // A constructor only: an abstract method's parameters are no names its siblings read.
  const constructors = hasStereotype(old, 'TYPE_CONSTRUCTOR') && hasStereotype(now, 'TYPE_CONSTRUCTOR');
  if (!typeBefore || !typeAfter || !constructors || old.location.bodyEnd > old.location.bodyBegin || now.location.bodyEnd > now.location.bodyBegin) return { members: [], fieldsAfter: new Set() };
  // The new parameters' own properties are fields after too, but they hold the new values.
  const ownProperties = new Set(now.parameters.map((p) => p.name));
  const fieldsAfter = new Set(typeAfter.children.filter((child) => child.type === 'Field' && !ownProperties.has(child.simpleName)).map((field) => field.simpleName));
  const members = typeBefore.children.flatMap((member): MemberBodies[] => {
    const memberAfter = matchedAfter.get(member);
    if (member === old || !memberAfter || memberAfter.parent !== typeAfter) return [];
    if (member.type === 'Field') {
      // The parameters' own properties (`val record`) declare them; they do not read them.
      if (old.parameters.some((p) => p.name === member.simpleName) || now.parameters.some((p) => p.name === memberAfter.simpleName)) return [];
      const [tokensBefore, tokensAfter] = [declarationTokens(before, member), declarationTokens(after, memberAfter)];
      return tokensBefore && tokensAfter ? [{ tokensBefore, tokensAfter }] : [];
    }
    if (!isCallable(member)) return [];
    const [statementsBefore, statementsAfter] = [before.statementsOf?.(member), after.statementsOf?.(memberAfter)];
    return statementsBefore && statementsAfter ? [{ before: statementsBefore, after: statementsAfter }] : [];
  });
  return { members, fieldsAfter };
}

/**
 * The functions defined inside the relationship's callables on each side (a closure, a local
 * function, a class's methods inside it), each with its locals and those of the functions it sits
 * in, and the pairs of them matched across the change.
 */
function nestedBodiesOf(before: CstRoot, after: CstRoot, relationship: Relationship, matchedAfter: ReadonlyMap<CstNode, CstNode>): NestedBodies {
  const side = (root: CstRoot, callable: CstNode) => {
    const found = new Map<CstNode, NestedBody>();
    const visit = (parent: CstNode, scopes: readonly ReadonlySet<string>[]) => {
      for (const child of parent.children) {
        const body = isCallable(child) ? root.statementsOf?.(child) : undefined;
        const inner = body ? [...scopes, body.locals] : scopes;
        if (body) found.set(child, { body, scopes: inner });
        visit(child, inner);
      }
    };
    visit(callable, []);
    return found;
  };
  const [old, now] = [side(before, relationship.before), side(after, relationship.after)];
  const matched = [...old].flatMap(([node, nested]) => {
    const other = now.get(matchedAfter.get(node)!);
    return other ? [[nested, other] as const] : [];
  });
  return { before: [...old.values()], after: [...now.values()], matched };
}

/** An extraction's caller before and after, and the extracted body: their statements, when each has them. */
function extractionOf(before: CstRoot, after: CstRoot, relationship: Relationship, callerAfter: CstNode | undefined) {
  if ((relationship.type !== 'EXTRACT' && relationship.type !== 'EXTRACT_MOVE') || !callerAfter) return undefined;
  const callerBefore = before.statementsOf?.(relationship.before);
  const callerNow = after.statementsOf?.(callerAfter);
  const extracted = after.statementsOf?.(relationship.after);
  return callerBefore && callerNow && extracted ? { callerBefore, callerAfter: callerNow, extracted } : undefined;
}

/** The relationships that move code between callables. */
const MOVED_CODE = new Set<RelationshipType>(['EXTRACT', 'EXTRACT_MOVE', 'INLINE']);

/** The statements of both bodies (asked for only when their tokens differ: identical bodies cost one comparison). */
function statementsOf(before: CstRoot, after: CstRoot, relationship: Relationship) {
  const { before: old, after: now } = relationship;
  const bodyBefore = before.statementsOf?.(old);
  const bodyAfter = after.statementsOf?.(now);
  return bodyBefore && bodyAfter ? { before: bodyBefore, after: bodyAfter } : undefined;
}

/**
 * Both sides have a body, and a word is in one and not the other (a name or a type gone or new),
 * or is written a different number of times (`Supplier` became `Supplier<?>`: a type changed with
 * no new word), or a parameter is new (a local it replaced): else no local can have been renamed,
 * extracted, inlined, retyped or made a parameter, and the statements are not worth building.
 */
function bodiesDiffer(before: CstRoot, after: CstRoot, { before: old, after: now }: Relationship): boolean {
  const [l1, l2] = [old.location, now.location];
  if (l1.bodyEnd <= l1.bodyBegin || l2.bodyEnd <= l2.bodyBegin || !before.tokens.has(l1.file) || !after.tokens.has(l2.file)) return false;
  if (now.parameters.some((p) => !old.parameters.some((q) => q.name === p.name))) return true;
  // Most matched bodies did not change at all: the same tokens in the same order need no count.
  if (sameTokenSequence(before, old, l1.bodyBegin, l1.bodyEnd, after, now, l2.bodyBegin, l2.bodyEnd)) return false;
  const tokensBefore = bodyTokens(before, old)!;
  const tokensAfter = bodyTokens(after, now)!;
  if (tokensBefore.length !== tokensAfter.length) return true;
  const counts = new Map<string, number>();
  for (const token of tokensBefore) counts.set(token, (counts.get(token) ?? 0) + 1);
  for (const token of tokensAfter) {
    const left = counts.get(token);
    if (!left) return true;
    counts.set(token, left - 1);
  }
  return false;
}

/** A declaration's tokens, whole (a property with its initializer or getter). */
function declarationTokens(root: CstRoot, node: CstNode): string[] | undefined {
  return tokensBetween(root, node.location.file, node.location.begin, node.location.end);
}

function bodyTokens(root: CstRoot, node: CstNode): string[] | undefined {
  return tokensBetween(root, node.location.file, node.location.bodyBegin, node.location.bodyEnd);
}

/**
 * The callable's body tokens outside the callables nested in it that declare `name` as a
 * parameter (`def add(self, x, y)` inside `set_add(ops)`): there `name` is their own, not the
 * outer one's. Undefined for a bodiless callable, and where no nested callable declares `name`
 * (the whole body then, whose locals the caller has).
 */
function tokensOutsideShadows(root: CstRoot, callable: CstNode, name: string): string[] | undefined {
  const shadows: [number, number][] = [];
  const visit = (node: CstNode) => {
    for (const child of node.children) {
      if (isCallable(child) && child.parameters.some((p) => bare(p.name) === name)) shadows.push([child.location.begin, child.location.end]);
      else visit(child);
    }
  };
  visit(callable);
  // No nested callable takes the name: the whole body's tokens, which the caller reads already.
  if (shadows.length === 0) return undefined;
  const tokens = root.tokens.get(callable.location.file);
  const { bodyBegin: begin, bodyEnd: end } = callable.location;
  if (!tokens || end <= begin) return undefined;
  const texts: string[] = [];
  for (let i = firstTokenFrom(tokens.starts, begin); i < tokens.starts.length && tokens.starts[i] < end; i++) {
    const at = tokens.starts[i];
    if (!shadows.some(([from, to]) => at >= from && at < to)) texts.push(tokens.texts[i]);
  }
  return texts;
}

/** The texts of a file's tokens starting in [begin, end); undefined for an empty range or an unknown file. */
function tokensBetween(root: CstRoot, file: string, begin: number, end: number): string[] | undefined {
  const tokens = root.tokens.get(file);
  if (!tokens || end <= begin) return undefined;
  const texts: string[] = [];
  for (let i = firstTokenFrom(tokens.starts, begin); i < tokens.starts.length && tokens.starts[i] < end; i++) texts.push(tokens.texts[i]);
  return texts;
}

/** A callable as the statement mapper knows a callee: its name and bare parameter names. */
function calleeOf(callable: CstNode): { name: string; parameters: string[] } {
  return { name: callable.simpleName, parameters: callable.parameters.map((p) => bare(p.name)) };
}
