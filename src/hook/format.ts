import { OPERATIONS, typeName } from '../policy/vocabulary';
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

/**
 * Whether `text` is a line `messageItems` writes, read strictly, so that a later run replaces
 * only what refdiff wrote: a type name, an element, ` -> `, an element (elements have no space
 * outside their parentheses), or the `... and N more` line. "I also hand-tidied the Cart" or
 * "none, docs only" are the user's words and stay.
 */
export function isMessageItem(text: string): boolean {
  if (/^\.\.\. and \d+ more$/.test(text)) return true;
  const match = ITEM.exec(text);
  if (!match) return false;
  const sides = match[1].split(' -> ');
  return sides.length === 2 && sides.every(isElementName);
}

/** Every operation's words; the kind after them is any capitalised word (a language may add kinds). */
const OPERATION_WORDS = [...new Set(OPERATIONS.map((operation) => typeName(operation, 'K').slice(0, -2)))]
  .sort((a, b) => b.length - a.length);
const ITEM = new RegExp(`^(?:${OPERATION_WORDS.join('|')}) [A-Z][A-Za-z]* (\\S.*)$`);

/** A qualified name or a path: no whitespace outside parentheses, parentheses balanced. */
function isElementName(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth++;
    else if (char === ')' && --depth < 0) return false;
    else if (/\s/.test(char) && depth === 0) return false;
  }
  return text !== '' && depth === 0;
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
