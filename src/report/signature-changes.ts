import { namesInBody, typeChanged, type CstNode, type Parameter, type Statement, type StatementBody } from '../core/cst';
import { iteratedElementBecame, nameReplacedInMappedStatements } from '../core/statements/replaced-name';
import { parameterStatementsReader, type NestedBodies, type ParameterStatements } from './parameter-statements';
import type { StatementPair } from '../core/statements/mapper';
import type { ExtractedHelper } from '../core/statements/inlined-through-calls';
import { convertedTo, readThrough, substitutedInPlace, substitutionPlaces } from './substitution';
import { localUses } from '../core/statements/name-uses';
import { renamesByMembers, type MemberBodies } from './member-evidence';

/**
 * The atomic changes between two versions of one callable's parameter list, named as
 * RefactoringMiner names them (Add, Remove, Rename, Reorder Parameter, Change Parameter Type),
 * or undefined when they do not explain the whole change (the caller then reports one Change
 * Signature, as before).
 */
export type ParameterChange =
  | { operation: 'ADD'; after: Parameter }
  | { operation: 'REMOVE'; before: Parameter }
  | { operation: 'RENAME'; before: Parameter; after: Parameter }
  | { operation: 'CHANGE_TYPE'; before: Parameter; after: Parameter }
  | { operation: 'REORDER'; before: Parameter[]; after: Parameter[] };

/**
 * The identifiers each body uses, when known: the evidence that a parameter changed both name
 * and type (the old name left the body, the new one came in), which the lists alone cannot give.
 */
export interface BodyNames {
  before?: ReadonlySet<string>;
  after?: ReadonlySet<string>;
  /** The bodies' tokens in order, when known: whether the new name took the old one's place. */
  beforeTokens?: readonly string[];
  afterTokens?: readonly string[];
  /** The names each body uses as locals: no member (`tf.variable_scope`), no argument's name for the callee's parameter (`f(inputs=x)`). */
  localsBefore?: ReadonlySet<string>;
  localsAfter?: ReadonlySet<string>;
  /** The new body's tokens outside the functions nested in it that declare `name` as their own parameter, when some do (else localsAfter says it). */
  afterTokensOutside?: (name: string) => readonly string[] | undefined;
  /**
   * The statements of both bodies, built on demand; undefined when a side has none or the two
   * bodies are token for token the same (nothing inside them changed).
   */
  statements?: () => { before: StatementBody; after: StatementBody } | undefined;
  /** The statements of the callables extracted from the old body, after the change, built on demand. */
  extractedStatements?: () => readonly Statement[];
  /** The callables extracted from the old body, after the change: their bodies, names and parameters, built on demand. */
  extractedHelpers?: () => readonly ExtractedHelper[];
  /** The body of a callable beside the new one (same type or file), new after the change, of this simple name: where a local's value may have gone; built when asked. */
  newCallable?: (name: string) => StatementBody | undefined;
  /**
   * For an extraction or an inlining: the statements of the source, of the caller on the other side
   * (after an extraction, before an inlining) and of the moved body; undefined when a side has none.
   */
  movedStatements?: () => { callerBefore: StatementBody; callerAfter: StatementBody; moved: StatementBody; pairs: readonly StatementPair[] } | undefined;
  /**
   * For a matched callable: its statements that left for a body extracted from it (before) or came
   * from a body inlined into it (after), as paired with that body's.
   */
  movedAway?: () => ReadonlySet<Statement>;
  /**
   * For a callable without a body (a primary constructor): the statements of its type's other
   * members matched, both sides, and the names of the type's fields after, built on demand.
   */
  memberBodies?: () => { members: readonly MemberBodies[]; fieldsAfter: ReadonlySet<string> };
  /** The functions defined inside each side's callable, whose reads of its parameters are its reads too; built on demand. */
  nestedBodies?: () => NestedBodies | undefined;
  /** The names of the fields of the callable's type before the change, when it is a member of one. */
  fieldsBefore?: ReadonlySet<string>;
  /** For an extraction: the caller's statements before and after it, and the extracted body's; undefined when any is missing. */
  extraction?: () => { callerBefore: StatementBody; callerAfter: StatementBody; extracted: StatementBody } | undefined;
  /**
   * For a callable converted from one language to another (Java to Kotlin): each side's types as
   * their family spells them, so that parameters are compared, paired and retyped by the types
   * they are (`int` is `Int`), not by how each language writes them.
   */
  typeSpellings?: { readonly before: (type: string) => string; readonly after: (type: string) => string };
}

/** `name`, `...rest`, `*args`, `**kwargs`, `&out`: one identifier, perhaps marked; a destructured or unnamed parameter is none. */
const SIMPLE_PARAMETER = /^(\.\.\.|\*\*|\*|&)?([\p{L}_$][\p{L}\p{N}_$]*)$/u;

export function parameterChanges(before: CstNode, after: CstNode, bodies: BodyNames = {}): ParameterChange[] | undefined {
  const spellings = bodies.typeSpellings;
  if (!spellings) return changesBetween(before, after, before.parameters, after.parameters, bodies);
  // Compared as the family spells them, reported as written.
  const written = new Map<Parameter, Parameter>();
  const respelled = (list: readonly Parameter[], spell: (type: string) => string) =>
    list.map((p) => {
      const copy = p.type === undefined ? { ...p } : { ...p, type: spell(p.type) };
      written.set(copy, p);
      return copy;
    });
  const changes = changesBetween(before, after, respelled(before.parameters, spellings.before), respelled(after.parameters, spellings.after), bodies);
  const asWritten = (p: Parameter) => written.get(p) ?? p;
  return changes?.map((change): ParameterChange => {
    switch (change.operation) {
      case 'ADD':
        return { ...change, after: asWritten(change.after) };
      case 'REMOVE':
        return { ...change, before: asWritten(change.before) };
      case 'REORDER':
        return { ...change, before: change.before.map(asWritten), after: change.after.map(asWritten) };
      default:
        return { ...change, before: asWritten(change.before), after: asWritten(change.after) };
    }
  });
}

function changesBetween(before: CstNode, after: CstNode, old: Parameter[], now: Parameter[], bodies: BodyNames): ParameterChange[] | undefined {
  if (!uniquelyNamed(old) || !uniquelyNamed(now)) return sameList(old, now) ? [] : undefined;
  // The same names in the same places (most signatures): each paired with itself, none renamed,
  // moved or handed on, so only types may have changed, and no body is read to tell.
  if (old.length === now.length && old.every((p, i) => p.name === now[i].name)) {
    return old.flatMap((p, i): ParameterChange[] => (typeChanged(p.type, now[i].type) ? [{ operation: 'CHANGE_TYPE', before: p, after: now[i] }] : []));
  }
  const pairs: [number, number][] = [];
  const newIndex = new Map(now.map((p, i) => [p.name, i]));
  const handed = nameHandedOn(old, now, bodies);
  if (handed) newIndex.delete(handed);
  const unmatchedOld: number[] = [];
  old.forEach((p, i) => {
    const j = newIndex.get(p.name) ?? remarked(p, old, now, newIndex);
    if (j === undefined) unmatchedOld.push(i);
    else pairs.push([i, j]);
  });
  const pairedNew = new Set(pairs.map(([, j]) => j));
  let unmatchedNew = now.map((_, j) => j).filter((j) => !pairedNew.has(j));
  const rebound = reboundInPlace(unmatchedOld, unmatchedNew, old, now, bodies);
  if (rebound.length > 0) {
    const [reboundOld, reboundNew] = [new Set(rebound.map(([i]) => i)), new Set(rebound.map(([, j]) => j))];
    unmatchedOld.splice(0, unmatchedOld.length, ...unmatchedOld.filter((i) => !reboundOld.has(i)));
    unmatchedNew = unmatchedNew.filter((j) => !reboundNew.has(j));
    pairs.push(...rebound);
  }
  // A parameter that is not one plain identifier (`{ a, b }`) names what callers pass: it may
  // only stay as it was.
  if ([...unmatchedOld.map((i) => old[i]), ...unmatchedNew.map((j) => now[j])].some((p) => !SIMPLE_PARAMETER.test(p.name))) return undefined;
  const bodiless = before.location.bodyEnd <= before.location.bodyBegin && after.location.bodyEnd <= after.location.bodyBegin;
  // The parameter that handed its name on was renamed into its old place, whatever the bodies say of the two names apart.
  const handedAt = handed === undefined ? -1 : old.findIndex((p) => p.name === handed);
  const rest = (at: number[]) => at.filter((k) => k !== handedAt);
  const paired = renamesAmong(rest(unmatchedOld), rest(unmatchedNew), old, now, bodies, bodiless);
  if (!paired) return undefined;
  if (handedAt >= 0) paired.push([handedAt, handedAt]);
  const renamed = paired.filter(([i, j]) => !coexistedAsFields(old[i], now[j], bodies));
  const renamedOld = new Set(renamed.map(([i]) => i));
  const renamedNew = new Set(renamed.map(([, j]) => j));

  const changes: ParameterChange[] = [];
  for (const i of unmatchedOld) if (!renamedOld.has(i)) changes.push({ operation: 'REMOVE', before: old[i] });
  for (const j of unmatchedNew) if (!renamedNew.has(j)) changes.push({ operation: 'ADD', after: now[j] });
  for (const [i, j] of renamed) changes.push({ operation: 'RENAME', before: old[i], after: now[j] });
  for (const [i, j] of rebound) changes.push(...boundNamesRenamed(old[i], now[j]));
  const kept = [...pairs, ...renamed].sort((a, b) => a[0] - b[0]);
  for (const [i, j] of kept) if (typeChanged(old[i].type, now[j].type)) changes.push({ operation: 'CHANGE_TYPE', before: old[i], after: now[j] });
  // Reordered when the parameters that kept their names changed order, as RefactoringMiner decides: a parameter renamed into another place is no reorder.
  const keptNames = [...pairs].sort((a, b) => a[0] - b[0]);
  if (keptNames.some(([, j], k) => k > 0 && j < keptNames[k - 1][1])) {
    changes.push({ operation: 'REORDER', before: kept.map(([i]) => old[i]), after: [...kept].sort((a, b) => a[1] - b[1]).map(([, j]) => now[j]) });
  }
  return changes;
}

/**
 * Destructuring parameters that kept their place and their keys, only names bound anew
 * (`{ id, name: alias }` -> `{ id, name: label }`): the same object taken apart the same way. Each
 * name bound anew must be a rename as a local's is: the old name no longer read after, the new one
 * not read before (no swap: a minifier's `{ a: e, b: t }` -> `{ a: t, b: e }` is none).
 */
function reboundInPlace(oldAt: readonly number[], newAt: readonly number[], old: readonly Parameter[], now: readonly Parameter[], bodies: BodyNames): [number, number][] {
  // Most lists have no destructuring parameter left unpaired in its place: no names are read for them.
  if (!oldAt.some((i) => newAt.includes(i) && !!old[i].binds && !!now[i].binds)) return [];
  const [namesBefore, namesAfter] = [new Set(namesInBody(old, (p) => bare(p.name))), new Set(namesInBody(now, (p) => bare(p.name)))];
  const renamed = (from: string, to: string) => from === to || (!namesAfter.has(from) && !namesBefore.has(to) && !bodies.after?.has(from) && !bodies.before?.has(to));
  const rebound = (a: Parameter['binds'], b: Parameter['binds']) => !!a && !!b && a.length === b.length && a.every((bound, k) => bound.key === b[k].key && renamed(bound.name, b[k].name));
  return oldAt.filter((i) => newAt.includes(i) && rebound(old[i].binds, now[i].binds)).map((i) => [i, i]);
}

/**
 * Each name a kept destructuring parameter binds anew, a Rename Parameter: RefactoringMiner reads
 * every name a pattern binds as a parameter of its own (its TypeScript reader's `extractVariables`).
 */
function boundNamesRenamed(before: Parameter, after: Parameter): ParameterChange[] {
  const [was, is] = [before.binds ?? [], after.binds ?? []];
  return was.flatMap((bound, k): ParameterChange[] => (bound.name === is[k].name ? [] : [{ operation: 'RENAME', before: { name: bound.name }, after: { name: is[k].name } }]));
}

/**
 * The new parameter of the same name marked otherwise (`*args` -> `args`), when neither list
 * holds that name under another mark: the same parameter, as RefactoringMiner reads names without
 * their marks. Alone it still changes the calls (a Change Signature, no parameter change found);
 * beside another change (`__init__(self, parent, name, *args, **kwargs)` -> `__init__(self,
 * stream, name, args=[], kwargs={})`) the others are read as in any list.
 */
function remarked(p: Parameter, old: readonly Parameter[], now: readonly Parameter[], newIndex: ReadonlyMap<string, number>): number | undefined {
  const name = bare(p.name);
  if (!SIMPLE_PARAMETER.test(p.name) || old.filter((q) => bare(q.name) === name).length !== 1) return undefined;
  const same = now.flatMap((q, j) => (bare(q.name) === name && SIMPLE_PARAMETER.test(q.name) ? [j] : []));
  return same.length === 1 && newIndex.has(now[same[0]].name) && !old.some((q) => q.name === now[same[0]].name) ? same[0] : undefined;
}

/**
 * Untyped, the one name a parameter kept while it moved to a new place after the old list's end,
 * a new parameter in its old place reading what it read first (`request(config)` ->
 * `request(configOrUrl, config)`, `typeof config` now `typeof configOrUrl`): the old parameter
 * was renamed and its name given to a new one. Undefined when no such name.
 */
function nameHandedOn(old: readonly Parameter[], now: readonly Parameter[], bodies: BodyNames): string | undefined {
  if (!bodies.statements || now.length <= old.length) return undefined;
  const oldNames = new Set(old.map((p) => p.name));
  const candidates = old.flatMap((p, i) => {
    const j = now.findIndex((q) => q.name === p.name);
    const taker = now[i];
    const plain = [p, taker].every((q) => q.type === undefined && marker(q.name) === '' && SIMPLE_PARAMETER.test(q.name));
    return j >= old.length && taker !== undefined && !oldNames.has(taker.name) && plain && now[j].type === undefined ? [[p.name, taker.name]] : [];
  });
  if (candidates.length !== 1) return undefined;
  const [[n1, n2]] = candidates;
  const statements = parameterStatementsReader(() => bodies.statements?.());
  return statements.firstReaderTook(n1, n2) ? n1 : undefined;
}

/**
 * Pairs the parameters that lost their name with those that gained one. A parameter whose type
 * stayed (a parameter's type is what callers see) is renamed, where no type is written unless
 * the bodies show another value (valueReplaced); one whose type changed too is
 * renamed only where the bodies show the old name gone and the new one in use, else it was
 * removed and another added (callers now pass something else). As many on each side: pairs in
 * order. Otherwise parameters were added or removed as well, and only those with that evidence
 * pair up: same type first, then a changed type where the parameter kept its place among the
 * parameters that stayed (a new first parameter is not the old second one renamed).
 * Without bodies, the types alone pair them (renamesByUniqueType). Undefined when a pair cannot be
 * told from a removal plus an addition.
 */
function renamesAmong(oldAt: number[], newAt: number[], old: Parameter[], now: Parameter[], bodies: BodyNames, bodiless: boolean): [number, number][] | undefined {
  if (oldAt.length === 0 || newAt.length === 0) return [];
  const pairs: [number, number][] = [];
  // A local that took one of the names tells two variables apart (parameter-statements.ts).
  const statements = parameterStatementsReader(() => bodies.statements?.(), () => bodies.extractedStatements?.() ?? [], () => bodies.nestedBodies?.());
  // Not the element a loop over the old one declared, now the parameter itself (becameItsElement).
  const takenByLocal = (p1: Parameter, p2: Parameter) => statements.localsApart(bare(p1.name), bare(p2.name)) && !becameItsElement(p1, p2, bodies);
  const inPlace = oldAt.length === newAt.length ? oldAt.map((i, k): [Parameter, Parameter] => [old[i], now[newAt[k]]]) : [];
  const markedApart = inPlace.filter(([p1, p2]) => marker(p1.name) !== marker(p2.name));
  // `*carts` made `carts` in its place: the same name marked otherwise, one Change Signature.
  if (markedApart.some(([p1, p2]) => bare(p1.name) === bare(p2.name))) return undefined;
  // In their places, pairs in order; with a plain name where a marked one was (`eof_action` where `**kwargs` is now), by the bodies' evidence as below.
  if (oldAt.length === newAt.length && markedApart.length === 0) {
    for (let k = 0; k < oldAt.length; k++) {
      const [p1, p2] = [old[oldAt[k]], now[newAt[k]]];
      if (takenByLocal(p1, p2)) continue;
      // Where the language writes no types, a kept type says nothing: the bodies must not show another value.
      const typed = p1.type !== undefined || p2.type !== undefined;
      const kept = !typeChanged(p1.type, p2.type) && (typed || (!valueReplaced(p1, p2, bodies, statements) && !readApart(p1, p2, bodies, statements)));
      // In the same place with no bodies to tell (an interface's method, a primary constructor, bodies
      // that read neither), or names that share their words: as RefactoringMiner's last round pairs them.
      const placed = () => typed && oldAt[k] === newAt[k] && ((oldAt.length === 1 && (bodiless || neitherRead(p1, p2, bodies))) || sharedWords(p1, p2));
      if (kept || replacedInBody(p1, p2, bodies, statements, true) || becameItsElement(p1, p2, bodies) || placed()) pairs.push([oldAt[k], newAt[k]]);
    }
    return pairs;
  }
  if (!bodies.before || !bodies.after) {
    if (!bodiless) return undefined;
    const byType = renamesByUniqueType(oldAt, newAt, old, now);
    const named = [...byType, ...samePlaceSharedWords(oldAt, newAt, old, now, byType)];
    return [...named, ...renamesReadByMembers(oldAt, newAt, old, now, bodies, named)];
  }
  const taken = new Set<number>();
  const pair = (accept: (i: number, j: number) => boolean) => {
    for (const i of oldAt) {
      if (pairs.some(([paired]) => paired === i)) continue;
      // The bodies may show a marked parameter made plain (`view(*streams)` -> `view(stream_spec)`), as RefactoringMiner pairs them.
            // The cheap test first: the body checks align whole bodies.
      const j = newAt.find((j) => !taken.has(j) && accept(i, j) && !takenByLocal(old[i], now[j]) && replacedInBody(old[i], now[j], bodies, statements));
      if (j === undefined) continue;
      taken.add(j);
      pairs.push([i, j]);
    }
  };
  // Untyped, the new one standing for a field the body read of the old (`err.actual` -> `actual`)
  // is another value: the old one removed, its fields added (a typed one says so by its type).
  // Untyped too, the new one passed where the old one was with another new one beside it
  // (`errorDiff(err)` -> `errorDiff(actual, expected)`): the old value split in two.
  const untyped = (i: number, j: number) => old[i].type === undefined && now[j].type === undefined;
  const addedBeside = (j: number) => newAt.filter((k) => k !== j).map((k) => now[k]);
  const sameValue = (i: number, j: number) => !untyped(i, j) || (!valueReplaced(old[i], now[j], bodies, statements) && !splitInPlace(old[i], now[j], addedBeside(j), bodies));
  pair((i, j) => !typeChanged(old[i].type, now[j].type) && sameValue(i, j));
  const stayed = (side: 'old' | 'new', index: number) => {
    const unmatched = new Set(side === 'old' ? oldAt : newAt);
    const paired = new Set(pairs.map(([i, j]) => (side === 'old' ? i : j)));
    let count = 0;
    for (let k = 0; k < index; k++) if (!unmatched.has(k) || paired.has(k)) count++;
    return count;
  };
  // Names at the same index that share their words before a place among the kept ones that the bodies only loosely support.
  for (const [i, j] of samePlaceSharedWords(oldAt, newAt, old, now, pairs)) {
    taken.add(j);
    pairs.push([i, j]);
  }
  pair((i, j) => stayed('old', i) === stayed('new', j) && sameValue(i, j));
  const single = oneAddedForFirstRemoved(oldAt, newAt, old, now, bodies, pairs.length > 0, takenByLocal, statements);
  return single ? [single] : pairs;
}

/**
 * Untyped, one parameter added where others were removed, none paired by the bodies: callers now
 * pass the new one where they passed the first removed, which RefactoringMiner calls renamed (its
 * pairing of parameters of one type when only one was added: `__init__(source_vocab, target_vocab,
 * ..., hparams)` -> `__init__(data_hparams, hparams)`), unless the bodies show two values: a local
 * of either name (takenByLocal), the old name still read after, the new one standing for
 * something read from the old (valueReplaced).
 */
function oneAddedForFirstRemoved(
  oldAt: number[],
  newAt: number[],
  old: Parameter[],
  now: Parameter[],
  bodies: BodyNames,
  pairedByBodies: boolean,
  takenByLocal: (p1: Parameter, p2: Parameter) => boolean,
  statements: ParameterStatements,
): [number, number] | undefined {
  if (pairedByBodies || newAt.length !== 1 || oldAt.length === 0) return undefined;
  const [p1, p2] = [old[oldAt[0]], now[newAt[0]]];
  if ([...oldAt.map((i) => old[i]), p2].some((p) => p.type !== undefined)) return undefined;
  // The old name read after only by a nested function declaring it (`def add(self, x, y)` inside
  // `set_add(ops)`) is that function's own: the old reads went into it, and what is left of the
  // outer body (`ops.add = MethodType(add, ops)`) aligns with them only by chance, no evidence of
  // another value.
  const n1 = bare(p1.name);
  const outside = bodies.afterTokensOutside?.(n1);
  const readOutside = outside ? localUses(outside).has(n1) : (bodies.localsAfter ?? bodies.after)?.has(n1);
  if (readOutside || takenByLocal(p1, p2)) return undefined;
  const readInOwn = !!outside && !!(bodies.localsAfter ?? bodies.after)?.has(n1);
  if (!readInOwn && valueReplaced(p1, p2, bodies, statements)) return undefined;
  return [oldAt[0], newAt[0]];
}

/**
 * Without bodies to tell (a Kotlin primary constructor, an abstract method), the one removed and
 * the one added parameter of a type no other removed or added parameter has were renamed; the
 * rest were removed and added, as RefactoringMiner pairs them.
 */
function renamesByUniqueType(oldAt: number[], newAt: number[], old: Parameter[], now: Parameter[]): [number, number][] {
  const count = (at: number[], list: Parameter[], type: string) => at.filter((k) => list[k].type === type).length;
  const pairs: [number, number][] = [];
  for (const i of oldAt) {
    const type = old[i].type;
    if (type === undefined || count(oldAt, old, type) !== 1 || count(newAt, now, type) !== 1) continue;
    const j = newAt.find((k) => now[k].type === type)!;
    if (marker(old[i].name) === marker(now[j].name)) pairs.push([i, j]);
  }
  return pairs;
}

/** The parameters neither the types nor the names paired, paired by the type's members that read them (member-evidence.ts). */
function renamesReadByMembers(oldAt: number[], newAt: number[], old: Parameter[], now: Parameter[], bodies: BodyNames, paired: readonly [number, number][]): [number, number][] {
  const restOld = oldAt.filter((i) => !paired.some(([k]) => k === i));
  const restNew = newAt.filter((j) => !paired.some(([, k]) => k === j));
  if (restOld.length === 0 || restNew.length === 0 || !bodies.memberBodies) return [];
  const { members, fieldsAfter } = bodies.memberBodies();
  // A removed parameter whose name is still a property of the type (`val identifierByteSize get() =
  // hprofHeader.identifierByteSize`) is still offered as it was: the new one is another value.
  const gone = restOld.filter((i) => !fieldsAfter.has(bare(old[i].name)));
  const names = (at: number[], list: Parameter[]) => at.map((k) => bare(list[k].name));
  return renamesByMembers(names(gone, old), names(restNew, now), members).map(([i, j]): [number, number] => [gone[i], restNew[j]]);
}

/**
 * Neither body reads its parameter (`startAnim(anim, index: Int)` -> `startAnim(anim, holder:
 * ViewHolder)`, both bodies `anim.start()`): the bodies say nothing against the one slot callers
 * fill. One read where the other is not (`put(int key)` read `key`, `put(long id)` ignores `id`) is
 * another value.
 */
function neitherRead(p1: Parameter, p2: Parameter, { before, after, localsBefore, localsAfter }: BodyNames): boolean {
  const [usesBefore, usesAfter] = [localsBefore ?? before, localsAfter ?? after];
  return !!usesBefore && !!usesAfter && !usesBefore.has(bare(p1.name)) && !usesAfter.has(bare(p2.name));
}

/**
 * Typed, parameters added and removed besides: the one that lost its name and the one that
 * gained one at the same index, their names sharing every word of the shorter (`heapDumpFile`
 * -> `heapDump`, `task` -> `taskId`): renamed, as RefactoringMiner's last round pairs them.
 * Names alone tell nothing where no word is shared (`line` -> `format`).
 */
function samePlaceSharedWords(oldAt: number[], newAt: number[], old: Parameter[], now: Parameter[], paired: readonly [number, number][]): [number, number][] {
  const [pairedOld, pairedNew] = [new Set(paired.map(([i]) => i)), new Set(paired.map(([, j]) => j))];
  return oldAt
    .filter((i) => !pairedOld.has(i) && !pairedNew.has(i) && newAt.includes(i))
    .filter((i) => (old[i].type !== undefined || now[i].type !== undefined) && marker(old[i].name) === marker(now[i].name) && sharedWords(old[i], now[i]))
    .map((i): [number, number] => [i, i]);
}

/** Every word of the shorter name is one of the other's (camelCase words; a name of one such word with underscores, its snake_case words). */
function sharedWords(p1: Parameter, p2: Parameter): boolean {
  const [w1, w2] = [words(bare(p1.name)), words(bare(p2.name))];
  const common = w1.filter((word) => w2.includes(word)).length;
  return common > 0 && common === Math.min(w1.length, w2.length);
}

function words(name: string): string[] {
  const camel = name.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
  return camel.length === 1 && name.includes('_') ? name.split('_').filter((word) => word !== '') : camel;
}

/**
 * Untyped: the bodies show the new name standing for an expression of the old value, or the
 * reverse (expressionSubstituted), and no statement the mapper paired passes it on as is
 * (replacedAsIs: whole bodies aligned may set `item.start` where `label` stood, when
 * `self.stream(label)` became `self.stream(label=item)` further on).
 */
function valueReplaced(p1: Parameter, p2: Parameter, { beforeTokens, afterTokens }: BodyNames, statements: ParameterStatements): boolean {
  const [n1, n2] = [bare(p1.name), bare(p2.name)];
  return !!beforeTokens && !!afterTokens && expressionSubstituted(beforeTokens, afterTokens, n1, n2) && !statements.replacedAsIs(n1, n2);
}

/**
 * Wherever the new name took the old one's place in the bodies, another added parameter is the
 * argument next to it (`errorDiff(err)` -> `errorDiff(actual, expected)`, whichever the alignment
 * put in err's place), where none was next to the old one: callers' one value now passed as two,
 * the old parameter removed, both added.
 */
function splitInPlace(p1: Parameter, p2: Parameter, added: readonly Parameter[], { beforeTokens, afterTokens }: BodyNames): boolean {
  if (!beforeTokens || !afterTokens || added.length === 0) return false;
  const places = substitutionPlaces(beforeTokens, afterTokens, bare(p1.name), bare(p2.name));
  if (!places || places.length === 0) return false;
  const addedNames = new Set(added.map((p) => bare(p.name)));
  const besideAdded = (tokens: readonly string[], at: number) => (tokens[at + 1] === ',' && addedNames.has(tokens[at + 2])) || (tokens[at - 1] === ',' && addedNames.has(tokens[at - 2]));
  return places.every(([i, j]) => besideAdded(afterTokens, j) && !besideAdded(beforeTokens, i));
}

/**
 * The new parameter was the element the body walked the old one for, and stands for it after
 * (`leakTrace.forEach { reporter -> ... }` became the loop's body, `reporter` a parameter):
 * the old name gone, the new one used, the statements over the element mapped (iteratedElementBecame).
 */
function becameItsElement(p1: Parameter, p2: Parameter, bodies: BodyNames): boolean {
  const { before, after } = bodies;
  const [n1, n2] = [bare(p1.name), bare(p2.name)];
  if (!before || !after || !before.has(n1) || after.has(n1) || !after.has(n2)) return false;
  // Called on the reader: its methods read their object (report/body-names.ts).
  const mapped = bodies.statements?.();
  return !!mapped && iteratedElementBecame(mapped.before, mapped.after, n1, n2);
}

/**
 * Untyped: the old name read in the old body and the new one in the new body, but no statement
 * that read the old one became one reading the new one (tookPlace: `if not isinstance(stream,
 * Stream)` gone, `nodes = get_stream_spec_nodes(stream_spec)` new): each is another value, not
 * one renamed.
 */
function readApart(p1: Parameter, p2: Parameter, { localsBefore, localsAfter }: BodyNames, statements: ParameterStatements): boolean {
  const [n1, n2] = [bare(p1.name), bare(p2.name)];
  if (!localsBefore?.has(n1) || !localsAfter?.has(n2)) return false;
  return statements.tookPlace(n1, n2) === false;
}

/**
 * The type held a field of each name before the change (`runner`, and the `runnerToken` it made
 * from it): two values side by side, the new parameter now passing the other one, no rename.
 */
function coexistedAsFields(p1: Parameter, p2: Parameter, { fieldsBefore }: BodyNames): boolean {
  return !!fieldsBefore && fieldsBefore.has(bare(p1.name)) && fieldsBefore.has(bare(p2.name));
}

/**
 * The old name used before and gone after, the new one used after and unknown before, and, where
 * the tokens are known, the new one standing where the old one stood (not a different value
 * used elsewhere, as when callers pass `context` instead of `context.getUniqueId()`). For a
 * parameter in the old one's place (`inPlaceOfOld`), a mapped statement showing it is enough.
 */
function replacedInBody(
  p1: Parameter,
  p2: Parameter,
  bodies: BodyNames,
  statements: ParameterStatements,
  inPlaceOfOld = false,
): boolean {
  const { before, after, localsBefore, localsAfter, beforeTokens, afterTokens } = bodies;
  if (!before || !after) return false;
  const [n1, n2] = [bare(p1.name), bare(p2.name)];
  // Present anywhere (Kotlin's `reporter.action(x)` calls the parameter), absent as a local: a member or an argument's name of that spelling is another thing.
  const [gone, unknown] = [!(localsAfter ?? after).has(n1), !(localsBefore ?? before).has(n2)];
  if (!(before.has(n1) && gone && after.has(n2) && unknown)) return false;
  // Untyped, the statements must show it (readApart); typed, the kept or changed type speaks too.
  if (p1.type === undefined && p2.type === undefined && statements.tookPlace(n1, n2) === false) return false;
  if (!beforeTokens || !afterTokens) return true;
  const types = { before: p1.type, after: p2.type };
  if (typeChanged(p1.type, p2.type) && expressionSubstituted(beforeTokens, afterTokens, n1, n2, types)) return false;
  const inPlace = substitutedInPlace(beforeTokens, afterTokens, n1, n2) ?? true;
  if (inPlace && (!typeChanged(p1.type, p2.type) || anchoredSubstitution(beforeTokens, afterTokens, n1, n2))) return true;
  // Aligning whole bodies that changed much may miss the one statement that shows the new name
  // where the old one stood: the mapped statements find it, for a parameter in the old one's place
  // (among parameters added and removed, a statement alike tells too little); not where the new
  // one reads the old value through (`topo_sort([node])` -> `topo_sort([stream.node])`).
  if (!inPlaceOfOld || expressionSubstituted(beforeTokens, afterTokens, n1, n2, types)) return false;
  // Called on the reader: its methods read their object (report/body-names.ts).
  const mapped = bodies.statements?.();
  return !!mapped && nameReplacedInMappedStatements(mapped.before, mapped.after, n1, n2);
}

/**
 * Whether, everywhere the new name took the old one's place, one of them is read through
 * (`line.getOptionValue("c")` became `format`, `topo_sort([node])` became `topo_sort([stream.node])`):
 * what callers pass is now the value the body drew from the old one, or the one it draws the old
 * value from: another value, not the old one renamed. Without such places, no evidence either way.
 */
function expressionSubstituted(beforeTokens: readonly string[], afterTokens: readonly string[], n1: string, n2: string, types: TypesOfPair = {}): boolean {
  const places = substitutionPlaces(beforeTokens, afterTokens, n1, n2);
  if (!places || places.length === 0) return false;
  // One converted to the other's type (`leakId.toString()` became `signature: String`) is the same value, retyped.
  const drawnFrom = (tokens: readonly string[], at: number, otherType: string | undefined) => readThrough(tokens, at) && !convertedTo(tokens, at, otherType);
  return places.every(([i, j]) => drawnFrom(beforeTokens, i, types.after) !== drawnFrom(afterTokens, j, types.before));
}

/** The declared types of an old parameter and the new one, where the language writes them. */
interface TypesOfPair {
  before?: string;
  after?: string;
}

/**
 * Whether, aligning the bodies as substitutedInPlace does, the new name took the old one's place
 * between the same neighbours at least once (`acceptsStem(stem)` -> `acceptsStem(word, ...)`):
 * a retyped value passed in one statement that became another statement passing the new one
 * elsewhere (`watch(out, name, clients)` -> `run0(client, out, ...)`) lines up only by the
 * alignment's chance. Too long to align: no evidence against it.
 */
function anchoredSubstitution(beforeTokens: readonly string[], afterTokens: readonly string[], n1: string, n2: string): boolean {
  const places = substitutionPlaces(beforeTokens, afterTokens, n1, n2);
  if (!places) return true;
  return places.some(([i, j]) => (i > 0 && j > 0 && beforeTokens[i - 1] === afterTokens[j - 1]) || (beforeTokens[i + 1] !== undefined && beforeTokens[i + 1] === afterTokens[j + 1]));
}

function uniquelyNamed(parameters: readonly Parameter[]): boolean {
  const names = parameters.map((p) => p.name);
  return names.every((name) => name !== '') && new Set(names).size === names.length;
}

function sameList(old: readonly Parameter[], now: readonly Parameter[]): boolean {
  return old.length === now.length && old.every((p, i) => p.name === now[i].name && !typeChanged(p.type, now[i].type));
}

/** `*` for `*args`, `...` for `...rest`, '' for a plain name. */
export function marker(name: string): string {
  return SIMPLE_PARAMETER.exec(name)?.[1] ?? '';
}

/** `args` for `*args`, `rest` for `...rest`: the name the body uses. */
export function bare(name: string): string {
  return SIMPLE_PARAMETER.exec(name)?.[2] ?? name;
}
