import type { LanguagePlugin } from '../plugin';
import type { LanguageDescriptor } from '../registry';
import { loadGrammar } from '../tree-sitter';
import { DEFINITIONS_QUERY, definitionOf } from './definitions';
import { familyPlugin } from './family-plugin';
import { isGeneratedJavaScript } from './generated-files';
import { hasFlowPragma } from './flow';
import { definitionOf as typeScriptDefinitionOf, TYPESCRIPT_QUERY } from '../typescript/definitions';
import { JAVASCRIPT_WARM_UP } from './warm-up';

/**
 * The JavaScript plugin (ES2015+ and CommonJS, JSX, and Flow). A Flow file (flow.ts) is read
 * with the TSX grammar and TypeScript's rules, which know its annotations and type aliases; other
 * syntax the grammar does not know is analysed as far as it parses, with a warning.
 */
export const javaScriptLanguage: LanguageDescriptor = {
  name: 'javascript',
  warmUp: JAVASCRIPT_WARM_UP,
  extensions: ['.js', '.mjs', '.cjs', '.jsx'],
  kinds: ['File', 'Class', 'Interface', 'Type', 'Method', 'Function', 'Field'],
  family: 'javascript',
  create: createJavaScriptPlugin,
};

export async function createJavaScriptPlugin(): Promise<LanguagePlugin> {
  const language = await loadGrammar('tree-sitter-javascript', 'tree-sitter-javascript.wasm');
  // The TSX grammar is compiled only for a change with Flow files: most JavaScript has none.
  const tsx = () => loadGrammar('tree-sitter-typescript', 'tree-sitter-tsx.wasm');
  return familyPlugin(
    javaScriptLanguage,
    [
      { load: tsx, dialect: { query: TYPESCRIPT_QUERY, definitionOf: typeScriptDefinitionOf }, reads: hasFlowPragma },
      { language, dialect: { query: DEFINITIONS_QUERY, definitionOf } },
    ],
    isGeneratedJavaScript,
  );
}
