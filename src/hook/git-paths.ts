import { resolve } from 'node:path';
import { gitText } from '../sources/git/process';

/**
 * Paths inside the git folder (`git rev-parse --git-path <name>`, worktrees and GIT_DIR
 * honoured), absolute, in the order of `names`: one git process for all of them, as every
 * commit waits for the hook. A git folder whose path holds a newline cannot be split from one
 * output: then one process each.
 */
export async function gitPaths(cwd: string, names: readonly string[]): Promise<string[]> {
  const output = await gitText(cwd, ['rev-parse', ...names.flatMap((name) => ['--git-path', name])]);
  const lines = output.split('\n');
  if (lines.length === names.length) return lines.map((line) => resolve(cwd, line));
  return Promise.all(names.map(async (name) => resolve(cwd, await gitText(cwd, ['rev-parse', '--git-path', name]))));
}
