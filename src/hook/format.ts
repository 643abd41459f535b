import type { CodeElement, Refactoring } from '../report/types';

/**
 * One line per refactoring for a commit message: `<Type> <before> -> <after>`, where the after
 * side drops what it shares with the before side (the container for a rename, the signature for
 * a move), so a line stays short but names both elements unambiguously:
 *
 *   Rename Method my.calc.Calculator.min(double, double) -> minimum(double, double)
 *   Move Class my.calc.Calculator -> my.util.Calculator
 *   Rename Function src/util.js:parse(text) -> parseText(text)
 */
export function describeForMessage(refactoring: Refactoring): string {
  const before = qualifiedName(refactoring.before, refactoring.kind);
  const after = qualifiedName(refactoring.after, refactoring.kind);
  const sameContainer = containerOf(refactoring.before, refactoring.kind) === containerOf(refactoring.after, refactoring.kind);
  const afterShown = sameContainer && refactoring.kind !== 'File' ? oneLine(refactoring.after.signature) : after;
  return `${refactoring.type} ${before} -> ${afterShown}`;
}

/**
 * The lines for at most `maxItems` refactorings, then `... and N more` for the rest, so the
 * message says how much was left out instead of silently truncating.
 */
export function messageItems(refactorings: readonly Refactoring[], maxItems: number): string[] {
  const unique = [...new Set(refactorings.map(describeForMessage))];
  if (unique.length <= maxItems) return unique;
  return [...unique.slice(0, maxItems), `... and ${unique.length - maxItems} more`];
}

/** Where the element lives, printed with `:` after a file path (`src/a.js:Parser`) and `.` after a type. */
function containerOf(element: CodeElement, kind: string): string {
  if (kind === 'File') return '';
  const container = oneLine(element.container);
  if (container === element.file) return `${container}:`;
  if (container.startsWith(`${element.file}.`)) return `${element.file}:${container.slice(element.file.length + 1)}.`;
  return container === '' ? '' : `${container}.`;
}

function qualifiedName(element: CodeElement, kind: string): string {
  if (kind === 'File') return element.file;
  return `${containerOf(element, kind)}${oneLine(element.signature)}`;
}

/** Signatures may span lines in the source (long parameter lists); a trailer cannot. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
