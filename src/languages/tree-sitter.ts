import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Language, Parser } from 'web-tree-sitter';

/**
 * Loads web-tree-sitter and grammar `.wasm` files. In the bundled `dist/` the wasm files sit in
 * `dist/wasm/`; from sources they are found in `node_modules`. Grammars are loaded from bytes
 * because a bundled path lookup is unreliable (see shared/design/dependencies.md).
 */
let initialised: Promise<void> | undefined;
const languages = new Map<string, Promise<Language>>();

function findWasm(packageName: string, fileName: string): string {
  const bundled = join(__dirname, 'wasm', fileName);
  if (existsSync(bundled)) return bundled;
  let dir = __dirname;
  for (;;) {
    const candidate = join(dir, 'node_modules', packageName, fileName);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(`cannot find ${fileName} (package ${packageName}); reinstall refdiff`);
}

function initialise(): Promise<void> {
  initialised ??= Parser.init({
    locateFile: () => findWasm('web-tree-sitter', 'web-tree-sitter.wasm'),
  });
  return initialised;
}

/** Loads a grammar once per process, e.g. `loadGrammar('tree-sitter-java', 'tree-sitter-java.wasm')`. */
export async function loadGrammar(packageName: string, fileName: string): Promise<Language> {
  await initialise();
  let language = languages.get(fileName);
  if (!language) {
    language = Language.load(readFileSync(findWasm(packageName, fileName)));
    languages.set(fileName, language);
  }
  return language;
}

export { Parser, Language };
export type { Node as SyntaxNode, Tree } from 'web-tree-sitter';
