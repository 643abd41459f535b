import { lstatSync, readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { decodeBlob } from './git/content';
import { CatFileBatch } from './git/cat-file';
import { DEFAULT_MAX_FILE_SIZE_BYTES } from './git/files';

/**
 * Reads the code a report points at, after the analysis, so that reports can show it (the HTML
 * report). A file that cannot be read as text (gone, binary, too large, a link) is undefined:
 * the report shows its lines as missing, never fails.
 */
export interface CodeReader {
  /** `path` at `revision`: a commit id, `index` (the staged file), or a compared folder's label. */
  read(revision: string, path: string): Promise<string | undefined>;
  close(): Promise<void>;
}

/** Reads from a repository's objects through one `git cat-file --batch`, started on first use. */
export function gitCodeReader(cwd: string, maxBytes = DEFAULT_MAX_FILE_SIZE_BYTES): CodeReader {
  let objects: CatFileBatch | undefined;
  return {
    async read(revision, path) {
      if (/[\n\r]/.test(path) || /[\n\r:]/.test(revision)) return undefined;
      objects ??= new CatFileBatch(cwd);
      // `:path` is the index's copy (stage 0): what `refdiff staged` analysed.
      const name = revision === 'index' ? `:${path}` : `${revision}:${path}`;
      const object = await objects.read(name, maxBytes).catch(() => undefined);
      if (object?.type !== 'blob' || !object.content) return undefined;
      const decoded = decodeBlob(path, object.content);
      return 'text' in decoded ? decoded.text : undefined;
    },
    close: async () => objects?.close(),
  };
}

/**
 * Reads from folders (`refdiff compare`), each named by the label the report uses for it. Only
 * regular files inside their folder are read: a report's path never leads out of it, nor through
 * a link.
 */
export function directoryCodeReader(roots: Readonly<Record<string, string>>, maxBytes = DEFAULT_MAX_FILE_SIZE_BYTES): CodeReader {
  return {
    async read(revision, path) {
      const root = Object.hasOwn(roots, revision) ? roots[revision] : undefined;
      if (root === undefined) return undefined;
      const file = resolve(root, path);
      const inside = relative(root, file);
      if (inside.startsWith('..') || isAbsolute(inside)) return undefined;
      try {
        const stat = lstatSync(file);
        if (!stat.isFile() || stat.size > maxBytes) return undefined;
        const decoded = decodeBlob(path, readFileSync(file));
        return 'text' in decoded ? decoded.text : undefined;
      } catch {
        return undefined;
      }
    },
    close: async () => undefined,
  };
}
