import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { StagedWorkerData } from './analysis-protocol';

/**
 * The hook's worker thread for a policy with rules, started by dist/cli.js before it sets the
 * hook's V8 flag (`--liftoff-only`): once any flag is set, V8 rejects node's own code cache, and
 * a worker booting after it compiles node's internal modules from source (about 20 ms more CPU,
 * on the commit's critical path). The hook's thread waits until the worker has loaded them and
 * its bundle, then sets the flag and says so; the worker compiles wasm only after that.
 */
export interface EarlyWorker {
  cwd: string;
  worker: Worker;
  /** BOOTING, then BOOTED (set by the worker), then FLAGS_SET (by the hook's thread); FAILED if its bundle failed to load. */
  booted: Int32Array;
  /** Whether it may still be taken over: no error, not exited. */
  usable(): boolean;
}

/**
 * Past this the hook's thread stops waiting and sets the flag: the worker, slower to boot on a
 * busy machine, then only loads the rest of node's modules from source, as without the wait.
 */
export const BOOT_WAIT_MS = 300;

const BOOTING = 0;
const BOOTED = 1;
const FLAGS_SET = 2;
/** Its bundle failed to load: the hook's thread, busy until it takes the worker, sees no 'error' event before then. */
const FAILED = 3;

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
  if (early) Atomics.wait(early.booted, 0, BOOTING, timeoutMs);
}

/** The hook's flags are set (after `waitForBoot`, whether or not the worker had booted): the worker may compile wasm. */
export function signalFlagsSet(early: EarlyWorker | undefined): void {
  if (!early) return;
  // Not over FAILED (the worker's bundle failed to load: it must not be taken over).
  for (;;) {
    const state = Atomics.load(early.booted, 0);
    if (state === FAILED || state === FLAGS_SET || Atomics.compareExchange(early.booted, 0, state, FLAGS_SET) === state) break;
  }
  Atomics.notify(early.booted, 0);
}

/** The worker's side: its bundle failed to load; it is not to be taken over. Signal booted after it. */
export function signalFailed(booted: Int32Array | undefined): void {
  if (booted) Atomics.store(booted, 0, FAILED);
}

/** The worker's side: its bundle is loaded (or failed to load), the hook may set its flag. */
export function signalBooted(booted: Int32Array | undefined): void {
  if (!booted) return;
  // Not over FLAGS_SET: a hook that stopped waiting has set its flags already.
  Atomics.compareExchange(booted, 0, BOOTING, BOOTED);
  Atomics.notify(booted, 0);
}

/**
 * The worker's side: blocks until the hook has set its flags (or `timeoutMs` passed): wasm
 * compiled before would not be compiled by the baseline compiler alone. Whether they are set.
 */
export function waitForFlags(booted: Int32Array, timeoutMs = BOOT_WAIT_MS): boolean {
  Atomics.wait(booted, 0, BOOTED, timeoutMs);
  return Atomics.load(booted, 0) === FLAGS_SET;
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
  if (early.usable() && Atomics.load(early.booted, 0) !== FAILED && resolve(early.cwd) === resolve(cwd)) return early.worker;
  void early.worker.terminate();
  return undefined;
}

/** Ends the early worker when the analysis will not need it (the policy's rules are all off). */
export function dropEarlyWorker(): void {
  const early = adopted;
  adopted = undefined;
  if (early) void early.worker.terminate();
}
