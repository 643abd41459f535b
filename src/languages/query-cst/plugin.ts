import { Query } from 'web-tree-sitter';
import type { LanguagePlugin } from '../plugin';
import { attachStatements } from '../statement-tree';
import { KeptTrees } from '../kept-trees';
import { loadGrammar, Parser } from '../tree-sitter';
import { buildQueryCst } from './build';
import type { QueryLanguageSpec } from './spec';

/** The plugin of a query-described language: its grammar, query and readers on the shared builder. */
export async function createQueryPlugin(spec: QueryLanguageSpec): Promise<LanguagePlugin> {
  const language = await loadGrammar(spec.grammar.packageName, spec.grammar.wasm);
  // Both live as long as the process: the plugin is loaded once (registry.ts).
  const parser = new Parser();
  parser.setLanguage(language);
  const query = new Query(language, spec.query);
  // The trees of the side parsed last, while its CST lives: the other side parses from them.
  let lastSide: KeptTrees | undefined;
  return {
    name: spec.descriptor.name,
    extensions: spec.descriptor.extensions,
    isIgnored: (path, content) => spec.isIgnored?.(path, content) ?? false,
    ...(spec.sameCode ? { sameCode: spec.sameCode } : {}),
    parse: (files) => {
      // The CST pass's syntax trees serve the statement pass too, when the language has statements.
      const kept = spec.statements ? new KeptTrees() : undefined;
      const root = buildQueryCst(spec, parser, query, files, kept, lastSide);
      lastSide = kept;
      if (spec.interchangeableKinds) root.interchangeableKinds = spec.interchangeableKinds;
      if (spec.statements) attachStatements(root, files, (file) => parser.parse(file.content), { ...spec.statements, tokens: spec.tokens }, kept);
      return root;
    },
  };
}
