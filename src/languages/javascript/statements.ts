import type { PartFinder, StatementDescription } from '../statement-tree';
import type { TokenizeOptions } from '../syntax-helpers';
import type { SyntaxNode } from '../tree-sitter';
import { spelledKey } from '../../core/statements/similarity';
import { destructuredNames } from './destructuring';

/** The JavaScript family's statements (TypeScript's too) for the statement mapper (statement-tree.ts). */
export function familyStatements(tokens: TokenizeOptions): StatementDescription {
  return {
    blocks: new Set(['statement_block', 'switch_body', 'class_body']),
    nestedFields: new Set(['body', 'consequence', 'alternative', 'handler', 'finalizer']),
    clauses: new Set(['else_clause', 'catch_clause', 'finally_clause']),
    // A callback's block (`tap(name, (chunk) => { ... })`) and a class expression's body, inside an
    // expression: their statements map one by one, as Java's lambdas'. The functions defined inside
    // a body (object-literal methods of a module's wrapper, local functions) keep theirs to themselves.
    nestedBodies: new Set(['statement_block', 'class_body']),
    classBodies: new Set(['class_body']),
    ownBodiesOnly: true,
    declarators: new Map<string, string | PartFinder<SyntaxNode[]>>([
      ['variable_declarator', 'name'],
      ['catch_clause', 'parameter'],
      ['for_in_statement', loopElement],
    ]),
    destructuring: destructuredNames,
    // `let` and `const` live in their block (two `const x` in sibling blocks are two locals), `var` in
    // the whole function; a loop's or a catch clause's in that statement.
    blockScoped: true,
    bodyScoped: declaredByVar,
    typeField: 'type',
    // `a.b.f(x)`: the receiver `a.b` is the callee's (a member expression's) object.
    calls: new Map([['call_expression', { callee: 'function', arguments: 'arguments', receiver: 'object' }]]),
    // An object's key reads as a key (`{ type: 1 }` is `{ ‹type›: 1 }`), no use of a local `type`; a
    // shorthand property `{ type }` as `{ ‹type›: type }`, so that a local inlined into it
    // (`{ type: kind(x) }`) shows in its place. Key and name weigh as the one word written
    // (similarity.ts): a value grown from an argument of shorthands is still alike (webpack 9db13415729c).
    spelledOut: [
      { type: 'property_identifier', within: { parent: 'pair', field: 'key' }, spell: (key) => [spelledKey(key)] },
      { type: 'shorthand_property_identifier', spell: (name) => [spelledKey(name), ':', name] },
    ],
    selfReference: 'this',
    tokens,
  };
}

/** The declarations of a `for_in_statement`'s element: none where the loop assigns a name declared before (`for (key in o)`). */
function loopElement(loop: SyntaxNode): SyntaxNode[] {
  const left = loop.childForFieldName('kind') ? loop.childForFieldName('left') : null;
  return left ? [left] : [];
}

/** A `var` declaration (`var x = 1`, `for (var k in o)`): its locals are the whole function's. */
function declaredByVar(declaration: SyntaxNode): boolean {
  if (declaration.type === 'variable_declarator') return declaration.parent?.type === 'variable_declaration';
  return declaration.type === 'for_in_statement' && declaration.childForFieldName('kind')?.type === 'var';
}
