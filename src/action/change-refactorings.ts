import type { Refactoring } from '../report/types';
import type { ActionOutcome } from './outcome';

/** The refactorings of the change, each once: the combined report's, else the commits' (newest wins). */
export function changeRefactorings(outcome: ActionOutcome): Refactoring[] {
  if (outcome.combined) return outcome.combined.report.refactorings;
  const seen = new Map<string, Refactoring>();
  for (const commit of outcome.commits) {
    for (const refactoring of commit.report.refactorings) {
      seen.set(`${refactoring.type}\0${refactoring.after.file}\0${refactoring.after.startLine}`, refactoring);
    }
  }
  return [...seen.values()];
}
