import { readFileSync } from 'node:fs';
import { emptyCstRoot, forEachNode, type CstNode, type CstRoot } from '../../../src/core/cst';
import { createJavaPlugin } from '../../../src/languages/java';
import { javaStatements } from '../../../src/languages/java/statements';
import { attachStatements } from '../../../src/languages/statement-tree';
import { buildJavaFile } from '../../../src/languages/java/cst-builder';
import { emptyFacts, type CallSite } from '../../../src/languages/java/facts';
import { JAVA_TOKENIZE } from '../../../src/languages/java/tokens';
import { NodeIdGenerator } from '../../../src/languages/plugin';
import { FIXTURES, filesUnder } from '../same-code-fixtures';
import { javaReader, type JavaReader } from './java-reader';

/**
 * Calls read from the file's tokens (call-tokens.ts) must be the calls read from the tree: the
 * builder reads the tree alone when given no tokens, so both builds' call sites are compared.
 */
let java: JavaReader;

beforeAll(async () => {
  java = await javaReader();
});

/** Each method's call sites, built from the tokens and from the tree alone; undefined for a file with syntax errors (never given tokens). */
function callsBothWays(source: string): { fromTokens: string[]; fromTree: string[] } | undefined {
  return java.read(source, ({ tokens, captures }) => {
    const build = (given: typeof tokens | undefined) => {
      const facts = emptyFacts();
      buildJavaFile('A.java', captures, new NodeIdGenerator(), [] as CstNode[], facts, given);
      return [...facts.calls].flatMap(([method, calls]) => calls.map((call: CallSite) => `${method.localName}: ${JSON.stringify(call)}`));
    };
    return { fromTokens: build(tokens), fromTree: build(undefined) };
  });
}

describe('Java calls read from tokens', () => {
  test('are the calls read from the tree in every fixture file', () => {
    const files = filesUnder(FIXTURES, (name) => name.endsWith('.java'));
    expect(files.length).toBeGreaterThan(100);
    let calls = 0;
    for (const file of files) {
      const both = callsBothWays(readFileSync(file, 'utf8'));
      if (!both) continue;
      expect({ file, calls: both.fromTokens }).toEqual({ file, calls: both.fromTree });
      calls += both.fromTree.length;
    }
    expect(calls).toBeGreaterThan(1000);
  });

  test('settle what the tokens tell and leave the rest to the tree', () => {
    const source = [
      'class A {',
      '  void run(Object o, int i, int n) {',
      '    plain(); this.mine(1); super.base(1, 2); o.field(a, b, c);',
      '    o./* a comment */ spaced( /* none */ );',
      '    foo(new java.util.HashMap<String, Integer>(), i < n, i > n);',
      '    bar(i < n, n > i);',
      '    Collections.<String, Integer>emptyMap().size();',
      '    a.b.c(x -> { f(1, 2); }, (p, q) -> p, new int[] { 1, 2 }, m[1], "(,)", \',\');',
      '    ((o)).paren(); new A().created(); null.nothing(); "s".length(); A.super.outer();',
      '    Outer.this.go(); this.x.go(); (o).cast(1,',
      '      2);',
      '  }',
      '}',
    ].join('\n');
    const both = callsBothWays(source)!;
    expect(both.fromTokens).toEqual(both.fromTree);
    // Every kind of receiver and count is among them.
    const text = both.fromTree.join('\n');
    for (const part of ['"name":"plain","argumentCount":0,"receiver":{"kind":"none"}', '"receiver":{"kind":"this"}', '"receiver":{"kind":"super"}', '"argumentCount":3,"receiver":{"kind":"name","name":"o"}', '"name":"foo","argumentCount":3', '"name":"bar","argumentCount":2', '"name":"c","argumentCount":6', '"receiver":{"kind":"new","typeName":"A"}', '"name":"nothing","argumentCount":0,"receiver":{"kind":"other"}']) {
      expect(text).toContain(part);
    }
  });
});

/** The statements of each `run` body, read by the plugin (with the file's tokens) and by the walk over nodes alone. */
async function runBodiesBothWays(content: string): Promise<unknown[]> {
  const plugin = await createJavaPlugin();
  const files = [{ path: 'A.java', content }];
  const root = plugin.parse(files);
  const walked: CstRoot = { ...emptyCstRoot(), nodes: root.nodes };
  attachStatements(walked, files, (file) => java.parser.parse(file.content), javaStatements(JAVA_TOKENIZE));
  const bodies: unknown[] = [];
  forEachNode(root, (node) => {
    if (node.simpleName === 'run') bodies.push(root.statementsOf?.(node), walked.statementsOf?.(node));
  });
  root.release?.();
  return bodies;
}

describe('Java statement calls read from tokens', () => {
  test('are not read from tokens amid syntax errors, where a comma or a parenthesis may be missing', async () => {
    // Each once read `f(1 2)` as two arguments, `foo(a, )` with an argument `,`.
    for (const line of ['foo(a b);', 'foo(a, ) ;', 'int x = f(1 2);']) {
      const bodies = await runBodiesBothWays(`class A {\n  void run() {\n    ${line}\n    ok(1);\n  }\n}\n`);
      expect(bodies).toHaveLength(2);
      expect(bodies[0]).toEqual(bodies[1]);
    }
  });

  test("are the calls the statement walk reads from the nodes, where the tokens settle them and where they do not", async () => {
    const content = [
      'class A extends B {',
      '  void run(Object o, int i, int n) {',
      '    plain(); this.mine(1); super.base(1, 2); o.field(a, b, c).next(d);',
      '    o./* a comment */ spaced( /* none */ );',
      '    foo(new java.util.HashMap<String, Integer>(), i < n, i > n);',
      '    Collections.<String, Integer>emptyMap().size();',
      '    A.super.outer(1); a.b.c(x -> { f(1, 2); }, (p, q) -> p, new int[] { 1, 2 }, m[1], "(,)", \',\');',
      '    ((o)).paren(); new A().created(); "s".length(); número(1); o.énfasis(2);',
      '  }',
      '}',
    ].join('\n');
    const bodies = await runBodiesBothWays(content);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual(bodies[1]);
    const calls = JSON.stringify(bodies[0]);
    for (const part of ['"name":"base","arguments":[["1"],["2"]],"receiver":["super"]', '"name":"next","arguments":[["d"]],"receiver":["o",".","field","(","a",",","b",",","c",")"]', '"name":"outer"', '"name":"emptyMap"', '"name":"c","arguments":[["x","->","{","f","(","1",",","2",")",";","}"]']) {
      expect(calls).toContain(part);
    }
  });
});
