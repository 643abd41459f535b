import { readFileSync } from 'node:fs';

/**
 * The calling thread's time on a CPU so far, in ms, from Linux's per-thread schedstat (in ns);
 * NaN elsewhere. `process.cpuUsage()` counts every thread of the process, parse threads included.
 */
export function threadCpuMs(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
}
