import { emptyCstRoot, type CstNode, type CstRoot, type Location } from '../../core/cst';
import { appendAll } from '../append-all';
import { isGeneratedCFamilyFile } from '../c-family-generated';
import { sameCCode } from '../c-family-same-code';
import { NodeIdGenerator, type LanguagePlugin, type SourceFile } from '../plugin';
import type { LanguageDescriptor } from '../registry';
import { syntaxWarning } from '../syntax-helpers';
import { loadGrammar, Parser } from '../tree-sitter';
import { CallFinder, resolveCalls } from './calls';
import { maskCppLinkage } from './cpp-linkage';
import { maskUnbalancedConditionals } from '../c-family-conditional-braces';
import { blankNumericAttributeMacros } from './attribute-macros';
import { withoutIncludeGuard } from '../c-family-include-guard';
import { findFunctions, type CFunction, type HeaderParser } from './functions';
import { functionLocalName } from './parameters';
import { tokenizeC } from './tokens';
import { C_STATEMENTS } from './statements';
import { attachStatements } from '../statement-tree';
import { KeptTrees } from '../kept-trees';
import { parseReusing } from '../incremental-parse';
import { C_WARM_UP } from './warm-up';

export const cLanguage: LanguageDescriptor = {
  name: 'c',
  warmUp: C_WARM_UP,
  extensions: ['.c', '.h'],
  kinds: ['File', 'Function'],
  create: () => createCPlugin(),
};

/**
 * The C plugin: a `File` node per file with its `Function` nodes (RefDiff 2.0, section 3.1).
 *
 * Prototypes are not nodes. RefDiff's C plugin made one of every prototype, so a function renamed
 * in its `.c` and its `.h` was reported twice. Nor does a prototype whose definition was not
 * parsed become a node: each relationship it could enter is spurious (declarations moved
 * between headers reported as Move Function, a definition paired with the declaration left
 * behind, a first implementation paired with its declaration), and the core pairs bodiless
 * nodes by similarity like any other. The File node's tokens still cover the prototypes.
 */
export async function createCPlugin(): Promise<LanguagePlugin> {
  const language = await loadGrammar('tree-sitter-c', 'tree-sitter-c.wasm');
  const parser = new Parser();
  parser.setLanguage(language);
  const calls = new CallFinder(language);

  const parseHeader: HeaderParser = (prototype) => {
    const tree = parser.parse(prototype);
    if (!tree) return undefined;
    try {
      const [fn] = findFunctions('', tree.rootNode, () => undefined);
      return fn && !tree.rootNode.hasError ? { name: fn.name, parameters: fn.parameters } : undefined;
    } finally {
      tree.delete();
    }
  };

  const parseFile = (file: SourceFile, root: CstRoot, kept: KeptTrees, earlierSide: KeptTrees | undefined): ParsedFile => {
    const source = parseableSource(file.content);
    const tree = parseReusing(parser, file.path, source, earlierSide);
    if (!tree) {
      root.warnings.push(`${file.path}:1: could not be parsed`);
      return { file, functions: [] };
    }
    try {
      const warning = syntaxWarning(file.path, tree);
      if (warning) root.warnings.push(warning);
      root.tokens.set(file.path, withoutIncludeGuard(tokenizeC(tree, file.content), tree.rootNode));
      const functions = findFunctions(file.path, tree.rootNode, parseHeader);
      const bodies = functions.map((fn) => ({ begin: fn.location.bodyBegin, end: fn.location.bodyEnd }));
      const callees = calls.calleesByRange(tree.rootNode, bodies);
      return { file, functions: functions.map((fn, i) => ({ ...fn, callees: callees[i] })) };
    } finally {
      kept.keepOrFree(file.path, tree, file.content.length, source);
    }
  };

  // The trees of the side parsed last, while its CST lives: the other side parses from them.
  let lastSide: KeptTrees | undefined;
  return {
    name: cLanguage.name,
    extensions: cLanguage.extensions,
    isIgnored: (_path, content) => isGeneratedCFamilyFile(content),
    sameCode: sameCCode,
    parse(files) {
      const root = emptyCstRoot();
      const kept = new KeptTrees();
      const earlierSide = lastSide;
      lastSide = kept;
      const parsed = files.map((file) => parseFile(file, root, kept, earlierSide));
      const ids = new NodeIdGenerator();
      const callsByNode = new Map<CstNode, Set<string>>();
      for (const { file, functions } of parsed) {
        const fileNode = createFileNode(file, ids.take());
        const localNames = new Set<string>();
        for (const fn of functions) {
          const localName = functionLocalName(fn.name, fn.parameters);
          // The same function under #ifdef/#else alternatives: the first one stands for it.
          if (localNames.has(localName)) continue;
          localNames.add(localName);
          const node = createFunctionNode(fn, localName, ids.take());
          fileNode.children.push(node);
          callsByNode.set(node, fn.callees);
        }
        root.nodes.push(fileNode);
      }
      appendAll(root.edges, resolveCalls(callsByNode, root.nodes));
      attachStatements(root, files, (file) => parser.parse(parseableSource(file.content)), C_STATEMENTS, kept);
      return root;
    },
  };
}

/**
 * The text tree-sitter reads: C++ linkage guards, brace-splitting conditionals and attribute
 * macros in a declarator's place blanked.
 */
function parseableSource(content: string): string {
  return blankNumericAttributeMacros(maskUnbalancedConditionals(maskCppLinkage(content)));
}

interface ParsedFile {
  file: SourceFile;
  /** With the names each one calls. */
  functions: (CFunction & { callees: Set<string> })[];
}

function createFileNode(file: SourceFile, id: number): CstNode {
  const slash = file.path.lastIndexOf('/');
  const name = file.path.slice(slash + 1);
  const location: Location = {
    file: file.path,
    begin: 0,
    end: file.content.length,
    bodyBegin: 0,
    bodyEnd: file.content.length,
    startLine: 1,
    endLine: lineCount(file.content),
  };
  return {
    id,
    type: 'File',
    simpleName: name,
    localName: name,
    namespace: file.path.slice(0, slash + 1),
    parameters: [],
    location,
    stereotypes: [],
    children: [],
  };
}

function createFunctionNode(fn: CFunction, localName: string, id: number): CstNode {
  return {
    id,
    type: 'Function',
    simpleName: fn.name,
    localName,
    signature: localName,
    parameters: fn.parameters,
    ...(fn.returnType ? { returnType: fn.returnType } : {}),
    location: fn.location,
    stereotypes: [],
    children: [],
  };
}

function lineCount(content: string): number {
  let lines = 1;
  for (let i = content.indexOf('\n'); i >= 0 && i < content.length - 1; i = content.indexOf('\n', i + 1)) lines++;
  return lines;
}
