import { createQueryPlugin } from '../query-cst/plugin';
import { sameGoCode } from './same-code';
import { GO_STATEMENTS } from './statements';
import type { DefinitionReading, QueryLanguageSpec } from '../query-cst/spec';
import type { LanguageDescriptor } from '../registry';
import type { SyntaxNode } from '../tree-sitter';
import { isGeneratedGoFile } from './generated-files';
import { arrangePackages } from './packages';
import { fieldTypeOf, parametersOf, receiverTypeName, signatureOf, typeText } from './signatures';
import { GO_WARM_UP } from './warm-up';

/**
 * The Go plugin: a package is a folder. Functions and types (structs, interfaces, other named
 * types) are known by their package, whichever file of it declares them; methods belong to their
 * receiver's type; struct fields are Fields; embedded structs and interfaces are supertypes.
 */
export const goLanguage: LanguageDescriptor = {
  name: 'go',
  warmUp: GO_WARM_UP,
  extensions: ['.go'],
  kinds: ['File', 'Struct', 'Interface', 'Type', 'Function', 'Method', 'Field'],
  create: () => createQueryPlugin(GO),
};

const QUERY = `
(function_declaration) @definition.Function
(method_declaration) @definition.Method
(type_spec) @definition.Type
(type_alias) @definition.Type
(interface_type (method_elem) @definition.Method)
(type_spec type: (struct_type (field_declaration_list (field_declaration name: (field_identifier) @definition.Field))))
(type_spec type: (struct_type (field_declaration_list (field_declaration !name type: [
  (type_identifier) @reference.supertype
  (qualified_type name: (type_identifier) @reference.supertype)
  (pointer_type [(type_identifier) @reference.supertype (qualified_type name: (type_identifier) @reference.supertype)])
  (generic_type type: (type_identifier) @reference.supertype)
]))))
(interface_type (type_elem . [(type_identifier) @reference.supertype (qualified_type name: (type_identifier) @reference.supertype)] .))
(call_expression function: [(identifier) @reference.call (selector_expression field: (field_identifier) @reference.call)])
(selector_expression field: (field_identifier) @reference.member)
`;

const GO: QueryLanguageSpec = {
  descriptor: goLanguage,
  grammar: { packageName: 'tree-sitter-go', wasm: 'tree-sitter-go.wasm' },
  query: QUERY,
  tokens: { atomic: new Set(['interpreted_string_literal', 'raw_string_literal', 'rune_literal']), skip: new Set(['comment']) },
  statements: GO_STATEMENTS,
  sameCode: sameGoCode,
  isIgnored: (_path, content) => isGeneratedGoFile(content),
  // A method whose receiver is dropped (or a function given one) is the same code moved: Move Method.
  interchangeableKinds: [['Method', 'Function']],
  arrange: arrangePackages,
  readDefinition(kind, node, parentKind) {
    if (kind === 'Function' || kind === 'Method') return readCallable(kind, node, parentKind);
    if (kind === 'Type') return readType(node);
    if (kind === 'Field') return { name: node.text, ...fieldTypeOf(node.parent), stereotypes: ['TYPE_MEMBER'], declaration: node.parent ?? node, body: null };
    return undefined;
  },
};

/** Functions, methods (owned by their receiver's type) and interface methods (abstract). */
function readCallable(kind: string, node: SyntaxNode, parentKind: string): DefinitionReading | undefined {
  const name = node.childForFieldName('name')?.text;
  if (!name) return undefined;
  const parameters = parametersOf(node.childForFieldName('parameters'));
  const result = node.childForFieldName('result');
  const reading: DefinitionReading = { kind, name, parameters, localName: signatureOf(name, parameters), ...(result ? { returnType: typeText(result) } : {}), declaration: node, body: node.childForFieldName('body') };
  if (kind === 'Function') return reading;
  if (node.type === 'method_elem') {
    return parentKind === 'Interface' ? { ...reading, stereotypes: ['TYPE_MEMBER', 'ABSTRACT'] } : undefined;
  }
  const owner = receiverTypeName(node.childForFieldName('receiver'));
  return owner ? { ...reading, stereotypes: ['TYPE_MEMBER'], owner } : undefined;
}

/** `type Server struct {...}`, `type Store interface {...}`, or any other named type (`type ID int`). */
function readType(spec: SyntaxNode): DefinitionReading | undefined {
  const name = spec.childForFieldName('name')?.text;
  if (!name) return undefined;
  const type = spec.childForFieldName('type');
  const kind = spec.type === 'type_spec' && type?.type === 'struct_type' ? 'Struct' : spec.type === 'type_spec' && type?.type === 'interface_type' ? 'Interface' : 'Type';
  // `type X struct {...}` spans its keyword; in a `type (...)` group each spec stands alone.
  const declaration = spec.parent?.type === 'type_declaration' && spec.parent.namedChildCount === 1 ? spec.parent : spec;
  return { kind, name, declaration, body: type };
}
