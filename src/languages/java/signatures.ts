import type { Parameter } from '../../core/cst';
import type { SyntaxNode } from '../tree-sitter';

/**
 * How Java declarations are named in the CST: parameter types as written (generics kept), with
 * whitespace normalised so that a reformatting never looks like a signature change.
 */

const COMMENT_TYPES = new Set(['line_comment', 'block_comment']);

export function isComment(node: SyntaxNode): boolean {
  return COMMENT_TYPES.has(node.type);
}

/** `Map< String ,List<Integer> >` -> `Map<String, List<Integer>>`; `int [ ]` -> `int[]`. */
export function normalizeTypeText(text: string): string {
  // Without blanks, commas or slashes (most types: `String`, `int[]`, `List<T>`) there is nothing to normalise.
  if (!/[\s,/]/.test(text)) return text;
  return text
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ?([<>,[\].&]) ?/g, '$1')
    .replace(/,/g, ', ')
    .trim();
}

/** The erased, unannotated name a type is referred to by: `java.util.List<T>[]` -> `java.util.List`. */
export function typeReferenceName(text: string): string {
  let depth = 0;
  let plain = '';
  for (const char of text) {
    if (char === '<') depth++;
    else if (char === '>') depth--;
    else if (depth === 0) plain += char;
  }
  return plain
    .replace(/@[\w.]+(\([^)]*\))?/g, '')
    .replace(/\[\s*\]/g, '')
    .replace(/\s+/g, '');
}

/** The parameters of a `formal_parameters` node, receiver parameter (`Foo this`) excluded. */
export function parametersOf(formalParameters: SyntaxNode | null): Parameter[] {
  const parameters: Parameter[] = [];
  if (!formalParameters) return parameters;
  for (const child of formalParameters.namedChildren) {
    if (!child) continue;
    if (child.type === 'formal_parameter') {
      const type = child.childForFieldName('type');
      const dimensions = child.childForFieldName('dimensions');
      parameters.push({
        name: child.childForFieldName('name')?.text ?? '',
        type: normalizeTypeText((type?.text ?? '') + (dimensions?.text ?? '')),
      });
    } else if (child.type === 'spread_parameter') {
      parameters.push(spreadParameter(child));
    }
  }
  return parameters;
}

/** `String... names` (its children are not fields in the grammar). */
function spreadParameter(node: SyntaxNode): Parameter {
  let type = '';
  let name = '';
  for (const part of node.namedChildren) {
    if (!part || isComment(part) || part.type === 'modifiers') continue;
    if (part.type === 'variable_declarator') name = part.childForFieldName('name')?.text ?? '';
    else if (!type && part.type !== 'annotation' && part.type !== 'marker_annotation') type = part.text;
  }
  return { name, type: `${normalizeTypeText(type)}...` };
}

/** `min(double, double)`: the identifier of a method among its siblings, and its signature. */
export function methodLocalName(name: string, parameters: readonly Parameter[]): string {
  return `${name}(${parameters.map((parameter) => parameter.type ?? '').join(', ')})`;
}

/** The number of arguments in an `argument_list`. */
export function argumentCount(argumentList: SyntaxNode | null): number {
  if (!argumentList) return 0;
  // Reading the children costs a trip into WASM each; only comments make it necessary.
  if (!argumentList.text.includes('/')) return argumentList.namedChildCount;
  let count = 0;
  for (const child of argumentList.namedChildren) {
    if (child && !isComment(child)) count++;
  }
  return count;
}
