import type { CstRoot } from '../../src/core/cst';
import { analyzeFiles } from '../../src/engine/analyze';
import { MemoryParseCache } from '../../src/engine/parse-cache';
import type { FileParse, HeldParse, LanguagePlugin, SourceFile } from '../../src/languages/plugin';
import { Parser } from '../../src/languages/tree-sitter';
import { loadPlugins } from '../../src/languages/registry';

/** Files that reference one another (calls, fields, supertypes), one with a syntax error. */
function revision(name: string, extra = ''): SourceFile[] {
  return [
    { path: 'src/shop/Base.java', content: 'package shop;\n\npublic abstract class Base {\n  protected int count;\n  abstract int size();\n}\n' },
    {
      path: 'src/shop/Cart.java',
      content: `package shop;\n\nimport java.util.List;\n\npublic class Cart extends Base {\n  private final List<Item> items = new java.util.ArrayList<>();\n\n  int size() { return items.size(); }\n\n  public int ${name}(int limit) {\n    int total = 0;\n    for (Item item : items) {\n      if (item.price() < limit) total += item.price() * count;\n    }\n    return total + new Item(2).price();\n  }\n${extra}}\n`,
    },
    { path: 'src/shop/Item.java', content: 'package shop;\n\npublic class Item {\n  private final int price;\n  Item(int price) { this.price = price; }\n  int price() { return price; }\n  Runnable later() { return () -> { class Local {} }; }\n}\n' },
    { path: 'src/shop/Broken.java', content: 'package shop;\n\npublic class Broken {\n  void f( { g(); }\n  void g() {}\n}\n' },
  ];
}

/** A CST as plain data: every node field (ids included, parents left out), edges, tokens, warnings. */
function snapshot(root: CstRoot): string {
  return JSON.stringify({ nodes: root.nodes, edges: root.edges, tokens: [...root.tokens], warnings: root.warnings }, (key, value) => (key === 'parent' ? undefined : value));
}

describe('parses kept between analyses', () => {
  let java: LanguagePlugin;
  beforeAll(async () => {
    [java] = await loadPlugins(['java']);
  });

  test('a revision linked from kept parses is the CST its parse builds, ids, edges and warnings included', () => {
    const files = revision('total');
    const fresh: FileParse[] = files.map((file) => java.parseFile!(file));
    const first = java.link!(files, fresh);
    // The same data again, now without the trees the first link took over: as a cache hands it back.
    const again = java.link!(files, fresh.map((parse) => ({ data: parse.data })));
    const parsed = java.parse(files);
    expect(snapshot(first)).toBe(snapshot(parsed));
    expect(snapshot(again)).toBe(snapshot(parsed));
    expect(parsed.edges.length).toBeGreaterThan(0);
    expect(parsed.warnings).toEqual([expect.stringContaining('src/shop/Broken.java')]);
    // The analysis numbers and links the nodes it is given (ids, parents, children); the kept data
    // stays as it was built. Locations are read-only (cst.ts), shared with the kept data.
    const linkedAgain = java.link!(files, fresh.map((parse) => ({ data: parse.data })));
    linkedAgain.nodes[0].id = 99;
    linkedAgain.nodes[1].children[0].parent = linkedAgain.nodes[0];
    linkedAgain.nodes[1].children.pop();
    expect(snapshot(java.link!(files, fresh.map((parse) => ({ data: parse.data }))))).toBe(snapshot(parsed));
    // A link reads the statements of a body from a tree it kept or parses the file again: the same statements.
    const method = (root: CstRoot) => root.nodes.find((node) => node.simpleName === 'Cart')!.children.find((node) => node.simpleName === 'total')!;
    expect(JSON.stringify(again.statementsOf!(method(again)))).toBe(JSON.stringify(first.statementsOf!(method(first))));
    first.release?.();
    again.release?.();
    parsed.release?.();
  });

  test('a commit on top of the previous one, with its before side kept, finds what it finds without the cache', async () => {
    const cache = new MemoryParseCache();
    const names = ['total', 'sum', 'amount', 'value'];
    for (let i = 1; i < names.length; i++) {
      const before = revision(names[i - 1]);
      const after = revision(names[i], i === 2 ? '  void added() { total(); }\n' : '');
      const withCache = await analyzeFiles(before, after, { parseCache: cache });
      const without = await analyzeFiles(before, after);
      expect(withCache.refactorings).toEqual(without.refactorings);
      expect(withCache.warnings).toEqual(without.warnings);
      expect([withCache.nodesBefore, withCache.nodesAfter]).toEqual([without.nodesBefore, without.nodesAfter]);
      expect(withCache.refactorings.map((r) => `${r.type} ${r.before.name} -> ${r.after.name}`)).toEqual([`Rename Method ${names[i - 1]} -> ${names[i]}`]);
    }
    expect(cache.size().files).toBe(4);
  });

  test("with the cache, a changed file is parsed from the tree kept with the before side (the commit before's after side)", async () => {
    const cache = new MemoryParseCache();
    await analyzeFiles(revision('total'), revision('sum'), { parseCache: cache });
    const parse = jest.spyOn(Parser.prototype, 'parse');
    try {
      const withCache = await analyzeFiles(revision('sum'), revision('amount'), { parseCache: cache });
      // Only Cart changed: parsed once, incrementally; the kept trees serve the statements too.
      expect(parse.mock.calls.map(([source, earlier]) => [String(source).includes('amount('), earlier instanceof Object])).toEqual([[true, true]]);
      parse.mockClear();
      const without = await analyzeFiles(revision('sum'), revision('amount'));
      expect(withCache.refactorings).toEqual(without.refactorings);
      // Without the cache: both sides parsed, the after side from the before side's trees; but
      // Broken.java's from scratch: a tree with syntax errors is no base (its recovery may differ).
      const broken = (source: unknown) => String(source).includes('class Broken');
      expect(parse.mock.calls.map(([source, earlier]) => [broken(source), earlier instanceof Object])).toEqual([
        ...[false, false, false, true].map((isBroken) => [isBroken, false]),
        [false, true],
        [false, true],
        [false, true],
        [true, false],
      ]);
    } finally {
      parse.mockRestore();
    }
  });

  test('the before side is taken from the cache, a changed file is parsed again', async () => {
    const cache = new MemoryParseCache();
    const gets: string[] = [];
    const counting = {
      get: (plugin: Pick<LanguagePlugin, 'name'>, file: SourceFile) => {
        const parse = cache.get(plugin, file);
        gets.push(`${parse === undefined ? 'miss' : 'hit'} ${file.path}`);
        return parse;
      },
      set: (plugin: Pick<LanguagePlugin, 'name'>, file: SourceFile, parse: FileParse) => cache.set(plugin, file, parse),
    };
    await analyzeFiles(revision('total'), revision('sum'), { parseCache: counting });
    gets.length = 0;
    await analyzeFiles(revision('sum'), revision('amount'), { parseCache: counting });
    // Before: all four kept (the previous after side). After: Cart changed, the three others unchanged.
    expect(gets).toEqual([
      'hit src/shop/Base.java',
      'hit src/shop/Cart.java',
      'hit src/shop/Item.java',
      'hit src/shop/Broken.java',
      'hit src/shop/Base.java',
      'miss src/shop/Cart.java',
      'hit src/shop/Item.java',
      'hit src/shop/Broken.java',
    ]);
  });
});

describe('MemoryParseCache', () => {
  /** A held part that counts its live handles, as a syntax tree and its copies would. */
  function counted(live: { count: number }): HeldParse {
    live.count++;
    let released = false;
    return {
      release: () => {
        if (released) throw new Error('released twice');
        released = true;
        live.count--;
      },
      share: () => counted(live),
    };
  }

  test('the held part (the syntax tree) is kept as a share, handed out as a new one, released when the entry goes', () => {
    const cache = new MemoryParseCache(20);
    const live = { count: 0 };
    const parsed = { data: 'A', held: counted(live) };
    cache.set(java, file('A.java', 'class A {}'), parsed);
    parsed.held.release();
    expect(live.count).toBe(1);
    const hit = cache.get(java, file('A.java', 'class A {}'))!;
    expect(hit.data).toBe('A');
    expect(live.count).toBe(2);
    hit.held!.release();
    expect(live.count).toBe(1);
    // Replaced by newer content: the old share is released; a parse without a held part keeps none.
    cache.set(java, file('A.java', 'class A { }'), { data: 'A2' });
    expect(live.count).toBe(0);
    expect(cache.get(java, file('A.java', 'class A { }'))).toEqual({ data: 'A2' });
    // Pushed out by newer files: released too.
    cache.set(java, file('B.java', '0123456789'), { data: 'B', held: counted(live) });
    cache.set(java, file('C.java', '0123456789x'), { data: 'C', held: counted(live) });
    expect(cache.get(java, file('B.java', '0123456789'))).toBeUndefined();
    expect(live.count).toBe(3);
  });

  const java = { name: 'java' };
  const kotlin = { name: 'kotlin' };
  const file = (path: string, content: string): SourceFile => ({ path, content });

  test('a hit needs the same language, path and content', () => {
    const cache = new MemoryParseCache();
    cache.set(java, file('A.java', 'class A {}'), { data: 'parsed A' });
    expect(cache.get(java, file('A.java', 'class A {}'))).toEqual({ data: 'parsed A' });
    expect(cache.get(java, file('A.java', 'class A { }'))).toBeUndefined();
    expect(cache.get(java, file('B.java', 'class A {}'))).toBeUndefined();
    expect(cache.get(kotlin, file('A.java', 'class A {}'))).toBeUndefined();
    // A path's newer content replaces the older.
    cache.set(java, file('A.java', 'class A { }'), { data: 'parsed A again' });
    expect(cache.get(java, file('A.java', 'class A {}'))).toBeUndefined();
    expect(cache.get(java, file('A.java', 'class A { }'))).toEqual({ data: 'parsed A again' });
    expect(cache.size()).toEqual({ files: 1, chars: 11 });
  });

  test('past its characters, the least recently used files go first; a file larger than all is not kept', () => {
    const cache = new MemoryParseCache(20);
    cache.set(java, file('A.java', '0123456789'), { data: 'A' });
    cache.set(java, file('B.java', '01234'), { data: 'B' });
    expect(cache.get(java, file('A.java', '0123456789'))).toEqual({ data: 'A' });
    cache.set(java, file('C.java', '0123456789'), { data: 'C' });
    expect(cache.get(java, file('B.java', '01234'))).toBeUndefined();
    expect(cache.get(java, file('A.java', '0123456789'))).toEqual({ data: 'A' });
    expect(cache.get(java, file('C.java', '0123456789'))).toEqual({ data: 'C' });
    cache.set(java, file('D.java', 'x'.repeat(21)), { data: 'D' });
    expect(cache.get(java, file('D.java', 'x'.repeat(21)))).toBeUndefined();
    expect(cache.size()).toEqual({ files: 2, chars: 20 });
  });
});
