import type { Location, Parameter } from '../../core/cst';
import { locationOf } from '../syntax-helpers';
import type { SyntaxNode } from '../tree-sitter';
import { hasUnusedMarkers, parametersOf, textWithoutComments, withoutUnusedMarkers } from './parameters';

/** A function definition found in one file, detached from the syntax tree. */
export interface CFunction {
  name: string;
  parameters: Parameter[];
  /** `const char *`: the declared return type, when the declarator is a plain one (pointers at most). */
  returnType?: string;
  location: Location;
}

/**
 * Re-parses `void name(parameters) {}` on its own, for definitions the grammar misread (see
 * `recoverHeader`).
 */
export type HeaderParser = (definition: string) => { name: string; parameters: Parameter[] } | undefined;

/**
 * Where top-level declarations can sit: preprocessor conditionals (`#ifdef WIN32 ... #else`),
 * `extern "C" { }` blocks and the ERROR nodes tree-sitter wraps around what it could not parse
 * (an unterminated `extern "C" {` swallows the rest of the file, definitions intact).
 */
const CONTAINERS = new Set([
  'translation_unit',
  'ERROR',
  'preproc_if',
  'preproc_ifdef',
  'preproc_else',
  'preproc_elif',
  'preproc_elifdef',
  'linkage_specification',
  'declaration_list',
]);

/**
 * The function definitions of one file in source order. Visits top-level nodes only, never
 * bodies. Prototypes are not functions here: see `createCPlugin`. A stack of containers still to
 * read, not recursion: `#if` can nest ten thousand deep.
 */
export function findFunctions(file: string, root: SyntaxNode, parseHeader: HeaderParser): CFunction[] {
  const found: CFunction[] = [];
  // Reversed children on the stack, so the next one popped is the first in source order.
  const pending: SyntaxNode[] = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === 'function_definition') {
      const definition = readDefinition(file, node, parseHeader);
      if (definition) found.push(definition);
    } else if (node === root || CONTAINERS.has(node.type)) {
      for (let i = node.childCount - 1; i >= 0; i--) {
        const child = node.child(i);
        if (child) pending.push(child);
      }
    }
  }
  return found;
}

function readDefinition(file: string, definition: SyntaxNode, parseHeader: HeaderParser): CFunction | undefined {
  const body = definition.childForFieldName('body');
  const declarator = definition.childForFieldName('declarator');
  const named = declarator ? namingDeclarator(declarator) : undefined;
  const header = named
    ? { name: named.name, parameters: readParameters(named.declarator.childForFieldName('parameters'), parseHeader) }
    : recoverHeader(definition, body, parseHeader);
  if (!header) return undefined;
  const returnType = named && declarator ? returnTypeOf(definition, declarator, named.declarator) : undefined;
  const location = locationOf(file, definition, body);
  const start = realStart(definition);
  if (start !== definition) {
    location.begin = start.startIndex;
    location.startLine = start.startPosition.row + 1;
  }
  return { ...header, ...(returnType ? { returnType } : {}), location };
}

/**
 * The type before the name plus the pointers around it (`static const char *name(...)` ->
 * `const char *`); undefined for a function returning a function pointer, whose type is spread
 * over the declarator.
 */
function returnTypeOf(definition: SyntaxNode, declarator: SyntaxNode, naming: SyntaxNode): string | undefined {
  const type = definition.childForFieldName('type');
  if (!type) return undefined;
  let pointers = 0;
  // Nodes are fresh wrappers on each access: the naming declarator is known by its id.
  for (let node: SyntaxNode | null = declarator; node && node.id !== naming.id; node = node.childForFieldName('declarator')) {
    if (node.type !== 'pointer_declarator') return undefined;
    pointers++;
  }
  const qualifiers = definition.namedChildren.filter((child) => child?.type === 'type_qualifier').map((child) => child!.text);
  const base = [...qualifiers, textWithoutComments(type)].join(' ').replace(/\s+/g, ' ').trim();
  return pointers > 0 ? `${base} ${'*'.repeat(pointers)}` : base;
}

/** A list with "unused" markers is read again without them (see `hasUnusedMarkers`). */
function readParameters(list: SyntaxNode | null, parseHeader: HeaderParser): Parameter[] {
  if (list && hasUnusedMarkers(list.text)) {
    const reparsed = parseHeader(`void f${withoutUnusedMarkers(list.text)} {}`);
    if (reparsed) return reparsed.parameters;
  }
  return parametersOf(list);
}

/**
 * The function declarator that names the function: the innermost one whose own declarator is a
 * plain identifier (`int (*get_handler(int k))(int)` names `get_handler`, not the returned
 * pointer's parameter list). A name built by a macro (`int PREFIX(list_len)(int x)`) is taken as written: `PREFIX(list_len)`.
 */
function namingDeclarator(declarator: SyntaxNode): { name: string; declarator: SyntaxNode } | undefined {
  let node: SyntaxNode | null = declarator;
  while (node) {
    if (node.type === 'function_declarator') {
      const inner = node.childForFieldName('declarator');
      if (inner?.type === 'identifier') return { name: inner.text, declarator: node };
      if (inner?.type === 'function_declarator' && inner.childForFieldName('declarator')?.type === 'identifier') {
        return { name: inner.text.replace(/\s+/g, ''), declarator: node };
      }
      node = inner;
    } else if (node.type === 'pointer_declarator') {
      node = node.childForFieldName('declarator');
    } else if (node.type === 'parenthesized_declarator' || node.type === 'attributed_declarator') {
      node = node.namedChild(0);
    } else {
      return undefined;
    }
  }
  return undefined;
}

/**
 * A macro the grammar does not know can make it misread the header: in
 * `static inline void __init setup(void) {`, `__init` ends a declaration and `setup` becomes a
 * type. The text before the body still ends with `name(parameters)`; parse that alone.
 */
function recoverHeader(definition: SyntaxNode, body: SyntaxNode | null, parseHeader: HeaderParser) {
  if (!body) return undefined;
  const text = definition.text.slice(0, body.startIndex - definition.startIndex);
  const call = trailingCall(text);
  return call ? parseHeader(`void ${call.name}${call.parameters} {}`) : undefined;
}

/**
 * The `name(parameters)` that ends `text`, parentheses nested one level at most, read backwards
 * in one pass. A regular expression searching for it backtracked: a 100,000-character
 * identifier not followed by parentheses took seconds.
 */
export function trailingCall(text: string): { name: string; parameters: string } | undefined {
  let end = text.length;
  while (end > 0 && isSpace(text[end - 1])) end--;
  if (text[end - 1] !== ')') return undefined;
  let depth = 0;
  let open = -1;
  for (let i = end - 1; i >= 0 && open < 0; i--) {
    if (text[i] === ')' && ++depth > 2) return undefined;
    if (text[i] === '(' && --depth === 0) open = i;
  }
  if (open < 0) return undefined;
  let nameEnd = open;
  while (nameEnd > 0 && isSpace(text[nameEnd - 1])) nameEnd--;
  let start = nameEnd;
  while (start > 0 && isWordCharacter(text[start - 1])) start--;
  // An identifier starts with a letter or `_`.
  while (start < nameEnd && text[start] >= '0' && text[start] <= '9') start++;
  return start < nameEnd ? { name: text.slice(start, nameEnd), parameters: text.slice(open, end) } : undefined;
}

function isSpace(character: string): boolean {
  return /\s/.test(character);
}

function isWordCharacter(character: string): boolean {
  return /\w/.test(character);
}

/**
 * A function-like macro invocation without a semicolon before a definition
 * (`EXPORT_SYMBOL(foo)` or `LIST_HEAD(items)` on the line above) is read as the definition's
 * return type, followed by an ERROR holding the real one. The definition starts after it.
 */
function realStart(definition: SyntaxNode): SyntaxNode {
  const first = definition.child(0);
  if (first?.type !== 'macro_type_specifier') return definition;
  for (let i = 1; i < definition.childCount; i++) {
    const child = definition.child(i);
    if (!child || child.type === 'function_declarator' || child.type === 'compound_statement') break;
    if (child.type === 'ERROR') return definition.child(1) ?? definition;
  }
  return definition;
}
