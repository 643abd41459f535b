import type { Stereotype } from '../../core/cst';
import type { SyntaxNode } from '../tree-sitter';
import { annotationText, BINDINGS_AND_REFERENCES, definitionOf as javaScriptDefinitionOf, exported, nameText, type Definition, type DefinitionType } from '../javascript/definitions';

/**
 * What becomes a CST node in TypeScript: everything JavaScript has (the JavaScript plugin's
 * rules name them), plus interfaces, enums, type aliases and namespaces, bodiless methods
 * (interface members, abstract methods, ambient declarations), and constructor parameter
 * properties as fields. Overload signatures are one method with their implementation: only the
 * implementation is a node. Signatures carry the parameter types, `parse(text: string)`, so a
 * changed type is a changed signature.
 */
export const TYPESCRIPT_QUERY = `
(function_declaration) @function
(generator_function_declaration) @function
(function_signature) @function_signature
(class_declaration) @class
(abstract_class_declaration) @class
(class name: (type_identifier)) @class
(interface_declaration) @type_declaration
(enum_declaration) @type_declaration
(type_alias_declaration) @type_declaration
(internal_module) @namespace
(module) @namespace
(method_definition) @method
(method_signature) @method_signature
(abstract_method_signature) @method_signature
(property_signature) @property_signature
(required_parameter (accessibility_modifier)) @parameter_property
(optional_parameter (accessibility_modifier)) @parameter_property
(required_parameter "readonly") @readonly_parameter
(optional_parameter "readonly") @readonly_parameter
(public_field_definition value: [(function_expression) (arrow_function) (generator_function)]) @field
(public_field_definition) @class_field
${BINDINGS_AND_REFERENCES}`;

const TYPE_DECLARATIONS: Record<string, DefinitionType> = {
  interface_declaration: 'Interface',
  enum_declaration: 'Enum',
  type_alias_declaration: 'Type',
};

export function definitionOf(capture: string, node: SyntaxNode): Definition | undefined {
  switch (capture) {
    case 'class':
      return withSupertypes(javaScriptDefinitionOf('class', node), implementedTypes(node));
    case 'type_declaration':
      return typeDeclaration(node);
    case 'namespace':
      return namespaceOf(node);
    case 'function_signature':
      return hasImplementation(node) ? undefined : abstract(javaScriptDefinitionOf('function', node));
    case 'method_signature':
      return methodSignature(node);
    case 'property_signature':
      return propertySignature(node);
    case 'parameter_property':
      return parameterProperty(node);
    case 'readonly_parameter':
      // `private readonly x` matched as a parameter property already.
      return node.namedChildren.some((child) => child?.type === 'accessibility_modifier') ? undefined : parameterProperty(node);
    default:
      return javaScriptDefinitionOf(capture, node);
  }
}

function typeDeclaration(node: SyntaxNode): Definition | undefined {
  const name = nameText(node.childForFieldName('name'));
  if (!name) return undefined;
  const extendsClause = node.namedChildren.find((child) => child?.type === 'extends_type_clause');
  return {
    type: TYPE_DECLARATIONS[node.type],
    simpleName: name,
    localName: name,
    signature: name,
    parameters: [],
    stereotypes: node.type === 'interface_declaration' ? ['ABSTRACT'] : [],
    declaration: exported(node),
    body: node.childForFieldName('body') ?? node.childForFieldName('value'),
    supertypes: extendsClause ? typeNames(extendsClause) : undefined,
  };
}

/**
 * `namespace Geo {}`, `module Geo {}`, `declare module 'foo' {}`: a container named as written.
 * A module named by a string declares or augments the module that specifier resolves to: the
 * name is a path no code calls it by, so respelling it (`'../..'` -> `'../../index.js'`) renames
 * nothing, as an anonymous default export's inferred name does not.
 */
function namespaceOf(node: SyntaxNode): Definition | undefined {
  const nameNode = node.childForFieldName('name');
  const name = nameText(nameNode);
  if (!name) return undefined;
  // `namespace X {}` is an expression statement to the grammar; `declare` wraps it too.
  let declaration = node;
  while (declaration.parent && (declaration.parent.type === 'expression_statement' || declaration.parent.type === 'ambient_declaration')) declaration = declaration.parent;
  const stereotypes: Stereotype[] = nameNode?.type === 'string' ? ['INFERRED_NAME'] : [];
  return { type: 'Namespace', simpleName: name, localName: name, signature: name, parameters: [], stereotypes, declaration: exported(declaration), body: node.childForFieldName('body') };
}

/** In a class, an overload signature of a method implemented there is no node of its own; elsewhere (interfaces, abstract methods) a bodiless method. */
function methodSignature(node: SyntaxNode): Definition | undefined {
  if (node.type === 'method_signature' && node.parent?.type === 'class_body' && hasImplementation(node)) return undefined;
  const definition = abstract(javaScriptDefinitionOf('method', node));
  if (definition && definition.type === 'Function') {
    // An interface or object type's member: its fromMethod rule only knows class bodies.
    definition.type = 'Method';
    definition.stereotypes = ['TYPE_MEMBER', 'ABSTRACT'];
  }
  return definition;
}

/**
 * A property of an interface, or of an object type alias (`type Options = { retries: number }`,
 * as common as an interface for the same thing): a field of that type. Object types inside type
 * annotations, or nested in an alias's other forms (`A & { x }`, `(o: { x }) => void`), are no members.
 */
function propertySignature(node: SyntaxNode): Definition | undefined {
  if (node.parent?.type !== 'interface_body' && !isAliasedObjectType(node.parent)) return undefined;
  const name = nameText(node.childForFieldName('name'));
  if (!name) return undefined;
  return { type: 'Field', simpleName: name, localName: name, signature: name, parameters: [], ...typedField(node), stereotypes: ['TYPE_MEMBER'], declaration: node, body: node.childForFieldName('type') };
}

/** `constructor(private readonly radius: number)` declares the field `radius` of the class. */
function parameterProperty(node: SyntaxNode): Definition | undefined {
  const pattern = node.childForFieldName('pattern');
  if (pattern?.type !== 'identifier') return undefined;
  return {
    type: 'Field',
    simpleName: pattern.text,
    localName: pattern.text,
    signature: pattern.text,
    parameters: [],
    ...typedField(node),
    stereotypes: ['TYPE_MEMBER'],
    declaration: node,
    body: node.childForFieldName('type'),
    ownedByType: true,
  };
}

/** Whether a sibling after this overload signature implements the same name (a body of its own). */
function hasImplementation(signature: SyntaxNode): boolean {
  const name = signature.childForFieldName('name')?.text;
  const statement = signature.parent?.type === 'export_statement' ? signature.parent : signature;
  for (let sibling = statement.nextNamedSibling; sibling; sibling = sibling.nextNamedSibling) {
    const declaration = sibling.type === 'export_statement' ? sibling.childForFieldName('declaration') : sibling;
    if (!declaration || declaration.childForFieldName('name')?.text !== name) continue;
    if (declaration.type === 'function_declaration' || declaration.type === 'method_definition') return true;
  }
  return false;
}

function abstract(definition: Definition | undefined): Definition | undefined {
  if (definition && !definition.stereotypes.includes('ABSTRACT')) definition.stereotypes.push('ABSTRACT');
  return definition;
}

function withSupertypes(definition: Definition | undefined, supertypes: string[]): Definition | undefined {
  if (definition && supertypes.length > 0) definition.supertypes = supertypes;
  return definition;
}

/** The names a class implements: `class C implements A, ns.B<T>` -> `A`, `B`. */
function implementedTypes(classNode: SyntaxNode): string[] {
  const heritage = classNode.namedChildren.find((child) => child?.type === 'class_heritage');
  const clause = heritage?.namedChildren.find((child) => child?.type === 'implements_clause');
  return clause ? typeNames(clause) : [];
}

/** The last identifier of each type in a heritage clause (type arguments left out). */
function typeNames(clause: SyntaxNode): string[] {
  const names: string[] = [];
  for (const type of clause.namedChildren) {
    if (!type) continue;
    const named = type.type === 'generic_type' ? type.childForFieldName('name') : type;
    const text = named?.text.split('.').pop();
    if (text && /^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(text)) names.push(text);
  }
  return names;
}

/** `{ fieldType }` from a member's type annotation, nothing without one. */
function typedField(node: SyntaxNode): { fieldType?: string } {
  const fieldType = annotationText(node.childForFieldName('type'));
  return fieldType ? { fieldType } : {};
}

/** `{ ... }` as the whole value of `type X = { ... }`. */
function isAliasedObjectType(node: SyntaxNode | null): boolean {
  return node?.type === 'object_type' && node.parent?.type === 'type_alias_declaration' && node.parent.childForFieldName('value')?.id === node.id;
}
