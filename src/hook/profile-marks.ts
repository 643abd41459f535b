import { writeSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

/**
 * Where the hook's time goes, for the README's start-up profile: with REFDIFF_HOOK_PROFILE=1
 * each phase prints `refdiff-profile <ms since the process started> <thread> <phase>` to
 * stderr. Off (one variable read) otherwise. It reads node's global `performance`: importing
 * node:perf_hooks would load more of node's modules on every commit.
 */
const enabled = process.env.REFDIFF_HOOK_PROFILE === '1';

/** The process's start in epoch ms; a worker thread gets it from the hook (its own origin is later). */
let processStart = performance.timeOrigin;

export function setProcessStart(epochMs: number): void {
  processStart = epochMs;
}

export function processStartMs(): number {
  return processStart;
}

export function mark(phase: string): void {
  if (!enabled) return;
  const ms = performance.timeOrigin + performance.now() - processStart;
  // Written straight to fd 2: a worker's process.stderr goes through the hook thread, which may
  // exit (once the message is written) before the worker's last lines arrive there.
  writeSync(2, `refdiff-profile ${ms.toFixed(1).padStart(7)} ${threadId === 0 ? 'hook  ' : 'worker'} ${phase}\n`);
}
