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

export interface JavaFacts {
  types: Map<CstNode, TypeFacts>;
  /** The calls inside each method's body, anonymous classes and lambdas included. */
  calls: Map<CstNode, CallSite[]>;
  /** What a call's receiver variable is: the key to resolving `writer.escape(x)`. */
  variables: Map<CstNode, DeclaredTypes>;
}

export function emptyFacts(): JavaFacts {
  return { types: new Map(), calls: new Map(), variables: new Map() };
}

export function declareVariable(facts: JavaFacts, scope: CstNode, name: string, type: string): void {
  let declared = facts.variables.get(scope);
  if (!declared) facts.variables.set(scope, (declared = new Map()));
  const previous = declared.get(name);
  declared.set(name, previous === undefined || previous === type ? type : null);
}
