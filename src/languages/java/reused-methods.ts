import type { Query } from 'web-tree-sitter';
import type { CstNode, TokenizedFile } from '../../core/cst';
import type { NodeIdGenerator } from '../plugin';
import type { TextEdit } from '../text-edits';
import type { TakenStretch } from '../text-tokens';
import type { SyntaxNode, Tree } from '../tree-sitter';
import type { CapturedNode } from './cst-builder';
import type { JavaFacts } from './facts';

/**
 * The after side of a changed file mostly repeats the before side: a method that no edit touches
 * is the same text, shifted, and parses to the same subtree. Its CST node and the facts noted
 * inside it are the before side's, with a new id and shifted offsets and lines, so the query and
 * the builder read only the rest of the file (the query's walk over every node was about a
 * seventh of the engine's time, the builder as much).
 *
 * Only methods that are nodes with no nodes of their own (no local classes), directly in types,
 * are taken: everything the builder notes inside them is keyed by them, and their node depends
 * on their own text alone (a constructor also on its class's name, checked when taken).
 */

/** What a file's build left for the other side of its change to take from. */
export interface EarlierBuild {
  nodes: readonly CstNode[];
  facts: JavaFacts;
  /** How deep the file's nesting nodes nest (method-nesting.ts). */
  nestingDepth: number;
  /** Each method's own nesting depth, by its start offset in the earlier text. */
  methodDepths: ReadonlyMap<number, number>;
  /** The earlier text's tokens: a taken method's are its own, shifted. */
  tokens?: TokenizedFile;
}

/** A method of the earlier build found unchanged in the new text. */
export interface UnchangedMethod {
  /** The earlier node, whose facts are looked up by it. */
  earlier: CstNode;
  /** Its range in the new text. */
  start: number;
  end: number;
  offsetShift: number;
  lineShift: number;
}

/** The taken methods as stretches of the new text that are the earlier text's, shifted (text-tokens.ts). */
export function takenStretches(methods: readonly UnchangedMethod[]): TakenStretch[] {
  return methods.map((method) => ({ start: method.start, end: method.end, shift: method.offsetShift }));
}

/**
 * The earlier build's methods that no edit touches, in source order, each checked against the
 * new tree: a node of the same kind spans exactly the shifted range (text around a method may
 * change what it is, a comment opened before it).
 */
export function unchangedMethods(earlier: EarlierBuild, earlierSource: string, source: string, edits: readonly TextEdit[], tree: Tree): UnchangedMethod[] {
  const methods: UnchangedMethod[] = [];
  let offsetShift = 0;
  let lineShift = 0;
  let next = 0;
  for (const method of methodsInTypes(earlier.nodes)) {
    const { begin, end } = method.location;
    // Edits wholly before the method shift it; one that reaches into it changes it.
    while (next < edits.length && edits[next].oldEndIndex - offsetShift <= begin) {
      const edit = edits[next++];
      offsetShift += edit.newEndIndex - edit.oldEndIndex;
      lineShift += edit.newEndPosition.row - edit.oldEndPosition.row;
    }
    if (next < edits.length && edits[next].startIndex - offsetShift < end) continue;
    const start = begin + offsetShift;
    // Two slices compared with `===` (natively, block by block), not `startsWith`, which reads
    // the characters one by one: the whole of every changed file is compared here.
    if (source.slice(start, start + end - begin) !== earlierSource.slice(begin, end)) continue;
    if (!spansMethod(tree.rootNode.descendantForIndex(start, start + end - begin), start, start + end - begin, isConstructor(method))) continue;
    methods.push({ earlier: method, start, end: start + end - begin, offsetShift, lineShift });
  }
  return methods;
}

function spansMethod(node: SyntaxNode | null, start: number, end: number, constructor: boolean): boolean {
  return !!node && node.startIndex === start && node.endIndex === end && node.type === (constructor ? 'constructor_declaration' : 'method_declaration');
}

function isConstructor(method: CstNode): boolean {
  return method.stereotypes.includes('TYPE_CONSTRUCTOR');
}

/** Methods without nodes of their own whose enclosing nodes are all types, in source order. */
function methodsInTypes(roots: readonly CstNode[]): CstNode[] {
  const methods: CstNode[] = [];
  const visit = (nodes: readonly CstNode[]) => {
    for (const node of nodes) {
      if (node.type === 'Method') {
        if (node.children.length === 0) methods.push(node);
      } else if (node.type !== 'Field') visit(node.children);
    }
  };
  visit(roots);
  // A nested type's methods come between its outer type's.
  return methods.sort((a, b) => a.location.begin - b.location.begin);
}

/**
 * The query's captures outside `methods` (sorted, disjoint), in the order one run over the whole
 * tree gives them: a run per stretch between two methods, each keeping the captures that start
 * in it (its enclosing nodes were captured by the stretch they start in). Undefined if a run
 * stopped at the query's match limit. Stretches of blanks and comments start no capture.
 */
export function capturesBetween(query: Query, tree: Tree, source: string, methods: readonly UnchangedMethod[]): CapturedNode[] | undefined {
  const captures: CapturedNode[] = [];
  let from = 0;
  for (let index = 0; index <= methods.length; index++) {
    const to = index < methods.length ? methods[index].start : source.length;
    if (!blanksAndComments(source, from, to)) {
      // The query's range is in bytes of the UTF-16 text tree-sitter parsed.
      for (const capture of query.captures(tree.rootNode, { startIndex: 2 * from, endIndex: 2 * to })) {
        const start = capture.node.startIndex;
        if (start >= from && start < to) captures.push(capture);
      }
      if (query.didExceedMatchLimit()) return undefined;
    }
    if (index < methods.length) from = methods[index].end;
  }
  return captures;
}

/** Whether source[from, to) holds only blanks and whole comments (read in one pass: a pattern with comments backtracks). */
function blanksAndComments(source: string, from: number, to: number): boolean {
  let at = from;
  while (at < to) {
    const code = source.charCodeAt(at);
    if (code === 32 || (code >= 9 && code <= 13)) {
      at++;
    } else if (code === 47 && at + 1 < to && source.charCodeAt(at + 1) === 47) {
      const newline = source.indexOf('\n', at + 2);
      at = newline < 0 || newline >= to ? to : newline + 1;
    } else if (code === 47 && at + 1 < to && source.charCodeAt(at + 1) === 42) {
      const close = source.indexOf('*/', at + 2);
      if (close < 0 || close + 2 > to) return false;
      at = close + 2;
    } else {
      return false;
    }
  }
  return true;
}

/** The query's captures that start within `method` (its own first), as one run over the whole tree gives them. */
export function capturesWithin(query: Query, tree: Tree, method: UnchangedMethod): CapturedNode[] {
  return query
    .captures(tree.rootNode, { startIndex: 2 * method.start, endIndex: 2 * method.end })
    .filter((capture) => capture.node.startIndex >= method.start);
}

/** The earlier node, numbered now and moved to where it is in the new text. */
export function shiftedMethod(method: UnchangedMethod, ids: NodeIdGenerator): CstNode {
  const earlier = method.earlier;
  const location = earlier.location;
  // The keys in buildMethod's order, so that the node reads (and serialises) the same.
  return {
    id: ids.take(),
    type: earlier.type,
    simpleName: earlier.simpleName,
    localName: earlier.localName,
    signature: earlier.signature,
    parameters: earlier.parameters.map((parameter) => ({ ...parameter })),
    ...(earlier.returnType !== undefined ? { returnType: earlier.returnType } : {}),
    location: {
      file: location.file,
      begin: location.begin + method.offsetShift,
      end: location.end + method.offsetShift,
      bodyBegin: location.bodyBegin + method.offsetShift,
      bodyEnd: location.bodyEnd + method.offsetShift,
      startLine: location.startLine + method.lineShift,
      endLine: location.endLine + method.lineShift,
    },
    stereotypes: [...earlier.stereotypes],
    children: [],
  };
}

/** The facts the earlier build noted inside the method, now of `node` (values are read, never changed, once built). */
export function carryFacts(from: JavaFacts, earlier: CstNode, to: JavaFacts, node: CstNode): void {
  const calls = from.calls.get(earlier);
  if (calls) to.calls.set(node, calls);
  const variables = from.variables.get(earlier);
  if (variables) to.variables.set(node, variables);
  const fieldUses = from.fieldUses.get(earlier);
  if (fieldUses) to.fieldUses.set(node, fieldUses);
  const localNames = from.localNames.get(earlier);
  if (localNames) to.localNames.set(node, localNames);
}
