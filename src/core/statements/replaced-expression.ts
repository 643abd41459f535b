import type { Statement } from '../cst';
import { containsRun, isMemberAccess } from './name-uses';
import { sameTokens, wordCount } from './similarity';

/**
 * An extraction (or inlining) of an expression: the call site reads `A callee(args) B` where the
 * other side of the caller reads `A X B`, and a statement of the callee (fewer than 5 of them)
 * holds X once its parameters read as the call's arguments (`createBus(SyncAsync(false))` ->
 * `createBus(SyncAsync())`, with `SyncAsync()` returning `SyncAsync(false).addPublicationErrorHandler(...)`;
 * or a whole statement replaced by a call statement, the callee holding it among a few new ones).
 * RefactoringMiner maps such a call to the expression it replaced; statements alone never pair,
 * the call site being one statement and the callee's another.
 */

/**
 * X must say this much (a name and its argument, a call): a lone name is in any expression. A
 * whole statement replaced by a call statement is X too, down to 2 words: on RefDiff 2.0's Java
 * oracle, 3 true extractions more than with 3 words, no false report (measured with callees of up
 * to 9 statements).
 */
const MIN_REPLACED_WORDS = 2;
/**
 * A callee of this many statements or more is more than a home for the replaced expression: a
 * guard wrapper around the one `fopen` its caller gave up (moved-code.ts rejects those of 5
 * statements or more almost none of which map, the same bound).
 */
export const MAX_CALLEE_STATEMENTS = 5;

export function holdsReplacedExpression(...args: Parameters<typeof replacedExpressionHeld>): boolean {
  return replacedExpressionHeld(...args) === 'whole';
}

/**
 * How the callee holds the expression its call replaced: `whole` (see holdsReplacedExpression),
 * only as an `operand` an operator combines with more (a superset: the helper returns
 * `term->flags | term_flags` where the caller read `term->flags`), or `none`.
 */
export function replacedExpressionHeld(
  callSites: readonly Statement[],
  counterparts: readonly Statement[],
  calleeBody: readonly Statement[],
  calleeName: string,
  rewrite: (tokens: readonly string[]) => readonly string[],
  calleeLocals: ReadonlySet<string> = new Set(),
): 'whole' | 'operand' | 'none' {
  const statements = calleeBody.filter((statement) => statement.tokens.length > 0);
  if (statements.length === 0 || statements.length >= MAX_CALLEE_STATEMENTS) return 'none';
  const bodies = statements.map((statement) => rewrite(statement.tokens));
  let operand = false;
  const holds = (expression: readonly string[]) => {
    if (wordCount(expression) < MIN_REPLACED_WORDS) return false;
    // A value returned on one path that combines the expression with more makes the callee a
    // superset, whatever another path returns (`return (term->flags | term_flags);` beside
    // `return (term_flags);`, where the caller read `term_flags`).
    if (bodies.some((tokens) => tokens[0] === 'return' && containsRun(tokens, expression) && !holdsAsWhole(tokens, expression))) {
      operand = true;
      return false;
    }
    if (bodies.some((tokens) => holdsAsWhole(tokens, expression))) return true;
    operand ||= bodies.some((tokens) => containsRun(tokens, expression));
    return false;
  };
  for (const site of callSites) {
    for (const span of callSpans(site, calleeName)) {
      const prefix = site.tokens.slice(0, span.start);
      const suffix = site.tokens.slice(span.end);
      const call = site.tokens.slice(span.start, span.end);
      for (const other of counterparts) {
        const tokens = other.tokens;
        if (tokens.length <= prefix.length + suffix.length) continue;
        if (!sameTokens(tokens.slice(0, prefix.length), prefix) || !sameTokens(tokens.slice(tokens.length - suffix.length), suffix)) continue;
        const replaced = tokens.slice(prefix.length, tokens.length - suffix.length);
        // The same statement on both sides replaced nothing: its call (a same-named one) was there before.
        if (sameTokens(replaced, call)) continue;
        if (holds(replaced)) return 'whole';
        // A call made on another object, the callee making it on its own or on a field
        // (`super.annotate(DESC, true)` -> `emitAnnotation()` holding `annotate(DESC, true)`): a
        // receiver swapped is a replacement, as RefactoringMiner reads it.
        const withoutReceiver = outerCallWithoutReceiver(replaced);
        if (withoutReceiver && holds(withoutReceiver)) return 'whole';
        if (bodies.some((tokens) => holdsSwappedCall(tokens, replaced, calleeLocals))) return 'whole';
        // A member of the object the call is made on, which a one-statement callee reads as its
        // own (`format.singleFile` -> `format.isSingleFile()`, returning `singleFile`); a longer
        // one computes more than the member (a lazy `getStation(world)` looking it up first).
        const member = span.receiver > 0 && statements.length === 1 && sameTokens(replaced.slice(0, span.receiver), call.slice(0, span.receiver)) ? replaced.slice(span.receiver) : [];
        if (member.length > 0 && wordCount([member[0]]) === 1 && !calleeLocals.has(member[0]) && bodies.some((tokens) => holdsOwnMember(tokens, member))) return 'whole';
      }
    }
  }
  return operand ? 'operand' : 'none';
}

/**
 * Operators that make a new value of their operand(s): `a | b`, `!a`, `a & MASK`, `c ? a : b`.
 * Assignments (`=`, `:=`), arrows (`=>`) and a header's `:` only place a value; member access
 * reaches into one (a call chain on the replaced expression stays held). A condition joined to
 * another (`&&`, `||`) is a predicate widened or narrowed on purpose, which RefDiff 2.0's Java
 * oracle counts as extracted (`isSourceOrHeader(file)` for `file.getName().endsWith(".erl")`,
 * returning `... || file.getName().endsWith(".hrl")`).
 */
const PLACING = new Set(['=', ':=', '=>', ':', '...', '..', '&&', '||']);
const OPERATOR = /^[-+*/%&|^!~<>?:=]+$/;

function isCombining(token: string | undefined): boolean {
  return token !== undefined && OPERATOR.test(token) && !PLACING.has(token) && !isMemberAccess(token);
}

/**
 * Whether `tokens` hold `expression` as a value of its own, not as an operand an operator combines
 * with something else: a helper returning `term->flags | term_flags` computes more than the
 * `term->flags` its caller gave up, and a caller that read only that now reads another value
 * (RefactoringMiner maps the call to the replaced expression only where the helper's expression
 * is that expression, its parameters read as the arguments).
 */
function holdsAsWhole(tokens: readonly string[], expression: readonly string[]): boolean {
  for (let i = 0; i + expression.length <= tokens.length; i++) {
    if (!sameTokens(tokens.slice(i, i + expression.length), expression)) continue;
    if (!isCombining(tokens[i - 1]) && !isCombining(tokens[i + expression.length])) return true;
  }
  return false;
}

/**
 * Where the first call `name ( ... )` of a statement sits: with the object it is made on, where
 * the statement says which (`params . serializer ( x )`, the expression such a call replaces),
 * and without it (`serializer ( x )`, for a callee that makes the call on its own).
 */
function callSpans(site: Statement, name: string): { start: number; end: number; receiver: number }[] {
  const found = callSpan(site.tokens, name);
  if (!found) return [];
  const span = { ...found, receiver: 0 };
  const receiver = site.calls.find((call) => call.name === name)?.receiver;
  // The receiver's tokens, then one member access token, then the name; `receiver` counts both.
  const start = receiver && receiver.length > 0 ? span.start - 1 - receiver.length : -1;
  if (start >= 0 && sameTokens(site.tokens.slice(start, span.start - 1), receiver!)) return [{ start, end: span.end, receiver: receiver!.length + 1 }, span];
  return [span];
}

/** Whether `tokens` hold `member` as a name of their own, not a member of something else (`x.name`). */
function holdsOwnMember(tokens: readonly string[], member: readonly string[]): boolean {
  for (let i = 0; i + member.length <= tokens.length; i++) {
    if ((i === 0 || !isMemberAccess(tokens[i - 1])) && sameTokens(tokens.slice(i, i + member.length), member)) return true;
  }
  return false;
}

/**
 * `name ( args )` of an expression that is a call made on an object (`a . b . name ( args )`), or
 * undefined: the call as its callee might make it on another object.
 */
function outerCallWithoutReceiver(expression: readonly string[]): readonly string[] | undefined {
  if (expression[expression.length - 1] !== ')') return undefined;
  let depth = 0;
  for (let i = expression.length - 1; i >= 0; i--) {
    if (expression[i] === ')') depth++;
    else if (expression[i] === '(' && --depth === 0) {
      // The name, and before it a member access after the receiver.
      return i >= 3 && isMemberAccess(expression[i - 2]) && wordCount([expression[i - 1]]) === 1 ? expression.slice(i - 1) : undefined;
    }
  }
  return undefined;
}

/**
 * Whether `tokens` hold the one-argument call `a . m ( b )` with receiver and argument swapped,
 * `b . m ( x )`, `x` being `a` or a local of the callee that took its place (`!key.equals(name)`
 * became `!isKey(name, keys)`, whose loop asks `name.equals(k)` of each `k` in `keys`).
 */
function holdsSwappedCall(tokens: readonly string[], replaced: readonly string[], calleeLocals: ReadonlySet<string>): boolean {
  if (replaced.length !== 6 || !isMemberAccess(replaced[1]) || replaced[3] !== '(' || replaced[5] !== ')') return false;
  const [receiver, access, name, , argument] = replaced;
  if (![receiver, name, argument].every((token) => wordCount([token]) === 1) || receiver === argument) return false;
  for (let i = 0; i + 5 < tokens.length; i++) {
    if (tokens[i] !== argument || tokens[i + 1] !== access || tokens[i + 2] !== name || tokens[i + 3] !== '(' || tokens[i + 5] !== ')') continue;
    const other = tokens[i + 4];
    if (other === receiver || (calleeLocals.has(other) && other !== argument)) return true;
  }
  return false;
}

/** The tokens of the first call `name ( ... )` in a statement, parentheses balanced. */
function callSpan(tokens: readonly string[], name: string): { start: number; end: number } | undefined {
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i] !== name || tokens[i + 1] !== '(') continue;
    let depth = 0;
    for (let j = i + 1; j < tokens.length; j++) {
      if (tokens[j] === '(') depth++;
      else if (tokens[j] === ')' && --depth === 0) return { start: i, end: j + 1 };
    }
    return undefined;
  }
  return undefined;
}

/**
 * An argument the caller kept, now passed through a new helper that returns it unless a condition
 * says otherwise (`self._hparams[name] = value` -> `self._hparams[name] = self._parse_value(name,
 * value)`, the helper `if ...: return HParams(value, None)` else `return value`): RefactoringMiner's
 * "argument extracted with default return added" rule for extractions. The whole body must be that
 * shape: one condition, one other return, and the default return holding the argument as it stood
 * (its parameters read as the call's arguments), so any bare name qualifies here, not only
 * expressions of MIN_REPLACED_WORDS.
 */
export function returnsReplacedArgumentByDefault(
  callSites: readonly Statement[],
  counterparts: readonly Statement[],
  calleeBody: readonly Statement[],
  calleeName: string,
  rewrite: (tokens: readonly string[]) => readonly string[],
): boolean {
  const defaultReturn = defaultReturnOf(calleeBody);
  if (!defaultReturn) return false;
  const returned = rewrite(defaultReturn.tokens).slice(1).filter((token) => token !== ';');
  if (returned.length === 0) return false;
  for (const site of callSites) {
    for (const span of callSpans(site, calleeName)) {
      const suffix = site.tokens.slice(span.end);
      // The call made on the caller's own object or type (`self._parse_value(...)`), the receiver
      // not part of what it replaced.
      for (const prefix of [site.tokens.slice(0, span.start), withoutReceiver(site.tokens.slice(0, span.start))]) {
        const expected = [...prefix, ...returned, ...suffix];
        if (counterparts.some((other) => sameTokens(other.tokens, expected))) return true;
      }
    }
  }
  return false;
}

/**
 * The body's last return, when the body is a condition (an `if`, with its `else` if any) holding
 * one other return, and that last return: the shape of a helper that returns its argument unless
 * the condition holds. Undefined for any other body.
 */
export function defaultReturnOf(calleeBody: readonly Statement[]): Statement | undefined {
  const statements = calleeBody.filter((statement) => statement.tokens.length > 0);
  const composites = statements.filter((statement) => statement.children.length > 0);
  const leaves = statements.filter((statement) => statement.children.length === 0);
  if (composites.length === 0 || composites[0].tokens[0] !== 'if' || leaves.length !== 2) return undefined;
  // An `else` of that condition at most: another condition (`elif`, a nested `if`) is more logic than a default.
  if (composites.length > 2 || (composites.length === 2 && composites[1].tokens[0] !== 'else')) return undefined;
  if (!leaves.every((leaf) => leaf.tokens[0] === 'return')) return undefined;
  return leaves[1];
}

/** Tokens ending in a call's receiver (`x = self .`, `x = HParams .`) without it. */
function withoutReceiver(prefix: readonly string[]): readonly string[] {
  let end = prefix.length;
  while (end >= 2 && isMemberAccess(prefix[end - 1]) && wordCount([prefix[end - 2]]) === 1) end -= 2;
  return prefix.slice(0, end);
}
