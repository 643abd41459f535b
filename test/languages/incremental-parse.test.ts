import { parseReusing } from '../../src/languages/incremental-parse';
import { KeptTrees } from '../../src/languages/kept-trees';
import { loadPlugins } from '../../src/languages/registry';
import { textEdits, type TextEdit } from '../../src/languages/text-edits';
import { loadGrammar, Parser, type Tree } from '../../src/languages/tree-sitter';

/** The text with the edits applied in order, as tree-sitter reads them: each in the coordinates left by the ones before. */
function applied(before: string, after: string, edits: readonly TextEdit[]): string {
  let text = before;
  for (const edit of edits) {
    // Rows and columns as tree-sitter reads them: the start and old end in the text so far, the new end in the after text.
    expect([edit.startPosition, edit.oldEndPosition, edit.newEndPosition]).toEqual([pointAt(text, edit.startIndex), pointAt(text, edit.oldEndIndex), pointAt(after, edit.newEndIndex)]);
    // An edit's new text is the after text at its place: the edits before it have made the prefix after's.
    text = text.slice(0, edit.startIndex) + after.slice(edit.startIndex, edit.newEndIndex) + text.slice(edit.oldEndIndex);
  }
  return text;
}

function pointAt(text: string, index: number): { row: number; column: number } {
  const lines = text.slice(0, index).split('\n');
  return { row: lines.length - 1, column: lines[lines.length - 1].length };
}

/** Every node of the tree: type, offsets, rows and columns, field, missing: what the builders read. */
function shape(tree: Tree): string[] {
  const cursor = tree.walk();
  const nodes: string[] = [];
  for (;;) {
    const { row: startRow, column: startColumn } = cursor.startPosition;
    const { row: endRow, column: endColumn } = cursor.endPosition;
    nodes.push(`${cursor.nodeType} ${cursor.startIndex}-${cursor.endIndex} ${startRow}:${startColumn}-${endRow}:${endColumn} ${cursor.currentFieldId} ${cursor.nodeIsMissing}`);
    if (cursor.gotoFirstChild()) continue;
    while (!cursor.gotoNextSibling()) {
      if (!cursor.gotoParent()) {
        cursor.delete();
        return nodes;
      }
    }
  }
}

const BEFORE = [
  'class A {',
  '  int f(int x) {',
  '    return x + 1;',
  '  }',
  '  // unchanged',
  '  void g() { log("é"); }',
  '  int h(int y) {',
  '    return y;',
  '  }',
  '}',
  '',
].join('\n');

describe('text edits for an incremental parse', () => {
  test('two changed lines apart are two edits, and the unchanged lines between are in neither', () => {
    const after = BEFORE.replace('return x + 1;', 'return x + 2;\n    // more').replace('return y;', 'return y * y;');
    const edits = textEdits(BEFORE, after);
    expect(edits.map(({ startIndex, oldEndIndex, newEndIndex }) => [startIndex, oldEndIndex, newEndIndex])).toEqual([
      [27, 45, 57],
      [118, 132, 136],
    ]);
    expect(edits[0].startPosition).toEqual({ row: 2, column: 0 });
    expect(edits[0].oldEndPosition).toEqual({ row: 3, column: 0 });
    expect(edits[0].newEndPosition).toEqual({ row: 4, column: 0 });
    expect(edits[1].startPosition).toEqual({ row: 8, column: 0 });
    const unchanged = after.indexOf('  void g()');
    expect(edits.some((edit) => edit.startIndex <= unchanged && unchanged < edit.newEndIndex)).toBe(false);
    expect(applied(BEFORE, after, edits)).toBe(after);
  });

  test('the same text needs no edit; added and removed lines, start and end of file, are applied exactly', () => {
    expect(textEdits(BEFORE, BEFORE)).toEqual([]);
    const cases = [
      `package p;\n${BEFORE}`,
      `${BEFORE}class B {}\n`,
      BEFORE.replace('  // unchanged\n', ''),
      BEFORE.replace('  int h(int y) {\n    return y;\n  }\n', ''),
      BEFORE.split('\n').reverse().join('\n'),
      'class A {}',
      '',
      BEFORE.replace(/\n/g, '\r\n'),
    ];
    // A leading newline removed or added: the change starts at 0, not after that newline.
    for (const [from, to, at] of [[`\n${BEFORE}`, BEFORE, 0], [BEFORE, `\n${BEFORE}`, 0], [`\n\n${BEFORE}`, `\n${BEFORE}`, 1]] as const) {
      const edits = textEdits(from, to);
      expect(applied(from, to, edits)).toBe(to);
      expect(edits[0].startIndex).toBe(at);
    }
    for (const after of cases) expect(applied(BEFORE, after, textEdits(BEFORE, after))).toBe(after);
    expect(applied('', BEFORE, textEdits('', BEFORE))).toBe(BEFORE);
  });

  test('changed lines past what one diff is worth, between lines found once on each side, are still an edit each', () => {
    const many = (mark: string) => Array.from({ length: 900 }, (_, i) => `  int f${i}() { return ${i % 2 === 0 ? mark : i}; }`).join('\n');
    const before = `class A {\n${many('0')}\n}\n`;
    const after = `class A {\n${many('1')}\n}\n`;
    const edits = textEdits(before, after);
    expect(edits).toHaveLength(450);
    const unchanged = after.indexOf('  int f1() { return 1; }');
    expect(edits.some((edit) => edit.startIndex <= unchanged && unchanged < edit.newEndIndex)).toBe(false);
    expect(applied(before, after, edits)).toBe(after);
  });

  test('a stretch of more changed lines than the diff is worth, with no line found once on each side, is one edit of whole lines', () => {
    const many = (mark: string) => Array.from({ length: 900 }, (_, i) => (i % 2 === 0 ? `    x = ${mark};` : '    x++;')).join('\n');
    const before = `class A {\n  void f() {\n${many('0')}\n  }\n}\n`;
    const after = `class A {\n  void f() {\n${many('1')}\n  }\n}\n`;
    const edits = textEdits(before, after);
    expect(edits).toHaveLength(1);
    expect(edits[0].startIndex).toBe(before.indexOf('    x = 0;'));
    expect(edits[0].oldEndIndex).toBe(before.lastIndexOf('    x = 0;') + '    x = 0;\n'.length);
    expect(applied(before, after, edits)).toBe(after);
  });
});

describe('parsing from the other side of the change', () => {
  let parser: Parser;
  beforeAll(async () => {
    const language = await loadGrammar('tree-sitter-java', 'tree-sitter-java.wasm');
    parser = new Parser();
    parser.setLanguage(language);
  });

  test('gives the tree of a fresh parse, syntax errors too, and leaves the earlier tree as it was', () => {
    const afters = [
      BEFORE.replace('return x + 1;', 'return x + 2;\n    // more').replace('return y;', 'return y * y;'),
      BEFORE.replace('int h(int y) {', 'int h(int y, int z) {\n    z++;'),
      BEFORE.replace('return y;', 'return y'), // a syntax error
      `import a.B;\n${BEFORE.replace('"é"', '"ü😀"')}`,
    ];
    for (const after of afters) {
      const earlierSide = new KeptTrees();
      const earlierTree = parser.parse(BEFORE)!;
      const earlierShape = shape(earlierTree);
      earlierSide.keepOrFree('A.java', earlierTree, BEFORE.length, BEFORE);
      const reused = parseReusing(parser, 'A.java', after, earlierSide)!;
      const fresh = parser.parse(after)!;
      expect(shape(reused)).toEqual(shape(fresh));
      expect(reused.rootNode.hasError).toBe(fresh.rootNode.hasError);
      expect(shape(earlierSide.earlier('A.java')!.tree)).toEqual(earlierShape);
      for (const tree of [reused, fresh]) tree.delete();
      earlierSide.release();
    }
  });

  test('only a tree kept with its text is lent, and not once released', () => {
    const kept = new KeptTrees();
    kept.keepOrFree('A.java', parser.parse(BEFORE)!, BEFORE.length);
    expect(kept.earlier('A.java')).toBeUndefined();
    kept.keepOrFree('B.java', parser.parse(BEFORE)!, BEFORE.length, BEFORE);
    expect(kept.earlier('B.java')?.source).toBe(BEFORE);
    expect(kept.earlier('C.java')).toBeUndefined();
    kept.release();
    expect(kept.earlier('B.java')).toBeUndefined();
  });

  test("the Java plugin's CSTs of the after side are those of a fresh process", async () => {
    const after = BEFORE.replace('return x + 1;', 'return g2(x);').replace('int h(int y) {', 'int h(int y, int z) {');
    const [java] = await loadPlugins(['java']);
    const beforeRoot = java.parse([{ path: 'A.java', content: BEFORE }]);
    const reusedRoot = java.parse([{ path: 'A.java', content: after }]);
    beforeRoot.release!();
    reusedRoot.release!();
    const freshRoot = java.parse([{ path: 'A.java', content: after }]);
    freshRoot.release!();
    expect(JSON.stringify(reusedRoot.nodes)).toBe(JSON.stringify(freshRoot.nodes));
    expect(reusedRoot.nodes[0].children.map((node) => node.signature)).toEqual(['f(int)', 'g()', 'h(int, int)']);
    expect(reusedRoot.tokens).toEqual(freshRoot.tokens);
    expect(reusedRoot.edges).toEqual(freshRoot.edges);
  });
});

describe('every tree-sitter plugin parses the other side from the kept trees', () => {
  const cases: { language: string; path: string; before: string; after: string }[] = [
    { language: 'python', path: 'a.py', before: 'def f(x):\n    return x + 1\n\nclass A:\n    def g(self):\n        return f(2)\n', after: 'def f(x, y):\n    return x + y\n\nclass A:\n    def g(self):\n        return f(2, 3)\n' },
    { language: 'go', path: 'a.go', before: 'package p\n\nfunc F(x int) int {\n\treturn x + 1\n}\n\nfunc G() { F(2) }\n', after: 'package p\n\nfunc F(x int) int {\n\treturn x + 2\n}\n\nfunc H() { F(2) }\n' },
    { language: 'c', path: 'a.c', before: 'int f(int x) {\n  return x + 1;\n}\nvoid g(void) { f(2); }\n', after: 'int f(int x) {\n  return x * 2;\n}\nvoid h(void) { f(2); }\n' },
    { language: 'typescript', path: 'a.ts', before: 'export class A {\n  f(x: number) { return x + 1; }\n  g() { return this.f(2); }\n}\n', after: 'export class A {\n  f(x: number, y = 1) { return x + y; }\n  h() { return this.f(2); }\n}\n' },
  ];

  test.each(cases)('$language: the after side is the CST of a fresh parse', async ({ language, path, before, after }) => {
    const [plugin] = await loadPlugins([language]);
    const beforeRoot = plugin.parse([{ path, content: before }]);
    const reusedRoot = plugin.parse([{ path, content: after }]);
    beforeRoot.release?.();
    reusedRoot.release?.();
    const freshRoot = plugin.parse([{ path, content: after }]);
    freshRoot.release?.();
    expect(JSON.stringify(reusedRoot.nodes)).toBe(JSON.stringify(freshRoot.nodes));
    expect(JSON.stringify(reusedRoot.nodes)).not.toBe(JSON.stringify(beforeRoot.nodes));
    expect(reusedRoot.tokens).toEqual(freshRoot.tokens);
    expect(reusedRoot.edges).toEqual(freshRoot.edges);
    expect(reusedRoot.warnings).toEqual(freshRoot.warnings);
  });
});
