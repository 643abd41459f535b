import type { Statement, StatementBody } from '../cst';
import { extractedPairs, type MovedCallee } from './moved-statements';
import { movedCodeVariableChanges, type BodySide, type VariableChange } from './variables';
import { flattenStatements } from './mapper';

/**
 * The refactorings of the locals of extracted code, as RefactoringMiner reports them in the new
 * method (`first = NIMI(...)` that became `nimi = NIMI(...)` on its way out of the caller): read
 * from the statements the caller lost against the extracted body, through the new call's arguments.
 */
export function extractedCodeVariableChanges(callerBefore: BodySide, callerAfter: StatementBody, extracted: BodySide, callee: MovedCallee): VariableChange[] {
  const found = new Map<string, VariableChange>();
  // Parameterized only where the caller gave up the local (`x = value` gone, the value passed at the
  // call) under the parameter's own name: a local the caller still declares was passed in as every
  // extraction passes one, a loop's variable went with its loop, another name is a parameter's own.
  // Its one value, too: a local declared and then assigned (`CommandLine line = null;`, `line =
  // clp.parse(...)` in a `try`) held no value the call could pass instead.
  const declaredAfter = new Set(flattenStatements(callerAfter.statements).flatMap((statement) => statement.declares));
  const statementsBefore = flattenStatements(callerBefore.body.statements);
  const assignedAgain = (name: string, declaration: Statement) =>
    statementsBefore.some((statement) => statement !== declaration && statement.tokens.some((token, i) => token === name && statement.tokens[i + 1] === '='));
  const gaveUp = (change: Extract<VariableChange, { operation: 'PARAMETERIZE' }>) =>
    !declaredAfter.has(change.before.name) && change.before.name === change.parameter && change.before.statement.children.length === 0 && !assignedAgain(change.before.name, change.before.statement);
  // Each call site's copy of the code compared apart (`first` and `second`, both now `nimi`); a local
  // the new body declares is extracted once, whichever copy shows it.
  for (const { lost, body, pairs } of extractedPairs(callerBefore.body, callerAfter, extracted.body, callee)) {
    for (const change of movedCodeVariableChanges(callerBefore, lost, { body, parameters: extracted.parameters }, pairs)) {
      if (change.operation === 'PARAMETERIZE' && !gaveUp(change)) continue;
      const key = change.operation === 'EXTRACT' ? `${change.after.statement.startLine}:${change.after.name}` : `${change.operation}:${'before' in change ? `${change.before.statement.startLine}:${change.before.name}` : ''}:${'after' in change ? change.after.name : ''}`;
      if (!found.has(key)) found.set(key, change);
    }
  }
  return [...found.values()];
}
