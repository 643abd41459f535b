import type { CstNode } from '../../core/cst';
import { takeUniqueName } from '../sibling-names';

/**
 * A Go package is a folder: its functions and types are known as `<folder>.Name` whichever of its
 * files declares them, so they leave their File node and stand at the top in the package's
 * namespace (`internal/server.`, `` at the root). A method joins its receiver's type, wherever
 * in the package that is declared. Moving code between files of one package changes no name;
 * the File nodes stay (empty) for renamed and moved files.
 *
 * Only changed files are analysed: when the receiver's type is not among them, a bodiless `Type`
 * node of that name stands for it, made from the methods alone, so a method is named
 * `<folder>.Type.Method` on both sides of a change whether or not its type's file changed.
 */
export function arrangePackages(files: CstNode[], ownerOf: (node: CstNode) => string | undefined, takeId: () => number): CstNode[] {
  const top: CstNode[] = [];
  const usedNames = new Map<string, Set<string>>();
  const types = new Map<string, CstNode>();
  const methods: CstNode[] = [];
  for (const file of files) {
    const namespace = packageNamespace(file.location.file);
    for (const element of file.children) {
      if (ownerOf(element)) {
        methods.push(element);
        continue;
      }
      element.namespace = namespace;
      element.localName = takeUniqueName(namesIn(usedNames, namespace), element.localName);
      top.push(element);
      const key = typeKey(namespace, element.simpleName);
      if (element.type !== 'Function' && !types.has(key)) types.set(key, element);
    }
    file.children = [];
  }
  const placeholders: CstNode[] = [];
  for (const method of methods) {
    const namespace = packageNamespace(method.location.file);
    const owner = ownerOf(method)!;
    const key = typeKey(namespace, owner);
    let type = types.get(key);
    if (!type) {
      type = receiverPlaceholder(takeId(), method, owner, namespace);
      types.set(key, type);
      placeholders.push(type);
    }
    method.localName = takeUniqueName(new Set(type.children.map((child) => child.localName)), method.localName);
    type.children.push(method);
  }
  return [...files, ...top, ...placeholders];
}

/** `internal/server/server.go` -> `internal/server.`; a file at the root -> ``. */
export function packageNamespace(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : `${path.slice(0, slash)}.`;
}

function namesIn(usedNames: Map<string, Set<string>>, namespace: string): Set<string> {
  let used = usedNames.get(namespace);
  if (!used) usedNames.set(namespace, (used = new Set()));
  return used;
}

function typeKey(namespace: string, name: string): string {
  return `${namespace}\u0000${name}`;
}

/** A type known only by its methods: no range, so no code of its own to compare. */
function receiverPlaceholder(id: number, method: CstNode, name: string, namespace: string): CstNode {
  const at = method.location.begin;
  return {
    id,
    type: 'Type',
    simpleName: name,
    localName: name,
    namespace,
    parameters: [],
    location: { ...method.location, begin: at, end: at, bodyBegin: at, bodyEnd: at, endLine: method.location.startLine },
    stereotypes: [],
    children: [],
  };
}
