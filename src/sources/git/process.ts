import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { GitError } from './errors';

/**
 * The environment git runs with: ours, including GIT_DIR, GIT_WORK_TREE and GIT_INDEX_FILE (a
 * prepare-commit-msg hook sees a temporary index through GIT_INDEX_FILE). Git resolves relative
 * values against its own working directory, so they are made absolute against ours first.
 */
export function gitEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const result: NodeJS.ProcessEnv = { ...env };
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY']) {
    const value = result[name];
    if (value && !isAbsolute(value)) result[name] = resolve(value);
  }
  return result;
}

/** Throws a GitError unless `cwd` is an existing directory (git's own message would be ENOENT). */
export function assertDirectory(cwd: string): void {
  if (!existsSync(cwd) || !statSync(cwd).isDirectory()) throw new GitError(`not a directory: ${cwd}`);
}

export interface GitRunOptions {
  input?: string;
  /** Exit codes that are answers, not failures (e.g. `rev-parse --verify --quiet` gives 1). */
  okCodes?: readonly number[];
}

export interface GitOutput {
  stdout: Buffer;
  code: number;
}

/** What runGit and CatFileBatch use of a git process; a ChildProcess has it all. */
export interface GitChild {
  readonly pid?: number;
  readonly exitCode: number | null;
  readonly stdin: { write(data: string): unknown; end(data?: string): unknown; on(event: 'error', listener: (error: Error) => void): unknown };
  readonly stdout: { on(event: 'data', listener: (chunk: Buffer) => void): unknown };
  readonly stderr: { on(event: 'data', listener: (chunk: Buffer) => void): unknown };
  on(event: 'close', listener: (code: number | null) => void): unknown;
  on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown;
  once(event: 'close', listener: (code: number | null) => void): unknown;
}

export type GitSpawner = (cwd: string, args: readonly string[]) => GitChild;

/** Starts git as a child of the calling thread. */
export const spawnLocalGit = (cwd: string, args: readonly string[]): ChildProcessWithoutNullStreams => spawn('git', args, { cwd, env: gitEnvironment(), stdio: 'pipe' });

let spawner: GitSpawner = spawnLocalGit;

/**
 * Replaces how this thread starts git. A mining worker has the main thread start its processes:
 * Node cannot reap the children of a terminated worker thread, which would stay as zombies.
 */
export function setGitSpawner(replacement: GitSpawner): void {
  spawner = replacement;
}

export function spawnGit(cwd: string, args: readonly string[]): GitChild {
  return spawner(cwd, args);
}

const MAX_OUTPUT_BYTES = 1 << 30;

/** Runs one git command in `cwd` and returns its raw stdout; failures become one-line GitErrors. */
export function runGit(cwd: string, args: readonly string[], options: GitRunOptions = {}): Promise<GitOutput> {
  return new Promise((resolvePromise, reject) => {
    const child = spawnGit(cwd, args);
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let failed = false;
    child.stdout.on('data', (chunk) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes <= MAX_OUTPUT_BYTES) stdout.push(chunk);
    });
    child.stderr.on('data', (chunk) => (stderr += chunk.toString('utf8')));
    child.on('error', (error) => {
      failed = true;
      reject(gitFailure(cwd, args, error, stderr));
    });
    child.on('close', (exitCode) => {
      if (failed) return;
      if (stdoutBytes > MAX_OUTPUT_BYTES) return reject(new GitError(`git ${args[0]} printed more than 1 GiB`));
      const code = exitCode ?? -1;
      if (code === 0 || options.okCodes?.includes(code)) return resolvePromise({ stdout: Buffer.concat(stdout), code });
      reject(gitFailure(cwd, args, {}, stderr));
    });
    // A failed write (git gone) is reported through 'close'; do not crash on EPIPE.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input);
  });
}

/** Runs git and returns stdout as text, without the final newline. */
export async function gitText(cwd: string, args: readonly string[], options?: GitRunOptions): Promise<string> {
  const { stdout } = await runGit(cwd, args, options);
  return stdout.toString('utf8').replace(/\n$/, '');
}

function gitFailure(cwd: string, args: readonly string[], error: { code?: string | number | null }, stderr: string): GitError {
  if (error.code === 'ENOENT') {
    return existsSync(cwd) ? new GitError('git is not installed or not on PATH') : new GitError(`not a directory: ${cwd}`);
  }
  return describeGitStderr(stderr, `git ${args[0]} failed`, cwd);
}

/** Turns git's stderr into one line: the first `fatal:`/`error:` line, without the prefix. */
export function describeGitStderr(stderr: string, fallback: string, cwd: string): GitError {
  if (/not a git repository/i.test(stderr)) return new GitError(`not a git repository: ${resolve(cwd)}`);
  const lines = stderr.split('\n').map((line) => line.trim()).filter(Boolean);
  const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines[0];
  return new GitError(line ? line.replace(/^(fatal|error):\s*/, '') : fallback);
}
