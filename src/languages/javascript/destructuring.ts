import type { SyntaxNode } from '../tree-sitter';

/**
 * `const { a, b: c } = o`: each name and the key of `o` it reads (`a` is `o.a`, `c` is `o.b`), so
 * that a local destructured out of a value is known as that member of it (a use of
 * `this.props.children` replaced by `children` is an extracted variable). Only plain keys taken
 * out of a value that `.key` can follow as written; a default, a rest, a nested or computed
 * pattern leaves the whole declaration as any other.
 */
export function destructuredNames(declaration: SyntaxNode): { value: SyntaxNode; names: { name: string; key: string }[] } | undefined {
  if (declaration.type !== 'variable_declarator') return undefined;
  const pattern = declaration.childForFieldName('name');
  const value = declaration.childForFieldName('value');
  if (pattern?.type !== 'object_pattern' || !value || !MEMBER_READABLE.has(value.type)) return undefined;
  const names: { name: string; key: string }[] = [];
  for (const element of pattern.namedChildren) {
    if (!element || element.type === 'comment') continue;
    const taken = takenName(element);
    if (!taken) return undefined;
    names.push(taken);
  }
  return names.length > 0 ? { value, names } : undefined;
}

/** Values that read a member by `.key` appended as they are written: no operator to bind first. */
const MEMBER_READABLE = new Set(['identifier', 'this', 'member_expression', 'subscript_expression', 'call_expression']);

function takenName(element: SyntaxNode): { name: string; key: string } | undefined {
  if (element.type === 'shorthand_property_identifier_pattern') return { name: element.text, key: element.text };
  if (element.type !== 'pair_pattern') return undefined;
  const key = element.childForFieldName('key');
  const name = element.childForFieldName('value');
  if (key?.type !== 'property_identifier' || name?.type !== 'identifier') return undefined;
  return { name: name.text, key: key.text };
}
