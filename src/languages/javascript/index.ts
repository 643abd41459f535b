import type { LanguagePlugin } from '../plugin';
import type { LanguageDescriptor } from '../registry';
import { loadGrammar } from '../tree-sitter';
import { DEFINITIONS_QUERY, definitionOf } from './definitions';
import { familyPlugin } from './family-plugin';
import { isGeneratedJavaScript } from './generated-files';

/**
 * The JavaScript plugin (ES2015+ and CommonJS, JSX). Flow and TypeScript syntax is not
 * JavaScript to this grammar: such files are analysed as far as they parse, with a warning.
 */
export const javaScriptLanguage: LanguageDescriptor = {
  name: 'javascript',
  extensions: ['.js', '.mjs', '.cjs', '.jsx'],
  kinds: ['File', 'Class', 'Method', 'Function', 'Field'],
  family: 'javascript',
  create: createJavaScriptPlugin,
};

export async function createJavaScriptPlugin(): Promise<LanguagePlugin> {
  const language = await loadGrammar('tree-sitter-javascript', 'tree-sitter-javascript.wasm');
  return familyPlugin(javaScriptLanguage, [{ language, dialect: { query: DEFINITIONS_QUERY, definitionOf } }], isGeneratedJavaScript);
}
