import type { MessagePort } from 'node:worker_threads';
import { spawnLocalGit, type GitChild } from '../../sources/git/process';
import type { FromGitHost, ToGitHost } from './protocol';

/**
 * Starts git processes on the main thread for one log worker and relays their pipes. Being the
 * main thread's children, they are reaped when they end; a worker the pool terminates cannot
 * reap its own, which then stay as zombies until the run ends.
 */
export class WorkerGitHost {
  private readonly children = new Map<number, GitChild & { kill(): boolean }>();

  constructor(private readonly port: MessagePort) {
    port.on('message', (message: ToGitHost) => this.receive(message));
  }

  /** Ends every git process of the worker (it is being terminated) and the channel. */
  close(): void {
    for (const child of this.children.values()) child.kill();
    this.children.clear();
    this.port.close();
  }

  private receive(message: ToGitHost): void {
    if (message.type === 'spawn') return this.spawn(message.id, message.cwd, message.args);
    const child = this.children.get(message.id);
    if (message.type === 'stdin') child?.stdin.write(message.data);
    else child?.stdin.end(message.data);
  }

  private spawn(id: number, cwd: string, args: readonly string[]): void {
    const child = spawnLocalGit(cwd, args) as GitChild & { kill(): boolean };
    const send = (message: FromGitHost) => this.port.postMessage(message);
    this.children.set(id, child);
    send({ type: 'spawned', id, pid: child.pid });
    child.stdout.on('data', (chunk) => send({ type: 'stdout', id, chunk }));
    child.stderr.on('data', (chunk) => send({ type: 'stderr', id, chunk }));
    child.stdin.on('error', () => undefined); // reported through 'close'
    child.on('error', (error) => send({ type: 'error', id, message: error.message, code: error.code }));
    child.on('close', (code) => {
      this.children.delete(id);
      send({ type: 'close', id, code });
    });
  }
}
