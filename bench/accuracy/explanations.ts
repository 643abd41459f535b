import type { OracleEntry } from './oracle';
import type { Unvalidated } from './scoring';

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
