/**
 * The Code Structure Tree (CST): the language-independent model of one revision that the
 * analysis works on (RefDiff 2.0, section 3.1). Language plugins build it; the core only reads it.
 */

/** Facts about a node that matter to the relationship rules. */
export type Stereotype =
  /** A member of a type (method of a class): eligible for Pull Up / Push Down. */
  | 'TYPE_MEMBER'
  /** Has no body (abstract or interface method, prototype). */
  | 'ABSTRACT'
  /** A constructor: never moved or renamed on its own. */
  | 'TYPE_CONSTRUCTOR'
  /** A trivial getter / setter (few tokens, touches one field). */
  | 'FIELD_ACCESSOR'
  | 'FIELD_MUTATOR'
  /**
   * Named by position, not in the code (JavaScript's anonymous default export is `default`):
   * losing or gaining such a name renames nothing, callers never used it.
   */
  | 'INFERRED_NAME'
  /**
   * A type declared inside code, without a name of its own (Kotlin's `object : Listener { ... }`):
   * it goes wherever that code goes, so it is matched only to hold its members, whose changes are
   * reported; its own moves and renames are none.
   */
  | 'ANONYMOUS_TYPE';

export interface Parameter {
  name: string;
  type?: string;
  /**
   * The names a destructuring parameter binds in the body, each with the keys it is read by
   * (JavaScript's `{ id, name: alias }` binds `id` by `id` and `alias` by `name`); absent for a
   * parameter that is one name.
   */
  binds?: { name: string; key: string }[];
}

/** The names a callable's parameters give its body: each parameter's, or the names a destructuring one binds. */
export function namesInBody(parameters: readonly Parameter[], nameOf: (parameter: Parameter) => string = (p) => p.name): string[] {
  return parameters.flatMap((p) => (p.binds ? p.binds.map((bound) => bound.name) : [nameOf(p)]));
}

/** Where a node is. Offsets are UTF-16 code units into the file text, end exclusive. */
export interface Location {
  file: string;
  begin: number;
  end: number;
  /** The body's range; equal to begin/end... only when the node has a body. */
  bodyBegin: number;
  bodyEnd: number;
  /** 1-based, inclusive. */
  startLine: number;
  endLine: number;
}

export interface CstNode {
  /** Unique within its CstRoot. */
  id: number;
  /**
   * The element kind, capitalised: Class, Interface, Enum, Method, Function, File, ...
   * `Field` (a data member) is the one kind the core knows by name: a declaration says too
   * little to move it on similarity alone, and same-named fields are everywhere.
   */
  type: string;
  /** The simple name (`min`); empty for anonymous elements, which are never matched. */
  simpleName: string;
  /** The identifier within its scope (`min(double, double)`): unique among siblings. */
  localName: string;
  /** Only for top-level nodes: the package or folder prefix, separator included (`my.calc.`, `src/`). */
  namespace?: string;
  /** The signature shown to users (`min(double, double)`, `parse(text, options)`); defaults to localName. */
  signature?: string;
  parameters: Parameter[];
  /** A callable's declared return type, as written (whitespace normalised); absent where the language or the code declares none. */
  returnType?: string;
  /** A field's declared type, as written; absent where none is declared. */
  fieldType?: string;
  location: Readonly<Location>;
  stereotypes: Stereotype[];
  children: CstNode[];
  /** Set by `linkParents`, never by plugins. */
  parent?: CstNode;
}

export type EdgeType = 'uses' | 'subtype';

export interface CstEdge {
  type: EdgeType;
  /** `uses`: caller -> callee. `subtype`: subtype -> supertype. */
  from: number;
  to: number;
}

/** The tokens of one file, in order; the core slices them by node ranges. */
export interface TokenizedFile {
  texts: string[];
  /**
   * Start offset of each token (UTF-16 units), ascending. Typed: a large change has millions of
   * tokens, and a typed array's elements live outside the heap the garbage collector copies.
   */
  starts: Int32Array;
}

export interface CstRoot {
  nodes: CstNode[];
  edges: CstEdge[];
  tokens: Map<string, TokenizedFile>;
  /** Syntax errors and other things the user should know, one line each. */
  warnings: string[];
  /**
   * The statements of a node's body, built on demand (only for the few candidate pairs the
   * statement mapper compares); undefined when the plugin does not describe statements or the
   * node has no body.
   */
  statementsOf?: (node: CstNode) => StatementBody | undefined;
  /**
   * Groups of kinds whose elements may match one another, as the plugin declares them: in
   * JavaScript a class's method moved out into a module function (`Ky#_stream` ->
   * `streamResponse`) is the same code under another kind. Absent, a node matches its own kind only.
   */
  interchangeableKinds?: ReadonlyArray<ReadonlyArray<string>>;
  /**
   * Names the bodies `statementsOf` will be asked for next: a file not yet read then builds those
   * alone instead of all its callables (bodies compared for their local variables are a few of a
   * large file's).
   */
  wantStatements?: (nodes: readonly CstNode[]) => void;
  /** Frees what the plugin holds for `statementsOf` (syntax trees); statements read later cost a parse again. */
  release?: () => void;
}

/** A call made by a statement: what the callee is spelled as (its simple name) and how many arguments. */
export interface StatementCall {
  name: string;
  arguments: string[][];
  /** The tokens of the object the call is made on (`params` in `params.serializer(x)`), where the plugin gives it. */
  receiver?: string[];
  /** Per argument, the parameter it is passed to by name (Python's `f(mode=m)`, whose argument's tokens are then the value, `m`); absent when none is. */
  keywords?: (string | undefined)[];
}

/**
 * One statement of a body. `kind` is the plugin's (a tree-sitter node type): the core only
 * compares kinds for equality. A composite statement (if, loop, try, block) holds its nested
 * statements in `children`, and only its header (`if (x)`, `for (...)`) in `tokens`.
 */
export interface Statement {
  kind: string;
  tokens: string[];
  children: Statement[];
  /** Nesting depth in its body, 0 at the top. */
  depth: number;
  /** 1-based, inclusive. */
  startLine: number;
  endLine: number;
  /** The local variables this statement declares. */
  declares: string[];
  /** The types written in those declarations (`int x`, `var x T`, `x: number`), where the language writes one. */
  declaredTypes?: { name: string; type: string }[];
  /**
   * Each name of a destructuring declaration, the keys it is read by and the value it takes
   * (`const { a, b: { c: d } } = o`: `a` by `a`, `o . a`; `d` by `b.c`, `o . b . c`); the value empty
   * for a name that takes no one member as written (`...rest`, `e = 1`, a loop's element).
   */
  destructured?: { name: string; key: string; value: string[] }[];
  /** The calls in its own tokens (not in its children's). */
  calls: StatementCall[];
  /**
   * Its locals are visible in the whole body even where locals live in blocks (`blockScoped`):
   * JavaScript's `var`, beside its block-scoped `let` and `const`.
   */
  bodyScoped?: boolean;
  /** A body written inside its parent's expression (a lambda's, an anonymous class's): part of that statement's value. */
  inExpression?: boolean;
  /** That body is an anonymous class's: the variables of its methods are theirs, not the enclosing callable's. */
  classBody?: boolean;
}

export interface StatementBody {
  statements: Statement[];
  /** The names of parameters and local variables (identifiers that a move may replace). */
  locals: ReadonlySet<string>;
  /**
   * A local assigned again is declared anew (Python, where assignment is declaration): each of
   * its declarations is a variable of its own, holding its value up to the next one.
   */
  redeclares?: boolean;
  /**
   * A local is visible from its declaration to the end of its block (a `for`'s or a catch clause's
   * in that statement alone): one name declared in two blocks is two variables (Java, Kotlin,
   * JavaScript's `let` and `const`), but where a statement is `bodyScoped`.
   */
  blockScoped?: boolean;
  /** The word by which the body names its own object (Java's `this`), where the language has one. */
  selfReference?: string;
}

export function emptyCstRoot(): CstRoot {
  return { nodes: [], edges: [], tokens: new Map(), warnings: [] };
}

/** Fills in `parent` on every node. */
export function linkParents(root: CstRoot): void {
  const visit = (node: CstNode, parent: CstNode | undefined) => {
    node.parent = parent;
    for (const child of node.children) visit(child, node);
  };
  for (const node of root.nodes) visit(node, undefined);
}

/** Depth-first, parents before children, in source order. */
export function forEachNode(root: CstRoot, fn: (node: CstNode, depth: number) => void): void {
  const visit = (node: CstNode, depth: number) => {
    fn(node, depth);
    for (const child of node.children) visit(child, depth + 1);
  };
  for (const node of root.nodes) visit(node, 0);
}

export function hasStereotype(node: CstNode, stereotype: Stereotype): boolean {
  return node.stereotypes.includes(stereotype);
}

/** Fully qualified name: namespace + name for top-level nodes, parent's name + `.` + name below. */
export function qualifiedName(node: CstNode): string {
  if (node.parent) return `${qualifiedName(node.parent)}.${node.simpleName}`;
  return (node.namespace ?? '') + node.simpleName;
}

/**
 * The same identifier, or the same signature as users see it: a JavaScript method assigned to
 * `Router.prototype.param` and then to `proto.param` is still `param(name, fn)` to its callers.
 */
export function haveSameSignature(n1: CstNode, n2: CstNode): boolean {
  if (n1.localName === n2.localName || (n1.signature ?? n1.localName) === (n2.signature ?? n2.localName)) return true;
  return hasInferredName(n1, n2) && haveSameParameters(n1, n2);
}

/** The same simple name, or one of them only inferred (which stands for any name). */
export function haveSameName(n1: CstNode, n2: CstNode): boolean {
  return n1.simpleName === n2.simpleName || hasInferredName(n1, n2);
}

/** Same parameter list: by types where the language has them, else by names. */
export function haveSameParameters(n1: CstNode, n2: CstNode): boolean {
  if (n1.parameters.length !== n2.parameters.length) return false;
  return n1.parameters.every((p, i) => (p.type ?? p.name) === (n2.parameters[i].type ?? n2.parameters[i].name));
}

/**
 * Whether a written type (of a parameter, a return, a field, a local) changed: both sides write
 * one, and they differ beyond spacing. Writing a type where there was none changes no use.
 */
export function typeChanged(t1: string | undefined, t2: string | undefined): boolean {
  return !!t1 && !!t2 && t1.replace(/\s+/g, '') !== t2.replace(/\s+/g, '');
}

function hasInferredName(n1: CstNode, n2: CstNode): boolean {
  return hasStereotype(n1, 'INFERRED_NAME') || hasStereotype(n2, 'INFERRED_NAME');
}

/**
 * Whether code can move between the two by an extraction or an inlining: nodes of one type, or
 * a method and a function (JavaScript code taken out of a class method into a module function).
 */
export function canExchangeCode(n1: CstNode, n2: CstNode): boolean {
  return n1.type === n2.type || (CALLABLE_TYPES.has(n1.type) && CALLABLE_TYPES.has(n2.type));
}

const CALLABLE_TYPES = new Set(['Method', 'Function']);

/** A method or a function: what can be split, merged, extracted or inlined. */
export function isCallable(node: CstNode): boolean {
  return CALLABLE_TYPES.has(node.type);
}

/** What encloses the node, as the report contract names it. */
export function containerName(node: CstNode): string {
  if (node.parent) return qualifiedName(node.parent);
  return stripSeparator(node.namespace ?? '');
}

function stripSeparator(namespace: string): string {
  return namespace.endsWith('.') || namespace.endsWith('/') ? namespace.slice(0, -1) : namespace;
}

export function rootAncestor(node: CstNode): CstNode {
  let current = node;
  while (current.parent) current = current.parent;
  return current;
}
