import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MessageChannel, Worker } from 'node:worker_threads';
import type { SourceFile } from '../languages/plugin';
import type { ParseReply, ParseRequest, ParseWorkerData } from './parse-worker';
import { RemoteStatements } from './remote-statements';

/**
 * A thread's share of a change: each file's parse data, in order, and the statement bodies the
 * thread builds next from the trees it still holds (the caller closes them when done).
 */
export interface ParsedShare {
  before: unknown[];
  after: unknown[];
  statements?: RemoteStatements;
}

/**
 * Threads that parse some files of a large change while the analysing thread parses the others
 * (parse-split.ts): syntax trees cannot cross threads, but each file's parse data (nodes, names,
 * tokens) is plain data, and tree-sitter's parse and the CST builder were most of a large
 * commit's time. A pool is the caller's to close; its threads keep the process alive only while
 * a request is in flight.
 */
export interface ParsePool {
  readonly workers: number;
  /** Changes of fewer characters of source (both sides) stay on the analysing thread. */
  readonly minChars: number;
  /** Both sides' files, read apart by thread `worker` (0 .. workers - 1): each file's parse data, in order. */
  parse(worker: number, language: string, before: readonly SourceFile[], after: readonly SourceFile[]): Promise<ParsedShare>;
  close(): Promise<void>;
}

export interface ParsePoolOptions {
  /** Threads besides the caller's: one on two cores. */
  workers: number;
  /** Grammars each thread compiles at once, so that the first large change does not wait for them. */
  languages: readonly string[];
  /** See `ParsePool.minChars`; MIN_SPLIT_CHARS by default. */
  minChars?: number;
}

/**
 * Below this many characters of source (both sides) a change is parsed on the analysing thread
 * alone: sending files to another thread and their parses back costs more than it saves.
 * Measured on the Java oracle's commits (README, Speed): from 100,000, the analysing thread's
 * median commit takes 0.9 of its time from 200,000, for 2% more CPU in all; 50,000 gains no more.
 */
export const MIN_SPLIT_CHARS = 100_000;

export function startParsePool(options: ParsePoolOptions): ParsePool {
  const threads = Array.from({ length: options.workers }, () => new ParseThread(spawn({ refdiffParseWorker: true, languages: [...options.languages] })));
  return {
    workers: threads.length,
    minChars: options.minChars ?? MIN_SPLIT_CHARS,
    parse: (worker, language, before, after) => threads[worker].parse(language, before, after),
    close: async () => {
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}

class ParseThread {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (data: ParsedShare) => void; reject: (error: Error) => void }>();
  private failure: Error | undefined;

  constructor(private readonly worker: Worker) {
    worker.on('message', (reply: ParseReply) => {
      const waiter = this.waiting.get(reply.id);
      if (!waiter) return;
      this.waiting.delete(reply.id);
      this.settled();
      if ('error' in reply) waiter.reject(new Error(reply.error));
      else waiter.resolve(reply);
    });
    // A thread that died fails what it was asked and all that follows: the caller parses those files itself.
    worker.on('error', (error) => this.fail(error));
    worker.on('messageerror', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`parse thread exited with code ${code}`)));
    // After the listeners: adding a 'message' listener refs the thread again.
    worker.unref();
  }

  parse(language: string, before: readonly SourceFile[], after: readonly SourceFile[]): Promise<ParsedShare> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    // Never listened to: the statement bodies are read as they are asked for (remote-statements.ts).
    const { port1, port2 } = new MessageChannel();
    const abandoned = new SharedArrayBuffer(4);
    const statements = new RemoteStatements(port1, abandoned);
    const reply = new Promise<ParsedShare>((resolve, reject) => {
      // Referenced while a reply is awaited: the process must not end with a parse half done.
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve: (data) => resolve({ before: data.before, after: data.after, statements }), reject });
      this.worker.postMessage({ id, language, before: [...before], after: [...after], statements: { port: port2, abandoned } } satisfies ParseRequest, [port2]);
    });
    reply.catch(() => statements.close());
    return reply;
  }

  async close(): Promise<void> {
    this.fail(new Error('parse pool closed'));
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(this.failure);
    if (this.waiting.size > 0) this.worker.unref();
    this.waiting.clear();
  }

  /** Nothing awaited any more: the thread no longer keeps the process alive. */
  private settled(): void {
    if (this.waiting.size === 0) this.worker.unref();
  }
}

/** Bundled, dist/parse-worker.js beside this bundle; from sources its TypeScript, compiled on the fly with tsx. */
function spawn(workerData: ParseWorkerData): Worker {
  if (!__filename.endsWith('.ts')) return new Worker(join(__dirname, 'parse-worker.js'), { workerData });
  const tsx = createRequire(__filename).resolve('tsx/cjs');
  const entry = join(__dirname, 'parse-worker.ts');
  return new Worker(`require(${JSON.stringify(tsx)}); require(${JSON.stringify(entry)});`, { eval: true, workerData });
}
