import { forEachNode, namesInBody, type CstNode, type CstRoot, type Statement, type StatementBody, type StatementCall, type TokenizedFile } from '../core/cst';
import type { KeptTrees } from './kept-trees';
import { headerQuery, NESTED, OPAQUE, PART, SPELLED, tokensIn, tokensSpelledIn, typesReadByQuery, type HeaderLeaves } from './statement-leaves';
import type { FileStatements, PrebuiltStatements, SourceFile } from './plugin';
import type { TokenizeOptions } from './syntax-helpers';
import type { SyntaxNode, Tree } from './tree-sitter';

/**
 * What a language's statements look like in its tree-sitter grammar: enough for one generic
 * walker to turn a function body into the statement tree the core's statement mapper reads.
 */
export interface StatementDescription {
  /** Node types whose named children are statements (`block`, `compound_statement`). */
  readonly blocks: ReadonlySet<string>;
  /** Fields of a statement that hold a nested statement (`body`, `consequence`, `alternative`). */
  readonly nestedFields: ReadonlySet<string>;
  /** Parts of a statement with a body of their own (`else_clause`, `catch_clause`). */
  readonly clauses: ReadonlySet<string>;
  /** Declarations of local variables: node type -> the field that names the variable, or its finder. */
  readonly declarators: ReadonlyMap<string, string | PartFinder<SyntaxNode[]>>;
  /**
   * The field that holds a declaration's written type, on the declaring node or its parent
   * (`local_variable_declaration`'s `type` for its `variable_declarator`s). Languages without
   * declared local types leave it out. For grammars without fields, a finder given the declarator.
   */
  readonly typeField?: string | PartFinder<SyntaxNode | null | undefined>;
  /**
   * The type of a declaration written without one, where the language infers it (Kotlin's
   * `val x = f()`): RefactoringMiner compares it as such (`Long` to `Inferred` is a type change).
   */
  readonly inferredType?: string;
  /**
   * For a declaration with no written type, the type its value tells, if any (Python's
   * `d = Distribution(pmf)` holds a `Distribution`): the declaring node and its declarator.
   */
  readonly valueType?: (declaration: SyntaxNode, declarator: SyntaxNode) => string | undefined;
  /**
   * A declaration that takes names out of one value (JavaScript's `const { a, b: c } = o`): the value
   * and every name it binds, each with the keys it is read by (`b`) and the member of the value it
   * reads as tokens to append (`. b`), none where it reads no one member (a default, a rest); no
   * value where none is written (a loop's element, a caught error); undefined for any other declaration.
   */
  readonly destructuring?: (
    declaration: SyntaxNode,
  ) => { readonly value?: SyntaxNode; readonly names: readonly { readonly name: string; readonly key: string; readonly member?: readonly string[] }[] } | undefined;
  /** Qualifiers written before that type and part of it (C's `const` in `const char *s`). */
  readonly typeQualifiers?: ReadonlySet<string>;
  /** The type as the language compares it (C++'s `std::string` is `string`); as written by default. */
  readonly typeText?: (written: string) => string;
  /**
   * Calls: node type -> the fields of the callee and of the argument list (and of the receiver, on
   * the call or on its callee), or their finder.
   */
  readonly calls: ReadonlyMap<string, { readonly callee: string; readonly arguments: string; readonly receiver?: string } | PartFinder<CallParts>>;
  /** An argument passed to a parameter by name (Python's `keyword_argument`): its node type and the fields of the name and the value. */
  readonly keywordArgument?: { readonly type: string; readonly name: string; readonly value: string };
  /**
   * A call of a `calls` type read from the file's tokens (the `leaves` the walker was given, of a
   * tree without syntax errors) instead of its nodes: what `calls` would give; undefined where the
   * tokens do not settle it.
   */
  readonly callFromTokens?: (call: SyntaxNode, tokens: TokenizedFile) => StatementCall | undefined;
  /**
   * Leaves whose statement tokens are spelt otherwise than written: JavaScript's shorthand property
   * `{ type }` is `{ type: type }`, so that a local inlined into the property (`{ type: kind(x) }`)
   * shows in the statement; an object's key is no use of a local of its spelling.
   */
  readonly spelledOut?: readonly SpeltLeaf[];
  /** The word by which a method names its own object (`this`), where the language has one: see `StatementBody.selfReference`. */
  readonly selfReference?: string;
  readonly tokens: TokenizeOptions;
  /** Each assignment of a local declares it anew (Python): see `StatementBody.redeclares`. */
  readonly redeclares?: boolean;
  /** Locals live to the end of their block: see `StatementBody.blockScoped`. */
  readonly blockScoped?: boolean;
  /** Where locals live in blocks, a declaration whose locals live in the whole body (JavaScript's `var`): see `Statement.bodyScoped`. */
  readonly bodyScoped?: (declaration: SyntaxNode) => boolean;
  /** Lists inside blocks whose statements belong to the block itself (Go's `statement_list`). */
  readonly transparent?: ReadonlySet<string>;
  /** Fields of those lists that hold no statement (the condition of C++'s `#if` around statements). */
  readonly transparentHeaders?: ReadonlySet<string>;
  /**
   * Bodies written inside an expression (a lambda's block, an anonymous class's body): met in a
   * statement's header over more than one line, their statements nest under that statement
   * instead of being its tokens, so that a change inside one leaves the statement's own words
   * (a local inlined into its call) and the rest of the body comparable. Written on one line
   * (`list.forEach(x -> { g(x); })`) they read as part of the expression.
   */
  readonly nestedBodies?: ReadonlySet<string>;
  /** Those of `nestedBodies` that are a class's body (an anonymous object's): its methods are callables of their own. */
  readonly classBodies?: ReadonlySet<string>;
  /** The element kinds that have statements; Method and Function by default. */
  readonly callableKinds?: ReadonlySet<string>;
  /**
   * A callable's statements leave out the bodies of the functions and classes defined inside it
   * (elements of their own, with statements of their own), where bodies in expressions nest: the
   * methods of an object literal in a module's wrapper function are no statements of the wrapper.
   */
  readonly ownBodiesOnly?: boolean;
}

/** A leaf read as other tokens than its text (see `StatementDescription.spelledOut`). */
export interface SpeltLeaf {
  readonly type: string;
  /** Only as this field of a parent of this type (a `pair`'s `key`); anywhere when left out. */
  readonly within?: { readonly parent: string; readonly field: string };
  /** The tokens the leaf's text reads as. */
  readonly spell: (text: string) => readonly string[];
}

/** For grammars without fields (Kotlin's): finds a part of a node by its shape instead. */
export type PartFinder<T> = (node: SyntaxNode) => T;

export interface CallParts {
  readonly callee: SyntaxNode | null;
  readonly arguments: SyntaxNode | null;
  /** The object the call is made on, where the grammar names it apart from the callee. */
  readonly receiver?: SyntaxNode | null;
}

const DEFAULT_CALLABLE_KINDS = new Set(['Method', 'Function']);
/** A name the walker takes for a callee's: a call whose name is spelt otherwise has none. */
export const CALLEE_NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * Gives `root` a `statementsOf` that reads a file's syntax tree the first time one of its bodies
 * is asked for (the tree the CST pass kept in `kept`, else a new parse) and builds the statement
 * trees of all its callables at once (or of those `wantStatements` named, when it did; or of the
 * one asked for, when its tree is kept). The tree then goes back to `kept`, or is freed;
 * `root.release` frees what is still kept.
 * `leafTokens` gives a file's tokens where they are exactly its tree's leaves as
 * `description.tokens` takes them: headers are then read from them and one query.
 * `parsesContent`: `parse` parses the file's content as it is, so a tree given back is kept with
 * that text, and the other side of the change may parse from it (incremental-parse.ts).
 * `prebuilt`: bodies built on the thread that parsed their file (`statementsOfFile`), taken
 * before building one here.
 */
export function attachStatements(
  root: CstRoot,
  files: readonly SourceFile[],
  parse: (file: SourceFile) => Tree | null,
  description: StatementDescription,
  kept?: KeptTrees,
  leafTokens?: (path: string) => TokenizedFile | undefined,
  parsesContent = false,
  prebuilt?: PrebuiltStatements,
): void {
  if (kept) root.release = () => kept.release();
  const read = (file: SourceFile) => kept?.take(file.path) ?? parse(file);
  const giveBack = (file: SourceFile, tree: Tree) => (kept ? kept.keepOrFree(file.path, tree, file.content.length, parsesContent ? file.content : undefined) : tree.delete());
  const contents = new Map(files.map((file) => [file.path, file]));
  const built = new Map<CstNode, StatementBody>();
  const attempted = new Set<CstNode>();
  const wanted = new Map<string, Set<CstNode>>();
  const kinds = description.callableKinds ?? DEFAULT_CALLABLE_KINDS;
  const hasBody = (node: CstNode) => kinds.has(node.type) && node.location.bodyEnd > node.location.bodyBegin;
  // Each file's callables with bodies, from one walk of the tree (made at the first file parsed again).
  let byFile: Map<string, CstNode[]> | undefined;
  root.wantStatements = (nodes) => {
    for (const node of nodes) {
      if (!hasBody(node) || attempted.has(node)) continue;
      const list = wanted.get(node.location.file) ?? new Set<CstNode>();
      list.add(node);
      wanted.set(node.location.file, list);
    }
  };
  const takePrebuilt = (node: CstNode) => {
    const body = prebuilt?.(node);
    if (body) built.set(node, body);
    return body !== undefined;
  };
  root.statementsOf = (node) => {
    if (!hasBody(node)) return undefined;
    if (!attempted.has(node)) {
      if (takePrebuilt(node)) {
        attempted.add(node);
        return built.get(node);
      }
      const path = node.location.file;
      const named = wanted.get(path);
      wanted.delete(path);
      // A kept tree is read again for nothing: only the bodies asked for are built (about a fifth
      // of a file's callables are ever asked for). A tree to parse again builds them all at once.
      const callables = named ? [...named, node] : kept?.has(path) ? [node] : (byFile ??= callablesByFile(root, hasBody)).get(path) ?? [node];
      const targets = callables.filter((callable) => !attempted.has(callable));
      targets.forEach((callable) => attempted.add(callable));
      // Of a file parsed again for one body, those built elsewhere are taken, not built again.
      const toBuild = prebuilt && targets.length > 1 ? targets.filter((callable) => !takePrebuilt(callable)) : targets;
      const file = contents.get(path);
      if (file) buildFile(file, toBuild, read, giveBack, description, built, leafTokens?.(path));
    }
    return built.get(node);
  };
}

/** What names a callable's body among its file's (`FileStatements`): its node is not at hand on the thread the bodies come from. */
export function statementKey(node: CstNode): string {
  const { begin, end, bodyBegin, bodyEnd } = node.location;
  return `${begin}:${end}:${bodyBegin}:${bodyEnd}`;
}

/**
 * The statement bodies of the callables among `nodes` (one file's, with their children) from
 * the file's syntax tree, as `attachStatements` builds them, by `statementKey`; the tree stays the
 * caller's. Those whose body is written alike in `counterpart` (the same path on the other side
 * of the change) are left out: the statement pass asks for the bodies that changed, and for few
 * others (about one body in ten of a large change is ever asked for).
 */
export function statementsOfFile(
  file: SourceFile,
  tree: Tree,
  nodes: readonly CstNode[],
  description: StatementDescription,
  tokens: TokenizedFile | undefined,
  counterpart?: { file: SourceFile; nodes: readonly CstNode[] },
): FileStatements {
  const unchanged = new Set(counterpart ? callablesIn(counterpart.nodes, description).map((node) => bodyText(counterpart.file, node)) : []);
  const callables = callablesIn(nodes, description).filter((node) => !unchanged.has(bodyText(file, node)));
  const built = new Map<CstNode, StatementBody>();
  buildFile(file, callables, () => tree, () => undefined, description, built, tokens);
  return new Map([...built].map(([node, body]) => [statementKey(node), body]));
}

function callablesIn(nodes: readonly CstNode[], description: StatementDescription): CstNode[] {
  const kinds = description.callableKinds ?? DEFAULT_CALLABLE_KINDS;
  const callables: CstNode[] = [];
  const visit = (node: CstNode) => {
    if (kinds.has(node.type) && node.location.bodyEnd > node.location.bodyBegin) callables.push(node);
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return callables;
}

function bodyText(file: SourceFile, node: CstNode): string {
  return file.content.slice(node.location.bodyBegin, node.location.bodyEnd);
}

function callablesByFile(root: CstRoot, hasBody: (node: CstNode) => boolean): Map<string, CstNode[]> {
  const byFile = new Map<string, CstNode[]>();
  forEachNode(root, (node) => {
    if (!hasBody(node)) return;
    const list = byFile.get(node.location.file);
    if (list) list.push(node);
    else byFile.set(node.location.file, [node]);
  });
  return byFile;
}

function buildFile(
  file: SourceFile,
  callables: readonly CstNode[],
  read: (file: SourceFile) => Tree | null,
  giveBack: (file: SourceFile, tree: Tree) => void,
  description: StatementDescription,
  built: Map<CstNode, StatementBody>,
  tokens: TokenizedFile | undefined,
): void {
  if (callables.length === 0) return;
  let tree: Tree | null = null;
  try {
    tree = read(file);
    if (!tree) return;
    const query = tokens && headerQuery(description, tree.language);
    const walker = new StatementWalker(file.content, description, tokens && query ? { tokens, query, errorFree: !tree.rootNode.hasError } : undefined);
    for (const node of callables) {
      // One callable at a time: a body the walker fails on (say, a generated `else if` chain too
      // deep) loses its own statements only, whether its file's callables are built together or
      // one by one (a kept tree builds only those asked for).
      try {
        const body = findBody(tree.rootNode, node.location.bodyBegin, node.location.bodyEnd);
        const nested = description.ownBodiesOnly && node.children.length > 0 ? definitionsInside(node) : undefined;
        if (body) built.set(node, walker.body(body, namesInBody(node.parameters), nested));
      } catch {
        // Statements only refine extract/inline decisions: without them the token rules decide.
      }
    }
  } catch {
    // No tree (or no walker): the token rules decide, as above.
  } finally {
    if (tree) giveBack(file, tree);
  }
}

/** The smallest node that spans the body range, widened to its braces when the range excludes them. */
function findBody(rootNode: SyntaxNode, begin: number, end: number): SyntaxNode | undefined {
  let node: SyntaxNode | null = rootNode.descendantForIndex(begin, Math.max(begin, end - 1));
  while (node && (node.startIndex > begin || node.endIndex < end)) node = node.parent;
  if (!node) return undefined;
  const parent = node.parent;
  if (parent && parent.startIndex >= begin - 1 && parent.endIndex <= end + 1 && parent.id !== rootNode.id) return parent;
  return node;
}

/**
 * The ranges of the definitions inside a callable (see `ownBodiesOnly`): their declarations (a
 * local function declared is no local variable) and their bodies, braces included.
 */
function definitionsInside(node: CstNode): Set<string> {
  const ranges = new Set<string>();
  for (const child of node.children) {
    const { begin, end, bodyBegin, bodyEnd } = child.location;
    ranges.add(`${begin}:${end}`);
    if (bodyEnd <= bodyBegin) continue;
    ranges.add(`${bodyBegin}:${bodyEnd}`);
    ranges.add(`${bodyBegin - 1}:${bodyEnd + 1}`);
  }
  return ranges;
}

class StatementWalker {
  /** The declarations and bodies of the definitions inside the callable being read: left out (`ownBodiesOnly`). */
  private elsewhere: ReadonlySet<string> | undefined;
  /** The leaves spelt otherwise in the header being read from the file's tokens (see `spelledOut`): start offset -> tokens. */
  private spelled: ReadonlyMap<number, readonly string[]> | undefined;

  constructor(
    private readonly source: string,
    private readonly description: StatementDescription,
    private readonly leaves?: HeaderLeaves,
  ) {}

  body(node: SyntaxNode, parameters: string[], elsewhere?: ReadonlySet<string>): StatementBody {
    this.elsewhere = elsewhere;
    const statements = this.description.blocks.has(node.type) ? this.statementsIn(node, 0) : [this.statement(node, 0)];
    const locals = new Set(parameters);
    const visit = (statement: Statement) => {
      for (const name of statement.declares) locals.add(name);
      statement.children.forEach(visit);
    };
    statements.forEach(visit);
    const { redeclares, selfReference, blockScoped } = this.description;
    return { statements, locals, ...(redeclares ? { redeclares: true } : {}), ...(blockScoped ? { blockScoped: true } : {}), ...(selfReference ? { selfReference } : {}) };
  }

  private statementsIn(block: SyntaxNode, depth: number): Statement[] {
    const { transparent, transparentHeaders, tokens } = this.description;
    // A transparent list's own header parts (an `#if`'s condition) are no statements of the block.
    const headers = transparent?.has(block.type) && transparentHeaders ? new Set([...transparentHeaders].flatMap((field) => block.childrenForFieldName(field).map((node) => node.id))) : undefined;
    const statements: Statement[] = [];
    for (const child of block.namedChildren) {
      if (!child) continue;
      const type = child.type;
      if (tokens.skip.has(type) || headers?.has(child.id) || this.isElsewhere(child)) continue;
      if (transparent?.has(type)) statements.push(...this.statementsIn(child, depth));
      else statements.push(this.statement(child, depth));
    }
    return statements;
  }

  private statement(node: SyntaxNode, depth: number): Statement {
    const { blocks, nestedFields } = this.description;
    // Each read of a node's type is a trip into wasm: read once.
    const type = node.type;
    const statement: Statement = {
      kind: type,
      tokens: [],
      children: [],
      depth,
      startLine: node.startPosition.row + 1,
      endLine: node.endPosition.row + 1,
      declares: [],
      calls: [],
    };
    if (blocks.has(type) || this.description.nestedBodies?.has(type)) {
      statement.children = this.statementsIn(node, depth + 1);
      return statement;
    }
    if (node.childCount === 0) {
      this.readHeader(node, type, statement);
      return statement;
    }
    this.readDeclaration(node, type, statement);
    // Where expressions are statements (Kotlin's `g(x)`), the statement itself is the call.
    this.readCall(node, type, statement);
    if (this.leaves) {
      this.readPartsFromLeaves(node, statement, this.leaves);
      return statement;
    }
    const cursor = node.walk();
    try {
      if (cursor.gotoFirstChild()) {
        do {
          const child = cursor.currentNode;
          const field = cursor.currentFieldName;
          this.readPart(child, child.type, statement, !!field && nestedFields.has(field) && child.isNamed);
        } while (cursor.gotoNextSibling());
      }
    } finally {
      cursor.delete();
    }
    return statement;
  }

  /**
   * As the walk over a statement's children, with the file's tokens: punctuation and keywords
   * (anonymous leaves) hold no declaration, call or body, so the tokens between the named children
   * are read by offsets, and only the named children become node objects (each trip into wasm
   * costs more than the work done with it).
   */
  private readPartsFromLeaves(node: SyntaxNode, statement: Statement, leaves: HeaderLeaves): void {
    const { blocks, clauses, nestedFields } = this.description;
    const named = node.namedChildren;
    const { starts, texts } = leaves.tokens;
    let from = node.startIndex;
    for (let i = 0; i < named.length; i++) {
      const child = named[i];
      if (!child) continue;
      const childStart = child.startIndex;
      const next = tokensIn(leaves.tokens, from, childStart, statement.tokens);
      const childType = child.type;
      const childEnd = child.endIndex;
      // The field is asked for only where the type does not tell: one more trip into wasm.
      const header = !blocks.has(childType) && !clauses.has(childType);
      const nested = header && nestedFields.has(node.fieldNameForNamedChild(i) ?? '');
      // A header part that is one leaf of no type the header query reads (a name, a literal) holds no capture but
      // itself, if opaque: its one token is read without running the query (`return x;`, a declaration's type).
      const oneToken = starts[next] === childStart && (next + 1 >= starts.length || starts[next + 1] >= childEnd);
      if (header && !nested && oneToken && !typesReadByQuery(this.description).has(childType) && child.childCount === 0) statement.tokens.push(texts[next]);
      else this.readPart(child, childType, statement, nested);
      from = childEnd;
    }
    tokensIn(leaves.tokens, from, node.endIndex, statement.tokens);
  }

  /** One part of a statement: a nested statement (a block, a clause, a nested field's), else read in place as header. */
  private readPart(child: SyntaxNode, childType: string, statement: Statement, inNestedField: boolean): void {
    const { blocks, clauses } = this.description;
    if (blocks.has(childType) || clauses.has(childType) || inNestedField) {
      if (!this.isElsewhere(child)) statement.children.push(this.statement(child, statement.depth + 1));
    } else {
      // Read in place, so that bodies nested in the header keep their place among the children.
      this.readHeader(child, childType, statement);
    }
  }

  /** Tokens, declared names and calls of one part of a header, in one walk; bodies written in it become nested statements. */
  private readHeader(node: SyntaxNode, nodeType: string, statement: Statement): void {
    if (this.leaves) {
      this.readHeaderFromLeaves(node, nodeType, statement, this.leaves);
      return;
    }
    const { tokens } = this.description;
    const pending: SyntaxNode[] = [node];
    for (let current = pending.pop(); current; current = pending.pop()) {
      const type = current.type;
      if (tokens.skip.has(type)) continue;
      if (this.isNestedBody(current, type)) {
        if (!this.isElsewhere(current)) statement.children.push(this.nestedStatement(current, type, statement.depth + 1));
        continue;
      }
      this.readDeclaration(current, type, statement);
      this.readCall(current, type, statement);
      // One trip into wasm for the children, which also tells a leaf.
      const children = tokens.atomic.has(type) ? [] : current.children;
      if (children.length === 0) {
        const end = current.endIndex;
        if (end > current.startIndex) this.pushLeaf(current, type, end, statement.tokens);
        continue;
      }
      for (let i = children.length - 1; i >= 0; i--) {
        const child = children[i];
        if (child) pending.push(child);
      }
    }
  }

  /**
   * As readHeader, from the file's tokens in the node's range and the query's declarations and
   * calls in source order (outer first, as the walk meets them), leaving out those inside
   * comments and literals, where the walk does not go.
   */
  private readHeaderFromLeaves(node: SyntaxNode, type: string, statement: Statement, leaves: HeaderLeaves): void {
    if (this.description.tokens.skip.has(type)) return;
    if (this.isNestedBody(node, type)) {
      if (!this.isElsewhere(node)) statement.children.push(this.nestedStatement(node, type, statement.depth + 1));
      return;
    }
    const captures = leaves.query.captures(node);
    const outer = this.spelled;
    this.spelled = this.description.spelledOut ? this.spelledIn(captures) : undefined;
    try {
      this.readCaptures(node, captures, statement);
    } finally {
      this.spelled = outer;
    }
  }

  /** The header's tokens, declarations, calls and nested bodies, from the query's captures in its range. */
  private readCaptures(node: SyntaxNode, captures: readonly { readonly name: string; readonly node: SyntaxNode }[], statement: Statement): void {
    // The tokens from `from` on are the header's own; a nested body's are its statements'.
    let from = node.startIndex;
    let skippedEnd = -1;
    for (const { name, node: part } of captures) {
      if (part.startIndex < skippedEnd) continue;
      if (name === OPAQUE) {
        skippedEnd = part.endIndex;
        continue;
      }
      if (name === NESTED) {
        // Written on one line, it reads as part of the expression: its parts are captured next.
        if (part.endPosition.row === part.startPosition.row) continue;
        this.leafTokensIn(from, part.startIndex, statement.tokens);
        if (!this.isElsewhere(part)) statement.children.push(this.nestedStatement(part, part.type, statement.depth + 1));
        from = skippedEnd = part.endIndex;
        continue;
      }
      // A leaf spelt otherwise was read with the tokens (`spelled`).
      if (name !== PART) continue;
      const partType = part.type;
      this.readDeclaration(part, partType, statement);
      this.readCall(part, partType, statement);
    }
    this.leafTokensIn(from, node.endIndex, statement.tokens);
  }

  /** A leaf's text, or the tokens it reads as where it is spelt otherwise (see `spelledOut`). */
  private pushLeaf(node: SyntaxNode, type: string, end: number, into: string[]): void {
    const text = this.source.slice(node.startIndex, end);
    const spelt = this.description.spelledOut?.find((leaf) => leaf.type === type && (!leaf.within || isField(node, leaf.within)));
    if (spelt) into.push(...spelt.spell(text));
    else {
      const spell = this.description.tokens.spelled?.get(type);
      const read = spell ? spell(text) : text;
      if (read !== '') into.push(read);
    }
  }

  /** The file's tokens in [start, end), those of the header's leaves spelt otherwise as they read. */
  private leafTokensIn(start: number, end: number, into: string[]): void {
    if (!this.leaves) return;
    if (this.spelled) tokensSpelledIn(this.leaves.tokens, start, end, into, this.spelled);
    else tokensIn(this.leaves.tokens, start, end, into);
  }

  /** The leaves spelt otherwise in `captures` (see `spelledOut`): start offset -> the tokens each reads as; undefined for none. */
  private spelledIn(captures: readonly { readonly name: string; readonly node: SyntaxNode }[]): Map<number, readonly string[]> | undefined {
    let spelled: Map<number, readonly string[]> | undefined;
    for (const { name, node } of captures) {
      if (!name.startsWith(SPELLED)) continue;
      const leaf = this.description.spelledOut?.[Number(name.slice(SPELLED.length))];
      if (leaf) (spelled ??= new Map()).set(node.startIndex, leaf.spell(this.source.slice(node.startIndex, node.endIndex)));
    }
    return spelled;
  }

  /** The body of a definition nested in the callable being read (see `ownBodiesOnly`). */
  private isElsewhere(node: SyntaxNode): boolean {
    return !!this.elsewhere && this.elsewhere.has(`${node.startIndex}:${node.endIndex}`);
  }

  /** A body written inside an expression, as a statement nested in the one whose header holds it. */
  private nestedStatement(node: SyntaxNode, type: string, depth: number): Statement {
    return { ...this.statement(node, depth), inExpression: true, ...(this.description.classBodies?.has(type) ? { classBody: true } : {}) };
  }

  /** A body written inside an expression over more than one line (see `nestedBodies`). */
  private isNestedBody(node: SyntaxNode, type: string): boolean {
    return !!this.description.nestedBodies?.has(type) && node.endPosition.row > node.startPosition.row;
  }

  private readDeclaration(node: SyntaxNode, type: string, statement: Statement): void {
    const field = this.description.declarators.get(type);
    if (!field) return;
    if (this.description.bodyScoped?.(node)) statement.bodyScoped = true;
    const destructured = this.description.destructuring?.(node);
    if (destructured) {
      const value = destructured.value ? this.leafTexts(destructured.value) : [];
      for (const { name, key, member } of destructured.names) {
        statement.declares.push(name);
        (statement.destructured ??= []).push({ name, key, value: member ? [...value, ...member] : [] });
      }
      return;
    }
    // `int a = 1, *b;` declares each of its declarators.
    for (const declarator of typeof field === 'function' ? field(node) : node.childrenForFieldName(field)) {
      if (!declarator) continue;
      // A name itself (Java's `name` field), a leaf: its text is the name, with no children to read
      // (C++'s `a::b` is an identifier with children).
      const isName = declarator.type.endsWith('identifier') && declarator.childCount === 0;
      // `a, b := ...` and `for k, v in ...` declare a list of names.
      const names = isName ? [] : declarator.namedChildren.filter((child) => !!child && child.type.endsWith('identifier')).map((child) => child!.text);
      const first = isName ? declarator.text : firstIdentifier(declarator);
      if (names.length > 1) statement.declares.push(...names);
      else if (first) {
        statement.declares.push(first);
        const type = this.declaredType(node, declarator, first) ?? this.description.valueType?.(node, declarator);
        if (type) (statement.declaredTypes ??= []).push({ name: first, type });
      }
    }
  }

  /**
   * The type written for one declared name: the type field of the declaration (or of its parent
   * list), plus the pointer marks written before the name (`int *p` is an `int *`).
   */
  private declaredType(node: SyntaxNode, declarator: SyntaxNode, name: string): string | undefined {
    const field = this.description.typeField;
    if (!field) return undefined;
    const typeNode = typeof field === 'function' ? field(declarator) : (node.childForFieldName(field) ?? node.parent?.childForFieldName(field));
    if (!typeNode) return this.description.inferredType;
    if (typeNode.id === declarator.id) return undefined;
    const typeQualifiers = this.description.typeQualifiers;
    // Read only where the language has qualifiers: each child's end and type is a trip into wasm.
    const qualifiers = typeQualifiers
      ? (typeNode.parent?.children ?? []).filter((child) => !!child && child.endIndex <= typeNode.startIndex && typeQualifiers.has(child.type)).map((child) => child!.text)
      : [];
    // `x: number` annotations hold their colon (not C++'s `::ssize_t`).
    const written = [...qualifiers, typeNode.text.replace(/^:(?!:)\s*/, '').trim()].join(' ');
    const type = this.description.typeText ? this.description.typeText(written) : written;
    if (type === '') return undefined;
    const declaratorText = declarator.text;
    const at = declaratorText.indexOf(name);
    const marks = at > 0 ? declaratorText.slice(0, at).replace(/\s+/g, '') : '';
    return /^[*&]+$/.test(marks) ? `${type} ${marks}` : type;
  }

  private readCall(node: SyntaxNode, type: string, statement: Statement): void {
    const parts = this.description.calls.get(type);
    if (!parts) return;
    // Leaves spelt otherwise, keyword arguments and calls amid syntax errors are read from the nodes.
    const fromTokens = this.leaves?.errorFree && !this.spelled && !this.description.keywordArgument ? this.description.callFromTokens?.(node, this.leaves.tokens) : undefined;
    if (fromTokens) {
      statement.calls.push(fromTokens);
      return;
    }
    if (typeof parts === 'function') {
      const found = this.callOf(parts(node));
      if (found) statement.calls.push(found);
      return;
    }
    const callee = node.childForFieldName(parts.callee);
    // No callee, no call: its other parts are not read.
    if (!callee) return;
    const found = this.callOf({ callee, arguments: node.childForFieldName(parts.arguments), receiver: parts.receiver ? this.receiverOf(node, callee, parts.receiver) : null });
    if (found) statement.calls.push(found);
  }

  /** The call's field naming its receiver (Java's `object`), else the callee's (a JavaScript member expression's `object`). */
  private receiverOf(call: SyntaxNode, callee: SyntaxNode, receiverField: string): SyntaxNode | null {
    return call.childForFieldName(receiverField) ?? callee.childForFieldName(receiverField);
  }

  private callOf({ callee, arguments: list, receiver }: CallParts): StatementCall | undefined {
    if (!callee) return undefined;
    const calleeText = this.leafTexts(callee).filter((text) => CALLEE_NAME.test(text));
    const name = calleeText[calleeText.length - 1];
    if (!name) return undefined;
    const args = (list?.namedChildren ?? []).filter((arg): arg is SyntaxNode => !!arg && !this.description.tokens.skip.has(arg.type));
    const keyword = this.description.keywordArgument;
    const named = args.map((arg) => (keyword && arg.type === keyword.type ? arg : undefined));
    const call: StatementCall = { name, arguments: args.map((arg, i) => this.leafTexts(named[i]?.childForFieldName(keyword!.value) ?? arg)) };
    if (named.some((arg) => arg)) call.keywords = named.map((arg) => arg?.childForFieldName(keyword!.name)?.text);
    if (receiver) call.receiver = this.leafTexts(receiver);
    return call;
  }

  private leafTexts(node: SyntaxNode): string[] {
    const texts: string[] = [];
    if (this.leaves) {
      this.leafTokensIn(node.startIndex, node.endIndex, texts);
      return texts;
    }
    const pending: SyntaxNode[] = [node];
    for (let current = pending.pop(); current; current = pending.pop()) {
      const type = current.type;
      if (this.description.tokens.skip.has(type)) continue;
      const children = this.description.tokens.atomic.has(type) ? [] : current.children;
      if (children.length === 0) {
        const end = current.endIndex;
        if (end > current.startIndex) this.pushLeaf(current, type, end, texts);
        continue;
      }
      for (let i = children.length - 1; i >= 0; i--) {
        const child = children[i];
        if (child) pending.push(child);
      }
    }
    return texts;
  }
}

/** Whether `node` is the `field` of a parent of type `parent`. */
function isField(node: SyntaxNode, { parent, field }: { readonly parent: string; readonly field: string }): boolean {
  const holder = node.parent;
  return !!holder && holder.type === parent && holder.childForFieldName(field)?.id === node.id;
}

/** The first identifier in source order below `node` (a declarator may wrap it: `*p`, `a[3]`). */
function firstIdentifier(node: SyntaxNode | null): string | undefined {
  const pending: SyntaxNode[] = node ? [node] : [];
  for (let current = pending.pop(); current; current = pending.pop()) {
    if (current.type.endsWith('identifier')) return current.text;
    const children = current.namedChildren;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child) pending.push(child);
    }
  }
  return undefined;
}
