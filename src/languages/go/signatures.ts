import type { Parameter } from '../../core/cst';
import type { SyntaxNode } from '../tree-sitter';
import { textWithoutComments } from '../uncommented-text';

/**
 * `(ctx context.Context, a, b int, rest ...string)` -> ctx: context.Context, a: int, b: int,
 * rest: ...string. An unnamed parameter (`func(int) error`) has an empty name.
 */
export function parametersOf(list: SyntaxNode | null): Parameter[] {
  const parameters: Parameter[] = [];
  for (const declaration of list?.namedChildren ?? []) {
    if (declaration?.type !== 'parameter_declaration' && declaration?.type !== 'variadic_parameter_declaration') continue;
    const typeNode = declaration.childForFieldName('type');
    const type = (declaration.type === 'variadic_parameter_declaration' ? '...' : '') + (typeNode ? typeText(typeNode) : '');
    const names = declaration.childrenForFieldName('name').filter((name) => name !== null);
    if (names.length === 0) parameters.push({ name: '', type });
    for (const name of names) parameters.push({ name: name.text, type });
  }
  return parameters;
}

/** Go has no overloads, but a signature shows its parameter types: `Start(context.Context, int)`. */
export function signatureOf(name: string, parameters: readonly Parameter[]): string {
  return `${name}(${parameters.map((parameter) => parameter.type).join(', ')})`;
}

/** The receiver's type name: `(s *Server)`, `(Server)`, `(s *Set[T])` -> `Server`, `Set`. */
export function receiverTypeName(receiver: SyntaxNode | null): string | undefined {
  let type = receiver?.namedChildren.find((child) => child?.type === 'parameter_declaration')?.childForFieldName('type') ?? null;
  // `(s * /* shared */ Server)`: a comment is a named child too.
  while (type && (type.type === 'pointer_type' || type.type === 'parenthesized_type')) type = type.namedChildren.find((child) => child?.type !== 'comment') ?? null;
  if (type?.type === 'generic_type') type = type.childForFieldName('type');
  return type?.type === 'type_identifier' ? type.text : undefined;
}

/** A type written over several lines (`struct {\n ... }`), on one. */
function compact(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/**
 * A declared type as the CST keeps it (`returnType`, `fieldType`, a parameter's type):
 * `(int, error)`, `map[string]int`; without its comments, so adding or rewording one changes no type.
 */
export function typeText(type: SyntaxNode): string {
  return compact(textWithoutComments(type, 'comment'));
}

/** `{ fieldType }` of a struct field's declaration (`Name, Alias string`), nothing for an embedded one. */
export function fieldTypeOf(declaration: SyntaxNode | null): { fieldType?: string } {
  const type = declaration?.type === 'field_declaration' && declaration.childForFieldName('name') ? declaration.childForFieldName('type') : null;
  return type ? { fieldType: typeText(type) } : {};
}
