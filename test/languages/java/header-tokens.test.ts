import { readFileSync } from 'node:fs';
import type { CstNode } from '../../../src/core/cst';
import { buildJavaFile } from '../../../src/languages/java/cst-builder';
import { emptyFacts } from '../../../src/languages/java/facts';
import { methodHeaderFromTokens } from '../../../src/languages/java/header-tokens';
import { NodeIdGenerator } from '../../../src/languages/plugin';
import { FIXTURES, filesUnder } from '../same-code-fixtures';
import { javaReader, type JavaReader } from './java-reader';

/**
 * Method headers read from the file's tokens (header-tokens.ts) must be the headers read from the
 * tree: the builder reads the tree alone when given no tokens, so both builds' nodes are compared,
 * and the headers the tokens settled are counted.
 */
let java: JavaReader;

beforeAll(async () => {
  java = await javaReader();
});

/** The file's nodes built with the tokens and from the tree alone, and how many method headers the tokens settled; undefined for a file with syntax errors (never given tokens). */
function nodesBothWays(source: string): { fromTokens: CstNode[]; fromTree: CstNode[]; headers: number; settled: number } | undefined {
  return java.read(source, ({ tokens, captures }) => {
    const build = (given: typeof tokens | undefined) => {
      const nodes: CstNode[] = [];
      buildJavaFile('A.java', captures, new NodeIdGenerator(), nodes, emptyFacts(), given, undefined, given && source);
      return nodes;
    };
    let headers = 0;
    let settled = 0;
    for (const { name, node } of captures) {
      if (name !== 'method' || node.type === 'compact_constructor_declaration') continue;
      headers++;
      if (methodHeaderFromTokens(node, node.type !== 'method_declaration', tokens, source)) settled++;
    }
    return { fromTokens: build(tokens), fromTree: build(undefined), headers, settled };
  });
}

describe('Java method headers read from tokens', () => {
  test('are the headers read from the tree in every fixture file', () => {
    const files = filesUnder(FIXTURES, (name) => name.endsWith('.java'));
    expect(files.length).toBeGreaterThan(100);
    let headers = 0;
    let settled = 0;
    for (const file of files) {
      const both = nodesBothWays(readFileSync(file, 'utf8'));
      if (!both) continue;
      expect({ file, nodes: both.fromTokens }).toEqual({ file, nodes: both.fromTree });
      headers += both.headers;
      settled += both.settled;
    }
    expect(headers).toBeGreaterThan(500);
    expect(settled).toBeGreaterThan(0.95 * headers);
  });

  test('settle modifiers, annotations, generics, arrays, varargs, receivers and throws; leave the rest to the tree', () => {
    const source = [
      'abstract class A<T> {',
      '  @Override public final @Deprecated(since = "1(") String name(final @Named("a, b") int a, java.util.Map<String, List<T>> m) { return null; }',
      '  <K extends Comparable<K>> @Ann K[] pick(K... keys) throws java.io.IOException, RuntimeException { return keys; }',
      '  int old(int a[], String /* c */ b)[] { return null; }',
      '  void receiver(A<T> this, int x) {}',
      '  abstract void none();',
      '  protected <X> A(@A({1, 2}) X x, Object... rest) throws Exception { super(); }',
      '  String getName() { return name(1, null); }',
      '  void setName(String n) { a(); b(); }',
      '  void dims(int a @A [], int @A [] b) {}',
      '  void spread(String... @A b) {}',
      '  int[] many(int a, int b) [] { return null; }',
      '  void lambda() { Runnable r = () -> { }; }',
      // Getters and setters: at most one statement (read from the tokens where they settle it).
      '  String getA() { if (x) { return a; } return b; }',
      '  String getB() { return new Object() { int n; }.toString(); }',
      '  void setC(int c) { this.c = c; /* c; */ }',
      '  boolean isD() { /* none */ }',
      '  int getE() { if (a) { b(); } }',
      '  int getF() { a(); b(); }',
      '}',
      'record R(int a) { R { } }',
    ].join('\n');
    const both = nodesBothWays(source)!;
    expect(both.fromTokens).toEqual(both.fromTree);
    // A name's annotated dimensions and an annotation after `...` are left to the tree (an annotated array type is not).
    expect(both.headers).toBe(18);
    expect(both.settled).toBe(16);
    const text = JSON.stringify(both.fromTree);
    const accessors = both.fromTree[0].children.filter((node) => node.stereotypes.some((stereotype) => stereotype.startsWith('FIELD_'))).map((node) => node.simpleName);
    expect(accessors).toEqual(['getName', 'getB', 'setC', 'isD', 'getE']);
    for (const part of ['"localName":"name(int, java.util.Map<String, List<T>>)"', '"returnType":"K[]"', '"localName":"pick(K...)"', '"localName":"old(int[], String)","signature":"old(int[], String)","parameters":[{"name":"a","type":"int[]"},{"name":"b","type":"String"}],"returnType":"int[]"', '"localName":"receiver(int)"', '"localName":"new(X, Object...)"', '"FIELD_ACCESSOR"', '"returnType":"int[][]"', '"localName":"dims(int@A[], int @A[])"']) {
      expect(text).toContain(part);
    }
  });
});
