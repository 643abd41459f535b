import type { CstNode, Location, Parameter, Stereotype, TokenizedFile } from '../../core/cst';
import { appendAll } from '../append-all';
import type { NodeIdGenerator } from '../plugin';
import { leafText, locationOf } from '../syntax-helpers';
import type { SyntaxNode } from '../tree-sitter';
import {
  declareLocalName,
  declareVariable,
  fieldUsesOf,
  type CallSite,
  type FileImports,
  type JavaFacts,
  type Receiver,
} from './facts';
import { methodCallFromTokens } from './call-tokens';
import { atMostOneStatement, methodHeaderFromTokens } from './header-tokens';
import { declarationFromTokens, type DeclarationTokens } from './declaration-tokens';
import { argumentCount, isComment, methodLocalName, normalizeTypeText, parametersOf, typeReferenceName } from './signatures';
import type { NestingRange } from './method-nesting';
import { carryFacts, shiftedMethod, type UnchangedMethod } from './reused-methods';

/**
 * Builds the CST nodes of one parsed Java file from the captures of one query (the query runs in
 * WASM, so no JavaScript walk over the whole tree). Captures arrive in source order; a stack of
 * open declarations, popped by end offset, tells what encloses each capture.
 */

/**
 * One pattern per thing the builder reads; capture names say what it is. No pattern names a
 * child: one that did would make tree-sitter analyse the grammar's parse states each time a
 * process builds the query (a few ms per hook run), so the children (an anonymous class's body,
 * a parameter's name) are read from their parent's capture instead.
 */
export const JAVA_QUERY = `
[(class_declaration) (interface_declaration) (enum_declaration) (record_declaration) (annotation_type_declaration)] @type
[(method_declaration) (constructor_declaration) (compact_constructor_declaration)] @method
(field_declaration) @variable
(constant_declaration) @constant
(local_variable_declaration) @variable
(enhanced_for_statement) @variable
(resource) @resource
(method_invocation) @call
(object_creation_expression) @new
(explicit_constructor_invocation) @constructor_call
(package_declaration) @package
(import_declaration) @import
(field_access) @field_access
(primary_expression/identifier) @name_use
(assignment_expression) @assignment
[(formal_parameter) (catch_formal_parameter) (instanceof_expression)] @named_local
(spread_parameter) @spread_parameter
[(inferred_parameters) (type_pattern) (record_pattern_component)] @identifier_locals
[(class_body) (interface_body) (enum_body) (annotation_type_body) (lambda_expression)] @nesting
`;

export interface CapturedNode {
  name: string;
  node: SyntaxNode;
}

const TYPE_KINDS: Record<string, string> = {
  class_declaration: 'Class',
  interface_declaration: 'Interface',
  enum_declaration: 'Enum',
  record_declaration: 'Record',
  annotation_type_declaration: 'Annotation',
};

interface OpenScope {
  end: number;
  /** Absent for an anonymous class body: its code belongs to the enclosing method. */
  node?: CstNode;
  /** For records: the components, which are the compact constructor's parameters. */
  recordComponents?: Parameter[];
}

/**
 * Methods the other side of the change built from the same text (reused-methods.ts): `captures`
 * leave out what starts inside them, and each is taken where its captures would have come.
 */
export interface TakenMethods {
  methods: readonly UnchangedMethod[];
  earlierFacts: JavaFacts;
  /** The captures inside a method that cannot be taken as it was built (its class renamed, now in an anonymous class). */
  capturesWithin(method: UnchangedMethod): readonly CapturedNode[];
}

/**
 * `tokens` are the file's tokens when its tree has no errors: each leaf is then one token, and an
 * identifier's text is the token that starts where it does, read without a trip into wasm for
 * the identifier's end. With them, `source` (the file's text) lets method headers be read from them.
 */
export function buildJavaFile(
  file: string,
  captures: readonly CapturedNode[],
  ids: NodeIdGenerator,
  roots: CstNode[],
  facts: JavaFacts,
  tokens?: TokenizedFile,
  taken?: TakenMethods,
  source?: string,
): void {
  // Method headers are read from the tokens where they settle them (header-tokens.ts), given the text to slice types from.
  const headerTokens = tokens && source !== undefined ? { tokens, source } : undefined;
  // So are fields' and local variables' declarations (declaration-tokens.ts).
  const readDeclaration = (node: SyntaxNode) => (headerTokens ? declarationFromTokens(node, headerTokens.tokens, headerTokens.source) : undefined);
  const identifierText = (node: SyntaxNode) => leafText(node, tokens);
  let packagePrefix = '';
  const imports: FileImports = { single: new Map(), onDemand: [] };
  const stack: OpenScope[] = [];
  let nextTaken = 0;
  const takenMethods = taken?.methods ?? [];

  // A method built by the other side goes where its own capture would have been read.
  const takeMethodsBefore = (offset: number) => {
    while (nextTaken < takenMethods.length && takenMethods[nextTaken].start < offset) {
      const method = takenMethods[nextTaken++];
      while (stack.length > 0 && stack[stack.length - 1].end <= method.start) stack.pop();
      const owner = stack[stack.length - 1]?.node;
      const earlier = method.earlier;
      // buildMethod's conditions: a member of a type that is a node, a constructor named as its class.
      if (owner && owner.type !== 'Method' && (!earlier.stereotypes.includes('TYPE_CONSTRUCTOR') || owner.simpleName === earlier.simpleName)) {
        const node = shiftedMethod(method, ids);
        owner.children.push(node);
        carryFacts(taken!.earlierFacts, earlier, facts, node);
      } else {
        for (const capture of taken!.capturesWithin(method)) read(capture.name, capture.node, capture.node.startIndex);
      }
    }
  };

  for (const { name, node } of captures) {
    const start = node.startIndex;
    takeMethodsBefore(start);
    read(name, node, start);
  }
  takeMethodsBefore(Infinity);

  function read(name: string, node: SyntaxNode, start: number): void {
    while (stack.length > 0 && stack[stack.length - 1].end <= start) stack.pop();
    const enclosing = stack[stack.length - 1];
    switch (name) {
      case 'package':
        packagePrefix = packagePrefixOf(node);
        break;
      case 'import':
        addImport(node.text, imports);
        break;
      case 'nesting': {
        // Also read by the nesting check (index.ts). An anonymous class's body opens a scope without a node.
        if (isAnonymousClassBody(node)) stack.push({ end: node.endIndex });
        // A lambda's single parameter `x -> ...` (a list of them is `inferred_parameters`).
        const parameter = node.type === 'lambda_expression' ? node.childForFieldName('parameters') : null;
        if (parameter?.type === 'identifier') declareLocalNames([parameter], stack, facts);
        break;
      }
      case 'type': {
        // Types inside anonymous classes are not nodes, like the anonymous class itself.
        if (enclosing && !enclosing.node) break;
        const parent = enclosing?.node;
        const typeNode = buildType(file, node, ids, parent ? undefined : packagePrefix);
        (parent ? parent.children : roots).push(typeNode);
        facts.types.set(typeNode, { file, packagePrefix, imports, ...supertypesOf(node) });
        const recordComponents = node.type === 'record_declaration' ? parametersOf(node.childForFieldName('parameters')) : undefined;
        stack.push({ end: node.endIndex, node: typeNode, recordComponents });
        break;
      }
      case 'method': {
        // Only members of a type that is a node: not anonymous classes, not error debris.
        const owner = enclosing?.node;
        if (!owner || owner.type === 'Method') break;
        const method = buildMethod(file, node, ids, owner, enclosing.recordComponents, headerTokens);
        owner.children.push(method);
        for (const parameter of method.parameters) {
          declareVariable(facts, method, parameter.name, parameter.type ?? '');
          declareLocalName(facts, method, parameter.name);
        }
        stack.push({ end: node.endIndex, node: method });
        break;
      }
      case 'resource':
        // `try (Type name = ...)` declares a variable; `try (existing)` does not.
        if (node.childForFieldName('type')) declareMethodVariables(node, stack, facts);
        break;
      case 'variable': {
        const kind = node.type;
        if (kind !== 'field_declaration') {
          const method = innermostNode(stack);
          if (method?.type === 'Method') declareVariables(node, method, facts, kind === 'local_variable_declaration' ? readDeclaration(node) : undefined);
        } else if (enclosing?.node) {
          if (enclosing.node.type === 'Method') break;
          const read = readDeclaration(node);
          declareVariables(node, enclosing.node, facts, read);
          appendAll(enclosing.node.children, buildFields(file, node, ids, read));
        } else {
          // A field of an anonymous class hides the outer class's field of that name.
          const method = innermostNode(stack);
          if (method?.type === 'Method') for (const name of declaratorNames(node)) declareLocalName(facts, method, name);
        }
        break;
      }
      case 'constant': {
        // Interface constants: nodes like fields, but not receiver types (calls resolve as before).
        const owner = enclosing?.node;
        if (owner && owner.type !== 'Method') appendAll(owner.children, buildFields(file, node, ids, readDeclaration(node)));
        break;
      }
      case 'field_access': {
        const method = innermostNode(stack);
        const field = node.childForFieldName('field');
        if (method?.type !== 'Method' || field?.type !== 'identifier') break;
        fieldUsesOf(facts, method).qualified.push({ name: identifierText(field), receiver: receiverOf(node.childForFieldName('object'), identifierText) });
        break;
      }
      case 'name_use': {
        const method = innermostNode(stack);
        if (method?.type === 'Method') fieldUsesOf(facts, method).names.add(identifierText(node));
        break;
      }
      case 'assignment': {
        const assigned = node.childForFieldName('left');
        const method = innermostNode(stack);
        if (assigned?.type === 'identifier' && method?.type === 'Method') fieldUsesOf(facts, method).names.add(identifierText(assigned));
        break;
      }
      case 'named_local': {
        // A parameter's name; `x instanceof Type name` declares a pattern variable, the plain test none.
        const declared = node.childForFieldName('name');
        if (declared) declareLocalNames([declared], stack, facts);
        break;
      }
      case 'spread_parameter':
        declareLocalNames(childrenOfType(node, 'variable_declarator').flatMap((declarator) => declarator.childForFieldName('name') ?? []), stack, facts);
        break;
      case 'identifier_locals':
        // Lambda parameters `(a, b) -> ...` and pattern variables: their identifiers are the names.
        declareLocalNames(childrenOfType(node, 'identifier'), stack, facts);
        break;
      default: {
        const caller = innermostNode(stack);
        if (caller?.type !== 'Method') break;
        const call = callSiteOf(name, node, identifierText, tokens);
        if (!call) break;
        let calls = facts.calls.get(caller);
        if (!calls) facts.calls.set(caller, (calls = []));
        calls.push(call);
      }
    }
  }
}

/** The variables of a declaration inside the innermost method (none outside one). */
function declareMethodVariables(declaration: SyntaxNode, stack: readonly OpenScope[], facts: JavaFacts): void {
  const method = innermostNode(stack);
  if (method?.type === 'Method') declareVariables(declaration, method, facts);
}

/** Names declared inside the innermost method (none outside one). */
function declareLocalNames(names: readonly SyntaxNode[], stack: readonly OpenScope[], facts: JavaFacts): void {
  const method = innermostNode(stack);
  if (method?.type !== 'Method') return;
  for (const name of names) declareLocalName(facts, method, name.text);
}

function childrenOfType(node: SyntaxNode, type: string): SyntaxNode[] {
  return node.namedChildren.filter((child): child is SyntaxNode => child?.type === type);
}

/** The body of `new Type() { ... }` or of an enum constant `NAME { ... }`. */
function isAnonymousClassBody(node: SyntaxNode): boolean {
  if (node.type !== 'class_body') return false;
  const parentType = node.parent?.type;
  return parentType === 'object_creation_expression' || parentType === 'enum_constant';
}

/** The nodes whose nesting is bounded (type bodies, methods, lambdas), in source order. */
export function javaNestingRanges(captures: readonly CapturedNode[]): NestingRange[] {
  const ranges: NestingRange[] = [];
  for (const { name, node } of captures) {
    if (name === 'nesting' || name === 'method') ranges.push({ startIndex: node.startIndex, endIndex: node.endIndex, method: name === 'method' });
  }
  return ranges;
}

function innermostNode(stack: readonly OpenScope[]): CstNode | undefined {
  for (let i = stack.length - 1; i >= 0; i--) {
    const node = stack[i].node;
    if (node) return node;
  }
  return undefined;
}

/** `Foo a, b[];`, `for (Foo a : list)`, `try (Foo a = ...)`; `var` is typed by its `new X()` if any. `read`: the declaration read from the tokens. */
function declareVariables(declaration: SyntaxNode, scope: CstNode, facts: JavaFacts, read?: DeclarationTokens): void {
  if (read) {
    for (const { name, dimensions } of read.declarators) {
      declareVariable(facts, scope, name, read.type + (dimensions ? '[]' : ''));
      if (scope.type === 'Method') declareLocalName(facts, scope, name);
    }
    return;
  }
  const type = declaration.childForFieldName('type')?.text;
  if (!type) return;
  if (declaration.type === 'enhanced_for_statement' || declaration.type === 'resource') {
    const name = declaration.childForFieldName('name')?.text;
    if (name) declareVariable(facts, scope, name, type);
    return;
  }
  for (const declarator of declaration.childrenForFieldName('declarator')) {
    const name = declarator?.childForFieldName('name')?.text;
    if (!declarator || !name) continue;
    const value = declarator.childForFieldName('value');
    const inferred = type === 'var' && value?.type === 'object_creation_expression' ? value.childForFieldName('type')?.text : undefined;
    const dimensions = declarator.childForFieldName('dimensions') ? '[]' : '';
    declareVariable(facts, scope, name, (inferred ?? type) + dimensions);
    if (scope.type === 'Method') declareLocalName(facts, scope, name);
  }
}

function declaratorNames(declaration: SyntaxNode): string[] {
  const names: string[] = [];
  for (const declarator of declaration.childrenForFieldName('declarator')) {
    const name = declarator?.childForFieldName('name')?.text;
    if (name) names.push(name);
  }
  return names;
}

/**
 * One Field node per declarator of `int a = 1, b[];`, each spanning the whole declaration
 * (modifiers and annotations too) with its own initializer as body: `b : int[]`.
 */
function buildFields(file: string, declaration: SyntaxNode, ids: NodeIdGenerator, read?: DeclarationTokens): CstNode[] {
  if (read) return buildFieldsFromTokens(file, declaration, ids, read);
  const typeText = declaration.childForFieldName('type')?.text ?? '';
  const fields: CstNode[] = [];
  for (const declarator of declaration.childrenForFieldName('declarator')) {
    const name = declarator?.childForFieldName('name')?.text;
    if (!declarator || !name) continue;
    const type = normalizeTypeText(typeText + (declarator.childForFieldName('dimensions')?.text ?? ''));
    fields.push(fieldNode(ids, name, type, locationOf(file, declaration, declarator.childForFieldName('value'))));
  }
  return fields;
}

/** As buildFields, from the declaration read from the tokens: only its lines are asked of the tree. */
function buildFieldsFromTokens(file: string, declaration: SyntaxNode, ids: NodeIdGenerator, read: DeclarationTokens): CstNode[] {
  const begin = declaration.startIndex;
  const startLine = declaration.startPosition.row + 1;
  const endLine = declaration.endPosition.row + 1;
  const end = read.end;
  return read.declarators.map(({ name, dimensions, value }) => {
    // The keys in locationOf's order, so that the node reads (and serialises) the same.
    const location: Location = { file, begin, end, bodyBegin: value ? value.start : end, bodyEnd: value ? value.end : end, startLine, endLine };
    return fieldNode(ids, name, normalizeTypeText(read.type + dimensions), location);
  });
}

function fieldNode(ids: NodeIdGenerator, name: string, type: string, location: Location): CstNode {
  return {
    id: ids.take(),
    type: 'Field',
    simpleName: name,
    localName: name,
    signature: `${name} : ${type}`,
    parameters: [],
    fieldType: type,
    location,
    stereotypes: ['TYPE_MEMBER'],
    children: [],
  };
}

function packagePrefixOf(declaration: SyntaxNode): string {
  for (const child of declaration.namedChildren) {
    if (child && (child.type === 'scoped_identifier' || child.type === 'identifier')) {
      return `${child.text.replace(/\s+/g, '')}.`;
    }
  }
  return '';
}

/** Records `import a.b.C;` and `import a.b.*;`; static imports name members, not types. */
function addImport(text: string, imports: FileImports): void {
  const match = /^import\s+(static\s+)?([\w.\s]+?)(\s*\.\s*\*)?\s*;/.exec(text);
  if (!match || match[1]) return;
  const name = match[2].replace(/\s+/g, '');
  if (match[3]) imports.onDemand.push(name);
  else imports.single.set(name.slice(name.lastIndexOf('.') + 1), name);
}

function buildType(file: string, declaration: SyntaxNode, ids: NodeIdGenerator, namespace: string | undefined): CstNode {
  const name = declaration.childForFieldName('name')?.text ?? '';
  const type = TYPE_KINDS[declaration.type];
  const node: CstNode = {
    id: ids.take(),
    type,
    simpleName: name,
    localName: name,
    signature: name,
    parameters: [],
    location: bodyLocation(file, declaration, declaration.childForFieldName('body')),
    // As RefDiff: an interface is abstract as a whole.
    stereotypes: type === 'Interface' ? ['ABSTRACT'] : [],
    children: [],
  };
  if (namespace !== undefined) node.namespace = namespace;
  return node;
}

function supertypesOf(declaration: SyntaxNode): { superclass?: string; interfaces: string[] } {
  let superclass: string | undefined;
  const interfaces: string[] = [];
  for (const child of declaration.namedChildren) {
    if (!child) continue;
    if (child.type === 'superclass') {
      const type = child.namedChildren.find((part) => part && !isComment(part));
      if (type) superclass = typeReferenceName(type.text);
    } else if (child.type === 'super_interfaces' || child.type === 'extends_interfaces') {
      const list = child.namedChildren.find((part) => part?.type === 'type_list');
      for (const type of list?.namedChildren ?? []) {
        if (type && !isComment(type)) interfaces.push(typeReferenceName(type.text));
      }
    }
  }
  return { superclass, interfaces };
}

function buildMethod(
  file: string,
  declaration: SyntaxNode,
  ids: NodeIdGenerator,
  owner: CstNode,
  recordComponents: Parameter[] | undefined,
  headerTokens: { tokens: TokenizedFile; source: string } | undefined,
): CstNode {
  // A node's type is a trip into wasm: read once.
  const kind = declaration.type;
  const constructor = kind !== 'method_declaration';
  const compact = kind === 'compact_constructor_declaration';
  const header = headerTokens && !compact ? methodHeaderFromTokens(declaration, constructor, headerTokens.tokens, headerTokens.source) : undefined;
  if (!header || !headerTokens) return buildMethodFromTree(file, declaration, ids, owner, recordComponents, constructor, compact);
  // A constructor is named like its class, even when error recovery misspells it.
  const name = constructor ? owner.simpleName : header.name;
  const body = header.body;
  // For the getter and setter test alone: at most one statement read from the tokens, else counted on the tree.
  const statements = () => (body && atMostOneStatement(headerTokens.tokens, body.start, body.end) ? 1 : statementCount(declaration.childForFieldName('body')));
  return methodNode(ids, name, constructor, header.parameters, header.returnType, innerBodyLocation(file, declaration, header.end, body), !!body, statements);
}

function buildMethodFromTree(
  file: string,
  declaration: SyntaxNode,
  ids: NodeIdGenerator,
  owner: CstNode,
  recordComponents: Parameter[] | undefined,
  constructor: boolean,
  compact: boolean,
): CstNode {
  // A constructor is named like its class, even when error recovery misspells it.
  const name = constructor ? owner.simpleName : (declaration.childForFieldName('name')?.text ?? '');
  const parameters = compact ? (recordComponents ?? []) : parametersOf(declaration.childForFieldName('parameters'));
  const body = declaration.childForFieldName('body');
  const returnType = declaration.childForFieldName('type');
  const returnText = returnType ? normalizeTypeText(returnType.text + (declaration.childForFieldName('dimensions')?.text ?? '')) : undefined;
  return methodNode(ids, name, constructor, parameters, returnText, bodyLocation(file, declaration, body), !!body, () => statementCount(body));
}

/** A method's or constructor's node, from its header read from the tokens or the tree; `statements` only for the getter and setter test. */
function methodNode(ids: NodeIdGenerator, name: string, constructor: boolean, parameters: Parameter[], returnType: string | undefined, location: Location, hasBody: boolean, statements: () => number): CstNode {
  return {
    id: ids.take(),
    type: 'Method',
    simpleName: name,
    // As RefDiff: a constructor's identifier is `new(...)`, so renaming its class does not
    // make it look renamed too; users still see it named like its class.
    localName: methodLocalName(constructor ? 'new' : name, parameters),
    signature: methodLocalName(name, parameters),
    parameters,
    ...(returnType !== undefined ? { returnType } : {}),
    location,
    stereotypes: methodStereotypes(name, constructor, parameters.length, hasBody, statements),
    children: [],
  };
}

/** RefDiff's rules, including its getter / setter test: a get/is/set name and at most one statement. */
function methodStereotypes(name: string, constructor: boolean, parameterCount: number, hasBody: boolean, statements: () => number): Stereotype[] {
  const stereotypes: Stereotype[] = [constructor ? 'TYPE_CONSTRUCTOR' : 'TYPE_MEMBER'];
  if (!hasBody) stereotypes.push('ABSTRACT');
  if (constructor) return stereotypes;
  const trivial = () => !hasBody || statements() <= 1;
  if ((name.startsWith('get') || name.startsWith('is')) && parameterCount === 0 && trivial()) {
    stereotypes.push('FIELD_ACCESSOR');
  } else if (name.startsWith('set') && parameterCount === 1 && trivial()) {
    stereotypes.push('FIELD_MUTATOR');
  }
  return stereotypes;
}

function statementCount(block: SyntaxNode | null): number {
  let count = 0;
  if (!block) return count;
  for (const child of block.namedChildren) if (child && !isComment(child)) count++;
  return count;
}

/** innerBodyLocation of a declaration and its body read from the tree. */
function bodyLocation(file: string, declaration: SyntaxNode, body: SyntaxNode | null): Location {
  return innerBodyLocation(file, declaration, declaration.endIndex, body ? { start: body.startIndex, end: body.endIndex } : undefined);
}

/**
 * The declaration's location (ending at `end`) with its body's range inside the braces, as in
 * RefDiff: they are not code that moves. An empty body at the end without one; keys in
 * locationOf's order, so that every node reads (and serialises) the same.
 */
function innerBodyLocation(file: string, declaration: SyntaxNode, end: number, body: { start: number; end: number } | undefined): Location {
  const location: Location = {
    file,
    begin: declaration.startIndex,
    end,
    bodyBegin: body ? body.start : end,
    bodyEnd: body ? body.end : end,
    startLine: declaration.startPosition.row + 1,
    endLine: declaration.endPosition.row + 1,
  };
  if (body && body.end - body.start >= 2) {
    location.bodyBegin += 1;
    location.bodyEnd -= 1;
  }
  return location;
}

function callSiteOf(captureName: string, node: SyntaxNode, identifierText: (node: SyntaxNode) => string, tokens: TokenizedFile | undefined): CallSite | undefined {
  switch (captureName) {
    case 'call': {
      const read = tokens && methodCallFromTokens(node, tokens);
      if (read) {
        return {
          kind: 'method',
          name: read.name,
          argumentCount: read.argumentCount ?? argumentCount(node.childForFieldName('arguments')),
          receiver: read.receiver ?? receiverOf(node.childForFieldName('object'), identifierText),
        };
      }
      const nameNode = node.childForFieldName('name');
      const name = nameNode && identifierText(nameNode);
      if (!name) return undefined;
      return { kind: 'method', name, argumentCount: argumentCount(node.childForFieldName('arguments')), receiver: receiverOf(node.childForFieldName('object'), identifierText) };
    }
    case 'new': {
      const type = node.childForFieldName('type');
      if (!type) return undefined;
      return { kind: 'new', typeName: typeReferenceName(type.text), argumentCount: argumentCount(node.childForFieldName('arguments')) };
    }
    case 'constructor_call': {
      const kind = node.childForFieldName('constructor')?.type;
      if (kind !== 'this' && kind !== 'super') return undefined;
      return { kind, argumentCount: argumentCount(node.childForFieldName('arguments')) };
    }
  }
  return undefined;
}

function receiverOf(receiver: SyntaxNode | null, identifierText: (node: SyntaxNode) => string): Receiver {
  // `((x)).f()` is a call on x; unwrapped in a loop, as parentheses can nest thousands deep.
  // A node's type is a trip into wasm: read once.
  let object = receiver;
  let type = object?.type;
  while (type === 'parenthesized_expression' && object!.namedChildCount === 1) {
    object = object!.namedChild(0);
    type = object?.type;
  }
  if (!object) return { kind: 'none' };
  switch (type) {
    case 'this':
      return { kind: 'this' };
    case 'super':
      return { kind: 'super' };
    case 'identifier':
      return { kind: 'name', name: identifierText(object) };
    case 'field_access':
      // `Outer.this.f()` is a call on an enclosing instance; `a.b.C.f()` may be a static call.
      const field = object.childForFieldName('field');
      if (field?.type === 'this') return { kind: 'this' };
      if (field && object.childForFieldName('object')?.type === 'this') return { kind: 'name', name: field.text };
      return /^[\w$.\s]+$/.test(object.text) ? { kind: 'name', name: object.text.replace(/\s+/g, '') } : { kind: 'other' };
    case 'object_creation_expression': {
      // `new Or(m).describe()`: the created type is the receiver's type.
      const type = object.childForFieldName('type');
      return type ? { kind: 'new', typeName: typeReferenceName(type.text) } : { kind: 'other' };
    }
    default:
      return { kind: 'other' };
  }
}
