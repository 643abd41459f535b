import { hasStereotype, isCallable, type CstNode, type CstRoot } from '../../src/core/cst';
import type { Refactoring } from '../../src/report/types';
import { entryKey } from './oracle';
import { moduleEntity, qualifiedEntity } from './report-keys';

const CLASS_KINDS = new Set(['Class', 'Interface', 'Enum', 'Object']);
const MODULE_OPERATIONS = new Set(['MOVE', 'RENAME', 'MOVE_RENAME']);
const CLASS_OPERATIONS = MODULE_OPERATIONS;

/**
 * A module moved or renamed carries its classes along: RefactoringMiner lists a Move Class for
 * each of them besides the module's own, refdiff one File refactoring (the classes in it keep their
 * place in the file). The keys of those class moves: each class at the top of the module both
 * before and after, under the module's two names. `parse` gives one file's CST.
 */
export function impliedClassMoveKeys(refactoring: Refactoring, parse: (side: 'before' | 'after', path: string) => CstRoot): string[] {
  if (refactoring.kind !== 'File' || !MODULE_OPERATIONS.has(refactoring.operation)) return [];
  const before = topLevelClasses(parse('before', refactoring.before.file));
  const after = new Set(topLevelClasses(parse('after', refactoring.after.file)));
  const moduleBefore = moduleEntity(refactoring.before.file);
  const moduleAfter = moduleEntity(refactoring.after.file);
  return before.filter((name) => after.has(name)).map((name) => entryKey('Move Class', `${moduleBefore}.${name}`, `${moduleAfter}.${name}`));
}

function topLevelClasses(root: CstRoot): string[] {
  return root.nodes.flatMap((file) => file.children.filter((child) => CLASS_KINDS.has(child.type)).map((child) => child.simpleName));
}

/**
 * A class moved or renamed carries its nested classes along: RefactoringMiner lists a Move Class
 * for each (`Listener.Step` -> `OnProgressListener.Step`), refdiff only the outer class (a child
 * moved with its parent is no refactoring). The keys of those moves: each nested class on both
 * sides, under the outer class's two names. Java and Kotlin names only (qualified containers).
 */
export function nestedClassMoveKeys(refactoring: Refactoring, parse: (side: 'before' | 'after', path: string) => CstRoot): string[] {
  if (!CLASS_KINDS.has(refactoring.kind) || !CLASS_OPERATIONS.has(refactoring.operation)) return [];
  if (refactoring.language !== 'kotlin' && refactoring.language !== 'java') return [];
  const before = declaredAt(parse('before', refactoring.before.file), refactoring.before.startLine, refactoring.kind);
  const after = declaredAt(parse('after', refactoring.after.file), refactoring.after.startLine, refactoring.kind);
  if (!before || !after) return [];
  const nestedAfter = new Set(nestedClasses(after));
  const outerBefore = qualifiedEntity(refactoring.before, true);
  const outerAfter = qualifiedEntity(refactoring.after, true);
  return nestedClasses(before)
    .filter((name) => nestedAfter.has(name))
    .map((name) => entryKey('Move Class', `${outerBefore}.${name}`, `${outerAfter}.${name}`));
}

/**
 * A class moved or renamed carries its methods along. Where RefactoringMiner read the class as
 * merged into another (`Merge Class [DevServerAndroid, DevServerJvm] merged to DevServer`) or
 * split off (`Extract Class InternalLeakCanary from class LeakCanaryInternal`), it lists a Move
 * Method for each method carried (`run()` from `DevServerAndroid` to `DevServer`); refdiff, which
 * reads the class renamed, reports the class only (a child moved with its parent is no refactoring).
 * The keys of those moves: each method declared in the class on both sides by the same name, under
 * the class's two names; to be scored only where the oracle judged one, since where
 * RefactoringMiner reads the class renamed too it lists no move. Java and Kotlin names only.
 */
export function carriedMethodMoveKeys(refactoring: Refactoring, parse: (side: 'before' | 'after', path: string) => CstRoot): string[] {
  if (!CLASS_KINDS.has(refactoring.kind) || !CLASS_OPERATIONS.has(refactoring.operation)) return [];
  if (refactoring.language !== 'kotlin' && refactoring.language !== 'java') return [];
  const before = declaredAt(parse('before', refactoring.before.file), refactoring.before.startLine, refactoring.kind);
  const after = declaredAt(parse('after', refactoring.after.file), refactoring.after.startLine, refactoring.kind);
  if (!before || !after) return [];
  const methodsAfter = new Set(methods(after));
  const outerBefore = qualifiedEntity(refactoring.before, true);
  const outerAfter = qualifiedEntity(refactoring.after, true);
  return [...new Set(methods(before))]
    .filter((name) => methodsAfter.has(name))
    .map((name) => entryKey('Move Method', `${outerBefore}#${name}`, `${outerAfter}#${name}`));
}

/** The methods a type declares itself, by name (the oracle's keys hold no parameters); no constructors. */
function methods(node: CstNode): string[] {
  return node.children.filter((child) => isCallable(child) && !hasStereotype(child, 'TYPE_CONSTRUCTOR')).map((child) => child.simpleName);
}

function nestedClasses(node: CstNode): string[] {
  return node.children.filter((child) => CLASS_KINDS.has(child.type)).map((child) => child.simpleName);
}

function declaredAt(root: CstRoot, startLine: number, kind: string): CstNode | undefined {
  const stack = [...root.nodes];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === kind && node.location.startLine === startLine) return node;
    stack.push(...node.children);
  }
  return undefined;
}
