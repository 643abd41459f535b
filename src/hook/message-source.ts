import { runGit } from '../sources/git/process';
import type { RebaseStep } from './rebase-step';

/**
 * What the commit really is, in the words of git's `$2` (for `skipSources`). Git's words say
 * where the message came from, which is not always what the commit is: `merge` means "from
 * MERGE_MSG", which a stopped cherry-pick or rebase pick leaves too (only a merge has
 * MERGE_HEAD); and a rebase fixup/squash step amends the commit before it, like `--amend`
 * (source `commit`), whatever git passes.
 */
export async function effectiveSource(cwd: string, source: string | undefined, step: RebaseStep | undefined): Promise<string | undefined> {
  if (step?.amends) return 'commit';
  if (source === 'merge' && !(await merging(cwd))) return 'message';
  return source;
}

async function merging(cwd: string): Promise<boolean> {
  const { code } = await runGit(cwd, ['rev-parse', '-q', '--verify', 'MERGE_HEAD'], { okCodes: [1] });
  return code === 0;
}
