import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { GitAnalysisOptions } from '../../sources/git/analyze';
import type { CommitInfo } from '../../sources/git/commits';
import { listCommits, parseRange, rangeStart } from '../../sources/git/history';
import { GitRepository } from '../../sources/git/repository';
import { runPool, type MinedCommit } from './pool';
import { commitsOfShard, type Shard } from './shard';

export interface MineOptions {
  cwd: string;
  /** `base..head`, `base...head`, or one revision (its whole history); HEAD by default. */
  range?: string;
  /** Resume: only commits after this one (it is excluded, with its ancestors). */
  sinceCommit?: string;
  includeMerges?: boolean;
  /** Only the newest N commits of the range. */
  maxCount?: number;
  /** Worker threads; the number of cores by default. */
  jobs?: number;
  timeoutMs?: number;
  /** Only this part of the history (after `maxCount`), for mining one history on several machines. */
  shard?: Shard;
  /** Commits already mined (a resumed run): left out. */
  skip?: ReadonlySet<string>;
  analysis: GitAnalysisOptions;
}

export interface MinedHistory {
  commits: number;
}

/** A mined commit; a failed one carries the commit's metadata, read by the main thread. */
export type MinedCommitWithInfo = MinedCommit & { info?: Omit<CommitInfo, 'tree'> };

/**
 * Walks a history, oldest commit first, and analyses each commit on worker threads. `deliver`
 * gets every commit in that order (with the commit's metadata even when it failed), so output
 * can stream and a run can be resumed with `sinceCommit` = the last commit delivered.
 */
export async function mineHistory(
  options: MineOptions,
  deliver: (mined: MinedCommitWithInfo, position: { done: number; total: number }) => void,
  onStart?: (total: number) => void,
): Promise<MinedHistory> {
  const repo = await GitRepository.open(options.cwd);
  try {
    const { head, exclude } = await resolveWalk(repo, options);
    const listed = await listCommits(repo, { head, exclude, includeMerges: options.includeMerges, maxCount: options.maxCount });
    const shard = options.shard ? commitsOfShard(listed, options.shard) : listed;
    const skip = options.skip;
    const shas = skip && skip.size > 0 ? shard.filter((sha) => !skip.has(sha)) : shard;
    onStart?.(shas.length);
    const jobs = shas.map((sha, index) => ({ index, sha }));
    let done = 0;
    // Deliveries are chained: metadata of a failed commit is read here, asynchronously.
    let delivering = Promise.resolve();
    await runPool(
      jobs,
      {
        size: Math.max(1, options.jobs ?? availableParallelism()),
        entry: workerEntry(),
        data: { refdiffLogWorker: true, cwd: options.cwd, analysis: options.analysis },
        timeoutMs: options.timeoutMs,
      },
      (mined) => {
        delivering = delivering.then(async () => {
          let info: MinedCommitWithInfo['info'];
          if (!mined.analysis) {
            const { tree: _tree, ...rest } = await repo.readCommit(mined.sha);
            info = rest;
          }
          deliver({ ...mined, info }, { done: ++done, total: jobs.length });
        });
      },
    );
    await delivering;
    return { commits: jobs.length };
  } finally {
    await repo.close();
  }
}

async function resolveWalk(repo: GitRepository, options: MineOptions): Promise<{ head: string; exclude: string[] }> {
  const spec = options.range ?? 'HEAD';
  const exclude: string[] = [];
  let head: string;
  if (spec.includes('..')) {
    const range = parseRange(spec);
    head = await repo.resolveCommit(range.head);
    exclude.push(await rangeStart(repo, range, head));
  } else {
    head = await repo.resolveCommit(spec);
  }
  if (options.sinceCommit) exclude.push(await repo.resolveCommit(options.sinceCommit));
  return { head, exclude };
}

/**
 * The script log workers run. Bundled, every module's __filename is dist/cli.js, which turns
 * into a worker when started as one; from sources it is the TypeScript entry beside this folder.
 */
function workerEntry(): string {
  return __filename.endsWith('.ts') ? join(__dirname, '..', 'main.ts') : __filename;
}
