import type { CstEdge, CstNode, EdgeType } from '../core/cst';

/** A name used in a file, to be resolved to CST nodes once every file is parsed. */
export interface Reference {
  from: CstNode;
  name: string;
  file: string;
  /** The type a call is made on, where the code names it (`LeakTraceTable.insert(...)`): see `resolveEdges`. */
  qualifier?: string;
}

/**
 * Resolves names to nodes without type information (languages whose plugins see no types:
 * JavaScript, TypeScript, Python), as RefDiff's JS plugin did: a name means
 * every definition of that name in the same file, else the only one elsewhere (an ambiguous name
 * in other files is left unresolved rather than guessed). With `oneOtherFile`, a name defined
 * several times in one other file means each of those: JavaScript's object-literal namespaces
 * (`Ticks.generators.linear()` and `Ticks.formatters.linear()`, both in ticks.js) are called so.
 * In its own file, a call never means a function declared inside another one it is not within
 * (lexical scope): two `read()` helpers nested in two stream functions of one module are each
 * their own's. A call made on a type by name (`LeakTraceTable.insert(db)` inside
 * `LeakTable.insert`) means that type's definitions of the name, each of them (overloads the
 * plugin cannot tell apart), wherever they are, when `ownerNames` (the names a target is reached
 * through) knows one; else the name is resolved as any other.
 */
export function resolveEdges(
  type: EdgeType,
  references: readonly Reference[],
  targets: readonly CstNode[],
  oneOtherFile = false,
  ownerNames?: ReadonlyMap<CstNode, readonly string[]>,
): CstEdge[] {
  const byName = new Map<string, CstNode[]>();
  for (const target of targets) {
    const name = callName(target.simpleName);
    let list = byName.get(name);
    if (!list) byName.set(name, (list = []));
    list.push(target);
  }
  // A nested function's scope is the function holding it; a caller climbs to it through the
  // classes between (a method of a class declared inside the function).
  const enclosing = new Map<CstNode, CstNode>();
  const outer = new Map<CstNode, CstNode>();
  if (type === 'uses') {
    const functions = new Set(targets);
    for (const target of targets) {
      for (const child of target.children) enclosing.set(child, target);
      const pending = [...target.children];
      for (let node = pending.pop(); node; node = pending.pop()) {
        outer.set(node, target);
        if (!functions.has(node)) pending.push(...node.children);
      }
    }
  }
  const edges: CstEdge[] = [];
  const seen = new Set<string>();
  for (const reference of references) {
    const named = byName.get(reference.name);
    // In another file a nested function is reached through what holds it (`Chart.Ticks.generators.linear()`).
    const candidates = named?.filter((candidate) => candidate.location.file !== reference.file || isVisibleFrom(candidate, reference.from, enclosing, outer));
    if (!candidates || candidates.length === 0) continue;
    const { qualifier } = reference;
    const ofQualifier = qualifier && ownerNames ? candidates.filter((candidate) => ownerNames.get(candidate)?.includes(qualifier)) : [];
    const sameFile = candidates.filter((candidate) => candidate.location.file === reference.file);
    const inOneFile = candidates.length === 1 || (oneOtherFile && candidates.every((candidate) => candidate.location.file === candidates[0].location.file));
    const resolved = ofQualifier.length > 0 ? ofQualifier : sameFile.length > 0 ? sameFile : inOneFile ? candidates : [];
    for (const target of resolved) {
      if (target === reference.from) continue; // recursion relates a node to nothing new
      const key = `${reference.from.id}>${target.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      edges.push({ type, from: reference.from.id, to: target.id });
    }
  }
  return edges;
}

/**
 * A function nested in another (`enclosing`: child -> the function holding it) is seen from within
 * that one only: from it, from the functions inside it, and from the methods of the classes
 * declared in it (`outer`: a node -> the nearest function around it). A method of `Scope` declared
 * inside `$RootScopeProvider` calls the provider's `invokeListeners`.
 */
function isVisibleFrom(candidate: CstNode, from: CstNode, enclosing: ReadonlyMap<CstNode, CstNode>, outer: ReadonlyMap<CstNode, CstNode>): boolean {
  const scope = enclosing.get(candidate);
  if (!scope) return true;
  for (let node: CstNode | undefined = from; node; node = outer.get(node)) if (node === scope) return true;
  return false;
}

/** How callers spell a definition: `helpers.addResizeListener` is called as `...addResizeListener()`. */
function callName(simpleName: string): string {
  return simpleName.slice(simpleName.lastIndexOf('.') + 1);
}

/**
 * `this.x` / `this.#x` in a class's method: the field `x` of that class, else of the nearest
 * superclass in the CST (by the `subtype` edges already resolved) that declares one. A name that
 * is no field (a method, a property set in the constructor) gives no edge.
 */
export function resolveFieldEdges(references: readonly Reference[], classes: readonly CstNode[], subtypes: readonly CstEdge[], unresolved?: Reference[]): CstEdge[] {
  return resolveInHierarchy(references, classes, subtypes, 'Field', true, unresolved);
}

/**
 * `super().name(...)` in a class's method: the method `name` of the nearest superclass in the CST
 * that declares one (never the class's own: `super()` skips it). Without it the call is resolved
 * by name alone, which cannot choose among the many `__init__` of other files.
 */
export function resolveSuperCallEdges(references: readonly Reference[], classes: readonly CstNode[], subtypes: readonly CstEdge[]): CstEdge[] {
  return resolveInHierarchy(references, classes, subtypes, 'Method', false);
}

/**
 * A member of kind `kind` named as referenced, looked up from the referencing method's class (or
 * its superclasses only) upwards. The references that find none go to `unresolved`, when given.
 */
function resolveInHierarchy(references: readonly Reference[], classes: readonly CstNode[], subtypes: readonly CstEdge[], kind: string, includeOwnClass: boolean, unresolved?: Reference[]): CstEdge[] {
  const classOfMethod = new Map<CstNode, CstNode>();
  const members = new Map<CstNode, Map<string, CstNode>>();
  for (const cls of classes) {
    const own = new Map<string, CstNode>();
    for (const child of cls.children) {
      if (child.type === 'Method') classOfMethod.set(child, cls);
      if (child.type === kind && !own.has(child.simpleName)) own.set(child.simpleName, child);
    }
    members.set(cls, own);
  }
  const classById = new Map(classes.map((cls) => [cls.id, cls]));
  const superclasses = new Map<CstNode, CstNode[]>();
  for (const edge of subtypes) {
    const sub = classById.get(edge.from);
    const sup = classById.get(edge.to);
    if (!sub || !sup) continue;
    const list = superclasses.get(sub);
    if (list) list.push(sup);
    else superclasses.set(sub, [sup]);
  }
  const memberNamed = (cls: CstNode, name: string): CstNode | undefined => {
    const queue = includeOwnClass ? [cls] : [...(superclasses.get(cls) ?? [])];
    const seen = new Set([cls, ...queue]);
    for (let i = 0; i < queue.length; i++) {
      const member = members.get(queue[i])?.get(name);
      if (member) return member;
      for (const sup of superclasses.get(queue[i]) ?? []) {
        if (!seen.has(sup)) {
          seen.add(sup);
          queue.push(sup);
        }
      }
    }
    return undefined;
  };
  const edges: CstEdge[] = [];
  const seen = new Set<string>();
  for (const reference of references) {
    const cls = classOfMethod.get(reference.from);
    const member = cls && memberNamed(cls, reference.name);
    if (!member) unresolved?.push(reference);
    if (!member || member === reference.from) continue;
    const key = `${reference.from.id}>${member.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    edges.push({ type: 'uses', from: reference.from.id, to: member.id });
  }
  return edges;
}
