import type { StatementDescription } from '../statement-tree';

/** Python's statements for the statement mapper (statement-tree.ts): assignments declare locals. */
export const PYTHON_STATEMENTS: Omit<StatementDescription, 'tokens'> = {
  blocks: new Set(['block']),
  nestedFields: new Set(['body', 'consequence', 'alternative']),
  clauses: new Set(['elif_clause', 'else_clause', 'except_clause', 'finally_clause', 'case_clause']),
  declarators: new Map([
    ['assignment', 'left'],
    ['for_statement', 'left'],
    ['with_item', 'value'],
  ]),
  typeField: 'type',
  calls: new Map([['call', { callee: 'function', arguments: 'arguments' }]]),
};
