import { chmodSync, lstatSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync, type Stats } from 'node:fs';
import { join, resolve } from 'node:path';
import { RefdiffError } from '../errors';
import { gitText } from '../sources/git/process';

/**
 * Where a repository's daemon says how to reach it: `<git common dir>/refdiff/daemon.state`,
 * shared by the repository's worktrees. Lines of `key=value`, so that the hook's bash client
 * reads it without node. The folder is 0700 and the file 0600: the token in it is what lets a
 * process use the daemon, so only its user may read it.
 */
export interface DaemonState {
  /** refdiff's version and build id: a client of another build ignores the daemon. */
  version: string;
  pid: number;
  /** TCP port on 127.0.0.1. */
  port: number;
  /** Random secret every request must carry. */
  token: string;
  /**
   * Random secret the daemon says first on every connection: a client sends nothing (token,
   * environment) to whatever listens on the port until it has heard it. Another user's process
   * that took the port of a dead daemon cannot say it.
   */
  proof: string;
}

export const STATE_FILE = 'daemon.state';

export async function stateDirectory(cwd: string): Promise<string> {
  return join(resolve(cwd, await gitText(cwd, ['rev-parse', '--git-common-dir'])), 'refdiff');
}

/** Creates the folder (0700) or checks that an existing one is this user's, and closes it to others. */
export function prepareStateDirectory(directory: string): void {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const problem = ownershipProblem(lstatSync(directory), currentUid());
  if (problem) throw new RefdiffError(`${directory} ${problem}; remove it first`);
  chmodSync(directory, 0o700);
}

/** Written whole: a temporary file (0600) renamed over the state, so a client never reads half of it. */
export function writeState(directory: string, state: DaemonState): void {
  const path = join(directory, STATE_FILE);
  const temporary = `${path}.${process.pid}.tmp`;
  const text = `version=${state.version}\npid=${state.pid}\nport=${state.port}\ntoken=${state.token}\nproof=${state.proof}\n`;
  writeFileSync(temporary, text, { mode: 0o600, flag: 'wx' });
  renameSync(temporary, path);
}

export type StateRead = { state: DaemonState } | { absent: true } | { refused: string };

/** The state, unless there is none or it is not safe to use (another user's, or open to others). */
export function readState(directory: string): StateRead {
  const path = join(directory, STATE_FILE);
  let stats: Stats;
  try {
    stats = lstatSync(path);
  } catch {
    return { absent: true };
  }
  const folderProblem = ownershipProblem(lstatSync(directory), currentUid());
  if (folderProblem) return { refused: `${directory} ${folderProblem}` };
  const fileProblem = ownershipProblem(stats, currentUid());
  if (fileProblem) return { refused: `${path} ${fileProblem}` };
  const fields = new Map(
    readFileSync(path, 'utf8')
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
  );
  const pid = Number(fields.get('pid'));
  const port = Number(fields.get('port'));
  const version = fields.get('version');
  const token = fields.get('token');
  const proof = fields.get('proof');
  if (!version || !token || !proof || !Number.isInteger(pid) || !Number.isInteger(port)) return { refused: `${path} is damaged` };
  return { state: { version, pid, port, token, proof } };
}

/** Removes the state if it is still the one holding `token` (a newer daemon's stays). */
export function removeState(directory: string, token: string): void {
  const found = readState(directory);
  if (!('state' in found) || found.state.token !== token) return;
  try {
    unlinkSync(join(directory, STATE_FILE));
  } catch {
    // gone already
  }
}

/**
 * Why a state file or its folder must not be trusted, or undefined: it must belong to this
 * user (another user could point the hook at their own process) and be closed to group and
 * others (they could read the token). A symbolic link is never followed.
 */
export function ownershipProblem(stats: Pick<Stats, 'uid' | 'mode'> & { isSymbolicLink(): boolean }, uid: number | undefined): string | undefined {
  if (stats.isSymbolicLink()) return 'is a symbolic link';
  if (uid !== undefined && stats.uid !== uid) return `belongs to another user (uid ${stats.uid})`;
  if ((stats.mode & 0o077) !== 0) return `is open to other users (mode ${(stats.mode & 0o777).toString(8)})`;
  return undefined;
}

function currentUid(): number | undefined {
  return process.getuid?.();
}
