import type { StatementBody } from '../cst';
import { copiedDeclarationPairs } from './copied-declarations';
import { flattenStatements } from './mapper';
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
  const rounds = extractedPairs(callerBefore.body, callerAfter, extracted.body, callee);
  // The first round's copy of the body, read through the first call, also takes the declarations the caller kept and copied into it.
  const [first] = rounds;
  if (first) {
    const lost = new Set(first.lost);
    const kept = flattenStatements(callerBefore.body.statements).filter((statement) => !lost.has(statement));
    const copies = copiedDeclarationPairs(kept, first.body, new Set(first.pairs.map((pair) => pair.after)));
    rounds[0] = { ...first, lost: [...first.lost, ...copies.map((pair) => pair.before)], pairs: [...first.pairs, ...copies] };
  }
  for (const { lost, body, pairs } of rounds) {
    for (const change of movedCodeVariableChanges(callerBefore, lost, { body, parameters: extracted.parameters }, pairs)) {
      const key = change.operation === 'EXTRACT' ? `${change.after.statement.startLine}:${change.after.name}` : `${change.operation}:${'before' in change ? `${change.before.statement.startLine}:${change.before.name}` : ''}:${'after' in change ? change.after.name : ''}`;
      if (!found.has(key)) found.set(key, change);
    }
  }
  return [...found.values()];
}
