import type { CodeElement, Refactoring } from '../../src/report/types';

/**
 * The one normalisation labels and reports meet under: `<type>|<before>|<after>`, each side
 * `<container>#<name>` built from the report's own fields, with runs of whitespace made one
 * space. A label may name a side by signature instead (`<container>#<signature>`, told apart by
 * its `(`) where a name alone is ambiguous, as for overloads.
 */
export function labelKey(type: string, before: string, after: string): string {
  return `${squeeze(type)}|${squeeze(before)}|${squeeze(after)}`;
}

/** A side as a label writes it by default: `<container>#<name>`. */
export function elementByName(element: CodeElement): string {
  return squeeze(`${element.container}#${element.name}`);
}

function elementBySignature(element: CodeElement): string {
  return squeeze(`${element.container}#${element.signature || element.name}`);
}

/**
 * A report as a label would name it: sides by name, or by signature when `bySignature` (another
 * report of the commit has the same name key, as overloads do, and a name would label both).
 */
export function reportAsLabel(refactoring: Refactoring, bySignature = false): { type: string; before: string; after: string } {
  const side = bySignature ? elementBySignature : elementByName;
  return { type: squeeze(refactoring.type), before: side(refactoring.before), after: side(refactoring.after) };
}

/** Every key a label may give this report: each side by name or by signature, both by name first. */
export function reportKeys(refactoring: Refactoring): string[] {
  const sides = (element: CodeElement) => [...new Set([elementByName(element), elementBySignature(element)])];
  const keys = sides(refactoring.before).flatMap((before) => sides(refactoring.after).map((after) => labelKey(refactoring.type, before, after)));
  return [...new Set(keys)];
}

function squeeze(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}
