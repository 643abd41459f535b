import type { LanguagePlugin } from '../plugin';
import type { LanguageDescriptor } from '../registry';
import { loadGrammar } from '../tree-sitter';
import { familyPlugin } from '../javascript/family-plugin';
import { isGeneratedJavaScript } from '../javascript/generated-files';
import { definitionOf, TYPESCRIPT_QUERY } from './definitions';
import { TYPESCRIPT_WARM_UP } from './warm-up';

/**
 * The TypeScript plugin: the JavaScript family's CST (javascript/family-plugin.ts) read with the
 * TypeScript grammar, and TSX with its own. Declaration files (`.d.ts`) describe code written
 * elsewhere, nobody refactors them by hand: they are not analysed.
 */
export const typeScriptLanguage: LanguageDescriptor = {
  name: 'typescript',
  warmUp: TYPESCRIPT_WARM_UP,
  extensions: ['.ts', '.tsx', '.mts', '.cts'],
  kinds: ['File', 'Class', 'Interface', 'Enum', 'Type', 'Namespace', 'Method', 'Function', 'Field'],
  family: 'javascript',
  create: createTypeScriptPlugin,
};

const DECLARATION_FILE = /\.d\.(m|c)?ts$/;

export async function createTypeScriptPlugin(): Promise<LanguagePlugin> {
  const [typescript, tsx] = await Promise.all([
    loadGrammar('tree-sitter-typescript', 'tree-sitter-typescript.wasm'),
    loadGrammar('tree-sitter-typescript', 'tree-sitter-tsx.wasm'),
  ]);
  const dialect = { query: TYPESCRIPT_QUERY, definitionOf };
  const plugin = familyPlugin(
    typeScriptLanguage,
    [
      { language: tsx, dialect, endings: ['.tsx'] },
      { language: typescript, dialect },
    ],
    (path, content) => DECLARATION_FILE.test(path) || isGeneratedJavaScript(path, content),
  );
  // Declaration files stay out when generated files are analysed too (`skipGenerated: false`).
  return { ...plugin, isDeclarationOnly: (path) => DECLARATION_FILE.test(path) };
}
