import type { Stereotype } from '../../core/cst';
import { CSHARP_STATEMENTS } from './statements';
import { sameCSharpCode } from './same-code';
import { createQueryPlugin } from '../query-cst/plugin';
import type { DefinitionReading, QueryLanguageSpec } from '../query-cst/spec';
import type { LanguageDescriptor } from '../registry';
import type { SyntaxNode } from '../tree-sitter';
import { hasModifier, methodLocalName, normalizeTypeText, parametersOf } from './signatures';
import { CSHARP_WARM_UP } from './warm-up';

/**
 * The C# plugin: types (classes, interfaces, structs, records, enums) named by their namespace
 * like Java's by their package, methods and constructors with typed signatures, properties and
 * fields as fields; the parts of a partial type are one type.
 */
export const cSharpLanguage: LanguageDescriptor = {
  name: 'csharp',
  warmUp: CSHARP_WARM_UP,
  extensions: ['.cs'],
  kinds: ['Class', 'Interface', 'Struct', 'Record', 'Enum', 'Method', 'Field'],
  create: () => createQueryPlugin(CSHARP),
};

const TYPE_NAME = `[(identifier) @reference.supertype
  (generic_name (identifier) @reference.supertype)
  (qualified_name name: [(identifier) @reference.supertype (generic_name (identifier) @reference.supertype)])]`;
const CALLED_NAME = `[(identifier) @reference.call (generic_name (identifier) @reference.call)]`;

const QUERY = `
[(namespace_declaration) (file_scoped_namespace_declaration)] @namespace
(class_declaration) @definition.Class
(interface_declaration) @definition.Interface
(struct_declaration) @definition.Struct
(record_declaration) @definition.Record
(enum_declaration) @definition.Enum
[(method_declaration) (constructor_declaration)] @definition.Method
(field_declaration (variable_declaration (variable_declarator) @definition.Field))
(property_declaration) @definition.Field
(base_list ${TYPE_NAME})
(base_list (primary_constructor_base_type type: ${TYPE_NAME}))
(invocation_expression function: [${CALLED_NAME} (member_access_expression name: ${CALLED_NAME})])
(object_creation_expression type: [${CALLED_NAME} (qualified_name name: ${CALLED_NAME})])
(identifier) @reference.member
`;

const TYPE_KINDS = new Set(['Class', 'Interface', 'Struct', 'Record', 'Enum']);

const CSHARP: QueryLanguageSpec = {
  descriptor: cSharpLanguage,
  grammar: { packageName: 'tree-sitter-c-sharp', wasm: 'tree-sitter-c_sharp.wasm' },
  query: QUERY,
  tokens: {
    atomic: new Set(['string_literal', 'verbatim_string_literal', 'raw_string_literal', 'interpolated_string_expression', 'character_literal']),
    skip: new Set(['comment']),
  },
  statements: CSHARP_STATEMENTS,
  sameCode: sameCSharpCode,
  topLevel: 'namespace',
  // A file-scoped namespace names everything after it in the file.
  readNamespace: (node) => {
    const name = node.childForFieldName('name')?.text.replace(/\s+/g, '');
    if (!name) return undefined;
    return { name, scope: node.type === 'file_scoped_namespace_declaration' ? (node.parent ?? node) : node };
  },
  readDefinition(kind, node, parentKind) {
    if (TYPE_KINDS.has(kind)) return readType(kind, node);
    // Members of types only: a stray one in broken code is none.
    if (!TYPE_KINDS.has(parentKind)) return undefined;
    if (kind === 'Method') return node.type === 'constructor_declaration' ? readConstructor(node) : readMethod(node);
    if (kind === 'Field') return node.type === 'property_declaration' ? readProperty(node) : readField(node);
    return undefined;
  },
};

function readType(kind: string, node: SyntaxNode): DefinitionReading | undefined {
  const name = node.childForFieldName('name')?.text;
  if (!name) return undefined;
  // As in Java: an interface is abstract as a whole.
  const stereotypes: Stereotype[] = kind === 'Interface' ? ['ABSTRACT'] : [];
  const typeParameters = node.namedChildren.find((child) => child?.type === 'type_parameter_list');
  const arity = typeParameters ? typeParameters.namedChildren.filter((child) => child?.type === 'type_parameter').length : 0;
  // `Rule<T>` and `Rule<T, TProperty>` are two types: the arity is part of the identity (as in
  // .NET's `Rule`1`), not the parameters' names, so renaming `T` keeps the type.
  const identity = arity > 0 ? { localName: `${name}\`${arity}`, signature: `${name}<${typeParameters!.namedChildren.filter((child) => child?.type === 'type_parameter').map((child) => child!.text).join(', ')}>` } : {};
  return { name, ...identity, stereotypes, body: node.childForFieldName('body'), partial: hasModifier(node, 'partial') };
}

function readMethod(node: SyntaxNode): DefinitionReading | undefined {
  const name = node.childForFieldName('name')?.text;
  if (!name) return undefined;
  const parameters = parametersOf(node.childForFieldName('parameters'));
  const body = node.childForFieldName('body');
  const stereotypes: Stereotype[] = ['TYPE_MEMBER'];
  if (!body) stereotypes.push('ABSTRACT');
  const returns = node.childForFieldName('returns') ?? node.childForFieldName('type');
  const returnType = returns ? normalizeTypeText(returns.text) : undefined;
  return { name, parameters, localName: methodLocalName(name, parameters), ...(returnType ? { returnType } : {}), stereotypes, body };
}

/** As in Java, a constructor is `new(...)` among its siblings, so renaming its class renames no constructor. */
function readConstructor(node: SyntaxNode): DefinitionReading | undefined {
  const name = node.childForFieldName('name')?.text;
  if (!name) return undefined;
  const parameters = parametersOf(node.childForFieldName('parameters'));
  const localName = methodLocalName(hasModifier(node, 'static') ? 'static new' : 'new', parameters);
  return { name, parameters, localName, signature: methodLocalName(name, parameters), stereotypes: ['TYPE_CONSTRUCTOR'], body: node.childForFieldName('body') };
}

/** `int a = 1, b;`: one field per declarator, each spanning the whole declaration, its initializer as body. */
function readField(declarator: SyntaxNode): DefinitionReading | undefined {
  const name = declarator.childForFieldName('name')?.text;
  const declaration = declarator.parent?.parent;
  if (!name || !declaration) return undefined;
  const type = normalizeTypeText(declarator.parent?.childForFieldName('type')?.text ?? '');
  const initializer = declarator.namedChildCount > 1 ? declarator.namedChild(declarator.namedChildCount - 1) : null;
  return { name, signature: `${name} : ${type}`, ...(type ? { fieldType: type } : {}), stereotypes: ['TYPE_MEMBER'], declaration, body: initializer };
}

/** A property is a field to refdiff: its accessors (or `=> value`) are its body. */
function readProperty(node: SyntaxNode): DefinitionReading | undefined {
  const name = node.childForFieldName('name')?.text;
  if (!name) return undefined;
  const type = normalizeTypeText(node.childForFieldName('type')?.text ?? '');
  const body = node.childForFieldName('value') ?? node.childForFieldName('accessors');
  return { name, signature: `${name} : ${type}`, ...(type ? { fieldType: type } : {}), stereotypes: ['TYPE_MEMBER'], body };
}
