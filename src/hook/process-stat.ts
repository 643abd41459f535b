import { readFileSync } from 'node:fs';

/** What Linux says of a process in /proc/<pid>/stat; undefined elsewhere, or when it is gone. */
export interface ProcessStat {
  /** R, S, D, Z (a zombie: ended, not yet reaped by its parent), ... */
  state: string;
  parent: number;
  /** When it started, in clock ticks since boot: with the pid, which process it is. */
  started: string;
}

export function readProcessStat(pid: number): ProcessStat | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command's name, in parentheses, may hold spaces and parentheses: the fields after the last ')' are counted from the state (field 3).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields.length < 20) return undefined;
  return { state: fields[0], parent: Number(fields[1]), started: fields[19] };
}

/**
 * Whether `pid` runs: it is there, not a zombie (on Linux), and, when `started` is given (a
 * ProcessStat's, '-' where none could be read), started then: not a pid used again. Outside
 * Linux only the pid is checked.
 */
export function processRuns(pid: number, started = '-'): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    // ESRCH: gone; EPERM: another user's process has the pid now.
    return false;
  }
  const stat = readProcessStat(pid);
  if (stat?.state === 'Z') return false;
  return started === '-' || stat === undefined || stat.started === started;
}
