import type { OracleEntry } from './oracle';
import type { ReportEntry } from './report-keys';
import type { Miss, Unvalidated } from './scoring';

/**
 * Whether one of our Pull Up reports the oracle lacks moves a member into a supertype the oracle
 * lists as extracted from the member's class. RefactoringMiner 1.0 reports only the Extract
 * Superclass / Interface then, and RefDiff's own evaluation dropped such Pull Ups.
 */
export function isPullUpIntoExtractedSupertype(item: Unvalidated, oracle: readonly OracleEntry[]): boolean {
  if (item.row !== 'Pull Up Method' && item.row !== 'Pull Up Attribute') return false;
  const [, before, after] = item.key.split('|');
  const subclass = before.split('#')[0];
  const supertype = after.split('#')[0];
  return oracle.some(
    (entry) =>
      (entry.row === 'Extract Superclass' || entry.row === 'Extract Interface') &&
      entry.before === subclass &&
      entry.after === supertype,
  );
}

const CLASS_ROWS = new Set(['Move Class', 'Move and Rename/Rename Class']);

/**
 * Whether a missed Move Class is a class nested in one we report moved or renamed, carried along
 * under the same name (`a.Cache.Key` -> `b.Cache.Key` beside our `a.Cache` -> `b.Cache`).
 * RefactoringMiner lists each nested class too; refdiff reports the outer one only, since a child
 * moved with its parent is no refactoring of its own.
 */
export function isNestedInReportedClassMove(miss: Miss, ours: readonly ReportEntry[]): boolean {
  if (miss.row !== 'Move Class') return false;
  const [, before, after] = miss.key.split('|');
  const nestedName = before.slice(before.lastIndexOf('.') + 1);
  if (!after.endsWith(`.${nestedName}`)) return false;
  const outerBefore = before.slice(0, -nestedName.length - 1);
  const outerAfter = after.slice(0, -nestedName.length - 1);
  return ours.some((entry) => CLASS_ROWS.has(entry.row) && entry.keys.includes(`${entry.row}|${outerBefore}|${outerAfter}`));
}
