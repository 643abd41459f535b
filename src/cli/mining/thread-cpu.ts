import { readFileSync, readlinkSync } from 'node:fs';

/** Linux counts CPU time in ticks of USER_HZ, which is 100 wherever Node runs. */
const TICK_MS = 10;

/** The kernel's id of the calling thread (Linux), or undefined where /proc does not say. */
export function currentOsThreadId(): number | undefined {
  try {
    const match = /\/task\/(\d+)$/.exec(readlinkSync('/proc/thread-self'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

export interface ThreadSample {
  /** CPU time used so far (user + system), in ms. */
  cpuMs: number;
  /** Running or waiting for a core; otherwise it sleeps (waits for git, for a message). */
  runnable: boolean;
}

/** What /proc says of a thread of this process; undefined if it cannot be read. */
export function sampleThread(osThreadId: number): ThreadSample | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/self/task/${osThreadId}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // State is field 3; utime and stime are fields 14 and 15.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? { cpuMs: ticks * TICK_MS, runnable: fields[0] === 'R' } : undefined;
}
