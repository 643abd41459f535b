import { hasStereotype, isCallable, namesInBody, typeChanged, type CstNode } from '../core/cst';
import { isMatching, type Relationship } from '../core/relationship';
import { iteratedElementBecame } from '../core/statements/replaced-name';
import { extractedCodeVariableChanges } from '../core/statements/extracted-code-variables';
import { movedVariableChanges, variableChanges, type DeclaredVariable, type VariableChange } from '../core/statements/variables';
import { codeElement } from './from-relationships';
import { bare, parameterChanges, type BodyNames, type ParameterChange } from './signature-changes';
import { buildFineGrained, qualifiedSignature } from './fine-grained';
import type { CodeElement, Refactoring } from './types';

/**
 * The refactorings of local variables inside the body of a method or function matched on both
 * sides (kept, renamed, moved, signature changed), with RefactoringMiner's names: Rename, Extract,
 * Inline, Change Variable Type, Parameterize Variable. `parameterized` names the parameters that
 * were locals before, so that they are not also reported as added.
 */
export function variableRefactorings(
  relationship: Relationship,
  language: string,
  bodies?: BodyNames,
  changesOfParameters: () => ParameterChange[] | undefined = () => parameterChanges(relationship.before, relationship.after, bodies),
): { refactorings: Refactoring[]; parameterized: Set<string> } {
  const none = { refactorings: [], parameterized: new Set<string>() };
  const { type, before, after } = relationship;
  if (type === 'EXTRACT' || type === 'EXTRACT_MOVE') return { refactorings: extractedCodeRefactorings(relationship, language, bodies), parameterized: new Set() };
  if (!isMatching(type) || type === 'CONVERT_TYPE' || !isCallable(before) || !isCallable(after)) return none;
  // A method of an anonymous type (Kotlin's `object : Runnable { ... }`) is code of the callable around it, whose changes are read with it.
  if (inAnonymousType(before) || inAnonymousType(after)) return none;
  const statements = bodies?.statements?.();
  if (!statements) return none;
  const parameterRenames = new Map(
    (changesOfParameters() ?? []).flatMap((change) => (change.operation === 'RENAME' ? [[bare(change.before.name), bare(change.after.name)] as const] : [])),
  );
  const renamedFrom = new Map([...parameterRenames].map(([from, to]) => [to, from]));
  // The element a loop over the old parameter declared, now the parameter renamed (report/signature-changes.ts):
  // one change, reported as the Rename and Change Parameter Type alone.
  const elementOfRenamed = (parameter: string) => {
    const from = renamedFrom.get(parameter);
    return from !== undefined && iteratedElementBecame(statements.before, statements.after, from, parameter);
  };
  const changes = variableChanges(
    { body: statements.before, parameters: namesInBody(before.parameters, (p) => bare(p.name)) },
    { body: statements.after, parameters: namesInBody(after.parameters, (p) => bare(p.name)) },
    parameterRenames,
    bodies?.movedAway?.(),
    bodies?.extractedHelpers?.(),
    // Bound: a reader's methods may read their object (report/body-names.ts).
    bodies?.newCallable && ((name: string) => bodies.newCallable!(name)),
  ).filter((change) => change.operation !== 'PARAMETERIZE' || !elementOfRenamed(change.parameter));
  const parameterized = new Set(changes.flatMap((change) => (change.operation === 'PARAMETERIZE' ? [change.parameter] : [])));
  const retyped = changes.flatMap((change) => {
    if (change.operation === 'PARAMETERIZE') return parameterizedTypeChange(relationship, change, language);
    return change.operation === 'LOCALIZE' ? localizedTypeChange(relationship, change, language) : [];
  });
  const reported = changes.filter((change): change is Exclude<VariableChange, { operation: 'LOCALIZE' }> => change.operation !== 'LOCALIZE');
  return { refactorings: [...reported.map((change) => toRefactoring(relationship, change, language)), ...retyped], parameterized };
}

/** The refactorings of the locals of extracted code, in the extracted callable (see extracted-code-variables.ts). */
function extractedCodeRefactorings(relationship: Relationship, language: string, bodies?: BodyNames): Refactoring[] {
  const { before, after } = relationship;
  const bodiesOf = bodies?.extraction?.();
  if (!bodiesOf || !isCallable(before) || !isCallable(after)) return [];
  const changes = extractedCodeVariableChanges(
    { body: bodiesOf.callerBefore, parameters: namesInBody(before.parameters, (p) => bare(p.name)) },
    bodiesOf.callerAfter,
    { body: bodiesOf.extracted, parameters: namesInBody(after.parameters, (p) => bare(p.name)) },
    { name: after.simpleName, parameters: after.parameters.map((p) => p.name) },
  );
  return changes.flatMap((change) => (change.operation === 'LOCALIZE' ? [] : [toRefactoring(relationship, change, language)]));
}

/**
 * The locals renamed (and retyped) inside code an extraction or an inlining moved, as
 * RefactoringMiner reports them: the variable of the source before (the caller of an extraction,
 * the inlined callable), the variable after in the callable now holding the code.
 */
function inAnonymousType(node: CstNode): boolean {
  return node.parent !== undefined && hasStereotype(node.parent, 'ANONYMOUS_TYPE');
}

export function movedVariableRefactorings(relationship: Relationship, language: string, bodies?: BodyNames): Refactoring[] {
  const { type, before, after } = relationship;
  if ((type !== 'EXTRACT' && type !== 'EXTRACT_MOVE' && type !== 'INLINE') || !isCallable(before) || !isCallable(after)) return [];
  const code = bodies?.movedStatements?.();
  if (!code) return [];
  const inlined = type === 'INLINE';
  const parameters = (node: CstNode) => namesInBody(node.parameters, (p) => bare(p.name));
  const source = { body: inlined ? code.moved : code.callerBefore, parameters: parameters(before) };
  const target = { body: inlined ? code.callerAfter : code.moved, parameters: parameters(after) };
  return movedVariableChanges(source, target, code.pairs).map((change) => toRefactoring(relationship, change, language));
}

/**
 * A parameter made a local of another type (Kotlin's `id: Long` that became an inferred `val id = readId()`)
 * changed its type, as RefactoringMiner reports it: the parameter before, the variable after. The
 * parameter gone from the signature stays a Remove Parameter.
 */
function localizedTypeChange(relationship: Relationship, change: Extract<VariableChange, { operation: 'LOCALIZE' }>, language: string): Refactoring[] {
  const parameter = parameterElement(relationship.before, change.parameter);
  if (!typeChanged(parameter.declaredType, change.after.type)) return [];
  const what = `${parameter.declaredType} to ${change.after.type} of ${change.after.name} in ${relationship.after.type.toLowerCase()} ${qualifiedSignature(relationship.after)}`;
  return [buildFineGrained(relationship, 'CHANGE_TYPE', 'Variable', language, parameter, variable(relationship.after, change.after), what)];
}

/**
 * A local made a parameter of another type (Kotlin's inferred `val analysis = ...` that became
 * `analysis: HeapAnalysisSuccess`) also changed its type, as RefactoringMiner reports it: the
 * variable before, the parameter after. So did a local whose value gave it a type (Python's
 * `discriminator = Encoder(...)`) made a parameter that writes none: the type is no longer the
 * body's to choose, but the caller's.
 */
function parameterizedTypeChange(relationship: Relationship, change: Extract<VariableChange, { operation: 'PARAMETERIZE' }>, language: string): Refactoring[] {
  const parameter = parameterElement(relationship.after, change.parameter);
  const untyped = !!change.before.type && !parameter.declaredType;
  if (!untyped && !typeChanged(change.before.type, parameter.declaredType)) return [];
  const what = `${change.before.type} to ${parameter.declaredType ?? 'no written type'} of ${change.parameter} in ${relationship.after.type.toLowerCase()} ${qualifiedSignature(relationship.after)}`;
  return [buildFineGrained(relationship, 'CHANGE_TYPE', 'Variable', language, variable(relationship.before, change.before), parameter, what)];
}

/** A parameter of `callable` as a variable of its body: container the callable, its written type if any. */
function parameterElement(callable: CstNode, name: string): CodeElement {
  const parameter = callable.parameters.find((p) => bare(p.name) === name);
  return { ...codeElement(callable), container: qualifiedSignature(callable), name, signature: name, ...(parameter?.type ? { declaredType: parameter.type } : {}) };
}

/**
 * Sides, in RefactoringMiner's way: Rename and Change Variable Type, the variable on each side;
 * Extract, the callable before and the new variable; Inline, the variable and the callable after;
 * Parameterize, the variable before and the parameter after.
 */
function toRefactoring(relationship: Relationship, change: Exclude<VariableChange, { operation: 'LOCALIZE' }>, language: string): Refactoring {
  const { before, after } = relationship;
  const where = `in ${after.type.toLowerCase()} ${qualifiedSignature(after)}`;
  switch (change.operation) {
    case 'RENAME':
      return buildFineGrained(relationship, 'RENAME', 'Variable', language, variable(before, change.before), variable(after, change.after), `${change.before.name} to ${change.after.name} ${where}`);
    case 'CHANGE_TYPE': {
      const what = `${change.before.type} to ${change.after.type} of ${change.after.name} ${where}`;
      return buildFineGrained(relationship, 'CHANGE_TYPE', 'Variable', language, variable(before, change.before), variable(after, change.after), what);
    }
    case 'EXTRACT':
      return buildFineGrained(relationship, 'EXTRACT', 'Variable', language, codeElement(before), variable(after, change.after), `${change.after.name} ${where}`);
    case 'INLINE':
      return buildFineGrained(relationship, 'INLINE', 'Variable', language, variable(before, change.before), codeElement(after), `${change.before.name} ${where}`);
    case 'PARAMETERIZE':
      return buildFineGrained(relationship, 'PARAMETERIZE', 'Variable', language, variable(before, change.before), parameterElement(after, change.parameter), `${change.before.name} to ${change.parameter} ${where}`);
  }
}

/** A local variable: its container is the callable, fully qualified, with its signature; its lines, those of its declaration. */
function variable(callable: CstNode, declared: DeclaredVariable): CodeElement {
  return {
    ...codeElement(callable),
    container: qualifiedSignature(callable),
    name: declared.name,
    signature: declared.name,
    startLine: declared.statement.startLine,
    endLine: declared.statement.endLine,
    ...(declared.type ? { declaredType: declared.type } : {}),
  };
}
