import type { CstNode } from '../../core/cst';

/**
 * What the CST builder notes while reading a file and the resolver needs once every file is
 * read: names as written, resolved later against the whole CST (tree-sitter has no bindings).
 */

/** The imports of one file. */
export interface FileImports {
  /** `import a.b.C;` -> C -> a.b.C */
  single: Map<string, string>;
  /** `import a.b.*;` -> a.b */
  onDemand: string[];
}

export interface TypeFacts {
  file: string;
  /** The package, with trailing dot (`''` for the default package). */
  packagePrefix: string;
  imports: FileImports;
  /** `extends` of a class (erased, as written). */
  superclass?: string;
  /** `implements` of a class, enum or record; `extends` of an interface. */
  interfaces: string[];
}

/** What receives a method call. */
export type Receiver =
  | { kind: 'none' }
  | { kind: 'this' }
  | { kind: 'super' }
  /** A simple or qualified name: a type (static call) or a variable. */
  | { kind: 'name'; name: string }
  /** `new T(...)`, with T erased as written. */
  | { kind: 'new'; typeName: string }
  | { kind: 'other' };

export type CallSite =
  | { kind: 'method'; name: string; argumentCount: number; receiver: Receiver }
  /** `new X(...)`, with X erased as written. */
  | { kind: 'new'; typeName: string; argumentCount: number }
  /** `this(...)` / `super(...)` inside a constructor. */
  | { kind: 'this' | 'super'; argumentCount: number };

/**
 * Declared types by variable name, as written: a type's fields, or a method's parameters and
 * locals. Null when one name is declared with different types (scopes are not tracked).
 */
export type DeclaredTypes = Map<string, string | null>;

/** `this.f`, `super.f`, `obj.f`, `Type.f`: a field named through a receiver. */
export interface QualifiedFieldAccess {
  name: string;
  receiver: Receiver;
}

/** What each method reads or writes that may be a field of a type in the CST. */
export interface FieldUses {
  /** Bare names used as expressions (`count`, `items.add(x)`): fields unless declared locally. */
  names: Set<string>;
  qualified: QualifiedFieldAccess[];
}

export interface JavaFacts {
  types: Map<CstNode, TypeFacts>;
  /** The calls inside each method's body, anonymous classes and lambdas included. */
  calls: Map<CstNode, CallSite[]>;
  /** What a call's receiver variable is: the key to resolving `writer.escape(x)`. */
  variables: Map<CstNode, DeclaredTypes>;
  /** Field candidates named inside each method's body, anonymous classes and lambdas included. */
  fieldUses: Map<CstNode, FieldUses>;
  /**
   * Every name a method declares, typed or not (parameters, locals, lambda and catch parameters,
   * pattern variables, fields of anonymous classes): a bare name among them is no field.
   */
  localNames: Map<CstNode, Set<string>>;
}

export function emptyFacts(): JavaFacts {
  return { types: new Map(), calls: new Map(), variables: new Map(), fieldUses: new Map(), localNames: new Map() };
}

export function declareLocalName(facts: JavaFacts, method: CstNode, name: string): void {
  let names = facts.localNames.get(method);
  if (!names) facts.localNames.set(method, (names = new Set()));
  names.add(name);
}

export function fieldUsesOf(facts: JavaFacts, method: CstNode): FieldUses {
  let uses = facts.fieldUses.get(method);
  if (!uses) facts.fieldUses.set(method, (uses = { names: new Set(), qualified: [] }));
  return uses;
}

export function declareVariable(facts: JavaFacts, scope: CstNode, name: string, type: string): void {
  let declared = facts.variables.get(scope);
  if (!declared) facts.variables.set(scope, (declared = new Map()));
  const previous = declared.get(name);
  declared.set(name, previous === undefined || previous === type ? type : null);
}
