import { Query } from 'web-tree-sitter';
import { emptyCstRoot, forEachNode, type CstNode, type CstRoot } from '../../core/cst';
import { appendAll } from '../append-all';
import { nestingWarning, nestsTooDeep } from '../nesting';
import { NodeIdGenerator, type LanguagePlugin, type SourceFile } from '../plugin';
import { syntaxWarning, tokenizeTree, type TokenizeOptions } from '../syntax-helpers';
import { loadGrammar, Parser } from '../tree-sitter';
import { DEFINITIONS_QUERY } from './definitions';
import { resolveEdges, resolveFieldEdges } from './edges';
import { buildFileCst, type Reference } from './file-cst';
import { isGeneratedJavaScript } from './generated-files';

const TOKENS: TokenizeOptions = {
  atomic: new Set(['string', 'template_string', 'regex']),
  skip: new Set(['comment', 'html_comment', 'hash_bang_line']),
};

/** Functions and classes, named or not: how deep they nest is bounded (nesting.ts). */
const NESTING = new Set([
  'function_declaration',
  'generator_function_declaration',
  'function_expression',
  'generator_function',
  'arrow_function',
  'method_definition',
  'class_declaration',
  'class',
]);

/**
 * The JavaScript plugin (ES2015+ and CommonJS, JSX): File, Class, Method, Function and Field
 * nodes, `uses` edges from calls and from `this.field`, and `subtype` edges from `extends`. Flow and TypeScript syntax is not
 * JavaScript to this grammar: such files are analysed as far as they parse, with a warning.
 */
export async function createJavaScriptPlugin(): Promise<LanguagePlugin> {
  const language = await loadGrammar('tree-sitter-javascript', 'tree-sitter-javascript.wasm');
  // Both live as long as the process: the plugin is loaded once (registry.ts).
  const parser = new Parser();
  parser.setLanguage(language);
  const query = new Query(language, DEFINITIONS_QUERY);
  return {
    name: 'javascript',
    extensions: ['.js', '.mjs', '.cjs', '.jsx'],
    isIgnored: isGeneratedJavaScript,
    parse: (files) => parseFiles(files, parser, query),
  };
}

function parseFiles(files: readonly SourceFile[], parser: Parser, query: Query): CstRoot {
  const root = emptyCstRoot();
  const ids = new NodeIdGenerator();
  const calls: Reference[] = [];
  const superclasses: Reference[] = [];
  const thisMembers: Reference[] = [];
  for (const file of files) {
    const tree = parser.parse(file.content);
    if (!tree) {
      root.warnings.push(`${file.path}: could not be parsed; skipped`);
      continue;
    }
    try {
      if (nestsTooDeep(tree, NESTING)) {
        root.warnings.push(nestingWarning(file.path));
        continue;
      }
      root.tokens.set(file.path, tokenizeTree(tree, file.content, TOKENS));
      const warning = syntaxWarning(file.path, tree);
      if (warning) root.warnings.push(warning);
      const cst = buildFileCst(file.path, file.content, tree, query, ids);
      root.nodes.push(cst.file);
      // Appended one by one: a spread of 150,000 calls overflows the stack.
      appendAll(calls, cst.calls);
      appendAll(superclasses, cst.superclasses);
      appendAll(thisMembers, cst.thisMembers);
    } finally {
      tree.delete();
    }
  }
  const functions: CstNode[] = [];
  const classes: CstNode[] = [];
  forEachNode(root, (node) => {
    if (node.type === 'Class') classes.push(node);
    else if (node.type === 'Method' || node.type === 'Function') functions.push(node);
  });
  const subtypes = resolveEdges('subtype', superclasses, classes);
  appendAll(root.edges, resolveEdges('uses', calls, functions));
  appendAll(root.edges, subtypes);
  appendAll(root.edges, resolveFieldEdges(thisMembers, classes, subtypes));
  return root;
}
