import { analyzeFiles } from '../../src/engine/analyze';
import { loadPlugins } from '../../src/languages/registry';
import type { LanguagePlugin } from '../../src/languages/plugin';

/**
 * Hostile but valid sources of real size: each overflowed the default stack before (a spread of
 * 150,000 call references, a recursive walk of 10,000 nested `#if`, a spread of 200,000 name
 * words) and knocked out the analysis of every other file of the commit.
 */
async function plugin(name: string): Promise<LanguagePlugin> {
  const [found] = await loadPlugins([name]);
  return found;
}

describe('sources that overflowed the stack', () => {
  test('a JavaScript function with 150,000 calls is parsed, its calls resolved', async () => {
    const js = await plugin('javascript');
    const content = `function helper() {}\nfunction caller() {\n${'helper()\n'.repeat(150_000)}}\n`;
    const root = js.parse([{ path: 'src/calls.js', content }]);
    const names = root.nodes[0].children.map((node) => node.simpleName);
    expect(names).toEqual(['helper', 'caller']);
    expect(root.edges).toHaveLength(1);
    expect(root.warnings).toEqual([]);
  });

  test('a C file with 10,000 nested #if keeps the function inside them', async () => {
    const c = await plugin('c');
    const content = `${'#if A\n'.repeat(10_000)}int inside(int x) { return x + 1; }\n${'#endif\n'.repeat(10_000)}int outside(void) { return inside(1); }\n`;
    const root = c.parse([{ path: 'src/nested.c', content }]);
    expect(root.nodes[0].children.map((node) => node.simpleName)).toEqual(['inside', 'outside']);
    expect(root.warnings).toEqual([]);
  });

  test('a computed method name of 200,000 words is analysed', async () => {
    const name = 'a\n'.repeat(200_000);
    const before = { path: 'src/names.js', content: `class Names {\n  [\`${name}\`]() { return 1; }\n}\n` };
    const after = { path: 'src/names.js', content: `class Names {\n  [\`${name}\`]() { return 2; }\n  other() {}\n}\n` };
    const result = await analyzeFiles([before], [after], { languages: ['javascript'] });
    expect(result.nodesAfter).toBe(4);
    expect(result.warnings).toEqual([]);
  });

  test('a Java method name of 200,000 words is analysed', async () => {
    const name = 'aB'.repeat(200_000);
    const before = { path: 'src/Names.java', content: `class Names { void ${name}() {} }` };
    const after = { path: 'src/Names.java', content: `class Names { void ${name}() { run(); } void run() {} }` };
    const result = await analyzeFiles([before], [after], { languages: ['java'] });
    expect(result.nodesAfter).toBe(3);
  });

  test('a JavaScript assignment to a member chain 50,000 long is no definition, and no crash', async () => {
    const js = await plugin('javascript');
    const content = `function kept() {}\n${'a'}${'.b'.repeat(50_000)} = function () {};\n`;
    const root = js.parse([{ path: 'src/chain.js', content }]);
    expect(root.nodes[0].children[0].simpleName).toBe('kept');
  });

  test('a Java call on a receiver in 20,000 parentheses is read as a call on the receiver', async () => {
    const java = await plugin('java');
    const content = `class Chain {\n  void callee() {}\n  void caller(Chain other) { ${'('.repeat(20_000)}other${')'.repeat(20_000)}.callee(); }\n}\n`;
    const root = java.parse([{ path: 'src/Chain.java', content }]);
    const [callee, caller] = root.nodes[0].children;
    expect(root.edges).toContainEqual({ type: 'uses', from: caller.id, to: callee.id });
  });
});
