import { Query } from 'web-tree-sitter';
import { JAVA_QUERY, javaNestingRanges } from '../../../src/languages/java/cst-builder';
import { fileNesting, type NestingRange } from '../../../src/languages/java/method-nesting';
import { MAX_NESTING_DEPTH, rangesNestingDepth } from '../../../src/languages/nesting';
import { loadGrammar, Parser } from '../../../src/languages/tree-sitter';

const SOURCE = [
  'class Outer {',
  '  void flat() {}',
  '  Runnable two() { return () -> {}; }',
  '  Object anonymous() { return new Object() { public String toString() { return ""; } }; }',
  '  static class Inner { void inner() { Runnable r = () -> { Runnable s = () -> {}; }; } }',
  '}',
].join('\n');

describe('fileNesting', () => {
  test("gives the file's depth and each method's own depth, methods inside methods left out", async () => {
    const language = await loadGrammar('tree-sitter-java', 'tree-sitter-java.wasm');
    const parser = new Parser();
    parser.setLanguage(language);
    const tree = parser.parse(SOURCE)!;
    const nesting = fileNesting(javaNestingRanges(new Query(language, JAVA_QUERY).captures(tree.rootNode)));
    const at = (text: string) => SOURCE.indexOf(text);
    // Outer's body, Inner's body, `inner`, two lambdas.
    expect(nesting.depth).toBe(5);
    expect([...nesting.methodDepths]).toEqual([
      [at('void flat'), 1],
      [at('Runnable two'), 2],
      // The anonymous class's body and its toString; toString itself is not listed.
      [at('Object anonymous'), 3],
      [at('void inner'), 3],
    ]);
    tree.delete();
  });

  test('a taken method stands for its unread inside with its own depth', () => {
    const ranges = [
      { startIndex: 0, endIndex: 100, method: false },
      { startIndex: 10, endIndex: 40, method: true, ownDepth: 4 },
      { startIndex: 50, endIndex: 90, method: true },
      { startIndex: 60, endIndex: 70, method: false },
    ];
    expect(fileNesting(ranges)).toEqual({ depth: 5, methodDepths: new Map([[10, 4], [50, 2]]) });
  });

  test("walks ranges as rangesNestingDepth does: the same depth, which stops one past the bound", async () => {
    const language = await loadGrammar('tree-sitter-java', 'tree-sitter-java.wasm');
    const parser = new Parser();
    parser.setLanguage(language);
    // Lambdas nested `levels` deep in a method of a class, beside flat methods.
    const source = (levels: number) => `class A {\n  void a() {}\n  void b() { ${'Runnable r = () -> { '.repeat(levels)}${'};'.repeat(levels)} }\n  void c() {}\n}\n`;
    for (const levels of [0, 5, MAX_NESTING_DEPTH - 3, MAX_NESTING_DEPTH - 2, MAX_NESTING_DEPTH - 1, MAX_NESTING_DEPTH + 10, 200]) {
      const tree = parser.parse(source(levels))!;
      const ranges = javaNestingRanges(new Query(language, JAVA_QUERY).captures(tree.rootNode));
      tree.delete();
      // The class body, the method, the lambdas.
      const depth = levels + 2;
      expect(fileNesting(ranges).depth).toBe(depth);
      expect(rangesNestingDepth(ranges)).toBe(Math.min(depth, MAX_NESTING_DEPTH + 1));
    }
    // Siblings close before the next opens; a range ending where the next starts encloses nothing.
    const ranges: NestingRange[] = [
      { startIndex: 0, endIndex: 10, method: false },
      { startIndex: 10, endIndex: 20, method: true },
      { startIndex: 12, endIndex: 18, method: false },
      { startIndex: 13, endIndex: 14, method: false },
      { startIndex: 14, endIndex: 15, method: false },
    ];
    expect(fileNesting(ranges)).toEqual({ depth: 3, methodDepths: new Map([[10, 3]]) });
    expect(rangesNestingDepth(ranges)).toBe(3);
  });
});
