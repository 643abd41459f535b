import { emptyCstRoot, hasStereotype, type CstEdge, type CstNode, type CstRoot, type Location } from '../../core/cst';
import { resolveEdges, resolveFieldEdges, resolveSuperCallEdges, type Reference } from '../name-resolution';
import type { KeptTrees } from '../kept-trees';
import { parseReusing } from '../incremental-parse';
import { NodeIdGenerator, type SourceFile } from '../plugin';
import { takeUniqueName } from '../sibling-names';
import { syntaxWarning, tokenizeTree } from '../syntax-helpers';
import type { Parser, SyntaxNode, Tree } from '../tree-sitter';
import type { Query } from 'web-tree-sitter';
import type { DefinitionReading, QueryLanguageSpec } from './spec';

const DEFINITION = 'definition.';
const CALL = 'reference.call';
const SUPERTYPE = 'reference.supertype';
const MEMBER = 'reference.member';
/**
 * A node whose identifier children are member uses (`(binary_expression) @reference.member.operands`):
 * a pattern with the child (`(binary_expression (identifier) @reference.member)`) costs time
 * quadratic in how deeply such nodes nest (a 30,000-term sum took 15 s); reading the children does not.
 */
const MEMBER_OPERANDS = 'reference.member.operands';
const SUPER_CALL = 'reference.supercall';
const TYPE_MEMBER = 'reference.typemember';
const DOCUMENTATION = 'documentation';
const NAMESPACE = 'namespace';

/** Kinds that hold fields and are supertypes; kinds that hold code and call. */
const TYPE_KINDS = new Set(['Class', 'Interface', 'Struct', 'Union', 'Enum', 'Record', 'Trait', 'Object']);
const CALLABLE_KINDS = new Set(['Function', 'Method']);

interface References {
  calls: Reference[];
  supertypes: Reference[];
  members: Reference[];
  superCalls: Reference[];
  /** Fields named through their type (`Table.createIndex`), each with that type's name as its qualifier. */
  typeMembers: Reference[];
}

/** What the files of one revision share: the parts of partial elements merge across files. */
interface Revision {
  readonly roots: CstNode[];
  readonly ids: NodeIdGenerator;
  readonly references: References;
  /** Sibling names taken, per parent or, at the top, per namespace (a merged element's parts share one set). */
  readonly usedNames: Map<CstNode | string, Set<string>>;
  /** Partial elements by parent (or namespace, at the top), kind and localName. */
  readonly partials: Map<string, CstNode>;
  /** Elements declared apart from the type they belong to (a Go method), for the language's `arrange`. */
  readonly owners: Map<CstNode, string>;
  /** Fields code names bare wherever they are imported (DefinitionReading.reachableByName). */
  readonly reachableByName: CstNode[];
}

/** Builds the CST of one revision for a query-described language. */
export function buildQueryCst(spec: QueryLanguageSpec, parser: Parser, query: Query, files: readonly SourceFile[], kept?: KeptTrees, earlierSide?: KeptTrees): CstRoot {
  const root = emptyCstRoot();
  const revision: Revision = { roots: root.nodes, ids: new NodeIdGenerator(), references: { calls: [], supertypes: [], members: [], superCalls: [], typeMembers: [] }, usedNames: new Map(), partials: new Map(), owners: new Map(), reachableByName: [] };
  for (const file of files) {
    const tree = parseReusing(parser, file.path, file.content, earlierSide);
    if (!tree) {
      root.warnings.push(`${file.path}: could not be parsed; skipped`);
      continue;
    }
    try {
      const tokens = tokenizeTree(tree, file.content, spec.tokens);
      root.tokens.set(file.path, spec.fileTokens ? spec.fileTokens(tokens, tree.rootNode) : tokens);
      const warning = syntaxWarning(file.path, tree);
      if (warning) root.warnings.push(warning);
      buildFile(spec, file, tree, query, revision);
    } finally {
      if (kept) kept.keepOrFree(file.path, tree, file.content.length, file.content);
      else tree.delete();
    }
  }
  const { references, owners, ids } = revision;
  if (spec.arrange) root.nodes = spec.arrange(root.nodes, (node) => owners.get(node), () => ids.take());
  const callables: CstNode[] = [];
  const types: CstNode[] = [];
  const parents = new Map<CstNode, CstNode>();
  const pending = [...root.nodes].reverse();
  for (let node = pending.pop(); node; node = pending.pop()) {
    // An anonymous type and all inside it are no names code refers to: its members are reached through its supertype.
    if (hasStereotype(node, 'ANONYMOUS_TYPE')) continue;
    if (TYPE_KINDS.has(node.type)) types.push(node);
    else if (CALLABLE_KINDS.has(node.type)) callables.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) {
      parents.set(node.children[i], node);
      pending.push(node.children[i]);
    }
  }
  const ownerNames = spec.readCallQualifier ? callableOwnerNames(spec, callables, parents) : undefined;
  const subtypes = resolveEdges('subtype', references.supertypes, types);
  const seen = new Set<string>();
  const superCalls = resolveSuperCallEdges(references.superCalls, types, subtypes);
  const unresolvedMembers: Reference[] = [];
  const fieldEdges = resolveFieldEdges(references.members, types, subtypes, unresolvedMembers);
  // A bare name in a type's code may be a field of a type reached through its name (Kotlin's
  // companion: `DEFAULT` for `Companion.DEFAULT`), before any imported field of that name.
  const outerFields = spec.ownerNames && unresolvedMembers.length > 0 ? resolveFieldsOfInnerOwners(spec, unresolvedMembers, types, parents) : { edges: [], rest: unresolvedMembers };
  // Fields code names bare wherever they are imported (Kotlin's enum entries), for the member uses no field of the user's own type took.
  const importedFields = revision.reachableByName.length > 0 ? resolveEdges('uses', outerFields.rest, revision.reachableByName) : [];
  const typeMemberEdges = references.typeMembers.length > 0 ? resolveTypeMembers(spec, references.typeMembers, types, parents) : [];
  for (const edges of [resolveEdges('uses', references.calls, callables, false, ownerNames), subtypes, fieldEdges, outerFields.edges, importedFields, superCalls, typeMemberEdges]) {
    for (const edge of edges) {
      // A super call may also have been resolved by its name alone.
      const key = `${edge.type}:${edge.from}>${edge.to}`;
      if (seen.has(key)) continue;
      seen.add(key);
      root.edges.push(edge);
    }
  }
  return root;
}

/** `Table.createIndex`: the field `createIndex` of the type code reaches as `Table` (a companion's through its class too). */
function resolveTypeMembers(spec: QueryLanguageSpec, references: readonly Reference[], types: readonly CstNode[], parents: ReadonlyMap<CstNode, CstNode>): CstEdge[] {
  const fields = new Map<string, CstNode[]>();
  const parentOf = (node: CstNode) => parents.get(node);
  for (const type of types) {
    for (const owner of spec.ownerNames?.(type, parentOf) ?? [type.simpleName]) {
      for (const field of type.children) {
        if (field.type !== 'Field') continue;
        const key = `${owner}\u0000${field.simpleName}`;
        const list = fields.get(key);
        if (list) list.push(field);
        else fields.set(key, [field]);
      }
    }
  }
  const edges: CstEdge[] = [];
  for (const { from, name, qualifier } of references) {
    for (const field of fields.get(`${qualifier}\u0000${name}`) ?? []) if (field !== from) edges.push({ type: 'uses', from: from.id, to: field.id });
  }
  return edges;
}

/**
 * Member uses no field of the user's own type took, resolved among the fields of the types nested
 * in an enclosing type that code reaches through that type's name (`ownerNames`: a Kotlin
 * companion's, named bare in its class). The rest are returned for other readings.
 */
function resolveFieldsOfInnerOwners(spec: QueryLanguageSpec, references: readonly Reference[], types: readonly CstNode[], parents: ReadonlyMap<CstNode, CstNode>): { edges: CstEdge[]; rest: Reference[] } {
  const parentOf = (node: CstNode) => parents.get(node);
  // Per enclosing type, the fields of its inner types reached through its name.
  const reachable = new Map<CstNode, Map<string, CstNode>>();
  for (const type of types) {
    const outer = parents.get(type);
    if (!outer || !TYPE_KINDS.has(outer.type) || !spec.ownerNames!(type, parentOf).includes(outer.simpleName)) continue;
    const fields = reachable.get(outer) ?? new Map<string, CstNode>();
    for (const field of type.children) if (field.type === 'Field' && !fields.has(field.simpleName)) fields.set(field.simpleName, field);
    reachable.set(outer, fields);
  }
  const edges: CstEdge[] = [];
  const rest: Reference[] = [];
  for (const reference of references) {
    let field: CstNode | undefined;
    for (let node = parents.get(reference.from); node && !field; node = parents.get(node)) field = reachable.get(node)?.get(reference.name);
    if (field && field !== reference.from) edges.push({ type: 'uses', from: reference.from.id, to: field.id });
    else if (!field) rest.push(reference);
  }
  return { edges, rest };
}

/** Each callable held by a type: the names code calls it through (`Table` for `Table.insert`). */
function callableOwnerNames(spec: QueryLanguageSpec, callables: readonly CstNode[], parents: ReadonlyMap<CstNode, CstNode>): Map<CstNode, string[]> {
  const names = new Map<CstNode, string[]>();
  const parentOf = (node: CstNode) => parents.get(node);
  for (const callable of callables) {
    const owner = parents.get(callable);
    if (owner && TYPE_KINDS.has(owner.type)) names.set(callable, spec.ownerNames?.(owner, parentOf) ?? [owner.simpleName]);
  }
  return names;
}

interface Capture {
  name: string;
  node: SyntaxNode;
}

/** An element or namespace whose range is still open at the current capture. */
interface Open<T> {
  readonly value: T;
  readonly end: number;
}

function buildFile(spec: QueryLanguageSpec, file: SourceFile, tree: Tree, query: Query, revision: Revision): void {
  const { ids, references } = revision;
  const fileNode = createFileNode(file, ids);
  // Without File nodes the file still frames its top-level code, but is no element of the CST.
  const inFile = spec.topLevel !== 'namespace';
  if (inFile) revision.roots.push(fileNode);
  const open: Array<Open<CstNode>> = [{ value: fileNode, end: file.content.length }];
  const namespaces: Array<Open<string>> = [];
  const enclosing = (offset: number): CstNode => {
    while (open.length > 1 && open[open.length - 1].end <= offset) open.pop();
    while (namespaces.length > 0 && namespaces[namespaces.length - 1].end <= offset) namespaces.pop();
    return open[open.length - 1].value;
  };
  const captures = sortedCaptures(query.captures(tree.rootNode).flatMap(operandsAsMembers));
  const namesLocal = spec.localNameReader?.();
  // Documentation at the head of a body (a docstring) documents the declaration: it is no code to extract or inline.
  const documentationEnds = new Map<number, number>();
  for (const capture of captures) if (capture.name === DOCUMENTATION) documentationEnds.set(capture.node.startIndex, capture.node.endIndex);
  for (const capture of captures) {
    const parent = enclosing(capture.node.startIndex);
    if (capture.name === NAMESPACE) {
      const reading = spec.readNamespace?.(capture.node);
      const outer = namespaces.length > 0 ? namespaces[namespaces.length - 1].value : '';
      if (reading?.name) namespaces.push({ value: `${outer}${reading.name}.`, end: (reading.scope ?? capture.node).endIndex });
      continue;
    }
    if (capture.name === TYPE_MEMBER) {
      const qualifier = spec.readCallQualifier?.(capture.node);
      // As any use: inside an anonymous type, also the code around it's.
      if (qualifier && !(parent === fileNode && !inFile)) for (const from of referrers(open)) references.typeMembers.push({ from, name: capture.node.text, file: file.path, qualifier });
      continue;
    }
    if (capture.name === CALL || capture.name === SUPERTYPE || capture.name === MEMBER || capture.name === SUPER_CALL) {
      if (parent === fileNode && !inFile) continue; // top-level code of no element
      if (capture.name === MEMBER && namesLocal?.(capture.node)) continue;
      const list = capture.name === CALL ? references.calls : capture.name === SUPERTYPE ? references.supertypes : capture.name === MEMBER ? references.members : references.superCalls;
      // A supertype is named in its type's header; a call or member use belongs to the code around it.
      const qualifier = capture.name === CALL ? spec.readCallQualifier?.(capture.node) : undefined;
      if (capture.name !== SUPERTYPE || TYPE_KINDS.has(parent.type)) {
        // A supertype is its anonymous type's alone; code inside one is also the code around it's.
        for (const from of capture.name === SUPERTYPE ? [parent] : referrers(open)) list.push({ from, name: capture.node.text, file: file.path, ...(qualifier ? { qualifier } : {}) });
      }
      continue;
    }
    if (!capture.name.startsWith(DEFINITION)) continue;
    const owner = enclosingType(open) ?? parent;
    const reading = spec.readDefinition(capture.name.slice(DEFINITION.length), capture.node, parent.type);
    if (!reading) continue;
    if (reading.ownedByType && (owner === fileNode || owner.children.some((child) => child.simpleName === reading.name))) continue;
    const node = createNode(file.path, capture.name.slice(DEFINITION.length), reading, capture.node, ids, documentationEnds);
    if (reading.owner) revision.owners.set(node, reading.owner);
    if (reading.reachableByName) revision.reachableByName.push(node);
    if (reading.ownedByType) {
      owner.children.push(node);
      continue;
    }
    const namespace = parent === fileNode && !inFile ? (namespaces.length > 0 ? namespaces[namespaces.length - 1].value : '') : undefined;
    const partialKey = `${namespace ?? parent.id}\u0000${node.type}\u0000${node.localName}`;
    const earlierPart = reading.partial ? revision.partials.get(partialKey) : undefined;
    if (earlierPart) {
      open.push({ value: earlierPart, end: (reading.declaration ?? capture.node).endIndex });
      continue;
    }
    if (reading.partial) revision.partials.set(partialKey, node);
    const scope = namespace ?? parent;
    let used = revision.usedNames.get(scope);
    if (!used) revision.usedNames.set(scope, (used = new Set()));
    node.localName = takeUniqueName(used, node.localName);
    if (namespace === undefined) parent.children.push(node);
    else {
      node.namespace = namespace;
      revision.roots.push(node);
    }
    if (node.type !== 'Field' && !reading.holdsNoElements) open.push({ value: node, end: node.location.end });
  }
  if (inFile && spec.readPackage) revision.roots.splice(revision.roots.lastIndexOf(fileNode), 1, ...packaged(fileNode, spec.readPackage(tree.rootNode)));
}

/**
 * A file of a packaged language: its types become top-level elements of the package; the File
 * node, known by the package too (by its folder when none is declared), stays only to hold the rest.
 */
function packaged(fileNode: CstNode, packageName: string | undefined): CstNode[] {
  const prefix = packageName ? `${packageName}.` : '';
  const types = fileNode.children.filter((child) => TYPE_KINDS.has(child.type));
  for (const type of types) type.namespace = prefix;
  fileNode.children = fileNode.children.filter((child) => !TYPE_KINDS.has(child.type));
  if (packageName) fileNode.namespace = prefix;
  return fileNode.children.length > 0 ? [fileNode, ...types] : types;
}

/**
 * Who refers through code at the current capture: the innermost open element, and, inside an
 * anonymous type (`object : Listener { ... }` in a function), also the element around that type,
 * whose code it is, as the calls inside a Java anonymous class are its method's.
 */
function referrers(open: ReadonlyArray<Open<CstNode>>): CstNode[] {
  const innermost = open[open.length - 1].value;
  for (let i = 1; i < open.length; i++) {
    if (hasStereotype(open[i].value, 'ANONYMOUS_TYPE')) return open[i - 1].value === innermost ? [innermost] : [innermost, open[i - 1].value];
  }
  return [innermost];
}

/** The innermost open type. */
function enclosingType(open: ReadonlyArray<Open<CstNode>>): CstNode | undefined {
  for (let i = open.length - 1; i > 0; i--) if (TYPE_KINDS.has(open[i].value.type)) return open[i].value;
  return undefined;
}

/** A captured node whose identifier children are member uses: those children, each a member capture. */
function operandsAsMembers(capture: Capture): Capture[] {
  if (capture.name !== MEMBER_OPERANDS) return [capture];
  return capture.node.namedChildren.flatMap((child) => (child?.type === 'identifier' ? [{ ...capture, name: MEMBER, node: child }] : []));
}

/** Document order; at one offset the outer element first, references last. */
function sortedCaptures(captures: readonly Capture[]): Capture[] {
  const rank = (capture: Capture) => (capture.name === NAMESPACE ? -1 : capture.name.startsWith(DEFINITION) ? 0 : 1);
  return [...captures].sort((a, b) => a.node.startIndex - b.node.startIndex || rank(a) - rank(b) || b.node.endIndex - a.node.endIndex);
}

function createNode(
  path: string,
  capturedKind: string,
  reading: DefinitionReading,
  captured: SyntaxNode,
  ids: NodeIdGenerator,
  documentationEnds: ReadonlyMap<number, number>,
): CstNode {
  const kind = reading.kind ?? capturedKind;
  const parameters = reading.parameters ?? [];
  const localName = reading.localName ?? (CALLABLE_KINDS.has(kind) ? `${reading.name}(${parameters.map((p) => p.name).join(', ')})` : reading.name);
  return {
    id: ids.take(),
    type: kind,
    simpleName: reading.name,
    localName,
    ...(reading.signature === undefined ? {} : { signature: reading.signature }),
    parameters,
    ...(reading.returnType ? { returnType: reading.returnType } : {}),
    ...(reading.fieldType ? { fieldType: reading.fieldType } : {}),
    location: locate(path, reading.declaration ?? captured, reading.body ?? null, documentationEnds),
    stereotypes: reading.stereotypes ?? [],
    children: [],
  };
}

function locate(file: string, declaration: SyntaxNode, body: SyntaxNode | null, documentationEnds: ReadonlyMap<number, number>): Location {
  return {
    file,
    begin: declaration.startIndex,
    end: declaration.endIndex,
    bodyBegin: body ? (documentationEnds.get(body.startIndex) ?? body.startIndex) : declaration.endIndex,
    bodyEnd: body ? body.endIndex : declaration.endIndex,
    startLine: declaration.startPosition.row + 1,
    endLine: declaration.endPosition.row + 1,
  };
}

/** The File node: named by the file name, namespaced by its folder (`src/`, or `` at the root). */
function createFileNode(file: SourceFile, ids: NodeIdGenerator): CstNode {
  const slash = file.path.lastIndexOf('/');
  const name = file.path.slice(slash + 1);
  let lines = 1;
  for (let i = file.content.indexOf('\n'); i !== -1 && i < file.content.length - 1; i = file.content.indexOf('\n', i + 1)) lines++;
  return {
    id: ids.take(),
    type: 'File',
    simpleName: name,
    localName: name,
    namespace: file.path.slice(0, slash + 1),
    parameters: [],
    location: { file: file.path, begin: 0, end: file.content.length, bodyBegin: 0, bodyEnd: file.content.length, startLine: 1, endLine: lines },
    stereotypes: [],
    children: [],
  };
}
