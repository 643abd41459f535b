import { resolve } from 'node:path';
import { gitText, runGit } from '../sources/git/process';
import { parseRawDiffLines, type TreeChange } from '../sources/git/changes';
import { PENDING_FILE } from './pending-empty';
import { REBASE_MERGE } from './rebase-step';

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
  const { stdout, code } = await runGit(cwd, gitPathsArguments(names), { okCodes: [1] });
  const read = readGitPaths(cwd, names, stdout.toString('utf8'), code === 0);
  if (read) return read;
  const paths = await Promise.all(names.map(async (name) => resolve(cwd, await gitText(cwd, ['rev-parse', '--git-path', name]))));
  const verified = await runGit(cwd, ['rev-parse', '-q', '--verify', 'HEAD^{commit}'], { okCodes: [1] });
  return { paths, head: verified.code === 0 ? verified.stdout.toString('utf8').trim() : undefined };
}

/** git's arguments for gitPaths' one process (also run by the daemon's listing shell). */
export function gitPathsArguments(names: readonly string[]): string[] {
  return ['rev-parse', ...names.flatMap((name) => ['--git-path', name]), '-q', '--verify', 'HEAD^{commit}'];
}

/**
 * The output of gitPathsArguments read, `headed` when HEAD verified (exit 0); undefined when a
 * path held a newline (more lines than asked for).
 */
export function readGitPaths(cwd: string, names: readonly string[], output: string, headed: boolean): GitPathsAndHead | undefined {
  const lines = output.replace(/\n$/, '').split('\n');
  if (lines.length !== names.length + (headed ? 1 : 0)) return undefined;
  return { paths: lines.slice(0, names.length).map((line) => resolve(cwd, line)), head: headed ? lines[names.length] : undefined };
}

/** The git paths the hook script asks for, in its order (hooks/prepare-commit-msg). */
export const HOOK_SCRIPT_GIT_PATHS = [PENDING_FILE, REBASE_MERGE, 'shallow'] as const;

/**
 * What the hook script already asked git (REFDIFF_HOOK_GIT: its pid, the git paths of
 * HOOK_SCRIPT_GIT_PATHS and HEAD's commit, one a line), or undefined when it is not there or not
 * from `hookPid`'s script: then `gitPaths` asks git.
 */
export function hookScriptGitPaths(env: NodeJS.ProcessEnv, hookPid: number, cwd: string): GitPathsAndHead | undefined {
  const lines = env.REFDIFF_HOOK_GIT?.split('\n');
  if (!lines || lines[0] !== String(hookPid)) return undefined;
  const paths = lines.slice(1, 1 + HOOK_SCRIPT_GIT_PATHS.length);
  const rest = lines.slice(1 + HOOK_SCRIPT_GIT_PATHS.length);
  if (paths.length !== HOOK_SCRIPT_GIT_PATHS.length || paths.some((path, i) => !path.endsWith(HOOK_SCRIPT_GIT_PATHS[i]))) return undefined;
  if (rest.length > 1 || (rest.length === 1 && !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(rest[0]))) return undefined;
  return { paths: paths.map((path) => resolve(cwd, path)), head: rest[0] };
}

/**
 * What the hook script listed as staged against HEAD (REFDIFF_HOOK_STAGED: its pid, then git's
 * `--raw` lines), or undefined when it is not there or not from `hookPid`'s script: then the
 * changes are listed again.
 */
export function hookScriptListing(env: NodeJS.ProcessEnv, hookPid: number): TreeChange[] | undefined {
  const value = env.REFDIFF_HOOK_STAGED;
  const pid = String(hookPid);
  if (value === undefined || !(value === pid || value.startsWith(`${pid}\n`))) return undefined;
  return parseRawDiffLines(value.slice(pid.length + 1));
}
