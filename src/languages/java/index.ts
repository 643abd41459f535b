import { Query } from 'web-tree-sitter';
import { emptyCstRoot, type CstRoot } from '../../core/cst';
import { NodeIdGenerator, type FileParse, type LanguagePlugin, type PrebuiltStatements, type SourceFile } from '../plugin';
import type { LanguageDescriptor } from '../registry';
import { loadGrammar, Parser } from '../tree-sitter';
import { JAVA_QUERY } from './cst-builder';
import { emptyFacts } from './facts';
import { collectJavaData, heldTree, linkJavaData, parseJavaSource, type HeldTree, type JavaFileData, type LinkedJavaFiles } from './file-parse';
import { parseFrom, parseReusing, type EarlierTree } from '../incremental-parse';
import { resolveReferences } from './references';
import { javaStatements } from './statements';
import { JAVA_TOKENIZE, sameJavaCode } from './tokens';
import { attachStatements, statementsOfFile } from '../statement-tree';
import { HeldTreeBudget, KeptTrees } from '../kept-trees';
import { javaTypeInFamily } from './family-types';
import { JAVA_WARM_UP } from './warm-up';

const STATEMENTS = javaStatements(JAVA_TOKENIZE);

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
    sameCode: sameJavaCode,
    parse: (files) => {
      const kept = new KeptTrees();
      const root = parseJavaFiles(files, parser, query, kept, lastSide);
      lastSide = kept;
      return root;
    },
    // From the same path's tree on the other side, given or else kept from the side parsed last.
    parseFile: (file, earlier) => parseJavaSource(file, parser, query, undefined, earlier ? earlierTreeOf(earlier) : lastSide?.earlier(file.path)),
    link: (files, parses, prebuilt) => {
      const kept = new KeptTrees();
      const root = linkJavaFiles(files, parses, parser, kept, lastSide, prebuilt);
      lastSide = kept;
      return root;
    },
    fileStatements: (file, parse, counterpart) => {
      const held = parse.held as HeldTree | undefined;
      const data = parse.data as JavaFileData;
      const other = counterpart && { file: counterpart.file, nodes: (counterpart.parse.data as JavaFileData).nodes };
      // The tokens are the tree's leaves, as `javaRoot` gives them to the statement pass.
      return held ? statementsOfFile(file, held.tree, data.nodes, STATEMENTS, data.tokens, other) : new Map();
    },
    parseTree: (file, earlier) => {
      const tree = parseFrom(parser, file.content, earlier?.held as HeldTree | undefined);
      return tree ? heldTree(tree, file.content) : undefined;
    },
  };
}

export const javaLanguage: LanguageDescriptor = {
  name: 'java',
  warmUp: JAVA_WARM_UP,
  extensions: ['.java'],
  kinds: ['Class', 'Interface', 'Enum', 'Record', 'Annotation', 'Method', 'Field'],
  // Java and Kotlin name packages, types and members alike: analysed together, a class converted
  // from one to the other (often renamed or moved on the way) is matched.
  family: 'jvm',
  typeInFamily: javaTypeInFamily,
  create: createJavaPlugin,
};

/** One revision read in one go: its files share one id generator and one set of facts, nothing is copied. */
export function parseJavaFiles(files: readonly SourceFile[], parser: Parser, query: Query, kept = new KeptTrees(), earlierSide?: KeptTrees): CstRoot {
  const budget = new HeldTreeBudget();
  const shared = { ids: new NodeIdGenerator(), facts: emptyFacts() };
  const parses = files.map((file) => budget.admit(parseJavaSource(file, parser, query, shared, earlierSide?.earlier(file.path)), file.content.length));
  return javaRoot(files, parses, collectJavaData(files, dataOf(parses), shared.facts), parser, kept, earlierSide);
}

/** The CST of one revision from its files read one by one (kept, perhaps): ids shifted, nodes copied. */
function linkJavaFiles(files: readonly SourceFile[], parses: readonly FileParse[], parser: Parser, kept: KeptTrees, earlierSide?: KeptTrees, prebuilt?: PrebuiltStatements): CstRoot {
  return javaRoot(files, parses, linkJavaData(files, dataOf(parses)), parser, kept, earlierSide, prebuilt);
}

/** The same path's parse on the other side: its tree (when held) and its build. */
function earlierTreeOf(earlier: FileParse): EarlierTree | undefined {
  const held = earlier.held as HeldTree | undefined;
  return held && { tree: held.tree, source: held.source, built: earlier.data };
}

function dataOf(parses: readonly FileParse[]): JavaFileData[] {
  return parses.map((parse) => parse.data as JavaFileData);
}

/**
 * References resolved across the revision's files, their trees kept for the statement pass. A
 * file whose tree was not kept (parsed on another thread, or past the budget) is parsed again for
 * its statements from the same path's tree on the side read before (`earlierSide`), while that
 * side keeps it: tree-sitter then parses only what changed.
 */
function javaRoot(files: readonly SourceFile[], parses: readonly FileParse[], linked: LinkedJavaFiles, parser: Parser, kept: KeptTrees, earlierSide?: KeptTrees, prebuilt?: PrebuiltStatements): CstRoot {
  const root = emptyCstRoot();
  root.nodes = linked.nodes;
  root.tokens = linked.tokens;
  root.warnings = linked.warnings;
  // The trees, in file order, while the budget lasts: the statement pass parses the others again.
  parses.forEach((parse, index) => {
    const held = parse.held as HeldTree | undefined;
    // With its text and build, so that the other side can parse from it and take what did not change (incremental-parse.ts).
    if (held) kept.keepOrFree(files[index].path, held.tree, files[index].content.length, files[index].content, parse.data);
  });
  try {
    root.edges = resolveReferences(root.nodes, linked.facts);
  } catch (error) {
    // Without edges the analysis still finds moves and renames; it must not stop.
    root.warnings.push(`java: calls and supertypes not resolved (${messageOf(error)})`);
  }
  // The files' tokens are their trees' leaves, as the statements take them (tokens.ts).
  attachStatements(root, files, (file) => parseReusing(parser, file.path, file.content, earlierSide), STATEMENTS, kept, (path) => root.tokens.get(path), true, prebuilt);
  return root;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
