import { sampleThread } from './thread-cpu';

/**
 * How long a commit may wait (its thread asleep: for git, typically), as a multiple of the CPU
 * limit. It catches a hung git; time spent runnable but without a core (a busy machine) is not
 * waiting, so load never times a commit out.
 */
export const WAIT_FACTOR = 10;

export interface CommitTimerOptions {
  timeoutMs: number;
  /** The worker's kernel thread id; without it (not Linux) the limit is wall-clock time. */
  osThreadId?: number;
  onTimeout: (reason: string) => void;
}

/**
 * Watches one commit's analysis: it times out after `timeoutMs` of CPU time used by the worker
 * thread, or after WAIT_FACTOR times that spent waiting. Returns a function that stops watching.
 */
export function startCommitTimer(options: CommitTimerOptions): () => void {
  const { timeoutMs, osThreadId } = options;
  const seconds = timeoutMs / 1000;
  const start = osThreadId === undefined ? undefined : sampleThread(osThreadId);
  if (osThreadId === undefined || start === undefined) {
    const timer = setTimeout(() => options.onTimeout(`timed out after ${seconds} s; skipped`), timeoutMs);
    return () => clearTimeout(timer);
  }
  let waitedMs = 0;
  let sampledAt = Date.now();
  // Polled a few times per limit (ticks are 10 ms): a commit overruns by at most a quarter.
  const poll = setInterval(() => {
    const sample = sampleThread(osThreadId);
    const now = Date.now();
    if (sample && !sample.runnable) waitedMs += now - sampledAt;
    sampledAt = now;
    let reason: string | undefined;
    if (sample && sample.cpuMs - start.cpuMs >= timeoutMs) reason = `timed out after ${seconds} s of CPU time; skipped`;
    else if (waitedMs >= timeoutMs * WAIT_FACTOR) reason = `timed out after waiting ${seconds * WAIT_FACTOR} s; skipped`;
    if (!reason) return;
    clearInterval(poll);
    options.onTimeout(reason);
  }, Math.min(250, Math.max(10, timeoutMs / 4)));
  return () => clearInterval(poll);
}
