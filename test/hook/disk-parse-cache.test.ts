import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CstRoot } from '../../src/core/cst';
import { analyzeFiles } from '../../src/engine/analyze';
import { DISK_PARSE_CACHE_CHARS, DiskParseCache, diskParseCacheFile } from '../../src/hook/disk-parse-cache';
import type { LanguagePlugin, SourceFile } from '../../src/languages/plugin';
import { loadPlugins } from '../../src/languages/registry';

/** Real parses written to a real file and read back by another cache, as the next commit's hook does. */

const BUILD = '0.1.0+0123456789abcdef';

function revision(name: string): SourceFile[] {
  return [
    { path: 'src/a/Cart.java', content: `package a;\n\nimport java.util.List;\n\npublic class Cart extends Base {\n  private List<Item> items;\n  int ${name}() {\n    int t = 0;\n    for (Item item : items) t += item.price() * count;\n    return t;\n  }\n}\n` },
    { path: 'src/a/Base.java', content: 'package a;\n\npublic class Base {\n  protected int count;\n}\n' },
    { path: 'src/a/Item.java', content: 'package a;\n\npublic class Item {\n  int price() { return 1; }\n  Runnable r = () -> { new Object() { int f; }; };\n}\n' },
    { path: 'src/a/Broken.java', content: 'package a;\n\nclass Broken {\n  void f( { }\n}\n' },
  ];
}

function snapshot(root: CstRoot): string {
  return JSON.stringify({ nodes: root.nodes, edges: root.edges, tokens: [...root.tokens], warnings: root.warnings }, (key, value) => (key === 'parent' ? undefined : value));
}

describe('parses kept on disk for the next commit', () => {
  let java: LanguagePlugin;
  let dir: string;
  let file: string;
  beforeAll(async () => {
    [java] = await loadPlugins(['java']);
  });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'refdiff-parses-'));
    file = diskParseCacheFile(dir, '/work/repo');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Parses `files` through a new cache on `file` as the engine does, and saves them. */
  function parseAndSave(files: readonly SourceFile[]): DiskParseCache {
    const cache = new DiskParseCache(file, BUILD);
    for (const source of files) cache.set(java, source, java.parseFile!(source).data);
    expect(cache.save(files)).toBe(true);
    return cache;
  }

  test('read back by the next process, a file links into the CST its parse builds', () => {
    const files = revision('total');
    parseAndSave(files);
    const next = new DiskParseCache(file, BUILD);
    const parses = files.map((source) => ({ data: next.get(java, source) }));
    expect(parses.every((parse) => parse.data !== undefined)).toBe(true);
    expect(next.counts).toEqual({ asked: 4, found: 4 });
    const linked = java.link!(files, parses);
    const parsed = java.parse(files);
    expect(snapshot(linked)).toBe(snapshot(parsed));
    expect(parsed.edges.length).toBeGreaterThan(0);
    linked.release?.();
    parsed.release?.();
  });

  test('the engine finds with the cache what it finds without it, reading the before side from disk', async () => {
    parseAndSave(revision('total'));
    const cache = new DiskParseCache(file, BUILD);
    const withCache = await analyzeFiles(revision('total'), revision('sum'), { parseCache: cache });
    const without = await analyzeFiles(revision('total'), revision('sum'));
    expect(withCache.refactorings).toEqual(without.refactorings);
    expect(withCache.warnings).toEqual(without.warnings);
    expect(withCache.refactorings.map((r) => `${r.type} ${r.before.name} -> ${r.after.name}`)).toEqual(['Rename Method total -> sum']);
    // The before side's four files and the after side's three unchanged; Cart changed.
    expect(cache.counts).toEqual({ asked: 8, found: 7 });
    // Saved for the next commit: the after side, the kept and the new parses.
    expect(cache.save(revision('sum'))).toBe(true);
    const next = new DiskParseCache(file, BUILD);
    for (const source of revision('sum')) expect(next.get(java, source)).toBeDefined();
    expect(next.get(java, revision('total')[0])).toBeUndefined();
  });

  test('another build, language, path or content is not read', () => {
    const [cart] = revision('total');
    parseAndSave([cart]);
    expect(new DiskParseCache(file, '0.1.0+fedcba9876543210').get(java, cart)).toBeUndefined();
    expect(new DiskParseCache(file, BUILD).get({ ...java, name: 'kotlin' }, cart)).toBeUndefined();
    expect(new DiskParseCache(file, BUILD).get(java, { ...cart, path: 'src/b/Cart.java' })).toBeUndefined();
    expect(new DiskParseCache(file, BUILD).get(java, { ...cart, content: `${cart.content} ` })).toBeUndefined();
    expect(new DiskParseCache(file, BUILD).get(java, cart)).toBeDefined();
  });

  test('a damaged, truncated or foreign file is not read: every file is parsed', () => {
    const [cart] = revision('total');
    parseAndSave([cart]);
    const text = readFileSync(file, 'utf8');
    // One character of the parse changed, the JSON still valid: the checksum tells.
    writeFileSync(file, text.replace('"simpleName":"Cart"', '"simpleName":"Cars"'));
    expect(new DiskParseCache(file, BUILD).get(java, cart)).toBeUndefined();
    writeFileSync(file, text.slice(0, text.length / 2));
    expect(new DiskParseCache(file, BUILD).get(java, cart)).toBeUndefined();
    writeFileSync(file, 'not a cache\n');
    expect(new DiskParseCache(file, BUILD).get(java, cart)).toBeUndefined();
    writeFileSync(file, text);
    expect(new DiskParseCache(file, BUILD).get(java, cart)).toBeDefined();
  });

  test('a file whose checksum holds but whose parse has another shape is parsed', () => {
    const [cart] = revision('total');
    const body = JSON.stringify({ format: 1, build: BUILD, entries: [{ language: 'java', path: cart.path, content: cart.content, value: { nodes: 'none' } }] });
    const sum = (text: string) => {
      let hash = 0x811c9dc5;
      for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
      return (hash >>> 0).toString(16).padStart(8, '0');
    };
    writeFileSync(file, `${sum(body)}\n${body}`);
    const cache = new DiskParseCache(file, BUILD);
    expect(cache.get(java, cart)).toBeUndefined();
    expect(cache.counts).toEqual({ asked: 1, found: 0 });
  });

  test('an after side larger than the limit is not saved, nor one with no parse', () => {
    const large = { path: 'src/a/Large.java', content: `class Large {}\n//${'x'.repeat(DISK_PARSE_CACHE_CHARS)}\n` };
    const cache = new DiskParseCache(file, BUILD);
    cache.set(java, large, java.parseFile!(large).data);
    expect(cache.save([large])).toBe(false);
    expect(new DiskParseCache(file, BUILD).save(revision('total'))).toBe(false);
    expect(() => readFileSync(file)).toThrow();
  });
});
