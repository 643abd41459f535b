import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SourceFile } from '../languages/plugin';

export interface FilePair {
  before: SourceFile[];
  after: SourceFile[];
}

/** Skipped folders: dependency and VCS folders are never the code under review. */
const IGNORED_DIRECTORIES = new Set(['.git', 'node_modules', '.hg', '.svn']);

/**
 * Reads two directory trees and keeps only the files that were added, removed or changed
 * (RefDiff 2.0 builds CSTs only for those). `accept` filters paths before they are read.
 */
export function readDirectoryPair(beforeDir: string, afterDir: string, accept: (path: string) => boolean): FilePair {
  const beforePaths = listFiles(beforeDir).filter(accept);
  const afterPaths = listFiles(afterDir).filter(accept);
  const afterSet = new Set(afterPaths);
  const pair: FilePair = { before: [], after: [] };
  const unchanged = new Set<string>();
  for (const path of beforePaths) {
    const content = readFileSync(join(beforeDir, path), 'utf8');
    if (afterSet.has(path) && readFileSync(join(afterDir, path), 'utf8') === content) {
      unchanged.add(path);
      continue;
    }
    pair.before.push({ path, content });
  }
  for (const path of afterPaths) {
    if (unchanged.has(path)) continue;
    pair.after.push({ path, content: readFileSync(join(afterDir, path), 'utf8') });
  }
  return pair;
}

/** All regular files below `root`, as sorted `/`-separated relative paths. */
export function listFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!IGNORED_DIRECTORIES.has(entry.name)) walk(full);
      } else if (entry.isFile() || (entry.isSymbolicLink() && statSync(full, { throwIfNoEntry: false })?.isFile())) {
        files.push(relative(root, full).split(sep).join('/'));
      }
    }
  };
  walk(root);
  return files.sort();
}
