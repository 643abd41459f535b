import type { Report } from '../report/types';
import { runGit } from '../sources/git/process';
import { parseUnifiedDiff, type ChangeFacts } from './change-facts';
import { evaluatePolicy, type Violation } from './evaluate';
import type { LoadedPolicy } from './load';

export interface ChangeToJudge {
  /** The whole report, before the policy's filters: a refactoring left out of reports still explains its lines. */
  report: Report;
  before: string;
  /** A commit, or `index` for what is staged. */
  after: string;
  commitMessage?: string;
  commentChar?: string;
}

/**
 * The policy's verdict on one change, the same for `refdiff check`, the hook and the Action: the
 * diff behind it is read only when a `mixedChanges` rule needs it, always in one shape.
 */
export async function judgeChange(cwd: string, policy: LoadedPolicy, change: ChangeToJudge): Promise<Violation[]> {
  const needsFacts = policy.rules.some((rule) => rule.mixedChanges && rule.level !== 'off');
  const facts = needsFacts ? await readChangeFacts(cwd, change.before, change.after) : undefined;
  return evaluatePolicy(policy, { report: change.report, commitMessage: change.commitMessage, commentChar: change.commentChar, facts });
}

/**
 * The diff behind a CommitAnalysis, as ChangeFacts: `git diff -U0` between its two sides, or
 * between `before` and the index when `after` is `index` (what analyzeStaged compares). Every
 * option that a user's git config could change (prefixes, colour, external diff, textconv,
 * quoting) is pinned so the output has one shape.
 */
export async function readChangeFacts(cwd: string, before: string, after: string): Promise<ChangeFacts> {
  const args = [
    '-c',
    'core.quotePath=false',
    'diff',
    '-U0',
    '-M',
    '--no-color',
    '--no-ext-diff',
    '--no-textconv',
    '--no-relative',
    '--src-prefix=a/',
    '--dst-prefix=b/',
    ...(after === 'index' ? ['--cached', before] : [before, after]),
    '--',
  ];
  const { stdout } = await runGit(cwd, args);
  return parseUnifiedDiff(stdout.toString('utf8'));
}
