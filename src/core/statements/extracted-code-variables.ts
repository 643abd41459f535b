import type { StatementBody } from '../cst';
import { extractedPairs, type MovedCallee } from './moved-statements';
import { movedCodeVariableChanges, type BodySide, type VariableChange } from './variables';

/**
 * The refactorings of the locals of extracted code, as RefactoringMiner reports them in the new
 * method (`first = NIMI(...)` that became `nimi = NIMI(...)` on its way out of the caller): read
 * from the statements the caller lost against the extracted body, through the new call's arguments.
 */
export function extractedCodeVariableChanges(callerBefore: BodySide, callerAfter: StatementBody, extracted: BodySide, callee: MovedCallee): VariableChange[] {
  const { lost, body, pairs } = extractedPairs(callerBefore.body, callerAfter, extracted.body, callee);
  return movedCodeVariableChanges(callerBefore, lost, { body, parameters: extracted.parameters }, pairs);
}
