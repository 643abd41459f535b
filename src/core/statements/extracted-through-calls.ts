import type { Statement, StatementCall } from '../cst';
import type { ExtractedHelper } from './inlined-through-calls';
import { flattenStatements } from './mapper';
import { argumentNameFlags, containsRun, isUse, usesOf } from './name-uses';
import { statementSimilarity, wordCount } from './similarity';

/** A new local of the caller after, as extracted-variables.ts reads it. */
export interface ExtractCandidate {
  name: string;
  value: readonly string[];
}

/** How alike the helper's statement, its parameter read as the local's value, must be to the caller's statement before. */
const READ_THROUGH_SIMILARITY = 0.85;
/** A value says it is the local's from this many words on (a name and a call), not a name or a literal any statement may hold. */
const MIN_VALUE_WORDS = 2;

/**
 * Whether the local, new in the caller, is passed whole to a helper extracted from it, whose
 * statement, its parameter read as the local's value, is a statement the caller lost that held the
 * value (`gcRootRecord = GcRootRecord(gcRoot = StickyClass(dump.id))`, now `gcRoot = StickyClass(dump.id)`
 * and `gcRoot(gcRoot)`, the helper writing `GcRootRecord(gcRoot = gcRoot)`): the value was extracted
 * into the local on its way into the helper, as RefactoringMiner reads it (the mirror of
 * inlined-through-calls.ts). `lost`: the caller's statements before that the mapping left unpaired.
 * The helpers' calls and statements are read once for every local asked about.
 */
export function extractedThroughCalls(statementsAfter: readonly Statement[], helpers: readonly ExtractedHelper[]): (candidate: ExtractCandidate, lost: readonly Statement[]) => boolean {
  let helperParts: { parameters: readonly string[]; calls: StatementCall[]; statements: readonly Statement[] }[] | undefined;
  const argumentFlags = new Map<Statement, ReturnType<typeof argumentNameFlags>>();
  const argumentNamesOf = (statement: Statement) => argumentFlags.get(statement) ?? argumentFlags.set(statement, argumentNameFlags(statement.tokens)).get(statement)!;
  return (candidate, lost) => {
    // A value that computes something (a call, a creation): a member read alone (`op = np.argmin`) is an alias the parameter took over.
    if (wordCount(candidate.value) < MIN_VALUE_WORDS || !candidate.value.some((token, i) => candidate.value[i + 1] === '(')) return false;
    const holding = lost.filter((statement) => containsRun(statement.tokens, candidate.value));
    if (holding.length === 0) return false;
    helperParts ??= helpers.map(({ callee, body }) => ({
      parameters: callee.parameters,
      calls: statementsAfter.flatMap((statement) => statement.calls.filter((call) => call.name === callee.name)),
      statements: flattenStatements(body.statements),
    }));
    for (const { parameters, calls, statements } of helperParts) {
      // The parameters the local is passed to, whole and by place.
      const receiving = new Set(calls.flatMap((call) => call.arguments.flatMap((argument, i) => (argument.length === 1 && argument[0] === candidate.name && !call.keywords?.[i] && parameters[i] ? [parameters[i]] : []))));
      for (const parameter of receiving) {
        for (const statement of statements) {
          const { tokens } = statement;
          // The value came through the parameter: the helper does not write it itself.
          if (usesOf(tokens, parameter) === 0 || containsRun(tokens, candidate.value)) continue;
          const argumentNames = argumentNamesOf(statement);
          const read = tokens.flatMap((token, i) => (isUse(tokens, i, parameter) && !argumentNames[i] ? [...candidate.value] : [token]));
          if (holding.some((before) => statementSimilarity(read, before.tokens) >= READ_THROUGH_SIMILARITY)) return true;
        }
      }
    }
    return false;
  };
}
