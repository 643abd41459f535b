import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { SourceFile } from '../../src/languages/plugin';
import type { FloorBinding } from './bindings';
import type { FloorCommit } from './inputs';
import { timeCommit, type CommitTiming } from './measure';

/**
 * The incremental floor on two threads, measured: each commit's paths shared out between this
 * thread and one worker (both sides of a path on one thread, the largest first to the less
 * loaded, by characters, as src/engine/parse-split.ts shares a commit out), both parsing with
 * web-tree-sitter at once; the wall time runs from handing the worker its files to its reply.
 * Only "done" comes back: no tree or CST crosses, so this is a floor for two threads too.
 */
export interface TwoThreads {
  time(commit: FloorCommit): Promise<CommitTiming>;
  close(): Promise<void>;
}

interface Reply {
  withErrors: number;
}

export async function startTwoThreads(own: FloorBinding): Promise<TwoThreads> {
  // From sources, its TypeScript compiled on the fly with tsx (as src/engine/parse-pool.ts starts its workers).
  const tsx = createRequire(__filename).resolve('tsx/cjs');
  const worker = new Worker(`require(${JSON.stringify(tsx)}); require(${JSON.stringify(join(__dirname, 'thread-worker.ts'))});`, { eval: true });
  const replies: ((reply: Reply) => void)[] = [];
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  failed.catch(() => undefined);
  worker.on('message', (message: Reply | 'ready') => {
    if (message !== 'ready') replies.shift()?.(message);
  });
  await Promise.race([new Promise<void>((resolve) => worker.once('message', () => resolve())), failed]);
  return {
    time: async (commit) => {
      const [mine, theirs] = shareOut(commit, 2);
      const cpuStart = process.cpuUsage();
      const wallStart = performance.now();
      const reply = Promise.race([new Promise<Reply>((resolve) => replies.push(resolve)), failed]);
      worker.postMessage(theirs);
      const ownTiming = timeCommit(own, mine, 'incremental');
      const { withErrors } = await reply;
      const wallMs = performance.now() - wallStart;
      const cpu = process.cpuUsage(cpuStart);
      return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000, unitMs: [], withErrors: ownTiming.withErrors + withErrors };
    },
    close: async () => {
      await worker.terminate();
    },
  };
}

/** The commit's paths in `threads` shares: both sides of a path in one, the largest path first to the least loaded. */
export function shareOut(commit: FloorCommit, threads: number): FloorCommit[] {
  const chars = new Map<string, number>();
  for (const file of [...commit.before, ...commit.after]) chars.set(file.path, (chars.get(file.path) ?? 0) + file.content.length);
  const shares = Array.from({ length: threads }, () => ({ paths: new Set<string>(), chars: 0 }));
  for (const [path, size] of [...chars].sort((a, b) => b[1] - a[1])) {
    const least = shares.reduce((best, share) => (share.chars < best.chars ? share : best));
    least.paths.add(path);
    least.chars += size;
  }
  const inShare = (files: readonly SourceFile[], paths: ReadonlySet<string>) => files.filter((file) => paths.has(file.path));
  return shares.map(({ paths }) => ({ name: commit.name, before: inShare(commit.before, paths), after: inShare(commit.after, paths) }));
}
