import { Socket } from 'node:net';
import { parseBatchHeader } from '../sources/git/batch-header';
import { CatFileBatch, type GitObject, type ObjectReader } from '../sources/git/cat-file';

/**
 * The blobs of the staged change, as `git cat-file --batch` wrote them to this process's standard
 * input: the hook script starts that git beside node (`REFDIFF_HOOK_BLOBS`, its pid), so the hook
 * neither starts git itself (a fork and exec its thread waits for) nor waits for git's answer.
 * Whatever is not there (a blob the script did not list, a stream cut short) is read by a git of
 * the hook's own, started then, as without this.
 */
let piped: Promise<Map<string, GitObject>> | undefined;

/** Piped blobs read at most: past this, the rest is left to git (the hook analyses small changes on its thread). */
export const MAX_PIPED_BYTES = 4 << 20;

/**
 * Starts reading standard input when the hook script says it holds the blobs: the variable names
 * the script, which is this process's parent (`hookPid`), so that a variable inherited by another
 * process (a hook manager's call, a refdiff started by a hook) reads nothing. Undefined otherwise.
 */
export function readPipedBlobs(env: NodeJS.ProcessEnv, hookPid: number): Promise<Map<string, GitObject>> | undefined {
  if (env.REFDIFF_HOOK_BLOBS !== String(hookPid)) return undefined;
  return readAll(0, MAX_PIPED_BYTES).then(parseBatchOutput);
}

/** Hands over the blobs being read (by dist/cli.js, before the hook's bundle loaded) to this thread's first repository. */
export function adoptPipedBlobs(blobs: Promise<Map<string, GitObject>> | undefined): void {
  piped = blobs;
}

/** A reader of the piped blobs for `cwd` (undefined when none are piped): one use, its first repository. */
export function takePipedBlobs(): ((cwd: string) => ObjectReader) | undefined {
  const blobs = piped;
  piped = undefined;
  return blobs && ((cwd) => new PipedObjects(cwd, blobs));
}

/** Answers from the piped blobs, and from a `git cat-file --batch` started on the first name not there. */
export class PipedObjects implements ObjectReader {
  private fallback: CatFileBatch | undefined;

  constructor(
    private readonly cwd: string,
    private readonly blobs: Promise<Map<string, GitObject>>,
  ) {}

  async read(name: string, maxBytes = Number.POSITIVE_INFINITY): Promise<GitObject | undefined> {
    const object = (await this.blobs).get(name);
    if (!object) return (this.fallback ??= new CatFileBatch(this.cwd)).read(name, maxBytes);
    // As git answers: over `maxBytes`, the size without the bytes.
    return object.size <= maxBytes ? object : { oid: object.oid, type: object.type, size: object.size };
  }

  get usable(): boolean {
    return this.fallback?.usable ?? true;
  }

  close(): Promise<void> {
    return this.fallback?.close() ?? Promise.resolve();
  }
}

/**
 * The objects of `git cat-file --batch` output, by id: `<oid> <type> <size>\n<bytes>\n` each, or
 * `<name> missing\n` (parseBatchHeader). Parsing stops at anything else and at a record cut short: only whole
 * objects are kept, and only blobs (the names the script asked for are blob ids).
 */
export function parseBatchOutput(output: Buffer): Map<string, GitObject> {
  const objects = new Map<string, GitObject>();
  let at = 0;
  while (at < output.length) {
    const end = output.indexOf(0x0a, at);
    if (end < 0) break;
    const header = parseBatchHeader(output.toString('latin1', at, end));
    at = end + 1;
    if (header?.kind === 'missing') continue;
    if (header?.kind !== 'object') break;
    const { oid, type, size } = header;
    if (at + size >= output.length || output[at + size] !== 0x0a) break;
    if (type === 'blob') objects.set(oid, { oid, type, size, content: output.subarray(at, at + size) });
    at += size + 1;
  }
  return objects;
}

/**
 * What `fd` gives until its end, or up to the first record that would take the whole past
 * `maxBytes` (that one and the rest are left to git: read here, they would be read twice), or
 * until an error. Read through a libuv pipe handle, not a read on libuv's thread pool: a
 * process.exit (the time limit) never waits for a git that writes nothing.
 */
function readAll(fd: number, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve) => {
    let socket: Socket;
    try {
      socket = new Socket({ fd, readable: true, writable: false });
    } catch {
      return resolve(Buffer.alloc(0));
    }
    const records = new RecordBounds(maxBytes);
    const chunks: Buffer[] = [];
    let total = 0;
    const done = (): void => {
      socket.removeAllListeners('data');
      socket.pause();
      socket.unref();
      resolve(Buffer.concat(chunks, total));
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      total += chunk.length;
      if (!records.take(chunk)) done();
    });
    socket.once('end', done);
    socket.once('error', done);
  });
}

/**
 * Follows the records of `git cat-file --batch` output as it arrives, chunk by chunk, reading
 * only their header lines: says when to stop (a record that would end past `maxBytes`, or a
 * header that is none).
 */
export class RecordBounds {
  /** Where the next header starts, counted from the stream's start. */
  private next = 0;
  /** Bytes of the stream seen so far. */
  private seen = 0;
  /** The bytes of a header line that began in an earlier chunk. */
  private header: number[] = [];
  private inHeader = false;

  constructor(private readonly maxBytes: number) {}

  /** False once reading should stop. */
  take(chunk: Buffer): boolean {
    const start = this.seen;
    this.seen += chunk.length;
    while (this.next < this.seen) {
      const at = this.inHeader ? 0 : this.next - start;
      const end = chunk.indexOf(0x0a, at);
      for (let i = at, stop = end < 0 ? chunk.length : end; i < stop; i++) this.header.push(chunk[i]);
      if (this.header.length > 200) return false;
      if (end < 0) {
        this.inHeader = true;
        return true;
      }
      const header = parseBatchHeader(Buffer.from(this.header).toString('latin1'));
      this.header = [];
      this.inHeader = false;
      const afterHeader = start + end + 1;
      if (header?.kind === 'missing') {
        this.next = afterHeader;
        continue;
      }
      if (header?.kind !== 'object') return false;
      this.next = afterHeader + header.size + 1;
      if (this.next > this.maxBytes) return false;
    }
    return true;
  }
}
