import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ParseCache } from '../engine/parse-cache';
import type { LanguagePlugin, SourceFile } from '../languages/plugin';

/** Bumped whenever the file's layout changes: a file of another format is not read. */
const FORMAT = 1;

/**
 * The most source, in characters, whose parses one commit saves (as its process ends, which the
 * commit waits for): the hook's own thread analyses about 80 K characters a side at the default
 * time limit (IN_THREAD_BYTES_PER_MS), so this bounds only a limit raised far above it.
 */
export const DISK_PARSE_CACHE_CHARS = 256_000;

interface Entry {
  language: string;
  path: string;
  content: string;
  /** The plugin's `encodeFile` of the parse. */
  value: unknown;
}

/**
 * The in-process hook's parses of a commit's after side, on disk for the next commit's hook,
 * whose before side they mostly are (one file per work tree, in the user's cache folder). An
 * entry is used only for the same build of refdiff (its engine and grammars), language, path and
 * content, the content compared in full; the file carries a checksum of its text, and a missing,
 * damaged, foreign or stale file only means parsing as before.
 */
export class DiskParseCache implements ParseCache {
  private stored: Map<string, Entry> | undefined;
  private readonly parsed = new Map<string, { plugin: LanguagePlugin; content: string; data: unknown }>();

  constructor(
    private readonly file: string,
    /** refdiff's version and build id: another build's parses are never read. */
    private readonly build: string,
  ) {}

  /** Files asked for and found, for the hook's profile. */
  readonly counts = { asked: 0, found: 0 };

  get(plugin: LanguagePlugin, file: SourceFile): unknown {
    this.counts.asked++;
    if (!plugin.decodeFile) return undefined;
    const entry = this.entries().get(file.path);
    if (!entry || entry.language !== plugin.name || entry.content !== file.content) return undefined;
    try {
      const data = plugin.decodeFile(entry.value);
      this.counts.found++;
      return data;
    } catch {
      return undefined;
    }
  }

  set(plugin: LanguagePlugin, file: SourceFile, data: unknown): void {
    this.parsed.set(file.path, { plugin, content: file.content, data });
  }

  /** Replaces the file with the parses of `files` (the after side) this run made or read; false when nothing was written. */
  save(files: readonly SourceFile[]): boolean {
    if (files.reduce((total, file) => total + file.content.length, 0) > DISK_PARSE_CACHE_CHARS) return false;
    const entries: Entry[] = [];
    for (const file of files) {
      const parsed = this.parsed.get(file.path);
      if (parsed && parsed.content === file.content) {
        const value = parsed.plugin.encodeFile?.(parsed.data);
        if (value !== undefined) entries.push({ language: parsed.plugin.name, path: file.path, content: file.content, value });
        continue;
      }
      const stored = this.stored?.get(file.path);
      if (stored && stored.content === file.content) entries.push(stored);
    }
    if (entries.length === 0) return false;
    const body = JSON.stringify({ format: FORMAT, build: this.build, entries });
    return writeAtomically(this.file, `${checksum(body)}\n${body}`);
  }

  private entries(): Map<string, Entry> {
    this.stored ??= readEntries(this.file, this.build);
    return this.stored;
  }
}

/** The cache file of the work tree at `top`, in `cacheDir`. */
export function diskParseCacheFile(cacheDir: string, top: string): string {
  return join(cacheDir, `parses-${checksum(top)}.json`);
}

function readEntries(file: string, build: string): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  try {
    const text = readFileSync(file, 'utf8');
    const newline = text.indexOf('\n');
    const body = text.slice(newline + 1);
    if (newline < 0 || text.slice(0, newline) !== checksum(body)) return entries;
    const parsed = JSON.parse(body) as { format?: unknown; build?: unknown; entries?: unknown };
    if (parsed.format !== FORMAT || parsed.build !== build || !Array.isArray(parsed.entries)) return entries;
    for (const entry of parsed.entries as Entry[]) {
      if (typeof entry?.path === 'string' && typeof entry.language === 'string' && typeof entry.content === 'string') entries.set(entry.path, entry);
    }
  } catch {
    // None yet, unreadable or damaged: every file is parsed.
  }
  return entries;
}

/** FNV-1a, 32 bits, over the UTF-16 code units, in hex: a damaged file's check, never a key (contents are compared in full). */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A concurrent commit reads the old file or the new, never half of one; the user's alone. */
function writeAtomically(path: string, text: string): boolean {
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, text, { mode: 0o600 });
    renameSync(temporary, path);
    return true;
  } catch {
    // A read-only or full disk: the next commit parses, nothing worse.
    return false;
  }
}
