import { createQueryPlugin } from '../query-cst/plugin';
import type { QueryLanguageSpec } from '../query-cst/spec';
import type { LanguageDescriptor } from '../registry';
import { loadGrammar, Parser, type SyntaxNode } from '../tree-sitter';
import { unannotateMisreadDeclarations } from './annotated-declarations';
import { parenthesizeAccessorNamedAssignments } from './accessor-named-assignments';
import { withFinalLineEnd } from './final-line-end';
import { withPreparedSources } from '../prepared-sources';
import { localNameReader } from './local-scopes';
import { sameKotlinCode } from './same-code';
import { KOTLIN_STATEMENTS } from './statements';
import { kotlinTypeInFamily } from './family-types';
import { objectExpressionName, readClass, readEnumEntry, readFunction, readObject, readObjectExpression, readPrimaryConstructor, readProperty, readPropertyParameter, readSecondaryConstructor } from './definitions';
import { KOTLIN_WARM_UP } from './warm-up';

/**
 * The Kotlin plugin. Types live in packages as in Java: a class's container is its package
 * (`com.example.app`), a member's its type. Top-level functions and properties live in their file,
 * as the JVM compiles them (into `FileNameKt`): their container is the file, known by its package
 * (`com.example.app.Strings.kt`). Objects, companion objects (`Companion` when unnamed) and enum
 * entries with a body are `Object`s, those without are fields of their enum; primary-constructor
 * `val`/`var` parameters are fields.
 */
export const kotlinLanguage: LanguageDescriptor = {
  name: 'kotlin',
  warmUp: KOTLIN_WARM_UP,
  extensions: ['.kt', '.kts'],
  kinds: ['File', 'Class', 'Interface', 'Enum', 'Object', 'Method', 'Function', 'Field'],
  family: 'jvm',
  typeInFamily: kotlinTypeInFamily,
  create: async () => {
    const plugin = await createQueryPlugin(KOTLIN);
    // Its own parser, lent to the preparation only: it reads a file before the plugin does.
    const parser = new Parser();
    parser.setLanguage(await loadGrammar(KOTLIN.grammar.packageName, KOTLIN.grammar.wasm));
    return withPreparedSources(plugin, (source) => unannotateMisreadDeclarations(withFinalLineEnd(parenthesizeAccessorNamedAssignments(source)), parser));
  },
};

/** A supertype by the last name of its type: `a.b.Base<T>()` is `Base`. */
const SUPERTYPE = '(user_type (identifier) @reference.supertype . (type_arguments)? .)';

const QUERY = `
(class_declaration) @definition.Class
[(object_declaration) (companion_object) (enum_entry (class_body)) (object_literal)] @definition.Object
(function_declaration) @definition.Function
(secondary_constructor) @definition.Function
(primary_constructor) @definition.Function
(property_declaration) @definition.Field
(class_parameter) @definition.Field
(enum_entry) @definition.Field
(delegation_specifier [${SUPERTYPE} (constructor_invocation ${SUPERTYPE}) (explicit_delegation ${SUPERTYPE})])
(call_expression . [(identifier) @reference.call (navigation_expression (identifier) @reference.call .)])
(callable_reference (identifier) @reference.call .)
(navigation_expression (this_expression) (identifier) @reference.member)
(navigation_expression . (identifier) @reference.member)
(value_argument (identifier) @reference.member)
(assignment [left: (identifier) right: (identifier)] @reference.member)
(function_body (identifier) @reference.member)
(return_expression (identifier) @reference.member)
(interpolation (identifier) @reference.member)
(when_entry condition: (identifier) @reference.member)
(binary_expression) @reference.member.operands
(range_expression (identifier) @reference.member)
(in_expression (identifier) @reference.member)
(is_expression (identifier) @reference.member)
(as_expression (identifier) @reference.member)
(unary_expression (identifier) @reference.member)
(parenthesized_expression (identifier) @reference.member)
(index_expression (identifier) @reference.member)
(navigation_expression (_) (identifier) @reference.typemember .)
`;

const KOTLIN: QueryLanguageSpec = {
  descriptor: kotlinLanguage,
  grammar: { packageName: '@tree-sitter-grammars/tree-sitter-kotlin', wasm: 'tree-sitter-kotlin.wasm' },
  query: QUERY,
  // A character literal is one token, as in Java (`'A'`): read by its leaves it would be `'` `'`, its character lost.
  tokens: { atomic: new Set(['string_literal', 'multiline_string_literal', 'character_literal']), skip: new Set(['line_comment', 'block_comment']) },
  statements: KOTLIN_STATEMENTS,
  sameCode: sameKotlinCode,
  // A singleton `object` becomes a `class` (or back) with its code: the same type, as RefactoringMiner holds.
  // A member function moved out of its class to the top level of a file (often as an extension,
  // `fun load(name: String)` -> `fun String.load()`), or a top-level function moved into a type:
  // the same code in another place, a moved method as RefactoringMiner reads it.
  interchangeableKinds: [['Class', 'Object'], ['Method', 'Function']],
  readCallQualifier: typeCalledOn,
  // A local named like a field or an enum entry is no use of it.
  localNameReader,
  // `Header.parse(file)` reaches the `parse` of `Header`'s companion object.
  ownerNames: (owner, parentOf) => {
    const outer = parentOf(owner);
    return owner.type === 'Object' && owner.simpleName === COMPANION && outer ? [owner.simpleName, outer.simpleName] : [owner.simpleName];
  },
  readPackage: (root) => root.namedChildren.find((child) => child?.type === 'package_header')?.namedChildren[0]?.text.replace(/\s+/g, ''),
  readDefinition(kind, node, parentKind) {
    if (insideObjectExpression(node)) return undefined;
    switch (node.type) {
      case 'class_declaration':
        return readClass(node);
      case 'enum_entry':
        return kind === 'Field' ? readEnumEntry(node) : readObject(node);
      case 'object_declaration':
      case 'companion_object':
        return readObject(node);
      case 'object_literal':
        return readObjectExpression(node);
      case 'function_declaration':
        return readFunction(node, parentKind);
      case 'secondary_constructor':
        return readSecondaryConstructor(node, parentKind);
      case 'primary_constructor':
        return readPrimaryConstructor(node, parentKind);
      case 'property_declaration':
        return readProperty(node, parentKind);
      case 'class_parameter':
        return readPropertyParameter(node);
      default:
        return undefined;
    }
  },
};

const COMPANION = 'Companion';

/**
 * The type a call is made on by name: `LeakTraceTable.insert(db)`, `a.b.Header.Companion.parse(f)`
 * (a capitalized name, as Kotlin names types and objects); none for a call on a value (`table.insert(db)`).
 */
function typeCalledOn(name: SyntaxNode): string | undefined {
  const navigation = name.parent;
  if (navigation?.type !== 'navigation_expression' || navigation.lastNamedChild?.id !== name.id) return undefined;
  let receiver = navigation.namedChild(0);
  let last = receiver?.type === 'navigation_expression' ? receiver.lastNamedChild : receiver;
  if (last?.text === COMPANION && receiver?.type === 'navigation_expression') {
    receiver = receiver.namedChild(0);
    last = receiver?.type === 'navigation_expression' ? receiver.lastNamedChild : receiver;
  }
  return last?.type === 'identifier' && /^[A-Z]/.test(last.text) ? last.text : undefined;
}

/** Members of an `object { ... }` expression of no supertype belong to the code around it (one with a supertype is an Object). */
function insideObjectExpression(node: SyntaxNode): boolean {
  const literal = node.parent?.type === 'class_body' ? node.parent.parent : null;
  return literal?.type === 'object_literal' && !objectExpressionName(literal);
}
