import { parseBatchHeader } from './batch-header';
import { GitError } from './errors';
import { describeGitStderr, spawnGit, type GitChild } from './process';

/** One object as `git cat-file --batch` gives it. */
export interface GitObject {
  oid: string;
  type: string;
  size: number;
  /** Absent when the object was larger than the `maxBytes` asked for (its bytes are skipped). */
  content?: Buffer;
}

interface Request {
  name: string;
  maxBytes: number;
  resolve: (object: GitObject | undefined) => void;
  reject: (error: Error) => void;
}

/** What reads a repository's objects by name: a `git cat-file --batch` process, or what stands in for one. */
export interface ObjectReader {
  /** The object, undefined when it does not exist; without `content` when larger than `maxBytes`. */
  read(name: string, maxBytes?: number): Promise<GitObject | undefined>;
  /** Whether it can still answer. */
  readonly usable: boolean;
  /** Ends whatever it started once the pending reads are answered. */
  close(): Promise<void>;
}

/** Where the parser is in the answer to the oldest pending request. */
type ParseState =
  | { phase: 'header' }
  | { phase: 'body'; object: GitObject; remaining: number; chunks: Buffer[] | undefined }
  | { phase: 'newline'; object: GitObject };

/**
 * A long-lived `git cat-file --batch` process: one process serves every blob of a run, which
 * is 30-40x faster than one `git show` per file (shared/design/dependencies.md). Requests are
 * answered in order, so they can be pipelined.
 */
export class CatFileBatch implements ObjectReader {
  private readonly child: GitChild;
  private readonly pending: Request[] = [];
  /** Names asked for since the last write to git. */
  private readonly unsent: string[] = [];
  private state: ParseState = { phase: 'header' };
  private buffered: Buffer = Buffer.alloc(0);
  private stderr = '';
  private failure: Error | undefined;
  private closed = false;

  constructor(private readonly cwd: string) {
    this.child = spawnGit(cwd, ['cat-file', '--batch']);
    this.child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString('utf8')));
    this.child.on('error', (error) => this.fail(new GitError(`cannot run git cat-file: ${error.message}`)));
    this.child.on('close', (code) => {
      if (this.closed && code === 0) return;
      this.fail(describeGitStderr(this.stderr, `git cat-file exited with code ${code}`, this.cwd));
    });
    // A failed write (git gone) is reported through 'close'; do not crash on EPIPE.
    this.child.stdin.on('error', () => undefined);
  }

  /**
   * Reads an object by id (or any name without a newline). Resolves `undefined` when it does not
   * exist. Objects over `maxBytes` come back without `content`.
   */
  read(name: string, maxBytes = Number.POSITIVE_INFINITY): Promise<GitObject | undefined> {
    if (/[\n\r]/.test(name)) return Promise.reject(new GitError(`invalid object name: ${JSON.stringify(name)}`));
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new GitError('git cat-file reader is closed'));
    return new Promise((resolve, reject) => {
      this.pending.push({ name, maxBytes, resolve, reject });
      // The names asked for in one go (a change's files) reach git in one write, not one each.
      if (this.unsent.length === 0) queueMicrotask(() => this.send());
      this.unsent.push(name);
    });
  }

  private send(): void {
    const names = this.unsent.splice(0);
    if (names.length > 0) this.child.stdin.write(`${names.join('\n')}\n`);
  }

  /** Whether it can still answer: not closed, not failed, its git process running. */
  get usable(): boolean {
    return !this.closed && this.failure === undefined && this.child.exitCode === null;
  }

  /** Ends the git process once the pending requests are answered. */
  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    // What was asked for in this turn is still answered.
    this.send();
    this.closed = true;
    return new Promise((resolve) => {
      if (this.child.exitCode !== null || this.failure) return resolve();
      this.child.once('close', () => resolve());
      this.child.stdin.end();
    });
  }

  private receive(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    while (this.step()) {
      // keep parsing while complete pieces are available
    }
  }

  /** Parses one piece of the stream; false when more bytes are needed. */
  private step(): boolean {
    const state = this.state;
    if (state.phase === 'header') {
      const end = this.buffered.indexOf(0x0a);
      if (end < 0) return false;
      const header = this.buffered.subarray(0, end).toString('utf8');
      this.buffered = this.buffered.subarray(end + 1);
      const request = this.pending[0];
      if (!request) {
        this.fail(new GitError(`unexpected output from git cat-file: ${header}`));
        return false;
      }
      const parsed = parseBatchHeader(header);
      if (parsed?.kind === 'object') {
        const object: GitObject = { oid: parsed.oid, type: parsed.type, size: parsed.size };
        const keep = object.size <= request.maxBytes;
        this.state = { phase: 'body', object, remaining: object.size, chunks: keep ? [] : undefined };
        return true;
      }
      this.pending.shift();
      if (parsed?.kind === 'missing') request.resolve(undefined);
      else request.reject(new GitError(`cannot read object ${request.name}: ${header}`));
      return true;
    }
    if (state.phase === 'body') {
      if (this.buffered.length === 0) return false;
      const take = Math.min(state.remaining, this.buffered.length);
      state.chunks?.push(this.buffered.subarray(0, take));
      this.buffered = this.buffered.subarray(take);
      state.remaining -= take;
      if (state.remaining > 0) return false;
      if (state.chunks) state.object.content = Buffer.concat(state.chunks);
      this.state = { phase: 'newline', object: state.object };
      return true;
    }
    if (this.buffered.length === 0) return false;
    this.buffered = this.buffered.subarray(1);
    this.state = { phase: 'header' };
    this.pending.shift()?.resolve(state.object);
    return true;
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    for (const request of this.pending.splice(0)) request.reject(error);
  }
}
