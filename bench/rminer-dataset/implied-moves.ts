import type { CstRoot } from '../../src/core/cst';
import type { Refactoring } from '../../src/report/types';
import { entryKey } from './oracle';
import { moduleEntity } from './report-keys';

const CLASS_KINDS = new Set(['Class', 'Interface', 'Enum', 'Object']);
const MODULE_OPERATIONS = new Set(['MOVE', 'RENAME', 'MOVE_RENAME']);

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
