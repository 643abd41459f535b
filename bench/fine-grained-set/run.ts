import { analyzeFiles } from '../../src/engine/analyze';
import { loadCommitFiles, type CommitStore } from '../accuracy/commit-store';
import type { FineSet } from './labels';
import type { FineOutcome } from './score';

/**
 * Runs refdiff (Java, fine-grained types on) on every commit of the set, reading the changed
 * files from RefactoringMiner's commits folder as bench/accuracy.ts does.
 */
export async function runFineSet(set: FineSet, store: CommitStore, onCommit?: (outcome: FineOutcome) => void): Promise<FineOutcome[]> {
  const outcomes: FineOutcome[] = [];
  for (const commit of set.commits) {
    let outcome: FineOutcome;
    try {
      const files = await loadCommitFiles(store, commit.project, commit.commit, (path) => path.endsWith('.java'));
      if (files.absent.length > 0) throw new Error(`${files.absent.length} file(s) missing from the store, e.g. ${files.absent[0]}`);
      const { refactorings } = await analyzeFiles(files.before, files.after, { languages: ['java'], fineGrained: true });
      outcome = { commit, result: { refactorings } };
    } catch (error) {
      outcome = { commit, result: { error: (error as Error).message.split('\n')[0] } };
    }
    outcomes.push(outcome);
    onCommit?.(outcome);
  }
  return outcomes;
}
