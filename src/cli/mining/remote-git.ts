import { EventEmitter } from 'node:events';
import type { MessagePort } from 'node:worker_threads';
import type { GitChild, GitSpawner } from '../../sources/git/process';
import type { FromGitHost, ToGitHost } from './protocol';

/** A git process the main thread runs for this worker (git-host.ts), seen as a local one. */
class RemoteGitChild extends EventEmitter implements GitChild {
  pid: number | undefined;
  exitCode: number | null = null;
  readonly stdout = new EventEmitter();
  readonly stderr = new EventEmitter();
  readonly stdin;

  constructor(id: number, send: (message: ToGitHost) => void) {
    super();
    const stdin = new EventEmitter();
    this.stdin = Object.assign(stdin, {
      write: (data: string) => send({ type: 'stdin', id, data }),
      end: (data?: string) => send({ type: 'end', id, data }),
    });
  }

  receive(message: FromGitHost): void {
    switch (message.type) {
      case 'spawned':
        this.pid = message.pid;
        break;
      case 'stdout':
      case 'stderr':
        this[message.type].emit('data', Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
        break;
      case 'error':
        this.emit('error', Object.assign(new Error(message.message), { code: message.code }));
        break;
      case 'close':
        this.exitCode = message.code ?? -1;
        this.emit('close', message.code);
    }
  }
}

/** A spawner that has the main thread start git for this worker, through `port`. */
export function remoteGitSpawner(port: MessagePort): GitSpawner {
  const children = new Map<number, RemoteGitChild>();
  let nextId = 0;
  port.on('message', (message: FromGitHost) => {
    children.get(message.id)?.receive(message);
    if (message.type === 'close') children.delete(message.id);
  });
  return (cwd, args) => {
    const id = nextId++;
    const child = new RemoteGitChild(id, (message) => port.postMessage(message));
    children.set(id, child);
    port.postMessage({ type: 'spawn', id, cwd, args: [...args] } satisfies ToGitHost);
    return child;
  };
}
