import type { Parameter, Stereotype } from '../../core/cst';
import type { DefinitionReading } from '../query-cst/spec';
import type { SyntaxNode } from '../tree-sitter';
import { textWithoutComments } from '../uncommented-text';

/** Readers of Kotlin's elements: names, kinds, parameters with their types, bodies. */

const TYPE_KINDS = new Set(['Class', 'Interface', 'Enum', 'Object']);

/** `class`, `data class`, `interface`, `fun interface`, `enum class`. */
export function readClass(node: SyntaxNode): DefinitionReading | undefined {
  const name = node.childForFieldName('name')?.text;
  if (!name) return undefined;
  const kind = hasToken(node, 'interface') ? 'Interface' : modifierWords(node).includes('enum') ? 'Enum' : 'Class';
  return { kind, name, body: bodyOf(node) };
}

/** `object Registry`, `companion object` (`Companion` unless named, as Kotlin names it), `RED { ... }` in an enum. */
export function readObject(node: SyntaxNode): DefinitionReading {
  const name = node.type === 'enum_entry' ? node.namedChildren.find((child) => child?.type === 'identifier')?.text : node.childForFieldName('name')?.text;
  return { kind: 'Object', name: name ?? 'Companion', body: bodyOf(node) };
}

/**
 * `object : Listener { ... }` in code: an Object named by its first supertype (`Listener`), as
 * RefactoringMiner names it, so its members are methods whose signatures are read and compared.
 * Its name is inferred, not written: a new supertype renames nothing; it is anonymous, moved with
 * its code. Without a supertype it is none, and its members belong to the code around it.
 */
export function readObjectExpression(node: SyntaxNode): DefinitionReading | undefined {
  const name = objectExpressionName(node);
  if (!name) return undefined;
  // A property's value is known by the property too (`NONE.Listener` for `val NONE = object : Listener`), as RefactoringMiner names it; a local's is not.
  const declaration = node.parent?.type === 'property_declaration' && DECLARATION_SCOPES.has(node.parent.parent?.type ?? '') ? node.parent : undefined;
  const property = declaration?.namedChildren.find((child) => child?.type === 'variable_declaration');
  const propertyName = property?.namedChildren.find((child) => child?.type === 'identifier')?.text;
  return { kind: 'Object', name: propertyName ? `${propertyName}.${name}` : name, stereotypes: ['INFERRED_NAME', 'ANONYMOUS_TYPE'], body: bodyOf(node) };
}

/** The last name of an object expression's first supertype: `a.b.Listener<Int>()` is `Listener`. */
export function objectExpressionName(node: SyntaxNode): string | undefined {
  const first = node.namedChildren.find((child) => child?.type === 'delegation_specifiers')?.namedChild(0);
  const invoked = first?.namedChild(0);
  const type = invoked?.type === 'constructor_invocation' ? invoked.namedChild(0) : invoked;
  if (type?.type !== 'user_type') return undefined;
  return type.namedChildren.filter((child) => child?.type === 'identifier').pop()?.text;
}

/**
 * `RED` or `RED(0xff0000)` in an enum: a constant of its enum, a Field as RefactoringMiner holds
 * it (renamed as an attribute), with no type of its own to change (the enum's name is its type).
 * Code names it bare wherever it is imported (`import a.Step.PARSING`; `onProgress(PARSING)`). An
 * entry with a body of its own is an Object (readObject).
 */
export function readEnumEntry(node: SyntaxNode): DefinitionReading | undefined {
  if (node.namedChildren.some((child) => child?.type === 'class_body')) return undefined;
  const name = node.namedChildren.find((child) => child?.type === 'identifier')?.text;
  return name ? { name, stereotypes: ['TYPE_MEMBER'], reachableByName: true } : undefined;
}

/**
 * A function: a Method in a type, else a Function (top-level, or local). An extension function is
 * named by its receiver type, `String.shout`, so `fun A.read()` and `fun B.read()` are two.
 */
export function readFunction(node: SyntaxNode, parentKind: string): DefinitionReading | undefined {
  const name = node.childForFieldName('name')?.text;
  if (!name) return undefined;
  const isMember = TYPE_KINDS.has(parentKind);
  const body = node.namedChildren.find((child) => child?.type === 'function_body') ?? null;
  const stereotypes: Stereotype[] = isMember ? ['TYPE_MEMBER'] : [];
  if (!body) stereotypes.push('ABSTRACT');
  const reading = callable(isMember ? 'Method' : 'Function', receiverPrefix(node) + name, parametersOf(node), stereotypes, body);
  const returnType = returnTypeOf(node);
  return returnType ? { ...reading, returnType } : reading;
}

/** The type after the parameter list, `fun f(): String?`; none when left to inference. */
function returnTypeOf(node: SyntaxNode): string | undefined {
  const list = node.namedChildren.find((child) => child?.type === 'function_value_parameters');
  let next = list?.nextNamedSibling;
  // `fun f(): /* cached */ String`: a comment is a named sibling too.
  while (next && COMMENTS.includes(next.type)) next = next.nextNamedSibling;
  return next && TYPE_NODES.has(next.type) ? typeText(next) : undefined;
}

/** Kotlin's comment nodes. */
const COMMENTS = ['line_comment', 'block_comment'];

/** The type of a property written without one (`val cache = mutableMapOf<Long, Node>()`). */
const INFERRED = 'Inferred';

const TYPE_NODES = new Set(['user_type', 'nullable_type', 'function_type', 'parenthesized_type', 'non_nullable_type', 'dynamic']);

/** The declared type of a property or a `val` parameter, `val n: List<Int>`; none when inferred. */
function declaredTypeOf(declaration: SyntaxNode | null | undefined): { fieldType?: string } {
  const type = declaration?.namedChildren.find((child) => child !== null && TYPE_NODES.has(child.type));
  return type ? { fieldType: typeText(type) } : {};
}

/** `constructor(...)` in a type: a Method named `constructor`. */
export function readSecondaryConstructor(node: SyntaxNode, parentKind: string): DefinitionReading | undefined {
  if (!TYPE_KINDS.has(parentKind)) return undefined;
  const body = node.namedChildren.find((child) => child?.type === 'block') ?? null;
  return callable('Method', 'constructor', parametersOf(node), ['TYPE_CONSTRUCTOR'], body);
}

/**
 * `class Graph(header: Header, val index: Index)`: the primary constructor, a Method named
 * `constructor` as a secondary one is, whose parameters callers pass (RefactoringMiner reports
 * them added, removed, renamed). It has no body of its own (`init` blocks are the class's), and its
 * `val` parameters stay the class's properties.
 */
export function readPrimaryConstructor(node: SyntaxNode, parentKind: string): DefinitionReading | undefined {
  if (!TYPE_KINDS.has(parentKind)) return undefined;
  const list = node.namedChildren.find((child) => child?.type === 'class_parameters');
  const parameters: Parameter[] = [];
  for (const parameter of list?.namedChildren ?? []) {
    if (parameter?.type !== 'class_parameter') continue;
    const name = parameter.namedChildren.find((child) => child?.type === 'identifier')?.text;
    const type = parameter.namedChildren.find((child) => child !== null && TYPE_NODES.has(child.type));
    if (name) parameters.push({ name, type: type ? typeText(type) : undefined });
  }
  return { ...callable('Method', 'constructor', parameters, ['TYPE_CONSTRUCTOR'], null), holdsNoElements: true };
}

/** Where a property is declared: a type's body or a file; anywhere else a `val` is a local variable. */
const DECLARATION_SCOPES = new Set(['class_body', 'enum_class_body', 'source_file']);

/** A property of a type or of a file (top-level); local variables are no elements. */
export function readProperty(node: SyntaxNode, parentKind: string): DefinitionReading | undefined {
  const isMember = TYPE_KINDS.has(parentKind);
  if (!isMember && parentKind !== 'File') return undefined;
  // A `val` in an `init` block, a getter or a lambda is a local of that code, whatever element holds it.
  if (!DECLARATION_SCOPES.has(node.parent?.type ?? '')) return undefined;
  // `val (a, b) = pair` declares no property of its own name.
  const variable = node.namedChildren.find((child) => child?.type === 'variable_declaration');
  const name = variable?.namedChildren.find((child) => child?.type === 'identifier')?.text;
  if (!name) return undefined;
  // Written without a type, its type is inferred: RefactoringMiner compares it as `Inferred`, as it does a local's (statements.ts).
  const { fieldType = INFERRED } = declaredTypeOf(variable);
  const stereotypes: Stereotype[] = isMember ? ['TYPE_MEMBER'] : [];
  // Declared only, for subtypes to define (`abstract val parent: Node`), as an abstract method is.
  if (isMember && modifierWords(node).includes('abstract')) stereotypes.push('ABSTRACT');
  return { name: receiverPrefix(node) + name, fieldType, stereotypes, body: propertyBody(node) };
}

/** A primary-constructor parameter is a property when declared `val` or `var`. */
export function readPropertyParameter(node: SyntaxNode): DefinitionReading | undefined {
  if (!hasToken(node, 'val') && !hasToken(node, 'var')) return undefined;
  const name = node.namedChildren.find((child) => child?.type === 'identifier')?.text;
  return name ? { name, ...declaredTypeOf(node), stereotypes: ['TYPE_MEMBER'] } : undefined;
}

function callable(kind: string, name: string, parameters: Parameter[], stereotypes: Stereotype[], body: SyntaxNode | null): DefinitionReading {
  // Kotlin has overloads: a function is told from its siblings by its parameter types, as in Java.
  const localName = `${name}(${parameters.map((parameter) => parameter.type ?? parameter.name).join(', ')})`;
  return { kind, name, parameters, localName, stereotypes, body };
}

/** `(a: Int, vararg rest: String, f: (Int) -> Unit = {})` -> a: Int, rest: vararg String, f: (Int) -> Unit. */
function parametersOf(node: SyntaxNode): Parameter[] {
  const list = node.namedChildren.find((child) => child?.type === 'function_value_parameters');
  const parameters: Parameter[] = [];
  for (const parameter of list?.namedChildren ?? []) {
    if (parameter?.type !== 'parameter') continue;
    // `a: /* id */ String`: the type is the one after the name, whatever comment comes between.
    const [name, ...rest] = parameter.namedChildren.filter((child) => child !== null && !COMMENTS.includes(child.type));
    const type = rest[0];
    if (!name) continue;
    const vararg = parameter.previousNamedSibling?.type === 'parameter_modifiers' && /\bvararg\b/.test(parameter.previousNamedSibling.text);
    parameters.push({ name: name.text, type: type ? `${vararg ? 'vararg ' : ''}${typeText(type)}` : undefined });
  }
  return parameters;
}

/** The receiver of an extension (`fun List<T>.second()`): the type just before the `.`, as `List<T>.`. */
function receiverPrefix(node: SyntaxNode): string {
  for (let i = 1; i < node.childCount; i++) {
    const child = node.child(i);
    if (child?.type === '.' && !child.isNamed) {
      const receiver = child.previousSibling;
      return receiver?.isNamed ? `${typeText(receiver)}.` : '';
    }
  }
  return '';
}

/** A type as written, spaced one way and without its comments: `Map<String, List<Int>>?`, `(Int) -> Unit`. */
function typeText(type: SyntaxNode): string {
  return textWithoutComments(type, COMMENTS)
    .replace(/\s+/g, ' ')
    .replace(/\s*([<>(),?.:])\s*/g, '$1')
    .replace(/->/g, ' -> ')
    .replace(/,/g, ', ')
    .replace(/:/g, ': ');
}

/** The getter, else the initializer or delegate after `=` / `by`. */
function propertyBody(node: SyntaxNode): SyntaxNode | null {
  const getter = node.namedChildren.find((child) => child?.type === 'getter');
  if (getter) return getter;
  for (let i = 0; i < node.childCount; i++) {
    const child = node.child(i);
    if (child?.type === 'property_delegate') return child;
    if (child?.type === '=' && !child.isNamed) return child.nextNamedSibling;
  }
  return null;
}

function bodyOf(node: SyntaxNode): SyntaxNode | null {
  return node.namedChildren.find((child) => child?.type === 'class_body' || child?.type === 'enum_class_body') ?? null;
}

/** Whether an unnamed token (a keyword) is a direct child: `interface`, `val`. */
function hasToken(node: SyntaxNode, token: string): boolean {
  for (let i = 0; i < node.childCount; i++) {
    const child = node.child(i);
    if (child && !child.isNamed && child.type === token) return true;
  }
  return false;
}

function modifierWords(node: SyntaxNode): string[] {
  const modifiers = node.namedChildren.find((child) => child?.type === 'modifiers');
  return modifiers ? modifiers.text.split(/\s+/) : [];
}
