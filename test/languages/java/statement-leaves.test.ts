import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { emptyCstRoot, forEachNode, type CstNode, type CstRoot } from '../../../src/core/cst';
import { createJavaPlugin } from '../../../src/languages/java';
import { javaStatements } from '../../../src/languages/java/statements';
import { JAVA_TOKENIZE } from '../../../src/languages/java/tokens';
import type { LanguagePlugin, SourceFile } from '../../../src/languages/plugin';
import { attachStatements } from '../../../src/languages/statement-tree';
import { loadGrammar, Parser } from '../../../src/languages/tree-sitter';

/** Every `.java` file under `dir`, recursively. */
function javaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return javaFiles(path);
    return entry.name.endsWith('.java') ? [path] : [];
  });
}

/** Statement headers with calls on literals, chained and nested calls, comments, lambdas and declarations. */
const TRICKY = `class Tricky {
  int run(List<String> items) {
    int n = "abc".length() + helper(/* f(x) */ 1, "g(y)");
    for (String item : items) { a.b().c(item, () -> d(item)); }
    try (Reader reader = open(n)) { reader.read(); } catch (IOException e) { log(e); }
    Runnable r = new Runnable() { public void run() { inner(); } };
    int[] values = { first(), second() }; // third()
    return n > 0 ? max(n, values.length) : min(n, 0);
  }
}
`;

describe('statement headers read from the tokens and one query', () => {
  let plugin: LanguagePlugin;
  let parser: Parser;
  beforeAll(async () => {
    plugin = await createJavaPlugin();
    const language = await loadGrammar('tree-sitter-java', 'tree-sitter-java.wasm');
    parser = new Parser();
    parser.setLanguage(language);
  });

  /** The statements of every body, read with the tokens (the plugin) and by walking each node. */
  function bothWays(files: SourceFile[]): { node: CstNode; withLeaves: unknown; walked: unknown }[] {
    const root = plugin.parse(files);
    const walkedRoot: CstRoot = { ...emptyCstRoot(), nodes: root.nodes };
    attachStatements(walkedRoot, files, (file) => parser.parse(file.content), javaStatements(JAVA_TOKENIZE));
    const results: { node: CstNode; withLeaves: unknown; walked: unknown }[] = [];
    forEachNode(root, (node) => results.push({ node, withLeaves: root.statementsOf?.(node), walked: walkedRoot.statementsOf?.(node) }));
    root.release?.();
    return results;
  }

  test('give the walk\'s statements for every body of every Java fixture file', () => {
    const dir = join(__dirname, '../../fixtures');
    const files = javaFiles(dir).map((path) => ({ path: relative(dir, path), content: readFileSync(path, 'utf8') }));
    const results = bothWays(files);
    expect(results.filter((result) => result.withLeaves !== undefined).length).toBeGreaterThan(200);
    for (const { node, withLeaves, walked } of results) expect({ node: node.localName, withLeaves }).toEqual({ node: node.localName, withLeaves: walked });
  });

  test('give the walk\'s statements for calls on literals, chained calls, comments and lambdas; none from comments or strings', () => {
    const [run] = bothWays([{ path: 'src/Tricky.java', content: TRICKY }]).filter((result) => result.node.simpleName === 'run' && result.node.parameters.length === 1);
    expect(run.withLeaves).toEqual(run.walked);
    const body = run.withLeaves as { statements: { kind: string; calls: { name: string }[]; declares: string[] }[] };
    expect(body.statements.map((statement) => `${statement.kind}: ${statement.declares.join(' ')}: ${statement.calls.map((call) => call.name).join(' ')}`)).toEqual([
      'local_variable_declaration: n: length helper',
      'enhanced_for_statement: item: ',
      'try_with_resources_statement: reader: open',
      'local_variable_declaration: r: inner',
      'local_variable_declaration: values: first second',
      'return_statement: : max min',
    ]);
    const all = JSON.stringify(body);
    for (const absent of ['"f"', '"g"', '"third"']) expect(all).not.toContain(`"name":${absent}`);
  });

  test("give the walk's statements where a header part is one leaf (read from its token, with no query)", () => {
    const content = `class Leaves {
  String run(String s, Reader existing) throws Exception {
    int x;
    String t = s, u;
    try (existing) { x = 1; }
    if (flag) { throw e; }
    return "text" + s;
  }
  int count() { return x; }
  String name() { return "name"; }
}
`;
    const results = bothWays([{ path: 'src/Leaves.java', content }]).filter((result) => result.withLeaves !== undefined);
    expect(results.map((result) => result.node.simpleName)).toEqual(['run', 'count', 'name']);
    for (const { withLeaves, walked } of results) expect(withLeaves).toEqual(walked);
    const body = results[0].withLeaves as { statements: { kind: string; tokens: string[]; declares: string[] }[] };
    // One-token declarators (`x`, `u`) are still declarations; one-token types and values still tokens.
    expect(body.statements.map((statement) => `${statement.kind}: ${statement.declares.join(' ')}: ${statement.tokens.join(' ')}`).slice(0, 2)).toEqual([
      'local_variable_declaration: x: int x ;',
      'local_variable_declaration: t u: String t = s , u ;',
    ]);
    expect((results[1].withLeaves as { statements: { tokens: string[] }[] }).statements[0].tokens).toEqual(['return', 'x', ';']);
    expect((results[2].withLeaves as { statements: { tokens: string[] }[] }).statements[0].tokens).toEqual(['return', '"name"', ';']);
  });
});
