import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { indexChangesArguments, parseRawDiff, type TreeChange } from '../sources/git/changes';
import { gitPathsArguments, readGitPaths } from '../hook/git-paths';
import { gitEnvironment } from '../sources/git/process';

/** What the hook script asks git before a commit: the git paths it names and HEAD's commit, and what is staged against HEAD. */
export interface StagedListing {
  /** The git paths asked for, absolute, in their order. */
  paths: string[];
  /** HEAD's commit; undefined on an unborn branch. */
  head?: string;
  /** What is staged against HEAD; undefined when git could not list it (an unborn branch). */
  changes?: TreeChange[];
}

/** A listing that takes longer is given up (and its shell ended): the daemon's requests wait for listings in turn. */
export const LISTING_TIMEOUT_MS = 2000;

/**
 * Lists what is staged through a small shell kept for one work tree and environment, which
 * runs git's two commands for each listing, both at once (the paths and HEAD on the shell's fd 3,
 * what is staged on its stdout). The daemon's process holds the analysis thread's heaps
 * (150-200 MB resident), and every process it starts is a fork of all of it, which costs
 * milliseconds under load. The shell is small, so forking it is cheap. One listing at a time;
 * the shell ends with the daemon (its input closes).
 */
export class ListingShell {
  private readonly child: ChildProcess;
  /** Ends git's outputs in the shell's streams: random, so no path git prints can hold it. */
  private readonly boundary = randomBytes(16).toString('hex');
  /** rev-parse's stream (fd 3) and diff-index's (stdout), each ended by the boundary and the exit code. */
  private readonly streams = [new BoundedStream(this.boundary), new BoundedStream(this.boundary)] as const;
  private waiting: ((outputs: [Buffer, Buffer] | undefined) => void) | undefined;
  private ended = false;

  /** `env` is the environment git runs with (relative GIT_DIR and the like resolved against `cwd`). */
  constructor(
    private readonly cwd: string,
    env: NodeJS.ProcessEnv,
    private readonly names: readonly string[],
  ) {
    const revParse = ['git', ...gitPathsArguments(names)];
    const diff = ['git', ...indexChangesArguments('HEAD')];
    // Each command's output, then NUL, the boundary, its exit code and NUL; rev-parse in the
    // background on fd 3 while diff-index runs: a commit's listing waits for one git, not two.
    const script = `while read -r request; do ${revParse.map(quoted).join(' ')} >&3 2>/dev/null & paths=$!; ${diff.map(quoted).join(' ')} 2>/dev/null; printf '\\0%s %s\\0' "$1" "$?"; wait "$paths"; printf '\\0%s %s\\0' "$1" "$?" >&3; done`;
    // Its own process group: ending it ends a git it is waiting for too.
    this.child = spawn('/bin/sh', ['-c', script, 'refdiff-listing', this.boundary], { cwd, env: gitEnvironmentAt(cwd, env), stdio: ['pipe', 'pipe', 'ignore', 'pipe'], detached: true });
    this.child.unref();
    this.child.on('error', () => this.end());
    this.child.on('exit', () => this.end());
    this.child.stdin?.on('error', () => this.end());
    const [paths, changes] = this.streams;
    this.child.stdout?.on('data', (chunk: Buffer) => this.settle(changes, chunk));
    (this.child.stdio[3] as Readable | null)?.on('data', (chunk: Buffer) => this.settle(paths, chunk));
  }

  /** Whether the shell can list (not ended, by a failure, a timeout or close). */
  get usable(): boolean {
    return !this.ended;
  }

  /** What is staged now; undefined when the shell could not say (then nothing is listed ahead). */
  async list(): Promise<StagedListing | undefined> {
    if (this.ended || this.waiting) return undefined;
    this.streams.forEach((stream) => stream.reset());
    const outputs = await new Promise<[Buffer, Buffer] | undefined>((resolveOutputs) => {
      const timer = setTimeout(() => this.end(), LISTING_TIMEOUT_MS);
      this.waiting = (result) => {
        clearTimeout(timer);
        this.waiting = undefined;
        resolveOutputs(result);
      };
      this.child.stdin?.write('list\n');
    });
    return outputs && this.parse(...outputs);
  }

  close(): void {
    this.end();
  }

  private end(): void {
    if (!this.ended) {
      this.ended = true;
      this.child.stdin?.destroy();
      this.child.stdout?.destroy();
      (this.child.stdio[3] as Readable | null)?.destroy();
      try {
        if (this.child.pid !== undefined) process.kill(-this.child.pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    this.waiting?.(undefined);
  }

  /** Hands the waiting listing both outputs once each stream's boundary and exit code have come. */
  private settle(stream: BoundedStream, chunk: Buffer): void {
    if (!this.waiting) return;
    stream.push(chunk);
    const [paths, changes] = this.streams;
    if (paths.complete && changes.complete) this.waiting([paths.output(), changes.output()]);
  }

  /** The two commands' outputs, read as gitPaths and listIndexChanges read them. */
  private parse(pathsOutput: Buffer, changesOutput: Buffer): StagedListing | undefined {
    const marker = Buffer.from(`\0${this.boundary} `);
    const [paths, revParseCode] = splitAtBoundary(pathsOutput, marker);
    const [changes, diffCode] = splitAtBoundary(changesOutput, marker);
    // rev-parse prints the paths and exits 1 on an unborn branch (no commit to verify).
    if (revParseCode !== '0' && revParseCode !== '1') return undefined;
    // A path with a newline in it leaves more lines than asked for: not listed here.
    const read = readGitPaths(this.cwd, this.names, paths.toString('utf8'), revParseCode === '0');
    if (!read) return undefined;
    return { paths: read.paths, head: read.head, changes: diffCode === '0' ? parseRawDiff(changes) : undefined };
  }
}

/**
 * One of the shell's streams in a listing: complete once the boundary has come and a chunk ends
 * with the NUL after the exit code (the boundary ends with a space: a NUL after it is the code's).
 * Only the new chunk and the last bytes before it are searched for the boundary: a large listing
 * comes in many chunks.
 */
class BoundedStream {
  private readonly marker: Buffer;
  private chunks: Buffer[] = [];
  private tail = Buffer.alloc(0);
  private seen = false;
  complete = false;

  constructor(boundary: string) {
    this.marker = Buffer.from(`\0${boundary} `);
  }

  reset(): void {
    this.chunks = [];
    this.tail = Buffer.alloc(0);
    this.seen = false;
    this.complete = false;
  }

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    // `tail` is shorter than the boundary: one found here was not wholly in the chunk before.
    const window = Buffer.concat([this.tail, chunk]);
    if (window.indexOf(this.marker) >= 0) this.seen = true;
    this.tail = window.subarray(Math.max(0, window.length - (this.marker.length - 1)));
    if (this.seen && chunk[chunk.length - 1] === 0) this.complete = true;
  }

  output(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/** The output before the boundary, and the exit code after it. */
function splitAtBoundary(output: Buffer, marker: Buffer): [Buffer, string] {
  const at = output.lastIndexOf(marker);
  return [output.subarray(0, at), output.subarray(at + marker.length, output.length - 1).toString('latin1')];
}

/** gitEnvironment with relative variables resolved against `cwd`, whatever the process's folder. */
function gitEnvironmentAt(cwd: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const result = gitEnvironment(env);
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY']) {
    const value = env[name];
    if (value) result[name] = resolve(cwd, value);
  }
  return result;
}

/** A word for the shell: git's option and path names only (letters, digits and `-_.^{}`), in single quotes. */
function quoted(word: string): string {
  if (!/^[A-Za-z0-9_.^{}-]+$/.test(word)) throw new Error(`not a plain word for the shell: ${word}`);
  return `'${word}'`;
}
