import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { StagedWorkerData } from './analysis-protocol';

/**
 * The hook's worker thread for a policy with rules, started by dist/cli.js before it sets the
 * hook's V8 flag (`--liftoff-only`): once any flag is set, V8 rejects node's own code cache, and
 * a worker booting after it compiles node's internal modules from source (about 20 ms more CPU,
 * on the commit's critical path). The hook's thread waits until the worker has loaded them and
 * its bundle, then sets the flag; the worker compiles the grammars' wasm only after that, when
 * the hook asks for the analysis.
 */
export interface EarlyWorker {
  cwd: string;
  worker: Worker;
  /** Set to 1 by the worker once its bundle is loaded (or failed to load). */
  booted: Int32Array;
  /** Whether it may still be taken over: no error, not exited. */
  usable(): boolean;
}

/**
 * Past this the hook's thread stops waiting and sets the flag: the worker, slower to boot on a
 * busy machine, then only loads the rest of node's modules from source, as without the wait.
 */
export const BOOT_WAIT_MS = 300;

/** Starts the worker of dist/cli.js (`cliFile`) for the repository at `cwd`; undefined when it cannot start. */
export function startEarlyWorker(cliFile: string, cwd: string, processStart: number): EarlyWorker | undefined {
  const booted = new Int32Array(new SharedArrayBuffer(4));
  let failed = false;
  let worker: Worker;
  try {
    worker = new Worker(cliFile, { workerData: { refdiffStagedWorker: true, cwd, processStart, booted } satisfies StagedWorkerData });
  } catch {
    return undefined;
  }
  // Never what keeps the hook's process alive; a failure before the hook takes it over only means
  // it is not taken over (the hook starts its own thread, which reports the failure).
  worker.unref();
  worker.on('error', () => (failed = true));
  worker.once('exit', () => (failed = true));
  return { cwd, worker, booted, usable: () => !failed };
}

/** Blocks this thread until the worker has loaded its bundle, or `BOOT_WAIT_MS` passed. */
export function waitForBoot(early: EarlyWorker | undefined, timeoutMs = BOOT_WAIT_MS): void {
  if (early) Atomics.wait(early.booted, 0, 0, timeoutMs);
}

/** The worker's side: its bundle is loaded (or failed to load), the hook may set its flag. */
export function signalBooted(booted: Int32Array | undefined): void {
  if (!booted) return;
  Atomics.store(booted, 0, 1);
  Atomics.notify(booted, 0);
}

let adopted: EarlyWorker | undefined;

/** Makes this thread's first worker for the repository at `early.cwd` the one started early. */
export function adoptEarlyWorker(early: EarlyWorker | undefined): void {
  adopted = early;
}

/** The early worker, for an analysis at `cwd`, once; undefined when there is none or it failed. */
export function takeEarlyWorker(cwd: string): Worker | undefined {
  const early = adopted;
  adopted = undefined;
  if (!early) return undefined;
  if (early.usable() && resolve(early.cwd) === resolve(cwd)) return early.worker;
  void early.worker.terminate();
  return undefined;
}

/** Ends the early worker when the analysis will not need it (the policy's rules are all off). */
export function dropEarlyWorker(): void {
  const early = adopted;
  adopted = undefined;
  if (early) void early.worker.terminate();
}
