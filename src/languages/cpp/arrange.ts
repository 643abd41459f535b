import type { CstNode } from '../../core/cst';
import { takeUniqueName } from '../sibling-names';
import { decodePlacement, PLACEMENT_SEPARATOR, type Placement } from './placement';

const TYPE_KINDS = new Set(['Class', 'Struct', 'Union', 'Enum']);

/**
 * C++ elements are known by their namespace, whichever file declares them (a namespace spans
 * files, as a Go package does): types and the free functions of a named namespace leave their
 * File node and stand at the top, namespaced `a.b.` for `a::b`. Free functions of the global or
 * an anonymous namespace stay in their file, as C's do.
 *
 * An out-of-line definition (`void Foo::bar(int) {...}`) joins its class wherever that is
 * declared, replacing the bodiless declaration it defines. Only changed files are analysed: when
 * the class is not among them (its header did not change), a bodiless placeholder `Class` stands
 * for it, so `Foo::bar` is named `Foo.bar(int)` on both sides whether or not the header changed.
 */
export function arrangeCpp(files: CstNode[], ownerOf: (node: CstNode) => string | undefined, takeId: () => number): CstNode[] {
  const top: CstNode[] = [];
  const usedNames = new Map<string, Set<string>>();
  const types = new Map<string, CstNode>();
  const namespaces = new Set<string>();
  const outOfLine: Array<{ element: CstNode; placement: Placement }> = [];
  for (const file of files) {
    const kept: CstNode[] = [];
    for (const element of file.children) {
      const placement = decodePlacement(ownerOf(element));
      if (!placement) {
        kept.push(element);
        continue;
      }
      element.localName = withoutPlacement(element.localName);
      for (let i = 1; i <= placement.namespaces.length; i++) namespaces.add(placement.namespaces.slice(0, i).join('.'));
      if (placement.scope.length > 0) outOfLine.push({ element, placement });
      else if (!TYPE_KINDS.has(element.type) && (placement.fileLocal || placement.namespaces.length === 0)) kept.push(element);
      else {
        placeAtTop(element, namespacePrefix(placement.namespaces), usedNames, top);
        registerTypes(types, element);
      }
    }
    file.children = kept;
  }
  const placeholders: CstNode[] = [];
  for (const { element, placement } of outOfLine) {
    const found = resolveScope(placement, types, namespaces);
    if (found.namespace !== undefined) {
      element.type = 'Function';
      element.stereotypes = element.stereotypes.filter((stereotype) => stereotype !== 'TYPE_MEMBER');
      placeAtTop(element, namespacePrefix(found.namespace), usedNames, top);
      continue;
    }
    const owner = found.type ?? placeholderChain([...placement.namespaces, ...placement.scope], placement.namespaces.length, types, element, takeId, placeholders);
    joinType(owner, element);
  }
  return [...files, ...top, ...placeholders];
}

/**
 * Top-level elements are read with their placement before their localName (see `scopedLocalName`),
 * so that `a::f()` and `b::f()` of one file are not taken for one name twice; it is dropped here.
 */
function withoutPlacement(localName: string): string {
  return localName.slice(localName.lastIndexOf(PLACEMENT_SEPARATOR) + 1);
}

function namespacePrefix(namespaces: readonly string[]): string {
  return namespaces.length > 0 ? `${namespaces.join('.')}.` : '';
}

function placeAtTop(element: CstNode, namespace: string, usedNames: Map<string, Set<string>>, top: CstNode[]): void {
  let used = usedNames.get(namespace);
  if (!used) usedNames.set(namespace, (used = new Set()));
  element.namespace = namespace;
  element.localName = takeUniqueName(used, element.localName);
  top.push(element);
}

/** A type and the types nested in it, by qualified name (`a.b.Outer.Inner`); the first declaration wins. */
function registerTypes(types: Map<string, CstNode>, type: CstNode, prefix = type.namespace ?? ''): void {
  if (!TYPE_KINDS.has(type.type)) return;
  const key = prefix + type.simpleName;
  if (!types.has(key)) types.set(key, type);
  for (const child of type.children) registerTypes(types, child, `${key}.`);
}

/**
 * What `Foo::` of a definition written in namespace `a::b` names, as C++ looks it up: `a.b.Foo`,
 * then `a.Foo`, then `Foo`; a type if one is declared in the change, else a namespace
 * (`void ns::helper() {...}` is a free function of `ns`).
 */
function resolveScope(placement: Placement, types: ReadonlyMap<string, CstNode>, namespaces: ReadonlySet<string>): { type?: CstNode; namespace?: string[] } {
  for (let depth = placement.namespaces.length; depth >= 0; depth--) {
    const path = [...placement.namespaces.slice(0, depth), ...placement.scope];
    const type = types.get(path.join('.'));
    if (type) return { type };
  }
  for (let depth = placement.namespaces.length; depth >= 0; depth--) {
    const path = [...placement.namespaces.slice(0, depth), ...placement.scope];
    if (namespaces.has(path.join('.'))) return { namespace: path };
  }
  return {};
}

/**
 * The type at `path` (its first `namespaceDepth` segments a namespace), made of bodiless
 * placeholders from the deepest declared type down: a type known only by its methods has no
 * range, so no code of its own to compare.
 */
function placeholderChain(path: string[], namespaceDepth: number, types: Map<string, CstNode>, method: CstNode, takeId: () => number, placeholders: CstNode[]): CstNode {
  let owner: CstNode | undefined;
  for (let i = namespaceDepth; i < path.length; i++) {
    const key = path.slice(0, i + 1).join('.');
    let type = types.get(key);
    if (!type) {
      type = placeholder(takeId(), method, path[i]);
      if (owner) owner.children.push(type);
      else {
        type.namespace = namespacePrefix(path.slice(0, namespaceDepth));
        placeholders.push(type);
      }
      types.set(key, type);
    }
    owner = type;
  }
  return owner!;
}

function placeholder(id: number, method: CstNode, name: string): CstNode {
  const at = method.location.begin;
  return {
    id,
    type: 'Class',
    simpleName: name,
    localName: name,
    parameters: [],
    location: { ...method.location, begin: at, end: at, bodyBegin: at, bodyEnd: at, endLine: method.location.startLine },
    stereotypes: [],
    children: [],
  };
}

/** The definition takes the place of the declaration it defines (same identity), or joins as a new member. */
function joinType(type: CstNode, definition: CstNode): void {
  const declared = type.children.findIndex((child) => child.localName === definition.localName && isBodiless(child));
  if (declared !== -1) {
    type.children[declared] = definition;
    return;
  }
  definition.localName = takeUniqueName(new Set(type.children.map((child) => child.localName)), definition.localName);
  type.children.push(definition);
}

function isBodiless(node: CstNode): boolean {
  return node.type === 'Method' && node.location.bodyBegin === node.location.bodyEnd;
}
