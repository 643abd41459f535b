import { MACRO_BODIES } from '../c-family-macro-body';
import type { StatementDescription } from '../statement-tree';
import type { SyntaxNode } from '../tree-sitter';

/** C's statements for the statement mapper (statement-tree.ts). */
export const C_STATEMENTS: StatementDescription = {
  blocks: new Set(['compound_statement', 'case_statement']),
  nestedFields: new Set(['body', 'consequence', 'alternative']),
  clauses: new Set(['else_clause']),
  declarators: new Map([
    ['declaration', declaredVariables],
  ]),
  typeField: 'type',
  typeQualifiers: new Set(['type_qualifier']),
  calls: new Map([['call_expression', { callee: 'function', arguments: 'arguments' }]]),
  tokens: {
    atomic: new Set(['string_literal', 'char_literal', 'system_lib_string']),
    skip: new Set(['comment']),
    spelled: MACRO_BODIES,
  },
};

/**
 * The declarators of a declaration without their initial values: `int x = n, *p;` declares `x`
 * and `p`, and `n` is a use (the value's identifiers would otherwise read as declared names).
 */
export function declaredVariables(declaration: SyntaxNode): SyntaxNode[] {
  return declaration.childrenForFieldName('declarator').map((declarator) => (declarator.type === 'init_declarator' ? (declarator.childForFieldName('declarator') ?? declarator) : declarator));
}
