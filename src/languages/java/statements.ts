import type { StatementDescription } from '../statement-tree';
import type { TokenizeOptions } from '../syntax-helpers';
import type { SyntaxNode } from '../tree-sitter';
import { statementCallFromTokens } from './call-tokens';

/** Java's statements for the statement mapper (statement-tree.ts). */
export function javaStatements(tokens: TokenizeOptions): StatementDescription {
  return {
    blocks: new Set(['block', 'constructor_body', 'switch_block', 'switch_block_statement_group']),
    nestedFields: new Set(['body', 'consequence', 'alternative']),
    clauses: new Set(['catch_clause', 'finally_clause']),
    // A lambda's block and an anonymous class's body, inside an expression.
    nestedBodies: new Set(['block', 'class_body']),
    classBodies: new Set(['class_body']),
    declarators: new Map([
      ['variable_declarator', 'name'],
      ['catch_formal_parameter', 'name'],
      ['enhanced_for_statement', 'name'],
      ['resource', 'name'],
    ]),
    typeField: writtenType,
    blockScoped: true,
    calls: new Map([['method_invocation', { callee: 'name', arguments: 'arguments', receiver: 'object' }]]),
    callFromTokens: statementCallFromTokens,
    selfReference: 'this',
    tokens,
  };
}

/**
 * The type written for a declared name: its declaration's (or its declaration list's) `type`, or
 * for a caught exception its `catch_type`, which has no field; a multi-catch's `A | B` is no one
 * type (a clause catching one more exception keeps its variable).
 */
function writtenType(name: SyntaxNode): SyntaxNode | null | undefined {
  const holder = name.parent;
  if (!holder) return undefined;
  // Only a catch clause's parameter has a `catch_type` (the grammar's one place for it): other holders' children are not read.
  const caught = holder.type === 'catch_formal_parameter' ? holder.namedChildren.find((child) => child?.type === 'catch_type') : undefined;
  if (caught) return caught.namedChildCount === 1 ? caught : undefined;
  return holder.childForFieldName('type') ?? holder.parent?.childForFieldName('type');
}
