import type { CstEdge, CstNode } from '../../core/cst';
import type { CallSite, JavaFacts, Receiver, TypeFacts } from './facts';
import { FieldResolver } from './field-references';
import { typeReferenceName } from './signatures';

/**
 * Turns the names noted by the CST builder into `subtype` and `uses` edges. Without bindings,
 * a type is found by scope, imports and package, and a method by name and argument count in
 * the type its receiver was declared with; an unqualified call looks in the calling class and
 * the classes around it, then in their supertypes, then for a unique match anywhere in the CST
 * (only the changed files are in it, as in RefDiff). Fields are reached the same way
 * (field-references.ts).
 */
export function resolveReferences(roots: readonly CstNode[], facts: JavaFacts): CstEdge[] {
  const index = new CstIndex(roots);
  const types = new TypeResolver(index, facts);
  const edges: CstEdge[] = [];
  // Per edge type, the targets each source already has: numbers, not a string per edge tried.
  const seen = { subtype: new Map<number, Set<number>>(), uses: new Map<number, Set<number>>() };
  const add = (type: CstEdge['type'], from: CstNode, to: CstNode) => {
    let targets = seen[type].get(from.id);
    if (!targets) seen[type].set(from.id, (targets = new Set()));
    if (targets.has(to.id)) return;
    targets.add(to.id);
    edges.push({ type, from: from.id, to: to.id });
  };

  for (const type of facts.types.keys()) {
    for (const supertype of types.hierarchyEdgesOf(type)) add('subtype', type, supertype);
  }
  const calls = new CallResolver(index, types, facts);
  for (const [method, sites] of facts.calls) {
    const owner = index.parentOf(method);
    if (!owner) continue;
    for (const site of sites) {
      for (const callee of calls.resolve(site, method, owner)) add('uses', method, callee);
    }
  }
  const fields = new FieldResolver(index, types, calls, facts);
  for (const [method, uses] of facts.fieldUses) {
    const owner = index.parentOf(method);
    if (!owner) continue;
    for (const field of fields.resolve(uses, method, owner)) add('uses', method, field);
  }
  return edges;
}

/** Lookup tables over the whole CST. */
export class CstIndex {
  private readonly parents = new Map<CstNode, CstNode>();
  readonly typesByQualifiedName = new Map<string, CstNode[]>();
  readonly typesBySimpleName = new Map<string, CstNode[]>();
  readonly methodsBySimpleName = new Map<string, CstNode[]>();
  /** The children of each node by simple name: classes with thousands of members are common. */
  private readonly members = new Map<CstNode, Map<string, CstNode[]>>();

  constructor(roots: readonly CstNode[]) {
    const visit = (node: CstNode, parent: CstNode | undefined, qualifiedParent: string) => {
      if (parent) {
        this.parents.set(node, parent);
        let members = this.members.get(parent);
        if (!members) this.members.set(parent, (members = new Map()));
        push(members, node.simpleName, node);
      }
      const qualified = parent ? `${qualifiedParent}.${node.simpleName}` : (node.namespace ?? '') + node.simpleName;
      if (node.type === 'Method') {
        push(this.methodsBySimpleName, node.simpleName, node);
      } else if (node.type !== 'Field') {
        push(this.typesByQualifiedName, qualified, node);
        push(this.typesBySimpleName, node.simpleName, node);
      }
      for (const child of node.children) visit(child, node, qualified);
    };
    for (const root of roots) visit(root, undefined, '');
  }

  parentOf(node: CstNode): CstNode | undefined {
    return this.parents.get(node);
  }

  membersNamed(node: CstNode, name: string): readonly CstNode[] {
    return this.members.get(node)?.get(name) ?? [];
  }

  memberTypeNamed(node: CstNode, name: string): CstNode | undefined {
    return this.membersNamed(node, name).find(isType);
  }

  memberFieldNamed(node: CstNode, name: string): CstNode | undefined {
    return this.membersNamed(node, name).find((member) => member.type === 'Field');
  }

  /** The types around `type`, innermost first (through methods, for local types). */
  enclosingTypes(type: CstNode): CstNode[] {
    const result: CstNode[] = [];
    for (let node = this.parentOf(type); node; node = this.parentOf(node)) {
      if (node.type !== 'Method') result.push(node);
    }
    return result;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function isType(node: CstNode): boolean {
  return node.type !== 'Method' && node.type !== 'Field';
}

/** Resolves type names as written in a given type's scope. */
export class TypeResolver {
  private readonly directCache = new Map<CstNode, CstNode[]>();
  private readonly supertypeCache = new Map<CstNode, CstNode[]>();
  /** Per scope, each name resolved there (null: to nothing): a class's methods name the same types again and again. */
  private readonly resolved = new Map<CstNode, Map<string, CstNode | null>>();

  constructor(
    private readonly index: CstIndex,
    private readonly facts: JavaFacts,
  ) {}

  resolve(name: string, context: CstNode): CstNode | undefined {
    let inContext = this.resolved.get(context);
    if (!inContext) this.resolved.set(context, (inContext = new Map()));
    let found = inContext.get(name);
    if (found === undefined) inContext.set(name, (found = this.resolveNow(name, context) ?? null));
    return found ?? undefined;
  }

  private resolveNow(name: string, context: CstNode): CstNode | undefined {
    if (name.includes('.')) return this.resolveQualified(name, context);
    for (const scope of [context, ...this.index.enclosingTypes(context)]) {
      const member = this.index.memberTypeNamed(scope, name);
      if (member) return member;
      if (scope.simpleName === name) return scope;
    }
    const facts = this.factsOf(context);
    if (facts) {
      const imported = facts.imports.single.get(name);
      if (imported) return this.unique(this.index.typesByQualifiedName.get(imported));
      const samePackage = this.unique(this.index.typesByQualifiedName.get(facts.packagePrefix + name));
      if (samePackage) return samePackage;
      for (const prefix of facts.imports.onDemand) {
        const found = this.unique(this.index.typesByQualifiedName.get(`${prefix}.${name}`));
        if (found) return found;
      }
    }
    return this.unique(this.index.typesBySimpleName.get(name));
  }

  /** `Outer.Inner` or `a.b.Outer.Inner`. */
  private resolveQualified(name: string, context: CstNode): CstNode | undefined {
    const exact = this.unique(this.index.typesByQualifiedName.get(name));
    if (exact) return exact;
    const [first, ...rest] = name.split('.');
    let type = this.resolve(first, context);
    for (const part of rest) {
      type = type && this.index.memberTypeNamed(type, part);
    }
    return type;
  }

  private unique(candidates: CstNode[] | undefined): CstNode | undefined {
    return candidates?.length === 1 ? candidates[0] : undefined;
  }

  private factsOf(type: CstNode): TypeFacts | undefined {
    return this.facts.types.get(type);
  }

  /** The declared superclass and interfaces that are in the CST. */
  directSupertypes(type: CstNode): CstNode[] {
    let found = this.directCache.get(type);
    if (found) return found;
    found = [];
    const facts = this.factsOf(type);
    const names = !facts ? [] : facts.superclass ? [facts.superclass, ...facts.interfaces] : facts.interfaces;
    for (const name of names) {
      const supertype = this.resolve(name, this.index.parentOf(type) ?? type);
      if (supertype && supertype !== type && !found.includes(supertype)) found.push(supertype);
    }
    this.directCache.set(type, found);
    return found;
  }

  superclassOf(type: CstNode): CstNode | undefined {
    const name = this.factsOf(type)?.superclass;
    if (!name) return undefined;
    const superclass = this.resolve(name, this.index.parentOf(type) ?? type);
    return superclass === type ? undefined : superclass;
  }

  /** As RefDiff: each declared supertype, plus that supertype's chain of superclasses. */
  hierarchyEdgesOf(type: CstNode): CstNode[] {
    const result: CstNode[] = [];
    for (const direct of this.directSupertypes(type)) {
      for (let ancestor: CstNode | undefined = direct; ancestor && !result.includes(ancestor) && ancestor !== type; ancestor = this.superclassOf(ancestor)) {
        result.push(ancestor);
      }
    }
    return result;
  }

  /** Every supertype in the CST, nearest first. */
  allSupertypes(type: CstNode): CstNode[] {
    let result = this.supertypeCache.get(type);
    if (result) return result;
    result = [];
    const queue = [type];
    for (let i = 0; i < queue.length; i++) {
      for (const supertype of this.directSupertypes(queue[i])) {
        if (supertype !== type && !result.includes(supertype)) {
          result.push(supertype);
          queue.push(supertype);
        }
      }
    }
    this.supertypeCache.set(type, result);
    return result;
  }
}

/** Where a method call may land: scopes searched nearest first, and whether a unique match anywhere will do. */
export interface CallTargets {
  scopes: readonly CstNode[];
  anywhere: boolean;
}

const NOWHERE: CallTargets = { scopes: [], anywhere: false };
const ANYWHERE: CallTargets = { scopes: [], anywhere: true };

export class CallResolver {
  private readonly lexicalScopes = new Map<CstNode, CstNode[]>();
  /** Per type: the type and its supertypes, the targets of every receiver of that type. */
  private readonly typeScopes = new Map<CstNode, CallTargets>();
  /**
   * Per name and argument count: the method a call with no match in its own scopes reaches
   * anywhere in the CST, if it is one. Common names (`get`, `run`) are called thousands of times
   * in a large change: one search of their declarations each.
   */
  private readonly anywhereMatches = new Map<string, CstNode[]>();
  /** Per caller, the targets of a receiver by its declared type as written: the same few types are declared again and again. */
  private readonly declaredTargets = new Map<CstNode, Map<string, CallTargets>>();
  /** Per caller, the declared type of each name its class, the classes around it or their supertypes declare (null: several); absent: none. */
  private readonly fieldTypes = new Map<CstNode, Map<string, string | null | undefined>>();

  constructor(
    private readonly index: CstIndex,
    private readonly types: TypeResolver,
    private readonly facts: JavaFacts,
  ) {}

  resolve(site: CallSite, method: CstNode, caller: CstNode): CstNode[] {
    switch (site.kind) {
      case 'this':
        return this.constructorsOf(caller, site.argumentCount);
      case 'super': {
        const superclass = this.types.superclassOf(caller);
        return superclass ? this.constructorsOf(superclass, site.argumentCount) : [];
      }
      case 'new': {
        const type = this.types.resolve(site.typeName, caller);
        return type ? this.constructorsOf(type, site.argumentCount) : [];
      }
      case 'method':
        return this.resolveMethod(site.name, site.argumentCount, this.targetsOf(site.receiver, method, caller));
    }
  }

  /** Constructors are named like their class. */
  private constructorsOf(type: CstNode, argumentCount: number): CstNode[] {
    return this.index
      .membersNamed(type, type.simpleName)
      .filter((member) => member.stereotypes.includes('TYPE_CONSTRUCTOR') && accepts(member, argumentCount));
  }

  /**
   * A receiver whose declared type is known and outside the CST (`map.get(k)`, `Math.max(a, b)`)
   * calls nothing in the CST: guessing there would link common names to unrelated methods.
   */
  targetsOf(receiver: Receiver, method: CstNode, caller: CstNode): CallTargets {
    switch (receiver.kind) {
      case 'none':
      case 'this':
        return { scopes: this.lexicalScopesOf(caller), anywhere: true };
      case 'super':
        return { scopes: this.types.allSupertypes(caller), anywhere: false };
      case 'other':
        return ANYWHERE;
      case 'new':
        return this.typeTargets(this.types.resolve(receiver.typeName, caller));
      case 'name': {
        if (receiver.name.includes('.')) return this.staticTargets(receiver.name, caller) ?? ANYWHERE;
        const declared = this.declaredTypeOf(receiver.name, method, caller);
        if (declared === undefined) return this.staticTargets(receiver.name, caller) ?? ANYWHERE;
        if (declared === null) return ANYWHERE;
        let byDeclared = this.declaredTargets.get(caller);
        if (!byDeclared) this.declaredTargets.set(caller, (byDeclared = new Map()));
        let targets = byDeclared.get(declared);
        if (!targets) byDeclared.set(declared, (targets = this.declaredTypeTargets(declared, caller)));
        return targets;
      }
    }
  }

  /** A receiver declared with `declared` (as written), in `caller`'s scope. */
  private declaredTypeTargets(declared: string, caller: CstNode): CallTargets {
    if (declared === 'var' || /^[A-Z]$/.test(declared)) return ANYWHERE;
    if (declared.includes('[')) return NOWHERE;
    return this.typeTargets(this.types.resolve(typeReferenceName(declared), caller));
  }

  /** A receiver of a known type reaches that type and its supertypes; of an unknown one, nothing. */
  private typeTargets(type: CstNode | undefined): CallTargets {
    if (!type) return NOWHERE;
    let targets = this.typeScopes.get(type);
    if (!targets) this.typeScopes.set(type, (targets = { scopes: [type, ...this.types.allSupertypes(type)], anywhere: false }));
    return targets;
  }

  /** `Type.method()`: a name that starts upper-case and is not a variable is a type. */
  private staticTargets(name: string, caller: CstNode): CallTargets | undefined {
    if (!/^[A-Z]/.test(name.slice(name.lastIndexOf('.') + 1))) return undefined;
    return this.typeTargets(this.types.resolve(name, caller));
  }

  /** A local or parameter of the method, else a field of the classes around it or their supertypes. */
  private declaredTypeOf(name: string, method: CstNode, caller: CstNode): string | null | undefined {
    const local = this.facts.variables.get(method)?.get(name);
    if (local !== undefined) return local;
    let fields = this.fieldTypes.get(caller);
    if (!fields) this.fieldTypes.set(caller, (fields = new Map()));
    if (fields.has(name)) return fields.get(name);
    const field = this.fieldTypeOf(name, caller);
    fields.set(name, field);
    return field;
  }

  private fieldTypeOf(name: string, caller: CstNode): string | null | undefined {
    for (const scope of this.lexicalScopesOf(caller)) {
      const field = this.facts.variables.get(scope)?.get(name);
      if (field !== undefined) return field;
    }
    return undefined;
  }

  /** The caller's class, the classes around it, then all their supertypes. */
  lexicalScopesOf(caller: CstNode): CstNode[] {
    let scopes = this.lexicalScopes.get(caller);
    if (!scopes) {
      const lexical = [caller, ...this.index.enclosingTypes(caller)];
      const inherited = lexical.flatMap((type) => this.types.allSupertypes(type));
      scopes = [...new Set([...lexical, ...inherited])];
      this.lexicalScopes.set(caller, scopes);
    }
    return scopes;
  }

  /** The matches in the nearest scope that has any (overloads there all count); else maybe a unique one anywhere. */
  private resolveMethod(name: string, argumentCount: number, targets: CallTargets): CstNode[] {
    for (const scope of targets.scopes) {
      const found = this.index.membersNamed(scope, name).filter((member) => isMethod(member) && accepts(member, argumentCount));
      if (found.length > 0) return found;
    }
    if (!targets.anywhere) return [];
    const key = `${argumentCount} ${name}`;
    let matches = this.anywhereMatches.get(key);
    if (!matches) {
      const anywhere = (this.index.methodsBySimpleName.get(name) ?? []).filter(
        (candidate) => isMethod(candidate) && accepts(candidate, argumentCount),
      );
      matches = anywhere.length === 1 || this.isOneOverrideFamily(anywhere) ? anywhere : [];
      this.anywhereMatches.set(key, matches);
    }
    return matches;
  }

  /**
   * A declaration and its overrides (`serializer().make(x)` where `make` is declared by an
   * interface and implemented by its classes): whichever runs, the call reaches one of them,
   * so it links to all. Unrelated methods that merely share a name stay unresolved.
   */
  private isOneOverrideFamily(methods: readonly CstNode[]): boolean {
    if (methods.length < 2) return false;
    const owners = methods.map((method) => this.index.parentOf(method));
    if (owners.some((owner) => owner === undefined)) return false;
    return owners.some((root) =>
      owners.every((owner) => owner === root || this.types.allSupertypes(owner!).includes(root!)),
    );
  }
}

/** A method that is not a constructor. */
function isMethod(node: CstNode): boolean {
  return node.type === 'Method' && !node.stereotypes.includes('TYPE_CONSTRUCTOR');
}

/** Whether a method takes that many arguments (varargs take any number from one less). */
function accepts(method: CstNode, argumentCount: number): boolean {
  const parameters = method.parameters;
  const last = parameters[parameters.length - 1];
  if (last?.type?.endsWith('...')) return argumentCount >= parameters.length - 1;
  return argumentCount === parameters.length;
}
