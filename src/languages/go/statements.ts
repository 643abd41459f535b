import type { StatementDescription } from '../statement-tree';

/** Go's statements for the statement mapper (statement-tree.ts). */
export const GO_STATEMENTS: Omit<StatementDescription, 'tokens'> = {
  blocks: new Set(['block', 'expression_case', 'default_case', 'type_case', 'communication_case']),
  transparent: new Set(['statement_list']),
  nestedFields: new Set(['body', 'consequence', 'alternative']),
  clauses: new Set([]),
  declarators: new Map([
    ['short_var_declaration', 'left'],
    ['var_spec', 'name'],
    ['range_clause', 'left'],
  ]),
  typeField: 'type',
  calls: new Map([['call_expression', { callee: 'function', arguments: 'arguments' }]]),
};
