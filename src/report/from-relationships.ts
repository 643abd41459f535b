import { containerName, isCallable, type CstNode } from '../core/cst';
import type { Relationship, RelationshipType } from '../core/relationship';
import { fineGrainedRefactorings } from './fine-grained';
import { movedVariableRefactorings, variableRefactorings } from './variable-refactorings';
import { parameterChanges, type BodyNames, type ParameterChange } from './signature-changes';
import type { CodeElement, Operation, Refactoring } from './types';

/** How each relationship type is reported; SAME is not a refactoring. */
const OPERATIONS: Record<RelationshipType, Operation | undefined> = {
  SAME: undefined,
  CONVERT_TYPE: 'CONVERT_TYPE',
  CHANGE_SIGNATURE: 'CHANGE_SIGNATURE',
  PULL_UP: 'PULL_UP',
  PUSH_DOWN: 'PUSH_DOWN',
  PULL_UP_SIGNATURE: 'PULL_UP',
  PUSH_DOWN_IMPL: 'PUSH_DOWN',
  RENAME: 'RENAME',
  INTERNAL_MOVE: 'MOVE',
  MOVE: 'MOVE',
  INTERNAL_MOVE_RENAME: 'MOVE_RENAME',
  MOVE_RENAME: 'MOVE_RENAME',
  EXTRACT_SUPER: 'EXTRACT_SUPER',
  EXTRACT: 'EXTRACT',
  EXTRACT_MOVE: 'EXTRACT_MOVE',
  INLINE: 'INLINE',
  SPLIT: 'SPLIT',
  MERGE: 'MERGE',
};

const OPERATION_WORDS: Record<Operation, string> = {
  MOVE: 'Move',
  RENAME: 'Rename',
  MOVE_RENAME: 'Move And Rename',
  EXTRACT: 'Extract',
  EXTRACT_MOVE: 'Extract And Move',
  INLINE: 'Inline',
  PULL_UP: 'Pull Up',
  PUSH_DOWN: 'Push Down',
  CHANGE_SIGNATURE: 'Change Signature',
  EXTRACT_SUPER: 'Extract',
  CONVERT_TYPE: 'Convert Type',
  ADD: 'Add',
  REMOVE: 'Remove',
  REORDER: 'Reorder',
  CHANGE_TYPE: 'Change',
  CHANGE_RETURN_TYPE: 'Change Return Type',
  PARAMETERIZE: 'Parameterize',
  SPLIT: 'Split',
  MERGE: 'Merge',
};

/** The human name of a refactoring: "Rename Method", "Extract Superclass", "Extract Interface". */
export function refactoringTypeName(operation: Operation, kind: string): string {
  if (operation === 'EXTRACT_SUPER') return kind === 'Class' ? 'Extract Superclass' : `Extract ${kind}`;
  // RefactoringMiner's words: "Change Parameter Type", and "Change Return Type" whatever the callable.
  if (operation === 'CHANGE_TYPE') return `Change ${kind} Type`;
  if (operation === 'CHANGE_RETURN_TYPE') return OPERATION_WORDS[operation];
  return `${OPERATION_WORDS[operation]} ${kind}`;
}

/**
 * The refactorings a relationship stands for: itself, and the changes inside the signature or
 * declaration of a matched element (src/report/fine-grained.ts). A Change Signature those
 * changes explain entirely is reported as them alone, as RefactoringMiner does: callers of
 * `min(a, b)` that became `min(left, b)` see no change, and such renames outnumber real ones.
 */
export function toRefactorings(
  relationship: Relationship,
  language: string,
  bodies?: (relationship: Relationship) => BodyNames,
  withFineGrained = true,
  keepFineGrained = true,
): Refactoring[] {
  // Without the fine-grained types (analysis.fineGrained: false) a changed signature stays one Change Signature.
  // A caller that drops them gets the same others: they are worked out only where they decide
  // whether a Change Signature is reported (what follows adds nothing but fine-grained ones otherwise).
  if (!withFineGrained || (!keepFineGrained && relationship.type !== 'CHANGE_SIGNATURE')) {
    const refactoring = toRefactoring(relationship, language);
    return refactoring ? [refactoring] : [];
  }
  // Only a callable's body is ever read below (the rules of types and fields read declarations): no reader for the others.
  const evidence = isCallable(relationship.before) && isCallable(relationship.after) ? bodies?.(relationship) : undefined;
  // Both readers ask for the parameter changes, whose token alignment of the bodies costs: once.
  let changes: { of: ParameterChange[] | undefined } | undefined;
  const parameterChangesOnce = () => (changes ??= { of: parameterChanges(relationship.before, relationship.after, evidence ?? {}) }).of;
  if (!keepFineGrained) return changeSignatureUnexplained(relationship, language, evidence, parameterChangesOnce);
  const variables = variableRefactorings(relationship, language, evidence, parameterChangesOnce);
  const fineGrained = fineGrainedRefactorings(relationship, language, evidence && (() => evidence), variables.parameterized, parameterChangesOnce);
  // A local made a parameter explains that parameter's addition.
  if (relationship.type === 'CHANGE_SIGNATURE' && fineGrained && fineGrained.length + variables.parameterized.size > 0) return [...fineGrained, ...variables.refactorings];
  const refactoring = toRefactoring(relationship, language);
  // Two readings of moved code's locals (through the extraction's call, and through the moved body's pairs with its source) may find one rename twice.
  const moved = movedVariableRefactorings(relationship, language, evidence);
  return [...(refactoring ? [refactoring] : []), ...(fineGrained ?? []), ...(moved.length > 0 ? uniqueByDescription([...variables.refactorings, ...moved]) : variables.refactorings)];
}

/**
 * A Change Signature for a caller that drops the fine-grained refactorings: reported only when
 * the full reading above would report it (fine-grained changes explain none of it), with only
 * the work that decides that. Signature changes found, all explained: not reported, whatever the
 * locals (a local made a parameter only turns an Add Parameter into a Parameterize Variable).
 * Changes left unexplained: reported, whatever the locals. No change in the signature itself:
 * only then do the locals decide (one made a parameter explains it).
 */
function changeSignatureUnexplained(relationship: Relationship, language: string, evidence: BodyNames | undefined, parameterChangesOnce: () => ParameterChange[] | undefined): Refactoring[] {
  const reported = () => {
    const refactoring = toRefactoring(relationship, language);
    return refactoring ? [refactoring] : [];
  };
  const signature = fineGrainedRefactorings(relationship, language, evidence && (() => evidence), new Set(), parameterChangesOnce);
  if (!signature) return reported();
  if (signature.length > 0) return [];
  return variableRefactorings(relationship, language, evidence, parameterChangesOnce).parameterized.size > 0 ? [] : reported();
}

/** One of each refactoring found twice: the same description at the same places (one name declared in two blocks is two). */
function uniqueByDescription(refactorings: readonly Refactoring[]): Refactoring[] {
  const seen = new Set<string>();
  const place = (element: CodeElement) => `${element.file}:${element.startLine}-${element.endLine}`;
  return refactorings.filter((refactoring) => {
    const key = `${refactoring.description}|${place(refactoring.before)}|${place(refactoring.after)}`;
    return !seen.has(key) && seen.add(key) !== undefined;
  });
}

export function toRefactoring(relationship: Relationship, language: string): Refactoring | undefined {
  const operation = OPERATIONS[relationship.type];
  if (!operation) return undefined;
  const { before, after } = relationship;
  // The kind of the element the refactoring is about: the new supertype or the extracted code's
  // new home (a function extracted from a method is a function), else the element before.
  const kind = operation === 'EXTRACT_SUPER' || operation === 'EXTRACT' || operation === 'EXTRACT_MOVE' ? after.type : before.type;
  const refactoring: Refactoring = {
    type: refactoringTypeName(operation, kind),
    operation,
    kind,
    language,
    before: codeElement(before),
    after: codeElement(after),
    description: '',
  };
  if (relationship.similarity !== undefined) refactoring.similarity = Math.round(relationship.similarity * 1000) / 1000;
  refactoring.description = describeRefactoring(refactoring, relationship);
  return refactoring;
}

export function codeElement(node: CstNode): CodeElement {
  return {
    file: node.location.file,
    container: containerName(node),
    name: node.simpleName,
    signature: node.signature ?? node.localName,
    startLine: node.location.startLine,
    endLine: node.location.endLine,
  };
}

/** One sentence, in the style RefactoringMiner made familiar. */
export function describeRefactoring(r: Refactoring, relationship: Relationship): string {
  const { before, after } = relationship;
  const qualified = (element: CodeElement) =>
    element.container ? `${element.container}${r.kind === 'File' ? '/' : '.'}${element.signature}` : element.signature;
  switch (r.operation) {
    case 'RENAME':
    case 'CHANGE_SIGNATURE':
      return `${r.type} ${r.before.signature} to ${r.after.signature}${enclosedBy(after)}`;
    case 'MOVE':
    case 'MOVE_RENAME':
      return `${r.type} ${qualified(r.before)} to ${qualified(r.after)}`;
    case 'EXTRACT':
      return `${r.type} ${r.after.signature} from ${r.before.signature}${enclosedBy(after)}`;
    case 'EXTRACT_MOVE':
      return `${r.type} ${qualified(r.after)} from ${qualified(r.before)}`;
    case 'INLINE':
      return `${r.type} ${qualified(r.before)} into ${qualified(r.after)}`;
    case 'PULL_UP':
    case 'PUSH_DOWN':
      return `${r.type} ${r.before.signature} from ${kindWord(before.parent)} ${r.before.container} to ${kindWord(after.parent)} ${r.after.container}`;
    case 'EXTRACT_SUPER':
      return `${r.type} ${qualified(r.after)} from ${kindWord(before)} ${qualified(r.before)}`;
    case 'CONVERT_TYPE':
      return `${r.type} ${qualified(r.before)} to ${after.type.toLowerCase()}`;
    // One refactoring per part: the sentence names the part it is about.
    case 'SPLIT':
      return `${r.type} ${r.before.signature} into ${r.after.signature}${enclosedBy(after)}`;
    case 'MERGE':
      return `${r.type} ${r.before.signature} into ${r.after.signature}${enclosedBy(after)}`;
    default:
      // The fine-grained operations describe themselves (fine-grained.ts).
      return r.type;
  }
}

/** " in class my.calc.Calculator", " in file src/util.js", " in folder src". */
function enclosedBy(node: CstNode): string {
  const container = containerName(node);
  if (!container) return '';
  return ` in ${node.parent ? kindWord(node.parent) : node.type === 'File' ? 'folder' : 'package'} ${container}`;
}

function kindWord(node: CstNode | undefined): string {
  return node ? node.type.toLowerCase() : 'scope';
}

/** A stable order: by file and line after the change, then type and names. */
export function compareRefactorings(a: Refactoring, b: Refactoring): number {
  return (
    compareText(a.after.file, b.after.file) ||
    a.after.startLine - b.after.startLine ||
    compareText(a.type, b.type) ||
    compareText(a.before.file, b.before.file) ||
    a.before.startLine - b.before.startLine ||
    compareText(a.before.signature, b.before.signature) ||
    compareText(a.after.signature, b.after.signature)
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
