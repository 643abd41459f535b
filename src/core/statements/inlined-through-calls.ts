import type { Statement, StatementBody } from '../cst';
import { extractedPairs, type MovedCallee } from './moved-statements';
import { flattenStatements } from './mapper';
import { containsRun, usesOf, writtenOut } from './name-uses';
import { sameTokens, wordCount } from './similarity';

/** A callable extracted from the caller compared, after the change: its body, name and parameters. */
export interface ExtractedHelper {
  body: StatementBody;
  callee: MovedCallee;
}

/** A local of the caller before, as extracted-variables.ts reads it: its value, the statement giving it, where that value reaches. */
export interface InlineCandidate {
  name: string;
  value: readonly string[];
  assignment: Statement;
  reach?: readonly Statement[];
}

/** A value passed as an argument says it is the local's from this many words on (a name and a call), not a name or a literal that any call may pass. */
const MIN_VALUE_WORDS = 2;

/**
 * The locals of `before` written out into the call of a helper extracted from the caller
 * (RefactoringMiner's Inline Variable, read through the helper's body): the caller's statements
 * with each local read as its value are paired with the helper's read through its call's arguments
 * (moved-statements.ts's extractedPairs), and a local is inlined where a statement using it moved
 * into the helper, which has a parameter where the local stood, and a call passes the local's
 * value whole for it (`s = new Stuck(); t = build(s)`, now `run(helper(new Stuck()))` with
 * `helper(st) { return build(st); }`): the value now stands in the caller where the local's use was.
 * Not a local whose own declaration became the helper's `return` (`args = f(cmd)`, `check(args)`,
 * now `check(compile(cmd))`): the call replaced the extracted code, the extraction itself, as
 * RefactoringMiner reads it (ffmpeg-python's f818cff in its Python oracle).
 */
export function inlinedThroughCalls(
  callerBefore: StatementBody,
  callerAfter: StatementBody,
  helpers: readonly ExtractedHelper[],
  candidates: readonly InlineCandidate[],
  statementsBefore: readonly Statement[],
): Set<InlineCandidate> {
  const found = new Set<InlineCandidate>();
  // One value, that of one declaration: a name given a value on each branch (`if m is None: t = f() else: t = g(m)`) stands for no one value written out.
  const declarations = (name: string) => statementsBefore.filter((statement) => statement.declares.includes(name)).length;
  const worded = candidates.filter((candidate) => wordCount(candidate.value) >= MIN_VALUE_WORDS && makesValue(candidate.value) && declarations(candidate.name) === 1);
  if (worded.length === 0 || helpers.length === 0) return found;
  let readAsValues: ReturnType<typeof withLocalsAsValues> | undefined;
  const afterStatements = flattenStatements(callerAfter.statements);
  for (const helper of helpers) {
    // The values passed whole as an argument of the helper's calls: one the helper assembles from
    // its parameters (`root.descendants(type).first()` read as `root.descendants(A.class).first()`) was not passed.
    // Only the locals whose value is so passed are looked for: the costly pairing runs for them alone.
    const passedValues = afterStatements.flatMap((statement) => statement.calls.filter((call) => call.name === helper.callee.name).flatMap((call) => call.arguments));
    const passing = worded.filter((candidate) => !found.has(candidate) && passedValues.some((argument) => sameTokens(argument, candidate.value)));
    if (passing.length === 0) continue;
    const { body: readBefore, original } = (readAsValues ??= withLocalsAsValues(callerBefore, worded, statementsBefore));
    const unread = flattenStatements(helper.body.statements);
    for (const round of extractedPairs(readBefore, callerAfter, helper.body, helper.callee)) {
      // The helper's statements as written, in the order of their copies read through the call.
      const written = new Map(flattenStatements(round.body.statements).map((statement, i) => [statement, unread[i]]));
      for (const { before, after } of round.pairs) {
        const source = original.get(before);
        if (!source) continue;
        for (const candidate of passing) {
          if (found.has(candidate)) continue;
          const passed = source !== candidate.assignment && usesOf(source.tokens, candidate.name) > 0 && containsRun(after.tokens, candidate.value) && !containsRun(written.get(after)?.tokens ?? [], candidate.value);
          if (passed) found.add(candidate);
        }
      }
    }
  }
  return found;
}

/**
 * Whether the value computes or writes something: a call (a creation too) or a literal, as
 * RefactoringMiner asks of a value it reads as written out. A member or a name read alone
 * (`pmf = self.pmf`, now `validate(self.pmf)`) is an alias the helper's parameter took over.
 */
function makesValue(value: readonly string[]): boolean {
  return value.some((token, i) => value[i + 1] === '(' || LITERAL.test(token));
}

/** A string or number literal. */
const LITERAL = /^(['"`].*|\d.*)$/s;

/**
 * A copy of the body whose statements read each candidate local, where its value reaches, as that
 * value; `original`, each copy's statement as written.
 */
function withLocalsAsValues(body: StatementBody, candidates: readonly InlineCandidate[], statements: readonly Statement[]): { body: StatementBody; original: Map<Statement, Statement> } {
  const asValues = writtenOut(candidates, statements);
  const original = new Map<Statement, Statement>();
  const copy = (statement: Statement): Statement => {
    const read = { ...statement, tokens: asValues(statement), children: statement.children.map(copy) };
    original.set(read, statement);
    return read;
  };
  return { body: { ...body, statements: body.statements.map(copy) }, original };
}
