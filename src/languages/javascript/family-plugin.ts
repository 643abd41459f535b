import { Query, type Language } from 'web-tree-sitter';
import { emptyCstRoot, type CstNode, type CstRoot } from '../../core/cst';
import { nestingWarning, nestsTooDeep } from '../nesting';
import { NodeIdGenerator, type LanguagePlugin, type SourceFile } from '../plugin';
import type { LanguageDescriptor } from '../registry';
import { syntaxWarning, tokenizeTree, type TokenizeOptions } from '../syntax-helpers';
import { Parser } from '../tree-sitter';
import type { Dialect } from './dialect';
import { resolveEdges, resolveFieldEdges, type Reference } from '../name-resolution';
import { buildFileCst } from './file-cst';
import { familyStatements } from './statements';
import { attachStatements } from '../statement-tree';
import { KeptTrees } from '../kept-trees';
import { parseReusing } from '../incremental-parse';
import { sameJavaScriptCode } from './same-code';

const TOKENS: TokenizeOptions = {
  atomic: new Set(['string', 'template_string', 'regex']),
  skip: new Set(['comment', 'html_comment', 'hash_bang_line']),
};

const STATEMENTS = familyStatements(TOKENS);

/** Functions and classes, named or not: how deep they nest is bounded (nesting.ts). */
const NESTING = new Set([
  'function_declaration',
  'generator_function_declaration',
  'function_expression',
  'generator_function',
  'arrow_function',
  'method_definition',
  'class_declaration',
  'abstract_class_declaration',
  'class',
]);

/**
 * A grammar of the family and the files it reads: by name (`endings`) and by content (`reads`);
 * without either, all the plugin's other files. The first that takes a file reads it. A grammar
 * only some files need may be given as `load`: compiled by `prepare` when such a file comes.
 */
export type FamilyGrammar = ({ language: Language } | { load: () => Promise<Language> }) & {
  dialect: Dialect;
  endings?: readonly string[];
  reads?: (content: string) => boolean;
};

interface Reader {
  grammar: FamilyGrammar;
  parser?: Parser;
  query?: Query;
}

/**
 * A method and a function are one thing in another place: JavaScript moves code freely between a
 * class and its module (`Ky#_stream` -> `body.ts#streamResponse`), as RefDiff 2.0's and
 * RefactoringMiner's JavaScript support match them.
 */
const INTERCHANGEABLE_KINDS = [['Method', 'Function']];

/** Kinds whose members (fields, methods) and supertypes the family's edges resolve to. */
const TYPE_KINDS = new Set(['Class', 'Interface']);

/**
 * A plugin of the JavaScript family: File, Class, Method, Function and Field nodes (and what a
 * dialect adds), `uses` edges from calls and from `this.field`, `subtype` edges from `extends`
 * (and `implements`).
 */
export function familyPlugin(descriptor: LanguageDescriptor, grammars: readonly FamilyGrammar[], isIgnored: LanguagePlugin['isIgnored']): LanguagePlugin {
  // Parsers and queries live as long as the process: the plugin is loaded once (registry.ts).
  const readers: Reader[] = grammars.map((grammar) => ('language' in grammar ? { grammar, ...compiled(grammar, grammar.language) } : { grammar }));
  const takes = ({ grammar }: Reader, file: SourceFile) =>
    (!grammar.endings || grammar.endings.some((ending) => file.path.endsWith(ending))) && (!grammar.reads || grammar.reads(file.content));
  // A grammar not loaded leaves its files to the next one that takes them.
  const readerFor = (file: SourceFile) => readers.find((reader) => reader.parser && takes(reader, file)) as Required<Reader>;
  // The trees of the side parsed last, while its CST lives: the other side parses from them.
  let lastSide: KeptTrees | undefined;
  return {
    name: descriptor.name,
    extensions: descriptor.extensions,
    isIgnored,
    sameCode: sameJavaScriptCode,
    async prepare(files) {
      for (const reader of readers) {
        const { grammar } = reader;
        if (reader.parser || !('load' in grammar) || !files.some((file) => takes(reader, file))) continue;
        Object.assign(reader, compiled(grammar, await grammar.load()));
      }
    },
    parse(files) {
      const root = emptyCstRoot();
      const ids = new NodeIdGenerator();
      const references = { calls: [] as Reference[], superclasses: [] as Reference[], thisMembers: [] as Reference[] };
      const kept = new KeptTrees();
      const earlierSide = lastSide;
      lastSide = kept;
      for (const file of files) {
        const reader = readerFor(file);
        const tree = parseReusing(reader.parser, file.path, file.content, earlierSide);
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
          const cst = buildFileCst(file.path, file.content, tree, reader.query, reader.grammar.dialect, ids);
          root.nodes.push(cst.file);
          for (const call of cst.calls) references.calls.push(call);
          for (const superclass of cst.superclasses) references.superclasses.push(superclass);
          for (const member of cst.thisMembers) references.thisMembers.push(member);
        } finally {
          kept.keepOrFree(file.path, tree, file.content.length, file.content);
        }
      }
      root.interchangeableKinds = INTERCHANGEABLE_KINDS;
      resolveFamilyEdges(root, references);
      attachStatements(root, files, (file) => readerFor(file).parser.parse(file.content), STATEMENTS, kept);
      return root;
    },
  };
}

function compiled(grammar: FamilyGrammar, language: Language): { parser: Parser; query: Query } {
  const parser = new Parser();
  parser.setLanguage(language);
  return { parser, query: new Query(language, grammar.dialect.query) };
}

function resolveFamilyEdges(root: CstRoot, references: { calls: Reference[]; superclasses: Reference[]; thisMembers: Reference[] }): void {
  const functions: CstNode[] = [];
  const types: CstNode[] = [];
  // Depth first, parents before children in source order; a stack, not recursion.
  const pending = [...root.nodes].reverse();
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (TYPE_KINDS.has(node.type)) types.push(node);
    else if (node.type === 'Method' || node.type === 'Function') functions.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i]);
  }
  const subtypes = resolveEdges('subtype', references.superclasses, types);
  for (const edges of [resolveEdges('uses', references.calls, functions, true), subtypes, resolveFieldEdges(references.thisMembers, types, subtypes)]) {
    for (const edge of edges) root.edges.push(edge);
  }
}
