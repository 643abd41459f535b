import { isCallable, typeChanged, type CstNode, type Parameter } from '../core/cst';
import { isMatching, type Relationship } from '../core/relationship';
import { refactoringTypeName, codeElement } from './from-relationships';
import { bare, marker, parameterChanges, type BodyNames, type ParameterChange } from './signature-changes';
import type { CodeElement, Operation, Refactoring } from './types';

/**
 * The refactorings inside the declaration of an element matched on both sides (kept, renamed or
 * moved): the parameters added, removed, renamed, reordered or retyped and the return type
 * changed, for a method or function; the type changed, for a field. `parameters` is undefined
 * when the parameter changes are not all explained (the caller keeps its Change Signature).
 */
export function fineGrainedRefactorings(
  relationship: Relationship,
  language: string,
  bodies?: (relationship: Relationship) => BodyNames,
  parameterized: ReadonlySet<string> = new Set(),
  changesOfParameters: () => ParameterChange[] | undefined = () => parameterChanges(relationship.before, relationship.after, bodies?.(relationship) ?? {}),
): Refactoring[] | undefined {
  const { type, before, after } = relationship;
  // A function that became a method, or the reverse, keeps its parameters to compare.
  if (!isMatching(type) || type === 'CONVERT_TYPE' || (before.type !== after.type && !(isCallable(before) && isCallable(after)))) return [];
  if (before.type === 'Field') {
    if (!typeChanged(before.fieldType, after.fieldType)) return [];
    const field = (node: CstNode): CodeElement => ({ ...codeElement(node), declaredType: node.fieldType });
    return [build(relationship, 'CHANGE_TYPE', 'Field', language, field(before), field(after), `${before.fieldType} to ${after.fieldType} in field ${qualifiedSignature(after)}`)];
  }
  if (!isCallable(before)) return [];
  const found: Refactoring[] = [];
  const changes = changesOfParameters();
  for (const change of changes ?? []) {
    // A local made a parameter is a Parameterize Variable (report/variable-refactorings.ts), not an addition.
    if (change.operation === 'ADD' && parameterized.has(bare(change.after.name))) continue;
    found.push(parameterRefactoring(relationship, change, language));
  }
  if (typeChanged(before.returnType, after.returnType)) {
    const callable = (node: CstNode): CodeElement => ({ ...codeElement(node), declaredType: node.returnType });
    const what = `${before.returnType} to ${after.returnType} in ${after.type.toLowerCase()} ${qualifiedSignature(after)}`;
    found.push(build(relationship, 'CHANGE_RETURN_TYPE', after.type, language, callable(before), callable(after), what));
  }
  return changes ? found : found.length > 0 ? found : undefined;
}

/** The operations only found inside a signature or a field declaration. */
const FINE_GRAINED_OPERATIONS: ReadonlySet<Operation> = new Set(['ADD', 'REMOVE', 'REORDER', 'CHANGE_TYPE', 'CHANGE_RETURN_TYPE']);

/**
 * Whether a refactoring is one of the fine-grained ones above (kind Parameter, or a changed
 * type) or one of a local variable's (kind Variable): what the policy's `fineGrained` switches select.
 */
export function isFineGrained(refactoring: Pick<Refactoring, 'operation' | 'kind'>): boolean {
  return FINE_GRAINED_OPERATIONS.has(refactoring.operation) || refactoring.kind === 'Parameter' || refactoring.kind === 'Variable';
}

/**
 * Sides, in RefactoringMiner's way: Rename and Change Parameter Type, the parameter on each side;
 * Add, the callable before and the new parameter; Remove, the parameter and the callable after;
 * Reorder, the callable on each side.
 */
function parameterRefactoring(relationship: Relationship, change: ParameterChange, language: string): Refactoring {
  const { before, after } = relationship;
  const where = `in ${after.type.toLowerCase()} ${qualifiedSignature(after)}`;
  switch (change.operation) {
    case 'ADD':
      return build(relationship, 'ADD', 'Parameter', language, codeElement(before), parameter(after, change.after), `${change.after.name} ${where}`);
    case 'REMOVE':
      return build(relationship, 'REMOVE', 'Parameter', language, parameter(before, change.before), codeElement(after), `${change.before.name} ${where}`);
    case 'RENAME':
      return build(relationship, 'RENAME', 'Parameter', language, parameter(before, change.before), parameter(after, change.after), `${change.before.name} to ${change.after.name} ${where}`);
    case 'CHANGE_TYPE': {
      const what = `${change.before.type} to ${change.after.type} of ${change.after.name} ${where}`;
      return build(relationship, 'CHANGE_TYPE', 'Parameter', language, parameter(before, change.before), parameter(after, change.after), what);
    }
    case 'REORDER': {
      const list = (parameters: Parameter[]) => `[${parameters.map((p) => p.name).join(', ')}]`;
      return build(relationship, 'REORDER', 'Parameter', language, codeElement(before), codeElement(after), `${list(change.before)} to ${list(change.after)} ${where}`);
    }
  }
}

/** A parameter: its container is the callable, fully qualified, with its signature (the contract's rule for parameters). */
function parameter(callable: CstNode, p: Parameter): CodeElement {
  return { ...codeElement(callable), container: qualifiedSignature(callable), name: p.name, signature: p.name, ...(p.type ? { declaredType: p.type } : {}) };
}

/** `my.calc.Calculator.min(double, double)`, `src/math.js.min(a, b)`. */
export function qualifiedSignature(node: CstNode): string {
  const element = codeElement(node);
  return element.container ? `${element.container}.${element.signature}` : element.signature;
}

export { build as buildFineGrained };

function build(relationship: Relationship, operation: Operation, kind: string, language: string, before: CodeElement, after: CodeElement, what: string): Refactoring {
  const type = refactoringTypeName(operation, kind);
  const refactoring: Refactoring = { type, operation, kind, language, before, after, description: `${type} ${what}` };
  if (relationship.similarity !== undefined) refactoring.similarity = Math.round(relationship.similarity * 1000) / 1000;
  return refactoring;
}

/**
 * The simple name of the callable whose call sites change with a refactoring: one whose parameter
 * list or return type changed (Rename Parameter changes no call, unless it marks or unmarks the
 * parameter). Undefined for the rest.
 */
export function callableWithChangedCalls(refactoring: Refactoring): string | undefined {
  const { operation, kind, after } = refactoring;
  if (operation === 'CHANGE_SIGNATURE' || operation === 'REORDER' || operation === 'CHANGE_RETURN_TYPE') return after.name;
  // A local made a parameter: callers pass one more argument.
  if (operation === 'PARAMETERIZE') return simpleNameOfSignature(after.container);
  if (kind !== 'Parameter') return undefined;
  if (operation === 'ADD' || operation === 'CHANGE_TYPE') return simpleNameOfSignature(after.container);
  if (operation === 'REMOVE') return after.name;
  // A parameter marked or unmarked as it was renamed (`*streams` -> `stream_spec`): callers pass it otherwise.
  if (operation === 'RENAME' && marker(refactoring.before.name) !== marker(after.name)) return simpleNameOfSignature(after.container);
  return undefined;
}

/** `src/math.js.min(a, b)` -> `min`. */
function simpleNameOfSignature(qualified: string): string {
  const open = qualified.indexOf('(');
  const head = open < 0 ? qualified : qualified.slice(0, open);
  return head.slice(Math.max(head.lastIndexOf('.'), head.lastIndexOf('/')) + 1);
}
