import type { StatementDescription } from '../statement-tree';
import type { TokenizeOptions } from '../syntax-helpers';

/** Java's statements for the statement mapper (statement-tree.ts). */
export function javaStatements(tokens: TokenizeOptions): StatementDescription {
  return {
    blocks: new Set(['block', 'constructor_body', 'switch_block', 'switch_block_statement_group']),
    nestedFields: new Set(['body', 'consequence', 'alternative']),
    clauses: new Set(['catch_clause', 'finally_clause']),
    // A lambda's block and an anonymous class's body, inside an expression.
    nestedBodies: new Set(['block', 'class_body']),
    declarators: new Map([
      ['variable_declarator', 'name'],
      ['catch_formal_parameter', 'name'],
      ['enhanced_for_statement', 'name'],
      ['resource', 'name'],
    ]),
    typeField: 'type',
    // `catch (IOException e)`: the caught type has no field.
    typeNodes: new Set(['catch_type']),
    calls: new Map([['method_invocation', { callee: 'name', arguments: 'arguments' }]]),
    tokens,
  };
}
