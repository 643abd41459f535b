import { deserialize, serialize } from 'node:v8';
import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { CstNode, StatementBody } from '../core/cst';
import type { FileStatements, PrebuiltStatements } from '../languages/plugin';
import { statementKey } from '../languages/statement-tree';

export type Side = 'before' | 'after';

/**
 * Where a parse thread sends the statement bodies of the files it parsed, after its parse reply,
 * and how it learns they are no longer wanted (the analysis that asked is over): a port of its
 * own, read here without waiting (`receiveMessageOnPort`), and a flag in shared memory.
 */
export interface StatementsChannel {
  port: MessagePort;
  /** One Int32: set to 1 once the bodies are no longer wanted. */
  abandoned: SharedArrayBuffer;
}

/**
 * One file's bodies as they cross: each serialized apart (v8's structured clone format), in one
 * buffer handed over without a copy, so that only the bodies asked for are ever read back.
 */
interface FileStatementsMessage {
  side: Side;
  path: string;
  keys: string[];
  /** Where each body's bytes end in `bytes`; the first starts at 0. */
  ends: number[];
  bytes: ArrayBuffer;
}

/** The parse thread's end: one file's bodies, sent at once. */
export function sendFileStatements(port: MessagePort, side: Side, path: string, statements: FileStatements): void {
  const keys = [...statements.keys()];
  const parts = [...statements.values()].map((body) => serialize(body));
  const bytes = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  const ends: number[] = [];
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
    ends.push(offset);
  }
  const message: FileStatementsMessage = { side, path, keys, ends, bytes: bytes.buffer };
  port.postMessage(message, [bytes.buffer]);
}

export function isAbandoned(channel: StatementsChannel): boolean {
  return Atomics.load(new Int32Array(channel.abandoned), 0) === 1;
}

/**
 * The analysing thread's end: the bodies a parse thread built, looked up as the statement pass
 * asks for them. A file not come back yet is built here as before; what comes later is taken.
 */
export class RemoteStatements {
  private readonly files = new Map<string, { message: FileStatementsMessage; index?: Map<string, number> }>();
  private readonly flag: Int32Array;
  private closed = false;
  private takenCount = 0;

  constructor(
    private readonly port: MessagePort,
    abandoned: SharedArrayBuffer,
  ) {
    this.flag = new Int32Array(abandoned);
  }

  /** Files whose bodies have come back so far, read without waiting (tests, benchmarks). */
  received(): number {
    if (!this.closed) this.receive();
    return this.files.size;
  }

  /** Bodies taken from the thread so far. */
  get taken(): number {
    return this.takenCount;
  }

  /** This side's bodies, for `LanguagePlugin.link`. */
  forSide(side: Side): PrebuiltStatements {
    return (node) => this.take(side, node);
  }

  /** The thread stops building, and what it built is dropped. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    Atomics.store(this.flag, 0, 1);
    this.port.close();
    this.files.clear();
  }

  private take(side: Side, node: CstNode): StatementBody | undefined {
    if (this.closed) return undefined;
    const id = `${side}\0${node.location.file}`;
    if (!this.files.has(id)) this.receive();
    const file = this.files.get(id);
    if (!file) return undefined;
    file.index ??= new Map(file.message.keys.map((key, position) => [key, position]));
    const position = file.index.get(statementKey(node));
    if (position === undefined) return undefined;
    const { ends, bytes } = file.message;
    const start = position === 0 ? 0 : ends[position - 1];
    this.takenCount++;
    return deserialize(new Uint8Array(bytes, start, ends[position] - start)) as StatementBody;
  }

  /** Every message come in so far. */
  private receive(): void {
    for (let received = receiveMessageOnPort(this.port); received; received = receiveMessageOnPort(this.port)) {
      const message = received.message as FileStatementsMessage;
      this.files.set(`${message.side}\0${message.path}`, { message });
    }
  }
}
