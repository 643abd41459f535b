import type { StatementDescription } from '../statement-tree';

/** C's statements for the statement mapper (statement-tree.ts). */
export const C_STATEMENTS: StatementDescription = {
  blocks: new Set(['compound_statement', 'case_statement']),
  nestedFields: new Set(['body', 'consequence', 'alternative']),
  clauses: new Set(['else_clause']),
  declarators: new Map([
    ['declaration', 'declarator'],
  ]),
  typeField: 'type',
  typeQualifiers: new Set(['type_qualifier']),
  calls: new Map([['call_expression', { callee: 'function', arguments: 'arguments' }]]),
  tokens: {
    atomic: new Set(['string_literal', 'char_literal', 'system_lib_string']),
    skip: new Set(['comment']),
  },
};
