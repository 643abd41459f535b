import type { Parameter, Stereotype } from '../../core/cst';
import type { SyntaxNode } from '../tree-sitter';
import { textWithoutComments } from '../uncommented-text';
import { parameterBindings } from './destructuring';

/**
 * What becomes a CST node in JavaScript, and under which name.
 *
 * Naming (documented choice): a function is named by what the code binds it to at its
 * definition, as written there:
 * - declarations, variables, class members, object-literal properties: the plain name
 *   (`parse`, `handleClick`, `'my-key'` -> `my-key`);
 * - assignments to a member: the last segment of the path (`update` for
 *   `Chart.prototype.update`), as RefDiff's plugin and the report's "simple name" have it. The
 *   identifier among siblings (localName) keeps the path, minus the CommonJS / instance plumbing
 *   that says nothing about the function (`module.exports.`, `exports.`, `this.`): two
 *   constructors' `init` in one file stay apart, `exports.parse` and `module.exports.parse` are
 *   both `parse(...)`, and a new receiver (`Router.prototype.x` -> `proto.x`) keeps the
 *   signature users see, `x(...)`, so it is no rename;
 * - `export default` / `module.exports =` of an anonymous function or class: `default`
 *   (its import name), marked INFERRED_NAME so gaining or losing it is no rename; a named one
 *   keeps its own name.
 * A bound value may be wrapped in parentheses or guarded (`export default ok && function f() {}`):
 * the binding names the function all the same.
 * Calls are resolved by the last segment of the name, the way callers spell it (`helpers.x()`).
 * A class field is a Method when its value is a function, else a Field named as written
 * (`count`, `#secret`: a private name is another name).
 */
/** JavaScript's kinds; TypeScript adds its own type declarations and namespaces. */
export type DefinitionType = 'Class' | 'Method' | 'Function' | 'Field' | 'Interface' | 'Enum' | 'Type' | 'Namespace';

export interface Definition {
  type: DefinitionType;
  simpleName: string;
  /**
   * The identifier among siblings. For functions the signature, `parse(text, options)`, so that
   * a change of parameters is a Change Signature; accessors get a prefix (`get size()`).
   */
  localName: string;
  /** What users see: the localName without a receiver path (`update()`, `get size()`). */
  signature: string;
  parameters: Parameter[];
  /** TypeScript's declared types: a function's return type, a field's type (as written, `:` left out). */
  returnType?: string;
  fieldType?: string;
  stereotypes: Stereotype[];
  /** The whole declaration, for the location and the tokens. */
  declaration: SyntaxNode;
  /** The function or class body; for an arrow function with an expression body, the expression; a field's value. */
  body: SyntaxNode | null;
  /** For classes: the last identifier of the `extends` expression. */
  superclass?: string;
  /** Further supertypes, by their last identifier: TypeScript's `implements`, an interface's `extends`. */
  supertypes?: string[];
  /** Belongs to the nearest enclosing type rather than the innermost definition (a constructor's parameter property). */
  ownedByType?: boolean;
  /** What a function is assigned to a member of (`Chart.prototype` for `Chart.prototype.update = ...`). */
  receiver?: string;
}

/**
 * The patterns the JavaScript family's grammars share: functions and classes bound to names,
 * calls, `this.x`, prototype aliases and ES5 inheritance (TypeScript's query ends with them too).
 */
export const BINDINGS_AND_REFERENCES = `(variable_declarator value: [(function_expression) (arrow_function) (generator_function) (class) (parenthesized_expression) (binary_expression)]) @variable
(assignment_expression right: [(function_expression) (arrow_function) (generator_function) (class) (parenthesized_expression) (binary_expression)]) @assignment
(pair value: [(function_expression) (arrow_function) (generator_function) (class) (parenthesized_expression) (binary_expression)]) @pair
(export_statement value: [(function_expression) (arrow_function) (generator_function) (class) (parenthesized_expression) (binary_expression)]) @export
(call_expression function: [(identifier) @callee (member_expression property: (_) @callee)])
(assignment_expression right: (identifier) @function_value)
(augmented_assignment_expression right: (identifier) @function_value)
(arguments (identifier) @function_value)
(arguments (member_expression property: (property_identifier) @function_value))
(array (identifier) @function_value)
(array (member_expression object: (this) property: (property_identifier) @function_value))
(call_expression function: (member_expression object: [(identifier) @function_value (member_expression property: (property_identifier) @function_value)] property: (property_identifier) @bound (#match? @bound "^(bind|call|apply)$")))
(pair value: (identifier) @function_value)
(member_expression object: (this) property: (_) @this_member)
(variable_declarator value: (call_expression)) @wrapped_variable
(variable_declarator name: (identifier) value: (member_expression)) @alias
(call_expression arguments: (arguments . (identifier) . (identifier) .)) @inherits_call
(assignment_expression left: (member_expression) right: (call_expression)) @inherits_assignment
`;

/**
 * One pattern per definition form, plus the callee of every call. Capture names say which
 * form matched; `definitionOf` finishes the job in code, where the rules are easier to read.
 */
export const DEFINITIONS_QUERY = `
(function_declaration) @function
(generator_function_declaration) @function
(class_declaration) @class
(class name: (identifier)) @class
(method_definition) @method
(field_definition value: [(function_expression) (arrow_function) (generator_function)]) @field
(field_definition) @class_field
${BINDINGS_AND_REFERENCES}`;


export const CALLEE_CAPTURE = 'callee';
/**
 * A name handed on as a value (`when ??= isSized`, `list.map(format)`, `{ onClick: save }`): a use
 * of the function of that name as much as a call is, the way JavaScript passes its callbacks.
 * Without it a helper extracted from callbacks and passed where they were has no caller. A
 * member passed on (`process.nextTick(helpers.drain, this)`, `setTimeout(this.flush.bind(this))`)
 * is such a use too: an anonymous callback moved to a helpers module or to a method is passed so;
 * `f.call(ctx)` and `f.apply(ctx, args)` call `f`. So is one listed among others
 * (`createDispatcher(store, [this.middleware])`, `[validate, save].forEach(run)`): a list of
 * callbacks; of members listed, only the object's own (`[p.x, p.y]` is data).
 */
export const FUNCTION_VALUE_CAPTURE = 'function_value';
/** `this.x` / `this.#x`: a use of a field when the class has one of that name. */
export const THIS_MEMBER_CAPTURE = 'this_member';
/** `var proto = Router.prototype`: members assigned through `proto.` are Router's. */
export const ALIAS_CAPTURE = 'alias';

/** For `var proto = Router.prototype`: `['proto', 'Router']`. */
export function prototypeAlias(declarator: SyntaxNode): [string, string] | undefined {
  const name = declarator.childForFieldName('name');
  const value = declarator.childForFieldName('value');
  const path = value ? memberPath(value) : undefined;
  if (!name || !path?.endsWith(PROTOTYPE_SUFFIX)) return undefined;
  return [name.text, path.slice(0, -PROTOTYPE_SUFFIX.length)];
}

export const PROTOTYPE_SUFFIX = '.prototype';

/** `util.inherits(Sub, Base)` / `inherits(Sub, Base)` and `Sub.prototype = Object.create(Base.prototype)`. */
export const INHERITS_CAPTURES = new Set(['inherits_call', 'inherits_assignment']);

/** For an ES5 inheritance statement: `['Sub', 'Base']`. */
export function inheritance(capture: string, node: SyntaxNode): [string, string] | undefined {
  if (capture === 'inherits_call') {
    const callee = node.childForFieldName('function');
    const path = callee ? memberPath(callee) : undefined;
    if (path !== 'inherits' && !path?.endsWith('.inherits')) return undefined;
    const [sub, base] = node.childForFieldName('arguments')?.namedChildren ?? [];
    return sub && base ? [sub.text, base.text] : undefined;
  }
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  const target = left ? memberPath(left) : undefined;
  if (!target?.endsWith(PROTOTYPE_SUFFIX) || !right) return undefined;
  const callee = right.childForFieldName('function');
  if (!callee || memberPath(callee) !== 'Object.create') return undefined;
  const argument = right.childForFieldName('arguments')?.namedChildren[0];
  const source = argument ? memberPath(argument) : undefined;
  if (!source?.endsWith(PROTOTYPE_SUFFIX)) return undefined;
  return [target.slice(0, -PROTOTYPE_SUFFIX.length), source.slice(0, -PROTOTYPE_SUFFIX.length).split('.').pop()!];
}

/** The definition captured as `capture`, or undefined when the form has no usable name. */
export function definitionOf(capture: string, node: SyntaxNode): Definition | undefined {
  switch (capture) {
    case 'function':
      return fromValue(node, nameText(node.childForFieldName('name')), exported(node));
    case 'class':
      // A named class expression bound to a name is taken by that binding's pattern instead.
      if (node.type === 'class' && BINDINGS.has(outsideWrappers(node).type)) return undefined;
      return fromValue(node, nameText(node.childForFieldName('name')), exported(node));
    case 'method':
      return fromMethod(node);
    case 'field':
      return member(fromValue(node.childForFieldName('value'), nameText(memberName(node)), node));
    case 'class_field':
      return fieldOf(node);
    case 'variable': {
      const name = node.childForFieldName('name');
      if (name?.type !== 'identifier') return undefined;
      return fromValue(boundValue(node.childForFieldName('value')), name.text, declarationOfDeclarator(node));
    }
    case 'wrapped_variable': {
      const name = node.childForFieldName('name');
      const callback = wrappedFunction(node);
      if (name?.type !== 'identifier' || !callback) return undefined;
      return fromValue(callback, name.text, declarationOfDeclarator(node));
    }
    case 'assignment': {
      const value = boundValue(node.childForFieldName('right'));
      const left = node.childForFieldName('left');
      const path = assignedName(left, value);
      if (!path) return undefined;
      const statement = node.parent?.type === 'expression_statement' ? node.parent : node;
      // `Chart.prototype.update`: named `update`, identified as `Chart.prototype.update(...)`.
      const nameStart = path.lastIndexOf('.') + 1;
      const definition = fromValue(value, path.slice(nameStart), statement, path.slice(0, nameStart));
      // The walk up to the enclosing function's parameters only where a definition would be made.
      if (!definition || (left?.type === 'identifier' && isParameterOfEnclosingFunction(node, left.text))) return undefined;
      if (nameStart > 0) definition.receiver = path.slice(0, nameStart - 1);
      // `module.exports = function () {}`, not `api.default = function () {}`: a written property.
      return path === DEFAULT_EXPORT ? withInferredName(definition, value) : definition;
    }
    case 'pair': {
      const receiver = prototypeLiteralOf(node);
      const definition = fromValue(boundValue(node.childForFieldName('value')), nameText(node.childForFieldName('key')), node, receiver ? `${receiver}.` : '');
      if (definition && receiver) definition.receiver = receiver;
      return definition;
    }
    case 'export': {
      const value = boundValue(node.childForFieldName('value'));
      return withInferredName(fromValue(value, nameText(value?.childForFieldName('name') ?? null) ?? DEFAULT_EXPORT, node), value);
    }
    default:
      return undefined;
  }
}

/**
 * `handler = function (ev) { ... }` where `handler` is a parameter of the function around it: the
 * argument wrapped in a new callback (`if (once) handler = ...`), a value of that call, no function
 * of the module's. Named `handler`, its code taken out into a helper read as the callback moved
 * and renamed rather than as extracted from the function that holds it.
 */
function isParameterOfEnclosingFunction(node: SyntaxNode, name: string): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (!FUNCTION_VALUES.has(current.type)) continue;
    return parametersOf(current).some((parameter) => parameter.name === name);
  }
  return false;
}

/**
 * The function or class a binding holds, also when wrapped: in parentheses, or as the fallback
 * or guarded operand of a logical expression (`cond && function f() {}`, `custom || (() => {})`).
 * The binding still names that function; without this, wrapping it would read as its nested
 * functions moving out and it vanishing.
 */
function boundValue(value: SyntaxNode | null): SyntaxNode | null {
  let current = value;
  while (current && (current.type === 'parenthesized_expression' || isLogical(current))) {
    current = isLogical(current) ? current.childForFieldName('right') : current.namedChildren.find((child) => child?.type !== 'comment') ?? null;
  }
  return current;
}

/**
 * A module-level constant made by a factory from a callback, as in
 * `export const $ZodString = core.$constructor("$ZodString", (inst, def) => { ... })`,
 * `const Button = memo((props) => { ... })` or `const select = createSelector(a, (x) => { ... })`:
 * the constant is the function its callback defines (its name, parameters and body), the way a
 * plain `const f = () => { ... }` is. Without this, such bodies belong to the file and code taken
 * out of them is extracted from nothing. Only at the top level and only for a last-argument
 * callback with a block body: a `const visible = items.filter((x) => x.ok)` inside a function is
 * a value computed there, no definition.
 */
function wrappedFunction(declarator: SyntaxNode): SyntaxNode | undefined {
  const statement = declarator.parent;
  if (statement?.type !== 'lexical_declaration' && statement?.type !== 'variable_declaration') return undefined;
  const scope = exported(statement).parent;
  if (scope?.type !== 'program') return undefined;
  const call = declarator.childForFieldName('value');
  const argumentList = call?.childForFieldName('arguments');
  if (argumentList?.type !== 'arguments') return undefined;
  const callback = argumentList.namedChildren.filter((child) => child?.type !== 'comment').pop();
  if (!callback || (callback.type !== 'arrow_function' && callback.type !== 'function_expression')) return undefined;
  return callback.childForFieldName('body')?.type === 'statement_block' ? callback : undefined;
}

/** The node that holds `node` once the wrappers `boundValue` looks through are left behind. */
function outsideWrappers(node: SyntaxNode): SyntaxNode {
  let current = node;
  for (let parent = current.parent; parent; parent = current.parent) {
    const wraps = parent.type === 'parenthesized_expression' || (isLogical(parent) && parent.childForFieldName('right')?.id === current.id);
    if (!wraps) return parent;
    current = parent;
  }
  return current;
}

function isLogical(node: SyntaxNode): boolean {
  return node.type === 'binary_expression' && LOGICAL_OPERATORS.has(node.childForFieldName('operator')?.type ?? '');
}

const LOGICAL_OPERATORS = new Set(['&&', '||', '??']);

/** Parents that name the function or class they hold (the value patterns of the query). */
const BINDINGS = new Set(['variable_declarator', 'assignment_expression', 'pair', 'export_statement']);

const FUNCTION_VALUES = new Set([
  'function_declaration',
  // TypeScript's bodiless forms: overload and ambient signatures, interface and abstract methods.
  'function_signature',
  'method_signature',
  'abstract_method_signature',
  'generator_function_declaration',
  'function_expression',
  'arrow_function',
  'generator_function',
  'method_definition',
]);
const CLASS_VALUES = new Set(['class_declaration', 'class', 'abstract_class_declaration']);

/** What an anonymous default export (`export default () => {}`, `module.exports = function () {}`) is called. */
const DEFAULT_EXPORT = 'default';

/**
 * A default export without a name of its own is `default` by position only: it may gain or lose
 * a name without anything being renamed (importers choose their own name).
 */
function withInferredName(definition: Definition | undefined, value: SyntaxNode | null): Definition | undefined {
  if (definition?.simpleName === DEFAULT_EXPORT && !value?.childForFieldName('name')) definition.stereotypes.push('INFERRED_NAME');
  return definition;
}

/** `qualifier`: the receiver path an assignment names the value through, part of its localName only. */
function fromValue(value: SyntaxNode | null, name: string | undefined, declaration: SyntaxNode, qualifier = ''): Definition | undefined {
  if (!value || !name) return undefined;
  if (CLASS_VALUES.has(value.type)) {
    return {
      type: 'Class',
      simpleName: name,
      localName: qualifier + name,
      signature: name,
      parameters: [],
      stereotypes: [],
      declaration,
      body: value.childForFieldName('body'),
      superclass: superclassOf(value),
    };
  }
  if (!FUNCTION_VALUES.has(value.type)) return undefined;
  const parameters = parametersOf(value);
  const returnType = annotationText(value.childForFieldName('return_type'));
  return {
    type: 'Function',
    simpleName: name,
    localName: qualifier + signatureOf(name, parameters),
    signature: signatureOf(name, parameters),
    parameters,
    ...(returnType ? { returnType } : {}),
    stereotypes: [],
    declaration,
    body: value.childForFieldName('body'),
  };
}

function fromMethod(node: SyntaxNode): Definition | undefined {
  const definition = fromValue(node, nameText(node.childForFieldName('name')), node);
  if (!definition) return undefined;
  const accessor = accessorKeyword(node);
  if (accessor) {
    definition.localName = `${accessor} ${definition.localName}`;
    definition.signature = `${accessor} ${definition.signature}`;
  }
  if (node.parent?.type !== 'class_body') {
    // An object-literal method is a Function; in `X.prototype = { ... }`, one of X's.
    const receiver = prototypeLiteralOf(node);
    if (receiver) {
      definition.localName = `${receiver}.${definition.localName}`;
      definition.receiver = receiver;
    }
    return withAccessorStereotype(definition, accessor);
  }
  if (definition.simpleName === 'constructor' && !accessor) {
    definition.type = 'Method';
    definition.stereotypes = ['TYPE_CONSTRUCTOR'];
    return definition;
  }
  return withAccessorStereotype(member(definition), accessor);
}

/**
 * `get size()` / `set size(v)` are accessors as Java's getters and setters are: read as a
 * property (`response.status`), too small for their containment in other code to mean anything.
 */
function withAccessorStereotype(definition: Definition | undefined, accessor: string | undefined): Definition | undefined {
  if (definition && accessor) definition.stereotypes = [...definition.stereotypes, accessor === 'get' ? 'FIELD_ACCESSOR' : 'FIELD_MUTATOR'];
  return definition;
}

/** A class field whose value is no function (those are methods, captured as `field`). */
function fieldOf(node: SyntaxNode): Definition | undefined {
  const value = node.childForFieldName('value');
  if (value && FUNCTION_VALUES.has(value.type)) return undefined;
  const name = nameText(memberName(node));
  if (!name) return undefined;
  const fieldType = annotationText(node.childForFieldName('type'));
  return { type: 'Field', simpleName: name, localName: name, signature: name, parameters: [], ...(fieldType ? { fieldType } : {}), stereotypes: ['TYPE_MEMBER'], declaration: node, body: value };
}

/**
 * A TypeScript type annotation's type, `: Promise<T>` -> `Promise<T>`; undefined without one.
 * Read without its comments (`: /* px *\/ number`): adding or rewording one changes no type.
 */
export function annotationText(annotation: SyntaxNode | null): string | undefined {
  return annotation ? tidy(textWithoutComments(annotation, 'comment').replace(/^:/, '')) || undefined : undefined;
}

/** A class field's name: `property` in JavaScript's grammar, `name` in TypeScript's. */
function memberName(field: SyntaxNode): SyntaxNode | null {
  return field.childForFieldName('property') ?? field.childForFieldName('name');
}

/** `X.prototype` when a property or method is written in `X.prototype = { ... }`. */
function prototypeLiteralOf(property: SyntaxNode): string | undefined {
  const literal = property.parent;
  const assignment = literal?.parent;
  if (literal?.type !== 'object' || assignment?.type !== 'assignment_expression') return undefined;
  if (assignment.childForFieldName('right')?.id !== literal.id) return undefined;
  const left = assignment.childForFieldName('left');
  const path = left ? memberPath(left) : undefined;
  return path?.endsWith(PROTOTYPE_SUFFIX) ? path : undefined;
}

/** `parse(text, options)`: what users call a JavaScript function's signature; TypeScript's has the types: `parse(text: string)`. */
export function signatureOf(name: string, parameters: readonly Parameter[]): string {
  return `${name}(${parameters.map((parameter) => (parameter.type ? `${writtenName(parameter)}: ${parameter.type}` : writtenName(parameter))).join(', ')})`;
}

/**
 * TypeScript's optional parameters (`step?: number`): the `?` is no part of the name (the body
 * reads `step`; `step` made optional is the same parameter, as a default value leaves it), only of
 * the signature as written.
 */
const optionalParameters = new WeakSet<Parameter>();

function writtenName(parameter: Parameter): string {
  return optionalParameters.has(parameter) ? `${parameter.name}?` : parameter.name;
}

function member(definition: Definition | undefined): Definition | undefined {
  if (definition && definition.type === 'Function') {
    definition.type = 'Method';
    definition.stereotypes = ['TYPE_MEMBER'];
  }
  return definition;
}

/** `get` / `set` before a method's name (anonymous tokens in the grammar). */
function accessorKeyword(method: SyntaxNode): string | undefined {
  for (const child of method.children) {
    if (!child || child.isNamed) break;
    if (child.type === 'get' || child.type === 'set') return child.type;
  }
  return undefined;
}

/** `export function f` and `export class C` span the `export` keyword too. */
export function exported(node: SyntaxNode): SyntaxNode {
  return node.parent?.type === 'export_statement' ? node.parent : node;
}

/** `const f = () => ...;` spans the whole statement when it declares nothing else. */
function declarationOfDeclarator(declarator: SyntaxNode): SyntaxNode {
  const declaration = declarator.parent;
  if (!declaration || (declaration.type !== 'lexical_declaration' && declaration.type !== 'variable_declaration')) {
    return declarator;
  }
  return declaration.namedChildCount === 1 ? exported(declaration) : declarator;
}

/** Property keys and names: identifiers as written, string keys unquoted; computed keys as written. */
export function nameText(node: SyntaxNode | null): string | undefined {
  if (!node) return undefined;
  if (node.type === 'string') return node.text.slice(1, -1);
  return node.text;
}

function assignedName(left: SyntaxNode | null, value: SyntaxNode | null): string | undefined {
  const path = left ? memberPath(left) : undefined;
  if (!path) return undefined;
  if (path === 'module.exports' || path === 'exports') return nameText(value?.childForFieldName('name') ?? null) ?? DEFAULT_EXPORT;
  for (const plumbing of ['module.exports.', 'exports.', 'this.']) {
    if (path.startsWith(plumbing)) return path.slice(plumbing.length);
  }
  return path;
}

/** `a.b.c` for a chain of plain identifiers; undefined for calls, subscripts, optional chains. */
function memberPath(node: SyntaxNode): string | undefined {
  // Down the chain of objects in a loop: a chain can be as long as the file.
  const properties: string[] = [];
  let current: SyntaxNode | null = node;
  while (current?.type === 'member_expression' && !current.childForFieldName('optional_chain')) {
    const property = current.childForFieldName('property');
    if (!property) return undefined;
    properties.push(property.text);
    current = current.childForFieldName('object');
  }
  if (current?.type !== 'identifier' && current?.type !== 'this') return undefined;
  properties.push(current.text);
  return properties.reverse().join('.');
}

function superclassOf(classNode: SyntaxNode): string | undefined {
  const heritage = classNode.namedChildren.find((child) => child?.type === 'class_heritage');
  let expression = heritage?.namedChildren[0];
  // TypeScript wraps it: `class_heritage (extends_clause value: ...) (implements_clause ...)`.
  if (expression?.type === 'extends_clause') expression = expression.childForFieldName('value') ?? undefined;
  if (expression?.type === 'implements_clause') return undefined;
  if (!expression) return undefined;
  if (expression.type === 'identifier') return expression.text;
  if (expression.type === 'member_expression') return expression.childForFieldName('property')?.text;
  return undefined; // `extends mixin(Base)`: no single supertype to name
}

function parametersOf(fn: SyntaxNode): Parameter[] {
  const single = fn.childForFieldName('parameter');
  if (single) return [{ name: single.text }];
  const list = fn.childForFieldName('parameters');
  if (!list) return [];
  if (list.hasError) return parametersFromText(list.text);
  const parameters: Parameter[] = [];
  for (const parameter of list.namedChildren) {
    if (!parameter || parameter.type === 'comment') continue;
    if (TYPED_PARAMETERS.has(parameter.type)) {
      const typed = typedParameter(parameter);
      if (typed) parameters.push(typed);
    } else {
      parameters.push(withBindings({ name: parameterName(parameter) }, parameter));
    }
  }
  return parameters;
}

/** `parameter` with the names its pattern binds, if it destructures (see `Parameter.binds`). */
function withBindings(parameter: Parameter, pattern: SyntaxNode): Parameter {
  const binds = parameterBindings(pattern);
  if (binds) parameter.binds = binds;
  return parameter;
}

/** TypeScript's parameters: a pattern with an optional type, modifiers and default. */
const TYPED_PARAMETERS = new Set(['required_parameter', 'optional_parameter']);

/**
 * `text?: string = ''` -> `{ name: 'text', type: 'string' }`, written `text?: string`. Accessibility
 * and `readonly` are no part of what callers pass; a `this` parameter types the receiver and is no
 * parameter at all.
 */
function typedParameter(parameter: SyntaxNode): Parameter | undefined {
  const pattern = parameter.childForFieldName('pattern');
  if (!pattern || pattern.type === 'this') return undefined;
  const name = parameterName(pattern);
  const type = annotationText(parameter.childForFieldName('type'));
  const typed: Parameter = withBindings(type ? { name, type } : { name }, pattern);
  if (parameter.type === 'optional_parameter') optionalParameters.add(typed);
  return typed;
}

/**
 * Parameters the grammar could not parse, mostly Flow or TypeScript annotations
 * (`v: any, ctor: Class<C>`): split at top-level commas, keep what precedes `:`, `?:` or `=`.
 * A string in a default value (`sep: string = ','`) and a comment are skipped whole: their commas
 * and brackets are text.
 */
function parametersFromText(text: string): Parameter[] {
  const inner = text.replace(/^\(|\)$/g, '');
  const parameters: Parameter[] = [];
  let depth = 0;
  let start = 0;
  const take = (end: number) => {
    const name = nameBeforeAnnotation(inner.slice(start, end).replace(COMMENTS, ' '));
    if (name) parameters.push({ name });
  };
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i];
    if (QUOTES.includes(ch)) i = stringEnd(inner, i);
    // A comment's apostrophe (`// don't`) opens no string.
    else if (inner.startsWith('//', i)) i = endOf(inner, '\n', i);
    else if (inner.startsWith('/*', i)) i = endOf(inner, '*/', i) + 1;
    // A regular expression (`re = /'/`, `/^https?:\/\//`): its quotes, slashes and brackets are text.
    else if (ch === '/' && /[(,=:[!&|?{};]/.test(lastNonSpaceBefore(inner, i) ?? ',')) i = regexEnd(inner, i);
    else if ('([{<'.includes(ch)) depth++;
    else if (')]}>'.includes(ch) && depth > 0 && inner[i - 1] !== '=') depth--;
    else if (ch === ',' && depth === 0) {
      take(i);
      start = i + 1;
    }
  }
  take(inner.length);
  return parameters;
}

const QUOTES = `'"\``;

/** Comments, cut before a parameter's name is read (what follows the name may be cut too: it is not read). */
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/**
 * The last character before `at` that is not white space (what `trimEnd` leaves last), undefined
 * when there is none. Read backwards over the white space only: each slash of a list reads the
 * white space just before it, so a list of thousands of slashes stays linear.
 */
function lastNonSpaceBefore(text: string, at: number): string | undefined {
  let i = at - 1;
  while (i >= 0 && WHITE_SPACE.test(text[i])) i--;
  return i >= 0 ? text[i] : undefined;
}

/** A character `trimEnd` removes (white space and line terminators, as `\s` matches). */
const WHITE_SPACE = /\s/;

/** The index of the quote that closes the string opened at `open` (escapes skipped), or the text's last index. */
function stringEnd(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === text[open]) return i;
    // A template's substitution (`${`x`}`) may hold strings and templates of its own.
    else if (text[open] === '`' && text.startsWith('${', i)) i = substitutionEnd(text, i + 2);
  }
  return text.length - 1;
}

/** The index of the slash that closes the regular expression opened at `open` (escapes and classes skipped), or `open` when none does. */
function regexEnd(text: string, open: number): number {
  let inClass = false;
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '[') inClass = true;
    else if (text[i] === ']') inClass = false;
    else if (text[i] === '/' && !inClass) return i;
    // No regular expression spans lines: a slash that divides.
    else if (text[i] === '\n') return open;
  }
  return open;
}

/** The index of the `}` closing a template substitution whose text starts at `from`. */
function substitutionEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (QUOTES.includes(text[i])) i = stringEnd(text, i);
    else if (text[i] === '{') depth++;
    else if (text[i] === '}' && depth-- === 0) return i;
  }
  return text.length - 1;
}

/** The index where the first `end` after `from` starts, or the text's last index. */
function endOf(text: string, end: string, from: number): number {
  const at = text.indexOf(end, from + 2);
  return at === -1 ? text.length - 1 : at;
}

function nameBeforeAnnotation(parameter: string): string {
  let depth = 0;
  for (let i = 0; i < parameter.length; i++) {
    const ch = parameter[i];
    if ('([{<'.includes(ch)) depth++;
    else if (')]}>'.includes(ch)) depth--;
    else if (depth === 0 && (ch === ':' || ch === '=' || ch === '?')) return tidy(parameter.slice(0, i));
  }
  return tidy(parameter);
}

function tidy(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

const MAX_PATTERN_DEPTH = 100;

/**
 * `x = 1` -> `x`; `...rest` -> `...rest`; destructuring by the names it binds, defaults left out
 * (`{ a = 1, b: [c] }` -> `{ a, b: [c] }`): defaults are no part of what callers pass.
 */
function parameterName(parameter: SyntaxNode, depth = 0): string {
  // Patterns nested deeper than anyone writes are named as written rather than recursed into.
  if (depth > MAX_PATTERN_DEPTH) return tidy(parameter.text);
  switch (parameter.type) {
    case 'assignment_pattern':
    case 'object_assignment_pattern': {
      const left = parameter.childForFieldName('left');
      return left ? parameterName(left, depth + 1) : tidy(parameter.text);
    }
    case 'rest_pattern': {
      const inner = parameter.namedChildren[0];
      return `...${inner ? parameterName(inner, depth + 1) : ''}`;
    }
    case 'pair_pattern': {
      const key = parameter.childForFieldName('key');
      const value = parameter.childForFieldName('value');
      return key && value ? `${key.text}: ${parameterName(value, depth + 1)}` : tidy(parameter.text);
    }
    case 'object_pattern':
      return `{ ${patternElements(parameter, depth + 1).join(', ')} }`;
    case 'array_pattern':
      return `[${patternElements(parameter, depth + 1).join(', ')}]`;
    default:
      return tidy(parameter.text);
  }
}

function patternElements(pattern: SyntaxNode, depth: number): string[] {
  const names: string[] = [];
  for (const element of pattern.namedChildren) {
    if (element && element.type !== 'comment') names.push(parameterName(element, depth));
  }
  return names;
}
