import type { Parameter } from '../../core/cst';
import type { SyntaxNode } from '../tree-sitter';

/**
 * How a C++ function is named by its declarator: `void a::Foo::bar(int) const` has the scope
 * `a`, `Foo`, the name `bar`, one `int` parameter and is const. A primary template is named
 * without its arguments (`Box<T>::put` -> scope `Box`, `max<int>` -> `max`), a class
 * specialization with them (`formatter<int>::parse` -> scope `formatter<int>`).
 */
export interface FunctionHeader {
  /** The qualifying scope of an out-of-line definition, outermost first; empty when unqualified. */
  readonly scope: string[];
  readonly name: string;
  readonly parameters: Parameter[];
  /** `const` after the parameters: `f() const` and `f()` are two overloads. */
  readonly isConst: boolean;
  /** The declared result, `const std::string&`; none for constructors, destructors and conversions. */
  readonly returnType?: string;
}

/** Declarators that wrap the function declarator of a function returning a pointer or reference. */
const WRAPPERS = new Set(['pointer_declarator', 'reference_declarator', 'attributed_declarator']);

/** The header of a function definition or member declaration; undefined when it declares no function (a field, a function pointer). */
export function functionHeader(declaration: SyntaxNode): FunctionHeader | undefined {
  let declarator = declaration.childForFieldName('declarator');
  while (declarator && WRAPPERS.has(declarator.type)) declarator = innerDeclarator(declarator);
  if (!declarator) return undefined;
  if (declarator.type === 'function_declarator') {
    const named = declarator.childForFieldName('declarator');
    const header = named ? headerOf(named, declarator) : undefined;
    const returnType = trailingReturnType(declarator) ?? declaredTypeOf(declaration);
    return header && returnType ? { ...header, returnType } : header;
  }
  // A conversion operator (`operator bool() const`) carries its parameters inside its name.
  if (declarator.type === 'operator_cast' || declarator.type === 'qualified_identifier') return headerOf(declarator, undefined);
  return undefined;
}

function headerOf(named: SyntaxNode, functionDeclarator: SyntaxNode | undefined): FunctionHeader | undefined {
  const scope: string[] = [];
  let node: SyntaxNode | null = named;
  while (node?.type === 'qualified_identifier') {
    const segment = scopeName(node.childForFieldName('scope'));
    if (segment) scope.push(segment);
    node = node.childForFieldName('name');
  }
  if (!node) return undefined;
  let signatureDeclarator = functionDeclarator;
  let name: string | undefined;
  if (node.type === 'operator_cast') {
    name = `operator ${withoutNamespaces(normalizeType(node.childForFieldName('type')?.text ?? ''))}`;
    signatureDeclarator = node.childForFieldName('declarator') ?? undefined;
  } else {
    name = simpleName(node);
  }
  if (!name || !signatureDeclarator) return undefined;
  const isConst = signatureDeclarator.children.some((child) => child?.type === 'type_qualifier' && child.text === 'const');
  return { scope, name, parameters: parametersOf(signatureDeclarator.childForFieldName('parameters')), isConst };
}

/** Qualifiers that make another type (`constexpr`, `mutable` say how it is declared, not what it is). */
const TYPE_QUALIFIERS = new Set(['const', 'volatile']);

/**
 * The type a declaration gives what its declarator names, pointer and reference marks included:
 * `const std::string&` of `const std::string& name() const`, `int*` of `int* p_;` (each
 * declarator its own: `int a, *b;`). None where the declaration writes no type (constructors,
 * destructors).
 */
export function declaredTypeOf(declaration: SyntaxNode, declarator = declaration.childForFieldName('declarator')): string | undefined {
  const type = declaration.childForFieldName('type');
  if (!type) return undefined;
  const qualifiers = declaration.children.filter((child) => child !== null && child.type === 'type_qualifier' && child.endIndex <= type.startIndex && TYPE_QUALIFIERS.has(child.text));
  let marks = '';
  for (let node = declarator; node && WRAPPERS.has(node.type); node = innerDeclarator(node)) {
    // `& name_`: a reference declarator holds the name itself.
    const inner = innerDeclarator(node) ?? node.namedChildren.find((child) => child?.type.endsWith('identifier'));
    marks += inner ? node.text.slice(0, inner.startIndex - node.startIndex) : node.text;
  }
  return comparableType([...qualifiers.map((qualifier) => qualifier!.text), type.text, marks].join(' '));
}

/**
 * A declared type as the type-change reports compare it: normalised, and without namespaces
 * (`std::string` is `string`, `struct ::stat` is `struct stat`), as C#'s types are. Spelling out a
 * namespace that a `using` or the enclosing namespace already gave changes no type.
 */
export function comparableType(written: string): string {
  // `::stat` is the global `stat`: its scope goes before `struct ::stat` reads as `struct::stat`.
  return withoutNamespaces(normalizeType(written.replace(/(^|[^\w:>])::\s*/g, '$1')));
}

/** `auto f() -> std::vector<int>` returns a `std::vector<int>`. */
function trailingReturnType(functionDeclarator: SyntaxNode): string | undefined {
  const trailing = functionDeclarator.namedChildren.find((child) => child?.type === 'trailing_return_type');
  return trailing ? comparableType(trailing.text.replace(/^\s*->/, '')) : undefined;
}

/** `Foo`, `~Foo`, `operator+=`, `operator new`, `max` (of `max<int>`); undefined for what names no function. */
function simpleName(node: SyntaxNode): string | undefined {
  switch (node.type) {
    case 'identifier':
    case 'field_identifier':
    case 'type_identifier':
      return node.text;
    case 'destructor_name':
      return `~${node.text.replace(/^~\s*/, '')}`;
    case 'operator_name':
      return operatorName(node.text);
    case 'template_function':
    case 'template_method':
      return node.childForFieldName('name')?.text;
    default:
      return undefined;
  }
}

/**
 * A conversion operator is named by the type it converts to, without namespaces:
 * `operator fmt::string_view` and `operator string_view` are one operator, spelled as the class's
 * own namespace requires (a class moved out of `fmt` must qualify what it named plainly before).
 */
function withoutNamespaces(type: string): string {
  return type.replace(/(?:::)?(?:[A-Za-z_]\w*::)+/g, '');
}

/** `operator +=` -> `operator+=`; `operator  new[]` -> `operator new[]`. */
function operatorName(text: string): string {
  const symbol = text.replace(/^operator/, '').replace(/\s+/g, '');
  return /^[A-Za-z_]/.test(symbol) ? `operator ${symbol}` : `operator${symbol}`;
}

/**
 * A scope segment: `ns`, `Foo`; `Box` of `Box<T>` in `template <typename T> void Box<T>::put()`
 * (the primary template, its arguments being the template's own parameters), but
 * `formatter<int>` of `void formatter<int>::parse()` (a specialization).
 */
function scopeName(scope: SyntaxNode | null): string | undefined {
  if (!scope) return undefined;
  if (scope.type !== 'template_type') return scope.text;
  const parameters = templateParameterNames(scope);
  const argumentsList = scope.childForFieldName('arguments')?.namedChildren ?? [];
  const primary = argumentsList.every((argument) => argument !== null && parameters.has(argument.text.replace(/\.\.\.$/, '').trim()));
  return primary ? scope.childForFieldName('name')?.text : specializationName(scope);
}

/** `formatter<std::string_view, Char>` of a `template_type`, spacing normalised. */
export function specializationName(templateType: SyntaxNode): string {
  const name = templateType.childForFieldName('name')?.text ?? '';
  return normalizeType(`${name}${templateType.childForFieldName('arguments')?.text ?? ''}`);
}

/** The parameter names of the templates around `node`: `T`, `Char` of `template <typename T, class Char>`. */
function templateParameterNames(node: SyntaxNode): Set<string> {
  const names = new Set<string>();
  for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) {
    if (ancestor.type !== 'template_declaration') continue;
    for (const parameter of ancestor.childForFieldName('parameters')?.namedChildren ?? []) {
      const identifier = parameter?.descendantsOfType(['type_identifier', 'identifier']).find((child) => child?.parent?.id === parameter.id || child?.parent?.type === 'variadic_declarator');
      if (identifier) names.add(identifier.text);
    }
  }
  return names;
}

/** The declarator inside a pointer/reference/attributed one (a reference declarator holds it unnamed). */
function innerDeclarator(node: SyntaxNode): SyntaxNode | null {
  return node.childForFieldName('declarator') ?? node.namedChildren.find((child) => child !== null && (child.type.endsWith('declarator') || child.type === 'qualified_identifier' || child.type === 'operator_cast')) ?? null;
}

/** Parameter kinds of a C++ parameter list. */
const PARAMETERS = new Set(['parameter_declaration', 'optional_parameter_declaration', 'variadic_parameter_declaration']);

/**
 * Parameters with their types as written, the name and default value left out and spacing
 * normalised (`const std::string &s = ""` -> `const std::string&`), so overloads are told apart
 * by types (`max(int, int)`) and a reformatting changes no signature. `(void)` is no parameter.
 */
export function parametersOf(list: SyntaxNode | null): Parameter[] {
  const parameters: Parameter[] = [];
  for (const child of list?.namedChildren ?? []) {
    if (!child) continue;
    if (child.type === 'variadic_parameter') parameters.push({ name: '', type: '...' });
    else if (PARAMETERS.has(child.type)) parameters.push(parameterOf(child));
  }
  return parameters.length === 1 && parameters[0].type === 'void' && parameters[0].name === '' ? [] : parameters;
}

function parameterOf(parameter: SyntaxNode): Parameter {
  const declarator = parameter.childForFieldName('declarator');
  const name = declarator ? declaredName(declarator) : null;
  // The type is the declaration's text up to its default value, without the name.
  const end = declarator?.endIndex ?? parameter.childForFieldName('type')?.endIndex ?? parameter.endIndex;
  const source = parameter.text.slice(0, end - parameter.startIndex);
  const type = name ? source.slice(0, name.startIndex - parameter.startIndex) + source.slice(name.endIndex - parameter.startIndex) : source;
  return { name: name?.text ?? '', type: normalizeType(type) };
}

/** The identifier a (possibly nested) declarator declares. */
function declaredName(declarator: SyntaxNode): SyntaxNode | null {
  let node: SyntaxNode | null = declarator;
  while (node && node.type !== 'identifier') {
    node = node.childForFieldName('declarator') ?? node.namedChildren.find((child) => child !== null && (child.type === 'identifier' || child.type.endsWith('declarator'))) ?? null;
  }
  return node;
}

/** `std::map< int , T * >  &` -> `std::map<int, T*>&`, comments and line splices (`\` at a line's end, in a macro) dropped. */
export function normalizeType(text: string): string {
  return text
    .replace(/\\\r?\n/g, ' ')
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ?([<>,*&()[\]]|::) ?/g, '$1')
    .replace(/,/g, ', ')
    .trim();
}

/** `name(type1, type2)`, with ` const` for a const member function. */
export function signatureOf(name: string, parameters: readonly Parameter[], isConst = false): string {
  return `${name}(${parameters.map((parameter) => parameter.type ?? '').join(', ')})${isConst ? ' const' : ''}`;
}
