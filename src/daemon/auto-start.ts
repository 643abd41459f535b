import { spawn } from 'node:child_process';
import { closeSync, linkSync, lstatSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { removeQuietly } from '../hook/atomic-write';
import { openLog } from './log';
import { handOver } from './handed-environment';
import { ownershipProblem } from './state';

/**
 * The daemon's auto-start, which a developer turns on for one repository on their own machine
 * (`refdiff daemon enable`): a file in the repository's git folder, beside the daemon's state, that
 * no clone, checkout or policy file can create. With it, the shell hook (which tests it with `[ -e ]`)
 * tells `refdiff hook run` when no daemon answered, and the hook, once the message is written,
 * starts one in the background for the next commits.
 */
export const AUTO_START_FILE = 'daemon.autostart';

/**
 * Left by each start the hook makes, and kept: while it is younger than START_BACKOFF_MS no other
 * commit starts a daemon. So two commits never start two, and a daemon that cannot start is
 * tried again once in that time, not on every commit.
 */
export const START_MARK_FILE = 'daemon.starting';
export const START_BACKOFF_MS = 2 * 60_000;

/**
 * What the shell hook sets when auto-start is on and no daemon answered: its pid, a newline, the
 * folder of the state. Taken only from the hook script that started this refdiff, as the script's
 * other answers are: a variable left by some other parent starts nothing.
 */
export const AUTO_START_VARIABLE = 'REFDIFF_DAEMON_START';

/** The state folder the hook script at `hookPid` named, or undefined when it named none (or is not that script). */
export function autoStartRequest(env: NodeJS.ProcessEnv, hookPid: number): string | undefined {
  const value = env[AUTO_START_VARIABLE];
  const prefix = `${hookPid}\n`;
  if (!value?.startsWith(prefix) || value.length === prefix.length) return undefined;
  return value.slice(prefix.length);
}

export const DEFAULT_IDLE_MINUTES = 15;

/** Whether auto-start is on in `directory` (the state's folder): the file is there, this user's, closed to others. */
export function autoStartEnabled(directory: string): boolean {
  try {
    const uid = process.getuid?.();
    return ownershipProblem(lstatSync(directory), uid) === undefined && ownershipProblem(lstatSync(join(directory, AUTO_START_FILE)), uid) === undefined;
  } catch {
    return false;
  }
}

/** Turns auto-start on in `directory`, which prepareStateDirectory has made this user's; false when it was on. */
export function enableAutoStart(directory: string): boolean {
  if (autoStartEnabled(directory)) return false;
  removeQuietly(join(directory, AUTO_START_FILE));
  writeFileSync(join(directory, AUTO_START_FILE), 'refdiff: the commit hook starts the daemon when none answers (`refdiff daemon disable` turns this off)\n', { mode: 0o600, flag: 'wx' });
  // A start that failed before this is not held against the first commit.
  clearStartMark(directory);
  return true;
}

/** Lets the next commit start the daemon at once, whatever the last start's back-off (`enable`, `stop`). */
export function clearStartMark(directory: string): void {
  removeQuietly(join(directory, START_MARK_FILE));
}

/** Turns auto-start off; false when it was off. */
export function disableAutoStart(directory: string): boolean {
  try {
    unlinkSync(join(directory, AUTO_START_FILE));
    return true;
  } catch {
    return false;
  }
}

export interface AutoStart {
  /** The folder of the daemon's state (the shell hook's AUTO_START_VARIABLE). */
  directory: string;
  /** The folder the daemon starts in: the top of the work tree. */
  cwd: string;
  /** How to run this refdiff again: node and its arguments before the command. */
  command: readonly string[];
  env: NodeJS.ProcessEnv;
  now?: number;
}

export type AutoStartOutcome = 'started' | 'off' | 'backing off' | 'failed';

/**
 * Starts the daemon and does not wait for it: its own session, no terminal, its stderr to the
 * log beside the state; this process may exit at once, and the commit with it. Nothing here
 * throws: a start that fails costs the commit nothing, and its mark holds off the next ones.
 */
export function autoStartDaemon(start: AutoStart): AutoStartOutcome {
  try {
    if (start.env.REFDIFF_DAEMON === '0' || !autoStartEnabled(start.directory)) return 'off';
    // No daemon answered the shell hook. One that another commit started since then, or a state
    // left by a daemon that is gone or of another build, is the started daemon's to settle: it
    // leaves if one of its build answers, and stops one of another build (serveDaemon).
    if (!claimStart(start.directory, start.now ?? Date.now())) return 'backing off';
    const log = openLog(start.directory);
    try {
      const [program, ...args] = start.command;
      // It serves the repository it finds from the work tree, as `refdiff daemon start` there would;
      // where that is not the one whose switch is on (`git --git-dir=... --work-tree=...`), it leaves.
      // Its stdin brings the starting commit's git variables for its watch (handed-environment.ts).
      const child = spawn(program, [...args, 'daemon', 'serve', '--idle', String(DEFAULT_IDLE_MINUTES), '--watch', '--watch-env-stdin', '--expect-state', start.directory], {
        cwd: start.cwd,
        detached: true,
        stdio: ['pipe', 'ignore', log],
        env: daemonEnvironment(start.env),
      });
      child.on('error', () => undefined);
      handOver(child, start.env);
      child.unref();
    } finally {
      closeSync(log);
    }
    return 'started';
  } catch {
    return 'failed';
  }
}

/**
 * Every variable of git's (what it set for this commit: its index, editor and identity, the
 * repository's folders; and what `git -c`, `--config-env` or the user set for one command, which
 * may hold credentials and must not live on in a process that runs for hours), and refdiff's own
 * for this one commit: the hook script's answers (REFDIFF_HOOK_GIT, _STAGED, _BLOBS), its profile
 * (REFDIFF_HOOK_PROFILE: the daemon would mark every commit in its log for hours), and what skips
 * refdiff or its daemon for this commit. Each request brings its own environment. What the daemon
 * itself reads (REFDIFF_AHEAD, REFDIFF_PARSE_CACHE, REFDIFF_PARSE_THREADS, the code cache's) stays.
 */
const FOR_THIS_COMMIT = new RegExp(`^(GIT_.*|REFDIFF_HOOK_.*|REFDIFF_SKIP|REFDIFF_DAEMON|REFDIFF_DAEMON_PROFILE|${AUTO_START_VARIABLE})$`);

/**
 * Asks for the started daemon's own profile marks (in its log, which is kept bounded): the
 * hook's REFDIFF_HOOK_PROFILE is the commit's, not the daemon's.
 */
export const DAEMON_PROFILE_VARIABLE = 'REFDIFF_DAEMON_PROFILE';

/**
 * The hook's environment without what belongs to this commit: the daemon lives on and takes each
 * request's own, and otherwise runs as if started by `refdiff daemon start` from the user's shell.
 */
export function daemonEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept = Object.fromEntries(Object.entries(env).filter(([name]) => !FOR_THIS_COMMIT.test(name)));
  return env[DAEMON_PROFILE_VARIABLE] === '1' ? { ...kept, REFDIFF_HOOK_PROFILE: '1' } : kept;
}

/**
 * Takes the right to start: creates the mark, or replaces one older than the back-off. The old
 * mark is first renamed to a name of this process: of two commits only one renames it, and one
 * that finds it has taken a fresh mark (another commit's, just made) puts it back and does not start.
 */
export function claimStart(directory: string, now: number): boolean {
  const mark = join(directory, START_MARK_FILE);
  if (createMark(mark)) return true;
  if (!olderThanBackoff(mark, now)) return false;
  const aside = `${mark}.${process.pid}`;
  try {
    renameSync(mark, aside);
  } catch {
    return false;
  }
  if (!olderThanBackoff(aside, now)) {
    try {
      linkSync(aside, mark);
    } catch {
      // A newer mark is there: it holds off the next commits as well.
    }
    removeQuietly(aside);
    return false;
  }
  removeQuietly(aside);
  return createMark(mark);
}

function createMark(path: string): boolean {
  try {
    writeFileSync(path, `${process.pid}\n`, { mode: 0o600, flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

function olderThanBackoff(path: string, now: number): boolean {
  try {
    return now - lstatSync(path).mtimeMs >= START_BACKOFF_MS;
  } catch {
    return false;
  }
}
