import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CommitAnalysis } from '../../sources/git/analyze';
import { RefdiffError } from '../../errors';
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
  data: LogWorkerData;
  /** Per commit, from the moment it is handed to a ready worker. */
  timeoutMs?: number;
}

interface Slot {
  worker: Worker;
  job?: CommitJob;
  timer?: NodeJS.Timeout;
}

/**
 * Runs commit analyses on worker threads. A commit over the timeout is given up: its worker is
 * terminated (the only way to stop synchronous work) and replaced. Results are delivered in
 * the order of the jobs, whatever order they finish in, so a stream can be resumed.
 */
export function runPool(jobs: readonly CommitJob[], options: PoolOptions, deliver: (mined: MinedCommit) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const finished = new Map<number, MinedCommit>();
    const slots = new Set<Slot>();
    let next = 0;
    let delivered = 0;
    let failed = false;

    const stopAll = () => {
      for (const slot of slots) {
        clearTimeout(slot.timer);
        void slot.worker.terminate();
      }
      slots.clear();
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
      if (!job) {
        slots.delete(slot);
        void slot.worker.terminate();
        return;
      }
      next++;
      slot.job = job;
      if (options.timeoutMs !== undefined) {
        slot.timer = setTimeout(() => {
          slots.delete(slot);
          void slot.worker.terminate();
          complete({ ...job, timedOut: true, error: `timed out after ${options.timeoutMs! / 1000} s; skipped` });
          if (next < jobs.length) start();
        }, options.timeoutMs);
      }
      slot.worker.postMessage({ type: 'analyze', index: job.index, sha: job.sha } satisfies ToWorker);
    };
    const start = () => {
      const worker = spawnWorker(options);
      const slot: Slot = { worker };
      slots.add(slot);
      worker.on('message', (message: FromWorker) => {
        if (!slots.has(slot)) return; // given up (timed out) or stopped
        if (message.type === 'ready') return dispatch(slot);
        clearTimeout(slot.timer);
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
        clearTimeout(slot.timer);
        slots.delete(slot);
        complete({ ...slot.job, error: `analysis crashed: ${reason}` });
        if (next < jobs.length) start();
      };
      worker.on('error', (error) => crashed(error.message));
      worker.on('exit', (code) => crashed(`worker exited with code ${code}`));
    };

    if (jobs.length === 0) return resolve();
    for (let i = 0; i < Math.min(options.size, jobs.length); i++) start();
  });
}

function spawnWorker(options: PoolOptions): Worker {
  if (options.entry.endsWith('.ts')) {
    // From sources (tests, development): compile on the fly with tsx, a devDependency.
    const tsx = createRequire(__filename).resolve('tsx/cjs');
    const code = `require(${JSON.stringify(tsx)}); require(${JSON.stringify(options.entry)});`;
    return new Worker(code, { eval: true, workerData: options.data });
  }
  return new Worker(options.entry, { workerData: options.data });
}
