import type { CstNode, CstRoot } from '../../src/core/cst';
import { analyzeFiles } from '../../src/engine/analyze';
import { MIN_SPLIT_CHARS, startParsePool, type ParsePool } from '../../src/engine/parse-pool';
import { parseSplit } from '../../src/engine/parse-split';
import type { LanguagePlugin, SourceFile } from '../../src/languages/plugin';
import { loadPlugins } from '../../src/languages/registry';

/** A Java class that calls the next one's method and extends a base, with `methods` bodies of a few statements. */
function javaClass(index: number, methods: number, renamed = false): SourceFile {
  const bodies = Array.from({ length: methods }, (_, m) => {
    const name = renamed && m === 0 ? `computeTotal${index}` : `compute${index}x${m}`;
    return `  public int ${name}(int limit) {\n    int total = 0;\n    for (int i = 0; i < limit; i++) {\n      if (i % ${m + 2} == 0) total += next.value${m}(i) * ${index};\n    }\n    return total + count;\n  }\n\n  int value${m}(int x) { return x + ${m}; }\n`;
  });
  return {
    path: `src/shop/Part${index}.java`,
    content: `package shop;\n\nimport java.util.List;\n\npublic class Part${index} extends Base {\n  private Part${index + 1} next;\n\n${bodies.join('\n')}}\n`,
  };
}

const BASE: SourceFile = { path: 'src/shop/Base.java', content: 'package shop;\n\npublic abstract class Base {\n  protected int count;\n}\n' };
const BROKEN: SourceFile = { path: 'src/shop/Broken.java', content: 'package shop;\n\npublic class Broken {\n  void f( { g(); }\n  void g() {}\n}\n' };

/** `files` classes; after the change the first method of every third class is renamed, one class is deleted and one added. */
function change(files: number, methods: number): { before: SourceFile[]; after: SourceFile[] } {
  const before = [BASE, BROKEN, ...Array.from({ length: files }, (_, i) => javaClass(i, methods))];
  const after = [BASE, BROKEN, ...Array.from({ length: files }, (_, i) => javaClass(i, methods, i % 3 === 0)).slice(1), javaClass(files, methods)];
  return { before, after };
}

/** A CST as plain data: every node field (ids included, parents left out), edges, tokens, warnings. */
function snapshot(root: CstRoot): string {
  return JSON.stringify({ nodes: root.nodes, edges: root.edges, tokens: [...root.tokens], warnings: root.warnings }, (key, value) => (key === 'parent' ? undefined : value));
}

function methodsOf(root: CstRoot): CstNode[] {
  return root.nodes.flatMap((type) => type.children.filter((node) => node.type === 'Method'));
}

/** The pool, counting the files each request sent to its thread. */
function counted(pool: ParsePool, sent: number[]): ParsePool {
  return { ...pool, parse: (worker, language, before, after) => (sent.push(before.length + after.length), pool.parse(worker, language, before, after)) };
}

describe('parsing a large change on two threads', () => {
  let java: LanguagePlugin;
  let pool: ParsePool;
  beforeAll(async () => {
    [java] = await loadPlugins(['java']);
    pool = startParsePool({ workers: 1, languages: ['java'] });
  });
  afterAll(async () => {
    await pool.close();
  });

  test('both sides are the CSTs a one-thread parse builds, statements of files parsed on either thread included', async () => {
    const { before, after } = change(12, 3);
    const sent: number[] = [];
    const split = await parseSplit(java, counted(pool, sent), before, after);
    const parsedBefore = java.parse(before);
    const parsedAfter = java.parse(after);
    expect(snapshot(split.before)).toBe(snapshot(parsedBefore));
    expect(snapshot(split.after)).toBe(snapshot(parsedAfter));
    expect(split.after.edges.length).toBeGreaterThan(20);
    expect(split.before.warnings).toEqual([expect.stringContaining('src/shop/Broken.java')]);
    // About half the files went to the other thread, and every method's statements are read alike.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeGreaterThan(8);
    expect(sent[0]).toBeLessThan(20);
    const statements = (root: CstRoot) => JSON.stringify(methodsOf(root).map((method) => root.statementsOf!(method)));
    expect(statements(split.after)).toBe(statements(parsedAfter));
    expect(statements(split.before)).toBe(statements(parsedBefore));
    expect(methodsOf(split.after).length).toBeGreaterThan(60);
    for (const root of [split.before, split.after, parsedBefore, parsedAfter]) root.release?.();
  });

  test('a large change finds what it finds on one thread, and goes to the pool; a small one stays on this thread', async () => {
    const large = change(60, 10);
    expect([...large.before, ...large.after].reduce((size, file) => size + file.content.length, 0)).toBeGreaterThan(MIN_SPLIT_CHARS);
    const sent: number[] = [];
    const withPool = await analyzeFiles(large.before, large.after, { parsePool: counted(pool, sent) });
    const alone = await analyzeFiles(large.before, large.after);
    expect(withPool.refactorings).toEqual(alone.refactorings);
    expect(withPool.warnings).toEqual(alone.warnings);
    const renamed = withPool.refactorings.filter((r) => r.type === 'Rename Method' && r.after.name.startsWith('computeTotal'));
    expect(renamed.map((r) => `${r.before.name} -> ${r.after.name}`).sort()).toEqual(Array.from({ length: 19 }, (_, k) => `compute${3 * (k + 1)}x0 -> computeTotal${3 * (k + 1)}`).sort());
    expect(sent).toHaveLength(1);

    const small = change(3, 2);
    const smallSent: number[] = [];
    const smallResult = await analyzeFiles(small.before, small.after, { parsePool: counted(pool, smallSent) });
    expect(smallSent).toEqual([]);
    expect(smallResult.refactorings).toEqual((await analyzeFiles(small.before, small.after)).refactorings);
    expect(smallResult.refactorings.map((r) => `${r.type} ${r.before.name} -> ${r.after.name}`)).toContain('Rename Class Part0 -> Part3');
  });

  test('while the pool thread parses, this one parses its files\' syntax trees, and link keeps them; not once the reply is in', async () => {
    const { before, after } = change(12, 3);
    /** The java plugin, telling which files `link` was given a tree with, per side. */
    const linked: string[][] = [];
    const recording: LanguagePlugin = { ...java, link: (files, parses) => (linked.push(files.filter((_, i) => parses[i].held).map((file) => file.path)), java.link!(files, parses)) };
    const own = (paths: string[]) => paths.length;
    // A slow reply: every file of both sides comes with a tree.
    let reply: { before: unknown[]; after: unknown[] } | undefined;
    const slow: ParsePool = { ...pool, parse: async (worker, language, b, a) => (await new Promise((resolve) => setTimeout(resolve, 1500)), (reply = await pool.parse(worker, language, b, a))) };
    const waited = await parseSplit(recording, slow, before, after);
    expect(linked.map(own)).toEqual([before.length, after.length]);
    const statements = (root: CstRoot) => JSON.stringify(methodsOf(root).map((method) => root.statementsOf!(method)));
    const parsedAfter = java.parse(after);
    expect(snapshot(waited.after)).toBe(snapshot(parsedAfter));
    expect(statements(waited.after)).toBe(statements(parsedAfter));
    // A reply already in when this thread's own share is done: no tree is parsed for the pool's files.
    linked.length = 0;
    // The same share goes to the thread again (shared out alike): its reply, at once.
    const instant: ParsePool = { ...pool, parse: () => Promise.resolve(reply!) };
    const prompt = await parseSplit(recording, instant, before, after);
    expect(linked.map(own)[0]).toBeLessThan(before.length / 2 + 2);
    expect(linked.map(own)[0]).toBeGreaterThan(0);
    expect(snapshot(prompt.before)).toBe(snapshot(waited.before));
    for (const root of [waited.before, waited.after, parsedAfter, prompt.before, prompt.after]) root.release?.();
  });

  test('a request the thread cannot answer fails alone: the next one is answered', async () => {
    const file = { path: 'a.py', content: 'def f():\n    return 1\n' };
    await expect(pool.parse(0, 'python', [file], [file])).rejects.toThrow('python does not parse file by file');
    const { before, after } = change(2, 1);
    const parsed = await pool.parse(0, 'java', before, after);
    expect([parsed.before.length, parsed.after.length]).toEqual([before.length, after.length]);
    const linked = java.link!(after, parsed.after.map((data) => ({ data })));
    const fresh = java.parse(after);
    expect(snapshot(linked)).toBe(snapshot(fresh));
    for (const root of [linked, fresh]) root.release?.();
  });

  test('a thread that is gone leaves its files to this one: the same CSTs', async () => {
    const closed = startParsePool({ workers: 1, languages: ['java'] });
    await closed.close();
    const { before, after } = change(6, 2);
    const split = await parseSplit(java, closed, before, after);
    const parsedAfter = java.parse(after);
    expect(snapshot(split.after)).toBe(snapshot(parsedAfter));
    const parsedBefore = java.parse(before);
    expect(snapshot(split.before)).toBe(snapshot(parsedBefore));
    for (const root of [split.before, split.after, parsedBefore, parsedAfter]) root.release?.();
  });
});
