import { Query } from 'web-tree-sitter';
import type { CstRoot } from '../../../src/core/cst';
import { parseChangeApart } from '../../../src/engine/parse-apart';
import { JAVA_QUERY } from '../../../src/languages/java/cst-builder';
import { parseJavaSource, type HeldTree, type JavaFileData } from '../../../src/languages/java/file-parse';
import { createJavaPlugin } from '../../../src/languages/java/index';
import { unchangedMethods } from '../../../src/languages/java/reused-methods';
import { parseFrom, type EarlierTree } from '../../../src/languages/incremental-parse';
import type { LanguagePlugin, SourceFile } from '../../../src/languages/plugin';
import type { TextEdit } from '../../../src/languages/text-edits';
import { loadGrammar, Parser } from '../../../src/languages/tree-sitter';

/** A CST as plain data: every node field (ids included, parents left out), edges, tokens, warnings. */
function snapshot(root: CstRoot): string {
  return JSON.stringify({ nodes: root.nodes, edges: root.edges, tokens: [...root.tokens], warnings: root.warnings }, (key, value) => (key === 'parent' ? undefined : value));
}

const ORDERS = [
  'package shop;',
  '',
  '/** Orders, é. */',
  'public class Orders {',
  '  private final java.util.List<Item> items = new java.util.ArrayList<>();',
  '',
  '  public Orders(int size) { this.size = size; }',
  '',
  '  int total(int limit) {',
  '    int sum = 0;',
  '    for (Item item : items) if (item.price() < limit) sum += item.price();',
  '    return sum;',
  '  }',
  '',
  '  /** The cheapest, or none. */',
  '  Item cheapest() { return items.isEmpty() ? null : items.get(0); }',
  '',
  '  // ---- // ---- // ---- // ---- // ---- // ---- // ---- // ---- // ---- //',
  '  int limit = 3; /* a */ // b',
  '  /* only */ // comments',
  '  void clear() { items.clear(); log("cleared"); }',
  '',
  '  void log(String text) { System.out.println(text); }',
  '',
  '  static class Item {',
  '    int price() { return 1; }',
  '  }',
  '}',
  '',
].join('\n');

/**
 * The after side: `total` changed, a method added before `cheapest` (which shifts), the class
 * renamed (its constructor's name with it), `clear` inside an anonymous class and `log` inside a
 * comment (same text, neither a member of the class any more), a string with a non-BMP letter.
 */
const ORDERS_AFTER = ORDERS.replace('sum += item.price();', 'sum += item.price() * 2;')
  .replace('  /** The cheapest, or none. */', '  String name() { return "𝒪rders"; }\n\n  /** The cheapest, or none. */')
  .replace('public class Orders {', 'public class Basket {')
  .replace('  void clear() { items.clear(); log("cleared"); }', '  Runnable clearer = new Runnable() {\n  public void run() {}\n  void clear() { items.clear(); log("cleared"); }\n  };')
  .replace('  void log(String text) { System.out.println(text); }', '  /*\n  void log(String text) { System.out.println(text); }\n  */');

const OTHER = 'package shop;\n\nclass Other {\n  int base;\n  void use(Orders orders) { orders.clear(); }\n  int twice(int x) { return helper(x) * 2 + base; }\n  int helper(int x) { return x; }\n}\n';
const OTHER_AFTER = 'package shop;\n\nclass Other {\n  int base;\n  void use(Basket orders) { orders.clear(); }\n  int twice(int x) { return helper(x) * 2 + base; }\n  int thrice(int x) { return 3 * x; }\n  int helper(int x) { return x; }\n}\n';

const BEFORE: SourceFile[] = [
  { path: 'src/shop/Orders.java', content: ORDERS },
  { path: 'src/shop/Other.java', content: OTHER },
];
const AFTER: SourceFile[] = [
  { path: 'src/shop/Orders.java', content: ORDERS_AFTER },
  { path: 'src/shop/Other.java', content: OTHER_AFTER },
  { path: 'src/shop/New.java', content: 'package shop;\n\nclass New { void make() { new Other().twice(1); } }\n' },
];

describe('the after side takes the methods no edit touched from the before side', () => {
  let fresh: string;
  beforeAll(async () => {
    const alone = await createJavaPlugin();
    const root = alone.parse(AFTER);
    fresh = snapshot(root);
    root.release?.();
  });

  test('whole sides: the after CST is the one parsed alone, node for node, edges and tokens included', async () => {
    const java = await createJavaPlugin();
    const before = java.parse(BEFORE);
    const after = java.parse(AFTER);
    expect(snapshot(after)).toBe(fresh);
    // Taken or not, the shifted methods are where the new text has them.
    const taken = after.nodes[0].children.find((node) => node.simpleName === 'cheapest')!;
    expect(ORDERS_AFTER.slice(taken.location.begin, taken.location.end)).toMatch(/^Item cheapest\(\) \{.*\}$/);
    expect(taken.location.startLine).toBe(ORDERS_AFTER.slice(0, taken.location.begin).split('\n').length);
    // A field between comments, among taken methods, is read.
    expect(after.nodes[0].children.map((node) => node.simpleName)).toContain('limit');
    // `twice` is taken: its call and its field read still resolve.
    const other = after.nodes.find((node) => node.simpleName === 'Other')!;
    const idOf = (name: string) => other.children.find((node) => node.simpleName === name)!.id;
    expect(after.edges.filter((edge) => edge.from === idOf('twice')).map((edge) => edge.to).sort()).toEqual([idOf('base'), idOf('helper')].sort());
    before.release?.();
    after.release?.();
  });

  test('file by file and linked (the parse thread), the after side from the before side’s parses: the same CST', async () => {
    const java: LanguagePlugin = await createJavaPlugin();
    const parses = parseChangeApart(java, BEFORE, AFTER);
    const before = java.link!(BEFORE, parses.before);
    const after = java.link!(AFTER, parses.after);
    expect(snapshot(after)).toBe(fresh);
    before.release?.();
    after.release?.();
  });

  test('the unchanged methods are exactly those whose text and node are the same; changed, commented out and edited around are not', async () => {
    const language = await loadGrammar('tree-sitter-java', 'tree-sitter-java.wasm');
    const parser = new Parser();
    parser.setLanguage(language);
    const query = new Query(language, JAVA_QUERY);
    const before = parseJavaSource(BEFORE[0], parser, query);
    const held = before.held as unknown as EarlierTree & { release(): void };
    const incremental: { edits?: TextEdit[] } = {};
    const tree = parseFrom(parser, ORDERS_AFTER, held, incremental)!;
    const methods = unchangedMethods(before.data as JavaFileData, ORDERS, ORDERS_AFTER, incremental.edits!, tree);
    // `clear` is the same node (in an anonymous class now: the builder reads it again), `log` is a comment now, `total` changed.
    expect(methods.map((method) => method.earlier.simpleName)).toEqual(['Orders', 'cheapest', 'clear', 'price']);
    for (const method of methods) expect(ORDERS_AFTER.slice(method.start, method.end)).toBe(ORDERS.slice(method.earlier.location.begin, method.earlier.location.end));
    // A fresh parse gives no edits: nothing is taken.
    const none: { edits?: TextEdit[] } = {};
    parseFrom(parser, ORDERS_AFTER, undefined, none)!.delete();
    expect(none.edits).toBeUndefined();
    tree.delete();
    held.release();
  });

  test('a file whose methods all changed place and text is read whole, with the same result', async () => {
    const java = await createJavaPlugin();
    const shuffled = [{ path: 'src/shop/Other.java', content: OTHER.replace(/\n  /g, '\n    ').replace(/x\)/g, 'y)') }];
    const alone = (await createJavaPlugin()).parse(shuffled);
    java.parse([BEFORE[1]]);
    expect(snapshot(java.parse(shuffled))).toBe(snapshot(alone));
  });
});

/** A class whose `step` changes every revision; `nested` (three lambdas deep) and `plain` never change. */
function revision(n: number): string {
  return [
    'class Chain {',
    '  Runnable nested() { return () -> { Runnable a = () -> { Runnable b = () -> {}; }; }; }',
    `  int step() { return ${n}; }`,
    '  void plain() { System.out.println("same"); }',
    '}',
    '',
  ].join('\n');
}

describe('a chain of revisions, each parsed from the one before (the daemon, `refdiff log`)', () => {
  let parser: Parser;
  let query: Query;
  beforeAll(async () => {
    const language = await loadGrammar('tree-sitter-java', 'tree-sitter-java.wasm');
    parser = new Parser();
    parser.setLanguage(language);
    query = new Query(language, JAVA_QUERY);
  });

  const readAlone = (content: string): JavaFileData => {
    const alone = parseJavaSource({ path: 'Chain.java', content }, parser, query);
    (alone.held as unknown as { release(): void }).release();
    return alone.data as JavaFileData;
  };

  test('keeps the nesting depth exact, so the unchanged methods are still taken 40 revisions on', () => {
    const ranged = jest.spyOn(query, 'captures');
    let earlier = parseJavaSource({ path: 'Chain.java', content: revision(0) }, parser, query);
    // The class body, the method and three lambdas.
    expect((earlier.data as JavaFileData).nestingDepth).toBe(5);
    for (let n = 1; n <= 40; n++) {
      const content = revision(n);
      const held = earlier.held as unknown as EarlierTree & { release(): void };
      ranged.mockClear();
      const next = parseJavaSource({ path: 'Chain.java', content }, parser, query, undefined, { tree: held.tree, source: held.source, built: earlier.data });
      held.release();
      // Read between taken methods (ranged runs of the query), never whole.
      expect(ranged.mock.calls.length).toBeGreaterThan(0);
      for (const call of ranged.mock.calls) expect({ revision: n, range: call[1] }).toEqual({ revision: n, range: expect.objectContaining({ startIndex: expect.any(Number) }) });
      const data = next.data as JavaFileData;
      const alone = readAlone(content);
      expect({ revision: n, depth: data.nestingDepth, methods: [...data.methodDepths] }).toEqual({ revision: n, depth: alone.nestingDepth, methods: [...alone.methodDepths] });
      expect(JSON.stringify(data.nodes)).toBe(JSON.stringify(alone.nodes));
      earlier = next;
    }
    (earlier.held as unknown as { release(): void }).release();
    ranged.mockRestore();
  });

  test('a taken method counts with its own depth: deeper nesting added elsewhere reaches the bound as in a fresh read', () => {
    // 29 levels of lambdas in `step`: with the class body and the method, 31; `nested` stays at 5.
    const deep = (levels: number) => revision(0).replace('return 0;', `Runnable r = ${'() -> { Runnable x = '.repeat(levels)}null${'; }'.repeat(levels)}; return 0;`);
    const before = parseJavaSource({ path: 'Chain.java', content: revision(0) }, parser, query);
    const held = before.held as unknown as EarlierTree & { release(): void };
    for (const levels of [29, 30, 31]) {
      const content = deep(levels);
      const copy = held.tree.copy();
      const after = parseJavaSource({ path: 'Chain.java', content }, parser, query, undefined, { tree: copy, source: held.source, built: before.data });
      (after.held as unknown as { release(): void } | undefined)?.release();
      copy.delete();
      const alone = readAlone(content);
      const data = after.data as JavaFileData;
      expect({ levels, depth: data.nestingDepth, warnings: data.warnings }).toEqual({ levels, depth: alone.nestingDepth, warnings: alone.warnings });
    }
    held.release();
  });

  test('a taken method’s tokens are the earlier side’s, shifted, the rest read: the tokens of a fresh parse', async () => {
    const language = await loadGrammar('tree-sitter-java', 'tree-sitter-java.wasm');
    const parser = new Parser();
    parser.setLanguage(language);
    const query = new Query(language, JAVA_QUERY);
    const methods = (doc: string) =>
      [
        `  /** ${doc} */`,
        '  java.util.Map<String, java.util.List<java.util.List<Integer>>> nested() { return null; }',
        `  /** ${doc} */`,
        '  int shifted(int a) { a >>= 1; return a >> 2 >>> 3; }',
        '  // a comment between',
        '  String block() { return """\n    text "é" ; // not a comment\n    """; }',
        `  /* ${doc} */ char c() { return '\\''; }`,
      ].join('\n');
    const before = `class T {\n${methods('one')}\n  int f;\n${methods('two')}\n}\n`;
    // Javadoc and comments reworded, a method edited, one more line at the top: the methods shift.
    const after = `// header\nclass T {\n${methods('one, reworded')}\n  int f, g;\n${methods('two, reworded at length')}\n}\n`.replace('return a >> 2 >>> 3;', 'return a >> 2;');
    const file = { path: 'T.java', content: after };
    const earlier = parseJavaSource({ path: 'T.java', content: before }, parser, query);
    const held = earlier.held as HeldTree;
    const data = earlier.data as JavaFileData;
    const fresh = parseJavaSource(file, parser, query);
    const reused = parseJavaSource(file, parser, query, undefined, { tree: held.tree, source: before, built: data });
    expect((fresh.data as JavaFileData).warnings).toEqual([]);
    expect((reused.data as JavaFileData).tokens).toEqual((fresh.data as JavaFileData).tokens);
    expect(JSON.stringify((reused.data as JavaFileData).nodes)).toBe(JSON.stringify((fresh.data as JavaFileData).nodes));
    // Taken, not read again: tokens marked on the earlier side show in the taken methods, 5 of 8: not in the edited one, nor
    // in the two on a line whose comment changed (the line diff edits the whole line).
    const marked = { ...data, tokens: { texts: data.tokens!.texts.map((text) => (text === 'return' ? 'RETURN' : text)), starts: data.tokens!.starts } };
    const markedParse = parseJavaSource(file, parser, query, undefined, { tree: held.tree, source: before, built: marked });
    expect((markedParse.data as JavaFileData).tokens!.texts.filter((text) => text === 'RETURN')).toHaveLength(5);
    for (const parse of [earlier, fresh, reused, markedParse]) (parse.held as HeldTree).release();
  });
});

