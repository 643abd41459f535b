import { Query } from 'web-tree-sitter';
import { emptyCstRoot, type CstNode, type CstRoot } from '../../core/cst';
import { appendAll } from '../append-all';
import { nestingWarning, nestsTooDeep, rangesNestTooDeep } from '../nesting';
import { NodeIdGenerator, type LanguagePlugin, type SourceFile } from '../plugin';
import type { LanguageDescriptor } from '../registry';
import { syntaxWarning } from '../syntax-helpers';
import { loadGrammar, Parser } from '../tree-sitter';
import { buildJavaFile, JAVA_QUERY, javaNestingNodes } from './cst-builder';
import { emptyFacts, type JavaFacts } from './facts';
import { resolveReferences } from './references';
import { javaStatements } from './statements';
import { JAVA_TOKENIZE, javaTokens } from './tokens';
import { attachStatements } from '../statement-tree';
import { KeptTrees } from '../kept-trees';
import { parseReusing } from '../incremental-parse';

const STATEMENTS = javaStatements(JAVA_TOKENIZE);

/**
 * Type bodies (anonymous classes too), methods and lambdas: how deep they nest is bounded
 * (nesting.ts). JAVA_QUERY captures these same nodes as `nesting` and `method`.
 */
const NESTING = new Set([
  'class_body',
  'interface_body',
  'enum_body',
  'annotation_type_body',
  'method_declaration',
  'constructor_declaration',
  'compact_constructor_declaration',
  'lambda_expression',
]);

/**
 * The Java plugin: classes, interfaces, enums, records, annotation types, methods and fields,
 * with `uses` edges from calls and field accesses and `subtype` edges from extends / implements.
 */
export async function createJavaPlugin(): Promise<LanguagePlugin> {
  const language = await loadGrammar('tree-sitter-java', 'tree-sitter-java.wasm');
  // One parser and one query for the life of the process: both live on the WASM heap.
  const parser = new Parser();
  parser.setLanguage(language);
  const query = new Query(language, JAVA_QUERY);
  // The trees of the side parsed last, while its CST lives: the other side parses from them.
  let lastSide: KeptTrees | undefined;
  return {
    name: javaLanguage.name,
    extensions: javaLanguage.extensions,
    isIgnored: () => false,
    parse: (files) => {
      const kept = new KeptTrees();
      const root = parseJavaFiles(files, parser, query, kept, lastSide);
      lastSide = kept;
      return root;
    },
  };
}

export const javaLanguage: LanguageDescriptor = {
  name: 'java',
  extensions: ['.java'],
  kinds: ['Class', 'Interface', 'Enum', 'Record', 'Annotation', 'Method', 'Field'],
  // Java and Kotlin name packages, types and members alike: analysed together, a class converted
  // from one to the other (often renamed or moved on the way) is matched.
  family: 'jvm',
  create: createJavaPlugin,
};

export function parseJavaFiles(files: readonly SourceFile[], parser: Parser, query: Query, kept = new KeptTrees(), earlierSide?: KeptTrees): CstRoot {
  const root = emptyCstRoot();
  const ids = new NodeIdGenerator();
  const facts = emptyFacts();
  for (const file of files) parseJavaFile(file, parser, query, ids, root, facts, kept, earlierSide);
  try {
    root.edges = resolveReferences(root.nodes, facts);
  } catch (error) {
    // Without edges the analysis still finds moves and renames; it must not stop.
    root.warnings.push(`java: calls and supertypes not resolved (${messageOf(error)})`);
  }
  // The files' tokens are their trees' leaves, as the statements take them (tokens.ts).
  attachStatements(root, files, (file) => parser.parse(file.content), STATEMENTS, kept, (path) => root.tokens.get(path));
  return root;
}

function parseJavaFile(
  file: SourceFile,
  parser: Parser,
  query: Query,
  ids: NodeIdGenerator,
  root: CstRoot,
  facts: JavaFacts,
  kept: KeptTrees,
  earlierSide: KeptTrees | undefined,
): void {
  const tree = parseReusing(parser, file.path, file.content, earlierSide);
  if (!tree) {
    root.warnings.push(`${file.path}: could not be parsed; skipped`);
    return;
  }
  try {
    const captures = query.captures(tree.rootNode);
    // The query captures the nesting nodes too; the tree is searched for them only if it stopped early.
    const tooDeep = query.didExceedMatchLimit() ? nestsTooDeep(tree, NESTING) : rangesNestTooDeep(javaNestingNodes(captures));
    if (tooDeep) {
      root.warnings.push(nestingWarning(file.path));
      return;
    }
    const warning = syntaxWarning(file.path, tree);
    if (warning) root.warnings.push(warning);
    const tokens = javaTokens(tree, file.content);
    root.tokens.set(file.path, tokens);
    const nodes: CstNode[] = [];
    // Without a syntax warning the tree has no errors: one token per leaf.
    buildJavaFile(file.path, captures, ids, nodes, facts, warning ? undefined : tokens);
    appendAll(root.nodes, nodes);
  } catch (error) {
    // A file the builder cannot read must not stop the analysis of the others.
    root.warnings.push(`${file.path}: could not be analysed (${messageOf(error)})`);
  } finally {
    kept.keepOrFree(file.path, tree, file.content.length, file.content);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
