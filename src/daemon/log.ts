import { closeSync, ftruncateSync, fstatSync, lstatSync, openSync, readSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { removeQuietly } from '../hook/atomic-write';

/**
 * The daemon's log, `daemon.log` beside its state: the stderr every start gives it (the hook's
 * auto-start and `refdiff daemon start` open it for appending), so that a crash's last words
 * land there too. A daemon runs for hours; its log is kept to about LOG_LIMIT_BYTES: once over
 * that, its content moves to `daemon.log.1` (replacing the one before) and it starts empty.
 */
export const LOG_FILE = 'daemon.log';
export const LOG_LIMIT_BYTES = 1024 * 1024;

/** Opens the log for a starting daemon's stderr (0600 when created): the caller closes it. */
export function openLog(directory: string): number {
  const path = join(directory, LOG_FILE);
  keepLogBounded(path);
  return openSync(path, 'a', 0o600);
}

/**
 * Rotates the log when it is over the limit. Every writer appends (O_APPEND), and the daemon's
 * stderr cannot be pointed at a new file from node: so the content is copied to `daemon.log.1`
 * (whole: written aside with mode 0600, then renamed) and the log truncated in place, where each
 * writer goes on appending. A line written between the copy and the truncation is lost. Cheap
 * when under the limit (one lstat): the daemon checks at its start and after each request and
 * listing, the points after which it writes (its profile marks, its errors).
 */
export function keepLogBounded(path: string, limit = LOG_LIMIT_BYTES): void {
  try {
    const stats = lstatSync(path);
    if (!stats.isFile() || stats.size <= limit) return;
    const fd = openSync(path, 'r+');
    try {
      // The file opened: not one swapped in since the lstat, and still over the limit (another
      // process may have rotated it since: copying its now short content would replace the .1 it made).
      const opened = fstatSync(fd);
      if (opened.ino !== stats.ino || opened.dev !== stats.dev || opened.size <= limit) return;
      const content = Buffer.alloc(opened.size);
      const read = readSync(fd, content, 0, content.length, 0);
      const previous = `${path}.1`;
      const aside = `${previous}.${process.pid}.tmp`;
      removeQuietly(aside);
      writeFileSync(aside, content.subarray(0, read), { mode: 0o600, flag: 'wx' });
      try {
        renameSync(aside, previous);
      } catch {
        // Not rotated (the log kept whole): no copy left behind on each try.
        removeQuietly(aside);
        return;
      }
      ftruncateSync(fd, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    // A log that cannot be rotated is no reason to stop serving.
  }
}
