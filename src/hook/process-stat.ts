import { spawnSync } from 'node:child_process';
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

/** Where a process's start time is read: Linux's /proc, else `ps` (a parameter so both can be tried on Linux). */
export interface StartTimeSources {
  stat: (pid: number) => ProcessStat | undefined;
  ps: (pid: number) => string | undefined;
}

const SYSTEM: StartTimeSources = { stat: readProcessStat, ps: psStartTime };

/**
 * When `pid` started, so that with the pid it names one process: Linux's clock ticks since boot,
 * elsewhere (macOS, the BSDs) `ps`'s start time, to the second, marked `ps:`; '-' where neither
 * can say (the pid alone is then checked). One word: claims are written as `<pid> <started>`.
 */
export function startIdentity(pid: number, sources: StartTimeSources = SYSTEM): string {
  const stat = sources.stat(pid);
  if (stat) return stat.started;
  const started = sources.ps(pid);
  return started ? `ps:${started.replace(/\s+/g, '_')}` : '-';
}

/** `ps -o lstart=`: when the process started ("Sun Nov 29 02:35:45 2026"); undefined when it is gone or ps cannot say. */
export function psStartTime(pid: number): string | undefined {
  try {
    // In UTC and C's words: the same process reads alike whatever zone or language the asker runs in.
    const env = { ...process.env, TZ: 'UTC0', LC_ALL: 'C' };
    const run = spawnSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', env, timeout: 2000, stdio: ['ignore', 'pipe', 'ignore'] });
    const started = run.status === 0 ? run.stdout.trim() : '';
    return started === '' ? undefined : started;
  } catch {
    return undefined;
  }
}

/**
 * Whether `pid` runs: it is there, not a zombie (on Linux), and, when `started` is given (a
 * startIdentity, '-' where none could be read), started then: not a pid used again.
 */
export function processRuns(pid: number, started = '-', sources: StartTimeSources = SYSTEM): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    // ESRCH: gone; EPERM: another user's process has the pid now.
    return false;
  }
  const stat = sources.stat(pid);
  if (stat?.state === 'Z') return false;
  if (started === '-') return true;
  if (!started.startsWith('ps:')) return stat === undefined || stat.started === started;
  // Read the way it was written; a ps that cannot say now leaves the pid alone to decide.
  const now = startIdentity(pid, { ...sources, stat: () => undefined });
  return now === '-' || now === started;
}
