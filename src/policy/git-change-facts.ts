import { runGit } from '../sources/git/process';
import { parseUnifiedDiff, type ChangeFacts } from './change-facts';

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
