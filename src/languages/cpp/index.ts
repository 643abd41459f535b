import type { Stereotype } from '../../core/cst';
import { maskUnbalancedConditionals } from '../c-family-conditional-braces';
import { isGeneratedCFamilyFile } from '../c-family-generated';
import { sameCppCode } from '../c-family-same-code';
import { withoutIncludeGuard } from '../c-family-include-guard';
import { MACRO_BODIES } from '../c-family-macro-body';
import { createQueryPlugin } from '../query-cst/plugin';
import { withPreparedSources } from '../prepared-sources';
import type { DefinitionReading, QueryLanguageSpec } from '../query-cst/spec';
import type { LanguageDescriptor } from '../registry';
import type { SyntaxNode } from '../tree-sitter';
import { arrangeCpp } from './arrange';
import { holdsCppSyntax } from './header-content';
import { declaredTypeOf, functionHeader, normalizeType, signatureOf, specializationName, type FunctionHeader } from './declarators';
import { encodePlacement, placementOf, scopedLocalName } from './placement';
import { blankStandaloneMacros } from './standalone-macros';
import { blankStatementMacros } from './statement-macros';
import { CPP_STATEMENTS } from './statements';
import { CPP_WARM_UP } from './warm-up';

/**
 * The C++ plugin: classes, structs, unions and enums known by their namespace (`a::b` is `a.b.`),
 * primary templates named without their parameters and specializations with their arguments
 * (`formatter`, `formatter<int>`: each its own element), methods declared in the class or defined out of line
 * (`Foo::bar`), constructors and destructors, fields, free functions (of their namespace, or of
 * their file outside any), overloads told apart by parameter types, base classes as supertypes.
 * A `.h` header is C++ when it holds C++ syntax on either side, or when the change holds C++
 * sources and no C source (see `assignLanguages`); otherwise it stays C's.
 */
export const cppLanguage: LanguageDescriptor = {
  name: 'cpp',
  warmUp: CPP_WARM_UP,
  extensions: ['.cpp', '.cc', '.cxx', '.c++', '.hpp', '.hh', '.hxx', '.h++', '.ipp', '.tpp'],
  kinds: ['File', 'Class', 'Struct', 'Union', 'Enum', 'Function', 'Method', 'Field'],
  claims: { extensions: ['.h'], content: holdsCppSyntax },
  // Conditionals last: the macro rules read the directives as written (a directive line is a boundary).
  create: async () => withPreparedSources(await createQueryPlugin(CPP), (source) => maskUnbalancedConditionals(blankStatementMacros(blankStandaloneMacros(source)))),
};

const TYPE_NAME = `[(type_identifier) @reference.supertype
  (template_type name: (type_identifier) @reference.supertype)
  (qualified_identifier name: [(type_identifier) @reference.supertype (template_type name: (type_identifier) @reference.supertype)])]`;

/** `f`, `f<T>` after a scope: `ns::f()`, `a::b::f<int>()` (a query cannot recurse: three levels). */
const QUALIFIED_CALL = [1, 2, 3].map((depth) => `${'(qualified_identifier name: '.repeat(depth)}[(identifier) @reference.call (template_function name: (identifier) @reference.call)]${')'.repeat(depth)}`).join(' ');

const QUERY = `
(class_specifier body: (field_declaration_list)) @definition.Class
(struct_specifier body: (field_declaration_list)) @definition.Struct
(union_specifier body: (field_declaration_list)) @definition.Union
(enum_specifier body: (enumerator_list)) @definition.Enum
(function_definition) @definition.Function
(field_declaration declarator: (_) @definition.Field)
(declaration declarator: (_) @definition.Field)
(base_class_clause ${TYPE_NAME})
(call_expression function: [
  (identifier) @reference.call
  (field_expression field: [(field_identifier) @reference.call (template_method name: (field_identifier) @reference.call)])
  ${QUALIFIED_CALL}
  (template_function name: (identifier) @reference.call)])
(new_expression type: [(type_identifier) @reference.call (qualified_identifier name: (type_identifier) @reference.call)])
(field_expression field: (field_identifier) @reference.member)
(identifier) @reference.member
`;

const TYPE_KINDS = new Set(['Class', 'Struct', 'Union', 'Enum']);

const CPP: QueryLanguageSpec = {
  descriptor: cppLanguage,
  grammar: { packageName: 'tree-sitter-cpp', wasm: 'tree-sitter-cpp.wasm' },
  query: QUERY,
  tokens: { atomic: new Set(['string_literal', 'raw_string_literal', 'char_literal', 'system_lib_string']), skip: new Set(['comment']), spelled: MACRO_BODIES },
  isIgnored: (_path, content) => isGeneratedCFamilyFile(content),
  sameCode: sameCppCode,
  fileTokens: withoutIncludeGuard,
  arrange: arrangeCpp,
  statements: CPP_STATEMENTS,
  readDefinition(kind, node, parentKind) {
    const reading = TYPE_KINDS.has(kind) ? readType(node) : kind === 'Function' ? readFunction(node, parentKind) : readMember(node, parentKind);
    if (!reading || parentKind !== 'File') return reading?.element;
    // Top-level elements are placed by their namespace and scope once every file is read (arrangeCpp).
    const placement = placementOf(node, reading.scope);
    return { ...reading.element, localName: scopedLocalName(placement, reading.element.localName ?? reading.element.name), owner: encodePlacement(placement) };
  },
};

/** A reading and the scope qualifying its name (`Foo` of `Foo::bar`). */
interface ScopedReading {
  element: DefinitionReading;
  scope: string[];
}

/** A template is the element: its range starts at `template <...>`. */
function withTemplate(node: SyntaxNode): SyntaxNode {
  return node.parent?.type === 'template_declaration' ? node.parent : node;
}

function readType(node: SyntaxNode): ScopedReading | undefined {
  let name = node.childForFieldName('name');
  const scope: string[] = [];
  // `class Outer::Inner {...}` defines a nested class out of line.
  while (name?.type === 'qualified_identifier') {
    const segment = name.childForFieldName('scope');
    if (segment) scope.push(segment.type === 'template_type' ? (segment.childForFieldName('name')?.text ?? segment.text) : segment.text);
    name = name.childForFieldName('name');
  }
  if (!name) return undefined;
  return { element: { name: typeName(name), declaration: withTemplate(node), body: node.childForFieldName('body') }, scope };
}

/** `Foo`; a specialization keeps its arguments, `formatter<std::string_view, Char>`, so each specialization is its own type. */
function typeName(name: SyntaxNode): string {
  return name.type === 'template_type' ? specializationName(name) : name.text;
}

/** A function definition: a free function, a method in its class, or a method defined out of line. */
function readFunction(node: SyntaxNode, parentKind: string): ScopedReading | undefined {
  const header = functionHeader(node);
  if (!header) return undefined;
  const body = node.childForFieldName('body');
  if (TYPE_KINDS.has(parentKind)) return { element: methodReading(header, enclosingClassName(node), node, body), scope: [] };
  if (parentKind !== 'File') return undefined;
  if (header.scope.length > 0) return { element: methodReading(header, header.scope[header.scope.length - 1], node, body), scope: header.scope };
  // No return type outside a class: a macro that defines a function, `TEST(Parser, Empty) {...}`; its arguments name it.
  if (!node.childForFieldName('type')) {
    const name = normalizeType(node.childForFieldName('declarator')?.text ?? header.name);
    return { element: { kind: 'Function', name, parameters: [], localName: name, signature: name, declaration: withTemplate(node), body }, scope: [] };
  }
  const signature = signatureOf(header.name, header.parameters);
  const returnType = header.returnType ? { returnType: header.returnType } : {};
  return { element: { kind: 'Function', name: header.name, parameters: header.parameters, localName: signature, signature, ...returnType, declaration: withTemplate(node), body }, scope: [] };
}

/** A member declaration in a class: a method declared (defined out of line, or pure virtual) or a field. */
function readMember(declarator: SyntaxNode, parentKind: string): ScopedReading | undefined {
  const declaration = declarator.parent;
  if (!declaration || !TYPE_KINDS.has(parentKind)) return undefined;
  const header = declaration.childForFieldName('declarator')?.startIndex === declarator.startIndex ? functionHeader(declaration) : undefined;
  if (header) {
    const abstract = declaration.childForFieldName('default_value')?.text === '0';
    const reading = methodReading(header, enclosingClassName(declaration), declaration, null);
    return { element: abstract ? { ...reading, stereotypes: [...(reading.stereotypes ?? []), 'ABSTRACT'] } : reading, scope: [] };
  }
  if (declaration.type !== 'field_declaration') return undefined;
  const name = fieldName(declarator);
  if (!name) return undefined;
  const type = normalizeType(declaration.childForFieldName('type')?.text ?? '');
  const fieldType = declaredTypeOf(declaration, declarator);
  return { element: { name, signature: `${name} : ${type}`, ...(fieldType ? { fieldType } : {}), stereotypes: ['TYPE_MEMBER'], declaration: withTemplate(declaration), body: declaration.childForFieldName('default_value') }, scope: [] };
}

/**
 * A method; a constructor (named as its class) is `new(...)` among its siblings and a destructor
 * `~new()`, as in Java and C#, so renaming the class renames neither.
 */
function methodReading(header: FunctionHeader, className: string | undefined, node: SyntaxNode, body: SyntaxNode | null): DefinitionReading {
  const { name, parameters, isConst, returnType } = header;
  const signature = signatureOf(name, parameters, isConst);
  const stereotypes: Stereotype[] = ['TYPE_MEMBER'];
  let localName = signature;
  // `formatter<int>::formatter()` constructs the specialization `formatter<int>`.
  const bareClassName = className?.replace(/<[\s\S]*$/, '');
  if (bareClassName !== undefined && (name === bareClassName || name === `~${bareClassName}`)) {
    stereotypes.push('TYPE_CONSTRUCTOR');
    localName = signatureOf(name.startsWith('~') ? '~new' : 'new', parameters);
  }
  // A constructor's `type` is no result: `explicit Foo(int)` can be read with one.
  const result = returnType && !stereotypes.includes('TYPE_CONSTRUCTOR') ? { returnType } : {};
  return { kind: 'Method', name, parameters, localName, signature, ...result, stereotypes, declaration: withTemplate(node), body };
}

/** The name of the class whose body holds `node`. */
function enclosingClassName(node: SyntaxNode): string | undefined {
  for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) {
    if (ancestor.type === 'class_specifier' || ancestor.type === 'struct_specifier' || ancestor.type === 'union_specifier') {
      const name = ancestor.childForFieldName('name');
      return name?.type === 'template_type' ? name.childForFieldName('name')?.text : name?.text.replace(/^.*::/, '');
    }
  }
  return undefined;
}

/** The field a member declarator declares: `x`, `*p`, `arr[3]`, `(*callback)(int)`. */
function fieldName(declarator: SyntaxNode): string | undefined {
  let node: SyntaxNode | null = declarator;
  while (node && node.type !== 'field_identifier') {
    node = node.childForFieldName('declarator') ?? node.namedChildren.find((child) => child !== null && (child.type === 'field_identifier' || child.type.endsWith('declarator'))) ?? null;
  }
  return node?.text;
}
