import type { CstNode, Location } from '../../core/cst';
import type { NodeIdGenerator } from '../plugin';
import type { SyntaxNode, Tree } from '../tree-sitter';
import type { Query } from 'web-tree-sitter';
import type { Dialect } from './dialect';
import { ALIAS_CAPTURE, CALLEE_CAPTURE, FUNCTION_VALUE_CAPTURE, inheritance, INHERITS_CAPTURES, prototypeAlias, THIS_MEMBER_CAPTURE, type Definition } from './definitions';
import { groupPrototypeClasses } from './prototype-classes';
import { takeUniqueName } from '../sibling-names';
import type { Reference } from '../name-resolution';

export interface FileCst {
  file: CstNode;
  calls: Reference[];
  superclasses: Reference[];
  /** `this.x` inside class methods: field uses, resolved once every class is known. */
  thisMembers: Reference[];
}

/**
 * Builds the CST of one parsed file: a File node with the definitions nested by their ranges
 * (a definition's parent is the innermost definition around it, else the file), plus the calls
 * and `extends` names it contains. Anonymous functions are no nodes: what they contain belongs
 * to the definition around them. Fields are leaves: what their values contain belongs to the
 * class, as before fields were nodes.
 */
export function buildFileCst(path: string, content: string, tree: Tree, query: Query, dialect: Dialect, ids: NodeIdGenerator): FileCst {
  const file = fileNode(path, content, ids);
  const result: FileCst = { file, calls: [], superclasses: [], thisMembers: [] };
  const open: CstNode[] = [file];
  const enclosing = (offset: number): CstNode => {
    while (open.length > 1 && open[open.length - 1].location.end <= offset) open.pop();
    return open[open.length - 1];
  };
  const receivers = new Map<CstNode, string>();
  const aliases = new Map<string, string>();
  const inherits: Array<[string, string]> = [];

  for (const item of definitionsAndCalls(tree, query, dialect)) {
    if (item.alias) {
      aliases.set(...item.alias);
      continue;
    }
    if (item.inherits) {
      inherits.push(item.inherits);
      continue;
    }
    const innermost = enclosing(item.start);
    const parent = item.definition?.ownedByType ? enclosingType(open) ?? innermost : innermost;
    if (item.callee !== undefined) {
      result.calls.push({ from: parent, name: item.callee, file: path });
      continue;
    }
    if (item.thisMember !== undefined) {
      if (parent.type === 'Method') result.thisMembers.push({ from: parent, name: item.thisMember, file: path });
      continue;
    }
    const definition = item.definition!;
    // A field of an anonymous class expression has no class node to belong to.
    if (definition.type === 'Field' && !FIELD_OWNERS.has(parent.type)) continue;
    const node = cstNode(path, definition, ids);
    parent.children.push(node);
    if (definition.type !== 'Field') open.push(node);
    if (definition.superclass) result.superclasses.push({ from: node, name: definition.superclass, file: path });
    for (const supertype of definition.supertypes ?? []) result.superclasses.push({ from: node, name: supertype, file: path });
    if (definition.receiver !== undefined) receivers.set(node, definition.receiver);
  }
  distinguishSameNamedSiblings(file, content);
  // A constructor function's own code (and calls) now belong to its `constructor` Method.
  const constructors = groupPrototypeClasses(file, receivers, aliases, ids);
  for (const call of result.calls) call.from = constructors.get(call.from) ?? call.from;
  // ES5 inheritance of a class declared in this file, resolved like `extends`.
  for (const [sub, base] of inherits) {
    const subclass = file.children.find((child) => child.type === 'Class' && child.simpleName === sub);
    if (subclass) result.superclasses.push({ from: subclass, name: base, file: path });
  }
  return result;
}

/** Kinds whose declarations hold fields: classes, and TypeScript's interfaces and object type aliases. */
const FIELD_OWNERS = new Set(['Class', 'Interface', 'Type']);

/** The innermost open class or interface. */
function enclosingType(open: readonly CstNode[]): CstNode | undefined {
  for (let i = open.length - 1; i > 0; i--) if (FIELD_OWNERS.has(open[i].type)) return open[i];
  return undefined;
}

interface Item {
  start: number;
  end: number;
  definition?: Definition;
  callee?: string;
  thisMember?: string;
  alias?: [string, string];
  inherits?: [string, string];
}

/** Captures in document order; at one offset the outer definition first, calls last. */
function definitionsAndCalls(tree: Tree, query: Query, dialect: Dialect): Item[] {
  const items: Item[] = [];
  for (const capture of query.captures(tree.rootNode)) {
    const node = capture.node;
    if (capture.name === CALLEE_CAPTURE || capture.name === FUNCTION_VALUE_CAPTURE) {
      items.push({ start: node.startIndex, end: node.startIndex, callee: node.text });
      continue;
    }
    if (capture.name === THIS_MEMBER_CAPTURE) {
      items.push({ start: node.startIndex, end: node.startIndex, thisMember: node.text });
      continue;
    }
    if (capture.name === ALIAS_CAPTURE) {
      const alias = prototypeAlias(node);
      if (alias) items.push({ start: node.startIndex, end: node.startIndex, alias });
      continue;
    }
    if (INHERITS_CAPTURES.has(capture.name)) {
      const inherits = inheritance(capture.name, node);
      if (inherits) items.push({ start: node.startIndex, end: node.startIndex, inherits });
      continue;
    }
    const definition = dialect.definitionOf(capture.name, node);
    if (definition) {
      items.push({ start: definition.declaration.startIndex, end: definition.declaration.endIndex, definition });
    }
  }
  return items.sort((a, b) => a.start - b.start || b.end - a.end);
}

function cstNode(file: string, definition: Definition, ids: NodeIdGenerator): CstNode {
  return {
    id: ids.take(),
    type: definition.type,
    simpleName: definition.simpleName,
    localName: definition.localName,
    signature: definition.signature,
    parameters: definition.parameters,
    ...(definition.returnType ? { returnType: definition.returnType } : {}),
    ...(definition.fieldType ? { fieldType: definition.fieldType } : {}),
    location: location(file, definition.declaration, definition.body, definition.type !== 'Field'),
    stereotypes: definition.stereotypes,
    children: [],
  };
}

/**
 * The body range leaves out the braces of a block, as RefDiff's JS plugin did: the braces of a
 * new function are no evidence of code taken from another one. A field's value is its body whole.
 */
function location(file: string, declaration: SyntaxNode, body: SyntaxNode | null, withoutBraces: boolean): Location {
  let bodyBegin = declaration.endIndex;
  let bodyEnd = declaration.endIndex;
  if (body) {
    bodyBegin = body.startIndex;
    bodyEnd = body.endIndex;
    const first = body.firstChild;
    const last = body.lastChild;
    if (withoutBraces && first?.type === '{' && last?.type === '}' && !last.isMissing) {
      bodyBegin = first.endIndex;
      bodyEnd = last.startIndex;
    }
  }
  return {
    file,
    begin: declaration.startIndex,
    end: declaration.endIndex,
    bodyBegin,
    bodyEnd,
    startLine: declaration.startPosition.row + 1,
    endLine: declaration.endPosition.row + 1,
  };
}

/** The File node: named by the file name, namespaced by its folder (`src/`, or `` at the root). */
function fileNode(path: string, content: string, ids: NodeIdGenerator): CstNode {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  return {
    id: ids.take(),
    type: 'File',
    simpleName: name,
    localName: name,
    namespace: path.slice(0, slash + 1),
    parameters: [],
    location: {
      file: path,
      begin: 0,
      end: content.length,
      bodyBegin: 0,
      bodyEnd: content.length,
      startLine: 1,
      endLine: countLines(content),
    },
    stereotypes: [],
    children: [],
  };
}

function countLines(content: string): number {
  let lines = 1;
  for (let i = content.indexOf('\n'); i !== -1 && i < content.length - 1; i = content.indexOf('\n', i + 1)) lines++;
  return lines;
}

/**
 * Siblings with one name (the `fetch(request)` and `test()` of object literals in a test file's
 * anonymous callbacks, a function defined once per branch) are told apart by their text, not by
 * their order: numbered by position, a copy inserted before the others renumbers them all, and
 * each is then taken for its neighbour (its callbacks "moved", code "extracted" between them).
 * An unchanged copy keeps its identifier wherever it went; an edited one is matched as a whole.
 */
function distinguishSameNamedSiblings(node: CstNode, content: string): void {
  const counts = new Map<string, number>();
  for (const child of node.children) counts.set(child.localName, (counts.get(child.localName) ?? 0) + 1);
  const used = new Set(node.children.filter((child) => counts.get(child.localName) === 1).map((child) => child.localName));
  for (const child of node.children) {
    if (counts.get(child.localName)! > 1) child.localName = takeUniqueName(used, `${child.localName}#${textHash(content, child.location)}`);
    distinguishSameNamedSiblings(child, content);
  }
}

/** A short hash of a declaration's text, blanks left out (FNV-1a, 32 bits, base 36). */
function textHash(content: string, { begin, end }: Location): string {
  let hash = 0x811c9dc5;
  for (let i = begin; i < end; i++) {
    const code = content.charCodeAt(i);
    if (code === 32 || code === 9 || code === 10 || code === 13) continue;
    hash = Math.imul(hash ^ code, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
