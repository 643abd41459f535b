import type { FileParse, HeldParse, LanguagePlugin, SourceFile } from '../languages/plugin';

/**
 * Single files' parses kept from one analysis to the next (`LanguagePlugin.parseFile`): in a
 * sequence of commits, a commit's before side is mostly the previous commit's after side, parsed
 * then. A parse depends on the plugin (its language), the file's path (its nodes' locations) and
 * its content alone, so those are the key; a cache lives in one process, one build.
 */
export interface ParseCache {
  /**
   * The kept parse of `file` by `plugin` (the same path with the same content), or undefined. Its
   * `held` part, when kept (the syntax tree: the next side parses from it), is a new handle the
   * caller owns and releases.
   */
  get(plugin: Pick<LanguagePlugin, 'name'>, file: SourceFile): FileParse | undefined;
  /** Keeps `parse`'s data, and a share of its held part (`HeldParse.share`); `parse` stays the caller's. */
  set(plugin: Pick<LanguagePlugin, 'name'>, file: SourceFile, parse: FileParse): void;
}

/**
 * Characters of source whose parses MemoryParseCache keeps: about 10 bytes of memory a character,
 * and about 6 more of syntax tree on the WASM heap (which never shrinks), so at most about 32 MB.
 */
export const MEMORY_PARSE_CACHE_CHARS = 2_000_000;

/**
 * The latest parse of each path, least recently used dropped first once the files kept hold more
 * than `maxChars` characters of source. The content is kept and compared in full: a hit is the
 * same text, never a hash that happens to agree.
 */
export class MemoryParseCache implements ParseCache {
  private readonly entries = new Map<string, { content: string; data: unknown; held?: HeldParse }>();
  private chars = 0;

  constructor(private readonly maxChars = MEMORY_PARSE_CACHE_CHARS) {}

  get(plugin: Pick<LanguagePlugin, 'name'>, file: SourceFile): FileParse | undefined {
    const key = keyOf(plugin.name, file);
    const entry = this.entries.get(key);
    if (!entry || entry.content !== file.content) return undefined;
    // Most recently used last, in the map's order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    const held = entry.held?.share?.();
    return held ? { data: entry.data, held } : { data: entry.data };
  }

  set(plugin: Pick<LanguagePlugin, 'name'>, file: SourceFile, parse: FileParse): void {
    const key = keyOf(plugin.name, file);
    this.remove(key);
    if (file.content.length > this.maxChars) return;
    const held = parse.held?.share?.();
    this.entries.set(key, held ? { content: file.content, data: parse.data, held } : { content: file.content, data: parse.data });
    this.chars += file.content.length;
    for (const oldest of this.entries.keys()) {
      if (this.chars <= this.maxChars) break;
      this.remove(oldest);
    }
  }

  /** Files kept and their characters, for tests and the daemon's log. */
  size(): { files: number; chars: number } {
    return { files: this.entries.size, chars: this.chars };
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.content.length;
    entry.held?.release();
  }
}

function keyOf(language: string, file: SourceFile): string {
  return `${language}\0${file.path}`;
}
