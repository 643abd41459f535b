import type { SyntaxNode } from '../tree-sitter';
import type { Definition } from './definitions';

/**
 * What tells one grammar of the JavaScript family (JavaScript, TypeScript, TSX) from another:
 * the query that finds definitions and calls, and how a captured definition is read. The CST
 * builder, the prototype classes and the edge resolution are shared.
 */
export interface Dialect {
  readonly query: string;
  definitionOf(capture: string, node: SyntaxNode): Definition | undefined;
}
