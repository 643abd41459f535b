import type { Parameter } from '../../core/cst';
import type { SyntaxNode } from '../tree-sitter';

/**
 * How C# declarations are named: parameter types as written (generics kept, `ref`/`out`/`in`
 * kept, since they make other overloads), whitespace normalised so a reformatting changes nothing.
 */

/**
 * `Dictionary< string ,int >` -> `Dictionary<string, int>`. A type is named without its
 * namespace (`System.IO.TextWriter` -> `TextWriter`, `global::` too): spelling out a namespace
 * the `using`s already gave (often forced by a new namespace of the same name) changes no type.
 */
export function normalizeTypeText(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ?([<>,[\].?*]|::) ?/g, '$1')
    .replace(/(?:[A-Za-z_@][\w]*(?:\.|::))+(?=[A-Za-z_@])/g, '')
    .replace(/,/g, ', ')
    .trim();
}

const PASSING_MODIFIERS = new Set(['ref', 'out', 'in']);

/**
 * The parameters of a `parameter_list`. The grammar gives `params T[] xs` no `parameter` node
 * of its own: its type and name are fields of the list.
 */
export function parametersOf(list: SyntaxNode | null): Parameter[] {
  const parameters: Parameter[] = [];
  if (!list) return parameters;
  let paramsType: string | undefined;
  for (let i = 0; i < list.childCount; i++) {
    const child = list.child(i);
    if (!child) continue;
    const field = list.fieldNameForChild(i);
    if (field === 'type') paramsType = normalizeTypeText(child.text);
    else if (field === 'name') parameters.push({ name: child.text, type: paramsType ?? '' });
    else if (child.type === 'parameter') parameters.push(parameterOf(child));
  }
  return parameters;
}

function parameterOf(parameter: SyntaxNode): Parameter {
  const passing = parameter.namedChildren.filter((child) => child?.type === 'modifier' && PASSING_MODIFIERS.has(child.text)).map((child) => child!.text);
  const type = normalizeTypeText(parameter.childForFieldName('type')?.text ?? '');
  return { name: parameter.childForFieldName('name')?.text ?? '', type: [...passing, type].join(' ') };
}

/** `Total(int, string[])`: a method's identifier among its siblings, and its signature. */
export function methodLocalName(name: string, parameters: readonly Parameter[]): string {
  return `${name}(${parameters.map((parameter) => parameter.type ?? '').join(', ')})`;
}

/** Whether a declaration has the modifier (`partial`, `abstract`). */
export function hasModifier(declaration: SyntaxNode, modifier: string): boolean {
  return declaration.namedChildren.some((child) => child?.type === 'modifier' && child.text === modifier);
}
