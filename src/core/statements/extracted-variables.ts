import type { Statement } from '../cst';
import { destructuredEntry } from './destructured-entries';
import { carriedIntoOthers, tookInPart } from './carried-values';
import { holdsReplacedPart, passesWhole, replacedAtItsPlace, wrapsItsPlace } from './held-parts';
import { inlinedThroughCalls } from './inlined-through-calls';
import { withBodiesInExpression } from './mapper';
import { argumentNameFlags, changedPlace, CLOSING, containsRun, isMemberAccess, isName, isOneExpression, isUse, localUses, OPENING, renamed, replacedRun, TERMINATORS, usesOf, withRenames } from './name-uses';
import { assignedMember, givesLocalToMember } from './member-values';
import { replacedBesideOneChange, standsInRewrittenStatement } from './rewritten-users';
import { scopesMeet } from './scopes';
import { withoutGroupedNames } from './grouped-names';
import { withLocalsWrittenBack } from './written-back';
import { argumentsTookItsPlace } from './spread-arguments';
import { extractedThroughCalls } from './extracted-through-calls';
import { isWord, sameTokens, statementSimilarity, wordCount } from './similarity';
import { splitIdentifier } from '../similarity';
import type { DeclaredVariable, SideFacts, VariableChange, VariableContext } from './variables';

/**
 * Extract Variable: a new local whose value's tokens stood, before, where the local now stands in
 * a statement using it. Inline Variable: the same read backwards (a local gone, its value written
 * where it was used). The statement compared on the other side is the user's mapped partner, the
 * declaration's partner (the mapper often pairs `f(a.b())` with `v = a.b()`), or an unmapped one.
 */

/** A declaration paired with another this alike, whose name is gone, is the same variable renamed (`insert_index = f(a)` and `left_index = f(a, 'left')`). */
const KEPT_DECLARATION_SIMILARITY = 0.8;

/** How alike the other side's statement must be, once the value is replaced by the local, to the statement using it. */
const REPLACED_SIMILARITY = 0.85;

const ASSIGNMENTS = new Set(['=', ':=']);

/**
 * `renamed`: the declarations of the locals renamed, on either side. Where each assignment declares
 * anew, only those are taken, not every variable of their names (`c = [f(x) for x in xs]` then
 * `c = wrap(c)`, where `c` was renamed from the one `c_old = wrap([...])`: the first is extracted).
 */
export function extractedVariables(context: VariableContext, renames: ReadonlyMap<string, string>, taken: ReadonlySet<string>, renamed: ReadonlySet<Statement>): VariableChange[] {
  const { before, after } = context;
  const inverse = new Map([...renames].map(([from, to]) => [to, from]));
  const found: VariableChange[] = [];
  const free = (variable: DeclaredVariable) => !isParameter(context, variable.name);
  // A parameter added and given, where it is not passed, the value that stood where it is now used
  // (`if alpha is None: alpha = np.ones(n)` for `dirichlet(np.ones(n))`) is extracted too, as
  // RefactoringMiner reads it; one that was there before (`n = min(n, 10)`), or a local made a parameter, is not.
  const parameterized = new Set([...taken].filter((name) => !renames.has(name)));
  const extractable = (variable: DeclaredVariable) => !before.parameters.has(variable.name) && !parameterized.has(variable.name);
  const [keptAfter, keptBefore]: KeptCandidate[][] = [[], []];
  const extracted = after.redeclares
    ? redeclaredCandidates(context, after, renames, renamed, extractable, keptAfter)
    : candidates(
        after,
        (name) => !inverse.has(name) && !isKnownAsLocal(before, name) && !after.parameters.has(name),
        // Not the reverse (a local gone from one block, a namesake kept in another): on the Java oracle it
        // added three Inline Variables no row scores, left unread.
        (variable) => !inverse.has(variable.name) && newBesideKeptNamesakes(context, after, before, variable),
      );
  const inlined = before.redeclares
    ? redeclaredCandidates(context, before, inverse, renamed, (variable) => free(variable) && (!taken.has(variable.name) || renames.has(variable.name)), keptBefore)
    : candidates(before, (name) => !taken.has(name) && !isKnownTo(after, name) && !before.parameters.has(name));
  // A local extracted from the value of another that was inlined, in one statement (`beanRegistry = context.boot().registry()`
  // gone, `bootstrapContext = context.boot()` new): read again with the other side's locals written back as their values.
  // Only locals new to their side (or gone from it), neither of them a name the other side still has (where each assignment
  // declares anew, `pmf` is there on both sides) nor a parameter given a value, and one value part of the other: two locals
  // of values alike but for a change (`in = c.getInputStream()`, `inputStream = c.inputStream`) are one local rewritten.
  // Not in moved code, compared through the extraction's pairs alone.
  const sideOf = { before, after };
  const writtenBack = (variable: Candidate, side: 'before' | 'after', locals: readonly Candidate[]) => {
    if (context.moved) return undefined;
    const opposite = sideOf[side === 'before' ? 'after' : 'before'];
    const own = sideOf[side];
    // A name renamed (`activation` -> `activation_fn`) is the same variable on both sides.
    const renamedName = (name: string) => renames.has(name) || inverse.has(name);
    const held = (name: string) => own.parameters.has(name) || opposite.parameters.has(name) || renamedName(name);
    if (isKnownTo(own, variable.name) || held(variable.name)) return undefined;
    const partOfOther = (local: Candidate) => !sameTokens(local.value, variable.value) && (containsRun(local.value, variable.value) || containsRun(variable.value, local.value));
    const others = locals.filter((local) => local.name !== variable.name && !isKnownTo(opposite, local.name) && !held(local.name) && partOfOther(local));
    if (others.length === 0) return undefined;
    const read = withLocalsWrittenBack(context, side, others);
    return read.context === context ? undefined : read;
  };
  // A local passed whole to a helper extracted from the body, where the value stood in what the helper took (extracted-through-calls.ts).
  const { extracted: code } = context;
  const lost = code ? before.statements.filter((statement) => !context.partner.has(statement)) : [];
  let throughHelpers: ReturnType<typeof extractedThroughCalls> | undefined;
  const passedToHelper = (variable: Candidate) => {
    if (!code) return false;
    // The statements the caller lost, and the one the mapper paired with the local's declaration (`gcRootRecord = Record(gcRoot = StickyClass(id))` with `gcRoot = StickyClass(id)`).
    const counterpart = context.partner.get(variable.assignment);
    throughHelpers ??= extractedThroughCalls(after.statements, code.helpers);
    return throughHelpers(variable, counterpart ? [...lost, counterpart] : lost);
  };
  for (const variable of extracted) {
    const replaces =
      replacesItsValue(context, variable, extracted, after, before, renames) ||
      readsWithOthersWrittenBack(variable, writtenBack(variable, 'before', inlined), (read) => replacesItsValue(read.context, variable, extracted, after, read.facts, renames) || alikeOnceWrittenOut(read, variable, after));
    // Or carried on by other new locals into where the value stood (carried-values.ts).
    if (replaces || passedToHelper(variable) || carriedIntoOthers(variable, extracted, after.statements, context.partner, renames)) found.push({ operation: 'EXTRACT', after: variable });
  }
  // A variable kept whose new value took in a part of the code where it is now read (tookInPart).
  for (const variable of keptAfter) if (tookInPart(variable, variable.old, extracted, after.statements, context.partner, renames)) found.push({ operation: 'EXTRACT', after: variable });
  const notReplaced = inlined.filter(
    (variable) =>
      !replacesItsValue(context, variable, inlined, before, after, inverse) &&
      !readsWithOthersWrittenBack(variable, writtenBack(variable, 'after', extracted), (read) => replacesItsValue(read.context, variable, inlined, before, read.facts, inverse) || alikeOnceWrittenOut(read, variable, before)) &&
      !carriedIntoOthers(variable, inlined, before.statements, context.partner, inverse),
  );
  // A local whose value went into the call of a helper extracted from the body, read through that call.
  const throughCalls = code && notReplaced.length > 0 ? inlinedThroughCalls(code.before, code.after, code.helpers, notReplaced, before.statements) : new Set();
  for (const variable of inlined) {
    if (!notReplaced.includes(variable) || throughCalls.has(variable)) found.push({ operation: 'INLINE', before: variable });
  }
  for (const variable of keptBefore) if (tookInPart(variable, variable.old, inlined, before.statements, context.partner, inverse)) found.push({ operation: 'INLINE', before: variable });
  return found;
}

/** Whether `test` accepts the variable with the other side read as `read` (undefined: nothing was written back). */
function readsWithOthersWrittenBack(variable: Candidate, read: ReturnType<typeof withLocalsWrittenBack> | undefined, test: (read: ReturnType<typeof withLocalsWrittenBack>) => boolean): boolean {
  return !!read && test(read);
}

/**
 * With the other side's locals written back, a user the mapper left apart that, with the local
 * written out as its value too, reads as one statement left apart on the other side, and one only
 * (`return registry.getBean(t, context.boot().producer())` and `return context.boot().services()
 * .requireService(R).getBean(t, context.boot().producer()) as Bean`): the value, changed on its way,
 * now stands where the local did.
 */
function alikeOnceWrittenOut(read: ReturnType<typeof withLocalsWrittenBack>, variable: Candidate, own: SideFacts): boolean {
  const users = (variable.reach ?? own.statements).filter((s) => s !== variable.assignment && s !== variable.statement && usesOf(s.tokens, variable.name) > 0);
  const unmapped = read.facts.statements.filter((s) => !read.context.partner.has(s) && usesOf(s.tokens, variable.name) === 0);
  return users.some((user) => {
    if (read.context.partner.has(user)) return false;
    const written = user.tokens.flatMap((token, i) => (isUse(user.tokens, i, variable.name) ? [...variable.value] : [token]));
    return unmapped.filter((s) => statementSimilarity(written, s.tokens) >= REPLACED_SIMILARITY).length === 1;
  });
}

/**
 * The locals declared once, by a statement declaring only them, and given one value, that
 * `eligible` accepts, with that value: the initializer, or for a declaration without one
 * (`List<P> ps;`) the one statement assigning the name (`ps = parser.projects();`).
 */
function candidates(side: SideFacts, eligible: (name: string) => boolean, eligibleApart?: (variable: DeclaredVariable) => boolean): Candidate[] {
  const found: Candidate[] = [];
  for (const [name, list] of side.declared) {
    // A name the other side knows may still be declared anew in a block of its own (`eligibleApart`).
    const byName = eligible(name);
    if (!byName && !eligibleApart) continue;
    // Where locals live in blocks, a name declared in blocks apart (`stripLength` in each of three
    // lambdas) is a local in each, reaching only its block.
    const apart = list.length > 1 && list.every((d) => list.every((o) => o === d || !scopesMeet(side.scopes, d.statement, o.statement)));
    if (list.length !== 1 && !apart) continue;
    for (const declared of list) {
      if (!byName && !eligibleApart!(declared)) continue;
      // A name destructured out of a value (`const { a, b } = o`) has a value of its own (`o . a`).
      const destructured = destructuredEntry(declared.statement, name)?.value;
      // ... or none as written (`...rest`): never the whole value.
      if ((declared.statement.declares.length !== 1 && !destructured) || destructured?.length === 0) continue;
      // Its block, within the statements compared when only part of the body is (moved code).
      const reach = apart ? [...side.scopes.of(declared.statement)!].filter((statement) => !side.within || side.within.has(statement)) : undefined;
      // A name grouped alone in the value (`(error).cause`) is read as the name (grouped-names.ts).
      const initializer = destructured ?? valueWithoutGroups(initializerOf(declared.statement.tokens, name));
      // A local assigned again holds more than one value: none of them stands for it. An assignment reading
      // the local (`json = json.replace(re, f)`) updates its value, as `+=` does: the value flows on through it.
      // Not a value of one token (`done = true`, then `done = done && fetched[i]`): an accumulator's seed, no expression.
      const updates = (s: Statement) => (initializer?.length ?? 0) > 1 && usesOf(s.tokens.slice(2), name) > 0;
      const assignments = (reach ?? side.statements).filter((s) => s.declares.length === 0 && s.tokens[0] === name && ASSIGNMENTS.has(s.tokens[1] ?? '') && !updates(s));
      const within = reach ? { reach } : {};
      if (initializer) {
        // Assigned again only in blocks nested below its declaration (`if (head) name = 'get'`): the
        // declared value is still the one it holds where those blocks are skipped. Not a copy of
        // another name (`var name = method`, made so as not to reassign a parameter): no expression.
        const copy = initializer.length === 1 && isName(initializer[0]);
        const conditionally = !copy && assignments.every((s) => s.depth > declared.statement.depth);
        if (assignments.length === 0) found.push({ ...declared, value: initializer, assignment: declared.statement, ...within });
        else if (conditionally) found.push({ ...declared, value: initializer, assignment: declared.statement, ...within, reassigned: true });
        continue;
      }
      const value = assignments.length === 1 ? valueWithoutGroups(initializerOf(assignments[0].tokens, name)) : undefined;
      if (value) found.push({ ...declared, value, assignment: assignments[0], ...within });
    }
  }
  return found;
}

function valueWithoutGroups(value: string[] | undefined): string[] | undefined {
  return value && withoutGroupedNames(value);
}

/**
 * Where each assignment declares anew (`projs = np.asarray(projs)`): every declaration that
 * `eligible` accepts, by a statement declaring only it, with a value, and not paired with a
 * declaration of the same variable, is a variable of its own, used up to the next declaration
 * of its name (which may read it).
 */
function redeclaredCandidates(context: VariableContext, side: SideFacts, renames: ReadonlyMap<string, string>, renamed: ReadonlySet<Statement>, eligible: (variable: DeclaredVariable) => boolean, keptOut: KeptCandidate[] = []): Candidate[] {
  const found: Candidate[] = [];
  const similarity = new Map(context.mapping.pairs.flatMap((pair) => [[pair.before, pair.similarity], [pair.after, pair.similarity]] as const));
  for (const [name, list] of [...side.declared, ...side.assignedParameters]) {
    for (const declared of list) {
      const { statement } = declared;
      if ((statement.declares.length !== 1 && !unpacks(statement)) || !eligible(declared)) continue;
      // A declaration renamed, or paired with one of the same name, or with one alike whose names this
      // side no longer declares (renamed), is a variable kept: neither extracted nor inlined, unless
      // its partner is the next declaration with the value written in (see foldedIntoNext).
      const partner = context.partner.get(statement);
      const value = initializerOf(statement.tokens, name);
      // A parameter given another name's value (`sample_space = outcomes`) is an alias, no value extracted.
      if (!value || (side.parameters.has(name) && value.length < 2)) continue;
      const reach = reachOf(side.statements, statement, name);
      const renamedHere = !!partner && partner.declares.every((other) => !side.declared.has(other)) && (similarity.get(statement) ?? 0) >= KEPT_DECLARATION_SIMILARITY;
      // A partner declaring the name the local was renamed from (or to) holds the same variable too.
      const sameName = !!partner && partner.declares.some((other) => other === name || renames.get(other) === name);
      const kept = renamed.has(statement) || (!!partner && partner.declares.length > 0 && (sameName || renamedHere));
      if (kept && !(partner && foldedIntoNext(reach, name, value, withRenames(partner.tokens, renames)))) {
        // Kept, and given a new value (see tookInPart): its old value, of the partner declaring its name.
        const old = sameName && partner ? initializerOf(withRenames(partner.tokens, renames), name) : undefined;
        if (old && !sameTokens(old, value)) keptOut.push({ ...declared, value, assignment: statement, reach, old });
        continue;
      }
      found.push({ ...declared, value, assignment: statement, reach });
    }
  }
  return found;
}

/**
 * Whether the statement gives one value to several names by unpacking it (`rvs, indexes = parse(d)`):
 * nothing but the names declared, commas and brackets before its assignment. Each name holds the
 * value, as `set(indexes)` where `set(parse(d))` was reads it. Not several declarators, each given
 * its own value (`int a = 1, b = 2`).
 */
function unpacks(statement: Statement): boolean {
  const { tokens, declares } = statement;
  const at = tokens.findIndex((token) => ASSIGNMENTS.has(token));
  if (declares.length < 2 || at < 1 || !tokens.slice(0, at).every((token) => token === ',' || OPENING.has(token) || CLOSING.has(token) || declares.includes(token))) return false;
  // One value, not one each (`es1, es2 = tuple(a), tuple(b)`).
  let end = tokens.length;
  while (end > at + 1 && tokens[end - 1] === ';') end--;
  return assignedValue(tokens)?.length === end - at - 1;
}

/**
 * Whether the declaration's partner is, rather, the next declaration of its name that reads it,
 * with the value written where the name was read: `kwargs = h["kwargs"]` and (in an `if`)
 * `kwargs = kwargs.todict()` became `kwargs = h["kwargs"].todict()`, the first declaration inlined
 * into the second (or, read the other way, extracted from it). The mapper pairs the first, alike
 * by its words; the variable is not kept.
 */
function foldedIntoNext(reach: readonly Statement[], name: string, value: readonly string[], partner: readonly string[]): boolean {
  const next = reach.find((s) => s.declares.includes(name) && usesOf(s.tokens, name) > 1);
  if (!next || value.length < 2) return false;
  const written = replacedRun(partner, value, [name]);
  return !!written && sameTokens(written, next.tokens);
}

/**
 * The statements after `declaration` up to the next declaration of `name` no deeper than it (one
 * nested deeper, `if isinstance(c, H): c = c.todict()`, may not run), which may still read the value.
 */
export function reachOf(statements: readonly Statement[], declaration: Statement, name: string): Statement[] {
  const reach: Statement[] = [];
  for (const statement of statements.slice(statements.indexOf(declaration) + 1)) {
    reach.push(statement);
    if (statement.depth <= declaration.depth && statement.declares.includes(name)) break;
  }
  return reach;
}

/** A parameter on either side of the change. */
export function isParameter(context: VariableContext, name: string): boolean {
  return context.before.parameters.has(name) || context.after.parameters.has(name);
}

/**
 * A candidate local, its value, and the statement giving it (its declaration or its one
 * assignment); `reach`, the statements that value reaches when not the whole body.
 */
/** `reassigned`: assigned again in nested blocks, its declared value one of several it holds. */
type Candidate = DeclaredVariable & { value: string[]; assignment: Statement; reach?: readonly Statement[]; reassigned?: true };

/** A variable kept, given a new value where it had `old`. */
type KeptCandidate = Candidate & { old: readonly string[] };

function isKnownLocal(side: SideFacts, name: string): boolean {
  return side.declared.has(name) || side.parameters.has(name);
}

/**
 * Where locals live in blocks, a declaration on `own` of a name that `other` knows only as locals of
 * other blocks, each kept (paired with a declaration of the name on `own` apart from this one) and
 * read only where visible: a local of its own, new (`const entry = normalize(item)` in one branch,
 * beside `const entry = store.empty()` kept in the other).
 */
function newBesideKeptNamesakes(context: VariableContext, own: SideFacts, other: SideFacts, variable: DeclaredVariable): boolean {
  const { name, statement } = variable;
  if (!own.scopes.of(statement) || context.partner.has(statement) || own.parameters.has(name) || other.parameters.has(name)) return false;
  const namesakes = other.declared.get(name) ?? [];
  const scopes: ReadonlySet<Statement>[] = [];
  for (const namesake of namesakes) {
    const partner = context.partner.get(namesake.statement);
    const scope = other.scopes.of(namesake.statement);
    if (!partner || !scope || !partner.declares.includes(name) || scopesMeet(own.scopes, partner, statement)) return false;
    scopes.push(scope);
  }
  return namesakes.length > 0 && other.statements.every((s) => usesOf(s.tokens, name) === 0 || scopes.some((scope) => scope.has(s)));
}

/** As isKnownTo, a name an argument gives the callee's parameter aside (`GcRootRecord(gcRoot = ...)` uses no local `gcRoot`). */
function isKnownAsLocal(side: SideFacts, name: string): boolean {
  return side.declared.has(name) || side.parameters.has(name) || (side.used.has(name) && side.statements.some((statement) => localUses(statement.tokens).has(name)));
}

function isKnownTo(side: SideFacts, name: string): boolean {
  return side.used.has(name) || side.declared.has(name) || side.parameters.has(name);
}

/**
 * Whether some statement of `own` using the local reads as a statement of `other` with the
 * local's value replaced by its name (`other`'s names renamed to `own`'s first).
 */
function replacesItsValue(context: VariableContext, variable: Candidate, together: readonly Candidate[], own: SideFacts, other: SideFacts, renames: ReadonlyMap<string, string>): boolean {
  const declaration = variable.assignment;
  const counterpart = context.partner.get(declaration);
  // The value was already held by a variable (`c = new Checker()` became `Checker checker = new Checker()`);
  // one stored into a member (`self.a = matrix(a)`) is no variable, but a declaration is, whatever its
  // type's dots (`List<Row.Old> rows = new ArrayList<>()`).
  const users = (variable.reach ?? own.statements).filter((s) => s !== declaration && s !== variable.statement && usesOf(s.tokens, variable.name) > 0);
  // Unless the variable that held it is now given the local (`reason = joined` became `joined = ...` and `reason = joined`).
  // A parameter given the value (`method = method.toLowerCase()` became `var name = method.toLowerCase()`) held it
  // by reassignment only: the new local is extracted from that expression, the parameter kept as passed.
  // Not the parameter itself given a fallback (`options = options || {}` -> `var opts = options || {}`): a copy.
  const holder = counterpart && counterpart.declares.length === 0 ? assignedName(counterpart.tokens) : undefined;
  const reassignedParameter = !!holder && other.parameters.has(holder) && own.parameters.has(holder) && passesWhole(variable.value, holder);
  const heldBefore = counterpart && !reassignedParameter && sameRun(assignedValue(counterpart.tokens), variable.value) && (counterpart.declares.length > 0 || !assignsMember(counterpart.tokens));
  if (heldBefore && !users.some((user) => givesTheLocalTo(user.tokens, assignedName(counterpart.tokens), variable.name))) return false;
  // The parameter's reassigned value now the local's: a statement that read the parameter now reads the local.
  const readsForHolder = (user: Statement) => {
    const partner = context.partner.get(user);
    return !!partner && sameTokens(renamed(withRenames(partner.tokens, renames), holder!, variable.name), user.tokens);
  };
  if (reassignedParameter && counterpart && sameRun(assignedValue(counterpart.tokens), variable.value) && users.some(readsForHolder)) return true;
  // A value unpacked (`out, err = run(s)` where `run(s)` was) is held by no one name: its names must be read where it stood,
  // and a partner that was the value alone shows nothing of where they are read.
  const onlyTheValue = !!counterpart && holdsOnlyTheValue(withRenames(counterpart.tokens, renames), variable);
  const unpacked = unpacks(declaration);
  if (users.length > 0 && onlyTheValue && !unpacked) return true;
  // Given one value: a name assigned on each branch of an `if` (`bkwargs = callargs[k]`, else `{}`) holds none alone.
  if (users.length > 0 && counterpart && own.declared.get(variable.name)?.length === 1 && givesTheValueToItsNamesake(counterpart.tokens, variable)) return true;
  // The value a member was assigned, now held by the local first and given to the member from it (member-values.ts).
  const member = counterpart && counterpart.declares.length === 0 ? assignedMember(counterpart.tokens, ASSIGNMENTS) : undefined;
  const memberValue = counterpart && member ? assignedValue(withRenames(counterpart.tokens, renames)) : undefined;
  if (member && memberValue && isAlikeValue(memberValue, variable, own, other)) {
    if (users.some((user) => !context.partner.has(user) && givesLocalToMember(user.tokens, member, variable.name, ASSIGNMENTS))) return true;
  }
  const unmapped = other.statements.filter((s) => !context.partner.has(s));
  // Their tokens with the renames undone, read for every user: made once, when first asked.
  let renamedUnmapped: (readonly string[])[] | undefined;
  const unmappedTokens = () => (renamedUnmapped ??= unmapped.map((s) => withRenames(s.tokens, renames)));
  const helpers = new Set(context.extracted?.helpers.map((helper) => helper.callee.name) ?? []);
  const isExtractedCallable = (name: string) => helpers.has(name);
  for (const user of users) {
    // Several locals extracted from (or inlined into) one statement: the user's other such locals stand for their values too.
    const others = together.filter((c) => c !== variable && c.assignment !== user && usesOf(user.tokens, c.name) > 0);
    const mapped = [context.partner.get(user), unpacked && onlyTheValue ? undefined : counterpart];
    // A user the mapper left apart, passing the local where one statement left apart passed the value
    // to the same call of as many arguments (`assertEqual(embedder.dim, 1024)`, now
    // `assertEqual(emb_dim, hparams_dim)`): the value passed through the local, the rest rewritten.
    if (!context.partner.has(user) && unmapped.filter((s) => passedAtItsPlace(s, user, variable, true)).length === 1) return true;
    // ... or the statement rewritten beyond the place, the value whole in one statement left apart (rewritten-users.ts).
    if (!context.partner.has(user) && standsInRewrittenStatement(user, unmappedTokens(), variable)) return true;
    for (const candidate of [...mapped, ...unmapped]) {
      // A statement left as it was shows nothing (`average = total / count if count else 0` kept,
      // its `0` no value of a `total = 0` that is still there).
      if (!candidate || sameTokens(candidate.tokens, user.tokens)) continue;
      // Locals extracted together, one's value reading another (`lower = upper - 1` after `upper = insert_index`,
      // where `[insert_index - 1, insert_index]` stood): the values are replaced in turn, the longest first.
      if (others.length > 0 && mapped.includes(candidate) && standsWithOthers(withRenames(candidate.tokens, renames), user.tokens, variable, others)) return true;
      if (mapped.includes(candidate) && passedAtItsPlace(candidate, user, variable)) return true;
      // The same variable given a value made by another call, the local where the value was passed
      // (`cmsPage = PlayCmsPage.of(new Messages(l, api))`, now `cmsPage = new PlayCmsPage(messages, key)`).
      if (mapped.includes(candidate) && variable.value.length > 1 && sameAssignedName(candidate.tokens, user.tokens) && samePlaceInArguments(candidate.tokens, variable.value, user.tokens, [variable.name])) return true;
      const replaced = replacedRun(withRenames(candidate.tokens, renames), variable.value, [variable.name]);
      if (!replaced) continue;
      const written = withValuesReplaced(replaced, others);
      if (statementSimilarity(written, user.tokens) >= REPLACED_SIMILARITY) return true;
      // The user's partner so written, changed in one more place (rewritten-users.ts).
      if (candidate === mapped[0] && replacedBesideOneChange(written, user.tokens, variable, (name) => isKnownLocal(own, name) || isKnownLocal(other, name))) return true;
      // A mapped statement the user only added to (`return f(s)` became `return s == null ? x : f(s)`),
      // as long as the value itself is not still written there: `return 0` that became
      // `return errors == 0 ? 0 : -2` kept its 0, and `errors` stands for something else.
      if (mapped.includes(candidate) && isSubsequence(written, user.tokens) && !containsRun(user.tokens, variable.value)) return true;
      // Statements holding a lambda are alike with what it holds too (`repository.run { ... }` -> `provide(context).apply { ... }`).
      if (holdsBodies(user) || holdsBodies(candidate)) {
        const whole = replacedRun(withRenames(withBodiesInExpression(candidate), renames), variable.value, [variable.name]);
        if (whole && statementSimilarity(withValuesReplaced(whole, others), withBodiesInExpression(user)) >= REPLACED_SIMILARITY) return true;
      }
    }
    // A local assigned again stands for several values: only its value itself, as written, tells
    // (`opts = Object.create(options || null)`, later `opts = undefined`, is no `options` extracted).
    if (variable.reassigned) continue;
    // The user's partner, or the declaration's (`return v` once `v = m_buf.getInt(0)`, paired with `return m_buf.getInt(OFFSET)`).
    for (const candidate of mapped) if (candidate && standsForAlikeValue(user.tokens, withRenames(candidate.tokens, renames), variable, own, other)) return true;
    if (mapped[0] && holdsAlikeValueAmongChanges(user.tokens, withRenames(mapped[0].tokens, renames), variable, own, other)) return true;
    // A user the mapper left apart, its declaration too: an unpaired statement of the other side
    // that is the user but for an alike value where the local stands (`assertThat(message).contains("bar")`
    // and `assertThat(cms(DE).get("foo")).contains("bar")`, the value `cms().get(de, "foo").get(TIMEOUT)`).
    // Unpaired, the two are weaker evidence: the value's calls kept in order, and more around it than a `return`.
    if (!context.partner.has(user) && !counterpart && unmappedTokens().some((tokens) => standsForAlikeValue(user.tokens, tokens, variable, own, other, true))) return true;
  }
  // A local assigned again: as above, only its value as written tells.
  if (variable.reassigned) return false;
  // The value holds, and adds to, what the user's partner wrote where the local now stands
  // (`up = edge.up if edge.up is not None else ''`, `it = iterator(data["train"], size)`), or was
  // changed in the one place its statement changed. The statement compared is the user's partner,
  // or the declaration's (`append({...})` paired with `p = hp({...})`); for a change in one place,
  // which leaves all else as it was, an unpaired one too (the mapper pairs neither of
  // `mode.append(tf.placeholder(...))` and `mode.append(mode_tensor)`, too unlike).
  for (const user of users) {
    const others = together.filter((c) => c !== variable && c.assignment !== user && usesOf(user.tokens, c.name) > 0);
    for (const partner of [context.partner.get(user), counterpart]) {
      if (!partner) continue;
      const tokens = withRenames(partner.tokens, renames);
      if (holdsReplacedPart(tokens, user.tokens, variable, others) || replacedAtItsPlace(tokens, user.tokens, variable)) return true;
      // Other locals extracted into the same statement changed it in places of their own (`num_threads=num_threads`
      // beside `capacity=capacity`, where `num_threads=1, capacity=32*size+1024` were): with their values written out, the one place left.
      const apart = others.filter((other) => other.name !== variable.name);
      if (apart.length > 0 && replacedAtItsPlace(tokens, withValuesWrittenOut(user.tokens, apart), variable)) return true;
    }
    // The user's partner had, where the local stands, a local the value wraps (see wrapsItsPlace): a local where the value
    // reads it, not one gone whose namesake the value reads (`isHttpsRequest = isHttps.test(p)`, `isHttps` now the module's).
    const mapped = context.partner.get(user);
    if (mapped && wrapsItsPlace(withRenames(mapped.tokens, renames), user.tokens, variable, (name) => isKnownLocal(own, name))) return true;
    // The call that took the local replaced by one taking the value's own arguments (see argumentsTookItsPlace).
    // Its partner, or the declaration's (the mapper pairs `newTask = Task(title, text)` with `createTask(title, text)`).
    // Inlinings only: read as an extraction (`handle(path)` -> `valid = load(path)` and `notify(valid)`), the shape is a call split in two.
    const tookItsPlace = (partner: Statement) => own === context.before && argumentsTookItsPlace(user.tokens, withRenames(partner.tokens, renames), variable, isExtractedCallable);
    for (const partner of [mapped, counterpart]) if (partner && tookItsPlace(partner)) return true;
    // ... or, the user left apart, the one statement left apart that is so (`return new Holder(view)`, `return new QuickHolder(layout, parent)`).
    if (!mapped && unmapped.filter(tookItsPlace).length === 1) return true;
    if (!context.partner.has(user) && unmappedTokens().some((tokens) => replacedAtItsPlace(tokens, user.tokens, variable))) return true;
  }
  return false;
}

function holdsBodies(statement: Statement): boolean {
  return statement.children.some((child) => child.inExpression);
}

/**
 * How alike an expression must be (more than this) to the local's value to be that value written
 * differently on its way: half is another call on the same receiver (`payload.completeSegmentByteCount()`
 * and `payload.size()`), another value.
 */
const ALIKE_VALUE_SIMILARITY = 0.5;

/**
 * The user and its mapped partner are token for token the same but where the user has the local
 * and the partner an expression, of more than one token, alike the local's value: the value changed
 * on its way in or out (`message`, once `cmsService.getOrEmpty(ENGLISH, "foo").get(TIMEOUT)`, is
 * now `cmsPage.getOrEmpty("foo")` in `assertThat(...).isEqualTo("bar")`).
 */
function standsForAlikeValue(user: readonly string[], partner: readonly string[], variable: Candidate, own: SideFacts, other: SideFacts, unpaired = false): boolean {
  const { start, inA: mine, inB: expression } = changedPlace(user, partner);
  if (mine.length !== 1 || !isUse(user, start, variable.name)) return false;
  if (unpaired) return expression.length >= 2 && isOneExpression(expression) && wordCount(user) > MIN_UNPAIRED_USER_WORDS && sameCallChain(expression, variable.value);
  return isAlikeValue(expression, variable, own, other);
}

function isAlikeValue(expression: readonly string[], variable: Candidate, own: SideFacts, other: SideFacts): boolean {
  if (expression.length === 1 && variable.value.length === 1) return isRespeltText(expression[0], variable.value[0]);
  if (expression.length < 2 || !isOneExpression(expression)) return false;
  if (callsGetterOf(variable.value, expression)) return true;
  const isLocal = (side: SideFacts) => (token: string) => side.declared.has(token) || side.parameters.has(token);
  return statementSimilarity(expression, variable.value, isLocal(other), isLocal(own)) > ALIKE_VALUE_SIMILARITY || sameCallChain(expression, variable.value);
}

/**
 * The value calls, on the same receiver, the getter of the member the expression read
 * (`self._get_dropout_layer(self._hparams, inputs)` where `self._dropout_layer` stood,
 * `config.getTimeout()` for `config.timeout`): the member's value, now computed by its getter.
 */
function callsGetterOf(value: readonly string[], expression: readonly string[]): boolean {
  const member = expression[expression.length - 1];
  const receiver = expression.slice(0, -1);
  if (receiver.length < 2 || !isMemberAccess(receiver[receiver.length - 1]) || !receiver.every((token, i) => value[i] === token)) return false;
  const [getter, open] = [value[receiver.length], value[receiver.length + 1]];
  if (getter === undefined || open !== '(' || closingOf(value, receiver.length + 1) !== value.length - 1) return false;
  const words = (name: string) => splitIdentifier(name).map((word) => word.toLowerCase());
  const [read, called] = [words(member), words(getter)];
  return read.length > 0 && called[0] === GETTER_PREFIX && called.length === read.length + 1 && read.every((word, i) => called[i + 1] === word);
}

/** The word a getter's name begins with. */
const GETTER_PREFIX = 'get';

/** The position of the bracket closing the one opened at `open`, or -1. */
function closingOf(tokens: readonly string[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    if (OPENING.has(tokens[i])) depth++;
    else if (CLOSING.has(tokens[i]) && --depth === 0) return i;
  }
  return -1;
}

/** An unpaired user must hold more words than the local and a keyword (`return v`, alike any `return` of an expression). */
const MIN_UNPAIRED_USER_WORDS = 2;

/** Calls a value rewritten on its way must keep, in order, to be the same value with arguments changed. */
const KEPT_CALLS = 2;

/**
 * The expression begins as the value does and makes, in order, calls of the value, at least two:
 * the same call chain with arguments changed (`cms(DE).get("foo")` for `cms().get(de, "foo").get(TIMEOUT)`),
 * where another call on the same receiver (`payload.size()` for `payload.byteCount()`) is another value.
 */
function sameCallChain(expression: readonly string[], value: readonly string[]): boolean {
  if (expression[0] !== value[0]) return false;
  const [called, calledInValue] = [calledNames(expression), calledNames(value)];
  if (called.length < KEPT_CALLS) return false;
  let at = 0;
  for (const name of calledInValue) if (at < called.length && name === called[at]) at++;
  return at === called.length;
}

/** The names called in `tokens`, in order: each name followed by `(`. */
function calledNames(tokens: readonly string[]): string[] {
  return tokens.filter((token, i) => tokens[i + 1] === '(' && isName(token));
}

/** A quoted text, as its words. */
const QUOTED = /^(['"`]).*\1$/s;

/**
 * Two texts (string literals) that share more than half their words, in order: a message respelt
 * on its way into a local (`'Events and eventspace are not compatible.'`, now
 * `msg = 'Outcomes and sample_space are not compatible.'`).
 */
function isRespeltText(a: string, b: string): boolean {
  if (!QUOTED.test(a) || !QUOTED.test(b) || a === b) return false;
  const words = (text: string) => text.slice(1, -1).split(/\W+/).filter((word) => word.length > 0);
  const [x, y] = [words(a), words(b)];
  return x.length > 1 && y.length > 1 && statementSimilarity(x, y) > ALIKE_VALUE_SIMILARITY;
}

/**
 * As standsForAlikeValue, where the user's partner changed in other places too (`logits=self._vocab_size`
 * became `logits=self._rnn_output_size()` beside `scores=state_size.alignments`, now
 * `scores=self._cell.state_size.alignments`): at each use of the local, the partner holds an
 * expression alike the value, found before what follows the use up to its next word (`. alignments`).
 */
function holdsAlikeValueAmongChanges(user: readonly string[], partner: readonly string[], variable: Candidate, own: SideFacts, other: SideFacts): boolean {
  // A partner that still reads the name reads another variable of it: the local was not written out there.
  if (usesOf(partner, variable.name) > 0) return false;
  const uses = user.flatMap((_, i) => (isUse(user, i, variable.name) ? [i] : []));
  return uses.length > 0 && uses.every((at) => {
    const next = user.findIndex((token, i) => i > at && isWord(token));
    if (next < 0) return false;
    const following = user.slice(at + 1, next + 1);
    return occurrences(partner, following).some((end) => {
      const expression = expressionEndingAt(partner, end);
      return expression.length > 0 && (isAlikeValue(expression, variable, own, other) || isWrappedLocal(expression, user, partner, variable, own, other));
    });
  });
}

/** How alike the user must be to its partner, the local read as the name its value wraps, where that name stands alone. */
const WRAPPED_LOCAL_SIMILARITY = 0.8;

/**
 * A local or parameter alone, that the local's value wraps (`cell_class = getattr(rnn, cell_type)`,
 * now `get_instance(cell_type, ...)` where `get_instance(cell_class, ...)` was), the statement
 * otherwise little changed (an argument added): the value took the name's place, as in
 * wrapsItsPlace, among a change or two more. A name alone is in too many values to allow more.
 */
function isWrappedLocal(expression: readonly string[], user: readonly string[], partner: readonly string[], variable: Candidate, own: SideFacts, other: SideFacts): boolean {
  const [name] = expression;
  if (expression.length !== 1 || name === variable.name || variable.value.length < 2 || !passesWhole(variable.value, name)) return false;
  // The name must be a local where the value is read: the other side's local gone, the value reads another thing of its name
  // (`isHttps = p === 'https:'` gone, `isHttpsRequest = isHttps.test(p)` reading a module's `isHttps`).
  if (!isKnownLocal(own, name)) return false;
  return statementSimilarity(renamed(user, variable.name, name), partner) >= WRAPPED_LOCAL_SIMILARITY;
}

/** Where `run` starts in `tokens`, each time. */
function occurrences(tokens: readonly string[], run: readonly string[]): number[] {
  return tokens.flatMap((_, i) => (run.every((token, k) => tokens[i + k] === token) ? [i] : []));
}

/**
 * The expression that ends just before position `end`: back over closed brackets and member
 * accesses to an opening bracket, a `,`, a `;` or an assignment (`self . _cell . state_size` in
 * `scores = self . _cell . state_size . alignments`).
 */
function expressionEndingAt(tokens: readonly string[], end: number): string[] {
  let depth = 0;
  let start = end;
  for (let i = end - 1; i >= 0; i--) {
    const token = tokens[i];
    if (CLOSING.has(token)) depth++;
    else if (OPENING.has(token) && --depth < 0) break;
    else if (depth === 0 && (TERMINATORS.has(token) || ASSIGNMENTS.has(token))) break;
    start = i;
  }
  return tokens.slice(start, end);
}

/**
 * The declaration's partner was the value and little else (`return criterion.calculate(s)` became
 * `Num calculation = criterion.calculate(s)`): the value is now held by the local.
 */
function holdsOnlyTheValue(tokens: readonly string[], variable: Candidate): boolean {
  // One token (`0`, `null`, a name) paired with a declaration says nothing: `return 0` and
  // `int errors = 0` are alike by chance.
  if (variable.value.length < 2) return false;
  const replaced = replacedRun(tokens, variable.value, [variable.name]);
  return !!replaced && replaced.length <= WHOLE_STATEMENT_TOKENS;
}

/**
 * The declaration's partner gives the value whole to a call on a variable of the local's name,
 * which holds another value there (`hparams = {"name": "m"}` and `hparams.update({"name": "m"})`
 * after `hparams = Base.default_hparams()`): the local's value written out into that call, as
 * RefactoringMiner reads it (the name reused for the new value).
 */
function givesTheValueToItsNamesake(tokens: readonly string[], variable: Candidate): boolean {
  let end = tokens.length;
  while (end > 0 && TERMINATORS.has(tokens[end - 1])) end--;
  if (variable.value.length < 2 || tokens[0] !== variable.name || !isMemberAccess(tokens[1] ?? '') || tokens[3] !== '(' || tokens[end - 1] !== ')') return false;
  return sameTokens(tokens.slice(4, end - 1), variable.value) && closingOf(tokens, 3) === end - 1;
}

/** A statement that is a value and at most a keyword and a terminator around it (`return v ;`). */
const WHOLE_STATEMENT_TOKENS = 3;

/** Whether every token of `part` occurs in `whole`, in order. */
export function isSubsequence(part: readonly string[], whole: readonly string[]): boolean {
  let at = 0;
  for (const token of whole) if (at < part.length && token === part[at]) at++;
  return at === part.length;
}

/**
 * Whether `tokens`, with the values of the local and of the others replaced by their names in turn,
 * the longest first and again while any is found (a value reading another local is found once that
 * local's value is replaced), reads as `user`, the local's own value among what was replaced.
 */
function standsWithOthers(tokens: readonly string[], user: readonly string[], variable: Candidate, others: readonly Candidate[]): boolean {
  // Another variable of the local's name (where each assignment declares anew) would stand for the local.
  const locals = [variable, ...others.filter((other) => other.name !== variable.name)].sort((x, y) => y.value.length - x.value.length);
  let result = [...tokens];
  let own = false;
  // Each round replaces at least one value; one round per local bounds the chains.
  for (let round = 0; round < locals.length; round++) {
    let changed = false;
    for (const local of locals) {
      const replaced = replacedRun(result, local.value, [local.name]);
      if (replaced) [result, changed, own] = [replaced, true, own || local === variable];
    }
    if (!changed) break;
  }
  return own && statementSimilarity(result, user) >= REPLACED_SIMILARITY;
}

/**
 * The local is an argument of a call where the mapped statement's call of that name had the
 * local's value, at the same place (`.format(args[0])` -> `.format(prob, bounds)`, `prob = args[0]`):
 * the value passed through the local, whatever else the statement changed.
 */
function passedAtItsPlace(candidate: Statement, user: Statement, variable: Candidate, sameArity = false): boolean {
  if (variable.value.length < 2) return false;
  return user.calls.some((call) =>
    call.arguments.some(
      (argument, i) =>
        argument.length === 1 &&
        argument[0] === variable.name &&
        candidate.calls.some(
          (other) =>
            other.name === call.name &&
            (!sameArity || other.arguments.length === call.arguments.length) &&
            sameTokens(other.arguments[i] ?? [], variable.value) &&
            other.keywords?.[i] === call.keywords?.[i],
        ),
    ),
  );
}

/** Whether `run` is, in `a`, a whole argument of a bracketed list at the place (the argument's index) where `other` is one in `b`. */
function samePlaceInArguments(a: readonly string[], run: readonly string[], b: readonly string[], other: readonly string[]): boolean {
  const places = new Set(argumentPlaces(a, run));
  return argumentPlaces(b, other).some((place) => places.has(place));
}

/** The indexes, in their `( ... )` list, of the whole arguments that `run` is in `tokens` (`f ( x , run )`: 1). */
function argumentPlaces(tokens: readonly string[], run: readonly string[]): number[] {
  const places: number[] = [];
  for (let i = 0; i + run.length <= tokens.length; i++) {
    if (!run.every((token, k) => tokens[i + k] === token)) continue;
    const [before, after] = [tokens[i - 1], tokens[i + run.length]];
    if ((before !== '(' && before !== ',') || (after !== ')' && after !== ',')) continue;
    // Back to the list's opening bracket, counting the commas at its depth.
    let [depth, index, at] = [0, 0, i - 1];
    for (; at >= 0; at--) {
      const token = tokens[at];
      if (CLOSING.has(token)) depth++;
      else if (OPENING.has(token) && depth-- === 0) break;
      else if (depth === 0 && token === ',') index++;
    }
    if (at >= 0 && tokens[at] === '(') places.push(index);
  }
  return places;
}

/** `tokens` with each use of `locals` written out as its value. */
function withValuesWrittenOut(tokens: readonly string[], locals: readonly Candidate[]): string[] {
  let result = [...tokens];
  for (const local of locals) {
    // Not the name an argument gives the callee's parameter (`num_threads=num_threads`).
    const argumentNames = argumentNameFlags(result);
    result = result.flatMap((token, i) => (isUse(result, i, local.name) && !argumentNames[i] ? [...local.value] : [token]));
  }
  return result;
}

/** `tokens` with the value of each of `locals` replaced by its name, where it occurs (longest values first). */
function withValuesReplaced(tokens: string[], locals: readonly Candidate[]): string[] {
  let result = tokens;
  for (const local of [...locals].sort((x, y) => y.value.length - x.value.length)) result = replacedRun(result, local.value, [local.name]) ?? result;
  return result;
}

/** The tokens of `name`'s initial value: after its `=` or `:=`, up to the end or a `;`/`,` outside brackets. */
export function initializerOf(tokens: readonly string[], name: string): string[] | undefined {
  const at = tokens.indexOf(name);
  return at < 0 ? undefined : assignedValue(tokens, at);
}

/** The tokens assigned by the first `=` or `:=` after position `from`, up to the end or a `;`/`,` outside brackets. */
function assignedValue(tokens: readonly string[], from = -1): string[] | undefined {
  const assignment = tokens.findIndex((token, i) => i > from && ASSIGNMENTS.has(token));
  if (assignment < 0) return undefined;
  const value: string[] = [];
  let depth = 0;
  for (const token of tokens.slice(assignment + 1)) {
    if (depth === 0 && TERMINATORS.has(token)) break;
    if (OPENING.has(token)) depth++;
    else if (CLOSING.has(token)) depth--;
    value.push(token);
  }
  return value.length > 0 ? value : undefined;
}

/** The one name a statement assigns (`reason = ...`, `val reason = ...`), or undefined for a member, an item or several names. */
function assignedName(tokens: readonly string[]): string | undefined {
  const at = tokens.findIndex((token) => ASSIGNMENTS.has(token));
  return at > 0 && isName(tokens[at - 1]) && !assignsMember(tokens) ? tokens[at - 1] : undefined;
}

/** Whether both statements assign one and the same name. */
function sameAssignedName(a: readonly string[], b: readonly string[]): boolean {
  const name = assignedName(a);
  return name !== undefined && name === assignedName(b);
}

/** Whether the statement is only `holder = name` (a terminator aside). */
function givesTheLocalTo(tokens: readonly string[], holder: string | undefined, name: string): boolean {
  let end = tokens.length;
  while (end > 0 && TERMINATORS.has(tokens[end - 1])) end--;
  return holder !== undefined && holder !== name && end === 3 && tokens[0] === holder && ASSIGNMENTS.has(tokens[1]) && tokens[2] === name;
}

/** Whether the statement assigns into a member or an item (`self.a = ...`, `a[i] = ...`), not a variable. */
function assignsMember(tokens: readonly string[]): boolean {
  const at = tokens.findIndex((token) => ASSIGNMENTS.has(token));
  return at > 0 && tokens.slice(0, at).some((token) => isMemberAccess(token) || OPENING.has(token));
}

function sameRun(run: readonly string[] | undefined, other: readonly string[]): boolean {
  return !!run && run.length === other.length && run.every((token, i) => token === other[i]);
}
