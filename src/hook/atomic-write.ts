import { closeSync, fsyncSync, openSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Replaces a file's content all at once: a temporary file beside it, flushed, then renamed over
 * it. Whatever stops the process (a crash, a kill, the time limit), the file holds either the
 * old message or the new one, never half of it. The file keeps its permissions.
 */
export function writeFileAtomic(path: string, content: Buffer): void {
  const temporary = join(dirname(path), `.${basename(path)}.refdiff-${process.pid}.tmp`);
  const mode = statSync(path).mode & 0o777;
  const fd = openSync(temporary, 'wx', mode);
  try {
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path);
  } catch (error) {
    try {
      unlinkSync(temporary);
    } catch {
      // already gone
    }
    throw error;
  }
}
