import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The tree-sitter runtime's wasm may be compiled ahead (the hook starts it before its bundle
 * loads) and handed over; the grammars then load into it as usual. Each case gets a fresh copy of
 * the module, whose runtime starts once per copy.
 */

type TreeSitterModule = typeof import('../../src/languages/tree-sitter');

const RUNTIME = join(__dirname, '..', '..', 'node_modules', 'web-tree-sitter', 'web-tree-sitter.wasm');
const JAVA = join(__dirname, '..', '..', 'node_modules', 'tree-sitter-java', 'tree-sitter-java.wasm');

function freshTreeSitter(): TreeSitterModule {
  let loaded: TreeSitterModule | undefined;
  jest.isolateModules(() => {
    loaded = require('../../src/languages/tree-sitter') as TreeSitterModule;
  });
  return loaded!;
}

async function parseJava(treeSitter: TreeSitterModule): Promise<string> {
  const language = await treeSitter.loadGrammar('tree-sitter-java', 'tree-sitter-java.wasm');
  const parser = new treeSitter.Parser();
  parser.setLanguage(language);
  const tree = parser.parse('class A { int f(int x) { return x + 1; } }')!;
  const text = tree.rootNode.toString();
  tree.delete();
  parser.delete();
  return text;
}

test('a runtime compiled ahead runs the grammars: the same tree as the runtime loaded by itself', async () => {
  const ahead = freshTreeSitter();
  ahead.useRuntimeCompiledAhead(WebAssembly.compile(readFileSync(RUNTIME)));
  const plain = freshTreeSitter();
  const tree = await parseJava(ahead);
  expect(tree).toContain('(method_declaration');
  expect(tree).toBe(await parseJava(plain));
});

test('the module compiled ahead is the one instantiated: another wasm there fails the runtime, reported as damaged', async () => {
  const wrong = freshTreeSitter();
  wrong.useRuntimeCompiledAhead(WebAssembly.compile(readFileSync(JAVA)));
  await expect(parseJava(wrong)).rejects.toThrow(/web-tree-sitter\.wasm is damaged \(.+\); reinstall refdiff$/);
});

test('a compile ahead that failed (undefined) leaves the runtime to load its own file', async () => {
  const failed = freshTreeSitter();
  failed.useRuntimeCompiledAhead(Promise.resolve(undefined));
  expect(await parseJava(failed)).toContain('(method_declaration');
});
