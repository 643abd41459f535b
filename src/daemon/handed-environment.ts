import { readdirSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { removeQuietly } from '../hook/atomic-write';

/**
 * The git variables a watch ahead may read objects with: where the repository, its objects and
 * its configuration files are, and what changes which objects are seen. An allow-list, not a
 * deny-list of the dangerous ones: a variable git adds later, or one we did not think of, is left
 * out rather than kept. Left out in particular: what can carry a credential or run a command
 * (`git -c`'s GIT_CONFIG_PARAMETERS and GIT_CONFIG_COUNT, _KEY_n, _VALUE_n, GIT_ASKPASS, GIT_SSH*,
 * GIT_PROXY_COMMAND, GIT_EXEC_PATH, GIT_EXTERNAL_DIFF, GIT_PAGER, GIT_TRACE*), which must not live
 * on for hours in the daemon's children, and each commit's own (its index, editor, identity).
 * A commit that carries a variable left out does not match an analysis made ahead without it
 * (objectEnvironment compares them): it analyses itself, never with another's settings.
 */
const WATCHABLE_GIT = new RegExp(
  '^GIT_(' +
    [
      'DIR',
      'WORK_TREE',
      'COMMON_DIR',
      'CEILING_DIRECTORIES',
      'DISCOVERY_ACROSS_FILESYSTEM',
      'OBJECT_DIRECTORY',
      'ALTERNATE_OBJECT_DIRECTORIES',
      'NAMESPACE',
      'REPLACE_REF_BASE',
      'NO_REPLACE_OBJECTS',
      'GRAFT_FILE',
      'SHALLOW_FILE',
      'NO_LAZY_FETCH',
      'CONFIG_GLOBAL',
      'CONFIG_SYSTEM',
      'CONFIG_NOSYSTEM',
      'ATTR_NOSYSTEM',
      'LITERAL_PATHSPECS',
      'GLOB_PATHSPECS',
      'NOGLOB_PATHSPECS',
      'ICASE_PATHSPECS',
      'OPTIONAL_LOCKS',
      'SSL_CAINFO',
      'SSL_CAPATH',
    ].join('|') +
    ')$',
);

/** Whether a variable may be kept for a watch ahead: anything not git's, and git's on the allow-list. */
export function keptForWatch(name: string): boolean {
  return !name.startsWith('GIT_') || WATCHABLE_GIT.test(name);
}

/** The git variables of the commit that starts the daemon that its watch from the start may use. */
export function watchableGit(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => WATCHABLE_GIT.test(entry[0]) && typeof entry[1] === 'string'));
}

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
