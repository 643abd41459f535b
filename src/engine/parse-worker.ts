import { isMainThread, parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { loadPlugins } from '../languages/registry';
import type { FileParse, LanguagePlugin, SourceFile } from '../languages/plugin';
import { parseChangeApart, releaseAll } from './parse-apart';
import { isAbandoned, sendFileStatements, type Side, type StatementsChannel } from './remote-statements';

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
  /** Where to send the files' statement bodies once the parse is answered (remote-statements.ts). */
  statements?: StatementsChannel;
}

/** Each file's parse data (`FileParse.data`), in the request's order; or why there is none. */
export type ParseReply = { id: number; before: unknown[]; after: unknown[] } | { id: number; error: string };

export function isParseWorkerData(data: unknown): data is ParseWorkerData {
  return typeof data === 'object' && data !== null && (data as ParseWorkerData).refdiffParseWorker === true;
}

/**
 * Answers parse requests one at a time: the files' data crosses back; then, while their trees are
 * here, the statement bodies of their callables follow, file by file; the trees are then freed.
 */
export function runParseWorker(port: MessagePort, languages: readonly string[]): void {
  const loading = loadPlugins(languages).catch(() => undefined);
  port.on('message', (request: ParseRequest) => {
    // A reply that cannot be posted (data that does not clone) is answered as an error, not left to kill the thread.
    const failed = (error: unknown): ParseReply => ({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    void loading
      .then(() => answer(request))
      .then(
        ({ reply, afterwards }) => {
          try {
            port.postMessage(reply);
          } catch (error) {
            port.postMessage(failed(error));
          }
          afterwards();
        },
        (error: unknown) => {
          request.statements?.port.close();
          port.postMessage(failed(error));
        },
      )
      .catch((error: unknown) => port.postMessage(failed(error)));
  });
}

async function answer(request: ParseRequest): Promise<{ reply: ParseReply; afterwards: () => void }> {
  const [plugin] = await loadPlugins([request.language]);
  if (!plugin.parseFile) throw new Error(`${request.language} does not parse file by file`);
  const parses = parseChangeApart(plugin, request.before, request.after);
  const reply: ParseReply = { id: request.id, before: parses.before.map((parse) => parse.data), after: parses.after.map((parse) => parse.data) };
  const afterwards = () => {
    try {
      if (request.statements) sendStatements(plugin, request, parses, request.statements);
    } catch {
      // The analysing thread builds what did not come.
    } finally {
      request.statements?.port.close();
      releaseAll(parses.before);
      releaseAll(parses.after);
    }
  };
  return { reply, afterwards };
}

/** Each file's bodies from its held tree, both sides of a path in turn, until the analysis no longer wants them. */
function sendStatements(plugin: LanguagePlugin, request: ParseRequest, parses: { before: FileParse[]; after: FileParse[] }, channel: StatementsChannel): void {
  if (!plugin.fileStatements) return;
  const bySide = (side: Side, files: readonly SourceFile[]) => new Map(files.map((file, index) => [file.path, { side, file, parse: parses[side][index] }]));
  const before = bySide('before', request.before);
  const after = bySide('after', request.after);
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    const sides = [before.get(path), after.get(path)];
    for (const [entry, counterpart] of [sides, [...sides].reverse()]) {
      if (!entry?.parse.held) continue;
      if (isAbandoned(channel)) return;
      sendFileStatements(channel.port, entry.side, path, plugin.fileStatements(entry.file, entry.parse, counterpart));
    }
  }
}

// Started as a thread's script (parse-pool.ts): bundled as dist/parse-worker.js, or through tsx.
if (!isMainThread && parentPort && isParseWorkerData(workerData)) runParseWorker(parentPort, workerData.languages);
