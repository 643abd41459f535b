import { C_STATEMENTS, declaredVariables } from '../c/statements';
import type { CallParts, StatementDescription } from '../statement-tree';
import type { SyntaxNode } from '../tree-sitter';
import { comparableType } from './declarators';

/**
 * C++'s statements for the statement mapper (statement-tree.ts): C's (tree-sitter-cpp extends
 * tree-sitter-c) plus `try`/`catch`, range-for and structured bindings, whose names are declared.
 * A lambda stays in the statement that writes it, as a callback does in JavaScript.
 */
export const CPP_STATEMENTS: Omit<StatementDescription, 'tokens'> = {
  blocks: C_STATEMENTS.blocks,
  nestedFields: C_STATEMENTS.nestedFields,
  clauses: new Set([...C_STATEMENTS.clauses, 'catch_clause']),
  // Statements under `#if`/`#ifdef` in a body are the block's, every branch of them, as the
  // token bags read them: one opaque statement would hide them from the mapper.
  transparent: new Set(['preproc_if', 'preproc_ifdef', 'preproc_else', 'preproc_elif', 'preproc_elifdef']),
  transparentHeaders: new Set(['condition', 'name']),
  declarators: new Map([
    ['declaration', (declaration) => declaredVariables(declaration).map(bindingOrSelf)],
    ['for_range_loop', (loop) => loop.childrenForFieldName('declarator').map(bindingOrSelf)],
    ['parameter_declaration', caughtException],
  ]),
  typeField: 'type',
  typeQualifiers: C_STATEMENTS.typeQualifiers,
  typeText: variableType,
  calls: new Map([
    ['call_expression', callParts],
    ['new_expression', constructionParts],
  ]),
};

/**
 * A local's type as compared: a `constexpr` object is `const` (so `const int` that became
 * `constexpr int` keeps its type), and `constinit`, `mutable` say how it is declared, not what it is.
 */
function variableType(written: string): string {
  const words = written.replace(/\bconstexpr\b/g, 'const').replace(/\b(?:constinit|mutable)\b/g, ' ').trim().split(/\s+/);
  const unique = words.filter((word, i) => word !== 'const' || words.indexOf('const') === i);
  return comparableType(unique.join(' '));
}

/** `auto& [key, value]` declares `key` and `value`: the binding list under the reference. */
function bindingOrSelf(declarator: SyntaxNode): SyntaxNode {
  let node: SyntaxNode | null = declarator;
  while (node && (node.type === 'reference_declarator' || node.type === 'pointer_declarator')) node = node.namedChildren.find((child) => child?.type.endsWith('declarator')) ?? null;
  return node?.type === 'structured_binding_declarator' ? node : declarator;
}

/** `catch (const std::exception& e)` declares `e`; other parameters in a body are a lambda's, not locals of it. */
function caughtException(parameter: SyntaxNode): SyntaxNode[] {
  const declarator = parameter.childForFieldName('declarator');
  return declarator && parameter.parent?.parent?.type === 'catch_clause' ? [declarator] : [];
}

/**
 * The callee is the called name alone: `helper` of `this->helper(x)`, `a::b::helper(x)` and
 * `helper<T>(x)`, so the call reads as a call of the function of that name (a template's
 * arguments would otherwise end the callee's text).
 */
function callParts(call: SyntaxNode): CallParts {
  return { callee: calledName(call.childForFieldName('function')), arguments: call.childForFieldName('arguments') };
}

/** `new Foo(1, 2)` calls `Foo`'s constructor; `new int[3]` calls nothing. */
function constructionParts(expression: SyntaxNode): CallParts {
  const type = calledName(expression.childForFieldName('type'));
  return { callee: type?.type === 'type_identifier' ? type : null, arguments: expression.childForFieldName('arguments') };
}

function calledName(callee: SyntaxNode | null): SyntaxNode | null {
  let node = callee;
  for (;;) {
    if (node?.type === 'field_expression') node = node.childForFieldName('field');
    else if (node?.type === 'qualified_identifier' || node?.type === 'template_function' || node?.type === 'template_method' || node?.type === 'template_type') node = node.childForFieldName('name');
    else return node;
  }
}
