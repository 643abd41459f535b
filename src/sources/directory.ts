import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceFile } from '../languages/plugin';
import { decodeBlob, formatBytes } from './git/content';
import { DEFAULT_MAX_FILE_SIZE_BYTES } from './git/files';

export interface FilePair {
  before: SourceFile[];
  after: SourceFile[];
  /** Files and folders left out (unreadable, symlink loops, binary, too large), one line each. */
  warnings: string[];
}

export interface ReadDirectoryOptions {
  /** Files over this size are skipped with a warning (default 1 MiB, as from git). */
  maxFileSizeBytes?: number;
}

/** Skipped folders: dependency and VCS folders are never the code under review. */
const IGNORED_DIRECTORIES = new Set(['.git', 'node_modules', '.hg', '.svn']);

/**
 * Reads two directory trees and keeps only the files that were added, removed or changed
 * (RefDiff 2.0 builds CSTs only for those). `accept` filters paths before they are read. Files
 * are read as the git sources read blobs: binary files and files over the size limit are
 * skipped, text that is not UTF-8 is read as Latin-1, each with a warning; so is whatever the
 * file system refuses (permissions, symlink loops): the rest is still compared.
 */
export function readDirectoryPair(
  beforeDir: string,
  afterDir: string,
  accept: (path: string) => boolean,
  options: ReadDirectoryOptions = {},
): FilePair {
  const warnings: string[] = [];
  const reader = new FileReader(options.maxFileSizeBytes ?? DEFAULT_MAX_FILE_SIZE_BYTES, warnings);
  const beforePaths = listFiles(beforeDir, warnings).filter(accept);
  const afterPaths = listFiles(afterDir, warnings).filter(accept);
  const afterSet = new Set(afterPaths);
  const pair: FilePair = { before: [], after: [], warnings };
  const unchanged = new Set<string>();
  const afterContents = new Map<string, string | undefined>();
  for (const path of beforePaths) {
    const content = reader.read(beforeDir, path);
    if (afterSet.has(path)) {
      const after = reader.read(afterDir, path);
      afterContents.set(path, after);
      if (after !== undefined && after === content) {
        unchanged.add(path);
        continue;
      }
    }
    if (content !== undefined) pair.before.push({ path, content });
  }
  for (const path of afterPaths) {
    if (unchanged.has(path)) continue;
    const content = afterContents.has(path) ? afterContents.get(path) : reader.read(afterDir, path);
    if (content !== undefined) pair.after.push({ path, content });
  }
  return pair;
}

/** Reads files of either tree, warning once per path about what it had to skip. */
class FileReader {
  private readonly warned = new Set<string>();

  constructor(
    private readonly maxBytes: number,
    private readonly warnings: string[],
  ) {}

  read(root: string, path: string): string | undefined {
    const full = join(root, path);
    try {
      const size = statSync(full).size;
      if (size > this.maxBytes) return this.skip(path, `${path}: ${formatBytes(size)}, over the ${formatBytes(this.maxBytes)} limit; skipped`);
      const decoded = decodeBlob(path, readFileSync(full));
      if ('skipped' in decoded) return this.skip(path, decoded.skipped);
      if (decoded.warning) this.warn(path, decoded.warning);
      return decoded.text;
    } catch (error) {
      return this.skip(path, `${full}: ${describeFsError(error)}; skipped`);
    }
  }

  private skip(path: string, warning: string): undefined {
    this.warn(path, warning);
    return undefined;
  }

  private warn(path: string, warning: string): void {
    if (this.warned.has(path)) return;
    this.warned.add(path);
    this.warnings.push(warning);
  }
}

/**
 * All regular files below `root` (symlinks to files included, symlinked folders not followed),
 * as sorted `/`-separated relative paths. Iterative: folder depth is the user's to choose.
 * Folders and links that cannot be read are left out with a warning.
 */
export function listFiles(root: string, warnings: string[] = []): string[] {
  const files: string[] = [];
  const pending: string[] = [''];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    let entries;
    try {
      entries = readdirSync(join(root, folder), { withFileTypes: true });
    } catch (error) {
      warnings.push(`${join(root, folder)}: ${describeFsError(error)}; skipped`);
      continue;
    }
    for (const entry of entries) {
      const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!IGNORED_DIRECTORIES.has(entry.name)) pending.push(path);
      } else if (entry.isFile()) {
        files.push(path);
      } else if (entry.isSymbolicLink() && isLinkToFile(join(root, path), warnings)) {
        files.push(path);
      }
    }
  }
  return files.sort();
}

function isLinkToFile(full: string, warnings: string[]): boolean {
  try {
    return statSync(full, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch (error) {
    warnings.push(`${full}: ${describeFsError(error)}; skipped`);
    return false;
  }
}

/** `permission denied (EACCES)`: the system's words without the call and path Node adds. */
export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  const reasons: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ELOOP: 'symbolic link loop',
    ENOENT: 'no such file or folder',
    ENOTDIR: 'not a folder',
    EISDIR: 'a folder, not a file',
    ENAMETOOLONG: 'name too long',
  };
  if (code) return `${reasons[code] ?? 'cannot be read'} (${code})`;
  return error instanceof Error ? error.message : String(error);
}
