import { readFileSync } from 'node:fs';
import type { CstNode } from '../../../src/core/cst';
import { buildJavaFile } from '../../../src/languages/java/cst-builder';
import { declarationFromTokens } from '../../../src/languages/java/declaration-tokens';
import { emptyFacts } from '../../../src/languages/java/facts';
import { NodeIdGenerator } from '../../../src/languages/plugin';
import { FIXTURES, filesUnder } from '../same-code-fixtures';
import { javaReader, type JavaReader } from './java-reader';

/**
 * Field and local variable declarations read from the file's tokens (declaration-tokens.ts) must
 * be those read from the tree: the builder reads the tree alone when given no tokens, so both
 * builds' nodes and noted facts (variables and their types, local names) are compared, and the
 * declarations the tokens settled are counted.
 */
let java: JavaReader;

beforeAll(async () => {
  java = await javaReader();
});

/** Maps and sets as arrays, nodes as their names: what the builder noted, comparable. */
function readable(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) => {
    if (item instanceof Map) return [...item].map(([key, entry]) => [typeof key === 'object' && key ? `${(key as CstNode).id}:${(key as CstNode).localName}` : key, entry]);
    if (item instanceof Set) return [...item];
    return item;
  });
}

/** The file's nodes and facts built with the tokens and from the tree alone, and how many declarations the tokens settled; undefined for a file with syntax errors. */
function bothWays(source: string): { fromTokens: string; fromTree: string; declarations: number; settled: number } | undefined {
  return java.read(source, ({ tokens, captures }) => {
    const build = (given: typeof tokens | undefined) => {
      const nodes: CstNode[] = [];
      const facts = emptyFacts();
      buildJavaFile('A.java', captures, new NodeIdGenerator(), nodes, facts, given, undefined, given && source);
      return readable({ nodes, variables: facts.variables, localNames: facts.localNames });
    };
    let declarations = 0;
    let settled = 0;
    for (const { node } of captures) {
      const type = node.type;
      if (type !== 'field_declaration' && type !== 'local_variable_declaration' && type !== 'constant_declaration') continue;
      declarations++;
      if (declarationFromTokens(node, tokens, source)) settled++;
    }
    return { fromTokens: build(tokens), fromTree: build(undefined), declarations, settled };
  });
}

describe('Java declarations read from tokens', () => {
  test('are the declarations read from the tree in every fixture file', () => {
    const files = filesUnder(FIXTURES, (name) => name.endsWith('.java'));
    expect(files.length).toBeGreaterThan(100);
    let declarations = 0;
    let settled = 0;
    for (const file of files) {
      const both = bothWays(readFileSync(file, 'utf8'));
      if (!both) continue;
      expect({ file, built: both.fromTokens }).toEqual({ file, built: both.fromTree });
      declarations += both.declarations;
      settled += both.settled;
    }
    expect(declarations).toBeGreaterThan(500);
    expect(settled).toBeGreaterThan(0.9 * declarations);
  });

  test('settle modifiers, generic and scoped types, arrays, several declarators and values; leave the rest to the tree', () => {
    const source = [
      'interface I { int A = 1, B[] = { 2 }; java.util.List<String> NAMES = null; }',
      'class A {',
      '  @Inject private static final java.util.Map<String, List<Integer>> map = new HashMap<>(), other;',
      '  protected int a = 1, b[] = { 2, 3 }, c;',
      '  Outer.@A Inner inner = f(1, 2) /* c */ ;',
      '  String s = "x, y", t = g(a < b);',
      '  int x = a < b ? 1 : 2, y = 3;',
      '  Map<A, B> m = new HashMap<A, B>(), n;',
      '  int d @A [] = null;',
      '  void run() {',
      '    final int i = 0, j[] = {}, k;',
      '    var v = new Thing();',
      '    List<String>[] lists = null;',
      '    for (int n = 0, m = 1; n < m; n++) { Runnable r = () -> { int inner = 1; }; }',
      '  }',
      '}',
    ].join('\n');
    const both = bothWays(source)!;
    expect(both.fromTokens).toEqual(both.fromTree);
    // A `<` in a value followed by a comma (`a < b`, `<A, B>`, even `<>`), annotated dimensions and `var` are left to the tree.
    expect(both.declarations).toBe(15);
    expect(both.settled).toBe(10);
    for (const part of ['"signature":"B : int[]"', '"signature":"map : java.util.Map<String, List<Integer>>"', '"signature":"b : int[]"', '"signature":"inner : Outer.@A Inner"', '"signature":"t : String"', '["j","int[]"]', '["lists","List<String>[]"]', '["v","Thing"]', '["inner","int"]']) {
      expect(both.fromTree).toContain(part);
    }
  });
});
