import { isMainThread, parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { loadPlugins } from '../languages/registry';
import type { SourceFile } from '../languages/plugin';
import { parseChangeApart, releaseAll } from './parse-apart';

/** What a parse pool's thread is started with (parse-pool.ts). */
export interface ParseWorkerData {
  refdiffParseWorker: true;
  /** Grammars to compile at once, before the first request needs them. */
  languages: string[];
}

export interface ParseRequest {
  id: number;
  language: string;
  before: SourceFile[];
  after: SourceFile[];
}

/** Each file's parse data (`FileParse.data`), in the request's order; or why there is none. */
export type ParseReply = { id: number; before: unknown[]; after: unknown[] } | { id: number; error: string };

export function isParseWorkerData(data: unknown): data is ParseWorkerData {
  return typeof data === 'object' && data !== null && (data as ParseWorkerData).refdiffParseWorker === true;
}

/** Answers parse requests one at a time: the files' data crosses back, their trees stay here and are freed. */
export function runParseWorker(port: MessagePort, languages: readonly string[]): void {
  const loading = loadPlugins(languages).catch(() => undefined);
  port.on('message', (request: ParseRequest) => {
    // A reply that cannot be posted (data that does not clone) is answered as an error, not left to kill the thread.
    const failed = (error: unknown): ParseReply => ({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    void loading
      .then(() => answer(request))
      .catch(failed)
      .then((reply) => port.postMessage(reply))
      .catch((error: unknown) => port.postMessage(failed(error)));
  });
}

async function answer(request: ParseRequest): Promise<ParseReply> {
  const [plugin] = await loadPlugins([request.language]);
  if (!plugin.parseFile) throw new Error(`${request.language} does not parse file by file`);
  const parses = parseChangeApart(plugin, request.before, request.after);
  releaseAll(parses.before);
  releaseAll(parses.after);
  return { id: request.id, before: parses.before.map((parse) => parse.data), after: parses.after.map((parse) => parse.data) };
}

// Started as a thread's script (parse-pool.ts): bundled as dist/parse-worker.js, or through tsx.
if (!isMainThread && parentPort && isParseWorkerData(workerData)) runParseWorker(parentPort, workerData.languages);
