import { createRequire } from 'node:module';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { CommitAnalysis } from '../../sources/git/analyze';
import { RefdiffError } from '../../errors';
import { startCommitTimer } from './commit-timer';
import { WorkerGitHost } from './git-host';
import type { FromWorker, LogWorkerData, ToWorker } from './protocol';

export interface CommitJob {
  index: number;
  sha: string;
}

/** The outcome for one commit: an analysis, or why there is none. */
export interface MinedCommit extends CommitJob {
  analysis?: CommitAnalysis;
  error?: string;
  timedOut?: boolean;
}

export interface PoolOptions {
  size: number;
  /** The script workers run (the bundled CLI itself, or the TypeScript entry from sources). */
  entry: string;
  data: Omit<LogWorkerData, 'gitPort'>;
  /** Per commit: CPU time of its worker thread (see commit-timer.ts). */
  timeoutMs?: number;
}

interface Slot {
  worker: Worker;
  git: WorkerGitHost;
  osThreadId?: number;
  job?: CommitJob;
  stopTimer?: () => void;
}

/**
 * Runs commit analyses on worker threads. A commit over the timeout is given up: its worker is
 * terminated (the only way to stop synchronous work), with the git processes it had, and
 * replaced. Results are delivered in the order of the jobs, whatever order they finish in, so
 * a stream can be resumed.
 */
export function runPool(jobs: readonly CommitJob[], options: PoolOptions, deliver: (mined: MinedCommit) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const finished = new Map<number, MinedCommit>();
    const slots = new Set<Slot>();
    let next = 0;
    let delivered = 0;
    let failed = false;

    const stop = (slot: Slot) => {
      slot.stopTimer?.();
      slots.delete(slot);
      void slot.worker.terminate();
      slot.git.close();
    };
    const stopAll = () => {
      for (const slot of slots) stop(slot);
    };
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      stopAll();
      reject(error);
    };
    const complete = (mined: MinedCommit) => {
      if (failed) return;
      finished.set(mined.index, mined);
      try {
        while (finished.has(jobs[delivered]?.index)) {
          const ready = finished.get(jobs[delivered].index) as MinedCommit;
          finished.delete(ready.index);
          delivered++;
          deliver(ready);
        }
      } catch (error) {
        return fail(error as Error);
      }
      if (delivered === jobs.length) {
        stopAll();
        resolve();
      }
    };
    const dispatch = (slot: Slot) => {
      if (failed) return;
      const job = jobs[next];
      if (!job) return stop(slot);
      next++;
      slot.job = job;
      if (options.timeoutMs !== undefined) {
        slot.stopTimer = startCommitTimer({
          timeoutMs: options.timeoutMs,
          osThreadId: slot.osThreadId,
          onTimeout: (reason) => {
            stop(slot);
            complete({ ...job, timedOut: true, error: reason });
            if (next < jobs.length) start();
          },
        });
      }
      slot.worker.postMessage({ type: 'analyze', index: job.index, sha: job.sha } satisfies ToWorker);
    };
    const start = () => {
      const channel = new MessageChannel();
      const worker = spawnWorker(options, { ...options.data, gitPort: channel.port2 }, channel.port2);
      const slot: Slot = { worker, git: new WorkerGitHost(channel.port1) };
      slots.add(slot);
      worker.on('message', (message: FromWorker) => {
        if (!slots.has(slot)) return; // given up (timed out) or stopped
        if (message.type === 'ready') {
          slot.osThreadId = message.osThreadId;
          return dispatch(slot);
        }
        slot.stopTimer?.();
        const job = slot.job as CommitJob;
        slot.job = undefined;
        if (message.type === 'failed' && message.exitCode !== undefined) return fail(new RefdiffError(message.message, message.exitCode));
        complete(message.type === 'done' ? { ...job, analysis: message.analysis } : { ...job, error: message.message });
        dispatch(slot);
      });
      const crashed = (reason: string) => {
        if (!slots.has(slot)) return;
        // A crash before the first commit is a broken installation, not a bad commit.
        if (!slot.job) return fail(new RefdiffError(`log worker failed to start: ${reason}`, 1));
        const job = slot.job;
        stop(slot);
        complete({ ...job, error: `analysis crashed: ${reason}` });
        if (next < jobs.length) start();
      };
      worker.on('error', (error) => crashed(error.message));
      worker.on('exit', (code) => crashed(`worker exited with code ${code}`));
    };

    if (jobs.length === 0) return resolve();
    for (let i = 0; i < Math.min(options.size, jobs.length); i++) start();
  });
}

function spawnWorker(options: PoolOptions, workerData: LogWorkerData, gitPort: MessagePort): Worker {
  const transferList = [gitPort];
  if (options.entry.endsWith('.ts')) {
    // From sources (tests, development): compile on the fly with tsx, a devDependency.
    const tsx = createRequire(__filename).resolve('tsx/cjs');
    const code = `require(${JSON.stringify(tsx)}); require(${JSON.stringify(options.entry)});`;
    return new Worker(code, { eval: true, workerData, transferList });
  }
  return new Worker(options.entry, { workerData, transferList });
}
