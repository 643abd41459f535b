import { callableWithChangedCalls, isFineGrained } from '../report/fine-grained';
import type { CodeElement, Refactoring } from '../report/types';
import type { ChangeFacts } from './change-facts';
import { mapRange, type LineRange, type Side } from './line-map';

/**
 * What the refactorings of a change account for in its diff: the lines of the elements that took
 * part (on each side), how references to them are rewritten, and their names.
 */
export interface RefactoringFootprint {
  /** Line ranges of `file` on `side` that lie inside an element that took part in a refactoring. */
  regions(side: Side, file: string): readonly LineRange[];
  /** Rewrites old names, containers and qualified names to the new ones. */
  rename(text: string): string;
  /** Simple names of every element on either side of a refactoring. */
  names: ReadonlySet<string>;
  /** Names of elements whose signature changed: their call sites change with them. */
  changedSignatures: readonly string[];
}

export function refactoringFootprint(refactorings: readonly Refactoring[], facts: ChangeFacts): RefactoringFootprint {
  const regions = new Map<string, LineRange[]>();
  const add = (side: Side, file: string, range: LineRange) => {
    const key = `${side}\0${file}`;
    regions.set(key, [...(regions.get(key) ?? []), range]);
  };
  for (const r of refactorings) {
    add('before', r.before.file, r.before);
    add('after', r.after.file, r.after);
    // The element the code was extracted from (or inlined into) is reported on one side only;
    // its other version, with the new call (or the inlined statements), is found through the diff.
    const host = hostOf(r);
    if (!host) continue;
    const other: Side = host.side === 'before' ? 'after' : 'before';
    const file = facts.files.find((f) => (host.side === 'before' ? f.beforePath : f.afterPath) === host.element.file);
    const otherPath = file && (other === 'before' ? file.beforePath : file.afterPath);
    if (file && otherPath) add(other, otherPath, mapRange(file.hunks, host.element, host.side));
  }
  const names = new Set(refactorings.flatMap((r) => [r.before.name, r.after.name]).filter((name) => name !== ''));
  return {
    regions: (side, file) => regions.get(`${side}\0${file}`) ?? [],
    rename: renamer(refactorings),
    names,
    changedSignatures: [...new Set(refactorings.flatMap((r) => callableWithChangedCalls(r) ?? []))],
  };
}

function hostOf(r: Refactoring): { side: Side; element: CodeElement } | undefined {
  switch (r.operation) {
    case 'EXTRACT':
    case 'EXTRACT_MOVE':
    case 'EXTRACT_SUPER':
      return { side: 'before', element: r.before };
    case 'INLINE':
      return { side: 'after', element: r.after };
    default:
      return undefined;
  }
}

/** Rewrites old names to new ones, on identifier boundaries, longest first, in one pass. */
function renamer(refactorings: readonly Refactoring[]): (text: string) => string {
  const map = new Map<string, string>();
  const add = (from: string, to: string) => {
    if (from !== '' && to !== '' && from !== to && !map.has(from)) map.set(from, to);
  };
  for (const r of refactorings) {
    // A change inside a signature renames no element callers name (its lines are its callable's).
    if (isFineGrained(r)) continue;
    if (r.before.container !== '' && r.after.container !== '') add(`${r.before.container}.${r.before.name}`, `${r.after.container}.${r.after.name}`);
    // A call through the class or module: `Prices.round(` -> `Money.round(`.
    const [from, to] = [ownerName(r.before), ownerName(r.after)];
    if (from !== '' && to !== '') add(`${from}.${r.before.name}`, `${to}.${r.after.name}`);
    add(r.before.container, r.after.container);
    add(r.before.name, r.after.name);
  }
  if (map.size === 0) return (text) => text;
  const alternatives = [...map.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\w$])(?:${alternatives.join('|')})(?![\\w$])`, 'g');
  return (text) => text.replace(pattern, (found) => map.get(found) ?? found);
}

/** The simple name code calls an element through: its class (`shop.Money` -> `Money`), or its module file (`src/money.js` -> `money`). */
function ownerName(element: CodeElement): string {
  const { container, file } = element;
  if (container === file) return (file.split('/').pop() ?? '').replace(/\.[^.]*$/, '');
  const inner = container.startsWith(`${file}.`) ? container.slice(file.length + 1) : container;
  return inner.split('.').pop() ?? '';
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
