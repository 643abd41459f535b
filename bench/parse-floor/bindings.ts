import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseFrom } from '../../src/languages/incremental-parse';
import { textEdits } from '../../src/languages/text-edits';
import { loadGrammar, Parser, type Tree } from '../../src/languages/tree-sitter';

/**
 * One tree-sitter binding, as the floor uses it: a fresh parse, and the after side's parse from
 * the same path's before tree. Trees are opaque here; `free` releases what the binding holds.
 */
export interface FloorBinding {
  name: 'wasm' | 'native';
  parse(source: string): unknown;
  /** Parses `source` from `earlier` (the tree of `earlierSource`), as refdiff parses its after side. */
  parseFrom(source: string, earlier: unknown, earlierSource: string): unknown;
  hasError(tree: unknown): boolean;
  free(tree: unknown): void;
}

/** The grammar and runtime refdiff ships (web-tree-sitter), loaded as refdiff loads them. */
export async function wasmBinding(): Promise<FloorBinding> {
  const language = await loadGrammar('tree-sitter-java', 'tree-sitter-java.wasm');
  const parser = new Parser();
  parser.setLanguage(language);
  const tree = (value: unknown) => value as Tree;
  return {
    name: 'wasm',
    parse: (source) => parser.parse(source),
    // refdiff's own code (src/languages/incremental-parse.ts): its line-diff edits, its copy of the
    // earlier tree and its fallback to a fresh parse on syntax errors.
    parseFrom: (source, earlier, earlierSource) => parseFrom(parser, source, { tree: tree(earlier), source: earlierSource }),
    hasError: (value) => tree(value).rootNode.hasError,
    free: (value) => tree(value)?.delete(),
  };
}

export const NATIVE_INSTALL = 'npm install --no-audit --no-fund --legacy-peer-deps tree-sitter@0.25.1 tree-sitter-java@0.23.5';

/** The subset of the native binding (npm `tree-sitter`) the floor calls. */
interface NativeTree {
  rootNode: { hasError: boolean };
  edit(edit: object): unknown;
}
interface NativeParser {
  setLanguage(language: unknown): void;
  parse(source: string, oldTree?: NativeTree): NativeTree;
}

/**
 * The native binding (npm `tree-sitter` and `tree-sitter-java` in `<dir>/node_modules`): not a
 * dependency of refdiff, only a measurement of what a native parser would cost.
 */
export function nativeBinding(dir: string): FloorBinding {
  const modules = join(resolve(dir), 'node_modules');
  for (const name of ['tree-sitter', 'tree-sitter-java']) {
    if (!existsSync(join(modules, name))) throw new Error(`--native ${dir}: no ${name} in ${modules} (run there: ${NATIVE_INSTALL})`);
  }
  const load = createRequire(join(modules, 'parse-floor.js'));
  let parser: NativeParser;
  try {
    const NativeParserClass = load('tree-sitter') as new () => NativeParser;
    parser = new NativeParserClass();
    parser.setLanguage(load('tree-sitter-java'));
  } catch (error) {
    throw new Error(`--native ${dir}: cannot load tree-sitter (${(error as Error).message.split('\n')[0]}); reinstall it there: ${NATIVE_INSTALL}`);
  }
  const tree = (value: unknown) => value as NativeTree;
  return {
    name: 'native',
    parse: (source) => parser.parse(source),
    // The same decisions as src/languages/incremental-parse.ts's parseFrom, on the native tree
    // (which has its own edit type): no reuse of a tree with errors, refdiff's own line-diff edits,
    // a fresh parse when the result has errors. The earlier tree is edited in place: nothing reads it after.
    parseFrom: (source, earlier, earlierSource) => {
      if (tree(earlier).rootNode.hasError) return parser.parse(source);
      for (const edit of textEdits(earlierSource, source)) tree(earlier).edit(edit);
      const parsed = parser.parse(source, tree(earlier));
      return parsed.rootNode.hasError ? parser.parse(source) : parsed;
    },
    hasError: (value) => tree(value).rootNode.hasError,
    // Garbage-collected: nothing to release.
    free: () => undefined,
  };
}
