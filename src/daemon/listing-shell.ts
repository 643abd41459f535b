import { spawn, type ChildProcess } from 'node:child_process';
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
 * runs git's two commands for each listing. The daemon's process holds the analysis thread's
 * heaps (150-200 MB resident), and every process it starts is a fork of all of it, which costs
 * milliseconds under load. The shell is small, so forking it is cheap. One listing at a time;
 * the shell ends with the daemon (its input closes).
 */
export class ListingShell {
  private readonly child: ChildProcess;
  /** Ends git's outputs in the shell's stream: random, so no path git prints can hold it. */
  private readonly boundary = randomBytes(16).toString('hex');
  private output: Buffer[] = [];
  /** The boundaries seen in this listing's output so far, and its last bytes (a boundary may come in two chunks). */
  private boundaries = 0;
  private tail = Buffer.alloc(0);
  private waiting: ((output: Buffer | undefined) => void) | undefined;
  private ended = false;

  /** `env` is the environment git runs with (relative GIT_DIR and the like resolved against `cwd`). */
  constructor(
    private readonly cwd: string,
    env: NodeJS.ProcessEnv,
    private readonly names: readonly string[],
  ) {
    const revParse = ['git', ...gitPathsArguments(names)];
    const diff = ['git', ...indexChangesArguments('HEAD')];
    // Each command's output, then NUL, the boundary, its exit code and NUL.
    const script = `while read -r request; do ${revParse.map(quoted).join(' ')} 2>/dev/null; printf '\\0%s %s\\0' "$1" "$?"; ${diff.map(quoted).join(' ')} 2>/dev/null; printf '\\0%s %s\\0' "$1" "$?"; done`;
    // Its own process group: ending it ends a git it is waiting for too.
    this.child = spawn('/bin/sh', ['-c', script, 'refdiff-listing', this.boundary], { cwd, env: gitEnvironmentAt(cwd, env), stdio: ['pipe', 'pipe', 'ignore'], detached: true });
    this.child.unref();
    this.child.on('error', () => this.end());
    this.child.on('exit', () => this.end());
    this.child.stdin?.on('error', () => this.end());
    this.child.stdout?.on('data', (chunk: Buffer) => {
      this.output.push(chunk);
      this.settle(chunk);
    });
  }

  /** Whether the shell can list (not ended, by a failure, a timeout or close). */
  get usable(): boolean {
    return !this.ended;
  }

  /** What is staged now; undefined when the shell could not say (then nothing is listed ahead). */
  async list(): Promise<StagedListing | undefined> {
    if (this.ended || this.waiting) return undefined;
    this.output = [];
    this.boundaries = 0;
    this.tail = Buffer.alloc(0);
    const output = await new Promise<Buffer | undefined>((resolveOutput) => {
      const timer = setTimeout(() => this.end(), LISTING_TIMEOUT_MS);
      this.waiting = (result) => {
        clearTimeout(timer);
        this.waiting = undefined;
        resolveOutput(result);
      };
      this.child.stdin?.write('list\n');
    });
    return output && this.parse(output);
  }

  close(): void {
    this.end();
  }

  private end(): void {
    if (!this.ended) {
      this.ended = true;
      this.child.stdin?.destroy();
      this.child.stdout?.destroy();
      try {
        if (this.child.pid !== undefined) process.kill(-this.child.pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    this.waiting?.(undefined);
  }

  /**
   * Hands the waiting listing its output once both commands' boundaries and exit codes have
   * come. Only the new chunk and the last bytes before it are searched: a large listing comes
   * in many chunks.
   */
  private settle(chunk: Buffer): void {
    if (!this.waiting) return;
    const marker = Buffer.from(`\0${this.boundary} `);
    // A boundary wholly in `tail` was counted with the chunk before: `tail` is shorter than one.
    const window = Buffer.concat([this.tail, chunk]);
    for (let at = window.indexOf(marker); at >= 0; at = window.indexOf(marker, at + 1)) this.boundaries++;
    this.tail = window.subarray(Math.max(0, window.length - (marker.length - 1)));
    // After the second boundary come its exit code and a NUL: the last byte.
    if (this.boundaries >= 2 && chunk[chunk.length - 1] === 0) this.waiting(Buffer.concat(this.output));
  }

  /** The two commands' outputs, read as gitPaths and listIndexChanges read them. */
  private parse(output: Buffer): StagedListing | undefined {
    const marker = Buffer.from(`\0${this.boundary} `);
    const first = output.indexOf(marker);
    const firstEnd = output.indexOf(0, first + marker.length);
    const second = output.indexOf(marker, firstEnd + 1);
    const secondEnd = output.indexOf(0, second + marker.length);
    const revParseCode = output.subarray(first + marker.length, firstEnd).toString('latin1');
    const diffCode = output.subarray(second + marker.length, secondEnd).toString('latin1');
    // rev-parse prints the paths and exits 1 on an unborn branch (no commit to verify).
    if (revParseCode !== '0' && revParseCode !== '1') return undefined;
    // A path with a newline in it leaves more lines than asked for: not listed here.
    const read = readGitPaths(this.cwd, this.names, output.subarray(0, first).toString('utf8'), revParseCode === '0');
    if (!read) return undefined;
    const changes = diffCode === '0' ? parseRawDiff(output.subarray(firstEnd + 1, second)) : undefined;
    return { paths: read.paths, head: read.head, changes };
  }
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
