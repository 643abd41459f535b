import type { StatementBody } from '../cst';
import { extractedPairs, type MovedCallee } from './moved-statements';
import { movedCodeVariableChanges, type BodySide, type VariableChange } from './variables';

/**
 * The refactorings of the locals of extracted code, as RefactoringMiner reports them in the new
 * method (`first = NIMI(...)` that became `nimi = NIMI(...)` on its way out of the caller): read
 * from the statements the caller lost against the extracted body, through the new call's arguments.
 */
export function extractedCodeVariableChanges(callerBefore: BodySide, callerAfter: StatementBody, extracted: BodySide, callee: MovedCallee): VariableChange[] {
  const found = new Map<string, VariableChange>();
  // Each call site's copy of the code compared apart (`first` and `second`, both now `nimi`); a local
  // the new body declares is extracted once, whichever copy shows it.
  for (const { lost, body, pairs } of extractedPairs(callerBefore.body, callerAfter, extracted.body, callee)) {
    for (const change of movedCodeVariableChanges(callerBefore, lost, { body, parameters: extracted.parameters }, pairs)) {
      const key = change.operation === 'EXTRACT' ? `${change.after.statement.startLine}:${change.after.name}` : `${change.operation}:${'before' in change ? `${change.before.statement.startLine}:${change.before.name}` : ''}:${'after' in change ? change.after.name : ''}`;
      if (!found.has(key)) found.set(key, change);
    }
  }
  return [...found.values()];
}
