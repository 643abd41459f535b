import type { CstNode, Parameter, Stereotype, TokenizedFile } from '../../core/cst';
import type { LanguageDescriptor } from '../registry';
import type { StatementDescription } from '../statement-tree';
import type { TokenizeOptions } from '../syntax-helpers';
import type { SyntaxNode } from '../tree-sitter';

/**
 * A language described by a tree-sitter query and a few readers, instead of a hand-written walker.
 *
 * The query's captures say what the code is, in the spirit of the grammars' own `tags.scm`:
 * - `@definition.<Kind>` (`@definition.Class`, `@definition.Function`, `@definition.Field`): an element;
 * - `@reference.call`: the name a call is spelled with, a `uses` edge from the element around it;
 * - `@reference.supertype`: a supertype's name, a `subtype` edge from the type around it;
 * - `@reference.member`: a field used through the receiver (`self.x`), a `uses` edge to that field;
 * - `@reference.member.operands`: a node whose identifier children are such uses (`a + b`'s operands),
 *   read from the node: a pattern naming the child would cost time quadratic in the nesting;
 * - `@reference.supercall`: a method called on the superclass (`super().f()`), a `uses` edge to the
 *   nearest superclass's `f`;
 * - `@reference.typemember`: a field named through its type (`Table.createIndex`, the type read by
 *   `readCallQualifier`), a `uses` edge to that type's field;
 * - `@namespace`: a namespace (named by `readNamespace`) that prefixes the top-level elements in its range.
 * Elements nest by their ranges; the readers say what the query cannot: names, parameters,
 * which functions are methods.
 */
export interface QueryLanguageSpec {
  readonly descriptor: LanguageDescriptor;
  /** The grammar's npm package and wasm file name. */
  readonly grammar: { readonly packageName: string; readonly wasm: string };
  readonly query: string;
  readonly tokens: TokenizeOptions;
  /** The file's tokens as its similarity reads them, from those of the whole tree (a C++ header's include guard left out); all by default. */
  fileTokens?(tokens: TokenizedFile, root: SyntaxNode): TokenizedFile;
  /** Reads a captured element; `parentKind` is the kind of the element around it (`File` at the top). Undefined: no element. */
  readDefinition(kind: string, node: SyntaxNode, parentKind: string): DefinitionReading | undefined;
  /**
   * Where top-level elements live: in a File node (by default), or as roots whose namespace is the
   * `@namespace` around them (`My.App.`), like Java's classes in their package.
   */
  readonly topLevel?: 'file' | 'namespace';
  /** Reads a captured `@namespace`: its name, and the range it covers (by default the captured node). */
  readNamespace?(node: SyntaxNode): { name: string; scope?: SyntaxNode } | undefined;
  /**
   * For languages whose types live in packages, not files (Kotlin, as Java): the package a file
   * declares (`com.example.app`), undefined for none. Its types are then top-level elements
   * namespaced by the package; its File node, namespaced by the package too, is kept only when
   * it holds something else (top-level functions, properties).
   */
  readPackage?(root: SyntaxNode): string | undefined;
  /** The statements of function bodies, for the statement mapper (statement-tree.ts); none by default. */
  readonly statements?: Omit<StatementDescription, 'tokens'>;
  /** Files to leave out (generated code); none by default. */
  isIgnored?(path: string, content: string): boolean;
  /** Whether two texts hold the same code (`LanguagePlugin.sameCode`); absent, every changed text is analysed. */
  sameCode?(before: string, after: string, path: string): boolean;
  /**
   * Kinds one element may change between, matched as one kind (Go: a method whose receiver is
   * dropped becomes a function; Kotlin: an `object` becomes a `class`).
   */
  readonly interchangeableKinds?: ReadonlyArray<ReadonlyArray<string>>;
  /**
   * Rearranges the top-level nodes (one File node per file, its elements inside) before references
   * are resolved, for a language whose elements do not nest as its files do (Go: a package spans
   * files, a method belongs to its receiver's type). `ownerOf` gives an element's `owner` reading;
   * `takeId` numbers any node it adds.
   */
  arrange?(files: CstNode[], ownerOf: (node: CstNode) => string | undefined, takeId: () => number): CstNode[];
  /**
   * The type a call (its captured name) is made on, where the code names it (`Table.insert(db)`):
   * the call then means that type's definitions of the name (name-resolution.ts). None by default.
   */
  readCallQualifier?(name: SyntaxNode): string | undefined;
  /**
   * For a language whose code names members bare (Kotlin), a reader made per file of whether a
   * captured `@reference.member` name means a local or parameter declared in scope there, and so
   * is no member use. None by default: every captured name is a member use.
   */
  localNameReader?(): (name: SyntaxNode) => boolean;
  /** The names through which code calls a callable held by `owner` (its type's name, by default). */
  ownerNames?(owner: CstNode, parentOf: (node: CstNode) => CstNode | undefined): string[];
}

export interface DefinitionReading {
  /** The element kind; by default the capture's. */
  kind?: string;
  name: string;
  parameters?: Parameter[];
  /** A callable's declared return type, a field's declared type (as the CST's `returnType` / `fieldType`). */
  returnType?: string;
  fieldType?: string;
  /** What identifies it among its siblings; by default `name(p1, p2)` for callables, else the name. */
  localName?: string;
  /** What users see; by default the localName. */
  signature?: string;
  stereotypes?: Stereotype[];
  /** The range it covers (location and tokens); by default the captured node. */
  declaration?: SyntaxNode;
  /** Its body; none for bodiless elements. */
  body?: SyntaxNode | null;
  /**
   * A field declared inside a method (`self.x = ...` in `__init__`) belongs to the type around it;
   * a second declaration of the same field there is the same field.
   */
  ownedByType?: boolean;
  /**
   * Declares no scope: what is declared inside it belongs to its parent (a Kotlin primary
   * constructor, whose `val` parameters are its class's properties).
   */
  holdsNoElements?: boolean;
  /**
   * One part of an element declared in several (C#'s `partial class`): the parts with one
   * identity and kind are one node, located at the first part read, holding every part's members.
   */
  partial?: boolean;
  /**
   * A field that code names bare wherever it is imported, not only from its own type (a Kotlin
   * enum entry): a member use that no field of the user's own type hierarchy takes means it,
   * where it is the one of that name in the user's file, else in the revision.
   */
  reachableByName?: boolean;
  /** The type it belongs to when declared apart from it (a Go method's receiver type), for `arrange`. */
  owner?: string;
}
