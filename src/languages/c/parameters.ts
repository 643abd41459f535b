import type { Parameter } from '../../core/cst';
import type { SyntaxNode } from '../tree-sitter';

/**
 * Parameters of a C parameter list with normalised types, so that a signature does not change
 * when only spelling does: qualifiers first (`char const *s` -> `const char *`), whitespace
 * collapsed, array sizes dropped (`int a[10]` -> `int[]`), qualifiers of the parameter itself
 * dropped (`int *const p` -> `int *`), `(void)` meaning no parameters.
 */
export function parametersOf(parameterList: SyntaxNode | null): Parameter[] {
  if (!parameterList) return [];
  const parameters: Parameter[] = [];
  for (const child of parameterList.namedChildren) {
    if (!child) continue;
    if (child.type === 'parameter_declaration') parameters.push(declaredParameter(child));
    else if (child.type === 'variadic_parameter') parameters.push({ name: '...', type: '...' });
    // K&R identifier lists: the name is all there is.
    else if (child.type === 'identifier') parameters.push({ name: child.text });
  }
  const onlyVoid = parameters.length === 1 && parameters[0].type === 'void' && parameters[0].name === '';
  return onlyVoid ? [] : parameters;
}

/**
 * "Unused" markers written into parameter lists (`__unused struct x *p`, `int n UNUSED`,
 * `int UNUSED(n)`, `UNUSED(int n)`, `G_GNUC_UNUSED`, `__maybe_unused`): the grammar does not
 * know these macros and reads them as types or names.
 */
const UNUSED_MACRO = /\b(?:__\w*unused\w*|[A-Z_]*UNUSED[A-Z_]*)\b/;

export function hasUnusedMarkers(parameterListText: string): boolean {
  return UNUSED_MACRO.test(parameterListText);
}

/** The parameter list text without them (a macro around a name or declaration keeps what it wraps), nor `__attribute__((...))`. */
export function withoutUnusedMarkers(parameterListText: string): string {
  const macro = UNUSED_MACRO.source;
  return parameterListText
    .replace(/\b__attribute__\s*\(\((?:[^()]|\([^()]*\))*\)\)/g, ' ')
    .replace(new RegExp(`${macro}\\s*\\(([^()]*)\\)`, 'g'), ' $1 ')
    .replace(new RegExp(macro, 'g'), ' ');
}

/** `name(type1, type2)`, the identifier of a function among its file's functions. */
export function functionLocalName(name: string, parameters: readonly Parameter[]): string {
  return `${name}(${parameters.map((p) => p.type ?? p.name).join(', ')})`;
}

function declaredParameter(declaration: SyntaxNode): Parameter {
  const qualifiers: string[] = [];
  for (const child of declaration.namedChildren) {
    if (child?.type === 'type_qualifier') qualifiers.push(child.text);
  }
  const typeNode = declaration.childForFieldName('type');
  const base = typeNode ? collapse(textWithoutComments(typeNode)) : '';
  const declarator = declaration.childForFieldName('declarator');
  const shape = declarator ? shapeOf(declarator) : { name: '', abstract: '' };
  // Qualifiers of the parameter itself (`const int n`, `char *const p`) are not part of the
  // function's type in C: adding one is not a signature change.
  const abstract = shape.abstract.replace(TOP_LEVEL_QUALIFIERS, '*').trim();
  const suffix = abstract === '' ? '' : abstract.startsWith('[') ? abstract : ` ${abstract}`;
  const prefix = qualifiers.length > 0 && abstract !== '' ? `${qualifiers.join(' ')} ` : '';
  return { name: shape.name, type: `${prefix}${base}${suffix}` };
}

/** Qualifiers after the last `*` of a plain pointer declarator qualify the parameter itself. */
const TOP_LEVEL_QUALIFIERS = /\*(?:\s*\b(?:const|volatile|restrict|__restrict|__restrict__|_Atomic)\b)+\s*$/;

interface DeclaratorShape {
  /** The declared name; empty in abstract declarators (`const char *` in a prototype). */
  name: string;
  /** The declarator without its name: `*`, `[]`, `(*)(int)`. */
  abstract: string;
}

function shapeOf(node: SyntaxNode): DeclaratorShape {
  const inner = () => {
    const next = node.childForFieldName('declarator') ?? firstDeclaratorChild(node);
    return next ? shapeOf(next) : { name: '', abstract: '' };
  };
  switch (node.type) {
    case 'identifier':
      return { name: node.text, abstract: '' };
    case 'pointer_declarator':
    case 'abstract_pointer_declarator': {
      const qualifiers = node.namedChildren.filter((c) => c?.type === 'type_qualifier').map((c) => `${c!.text} `);
      const rest = inner();
      return { name: rest.name, abstract: `*${qualifiers.join('')}${rest.abstract}` };
    }
    case 'array_declarator':
    case 'abstract_array_declarator': {
      const rest = inner();
      return { name: rest.name, abstract: `${rest.abstract}[]` };
    }
    case 'function_declarator':
    case 'abstract_function_declarator': {
      const rest = inner();
      const types = parametersOf(node.childForFieldName('parameters')).map((p) => p.type ?? p.name);
      return { name: rest.name, abstract: `${rest.abstract}(${types.join(', ')})` };
    }
    case 'parenthesized_declarator':
    case 'abstract_parenthesized_declarator': {
      const rest = inner();
      return { name: rest.name, abstract: `(${rest.abstract.trim()})` };
    }
    case 'attributed_declarator':
      return inner();
    default:
      return { name: '', abstract: '' };
  }
}

/** Parenthesised and attributed declarators hold their inner declarator without a field name. */
function firstDeclaratorChild(node: SyntaxNode): SyntaxNode | null {
  for (const child of node.namedChildren) {
    if (child && (child.type === 'identifier' || child.type.endsWith('declarator'))) return child;
  }
  return null;
}

/** A node's text with the comments in it as blanks: `struct`, a comment and `sample` are the type `struct sample`. */
export function textWithoutComments(node: SyntaxNode): string {
  const text = node.text;
  if (!text.includes('/')) return text;
  let kept = '';
  let from = 0;
  for (const comment of node.descendantsOfType('comment')) {
    if (!comment) continue;
    kept += `${text.slice(from, comment.startIndex - node.startIndex)} `;
    from = comment.endIndex - node.startIndex;
  }
  return kept + text.slice(from);
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
