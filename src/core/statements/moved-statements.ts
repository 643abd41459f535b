import type { Statement, StatementBody, StatementCall } from '../cst';
import { initializerOf } from './extracted-variables';
import { flattenStatements, LEAF_SIMILARITY, mapStatements, type StatementMapping, type StatementPair } from './mapper';
import { replacesStatementInPlace } from './call-in-place';
import { containsRun, isMemberAccess, isUse, OPENING, usesOf } from './name-uses';
import { holdsLostValue } from './lost-values';
import { MAX_CALLEE_STATEMENTS, replacedExpressionHeld, returnsReplacedArgumentByDefault } from './replaced-expression';
import { statementSimilarity, wordCount } from './similarity';

/**
 * Statement evidence for an extraction or an inlining: how many statements of the moved body map
 * to statements its caller lost (extract) or gained (inline), once the moved body's parameters are
 * read as the arguments of the call that replaced (or was replaced by) it.
 */
export interface MovedStatements {
  /** Statements of the moved body that map to the caller's lost (gained) statements. */
  mapped: number;
  /** Statements of the moved body that count: leaves, and composites with a header but those around moved statements only. */
  total: number;
  /** The word counts of the mapped statements identical to theirs once the parameters are read as the arguments. */
  identical: number[];
  /** The word counts of the mapped statements at least 0.9 alike: identical but for a return for an assignment or a renamed local. */
  alike: number[];
  /** The word counts of the values of mapped pairs that assign one value, word for word, each to a local of its own (`key_func = lambda ...` -> `key_fn = lambda ...`). */
  assignedAlike: number[];
  /** The word counts (the shorter side's) of the mapped pairs at least 0.7 alike: a statement changed a little, not two that share a word or two. */
  strong: number[];
  /** Of the mapped statements, those mapped to the caller's statements inside a lambda or an anonymous class. */
  mappedInCallbacks: number;
  /** A statement of the callee holds the expression its call replaced (see replaced-expression.ts), or is the call statement its call took the place of (call-in-place.ts). */
  holdsReplacedExpression: boolean;
  /** The callee holds the expression its call replaced only as an operand combined with more (a superset, see replaced-expression.ts). */
  holdsReplacedAsOperand: boolean;
  /** The callee's one statement holds the value of a local the caller gave up (see lost-values.ts); extractions only. */
  holdsLostValue: boolean;
  /** The leaves the caller lost (gained, for an inlining), left unpaired with its other side: the code that may have moved. */
  lost: number;
}

/** A value written inline says it moved from this many words on (a name and a call, a literal and a field). */
const MIN_INLINE_VALUE_WORDS = 2;

/** The words a guarded leaf must share with its counterpart (see guardsMovedStatements). */
const GUARDED_SHARED_WORDS = 2;

/** Statements this alike differ by little more than a return for an assignment (similarity.ts weighs that 0.9) or a renamed local. */
const ALIKE = 0.9;

/** Pairs this alike kept most of their words in order: `x = f(a, b)` and `return f(a, c).g()`, not `return null` and `return r != null`. */
const STRONG = 0.7;

export interface MovedCallee {
  name: string;
  parameters: readonly string[];
}

/** The extracted body against what the caller lost, read through the new call's arguments. */
export function extractedStatements(callerBefore: StatementBody, callerAfter: StatementBody, extracted: StatementBody, callee: MovedCallee): MovedStatements {
  const { callSites, rest, rewrite, read } = throughCall(callerAfter, extracted, callee);
  const caller = mapStatements(flattenStatements(callerBefore.statements), rest, { localsBefore: callerBefore.locals, localsAfter: callerAfter.locals });
  const body = flattenStatements(extracted.statements);
  const mapping = mapStatements(caller.unmappedBefore, body, { rewriteAfter: rewrite, localsBefore: callerBefore.locals, localsAfter: extracted.locals });
  const held = replacedExpressionHeld(callSites, caller.unmappedBefore, body, callee.name, read, extracted.locals);
  const replaced =
    held === 'whole' ||
    replacesStatementInPlace(callerBefore.statements, callerAfter.statements, caller.pairs, 'before', callSites, caller.unmappedBefore, body, callee.name, read) ||
    returnsReplacedArgumentByDefault(callSites, caller.unmappedBefore, body, callee.name, read);
  const lostValue = holdsLostValue(callerBefore, callerAfter, body, read);
  const counted = count(body, mapping, 'after', [...callee.parameters, ...extracted.locals], inExpressionBodies(callerBefore));
  return { ...counted, holdsReplacedExpression: replaced, holdsReplacedAsOperand: !replaced && held === 'operand', holdsLostValue: lostValue, lost: withTokens(caller.unmappedBefore) };
}

/** The leaves among `statements` that hold code: a composite pairs through its children, and one whose child became a call site is left unpaired. */
function withTokens(statements: readonly Statement[]): number {
  return statements.filter((statement) => statement.children.length === 0 && statement.tokens.length > 0).length;
}

/** Call sites read one by one when the extracted body is called more than once (a bound on the mappings). */
const MAX_CALL_SITES_READ = 4;

/**
 * The statements the caller lost and the extracted body read through the new call's arguments
 * (copies: the parameters written as the arguments passed for them), paired: where the variables
 * of the moved code are compared with the code's source, and nowhere else. One mapping per call
 * site, each of the lost statements the calls before it left unpaired (`first = f(a, b)` and
 * `second = f(b, a)`, two copies of the code the new body holds once), the call whose arguments
 * the extraction was decided through first.
 */
export function extractedPairs(callerBefore: StatementBody, callerAfter: StatementBody, extracted: StatementBody, callee: MovedCallee): { lost: Statement[]; body: StatementBody; pairs: StatementPair[] }[] {
  const [callSites, rest] = splitCallSites(callerAfter, callee);
  const caller = mapStatements(flattenStatements(callerBefore.statements), rest, { localsBefore: callerBefore.locals, localsAfter: callerAfter.locals });
  const calls = callsTo(callee, callSites, callerAfter);
  const first = calls.find((c) => c.arguments.length === callee.parameters.length) ?? calls[0];
  const ordered = first ? [first, ...calls.filter((call) => call !== first)].slice(0, MAX_CALL_SITES_READ) : [undefined];
  const rounds: { lost: Statement[]; body: StatementBody; pairs: StatementPair[] }[] = [];
  let lost = caller.unmappedBefore;
  for (const call of ordered) {
    const read = (call && parameterRewriter(callee, [call], extracted.selfReference)) ?? ((tokens: readonly string[]) => tokens);
    const body = { ...extracted, statements: extracted.statements.map((statement) => readThrough(statement, read)) };
    const { pairs } = mapStatements(lost, flattenStatements(body.statements), { localsBefore: callerBefore.locals, localsAfter: extracted.locals });
    if (pairs.length === 0) break;
    rounds.push({ lost, body, pairs });
    const paired = new Set(pairs.map((pair) => pair.before));
    lost = lost.filter((statement) => !paired.has(statement));
  }
  return rounds;
}

/** A copy of `statement` and its nested statements with their tokens read through `read`. */
function readThrough(statement: Statement, read: (tokens: readonly string[]) => readonly string[]): Statement {
  return { ...statement, tokens: [...read(statement.tokens)], children: statement.children.map((child) => readThrough(child, read)) };
}

/** The inlined body against what the caller gained, read through the old call's arguments. */
export function inlinedStatements(callerBefore: StatementBody, callerAfter: StatementBody, inlined: StatementBody, callee: MovedCallee): MovedStatements {
  const { callSites, rest, rewrite, read } = throughCall(callerBefore, inlined, callee);
  const caller = mapStatements(rest, flattenStatements(callerAfter.statements), { localsBefore: callerBefore.locals, localsAfter: callerAfter.locals });
  const body = flattenStatements(inlined.statements);
  const mapping = mapStatements(body, caller.unmappedAfter, { rewriteBefore: rewrite, localsBefore: inlined.locals, localsAfter: callerAfter.locals });
  const held = replacedExpressionHeld(callSites, caller.unmappedAfter, body, callee.name, read, inlined.locals);
  const replaced = held === 'whole' || replacesStatementInPlace(callerAfter.statements, callerBefore.statements, caller.pairs, 'after', callSites, caller.unmappedAfter, body, callee.name, read);
  const counted = count(body, mapping, 'before', [...callee.parameters, ...inlined.locals], inExpressionBodies(callerAfter));
  return { ...counted, holdsReplacedExpression: replaced, holdsReplacedAsOperand: !replaced && held === 'operand', holdsLostValue: false, lost: withTokens(caller.unmappedAfter) };
}

/**
 * The pairs of an extracted body's statements (`after`) with the statements its caller lost
 * (`before`), as extractedStatements maps them; for an inlining (`inlined`), of the statements the
 * caller gained (`after`) with the inlined body's (`before`). What the refactorings of the locals
 * inside moved code are read from.
 */
export function movedStatementPairs(callerBefore: StatementBody, callerAfter: StatementBody, moved: StatementBody, callee: MovedCallee, inlined: boolean): StatementMapping {
  if (inlined) {
    const { rest, rewrite } = throughCall(callerBefore, moved, callee);
    const caller = mapStatements(rest, flattenStatements(callerAfter.statements), { localsBefore: callerBefore.locals, localsAfter: callerAfter.locals });
    return mapStatements(flattenStatements(moved.statements), caller.unmappedAfter, { rewriteBefore: rewrite, localsBefore: moved.locals, localsAfter: callerAfter.locals });
  }
  const { rest, rewrite } = throughCall(callerAfter, moved, callee);
  const caller = mapStatements(flattenStatements(callerBefore.statements), rest, { localsBefore: callerBefore.locals, localsAfter: callerAfter.locals });
  return mapStatements(caller.unmappedBefore, flattenStatements(moved.statements), { rewriteAfter: rewrite, localsBefore: callerBefore.locals, localsAfter: moved.locals });
}

/**
 * Whether the moved body could hold a statement of the caller word for word, or the expression a
 * call replaced: a check cheap enough to spare mapping the caller's statements (the costly part)
 * for a weakly contained body, which nothing else could make moved code. `source` is the caller
 * holding the moved code (before an extraction, after an inlining), `sites` the one calling it.
 */
export function mayHoldMovedStatement(source: StatementBody, sites: StatementBody, moved: StatementBody, callee: MovedCallee): boolean {
  const body = flattenStatements(moved.statements).filter((statement) => statement.tokens.length > 0);
  if (body.length < MAX_CALLEE_STATEMENTS) return true;
  const { read } = throughCall(sites, moved, callee);
  const texts = new Set(flattenStatements(source.statements).map((statement) => statement.tokens.join(' ')));
  return body.some((statement) => texts.has(read(statement.tokens).join(' ')));
}

/**
 * Whether an extracted body could hold the expression its call replaced (holdsReplacedExpression)
 * or stand for a lost statement in place: the same test against every statement the caller had,
 * not only those it lost, so no mapping of the caller is needed. False means no such evidence
 * can exist: a cheap look that spares mapping a large caller once per getter it now calls.
 */
export function mayHoldReplacedExpression(callerBefore: StatementBody, callerAfter: StatementBody, extracted: StatementBody, callee: MovedCallee): boolean {
  const body = flattenStatements(extracted.statements);
  // A statement in place is found through the calls a body makes: no cheap bound for those.
  if (body.some((statement) => statement.calls.length > 0)) return true;
  const { callSites, read } = throughCall(callerAfter, extracted, callee);
  return replacedExpressionHeld(callSites, flattenStatements(callerBefore.statements), body, callee.name, read, extracted.locals) === 'whole';
}

/**
 * Whether a small moved body could hold the expression its call replaced (replaced by, for an
 * inlining: `sites` is the side calling it, `source` the other) only as an operand: the same
 * test against every statement of the other side, so no mapping of the caller is needed. False
 * spares the mapping for the many small helpers that are no superset of anything.
 */
export function mayHoldReplacedAsOperand(source: StatementBody, sites: StatementBody, moved: StatementBody, callee: MovedCallee): boolean {
  const body = flattenStatements(moved.statements);
  // What replacedExpressionHeld answers `none` for, before the callers are read.
  const statements = body.filter((statement) => statement.tokens.length > 0).length;
  if (statements === 0 || statements >= MAX_CALLEE_STATEMENTS) return false;
  const { callSites, read } = throughCall(sites, moved, callee);
  return replacedExpressionHeld(callSites, flattenStatements(source.statements), body, callee.name, read, moved.locals) === 'operand';
}

/**
 * `variables`: the moved body's parameters and locals (see mapsOwnWords). `nested`: the caller's
 * statements inside a lambda or an anonymous class. They map like any other, but one found word
 * for word in the moved body is no verbatim evidence: callbacks repeat the same plumbing
 * (`catch (ClassNotFoundException e) { throw new RuntimeException(e); }`), and on RefDiff 2.0's
 * Java oracle that made one false extraction out of an anonymous class.
 */
function count(
  body: readonly Statement[],
  mapping: StatementMapping,
  side: 'before' | 'after',
  variables: readonly string[],
  nested: ReadonlySet<Statement>,
): Omit<MovedStatements, 'holdsReplacedExpression' | 'holdsReplacedAsOperand' | 'holdsLostValue' | 'lost'> {
  const candidates = body.filter((statement) => statement.tokens.length > 0);
  const callerSide = side === 'after' ? 'before' : 'after';
  const variableNames = new Set(variables);
  // A body of a few statements is decided by one pair or two: there, a pair must map more than the
  // arguments passed in. In a longer body the share of mapped statements carries the evidence, and
  // a weak pair among many (a destructuring of a parameter) is no stray match of a tiny callee.
  const small = candidates.length < MAX_CALLEE_STATEMENTS;
  const pairs = mapping.pairs.filter(
    (pair) =>
      pair.similarity === 1 ||
      ((!small || mapsOwnWords(pair[side].tokens, pair[callerSide].tokens, variableNames)) && !returnsWhatNoneReturned(pair[side].tokens, pair[callerSide].tokens)),
  );
  const mappedStatements = new Set(pairs.map((pair) => pair[side]));
  for (const statement of valuesWrittenInline(candidates, pairs, side)) mappedStatements.add(statement);
  // A new condition around moved statements adds no code of its own to weigh against them.
  const sayingPairs = new Set(pairs.filter((pair) => sharedWords(pair.before.tokens, pair.after.tokens) >= GUARDED_SHARED_WORDS).map((pair) => pair[side]));
  const counted = candidates.filter((statement) => mappedStatements.has(statement) || !guardsMovedStatements(statement, sayingPairs));
  const inCallbacks = new Set(pairs.filter((pair) => nested.has(pair[callerSide])).map((pair) => pair[side]));
  const identical = pairs
    .filter((pair) => pair.similarity === 1 && pair[side].tokens.length > 0 && !nested.has(pair[callerSide]))
    .map((pair) => wordCount(pair[side].tokens));
  const alike = pairs.filter((pair) => pair.similarity >= ALIKE && pair[side].tokens.length > 0 && !nested.has(pair[callerSide])).map((pair) => wordCount(pair[side].tokens));
  const assignedAlike = pairs
    .filter((pair) => pair.similarity >= ALIKE && !nested.has(pair[callerSide]))
    .map((pair) => sameValueAssignedToLocal(pair[side].tokens, pair[callerSide].tokens, variableNames))
    .filter((words) => words > 0);
  const strong = pairs
    .filter((pair) => pair.similarity >= STRONG && pair[side].tokens.length > 0)
    .map((pair) => Math.min(wordCount(pair.before.tokens), wordCount(pair.after.tokens)));
  return {
    mapped: counted.filter((statement) => mappedStatements.has(statement)).length,
    total: counted.length,
    identical,
    alike,
    assignedAlike,
    strong,
    mappedInCallbacks: counted.filter((statement) => inCallbacks.has(statement)).length,
  };
}

/**
 * The word count of the value two statements assign, when each assigns the same value (tokens
 * word for word) to a single name, the moved side's a local of its own: a local renamed on the
 * way (`length_func = lambda ...` -> `length_fn = lambda ...`, Java's `Comparator<Row> keyOrder =
 * ...` -> `order = ...`). 0 otherwise; a return for an assignment is no such pair (a guard
 * wrapper returning the one call its caller gave up).
 */
function sameValueAssignedToLocal(moved: readonly string[], other: readonly string[], locals: ReadonlySet<string>): number {
  const assignment = (tokens: readonly string[]) => {
    const at = tokens.findIndex((token) => token === '=' || token === ':=');
    // An `=` inside brackets is a named argument (`fit(x=x_train, ...)`), no assignment to a name.
    if (tokens.slice(0, at).some((token) => OPENING.has(token))) return undefined;
    return at > 0 && tokens[0] !== 'return' ? { target: tokens[at - 1], value: tokens.slice(at + 1).filter((token) => token !== ';') } : undefined;
  };
  const a = assignment(moved);
  const b = assignment(other);
  if (!a || !b || !locals.has(a.target) || a.value.length === 0 || a.value.length !== b.value.length) return 0;
  return a.value.every((token, i) => token === b.value[i]) ? wordCount(a.value) : 0;
}

/**
 * A composite statement whose nested leaves all map: a condition (or loop, or try) written around
 * moved statements (`this.a = v` -> `if (v != null) { obj.setA(v); }`), which RefactoringMiner maps
 * leaf by leaf. It is neither moved code nor new code weighed against the move. Its leaves must
 * each share two words with their counterparts: `steps.add(step)` pairs with a lost
 * `list.add(item)` by its locals alone, and the new loop around it is new code (a false
 * `createCompositeOperation()` "extracted" from infinispan's tests).
 */
function guardsMovedStatements(statement: Statement, mapped: ReadonlySet<Statement>): boolean {
  if (statement.children.length === 0) return false;
  const leaves = flattenStatements(statement.children).filter((child) => child.children.length === 0 && child.tokens.length > 0);
  return leaves.length > 0 && leaves.every((leaf) => mapped.has(leaf));
}

/**
 * A local the moved body declares for a value its counterpart wrote inline (an Extract Variable on
 * the way: `String reason = "No value at " + path;` then `assertTrue(reason, v != null)` for the
 * lost `assertTrue("No value at " + path, v != null)`): the declaration and the statement using the
 * local stand together for that one statement, as RefactoringMiner maps it with the local replaced
 * by its value. The mapper pairs either of them with it; the other one is moved code too.
 */
function valuesWrittenInline(body: readonly Statement[], pairs: readonly StatementPair[], side: 'before' | 'after'): Statement[] {
  const callerSide = side === 'after' ? 'before' : 'after';
  const partners = new Map(pairs.map((pair) => [pair[side], pair[callerSide]]));
  const found: Statement[] = [];
  for (const declaration of body) {
    if (declaration.declares.length !== 1) continue;
    const [name] = declaration.declares;
    const value = initializerOf(declaration.tokens, name);
    if (!value || wordCount(value) < MIN_INLINE_VALUE_WORDS) continue;
    const users = body.filter((statement) => statement !== declaration && usesOf(statement.tokens, name) > 0);
    const declared = partners.get(declaration);
    if (declared) {
      // Paired with the statement that wrote the value inline: a user of the local, read with the value, is that statement too.
      if (!containsRun(declared.tokens, value)) continue;
      const user = users.find((statement) => !partners.has(statement) && statementSimilarity(withValue(statement.tokens, name, value), declared.tokens) >= LEAF_SIMILARITY);
      if (user) found.push(user);
    } else if (users.some((statement) => containsRun(partners.get(statement)?.tokens ?? [], value))) {
      found.push(declaration);
    }
  }
  return found;
}

/** `tokens` with each use of the local `name` replaced by its value. */
function withValue(tokens: readonly string[], name: string, value: readonly string[]): string[] {
  return tokens.flatMap((token, i) => (isUse(tokens, i, name) ? value : [token]));
}

/** How many distinct words (names, keywords, literals) two statements have in common. */
function sharedWords(a: readonly string[], b: readonly string[]): number {
  const words = new Set(a.filter((token) => wordCount([token]) > 0));
  return new Set(b.filter((token) => words.has(token))).size;
}

/** The statements of a body written inside its statements' expressions (lambdas, anonymous classes), at any depth. */
function inExpressionBodies(body: StatementBody): Set<Statement> {
  const nested = new Set<Statement>();
  const visit = (statement: Statement, inside: boolean) => {
    if (inside) nested.add(statement);
    for (const child of statement.children) visit(child, inside || !!child.inExpression);
  };
  body.statements.forEach((statement) => visit(statement, false));
  return nested;
}

/**
 * Whether a pair with replacements maps more than the call's arguments: the moved statement's own
 * words (its parameters and locals aside, which may be renamed, and a leading `return`) meet its
 * counterpart, or it has none of its own. `benchmark_bytes_processed = bytes`, read through the
 * call as `... = n * size`, is not `state.SetBytesProcessed(n * size)`: only the argument is
 * shared, and it was at the call already.
 */
function mapsOwnWords(moved: readonly string[], counterpart: readonly string[], variables: ReadonlySet<string>): boolean {
  const own = moved.filter((token, i) => !variables.has(token) && !(i === 0 && token === 'return') && wordCount([token]) > 0);
  if (own.length === 0) return true;
  const words = new Set(counterpart);
  return own.some((token) => words.has(token));
}

/**
 * A moved `return x;` for the caller's bare `return;`: the caller returned no value there, so the
 * value is new code (`char* GetOutputPtr() { return op_; }` is no piece of a loop's early exits).
 * The other way is moved code: a helper's `return;` ends what the caller's `return result;` ended.
 */
function returnsWhatNoneReturned(moved: readonly string[], counterpart: readonly string[]): boolean {
  return moved[0] === 'return' && wordCount(moved) > 1 && counterpart[0] === 'return' && wordCount(counterpart) === 1;
}

/**
 * The caller's statements that call the moved body, and the others. The call sites are left out of
 * the caller's own mapping: `int s = scale(w)` would otherwise pair, with replacements, with the
 * `int s = w * FACTOR` that replaced it, and hide the very statement that was inlined.
 */
function splitCallSites(body: StatementBody, callee: MovedCallee): [Statement[], Statement[]] {
  const callSites: Statement[] = [];
  const rest: Statement[] = [];
  for (const statement of flattenStatements(body.statements)) {
    (statement.calls.some((call) => call.name === callee.name) ? callSites : rest).push(statement);
  }
  return [callSites, rest];
}

/**
 * The statements of `sites` that call the moved body, the others, and how the body reads through
 * that call's arguments (`rewrite`, undefined when as written; `read`, the same or the identity).
 */
function throughCall(sites: StatementBody, moved: StatementBody, callee: MovedCallee) {
  const [callSites, rest] = splitCallSites(sites, callee);
  const rewrite = parameterRewriter(callee, callsTo(callee, callSites, sites), moved.selfReference);
  return { callSites, rest, rewrite, read: rewrite ?? ((tokens: readonly string[]) => tokens) };
}

/** Calls to the callee, at its call sites first, else anywhere in the body. */
function callsTo(callee: MovedCallee, changed: readonly Statement[], body: StatementBody): StatementCall[] {
  const find = (statements: readonly Statement[]) => statements.flatMap((s) => s.calls.filter((call) => call.name === callee.name));
  const inChanged = find(changed);
  return inChanged.length > 0 ? inChanged : find(flattenStatements(body.statements));
}

/**
 * Each parameter token replaced by the argument passed for it at the first call with as many
 * arguments as parameters (else the first call): `total += price(item)` reads `price`'s
 * `return p.cost * p.count` as `item.cost * item.count`. The body's own object (`self`, Java's
 * `this`) reads as the object the call is made on: `params.serializer(lazy)` reads `return new
 * Serializer(this, lazy)` as `new Serializer(params, lazy)`, the expression it replaced.
 */
function parameterRewriter(
  callee: MovedCallee,
  calls: readonly StatementCall[],
  self: string | undefined,
): ((tokens: readonly string[]) => readonly string[]) | undefined {
  const call = calls.find((c) => c.arguments.length === callee.parameters.length) ?? calls[0];
  if (!call) return undefined;
  const replacements = new Map<string, readonly string[]>();
  // An argument passed by name (`rv_mode=mode`) goes to that parameter, wherever it stands.
  const byName = new Map((call.keywords ?? []).flatMap((keyword, i) => (keyword ? [[keyword, call.arguments[i]] as const] : [])));
  callee.parameters.forEach((parameter, i) => {
    const argument = byName.get(parameter) ?? (call.keywords?.[i] ? undefined : call.arguments[i]);
    if (argument && argument.length > 0 && parameter !== '') replacements.set(parameter, argument);
  });
  if (self && call.receiver && isPlainReceiver(call.receiver) && !replacements.has(self)) replacements.set(self, call.receiver);
  if (replacements.size === 0) return undefined;
  // A name after a member access is a member of that spelling (`this.handle = handle`), not the
  // parameter; nor is a named argument's name (`partial(f, mode=mode)`, Kotlin's `insert(db = db)`).
  return (tokens) => tokens.flatMap((token, i) => (isMemberAccess(tokens[i - 1] ?? '') || isArgumentName(tokens, i) ? [token] : (replacements.get(token) ?? [token])));
}

/** `name` in `( name =` or `, name =`: the name of a named argument (`f(mode=mode)`), in a call's parentheses. */
function isArgumentName(tokens: readonly string[], i: number): boolean {
  if (tokens[i + 1] !== '=' || (tokens[i - 1] !== '(' && tokens[i - 1] !== ',')) return false;
  let depth = 0;
  for (let j = i - 1; j >= 0; j--) {
    if (tokens[j] === ')') depth++;
    else if (tokens[j] === '(' && depth-- === 0) return true;
  }
  return false;
}

/**
 * A receiver named, not computed (`params`, `this.config.params`): one made by calls (a builder
 * chain, `new Builder().setUrl(u)`) would carry the caller's own tokens into every statement of
 * the callee that names its own object, and make it look like the caller's lost statements.
 */
function isPlainReceiver(receiver: readonly string[]): boolean {
  return receiver.length > 0 && receiver.every((token, i) => (i % 2 === 0 ? wordCount([token]) === 1 && token !== 'new' : isMemberAccess(token)));
}
