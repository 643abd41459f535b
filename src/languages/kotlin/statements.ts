import type { StatementDescription } from '../statement-tree';
import type { SyntaxNode } from '../tree-sitter';

/**
 * Kotlin's statements for the statement mapper (statement-tree.ts). Its grammar names few fields,
 * so declarations and calls are found by their shape: a `variable_declaration` (of a `val`, a
 * destructuring, a `for`, a lambda's parameters) is the name itself, a call is its callee followed
 * by its `value_arguments`.
 */
export const KOTLIN_STATEMENTS: Omit<StatementDescription, 'tokens'> = {
  // `fun f() = expr` has a body of one statement; `{ ... }` is a block inside the function body.
  blocks: new Set(['function_body', 'block']),
  transparent: new Set(['block']),
  nestedFields: new Set([]),
  // `else if` chains, `catch`, `finally` and each branch of a `when` hold statements of their own.
  clauses: new Set(['if_expression', 'catch_block', 'finally_block', 'when_entry']),
  // A lambda (`use { ... }`, `apply { ... }`) and an anonymous object's body, inside an expression.
  nestedBodies: new Set(['lambda_literal', 'class_body']),
  classBodies: new Set(['class_body']),
  declarators: new Map([
    ['variable_declaration', named],
    ['catch_block', itself],
  ]),
  // `val id: Long`, `catch (e: IOException)`: the type follows the name; `val id = f()` has it inferred.
  typeField: writtenType,
  inferredType: 'Inferred',
  blockScoped: true,
  calls: new Map([['call_expression', callParts]]),
};

function writtenType(declarator: SyntaxNode): SyntaxNode | undefined {
  return declarator.namedChildren.find((child) => !!child && child.type.endsWith('_type')) ?? undefined;
}

function itself(node: SyntaxNode): SyntaxNode[] {
  return [node];
}

/** A declaration of `_` (an unused lambda parameter or destructured part) declares nothing. */
function named(node: SyntaxNode): SyntaxNode[] {
  return node.text.trim() === '_' ? [] : [node];
}

/** `a.b(x)`: the callee is the call's first child; a call with only a trailing lambda has no list. */
function callParts(node: SyntaxNode): { callee: SyntaxNode | null; arguments: SyntaxNode | null } {
  return { callee: node.namedChild(0), arguments: node.namedChildren.find((child) => child?.type === 'value_arguments') ?? null };
}
