import { engineOptions, filterReport, type LoadedPolicy } from '../policy';
import { judgeChange } from '../policy/git-change-facts';
import { analyzeCommit, analyzeRange, type GitAnalysisOptions } from '../sources/git/analyze';
import { GitRepository } from '../sources/git/repository';
import type { ActionOutcome, AnalyzedCommit, CombinedChange } from './outcome';
import type { RevisionPlan } from './revisions';

export interface RunContext {
  eventName: string;
  repository: string;
  serverUrl: string;
}

/**
 * Analyses each planned commit against its first parent and judges it with the policy (its own
 * message carries any approval trailer), then the combined change, all through one open
 * repository (one `git cat-file` process).
 */
export async function analyzePlan(cwd: string, plan: RevisionPlan, policy: LoadedPolicy, context: RunContext): Promise<ActionOutcome> {
  const analysis: GitAnalysisOptions = { ...engineOptions(policy) };
  const repository = await GitRepository.open(cwd);
  try {
    const commits: AnalyzedCommit[] = [];
    for (const sha of plan.commits) {
      const result = await analyzeCommit({ cwd, rev: sha, analysis, repository });
      const report = filterReport(policy, result.report);
      const parent = result.commit?.parents[0];
      commits.push({
        sha,
        parent,
        subject: result.commit?.subject ?? '',
        author: result.commit?.author ?? '',
        report,
        // Judged on the whole report, as `refdiff check` and the hook judge it.
        violations: await judgeChange(cwd, policy, { report: result.report, before: result.before, after: result.after, commitMessage: result.commit?.message ?? '' }),
        warnings: result.warnings,
      });
    }
    let combined: CombinedChange | undefined;
    if (plan.combined) {
      const { base, head } = plan.combined;
      const [result] = await analyzeRange({ cwd, range: `${base}..${head}`, combined: true, analysis, repository });
      combined = { base, head, report: filterReport(policy, result.report), warnings: result.warnings };
    }
    return { ...context, commits, combined, notes: [...plan.notes] };
  } finally {
    await repository.close();
  }
}

