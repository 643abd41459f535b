import { UsageError } from '../../errors';
import { runGit } from './process';
import type { GitRepository } from './repository';

/** `base..head` (commits in head not in base) or `base...head` (diffed from their merge base). */
export interface RevisionRange {
  base: string;
  head: string;
  symmetric: boolean;
}

/** Parses `a..b` / `a...b`; an empty side means HEAD, as in git. */
export function parseRange(spec: string): RevisionRange {
  const match = /^(.*?)(\.\.\.?)(.*)$/.exec(spec);
  if (!match) throw new UsageError(`expected a range <base>..<head>, got '${spec}'`);
  const [, base, dots, head] = match;
  if (!base && !head) throw new UsageError(`expected a range <base>..<head>, got '${spec}'`);
  return { base: base || 'HEAD', head: head || 'HEAD', symmetric: dots === '...' };
}

/** The commit a range is diffed from: base, or the merge base of base and head for `a...b`. */
export async function rangeStart(repo: GitRepository, range: RevisionRange, headSha: string): Promise<string> {
  const baseSha = await repo.resolveCommit(range.base);
  if (!range.symmetric) return baseSha;
  const { stdout, code } = await runGit(repo.cwd, ['merge-base', baseSha, headSha], { okCodes: [1] });
  if (code !== 0) throw new UsageError(`'${range.base}' and '${range.head}' have no common ancestor`);
  return stdout.toString('utf8').trim();
}

export interface CommitListOptions {
  /** Commits reachable from this... */
  head: string;
  /** ...and not from these. */
  exclude?: readonly string[];
  includeMerges?: boolean;
  /** Only the newest N (still listed oldest first). */
  maxCount?: number;
}

/** Commit ids oldest first (parents before children), as `git rev-list --reverse --topo-order`. */
export async function listCommits(repo: GitRepository, options: CommitListOptions): Promise<string[]> {
  const args = ['rev-list', '--reverse', '--topo-order'];
  if (!options.includeMerges) args.push('--no-merges');
  if (options.maxCount !== undefined) args.push(`--max-count=${options.maxCount}`);
  args.push(options.head, ...(options.exclude ?? []).map((sha) => `^${sha}`), '--');
  const { stdout } = await runGit(repo.cwd, args);
  return stdout.toString('utf8').split('\n').filter(Boolean);
}

/** The commits of a range per `git log base..head` (for `a...b`: merge-base..head), oldest first. */
export async function listRangeCommits(repo: GitRepository, range: RevisionRange, includeMerges: boolean): Promise<string[]> {
  const head = await repo.resolveCommit(range.head);
  const start = await rangeStart(repo, range, head);
  return listCommits(repo, { head, exclude: [start], includeMerges });
}
