import type { Query } from 'web-tree-sitter';
import type { CstNode, TokenizedFile } from '../../core/cst';
import { appendAll } from '../append-all';
import { MAX_NESTING_DEPTH, nestingWarning, nestsTooDeep } from '../nesting';
import { NodeIdGenerator, type FileParse, type SourceFile } from '../plugin';
import { syntaxWarning } from '../syntax-helpers';
import type { Parser, Tree } from '../tree-sitter';
import { buildJavaFile, javaNestingRanges, type CapturedNode, type TakenMethods } from './cst-builder';
import { emptyFacts, type JavaFacts } from './facts';
import { javaTokens, javaTokensTaking } from './tokens';
import { parseFrom, type EarlierTree } from '../incremental-parse';
import type { TextEdit } from '../text-edits';
import { fileNesting, type FileNesting, type NestingRange } from './method-nesting';
import { capturesBetween, capturesWithin, takenStretches, unchangedMethods, type EarlierBuild, type UnchangedMethod } from './reused-methods';

/**
 * One Java file read alone: its nodes numbered from 1, the names its builder noted (keyed by
 * those nodes) and its tokens. Linking a revision shifts the ids past the files before it and
 * copies the nodes (the analysis sets parents and ids on them), so this stays as built.
 */
export interface JavaFileData {
  /** Ids the builder took, nodes left out by a failure included: the next file's ids start after them. */
  idsTaken: number;
  nodes: CstNode[];
  facts: JavaFacts;
  /** Absent when the file was skipped before its tokens were read. */
  tokens?: TokenizedFile;
  warnings: string[];
  /** How deep the file's nesting nodes nest; past MAX_NESTING_DEPTH when not known. */
  nestingDepth: number;
  /** Each method's own nesting depth (method-nesting.ts) by its start offset; empty when not known. */
  methodDepths: ReadonlyMap<number, number>;
}

/** Type bodies, methods and lambdas, whose nesting is bounded (nesting.ts); the query captures them too. */
const JAVA_NESTING = new Set([
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
 * The ids and facts of a whole revision read in one go (`parse`): its files then take their ids
 * and note their facts there, as one side, and are joined without copies (`collectJavaData`).
 */
export interface SharedJavaRevision {
  ids: NodeIdGenerator;
  facts: JavaFacts;
}

/**
 * Reads one file; its syntax tree is held for the statement pass of the revision it is linked
 * into. Alone (no `shared`), its ids start at 1 and its facts are its own, for `linkJavaData`.
 * With `earlier`, the same file's tree on the other side, tree-sitter parses only what changed.
 */
export function parseJavaSource(file: SourceFile, parser: Parser, query: Query, shared?: SharedJavaRevision, earlier?: EarlierTree): FileParse {
  const ids = shared?.ids ?? new NodeIdGenerator();
  const firstTaken = ids.taken;
  const data: JavaFileData = { idsTaken: 0, nodes: [], facts: shared?.facts ?? emptyFacts(), warnings: [], nestingDepth: UNKNOWN_DEPTH, methodDepths: NO_DEPTHS };
  // Incrementally from the same file's tree on the side parsed before, when it is kept.
  const incremental: { edits?: TextEdit[] } = {};
  const tree = parseFrom(parser, file.content, earlier, incremental);
  if (!tree) {
    data.warnings.push(`${file.path}: could not be parsed; skipped`);
    return { data };
  }
  try {
    const read = readCaptures(tree, file.content, query, earlier, incremental.edits);
    const captures = read.captures;
    data.nestingDepth = read.nesting.depth;
    data.methodDepths = read.nesting.methodDepths;
    if (read.tooDeep) {
      data.warnings.push(nestingWarning(file.path));
      return { data, held: heldTree(tree, file.content) };
    }
    const warning = syntaxWarning(file.path, tree);
    if (warning) data.warnings.push(warning);
    // The taken methods' tokens are the other side's too.
    const earlierTokens = read.taken && (earlier?.built as EarlierBuild).tokens;
    const tokens = read.taken && earlierTokens ? javaTokensTaking(tree, file.content, earlierTokens, takenStretches(read.taken.methods)) : javaTokens(tree, file.content);
    data.tokens = tokens;
    const nodes: CstNode[] = [];
    // Without a syntax warning the tree has no errors: one token per leaf.
    buildJavaFile(file.path, captures, ids, nodes, data.facts, warning ? undefined : tokens, read.taken, file.content);
    data.nodes = nodes;
  } catch (error) {
    // A file the builder cannot read must not stop the analysis of the others.
    data.warnings.push(`${file.path}: could not be analysed (${messageOf(error)})`);
  } finally {
    data.idsTaken = ids.taken - firstTaken;
  }
  return { data, held: heldTree(tree, file.content) };
}

/** Past any bound: a build whose depth is not known is never taken from (reused-methods.ts). */
const UNKNOWN_DEPTH = MAX_NESTING_DEPTH + 1;
const NO_DEPTHS: ReadonlyMap<number, number> = new Map();
const UNKNOWN_NESTING: FileNesting = { depth: UNKNOWN_DEPTH, methodDepths: new Map() };

/**
 * The query's captures of a file, and how its nesting nodes nest. Parsed from the other side's
 * tree, the methods no edit touched are taken from that side's build, and the query runs only
 * between them; each counts with its own depth there, so the file's depth is exact however long
 * the chain of revisions it was carried through (past MAX_NESTING_DEPTH the file is read whole).
 */
function readCaptures(tree: Tree, source: string, query: Query, earlier: EarlierTree | undefined, edits: TextEdit[] | undefined): { captures: readonly CapturedNode[]; tooDeep: boolean; nesting: FileNesting; taken?: TakenMethods } {
  const built = earlier?.built as EarlierBuild | undefined;
  if (earlier && edits && built && built.nodes.length > 0 && built.nestingDepth <= MAX_NESTING_DEPTH) {
    const methods = unchangedMethods(built, earlier.source, source, edits, tree);
    const captures = methods.length > 0 ? capturesBetween(query, tree, source, methods) : undefined;
    const nesting = captures ? nestingWithTaken(javaNestingRanges(captures), methods, built.methodDepths) : UNKNOWN_NESTING;
    if (captures && nesting.depth <= MAX_NESTING_DEPTH) {
      return { captures, tooDeep: false, nesting, taken: { methods, earlierFacts: built.facts, capturesWithin: (method) => capturesWithin(query, tree, method) } };
    }
  }
  const captures = query.captures(tree.rootNode);
  // The query captures the nesting nodes too; the tree is searched for them only if it stopped early.
  if (query.didExceedMatchLimit()) return { captures, tooDeep: nestsTooDeep(tree, JAVA_NESTING), nesting: UNKNOWN_NESTING };
  const nesting = fileNesting(javaNestingRanges(captures));
  return { captures, tooDeep: nesting.depth > MAX_NESTING_DEPTH, nesting };
}

/** The nesting of the ranges read between taken methods and of the taken methods, each with its own depth from the earlier build. */
function nestingWithTaken(read: readonly NestingRange[], methods: readonly UnchangedMethod[], earlierDepths: ReadonlyMap<number, number>): FileNesting {
  const ranges: NestingRange[] = [];
  let next = 0;
  for (const method of methods) {
    const ownDepth = earlierDepths.get(method.earlier.location.begin);
    if (ownDepth === undefined) return UNKNOWN_NESTING;
    while (next < read.length && read[next].startIndex < method.start) ranges.push(read[next++]);
    ranges.push({ startIndex: method.start, endIndex: method.end, method: true, ownDepth });
  }
  while (next < read.length) ranges.push(read[next++]);
  return fileNesting(ranges);
}

/** A file's syntax tree and the text it was parsed from (the other side of a change may parse from it). */
export interface HeldTree extends EarlierTree {
  release(): void;
  share(): HeldTree;
}

export function heldTree(tree: Tree, source: string): HeldTree {
  return { tree, source, release: () => tree.delete(), share: () => heldTree(tree.copy(), source) };
}

/** The nodes, facts, tokens and warnings of files read one by one, as one revision: ids shifted, nodes copied. */
export interface LinkedJavaFiles {
  nodes: CstNode[];
  facts: JavaFacts;
  tokens: Map<string, TokenizedFile>;
  warnings: string[];
}

/** Files read with one SharedJavaRevision: their nodes and facts are the revision's already. */
export function collectJavaData(files: readonly SourceFile[], data: readonly JavaFileData[], facts: JavaFacts): LinkedJavaFiles {
  const collected: LinkedJavaFiles = { nodes: [], facts, tokens: new Map(), warnings: [] };
  data.forEach((file, index) => {
    appendAll(collected.warnings, file.warnings);
    if (file.tokens) collected.tokens.set(files[index].path, file.tokens);
    appendAll(collected.nodes, file.nodes);
  });
  return collected;
}

export function linkJavaData(files: readonly SourceFile[], data: readonly JavaFileData[]): LinkedJavaFiles {
  const linked: LinkedJavaFiles = { nodes: [], facts: emptyFacts(), tokens: new Map(), warnings: [] };
  let offset = 0;
  data.forEach((file, index) => {
    appendAll(linked.warnings, file.warnings);
    if (file.tokens) linked.tokens.set(files[index].path, file.tokens);
    const copies = new Map<CstNode, CstNode>();
    const copyOf = (node: CstNode): CstNode => copyNode(node, offset, copies);
    appendAll(linked.nodes, file.nodes.map(copyOf));
    // A failed build may have noted nodes it never returned: they are copied too, as the resolver sees them.
    copyFacts(file.facts, linked.facts, copyOf);
    offset += file.idsTaken;
  });
  return linked;
}

/**
 * The node with its id shifted and children of its own: what the analysis sets (ids, parents,
 * children). Its location, parameters and stereotypes, which nothing changes once built, are
 * shared with the file's data, as the facts' values are.
 */
function copyNode(node: CstNode, offset: number, copies: Map<CstNode, CstNode>): CstNode {
  const known = copies.get(node);
  if (known) return known;
  const copy: CstNode = { ...node, id: node.id + offset, children: [] };
  copies.set(node, copy);
  for (const child of node.children) copy.children.push(copyNode(child, offset, copies));
  return copy;
}

/** The facts' values are read, never changed, by the resolver: shared; their keys become the copies. */
function copyFacts(from: JavaFacts, to: JavaFacts, copyOf: (node: CstNode) => CstNode): void {
  for (const [node, facts] of from.types) to.types.set(copyOf(node), facts);
  for (const [node, calls] of from.calls) to.calls.set(copyOf(node), calls);
  for (const [node, variables] of from.variables) to.variables.set(copyOf(node), variables);
  for (const [node, uses] of from.fieldUses) to.fieldUses.set(copyOf(node), uses);
  for (const [node, names] of from.localNames) to.localNames.set(copyOf(node), names);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
