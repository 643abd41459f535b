import { forEachNode, type CstNode, type CstRoot } from '../../src/core/cst';
import { analyzeFiles } from '../../src/engine/analyze';
import { KeptTrees } from '../../src/languages/kept-trees';
import { loadGrammar, Parser } from '../../src/languages/tree-sitter';
import { loadPlugins } from '../../src/languages/registry';
import { attachStatements } from '../../src/languages/statement-tree';
import { javaStatements } from '../../src/languages/java/statements';
import { JAVA_TOKENIZE } from '../../src/languages/java/tokens';

/** Real grammars, real trees: what the CST pass keeps, the statement pass reads and the engine frees. */
describe('syntax trees kept for the statement pass', () => {
  let parser: Parser;
  beforeAll(async () => {
    const language = await loadGrammar('tree-sitter-java', 'tree-sitter-java.wasm');
    parser = new Parser();
    parser.setLanguage(language);
  });

  test('a tree is kept within the budget, handed over once, and given back', () => {
    const kept = new KeptTrees(100);
    const small = parser.parse('class A { void f() { g(); } }')!;
    kept.keepOrFree('A.java', small, 60);
    const large = parser.parse('class B {}')!;
    kept.keepOrFree('B.java', large, 41); // 60 + 41 > 100: freed, not kept
    expect(kept.take('B.java')).toBeUndefined();
    const taken = kept.take('A.java');
    expect(taken?.rootNode.text).toBe('class A { void f() { g(); } }');
    expect(kept.take('A.java')).toBeUndefined();
    kept.keepOrFree('A.java', taken!, 60);
    expect(kept.take('A.java')).toBe(taken);
    kept.keepOrFree('A.java', taken!, 60);
    kept.release();
    expect(kept.take('A.java')).toBeUndefined();
  });

  test('statements read from a kept tree are those of a new parse, and release frees the rest', async () => {
    const [java] = await loadPlugins(['java']);
    const content = 'class A {\n  int f(int x) {\n    int y = x + 1;\n    return g(y);\n  }\n  int g(int v) { return v; }\n}\n';
    const root = java.parse([{ path: 'A.java', content }]);
    const f = methodNamed(root, 'f');
    const fromKept = root.statementsOf!(f)!;
    root.release!();
    const again = java.parse([{ path: 'A.java', content }]);
    again.release!(); // nothing kept: the statements come from a new parse
    const f2 = methodNamed(again, 'f');
    const fromNew = again.statementsOf!(f2)!;
    expect(fromKept.statements.map((s) => s.tokens.join(' '))).toEqual(['int y = x + 1 ;', 'return g ( y ) ;']);
    expect(fromNew.statements).toEqual(fromKept.statements);
  });

  test('from a kept tree only the bodies asked for are built, each when asked; a tree parsed again builds them all at once', async () => {
    const [java] = await loadPlugins(['java']);
    const content = 'class A {\n  int f(int x) {\n    int y = x + 1;\n    return g(y);\n  }\n  int g(int v) { return v; }\n  void h() { f(2); }\n}\n';
    const file = { path: 'A.java', content };
    const expected = java.parse([file]);
    const expectedBodies = ['f', 'g', 'h'].map((name) => expected.statementsOf!(methodNamed(expected, name)));
    expected.release!();
    const description = javaStatements(JAVA_TOKENIZE);
    for (const keptTree of [true, false]) {
      const root = java.parse([file]);
      root.release!();
      const kept = new KeptTrees();
      if (keptTree) kept.keepOrFree('A.java', parser.parse(content)!, content.length, content);
      const parses: string[] = [];
      attachStatements(root, [file], (read) => (parses.push(read.path), parser.parse(read.content)), description, kept);
      const f = root.statementsOf!(methodNamed(root, 'f'));
      // From a kept tree: no parse, and the tree stays kept. Without it: one parse, every body built.
      expect(parses).toEqual(keptTree ? [] : ['A.java']);
      // Freed now, the kept tree must be parsed again for g had g been built with f (it must not have been).
      kept.release();
      const rest = ['g', 'h'].map((name) => root.statementsOf!(methodNamed(root, name)));
      expect(parses).toEqual(['A.java']);
      expect([f, ...rest]).toEqual(expectedBodies);
    }
  });

  test("a file whose tree was not kept is parsed again for its statements from the other side's tree, never from one of another change", async () => {
    const [java] = await loadPlugins(['java']);
    const before = { path: 'A.java', content: 'class A {\n  int f(int x) {\n    int y = x + 1;\n    return g(y);\n  }\n  int g(int v) { return v; }\n}\n' };
    const after = { path: 'A.java', content: 'class A {\n  int f(int x) {\n    int z = x + 2;\n    return g(z);\n  }\n  int g(int v) { return v; }\n}\n' };
    const expected = java.parse([after]);
    const expectedBody = expected.statementsOf!(methodNamed(expected, 'f'));
    expected.release!();
    // Parsed as on another thread: the parse data without its tree.
    const treeless = (file: typeof before) => {
      const parse = java.parseFile!(file);
      parse.held?.release();
      return { data: parse.data };
    };
    const parses = jest.spyOn(Parser.prototype, 'parse');
    try {
      const rootBefore = java.link!([before], [treeless(before)]);
      const rootAfter = java.link!([after], [treeless(after)]);
      parses.mockClear();
      rootBefore.statementsOf!(methodNamed(rootBefore, 'f'));
      const bodyAfter = rootAfter.statementsOf!(methodNamed(rootAfter, 'f'));
      // The before side from scratch (the trees of the change analysed before are freed), the after side from the before side's tree.
      expect(parses.mock.calls.map((call) => [call[0], call[1] !== undefined && call[1] !== null])).toEqual([
        [before.content, false],
        [after.content, true],
      ]);
      expect(bodyAfter).toEqual(expectedBody);
      expect(bodyAfter!.statements.map((s) => s.tokens.join(' '))).toEqual(['int z = x + 2 ;', 'return g ( z ) ;']);
      rootBefore.release!();
      rootAfter.release!();
    } finally {
      parses.mockRestore();
    }
  });

  test('the engine reads in-body refactorings through the kept trees', async () => {
    const before = [{ path: 'src/A.java', content: 'class A {\n  int total(int a, int b) {\n    int sum = a + b;\n    log(sum);\n    return sum * 2;\n  }\n  void log(int v) {}\n}\n' }];
    const after = [{ path: 'src/A.java', content: 'class A {\n  int total(int a, int b) {\n    int result = a + b;\n    log(result);\n    return result * 2;\n  }\n  void log(int v) {}\n}\n' }];
    const found = (await analyzeFiles(before, after)).refactorings.map((r) => r.description);
    expect(found).toEqual([expect.stringContaining('Rename Variable sum to result')]);
  });
});

function methodNamed(root: CstRoot, name: string): CstNode {
  let found: CstNode | undefined;
  forEachNode(root, (node) => {
    if (node.type === 'Method' && node.simpleName === name) found = node;
  });
  if (!found) throw new Error(`no method ${name}`);
  return found;
}
