import { engineOptions, evaluatePolicy, filterReport, parseUnifiedDiff, type LoadedPolicy } from '../policy';
import { analyzeCommit, analyzeRange, type GitAnalysisOptions } from '../sources/git/analyze';
import { gitText } from '../sources/git/process';
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
      const facts = needsChangeFacts(policy) ? await changeFacts(cwd, result.before, sha) : undefined;
      commits.push({
        sha,
        parent,
        subject: result.commit?.subject ?? '',
        author: result.commit?.author ?? '',
        report,
        violations: evaluatePolicy(policy, { report, commitMessage: result.commit?.message ?? '', facts }),
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

function needsChangeFacts(policy: LoadedPolicy): boolean {
  return policy.rules.some((rule) => rule.mixedChanges && rule.level !== 'off');
}

async function changeFacts(cwd: string, before: string, after: string) {
  return parseUnifiedDiff(await gitText(cwd, ['diff', '-U0', '-M', '--no-color', '--no-ext-diff', before, after, '--']));
}
