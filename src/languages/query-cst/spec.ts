import type { Parameter, Stereotype } from '../../core/cst';
import type { LanguageDescriptor } from '../registry';
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
 * - `@documentation`: documentation written as code (a docstring); at the head of a body it belongs to
 *   the declaration, not the body (what is extracted or inlined), as a comment before it would.
 * Elements nest by their ranges; the readers say what the query cannot: names, parameters,
 * which functions are methods.
 */
export interface QueryLanguageSpec {
  readonly descriptor: LanguageDescriptor;
  /** The grammar's npm package and wasm file name. */
  readonly grammar: { readonly packageName: string; readonly wasm: string };
  readonly query: string;
  readonly tokens: TokenizeOptions;
  /** Reads a captured element; `parentKind` is the kind of the element around it (`File` at the top). Undefined: no element. */
  readDefinition(kind: string, node: SyntaxNode, parentKind: string): DefinitionReading | undefined;
  /** Files to leave out (generated code); none by default. */
  isIgnored?(path: string, content: string): boolean;
}

export interface DefinitionReading {
  /** The element kind; by default the capture's. */
  kind?: string;
  name: string;
  parameters?: Parameter[];
  /** What identifies it among its siblings; by default `name(p1, p2)` for callables, else the name. */
  localName?: string;
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
}
