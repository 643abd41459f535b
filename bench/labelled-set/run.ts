import { engineOptions, parsePolicy } from '../../src/policy';
import { isFineGrained } from '../../src/report/fine-grained';
import type { Refactoring } from '../../src/report/types';
import { analyzeCommit } from '../../src/sources/git/analyze';
import { GitRepository } from '../../src/sources/git/repository';
import type { LabelledSet } from './labels';
import type { CommitOutcome } from './score';

/**
 * Runs refdiff on every commit of a set against its first parent, as `refdiff commit` does
 * with the default policy (changed files only), restricted to the set's language. Repositories
 * are git directories (bare ones too), one per name in the set.
 */
export async function runSet(set: LabelledSet, repositories: ReadonlyMap<string, string>, onCommit?: (outcome: CommitOutcome) => void): Promise<CommitOutcome[]> {
  const missing = Object.keys(set.repositories).filter((name) => !repositories.has(name));
  if (missing.length > 0) throw new Error(`no --repo for ${missing.join(', ')} (give --repo <owner/name>=<git dir> for each)`);
  // The element-level types are scored as labelled: a changed signature is one Change Signature
  // (the fine-grained types off). The fine-grained types a set labels come from a second run
  // with them on, as the default policy reports them.
  const elementLevel = { ...engineOptions(parsePolicy('analysis:\n  fineGrained: false\n')), languages: [set.language] };
  const fineGrained = { ...engineOptions(parsePolicy('analysis:\n  fineGrained: true\n')), languages: [set.language] };
  const labelledFineGrained = new Set(set.fineGrained ?? []);
  const isLabelledFineGrained = (refactoring: Refactoring) => isFineGrained(refactoring) && labelledFineGrained.has(refactoring.type);
  const outcomes: CommitOutcome[] = [];
  for (const name of Object.keys(set.repositories)) {
    const commits = set.commits.filter((commit) => commit.repository === name);
    if (commits.length === 0) continue;
    const repository = await GitRepository.open(repositories.get(name)!);
    try {
      for (const commit of commits) {
        let outcome: CommitOutcome;
        try {
          const { report } = await analyzeCommit({ cwd: repository.cwd, rev: commit.commit, analysis: elementLevel, repository });
          const refactorings = [...report.refactorings];
          if (labelledFineGrained.size > 0) {
            const { report: detailed } = await analyzeCommit({ cwd: repository.cwd, rev: commit.commit, analysis: fineGrained, repository });
            refactorings.push(...detailed.refactorings.filter(isLabelledFineGrained));
          }
          outcome = { commit, result: { refactorings } };
        } catch (error) {
          outcome = { commit, result: { error: (error as Error).message } };
        }
        outcomes.push(outcome);
        onCommit?.(outcome);
      }
    } finally {
      await repository.close();
    }
  }
  return outcomes;
}
