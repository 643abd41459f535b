import type { CstNode } from '../../core/cst';
import type { FieldUses, JavaFacts, QualifiedFieldAccess } from './facts';
import type { CallResolver, CstIndex, TypeResolver } from './references';

/**
 * Which Field nodes a method reads or writes, by Java's scoping as far as names allow.
 * A bare name: the method's own declarations hide fields; then its class and that class's
 * supertypes; then, unless a method around a local class declares the name, the classes around
 * it and their supertypes. A qualified access: the receiver is typed as for calls (`this`,
 * `super`, a declared variable, a type name); a receiver of unknown type names no field, since a
 * guess among same-named fields anywhere (`size`, `value`, `name`) would mostly be wrong.
 */
export class FieldResolver {
  constructor(
    private readonly index: CstIndex,
    private readonly types: TypeResolver,
    private readonly calls: CallResolver,
    private readonly facts: JavaFacts,
  ) {}

  resolve(uses: FieldUses, method: CstNode, owner: CstNode): CstNode[] {
    const found: CstNode[] = [];
    for (const name of uses.names) {
      const field = this.resolveName(name, method, owner);
      if (field) found.push(field);
    }
    for (const access of uses.qualified) {
      const field = this.resolveQualified(access, method, owner);
      if (field) found.push(field);
    }
    return found;
  }

  private resolveName(name: string, method: CstNode, owner: CstNode): CstNode | undefined {
    if (this.facts.localNames.get(method)?.has(name)) return undefined;
    const inherited = this.fieldIn([owner, ...this.types.allSupertypes(owner)], name);
    if (inherited) return inherited;
    if (this.declaredAround(method, name)) return undefined;
    return this.fieldIn(this.calls.lexicalScopesOf(owner), name);
  }

  private resolveQualified(access: QualifiedFieldAccess, method: CstNode, owner: CstNode): CstNode | undefined {
    const receiver = access.receiver;
    switch (receiver.kind) {
      case 'none':
      case 'other':
        return undefined;
      case 'this':
        // `this.f` and `Outer.this.f` alike: the nearest class declaring f.
        return this.fieldIn(this.calls.lexicalScopesOf(owner), access.name);
      case 'super':
        return this.fieldIn(this.types.allSupertypes(owner), access.name);
      case 'new':
        return this.fieldIn(this.calls.targetsOf(receiver, method, owner).scopes, access.name);
      case 'name':
        // A lambda or catch parameter has no type the facts know of: its fields are unknown.
        if (!receiver.name.includes('.') && this.isUntypedLocal(receiver.name, method)) return undefined;
        return this.fieldIn(this.calls.targetsOf(receiver, method, owner).scopes, access.name);
    }
  }

  /** A method around a local class (or an anonymous class's) declares `name`. */
  private declaredAround(method: CstNode, name: string): boolean {
    for (let node = this.index.parentOf(method); node; node = this.index.parentOf(node)) {
      if (node.type === 'Method' && this.facts.localNames.get(node)?.has(name)) return true;
    }
    return false;
  }

  private isUntypedLocal(name: string, method: CstNode): boolean {
    return this.facts.localNames.get(method)?.has(name) === true && this.facts.variables.get(method)?.get(name) === undefined;
  }

  /** The field named `name` in the first scope that declares one. */
  private fieldIn(scopes: readonly CstNode[], name: string): CstNode | undefined {
    for (const scope of scopes) {
      const field = this.index.memberFieldNamed(scope, name);
      if (field) return field;
    }
    return undefined;
  }
}
