import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UsageError } from '../../errors';

export interface NewFile {
  /** Relative to the repository root, as shown to the user. */
  path: string;
  content: string;
  /** Other paths that would do this file's job (.refdiffrc.yaml for .refdiffrc.yml). */
  alternatives?: string[];
}

/**
 * Refuses (one line, nothing written) when any file, or a file that would do its job, already
 * exists, unless `force`; checked for all before any is written.
 */
export function checkNewFiles(root: string, files: readonly NewFile[], force: boolean): void {
  if (force) return;
  for (const file of files) {
    const existing = [file.path, ...(file.alternatives ?? [])].find((path) => existsSync(join(root, path)));
    if (existing) throw new UsageError(`${existing} already exists; nothing written (--force overwrites it)`);
  }
}

/** Writes the files; one whose alternative exists (with --force) replaces that one. */
export function writeNewFiles(root: string, files: readonly NewFile[]): string[] {
  return files.map((file) => {
    const path = [file.path, ...(file.alternatives ?? [])].find((candidate) => existsSync(join(root, candidate))) ?? file.path;
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, file.content);
    return path;
  });
}
