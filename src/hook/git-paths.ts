import { resolve } from 'node:path';
import { gitText, runGit } from '../sources/git/process';

export interface GitPathsAndHead {
  /** Absolute, in the order asked. */
  paths: string[];
  /** HEAD's commit; undefined on an unborn branch. */
  head: string | undefined;
}

/**
 * Paths inside the git folder (`git rev-parse --git-path <name>`, worktrees and GIT_DIR
 * honoured), absolute, in the order of `names`, and HEAD's commit: one git process for all of
 * them, as every commit waits for the hook. A git folder whose path holds a newline cannot be
 * split from one output: then one process each.
 */
export async function gitPaths(cwd: string, names: readonly string[]): Promise<GitPathsAndHead> {
  // An unborn HEAD exits 1 with the paths printed and no commit.
  const { stdout, code } = await runGit(cwd, ['rev-parse', ...names.flatMap((name) => ['--git-path', name]), '-q', '--verify', 'HEAD^{commit}'], { okCodes: [1] });
  const lines = stdout.toString('utf8').replace(/\n$/, '').split('\n');
  const expected = names.length + (code === 0 ? 1 : 0);
  if (lines.length === expected) return { paths: lines.slice(0, names.length).map((line) => resolve(cwd, line)), head: code === 0 ? lines[names.length] : undefined };
  const paths = await Promise.all(names.map(async (name) => resolve(cwd, await gitText(cwd, ['rev-parse', '--git-path', name]))));
  const verified = await runGit(cwd, ['rev-parse', '-q', '--verify', 'HEAD^{commit}'], { okCodes: [1] });
  return { paths, head: verified.code === 0 ? verified.stdout.toString('utf8').trim() : undefined };
}
