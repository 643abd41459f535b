import type { StatementDescription } from '../statement-tree';

/** C#'s statements for the statement mapper (statement-tree.ts). */
export const CSHARP_STATEMENTS: Omit<StatementDescription, 'tokens'> = {
  blocks: new Set(['block', 'switch_body', 'switch_section']),
  nestedFields: new Set(['body', 'consequence', 'alternative']),
  clauses: new Set(['catch_clause', 'finally_clause']),
  declarators: new Map([
    ['variable_declarator', 'name'],
    ['foreach_statement', 'left'],
    ['catch_declaration', 'name'],
  ]),
  typeField: 'type',
  calls: new Map([['invocation_expression', { callee: 'function', arguments: 'arguments' }]]),
};
