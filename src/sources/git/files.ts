import type { SourceFile } from '../../languages/plugin';
import type { TreeChange, TreeEntry } from './changes';
import { decodeBlob, formatBytes } from './content';
import { GitError } from './errors';
import type { GitRepository } from './repository';

/** Files over this size are skipped (generated code, data): 1 MiB. */
export const DEFAULT_MAX_FILE_SIZE_BYTES = 1 << 20;

export interface ChangedFiles {
  before: SourceFile[];
  after: SourceFile[];
  warnings: string[];
}

export interface ReadChangedFilesOptions {
  /** Which paths can enter the analysis (language and --path filters). */
  accept: (path: string) => boolean;
  maxFileSizeBytes?: number;
}

/**
 * Reads both sides of the changed files that the analysis can use. Submodules and symlinks
 * are not files of this repository and are left out; so are binary files, Git LFS pointers and
 * files over the size limit (with a warning).
 */
export async function readChangedFiles(
  repo: GitRepository,
  changes: readonly TreeChange[],
  options: ReadChangedFilesOptions,
): Promise<ChangedFiles> {
  const maxBytes = options.maxFileSizeBytes ?? DEFAULT_MAX_FILE_SIZE_BYTES;
  const wanted = (entry: TreeEntry | undefined): entry is TreeEntry =>
    entry !== undefined && isRegularFile(entry.mode) && options.accept(entry.path);
  const beforeEntries: TreeEntry[] = [];
  const afterEntries: TreeEntry[] = [];
  for (const change of changes) {
    const { before, after } = change;
    // A mode-only change leaves the content as it was: nothing for the analysis.
    if (before && after && before.oid === after.oid && before.path === after.path) continue;
    if (wanted(before)) beforeEntries.push(before);
    if (wanted(after)) afterEntries.push(after);
  }
  const warnings: string[] = [];
  const read = (entries: TreeEntry[]) => Promise.all(entries.map((entry) => readEntry(repo, entry, maxBytes, warnings)));
  const [before, after] = await Promise.all([read(beforeEntries), read(afterEntries)]);
  return { before: before.filter(isFile), after: after.filter(isFile), warnings };
}

function isRegularFile(mode: string): boolean {
  return mode.startsWith('100');
}

function isFile(file: SourceFile | undefined): file is SourceFile {
  return file !== undefined;
}

async function readEntry(repo: GitRepository, entry: TreeEntry, maxBytes: number, warnings: string[]): Promise<SourceFile | undefined> {
  if (/^0+$/.test(entry.oid)) {
    warnings.push(`${entry.path}: staged without content (git add -N); skipped`);
    return undefined;
  }
  const object = await repo.objects.read(entry.oid, maxBytes);
  if (!object) throw new GitError(`cannot read object ${entry.oid} (${entry.path}): missing from the repository`);
  if (!object.content) {
    warnings.push(`${entry.path}: ${formatBytes(object.size)}, over the ${formatBytes(maxBytes)} limit; skipped`);
    return undefined;
  }
  const decoded = decodeBlob(entry.path, object.content);
  if ('skipped' in decoded) {
    warnings.push(decoded.skipped);
    return undefined;
  }
  if (decoded.warning) warnings.push(decoded.warning);
  return { path: entry.path, content: decoded.text };
}
