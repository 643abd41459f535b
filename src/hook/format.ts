import { OPERATIONS, typeName } from '../policy/vocabulary';
import { isFineGrained } from '../report/fine-grained';
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
  const full = describeWith(refactoring, (signature) => signature, (container) => container);
  if (full.length <= MAX_LINE) return full;
  // Too long to read as one trailer (the full text stays in the JSON report): parameter counts
  // instead of parameter lists, then the middle of long containers left out, then a hard cut.
  const counted = describeWith(refactoring, countParameters, (container) => container);
  if (counted.length <= MAX_LINE) return counted;
  const elided = describeWith(refactoring, countParameters, elideMiddle);
  return elided.length <= MAX_LINE ? elided : `${elided.slice(0, MAX_LINE - 3)}...`;
}

/** The longest trailer line written; longer descriptions are shortened. */
export const MAX_LINE = 120;

function describeWith(refactoring: Refactoring, signatureOf: (signature: string) => string, prefixText: (prefix: string) => string): string {
  const { before, after, kind } = refactoring;
  const name = (element: CodeElement) =>
    kind === 'File' ? element.file : `${prefixText(containerOf(element, kind))}${signatureOf(oneLine(element.signature))}`;
  const sameContainer = containerOf(before, kind) === containerOf(after, kind);
  const afterShown = sameContainer && kind !== 'File' ? signatureOf(oneLine(after.signature)) : name(after);
  return `${refactoring.type} ${name(before)} -> ${afterShown}`;
}

/** `print(cJSON *item, int depth)` -> `print(2 params)`; a signature without a list stays. */
function countParameters(signature: string): string {
  const open = signature.indexOf('(');
  if (open < 0 || !signature.endsWith(')')) return signature;
  const list = signature.slice(open + 1, -1).trim();
  if (list === '') return signature;
  let depth = 0;
  let count = 1;
  for (const char of list) {
    if ('(<[{'.includes(char)) depth++;
    else if (')>]}'.includes(char)) depth--;
    else if (char === ',' && depth === 0) count++;
  }
  return `${signature.slice(0, open)}(${count} param${count === 1 ? '' : 's'})`;
}

/** `org.activiti.bpmn.converter.BaseBpmnXMLConverter.` -> `org.acti...ter.BaseBpmnXMLConverter.`: its start and its end say most. */
function elideMiddle(prefix: string): string {
  const keep = 30;
  if (prefix.length <= keep + 3) return prefix;
  return `${prefix.slice(0, 8)}...${prefix.slice(prefix.length - (keep - 8))}`;
}

/**
 * The refactorings a commit message lists: the fine-grained ones (parameters, changed types)
 * only when `commitMessage.fineGrained` asks for them, so that trailers stay a short summary.
 */
export function messageRefactorings(refactorings: readonly Refactoring[], settings: { fineGrained: boolean }): Refactoring[] {
  return refactorings.filter((refactoring) => settings.fineGrained || !isFineGrained(refactoring));
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
  // A line cut at the hard cap (describeForMessage) may end anywhere, even before its arrow.
  if (text.length === MAX_LINE && text.endsWith('...')) return true;
  const sides = match[1].split(' -> ');
  return sides.length === 2 && sides.every(isElementName);
}

/**
 * Every operation's type name, its kind any capitalised word (a language may add kinds), wherever
 * the name puts it: `Rename Method`, `Change Parameter Type`, `Change Return Type`.
 */
const KIND_MARK = 'KIND';
const TYPE_NAME_PATTERNS = [...new Set(OPERATIONS.map((operation) => typeName(operation, KIND_MARK).replace(KIND_MARK, '[A-Z][A-Za-z]*')))]
  .sort((a, b) => b.length - a.length);
const ITEM = new RegExp(`^(?:${TYPE_NAME_PATTERNS.join('|')}) (\\S.*)$`);

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

/** Signatures may span lines in the source (long parameter lists); a trailer cannot. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
