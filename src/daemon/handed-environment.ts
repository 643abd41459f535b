import { readdirSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { removeQuietly } from '../hook/atomic-write';
import { watchableGit } from './kept-git-variables';

/** Far more than a few paths take; what is longer is not ours and is ignored. */
export const MAX_HANDED_BYTES = 32 * 1024;

/**
 * Hands the variables to the started daemon on its stdin (a pipe), written synchronously so they
 * are in the kernel before this process exits (the hook may exit at once), then closes it: never
 * in a file, which a daemon that fails to start would leave behind, credentials and all.
 */
export function handOver(child: ChildProcess, env: NodeJS.ProcessEnv): void {
  const stdin = child.stdin;
  if (!stdin) return;
  const json = Buffer.from(JSON.stringify(watchableGit(env)));
  const fd = (stdin as unknown as { _handle?: { fd?: number } })._handle?.fd;
  try {
    // Far below a pipe's buffer: the write does not block, nor is it cut short.
    if (json.length <= MAX_HANDED_BYTES && typeof fd === 'number' && fd >= 0) writeSync(fd, json);
  } catch {
    // The daemon then watches without them: the next commit analyses itself.
  } finally {
    stdin.destroy();
  }
}

/** Reads what the hook handed over on stdin, to its end; {} when there is nothing, too much, or anything malformed. */
export function takeHandedOver(fd = 0): Record<string, string> {
  const chunks: Buffer[] = [];
  let size = 0;
  const cell = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + 2000;
  try {
    for (;;) {
      const chunk = Buffer.alloc(8192);
      let read: number;
      try {
        read = readSync(fd, chunk, 0, chunk.length, null);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN' || Date.now() > deadline) return {};
        Atomics.wait(cell, 0, 0, 10);
        continue;
      }
      if (read === 0) break;
      size += read;
      if (size > MAX_HANDED_BYTES) return {};
      chunks.push(chunk.subarray(0, read));
    }
    const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return watchableGit(parsed as NodeJS.ProcessEnv);
  } catch {
    return {};
  }
}

/** The files an earlier build handed the variables over in (`daemon.watch-env.<pid>`), which may hold a credential: removed. */
export function removeOldHandOverFiles(directory: string): void {
  try {
    for (const name of readdirSync(directory)) if (name.startsWith('daemon.watch-env.')) removeQuietly(join(directory, name));
  } catch {
    // Not listable: nothing to remove that this build could see.
  }
}
