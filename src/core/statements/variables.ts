import { typeChanged, type Statement, type StatementBody } from '../cst';
import { extractedVariables, initializerOf, isParameter, isSubsequence, reachOf } from './extracted-variables';
import { flattenStatements, bodyMapping, withBodiesInExpression, type StatementMapping, type StatementPair } from './mapper';
import { changedPlace, containsRun, isName, isUse, addLocalNames, renamed, usesOf, withRenames, withRenamesEverywhere } from './name-uses';
import { destructuredEntry, keysSpelt } from './destructured-entries';
import { heldValues, withHeldValues } from './held-values';
import { renamesHandingOnTheName } from './handed-on-names';
import type { ExtractedHelper } from './inlined-through-calls';
import { mergedLocalRenames } from './merged-locals';
import { valuesMovedIntoCallees, type NewCallable } from './value-moved-into-callee';
import { declaredWhereUsed } from './declared-where-used';
import { renamedDeclarationPairs } from './renamed-declarations';
import { callTheSameMember } from './same-callee';
import { renamedInRewrittenUses, shareNameWord } from './renamed-in-rewritten-uses';
import { renamedIntoKeptName } from './renamed-into-kept-name';
import { splitLocals } from './split-locals';
import { tradedInRewrittenUses } from './traded-locals';
import { Scopes, scopesMeet } from './scopes';
import { sameTokens, statementSimilarity } from './similarity';
import { memoizedByPair } from '../pair-memo';
import { onlyUndeclaringStatementsAdded } from './added-statements';

/**
 * The refactorings of local variables between two versions of one body, read from the statement
 * mapper's pairs (RefactoringMiner's Rename, Extract, Inline Variable, Change Variable Type and
 * Parameterize Variable). Precision first: a rename needs every mapped use to agree, a name that
 * two locals swap or that both sides declare is no rename, and a declaration whose statement
 * changed beyond the name is not renamed but rewritten.
 */

export interface BodySide {
  body: StatementBody;
  /** The callable's parameter names, bare (`args` for `*args`). */
  parameters: readonly string[];
}

/** A local as declared: its name, its written type if any, and the statement declaring it. */
export interface DeclaredVariable {
  name: string;
  type?: string;
  statement: Statement;
}

export type VariableChange =
  | { operation: 'RENAME'; before: DeclaredVariable; after: DeclaredVariable }
  | { operation: 'CHANGE_TYPE'; before: DeclaredVariable; after: DeclaredVariable }
  | { operation: 'EXTRACT'; after: DeclaredVariable }
  | { operation: 'INLINE'; before: DeclaredVariable }
  | { operation: 'PARAMETERIZE'; before: DeclaredVariable; parameter: string }
  | { operation: 'LOCALIZE'; parameter: string; after: DeclaredVariable };

/**
 * How alike a declaration must stay, once renamed, to be the same declaration: one word of four
 * may change beside the name (`es2 = tuple(other.eventspace())` -> `ss2 = tuple(other.sample_space())`,
 * a member renamed with it), not two.
 */
const RENAMED_DECLARATION_SIMILARITY = 0.75;
/** ... or this alike when other mapped statements, at least `CORROBORATING_USES`, use the local renamed and agree. */
const CORROBORATED_DECLARATION_SIMILARITY = 0.7;
const CORROBORATING_USES = 2;
/** Mapped statements agreeing on a rename, this many or more, outweigh the unpaired ones using either name. */
const MANY_AGREEING_USES = 4;
/** ... or, declarations the mapper left apart, this alike (most words shared) when all other uses are mapped and agree. */
const UNPAIRED_DECLARATION_SIMILARITY = 0.5;
/** ... or, declarations the mapper left apart whatever their values, this many mapped uses or more renamed alike and none against. */
const REWRITTEN_DECLARATION_USES = 3;

/** The mapped bodies and what each side declares: what every rule below reads. */
export interface VariableContext {
  mapping: StatementMapping;
  /** The new names of renamed parameters: a local before may have given its name to one. */
  renamedParameters: ReadonlySet<string>;
  partner: ReadonlyMap<Statement, Statement>;
  before: SideFacts;
  after: SideFacts;
  /** The before side is code that moved into the after side's new body (see movedCodeVariableChanges): its parameters are another callable's. */
  moved?: boolean;
  /** Statements that left for an extracted body or came from an inlined one (see variableChanges). */
  movedAway?: ReadonlySet<Statement>;
  /** The two bodies and the callables extracted from the one before: where a local may have been written out into a new call (inlined-through-calls.ts). */
  extracted?: { before: StatementBody; after: StatementBody; helpers: readonly ExtractedHelper[] };
  /** The new callables the body after may call, where a local's value may have gone (value-moved-into-callee.ts). */
  newCallable?: NewCallable;
}

export interface SideFacts {
  statements: readonly Statement[];
  parameters: ReadonlySet<string>;
  declared: ReadonlyMap<string, DeclaredVariable[]>;
  /** Where assignment declares, the assignments of parameters: values given to them, left out of `declared`. */
  assignedParameters: ReadonlyMap<string, DeclaredVariable[]>;
  /** Every name used as a local (not after `.`) somewhere in the body. */
  used: ReadonlySet<string>;
  /** Each declaration of a name is a variable of its own (`StatementBody.redeclares`). */
  redeclares: boolean;
  /** Where each local is visible (the whole body unless `StatementBody.blockScoped`). */
  scopes: Scopes;
  /** The statements compared when only part of the body is (moved code: what left for an extracted body, see movedCodeVariableChanges and movedVariableChanges), `statements` as a set. */
  within?: ReadonlySet<Statement>;
}

/**
 * `parameterRenames`: the parameters renamed (old name -> new name), a signature change.
 * `movedAway`: statements of either body that left for an extracted body, or came from an inlined
 * one (their uses are the moved code's, not unpaired uses here: graylog's `msg`, read by the
 * statements now in `dispatchMessage`, renamed `messageList` where it stayed).
 */
export function variableChanges(
  before: BodySide,
  after: BodySide,
  parameterRenames: ReadonlyMap<string, string> = new Map(),
  movedAway?: ReadonlySet<Statement>,
  helpers: readonly ExtractedHelper[] = [],
  newCallable?: NewCallable,
): VariableChange[] {
  // Statements only added (or only removed) that declare nothing, the signature's names kept, no code moved out or in: no local
  // changed, and the bodies need no mapping (test/core/statements/added-statements.test.ts holds this against the long way).
  const untouched = parameterRenames.size === 0 && !movedAway?.size && helpers.length === 0 && sameTokens(before.parameters, after.parameters);
  if (untouched && onlyUndeclaringStatementsAdded(before.body, after.body)) return [];
  return mappedVariableChanges(before, after, parameterRenames, movedAway, helpers, newCallable);
}

/** variableChanges the long way, whatever the bodies: every rule over the mapped statements. */
export function mappedVariableChanges(
  before: BodySide,
  after: BodySide,
  parameterRenames: ReadonlyMap<string, string> = new Map(),
  movedAway?: ReadonlySet<Statement>,
  helpers: readonly ExtractedHelper[] = [],
  newCallable?: NewCallable,
): VariableChange[] {
  const extracted = helpers.length > 0 ? { extracted: { before: before.body, after: after.body, helpers } } : {};
  const context = { ...mapBodies(before, after, new Set(parameterRenames.values())), ...(movedAway?.size ? { movedAway } : {}), ...extracted, ...(newCallable ? { newCallable } : {}) };
  const renames = renamedVariables(context);
  const renameMap = new Map(renames.map((r) => [r.before.name, r.after.name]));
  const parameterized = parameterizedVariables(context, renameMap);
  const taken = new Set([...renameMap.keys(), ...parameterized.map((p) => p.before.name)]);
  return [
    ...renames,
    ...typeChanges(context, renameMap),
    ...extractedVariables(context, respeltEverywhere(context, renameMap), taken, new Set(renames.flatMap((r) => [r.before.statement, r.after.statement]))),
    ...parameterized,
    ...localizedParameters(context),
  ];
}

/**
 * Where each assignment declares anew, the renames whose old name the body after no longer
 * declares: those a statement may be read through, every use of the old name respelt. A name
 * another variable took on after (handed-on-names.ts) means that variable there, not the renamed
 * one. Where locals live in blocks every rename stays, as it also keeps the new local from being
 * read as extracted too (`all` reported renamed `fileList` beside a new `all = ...(fileList)`).
 */
function respeltEverywhere(context: VariableContext, renames: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  if (!context.after.redeclares) return renames;
  return new Map([...renames].filter(([from]) => !context.after.declared.has(from)));
}

/**
 * The locals renamed (and retyped) inside code that moved between two bodies, an extraction or an
 * inlining: read from the statements the mapper paired between the moved body and its source
 * (`pairs`), and those alone; the rest of either body, code that stayed or is new, says nothing
 * of these locals. `before` is the source of an extraction (the inlined body for an inlining).
 */
export function movedVariableChanges(before: BodySide, after: BodySide, pairs: readonly StatementPair[]): Extract<VariableChange, { operation: 'RENAME' | 'CHANGE_TYPE' }>[] {
  const partner = new Map<Statement, Statement>();
  for (const pair of pairs) {
    partner.set(pair.before, pair.after);
    partner.set(pair.after, pair.before);
  }
  const [statementsBefore, statementsAfter] = [pairs.map((pair) => pair.before), pairs.map((pair) => pair.after)];
  const context: VariableContext = {
    mapping: { pairs: [...pairs], unmappedBefore: [], unmappedAfter: [] },
    partner,
    renamedParameters: new Set(),
    before: { ...facts(before.body, statementsBefore, before.parameters), within: new Set(statementsBefore) },
    after: { ...facts(after.body, statementsAfter, after.parameters), within: new Set(statementsAfter) },
  };
  // Moved code is often reworked on its way (a value narrowed, a type made a parameter): a rename
  // there needs its declaration kept but for locals respelt, and a type change comes only with a rename.
  const renames = renamedVariables(context).filter((r) => sameButForLocals(context, r.before.statement.tokens, r.after.statement.tokens));
  const renameMap = new Map(renames.map((r) => [r.before.name, r.after.name]));
  const retyped = typeChanges(context, renameMap).filter((change): change is Extract<VariableChange, { operation: 'CHANGE_TYPE' }> => change.operation === 'CHANGE_TYPE' && renameMap.get(change.before.name) === change.after.name && change.before.name !== change.after.name);
  return [...renames, ...retyped];
}

/**
 * A parameter before that is a local of the same name after (`route: Route` dropped from the
 * signature, `val route = exchange?.connection?.route()` declared once in the body), its uses kept:
 * RefactoringMiner's Localize Parameter. The report reads its type change from it.
 */
function localizedParameters(context: VariableContext): Extract<VariableChange, { operation: 'LOCALIZE' }>[] {
  const { before, after } = context;
  return [...before.parameters].flatMap((name): Extract<VariableChange, { operation: 'LOCALIZE' }>[] => {
    const local = after.declared.get(name);
    if (after.parameters.has(name) || before.declared.has(name) || local?.length !== 1) return [];
    return usesAgree(context, name, name, [local[0].statement], false, true) ? [{ operation: 'LOCALIZE', parameter: name, after: local[0] }] : [];
  });
}

/**
 * The locals of code moved out of a body into a new one (an extracted method's), compared with
 * the code's source only through `pairs`, the extraction's own pairs of the statements the caller
 * lost (`lost`) with the new body's: renamed, extracted, inlined or retyped on the way. A local
 * passed in became a parameter, as every extraction makes it: no Parameterize Variable.
 */
export function movedCodeVariableChanges(before: BodySide, lost: readonly Statement[], after: BodySide, pairs: readonly StatementPair[]): VariableChange[] {
  const statementsAfter = flattenStatements(after.body.statements);
  const all = [...pairs, ...renamedDeclarationPairs(lost, statementsAfter, pairs)];
  const partner = new Map<Statement, Statement>();
  for (const pair of all) {
    partner.set(pair.before, pair.after);
    partner.set(pair.after, pair.before);
  }
  const mapping = { pairs: all, unmappedBefore: lost.filter((s) => !partner.has(s)), unmappedAfter: statementsAfter.filter((s) => !partner.has(s)) };
  const context: VariableContext = {
    mapping,
    partner,
    renamedParameters: new Set(),
    before: { ...facts(before.body, lost, before.parameters), within: new Set(lost) },
    after: facts(after.body, statementsAfter, after.parameters),
    moved: true,
  };
  const found = renamedVariables(context);
  const together = new Map(found.map((r) => [r.before.name, r.after.name]));
  // The new body is written anew: a declaration that kept its statement but for the names is the local
  // renamed, one whose value or type changed too (`String name = n == null ? u.getName() : n` and
  // `String userName = u.getName()`) may be another local. No type change either: the copies of code
  // extracted from several callers each had their own (`ClosePriceIndicator` and `Indicator`).
  const renames = found.filter((r) => context.partner.get(r.before.statement) === r.after.statement && sameTokens(withRenames(r.before.statement.tokens, together), r.after.statement.tokens));
  const renameMap = new Map(renames.map((r) => [r.before.name, r.after.name]));
  const renamedStatements = new Set(renames.flatMap((r) => [r.before.statement, r.after.statement]));
  // No Inline Variable: read through the call, the new body holds the arguments where its parameters
  // stand, and a local the caller passed (`double r = c.min(a, b)` then `print(r)`, now `print(c.min(a, b))`)
  // would read as written out in it. Nor one whose reads stayed at the call site (`args = ...` with
  // `check_call(args)`, now `check_call(compile(...))` and `return ...`): the value is returned.
  const extracted = extractedVariables(context, renameMap, new Set(renameMap.keys()), renamedStatements).filter((change) => change.operation === 'EXTRACT');
  return [...renames, ...extracted];
}

function mapBodies(before: BodySide, after: BodySide, renamedParameters: ReadonlySet<string>): VariableContext {
  const { before: statementsBefore, after: statementsAfter, mapping: mapped } = bodyMapping(before.body, after.body);
  const mapping = { ...mapped, pairs: [...mapped.pairs, ...renamedDeclarationPairs(statementsBefore, statementsAfter, mapped.pairs)] };
  const partner = new Map<Statement, Statement>();
  for (const pair of mapping.pairs) {
    partner.set(pair.before, pair.after);
    partner.set(pair.after, pair.before);
  }
  return {
    mapping,
    partner,
    renamedParameters,
    before: facts(before.body, statementsBefore, before.parameters),
    after: facts(after.body, statementsAfter, after.parameters),
  };
}

function facts(body: StatementBody, statements: readonly Statement[], parameters: readonly string[]): SideFacts {
  const redeclares = !!body.redeclares;
  const declared = new Map<string, DeclaredVariable[]>();
  const assignedParameters = new Map<string, DeclaredVariable[]>();
  const used = new Set<string>();
  for (const statement of statements) {
    for (const name of statement.declares) {
      // Where assignment declares, one assigning a parameter (`if lr is None: lr = ...`) gives it a value, no new variable.
      const into = redeclares && parameters.includes(name) ? assignedParameters : declared;
      const type = statement.declaredTypes?.find((t) => t.name === name)?.type;
      const list = into.get(name) ?? [];
      list.push({ name, ...(type ? { type } : {}), statement });
      into.set(name, list);
    }
    addLocalNames(statement.tokens, used);
  }
  return { statements, parameters: new Set(parameters), declared, assignedParameters, used, redeclares, scopes: new Scopes(body, statements) };
}

/**
 * A local declared under one name before and another after in a mapped pair of declarations,
 * the old name gone, the new one new, and every mapped statement using either agreeing.
 */
function renamedVariables(context: VariableContext): Extract<VariableChange, { operation: 'RENAME' }>[] {
  // Where locals live in blocks, one name may be declared in several (`reachability` in two loops, both
  // renamed `leakStatus`): each declaration pair is judged where its locals are visible.
  const candidates = new Map<string, { to: string; pairs: [DeclaredVariable, DeclaredVariable][] }>();
  const conflicting = new Set<string>();
  const propose = (b: DeclaredVariable, a: DeclaredVariable) => {
    if (destructuredApart(b.statement, b.name, a.statement, a.name)) return;
    const previous = candidates.get(b.name);
    if (previous && previous.to !== a.name) conflicting.add(b.name);
    else if (!previous) candidates.set(b.name, { to: a.name, pairs: [[b, a]] });
    else if (!previous.pairs.some(([old, now]) => old === b && now === a)) previous.pairs.push([b, a]);
  };
  for (const [b, a] of declarationPairs(context)) if (b.name !== a.name) propose(b, a);
  // A local whose declaration moved into a new callable the new one calls for its value (value-moved-into-callee.ts).
  const movedValues = valuesMovedIntoCallees(context, context.newCallable);
  for (const [b, a] of movedValues) propose(b, a);
  // A local assigned apart from its declaration (`Checker c = null; c = new Checker();`): its uses tell.
  for (const [from, to] of substitutedLocals(context)) {
    const [b, a] = [context.before.declared.get(from), context.after.declared.get(to)];
    if (b?.length === 1 && a?.length === 1) propose(b[0], a[0]);
    // Where each assignment declares anew, a name assigned as many times on each side: its first declarations.
    else if (context.before.redeclares && context.after.redeclares && b && b.length === a?.length) propose(b[0], a[0]);
  }
  // The loose proposals below only for locals no rule above proposed: a guess must not make a stronger proposal conflicting.
  const filledIntoDeclarations = declaredWhereUsed(context);
  for (const [from, to] of [...renamedInRewrittenUses(context), ...filledIntoDeclarations]) if (!candidates.has(from)) propose(context.before.declared.get(from)![0], context.after.declared.get(to)![0]);
  for (const [b, a] of tradedInRewrittenUses(context)) if (!candidates.has(b.name)) propose(b, a);
  const targets = new Map<string, number>();
  for (const { to } of candidates.values()) targets.set(to, (targets.get(to) ?? 0) + 1);
  const renamesAt = (from: string, to: string, before: DeclaredVariable, after: DeclaredVariable): boolean => {
    // A declaration mapped to itself renamed, nothing else changed, is evidence enough against unmapped uses.
    const sameDeclaration = context.partner.get(before.statement) === after.statement && renamed(before.statement.tokens, from, to).join(' ') === after.statement.tokens.join(' ');
    // Unpaired declarations holding the same value are the local's one statement rewritten, not two unmapped uses.
    // ... and so are unpaired declarations whatever their values, when enough mapped uses are renamed alike (see REWRITTEN_DECLARATION_USES).
    const rewritten = !context.partner.has(before.statement) && (holdSameValue(context, before, after) || (bothUnpaired(context, before, after) && agreeingUses(context, before, after) >= REWRITTEN_DECLARATION_USES));
    // ... and, when it holds a value of its own (not `false`, paired by chance), against uses rewritten;
    // so does a declaration paired with itself but for locals respelt (`projection = leakGroups[position - 2]`
    // became `leak = leaks[position - 2]`, the list a new local too).
    const paired = context.partner.get(before.statement) === after.statement;
    const sameButLocals = sameDeclaration || (paired && sameButForLocals(context, before.statement.tokens, after.statement.tokens));
    // ... and so does a declaration paired with itself renamed, still this alike (`d3_shape = tf.concat([..., [-1]], axis=0)`
    // became `output_shape = tf.concat([..., output_size], axis=0)`): one part of its value changed, not the local.
    const alike = () => paired && declarationSimilarity([before.statement, after.statement], new Map([[from, to]])) >= RENAMED_DECLARATION_SIMILARITY;
    // ... and so does one whose value kept every word but the locals it read, each now read through more
    // (`fromInstance(weakRef, uptime)` became `fromInstance(parser.hydrateInstance(record), uptime)`).
    const widened = () => paired && localsWidened(context, before, after);
    const valued = (initializerOf(before.statement.tokens, from)?.length ?? 0) > 1 && (sameButLocals || alike() || widened());
    // So is one paired with a declaration this alike whose name keeps a word of the old (`leaks = mutableListOf<LeakProjection>()`
    // became `leakTraces = mutableListOf<LeakTraceProjection>()`, every use rewritten around it).
    // The written type respelt: a type changed beside the name is a refactoring of its own.
    const namedAlike = () => paired && shareNameWord(from, to) && declarationSimilarity([before.statement, after.statement], new Map([[from, to]]), [before, after]) >= RENAMED_DECLARATION_SIMILARITY;
    // ... and so do declarations left apart that ask one member of one receiver for the value, its arguments rewritten (same-callee.ts).
    const sameCall = bothUnpaired(context, before, after) && callTheSameMember(before, after);
    return isRenameOf(context, before, after, sameDeclaration || namedAlike() || sameCall, valued, rewritten || sameCall ? [before.statement, after.statement] : []);
  };
  const supported = [...candidates].flatMap(([from, { to, pairs }]): [string, { to: string; before: DeclaredVariable; after: DeclaredVariable }][] => {
    if (conflicting.has(from) || targets.get(to)! !== 1) return [];
    const inOrder = [...pairs].sort(([x], [y]) => context.before.statements.indexOf(x.statement) - context.before.statements.indexOf(y.statement));
    const pair = inOrder.find(([before, after]) => renamesAt(from, to, before, after));
    return pair ? [[from, { to, before: pair[0], after: pair[1] }]] : [];
  });
  // Renames of several locals meet in one declaration (`n_len = len(n)`): judge it with all of them applied.
  // A parameter renamed in its place (`reward_global_fn` -> `global_reward_fn`) counts as renamed too.
  const all = new Map([...parametersRenamedInPlace(context), ...supported.map(([from, { to }]) => [from, to] as const)]);
  const found: Extract<VariableChange, { operation: 'RENAME' }>[] = [];
  for (const [, { before, after }] of supported) {
    // The value wrapped on its way into the renamed local, with a use elsewhere renamed alike, is evidence
    // enough, whatever else the declaration became (a value merely quoted inside another is not: no use agrees).
    if (holdSameValue(context, before, after) && agreeingUses(context, before, after) > 0) {
      found.push({ operation: 'RENAME', before, after });
      continue;
    }
    const declarations = comparedDeclarations(context, before, after);
    // The new declaration paired with the statement that filled the old local (declared-where-used.ts): its value
    // is the new local's, and every other use, mapped and renamed alike, the evidence.
    const filled = filledIntoDeclarations.some(([from, to]) => from === before.name && to === after.name) && !context.partner.has(before.statement);
    if (filled && agreeingUses(context, before, after) > 0 && onlyMappedUses(context, before, after)) {
      found.push({ operation: 'RENAME', before, after });
      continue;
    }
    // Declarations the mapper left apart, every other use mapped and renamed alike, and more than one such
    // use: their values need only share most of their words (`mutableListOf<Reachability.Inspector>()`
    // became `mutableListOf<LeakInspector>()`, a type changed beside the rename).
    if (!declarations && bothUnpaired(context, before, after) && agreeingUses(context, before, after) >= CORROBORATING_USES && onlyMappedUses(context, before, after)) {
      // Another local of the statement that took a new name counts half, as the mapper weighs it (`en2idx, idx2en = load_en_vocab()`
      // became `word2idx, idx2word = load_shared_vocab()`, `en2idx` read nowhere to tell).
      if (declarationSimilarity([before.statement, after.statement], all, undefined, true) >= UNPAIRED_DECLARATION_SIMILARITY) {
        found.push({ operation: 'RENAME', before, after });
        continue;
      }
    }
    if (!declarations) {
      // A local that had no value of its own (`catch (Exception e)`) declared anew with one
      // (`TestTimedOutException t = assertThrows(...)`): every other use, mapped and renamed alike, is
      // the evidence. A value rewritten whole is another local (`heading = title.trim()` -> `count = items.size()`).
      // So is a declaration of the same shape whose other names were respelt too
      // (`events_index = self._events_index` that became `outcomes_index = self._outcomes_index`).
      // ... unless the new name keeps a word of the old (`leakGroupCount` -> `leakCount`): the value rewritten, the local kept.
      const valueless = !initializerOf(before.statement.tokens, before.name) || respeltAlike(before, after) || shareNameWord(before.name, after.name);
      let agreed: boolean | undefined;
      const agree = () => (agreed ??= usesAgree(context, before.name, after.name, [before.statement, after.statement], false, false, false, [before, after]));
      if (bothUnpaired(context, before, after) && valueless && onlyMappedUses(context, before, after) && agree()) found.push({ operation: 'RENAME', before, after });
      // A value rewritten whole (`shape_list = [...]` became `flat_output_size = nest.flatten(output_size)`) with
      // enough mapped uses renamed alike, and none against, is the local given a new value: its uses tell.
      else if (bothUnpaired(context, before, after) && agreeingUses(context, before, after) >= REWRITTEN_DECLARATION_USES && agree()) found.push({ operation: 'RENAME', before, after });
      // Its statement moved, renamed, into the new callable that now gives its value: its uses tell.
      else if (movedValues.some(([b, a]) => b === before && a === after) && agree()) found.push({ operation: 'RENAME', before, after });
      // One member of one receiver asked for the value, its arguments rewritten (same-callee.ts), and a mapped use renamed
      // alike: the uses the mapper left apart around it are the code rewritten around the local, none against.
      else if (bothUnpaired(context, before, after) && callTheSameMember(before, after) && agreeingUses(context, before, after) > 0 && usesAgree(context, before.name, after.name, [before.statement, after.statement], false, true, false, [before, after])) found.push({ operation: 'RENAME', before, after });
      continue;
    }
    // Another local renamed by the same declaration (`for e1, e2 in ...` became `for o1, o2 in ...`) corroborates too.
    const together = supported.filter(([, other]) => other.before !== before && other.before.statement === before.statement).length;
    const needed = agreeingUses(context, before, after) + together >= CORROBORATING_USES ? CORROBORATED_DECLARATION_SIMILARITY : RENAMED_DECLARATION_SIMILARITY;
    // The written type respelt (see withTypeRespelt) once another use agrees: a declaration alone says too little.
    if (declarationSimilarity(declarations, all, agreeingUses(context, before, after) > 0 ? [before, after] : undefined) < needed) continue;
    found.push({ operation: 'RENAME', before, after });
  }
  // A local renamed to a name the body already bore, its statements respelt and the name's own kept (renamed-into-kept-name.ts).
  for (const [from, { to, pairs }] of candidates) {
    if (conflicting.has(from) || targets.get(to)! !== 1 || supported.some(([old]) => old === from) || !renamedIntoKeptName(context, from, to)) continue;
    const [before, after] = [...pairs].sort(([x], [y]) => context.before.statements.indexOf(x.statement) - context.before.statements.indexOf(y.statement))[0];
    found.push({ operation: 'RENAME', before, after });
  }
  // Several locals proposed for one new name: locals merged into it (merged-locals.ts).
  const merged = new Map<string, string[]>();
  for (const [from, { to }] of candidates) if (!conflicting.has(from) && targets.get(to)! > 1) merged.set(to, [...(merged.get(to) ?? []), from]);
  found.push(...mergedLocalRenames(context, merged));
  // A local split into several new ones, each standing where it stood (split-locals.ts): renamed to one of them.
  for (const [b, a] of splitLocals(context)) if (!found.some((change) => change.before.name === b.name || change.after.name === a.name)) found.push({ operation: 'RENAME', before: b, after: a });
  const unread = unreadRenames(context, found);
  const redeclared = redeclaredRenames(context, [...found, ...unread]);
  const known = new Map([...found, ...unread, ...redeclared].map((change) => [change.before.name, change.after.name]));
  const alike = (b: DeclaredVariable, a: DeclaredVariable) => declarationSimilarity([b.statement, a.statement], new Map([...known, [b.name, a.name]])) >= RENAMED_DECLARATION_SIMILARITY;
  return [...found, ...unread, ...redeclared, ...renamesHandingOnTheName(context, declarationPairs(context), known, alike)];
}

/**
 * Where each assignment declares anew, a declaration paired with one of another name, alike once
 * renamed, whose reads (up to the next declaration of its name) all have partners reading the new
 * name as often, within the new declaration's reach, and the reverse: that variable renamed, though
 * other variables keep the name (`outputs, state = rnn(...)` in two branches, then
 * `outputs = project(outputs)`: the first two became `cell_outputs, state = rnn(...)`).
 */
function redeclaredRenames(context: VariableContext, found: readonly Extract<VariableChange, { operation: 'RENAME' }>[]): Extract<VariableChange, { operation: 'RENAME' }>[] {
  if (!context.before.redeclares || !context.after.redeclares) return [];
  const known = new Map(found.map((change) => [change.before.name, change.after.name]));
  const renames: Extract<VariableChange, { operation: 'RENAME' }>[] = [];
  for (const [b, a] of unreportedDeclarationPairs(context, found, known)) {
    if (!readsAgree(context, b, a)) continue;
    if (declarationSimilarity([b.statement, a.statement], new Map([...known, [b.name, a.name]])) < RENAMED_DECLARATION_SIMILARITY) continue;
    renames.push({ operation: 'RENAME', before: b, after: a });
    // Declarations of a name renamed alike in several branches are one rename.
    known.set(b.name, a.name);
  }
  return renames;
}

/**
 * The declaration pairs of two names neither of which is a parameter, whose declaration before is
 * not reported renamed and whose names are not a rename already known (`known`, read as the pairs
 * are walked: a rename found on the way counts for the pairs after it).
 */
function* unreportedDeclarationPairs(
  context: VariableContext,
  found: readonly Extract<VariableChange, { operation: 'RENAME' }>[],
  known: ReadonlyMap<string, string>,
): Generator<[DeclaredVariable, DeclaredVariable]> {
  const renamedBefore = new Set(found.map((change) => change.before));
  for (const [b, a] of declarationPairs(context)) {
    if (b.name === a.name || renamedBefore.has(b) || known.get(b.name) === a.name || isParameter(context, b.name) || isParameter(context, a.name)) continue;
    yield [b, a];
  }
}

/** Every read of `b` in its reach has a partner in `a`'s reach reading `a` as often, and the reverse; one at least. */
function readsAgree(context: VariableContext, b: DeclaredVariable, a: DeclaredVariable): boolean {
  // A declaration reading its own name (`x = f(x)`) reads it once less than it names it.
  const reads = (statement: Statement, name: string) => usesOf(statement.tokens, name) - (statement.declares.includes(name) ? 1 : 0);
  const reachBefore = reachOf(context.before.statements, b.statement, b.name);
  const reachAfter = reachOf(context.after.statements, a.statement, a.name);
  const agree = (reach: readonly Statement[], name: string, otherReach: readonly Statement[], other: string): number | undefined => {
    let agreeing = 0;
    for (const statement of reach) {
      const count = reads(statement, name);
      if (count <= 0) continue;
      const partner = context.partner.get(statement);
      if (!partner || !otherReach.includes(partner) || reads(partner, other) !== count) return undefined;
      agreeing++;
    }
    return agreeing;
  };
  const forward = agree(reachBefore, b.name, reachAfter, a.name);
  return !!forward && agree(reachAfter, a.name, reachBefore, b.name) !== undefined;
}

/**
 * Where each assignment declares anew, a declaration paired with itself renamed, nothing else
 * changed, whose variable was never read (`header = f.readline()` that became `_ = f.readline()`,
 * `opt_fn, _ = make()` that became `opt_fn, opt_class = make()`): no use can disagree, and the
 * name of one declaration says nothing of the other variables of that name.
 */
function unreadRenames(context: VariableContext, found: readonly Extract<VariableChange, { operation: 'RENAME' }>[]): Extract<VariableChange, { operation: 'RENAME' }>[] {
  if (!context.before.redeclares || !context.after.redeclares) return [];
  // The other locals renamed in the same statement (`enc, _p = run(x)` became `_, _p = run(src)`) count as renamed.
  const others = new Map(found.map((change) => [change.before.name, change.after.name]));
  const unread: Extract<VariableChange, { operation: 'RENAME' }>[] = [];
  for (const [b, a] of unreportedDeclarationPairs(context, found, others)) {
    if (renamed(withRenames(b.statement.tokens, others), b.name, a.name).join(' ') !== a.statement.tokens.join(' ')) continue;
    const read = reachOf(context.before.statements, b.statement, b.name).some((s) => usesOf(s.tokens, b.name) > (s.declares.includes(b.name) ? 1 : 0));
    if (!read) unread.push({ operation: 'RENAME', before: b, after: a });
  }
  return unread;
}

/** Parameters at the same place in lists of one length whose names differ, neither name on the other side. */
function parametersRenamedInPlace({ before, after, moved }: VariableContext): [string, string][] {
  if (moved) return [];
  const [old, now] = [[...before.parameters], [...after.parameters]];
  if (old.length !== now.length) return [];
  return old.flatMap((name, i): [string, string][] => (name !== now[i] && !after.parameters.has(name) && !before.parameters.has(now[i]) ? [[name, now[i]]] : []));
}

/**
 * How alike two declarations are with the renames applied, a body written in their value
 * included (`r = run(new Statement() { ... })`, a lambda: its statements are nested, but part of
 * the value).
 */
function declarationSimilarity([before, after]: [Statement, Statement], renames: ReadonlyMap<string, string>, variables?: [DeclaredVariable, DeclaredVariable], declaredHalf = false): number {
  const [old, now] = [withTypeRespelt(withBodiesInExpression(before), variables), withBodiesInExpression(after)];
  if (declaredHalf) {
    const [oldDeclared, nowDeclared] = [new Set(before.declares), new Set(after.declares)];
    const isOld = (token: string) => oldDeclared.has(token);
    const isNow = (token: string) => nowDeclared.has(token);
    return Math.max(statementSimilarity(withRenames(old, renames), now, isOld, isNow), statementSimilarity(withRenamesEverywhere(old, renames), now, isOld, isNow));
  }
  // A member of the same spelling renamed alike (`events = set(self.events)` became
  // `outcomes = set(self.outcomes)`) is the same rename carried through, not a difference.
  return Math.max(statementSimilarity(withRenames(old, renames), now), statementSimilarity(withRenamesEverywhere(old, renames), now));
}

/**
 * The tokens of the old declaration with its written type spelt as the new one's: a type changed
 * beside the name is a refactoring of its own (Change Variable Type), no difference of the
 * declarations (`final CmsService cmsService = ...` became `final CmsPage cmsPage = ...`).
 */
function withTypeRespelt(tokens: readonly string[], variables?: [DeclaredVariable, DeclaredVariable]): readonly string[] {
  const [typeBefore, typeAfter] = [variables?.[0].type, variables?.[1].type];
  if (!variables || !typeBefore || !typeAfter || !typeChanged(typeBefore, typeAfter)) return tokens;
  const spelt = typeRun(variables[1].statement.tokens, typeAfter);
  const at = typeRun(tokens, typeBefore);
  return spelt && at ? [...tokens.slice(0, at.start), ...variables[1].statement.tokens.slice(spelt.start, spelt.end), ...tokens.slice(at.end)] : tokens;
}

/** Where a written type (`Optional<String>`) stands in a statement's tokens, spaces aside: its first run. */
function typeRun(tokens: readonly string[], type: string): { start: number; end: number } | undefined {
  const wanted = type.replace(/\s+/g, '');
  for (let start = 0; start < tokens.length; start++) {
    let text = '';
    for (let end = start; end < tokens.length && wanted.startsWith(text + tokens[end]); end++) {
      text += tokens[end];
      if (text === wanted) return { start, end: end + 1 };
    }
  }
  return undefined;
}

/**
 * Names swapped one for one in mapped statements otherwise token for token the same: each
 * position that differs holds a local use of one name before and of another after.
 */
function substitutedLocals(context: VariableContext): [string, string][] {
  const found = new Map<string, string>();
  for (const { before, after } of context.mapping.pairs) {
    const [b, a] = [before.tokens, after.tokens];
    if (b.length !== a.length) continue;
    const swaps: [string, string][] = [];
    let only = true;
    for (let i = 0; i < b.length && only; i++) {
      if (b[i] === a[i]) continue;
      // Locals of both sides trading places (`f(size, count)` -> `f(count2, size)`) are arguments reordered, not renamed.
      const reordered = context.before.declared.has(a[i]) || context.after.declared.has(b[i]);
      if (!isUse(b, i, b[i]) || !isUse(a, i, a[i])) only = false;
      else if (context.before.declared.has(b[i]) && context.after.declared.has(a[i]) && !reordered) swaps.push([b[i], a[i]]);
      // A parameter renamed beside the local (`idx = events_index[event]` became `idx = outcomes_index[outcome]`).
      else if (!context.before.parameters.has(b[i]) || !context.after.parameters.has(a[i])) only = false;
    }
    if (only) for (const [from, to] of swaps) if (!found.has(from)) found.set(from, to);
  }
  return [...found];
}

/**
 * The statements that show the old local became the new one: the two declarations when mapped
 * together, else a declaration and its partner assigning the other name (`c = new Checker()`
 * paired with `Checker checker = new Checker()`); none when the declarations stand apart.
 */
function comparedDeclarations(context: VariableContext, before: DeclaredVariable, after: DeclaredVariable): [Statement, Statement] | undefined {
  const [partnerBefore, partnerAfter] = [context.partner.get(before.statement), context.partner.get(after.statement)];
  if (partnerBefore === after.statement) return [before.statement, after.statement];
  if (partnerAfter && usesOf(partnerAfter.tokens, before.name) > 0) return [partnerAfter, after.statement];
  if (partnerBefore && usesOf(partnerBefore.tokens, after.name) > 0) return [before.statement, partnerBefore];
  return undefined;
}

/**
 * Two declarations, paired together or both unpaired, whose values hold one another whole, of more
 * than one token (`byte[] bytes = binaryData(length)` became `ByteString payload = ByteString.of(binaryData(length))`):
 * the value changed on its way into the local, which stayed the same local.
 */
function holdSameValue(context: VariableContext, before: DeclaredVariable, after: DeclaredVariable): boolean {
  const partner = context.partner.get(before.statement);
  if (partner ? partner !== after.statement : context.partner.has(after.statement)) return false;
  if (before.statement.declares.length !== 1 || after.statement.declares.length !== 1) return false;
  const [valueBefore, valueAfter] = [initializerOf(before.statement.tokens, before.name), initializerOf(after.statement.tokens, after.name)];
  if (!valueBefore || !valueAfter || valueBefore.length < 2 || valueAfter.length < 2) return false;
  return containsRun(valueAfter, valueBefore) || containsRun(valueBefore, valueAfter);
}

/**
 * Token for token the same but where each side uses a local of its own (a local or a parameter
 * used as one, not a member of that spelling): a statement whose locals were all that changed.
 */
function sameButForLocals(context: VariableContext, old: readonly string[], now: readonly string[]): boolean {
  if (old.length !== now.length) return false;
  const local = (side: SideFacts, tokens: readonly string[], i: number) => (side.declared.has(tokens[i]) || side.parameters.has(tokens[i])) && isUse(tokens, i, tokens[i]);
  return old.every((token, i) => token === now[i] || (local(context.before, old, i) && local(context.after, now, i)));
}

/**
 * The value of `before` with the locals it reads left out is a part of the value of `after` (its
 * words in order), and it read a local: the value kept, its locals now read through other code.
 */
function localsWidened(context: VariableContext, before: DeclaredVariable, after: DeclaredVariable): boolean {
  const [old, now] = [initializerOf(before.statement.tokens, before.name), initializerOf(after.statement.tokens, after.name)];
  if (!old || !now) return false;
  const local = (token: string, i: number) => (context.before.declared.has(token) || context.before.parameters.has(token)) && isUse(old, i, token);
  const kept = old.filter((token, i) => !local(token, i));
  return kept.length < old.length && kept.length > 0 && isSubsequence(kept, now);
}

/**
 * Token for token the same but for names respelt as the local was (`events_index = self._events_index`
 * and `outcomes_index = self._outcomes_index`: `event` became `outcome` in each).
 */
function respeltAlike(before: DeclaredVariable, after: DeclaredVariable): boolean {
  const [old, now] = [before.statement.tokens, after.statement.tokens];
  const { inA: from, inB: to } = changedPlace([...before.name], [...after.name]);
  if (old.length !== now.length || from.length === 0) return false;
  const [part, respelt] = [from.join(''), to.join('')];
  return old.every((token, i) => token === now[i] || token.split(part).join(respelt) === now[i]);
}

function bothUnpaired(context: VariableContext, before: DeclaredVariable, after: DeclaredVariable): boolean {
  return !context.partner.has(before.statement) && !context.partner.has(after.statement);
}

/** Every statement using either name, the declarations aside, has a partner. */
function onlyMappedUses(context: VariableContext, before: DeclaredVariable, after: DeclaredVariable): boolean {
  const mapped = (side: SideFacts, variable: DeclaredVariable) =>
    visibleIn(side, variable).every((statement) => statement === variable.statement || usesOf(statement.tokens, variable.name) === 0 || context.partner.has(statement));
  return mapped(context.before, before) && mapped(context.after, after);
}

/** The mapped statements, declarations aside, using the old name before and the new one after as many times (the rename rules ask it of one pair several times). */
const agreeingUses = memoizedByPair(countAgreeingUses);

function countAgreeingUses(context: VariableContext, before: DeclaredVariable, after: DeclaredVariable): number {
  let count = 0;
  for (const statement of visibleIn(context.before, before)) {
    const partner = context.partner.get(statement);
    if (statement === before.statement || !partner || partner === after.statement) continue;
    // Uses carried into a local's value count where that local stands (see held-values.ts).
    const uses = usesOf(statement.tokens, before.name) || usesOf(withHeldValues(statement.tokens, heldOn(context, 'before')), before.name);
    if (uses > 0 && (usesOf(partner.tokens, after.name) || usesOf(withHeldValues(partner.tokens, heldOn(context, 'after')), after.name)) === uses) count++;
  }
  return count;
}

/**
 * On one side, a local of `name` declared apart from the renamed one (its declaration unpaired,
 * declaring only it) whose value reads `other`: the two locals merged into one
 * (`collector = unwrap(possiblyWrappedCollector)` gone, the loop's `possiblyWrappedCollector`
 * renamed `collector`) or one split from the other (`val results = heapAnalysis as Success` after
 * `results` was renamed `heapAnalysis`), when that value reads no other local. Its uses stand for
 * its value, read through `other`.
 */
function derivedLocal(context: VariableContext, side: SideFacts, name: string, other: string): ReadonlyMap<string, readonly string[]> {
  const list = side.declared.get(name)?.filter((d) => !context.partner.has(d.statement) && d.statement.declares.length === 1);
  if (list?.length !== 1) return new Map();
  const value = initializerOf(list[0].statement.tokens, name);
  // Derived from that local alone: a value reading other locals too (`new PlayCmsPage(messages, pageKey)`) is a local of its own.
  const alone = !!value && value.every((token, i) => token === other || !isUse(value, i, token) || !(side.declared.has(token) || side.parameters.has(token)));
  return value && alone && usesOf(value, other) > 0 ? new Map([[name, value]]) : new Map();
}

/**
 * The unpaired declaration of a local that holds a value on its way (held-values.ts) to mapped
 * statements reading it (`upper = left_index`, read by `clamps = np.array([lower, upper])`): its
 * uses of `name` are carried into those statements, no use the mapper left unpaired, when each of
 * them, the held values written out, reads `name` as often as its partner reads `other`
 * (`[left_index - 1, left_index]` and `[insert_index - 1, insert_index]`). A value carried where
 * the partner reads no `other` (`batchHandler = new Handler(..., keyspace)`, returned where
 * `responseHandler` was) is a use of its own.
 */
function holdsOnItsWay(context: VariableContext, side: 'before' | 'after', statement: Statement, name: string, other: string): boolean {
  const [local] = statement.declares;
  const held = heldOn(context, side);
  if (statement.declares.length !== 1 || !held.has(local)) return false;
  const readers = context[side].statements.filter((reader) => reader !== statement && context.partner.has(reader) && usesOf(reader.tokens, local) > 0);
  const otherHeld = heldOn(context, side === 'before' ? 'after' : 'before');
  return readers.length > 0 && readers.every((reader) => {
    const partner = context.partner.get(reader)!;
    return usesOf(withHeldValues(reader.tokens, held), name) === (usesOf(partner.tokens, other) || usesOf(withHeldValues(partner.tokens, otherHeld), other));
  });
}

const held = new WeakMap<VariableContext, { before: ReadonlyMap<string, readonly string[]>; after: ReadonlyMap<string, readonly string[]> }>();

/** The locals of a side holding a value on its way (held-values.ts), read once per pair of bodies. */
function heldOn(context: VariableContext, side: 'before' | 'after'): ReadonlyMap<string, readonly string[]> {
  let both = held.get(context);
  if (!both) held.set(context, (both = { before: heldValues(context.before, context.after, context.partner), after: heldValues(context.after, context.before, context.partner) }));
  return both[side];
}

/** Declarations paired by the mapper: the same position in a mapped pair's declared names. */
function declarationPairs(context: VariableContext): [DeclaredVariable, DeclaredVariable][] {
  const pairs: [DeclaredVariable, DeclaredVariable][] = [];
  for (const { before, after } of context.mapping.pairs) {
    if (before.declares.length !== after.declares.length) {
      const split = splitDeclarationPair(context, before, after);
      if (split) pairs.push(split);
      continue;
    }
    before.declares.forEach((name, i) => {
      const b = context.before.declared.get(name)?.find((d) => d.statement === before);
      const a = context.after.declared.get(after.declares[i])?.find((d) => d.statement === after);
      if (b && a && !destructuredApart(before, name, after, after.declares[i])) pairs.push([b, a]);
    });
  }
  return pairs;
}

/**
 * Names destructured out of a value by other keys (`const { width } = o` and `const { height } = o`):
 * two members read, not one local renamed.
 */
function destructuredApart(before: Statement, old: string, after: Statement, now: string): boolean {
  const [b, a] = [destructuredEntry(before, old), destructuredEntry(after, now)];
  if (b && a) return keyRead(b.key) !== keyRead(a.key);
  // One side destructured, the other reading a member by its name (`const { a } = o` and `const b = o.b`): other members too.
  const [pattern, other, name] = b ? [b, after, now] : a ? [a, before, old] : [];
  const value = pattern && other && name ? initializerOf(other.tokens, name) : undefined;
  const [access, member] = [value?.at(-2), value?.at(-1)];
  const key = pattern && keyRead(pattern.key).split('.').at(-1);
  return !!key && isName(key) && (access === '.' || access === '?.') && !!member && member !== key;
}

/** A key as the member it reads: `'width'` is `width`. */
function keyRead(key: string): string {
  return key
    .split('.')
    .map((part) => (/^(['"])[\p{L}_$][\p{L}\p{N}_$]*\1$/u.test(part) ? part.slice(1, -1) : part))
    .join('.');
}

/**
 * A declaration of one local paired with one of several new names holding the same value
 * (`results = tf.nn.dynamic_rnn(...)` became `outputs, state = tf.nn.dynamic_rnn(...)`): the local is
 * the first of them, as RefactoringMiner reads it; whether it was renamed, its uses tell.
 */
function splitDeclarationPair(context: VariableContext, before: Statement, after: Statement): [DeclaredVariable, DeclaredVariable] | undefined {
  if (before.declares.length !== 1 || after.declares.length < 2) return undefined;
  const [old, now] = [before.declares[0], after.declares[0]];
  // The name kept among them (`encoder_output = f()` became `encoder_padding, encoder_output = f()`) is the local, not renamed.
  if (after.declares.includes(old)) return undefined;
  const [valueBefore, valueAfter] = [initializerOf(before.tokens, old), initializerOf(after.tokens, now)];
  if (!valueBefore || !valueAfter || !sameTokens(valueBefore, valueAfter)) return undefined;
  const b = context.before.declared.get(old)?.find((d) => d.statement === before);
  const a = context.after.declared.get(now)?.find((d) => d.statement === after);
  return b && a ? [b, a] : undefined;
}

/**
 * `from` (a local before) became `to`: neither a parameter, the old name unused after and the new
 * one unused before (so no swap), and the uses replaced one for one in every mapped statement.
 */
function isRenameOf(context: VariableContext, old: DeclaredVariable, now: DeclaredVariable, declarationRenamed: boolean, valueRenamed: boolean, ignored: readonly Statement[]): boolean {
  const { before, after } = context;
  const [from, to] = [old.name, now.name];
  // A parameter renamed to the local's old name (`files` became `current`, `current` became `actual`) uses it after: a chain, no swap.
  const handedOn = context.renamedParameters.has(from);
  if (before.parameters.has(from) || (after.parameters.has(from) && !handedOn) || before.parameters.has(to) || after.parameters.has(to)) return false;
  // Where locals live in blocks, a name used or declared only where the local is not visible is another
  // local; one used or declared only in statements that left the body (`for (Artifact artifact : incoming)`
  // nested in the loop over `root`, moved to another method) no longer meets it.
  const kept = (statement: Statement) => context.partner.has(statement);
  // A new declaration of the old name with no value of its own that keeps the old one's words in order, a
  // loop's (`for (soft in listOf(false))` now `for (soft in if (useB) ... else listOf(false))`, nested in the
  // loop over `useB`), is the old local kept, not a value made from the renamed one; another (a new
  // `catch (InterruptedException e)` in the loop whose `e` became `meta`) is a local of its own.
  const keptOrValueless = (statement: Statement) => kept(statement) || (!initializerOf(statement.tokens, from) && isSubsequence(old.statement.tokens, statement.tokens));
  if ((usedWhereVisible(after, from, now, kept, context.partner) && !handedOn) || declaredWhereVisible(after, from, now, keptOrValueless) || usedWhereVisible(before, to, old, kept, context.partner) || declaredWhereVisible(before, to, old, kept)) return false;
  return usesAgree(context, from, to, ignored, false, declarationRenamed, valueRenamed, [old, now]);
}

/** The statements of `side` where `variable` is visible. */
function visibleIn(side: SideFacts, variable: DeclaredVariable): readonly Statement[] {
  const scope = side.scopes.of(variable.statement);
  if (!scope) return side.statements;
  const { within } = side;
  return within ? [...scope].filter((statement) => within.has(statement)) : [...scope];
}

function usedWhereVisible(side: SideFacts, name: string, variable: DeclaredVariable, counted: (statement: Statement) => boolean, partner: ReadonlyMap<Statement, Statement>): boolean {
  // A use where a declaration of the name that was not counted is visible is a use of that other local.
  const uncounted = (side.declared.get(name) ?? []).filter((other) => !counted(other.statement));
  const others = uncounted.map((other) => side.scopes.of(other.statement));
  // Worked out only when a counted statement uses the name, the rare case.
  let reached: ReadonlySet<Statement> | undefined;
  const ofOther = (statement: Statement) =>
    others.some((scope) => scope?.has(statement)) || (side.redeclares && uncounted.length > 0 && (reached ??= readsOfGoneVariables(side, name, uncounted, partner)).has(statement));
  return visibleIn(side, variable).some((statement) => counted(statement) && usesBeyondKeys(statement, name) > 0 && !ofOther(statement));
}

/** The uses of `name` in `statement` but the keys it destructures by that name (`width` in `const { width: size } = o` reads a member, no local). */
function usesBeyondKeys(statement: Statement, name: string): number {
  return usesOf(statement.tokens, name) - keysSpelt(statement, name);
}

/**
 * Where each assignment declares anew, the statements the values of `declarations` reach and no
 * other declaration of `name` does, when those variables are gone: no partner of a statement reading
 * them reads `name` any more (`items = items1 + items2` unpaired, `zip(items, tensors)` now
 * `zip(items_list, tensors_list)`). Their reads are of those variables, not of the one compared. A
 * variable whose readers' partners still read the name (`p = Popen(args)` rewritten, `p.communicate()`
 * kept) lives on: none.
 */
function readsOfGoneVariables(side: SideFacts, name: string, declarations: readonly DeclaredVariable[], partner: ReadonlyMap<Statement, Statement>): ReadonlySet<Statement> {
  const reach = (list: readonly DeclaredVariable[]) => new Set(list.flatMap((declaration) => reachOf(side.statements, declaration.statement, name)));
  const byOthers = reach((side.declared.get(name) ?? []).filter((declaration) => !declarations.includes(declaration)));
  const reads = [...reach(declarations)].filter((statement) => !byOthers.has(statement) && usesOf(statement.tokens, name) > 0);
  const gone = reads.every((statement) => usesOf(partner.get(statement)?.tokens ?? [], name) === 0);
  return gone ? new Set(reads) : new Set();
}

function declaredWhereVisible(side: SideFacts, name: string, variable: DeclaredVariable, counted: (statement: Statement) => boolean): boolean {
  return !!side.declared.get(name)?.some((other) => counted(other.statement) && scopesMeet(side.scopes, other.statement, variable.statement));
}

/**
 * Every mapped statement using `from` before has a partner using `to` as many times (`exact`: a
 * partner that is the statement renamed, nothing else changed), and the reverse; and the
 * statements that agree outnumber the unmapped ones on either side (unless `unmappedAllowed`).
 * `rewrittenAllowed`: a partner using neither name is a use rewritten (`if (leak.className != n)` became
 * `if (className != n)`), counted as unmapped, not against. `within`: the two locals, whose uses are
 * read where each is visible.
 */
export function usesAgree(context: VariableContext, from: string, to: string, ignored: readonly Statement[] = [], exact = false, unmappedAllowed = false, rewrittenAllowed = false, within?: [DeclaredVariable, DeclaredVariable]): boolean {
  let agreeing = 0;
  let rewritten = 0;
  let readingTo = 0;
  const unmapped = [0, 0];
  const check = (statements: readonly Statement[], name: string, other: string): boolean => {
    // A use carried into a local's value on the partner's side counts where that local stands (see held-values.ts).
    const partnerSide = name === from ? context.after : context.before;
    let derived: ReadonlyMap<string, readonly string[]> | undefined;
    const derivedOnce = () => (derived ??= derivedLocal(context, partnerSide, name, other));
    for (const statement of statements) {
      if (ignored.includes(statement)) continue;
      const count = usesBeyondKeys(statement, name);
      if (count === 0) continue;
      if (name === to) readingTo++;
      const partner = context.partner.get(statement);
      if (!partner) {
        if (!context.movedAway?.has(statement) && !holdsOnItsWay(context, name === from ? 'before' : 'after', statement, name, other)) unmapped[name === from ? 0 : 1]++;
        continue;
      }
      // The partner's reading that agrees, if one does (`weakRef.watchDurationMillis` beside held `key`, `name`, `className`
      // that read `weakRef` too); else the first that reads `other` at all.
      const readings = [
        () => usesBeyondKeys(partner, other),
        () => usesOf(withHeldValues(partner.tokens, heldOn(context, name === from ? 'after' : 'before')), other),
        () => usesOf(withHeldValues(partner.tokens, derivedOnce()), other),
      ];
      // ... or that reads `other` as often as this statement reads `name` with its own held values written out.
      let ownHeld: number | undefined;
      const agrees = (uses: number) => uses === count || uses === (ownHeld ??= usesOf(withHeldValues(statement.tokens, heldOn(context, name === from ? 'before' : 'after')), name));
      let partnerUses = 0;
      let agreed = false;
      for (const reading of readings) {
        const uses = reading();
        if (uses > 0 && agrees(uses)) {
          agreed = true;
          break;
        }
        partnerUses ||= uses;
      }
      if (!agreed && partnerUses === 0 && rewrittenAllowed && usesOf(partner.tokens, name) === 0) {
        unmapped[name === from ? 0 : 1]++;
        rewritten++;
        continue;
      }
      if (!agreed) return false;
      if (exact && renamed(statement.tokens, name, other).join(' ') !== partner.tokens.join(' ')) return false;
      agreeing++;
    }
    return true;
  };
  const [statementsBefore, statementsAfter] = within ? [visibleIn(context.before, within[0]), visibleIn(context.after, within[1])] : [context.before.statements, context.after.statements];
  if (!check(statementsBefore, from, to) || !check(statementsAfter, to, from)) return false;
  // Each agreeing pair was counted from both sides.
  // A use rewritten on both sides is one statement the mapper left unpaired, not two. Enough mapped
  // statements agreeing outweigh any number of unpaired ones: the body was rewritten around the local.
  // A use rewritten is tolerated while the new name is still read, beside its declaration: one whose
  // only read now reads something else (`total = f()`, `log(total)` -> `_ = f()`, `log(rows)`) is a
  // value left unread, no rename.
  if (rewritten > 0 && readingTo < 2) return false;
  return agreeing / 2 >= 1 && (unmappedAllowed || agreeing / 2 >= Math.max(...unmapped) || agreeing / 2 >= MANY_AGREEING_USES);
}

/** A local kept (or renamed) whose written type changed: from its mapped declarations, else the one declaration of the name on each side. */
function typeChanges(context: VariableContext, renames: ReadonlyMap<string, string>): VariableChange[] {
  const found: VariableChange[] = [];
  const seen = new Set<string>();
  const consider = (b: DeclaredVariable, a: DeclaredVariable) => {
    const key = `${b.name}\u0000${a.name}`;
    if (seen.has(key) || !typeChanged(b.type, a.type)) return;
    seen.add(key);
    found.push({ operation: 'CHANGE_TYPE', before: b, after: a });
  };
  for (const [b, a] of declarationPairs(context)) if (a.name === (renames.get(b.name) ?? b.name)) consider(b, a);
  for (const [name, list] of context.before.declared) {
    const now = context.after.declared.get(renames.get(name) ?? name);
    if (list.length === 1 && now?.length === 1) consider(list[0], now[0]);
  }
  return found;
}

/**
 * Every statement reading `from` (but `ignored`) reads `to` in its place on the other side, token
 * for token, and the reverse: in its mapped partner, or, left unpaired by the mapper, in an unpaired
 * statement of the other side (a loop over the local whose body changed, `for (String element :
 * remainingArgs)` -> `for (String element : filesToProcess)`, composite statements being paired by
 * their children). At least one such statement.
 */
function usesRespelledAlike(context: VariableContext, from: string, to: string, ignored: readonly Statement[], unpaired: UnpairedTexts): boolean {
  const { partner } = context;
  const [unpairedBefore, unpairedAfter] = unpaired();
  let readers = 0;
  const alike = (statements: readonly Statement[], name: string, other: string, otherUnpaired: ReadonlySet<string>) =>
    statements.every((statement) => {
      if (ignored.includes(statement) || usesOf(statement.tokens, name) === 0) return true;
      readers++;
      const respelled = renamed(statement.tokens, name, other).join(' ');
      const mapped = partner.get(statement);
      return mapped ? mapped.tokens.join(' ') === respelled : otherUnpaired.has(respelled);
    });
  return alike(context.before.statements, from, to, unpairedAfter) && alike(context.after.statements, to, from, unpairedBefore) && readers > 0;
}

/** The texts of each side's statements the mapper left unpaired, read once, on demand. */
type UnpairedTexts = () => readonly [ReadonlySet<string>, ReadonlySet<string>];

function unpairedTexts(context: VariableContext): UnpairedTexts {
  let texts: readonly [ReadonlySet<string>, ReadonlySet<string>] | undefined;
  const of = (statements: readonly Statement[]) => new Set(statements.filter((statement) => !context.partner.has(statement)).map((statement) => statement.tokens.join(' ')));
  return () => (texts ??= [of(context.before.statements), of(context.after.statements)]);
}

/** The statements of anonymous classes' bodies written inside the body (an `object : Listener { ... }`'s methods), at any depth. */
function inClassBodies(statements: readonly Statement[]): Set<Statement> {
  const nested = new Set<Statement>();
  const mark = (statement: Statement) => {
    nested.add(statement);
    statement.children.forEach(mark);
  };
  for (const statement of statements) if (!nested.has(statement)) statement.children.filter((child) => child.classBody).forEach(mark);
  return nested;
}

/**
 * A local of the body before that is a new parameter after, its declaration gone: under the same
 * name, or under a new one that replaced every mapped use in statements otherwise unchanged (a
 * new parameter also takes the place of literals and other values: only exact uses tell).
 */
function parameterizedVariables(context: VariableContext, renames: ReadonlyMap<string, string>): Extract<VariableChange, { operation: 'PARAMETERIZE' }>[] {
  const { before, after } = context;
  // A parameter renamed to a local's name is a parameterized local unless the local was renamed away (a chain, see isRenameOf).
  const added = [...after.parameters].filter((p) => !before.parameters.has(p));
  const found: Extract<VariableChange, { operation: 'PARAMETERIZE' }>[] = [];
  const used = new Set<string>();
  const unpaired = unpairedTexts(context);
  if (added.length === 0) return found;
  // A variable of an anonymous object's method inside the body is that method's, each call's own: none the function's callers could pass.
  const nested = inClassBodies(before.statements);
  const local = (name: string) => {
    const list = before.declared.get(name);
    // Where each assignment declares anew, a local assigned several times is one name made a parameter: its first declaration.
    const once = list?.length === 1 || (before.redeclares && !!list?.length);
    return list && once && !nested.has(list[0].statement) && !before.parameters.has(name) && !after.declared.has(name) && !renames.has(name) ? list[0] : undefined;
  };
  for (const parameter of added) {
    const same = local(parameter);
    if (same) {
      found.push({ operation: 'PARAMETERIZE', before: same, parameter });
      used.add(parameter);
    }
  }
  for (const parameter of added) {
    if (used.has(parameter) || before.used.has(parameter)) continue;
    const candidates = [...before.declared.keys()].filter((name) => {
      if (used.has(name) || !local(name) || after.used.has(name)) return false;
      const declaration = [local(name)!.statement];
      return usesAgree(context, name, parameter, declaration, true) || usesRespelledAlike(context, name, parameter, declaration, unpaired);
    });
    if (candidates.length !== 1) continue;
    found.push({ operation: 'PARAMETERIZE', before: local(candidates[0])!, parameter });
    used.add(candidates[0]);
  }
  return found;
}
