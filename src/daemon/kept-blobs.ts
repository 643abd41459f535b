import { resolve } from 'node:path';
import { CatFileBatch, type GitObject, type ObjectReader } from '../sources/git/cat-file';
import type { TreeChange } from '../sources/git/changes';
import { readRegularFile } from '../sources/regular-file';

/**
 * Bytes of blobs one reader keeps (a 50-file change is about 50 KB a side), least recently used
 * out first: at most 2 MiB for each repository the daemon's analysis thread keeps.
 */
export const KEPT_BLOB_BYTES = 2 << 20;

/** A full object id (SHA-1 or SHA-256): what names the same bytes for as long as the repository lasts. */
const FULL_OID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * The daemon's object reader: `git cat-file --batch`, keeping the blobs it read by id. A commit's
 * before side is mostly the previous commit's after side, read then: its files are not asked of
 * git again. An id names the same bytes (git's objects are addressed by their content), so a kept
 * blob is exactly what git would give; only full ids are kept, never names such as `HEAD:path`,
 * whose object changes. Replace refs (`git replace`) are read once by a `cat-file` process
 * anyway, as it starts: the kept reader already saw none that came later.
 */
export class BlobKeepingCatFile extends CatFileBatch {
  private readonly blobs = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    cwd: string,
    private readonly maxKeptBytes = KEPT_BLOB_BYTES,
  ) {
    super(cwd);
  }

  override read(name: string, maxBytes = Number.POSITIVE_INFINITY): Promise<GitObject | undefined> {
    const kept = this.blobs.get(name);
    if (kept) {
      // Most recently used last, in the map's order.
      this.blobs.delete(name);
      this.blobs.set(name, kept);
      // As git answers: over `maxBytes`, the size without the bytes.
      return Promise.resolve(kept.length <= maxBytes ? { oid: name, type: 'blob', size: kept.length, content: kept } : { oid: name, type: 'blob', size: kept.length });
    }
    return super.read(name, maxBytes).then((object) => {
      if (object?.type === 'blob' && object.content && object.oid === name && FULL_OID.test(name)) this.keep(name, object.content);
      return object;
    });
  }

  /**
   * Keeps `content` as the blob `oid` if it is that blob: git's id of it (SHA-1, or SHA-256 for a
   * 64-digit id) is `oid`. Anything else (a file changed since it was staged, converted line
   * endings, a filter) is not kept. True when kept.
   */
  offer(oid: string, content: Buffer): boolean {
    if (this.blobs.has(oid) || !FULL_OID.test(oid) || blobId(content, oid.length === 64 ? 'sha256' : 'sha1') !== oid) return false;
    this.keep(oid, content);
    return true;
  }

  /** Whether the blob `oid` is kept. */
  has(oid: string): boolean {
    return this.blobs.has(oid);
  }

  /** Blobs kept and their bytes, for tests. */
  kept(): { blobs: number; bytes: number } {
    return { blobs: this.blobs.size, bytes: this.bytes };
  }

  private keep(oid: string, content: Buffer): void {
    if (content.length > this.maxKeptBytes || this.blobs.has(oid)) return;
    // A small buffer is often a slice of node's shared 8 KiB pool (cat-file's reads): kept as is,
    // it would hold the whole block, and the budget would not bound the memory.
    if (content.byteLength !== content.buffer.byteLength) content = Buffer.from(content);
    this.blobs.set(oid, content);
    this.bytes += content.length;
    for (const [oldest, bytes] of this.blobs) {
      if (this.bytes <= this.maxKeptBytes) break;
      this.blobs.delete(oldest);
      this.bytes -= bytes.length;
    }
  }
}

/** Git's id of a blob with these bytes. */
function blobId(content: Buffer, algorithm: 'sha1' | 'sha256'): string {
  // Required here, not imported: this module is in the in-process hook's bundle, which runs
  // after its V8 flag and would compile node:crypto from source on every commit (only the
  // daemon's thread hashes).
  const { createHash } = require('node:crypto') as typeof import('node:crypto');
  return createHash(algorithm).update(`blob ${content.length}\0`).update(content).digest('hex');
}

/** A work tree file larger than this is left to git (the engine skips files over 1 MiB anyway). */
const MAX_WORK_TREE_FILE_BYTES = 1 << 20;

/** Staged files looked for in the work tree, at most: a larger change is read by git, past these. */
const MAX_WORK_TREE_FILES = 500;

/**
 * What is staged is most often what the work tree holds: the staged files of `changes` are read
 * from the work tree at `top`, and each one that is exactly its staged blob (offer) is kept, so
 * that the analysis does not wait for git to read it. Reading a few dozen small files and hashing
 * them takes a fraction of a millisecond; `git cat-file` took 2-3 for a 50-file change. At most
 * the reader's budget is read, from the first 500 files not kept already; what is not a regular
 * file in the work tree (a link or submodule staged, a FIFO or device there now) is left to git.
 */
export function keepStagedFromWorkTree(objects: ObjectReader, top: string, changes: readonly TreeChange[]): void {
  if (!(objects instanceof BlobKeepingCatFile)) return;
  let budget = KEPT_BLOB_BYTES;
  for (const { after } of changes.slice(0, MAX_WORK_TREE_FILES)) {
    if (!after || !after.mode.startsWith('100') || objects.has(after.oid)) continue;
    try {
      // Opened without blocking and checked on the descriptor: a FIFO there cannot hang the thread.
      const read = readRegularFile(resolve(top, after.path), Math.min(MAX_WORK_TREE_FILE_BYTES, budget));
      if (read.kind !== 'read') continue;
      budget -= read.content.length;
      objects.offer(after.oid, read.content);
    } catch {
      // Not there (deleted since, a folder): git reads it.
    }
  }
}
