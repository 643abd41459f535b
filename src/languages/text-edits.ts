import { anchoredRuns } from './line-diff';

/**
 * The edits that turn one text into another, as tree-sitter's incremental parse takes them
 * (incremental-parse.ts): offsets and rows / columns in UTF-16 code units, rows counted by `\n`,
 * in order, each in the coordinates of the text with the edits before it applied. Found by a
 * line diff, so that an unchanged method between two changed ones is reused, not parsed again.
 */

export interface TextPoint {
  row: number;
  column: number;
}

export interface TextEdit {
  startIndex: number;
  oldEndIndex: number;
  newEndIndex: number;
  startPosition: TextPoint;
  oldEndPosition: TextPoint;
  newEndPosition: TextPoint;
}

/** Past this many changed lines between two lines found once on each side, that stretch is one edit: the diff would cost more than the reuse saves. */
const MAX_CHANGED_LINES = 400;

interface Hunk {
  beforeStart: number;
  beforeEnd: number;
  afterStart: number;
  afterEnd: number;
}

export function textEdits(before: string, after: string): TextEdit[] {
  const start = commonPrefixLength(before, after);
  const suffix = commonSuffixLength(before, after, Math.min(before.length, after.length) - start);
  const beforeEnd = before.length - suffix;
  const afterEnd = after.length - suffix;
  if (start === beforeEnd && start === afterEnd) return [];
  // Whole lines from here: what follows the change is the same text on both sides, so its next
  // line break is as far from the change's end on both.
  // From the line the change starts on (lastIndexOf reads from 0 when given -1: a leading newline is not before it).
  const lineStart = start === 0 ? 0 : before.lastIndexOf('\n', start - 1) + 1;
  const beforeLinesEnd = lineEndAfter(before, beforeEnd);
  const afterLinesEnd = lineEndAfter(after, afterEnd);
  return editsOf(lineHunks(before, lineStart, beforeLinesEnd, after, lineStart, afterLinesEnd), before, after);
}

/**
 * Blocks compared as strings, from the largest down, then characters: the engine compares a
 * block's characters natively, many times faster than a loop of charCodeAt. The loops live apart
 * from textEdits: there, compiled mid-call before the rest of the function had run, their code
 * was thrown away again at nearly every call and the loop finished in the interpreter.
 */
const BLOCK_SIZES = [1024, 64];

/** How many characters `a` and `b` start with alike. */
export function commonPrefixLength(a: string, b: string): number {
  const shortest = Math.min(a.length, b.length);
  let length = 0;
  for (const size of BLOCK_SIZES) {
    while (length + size <= shortest && a.substring(length, length + size) === b.substring(length, length + size)) length += size;
  }
  while (length < shortest && a.charCodeAt(length) === b.charCodeAt(length)) length++;
  return length;
}

/** How many characters, at most `limit`, `a` and `b` end with alike. */
export function commonSuffixLength(a: string, b: string, limit: number): number {
  let length = 0;
  for (const size of BLOCK_SIZES) {
    while (length + size <= limit && a.substring(a.length - length - size, a.length - length) === b.substring(b.length - length - size, b.length - length)) length += size;
  }
  while (length < limit && a.charCodeAt(a.length - length - 1) === b.charCodeAt(b.length - length - 1)) length++;
  return length;
}

function lineEndAfter(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline < 0 ? text.length : newline + 1;
}

/** Character hunks of a line diff of before[from, to) and after[from, to). */
function lineHunks(before: string, beforeFrom: number, beforeTo: number, after: string, afterFrom: number, afterTo: number): Hunk[] {
  const ids = new Map<string, number>();
  const beforeLines = linesOf(before, beforeFrom, beforeTo, ids);
  const afterLines = linesOf(after, afterFrom, afterTo, ids);
  // A diff over the lines' numbers (line-diff.ts).
  return anchoredRuns(beforeLines.ids, afterLines.ids, MAX_CHANGED_LINES).map((run) => ({
    beforeStart: beforeLines.starts[run.aStart],
    beforeEnd: beforeLines.starts[run.aEnd],
    afterStart: afterLines.starts[run.bStart],
    afterEnd: afterLines.starts[run.bEnd],
  }));
}

/** Each line of text[from, to) as a number (equal lines, equal numbers), and where each starts (one more: `to`). */
function linesOf(text: string, from: number, to: number, ids: Map<string, number>): { ids: number[]; starts: number[] } {
  const lineIds: number[] = [];
  const starts: number[] = [];
  for (let at = from; at < to; ) {
    const end = Math.min(lineEndAfter(text, at), to);
    const key = text.slice(at, end);
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    lineIds.push(id);
    starts.push(at);
    at = end;
  }
  starts.push(to);
  return { ids: lineIds, starts };
}

/** The hunks, in order, as edits of a text with the earlier ones applied: their starts are where they start in `after`. */
function editsOf(hunks: readonly Hunk[], before: string, after: string): TextEdit[] {
  const edits: TextEdit[] = [];
  let point: TextPoint = { row: 0, column: 0 };
  let pointAt = 0;
  for (const hunk of hunks) {
    point = advance(point, after, pointAt, hunk.afterStart);
    pointAt = hunk.afterStart;
    edits.push({
      startIndex: hunk.afterStart,
      oldEndIndex: hunk.afterStart + (hunk.beforeEnd - hunk.beforeStart),
      newEndIndex: hunk.afterEnd,
      startPosition: point,
      oldEndPosition: advance(point, before, hunk.beforeStart, hunk.beforeEnd),
      newEndPosition: advance(point, after, hunk.afterStart, hunk.afterEnd),
    });
  }
  return edits;
}

function advance(point: TextPoint, text: string, from: number, to: number): TextPoint {
  let { row, column } = point;
  let lineStart = -1;
  for (let newline = text.indexOf('\n', from); newline >= 0 && newline < to; newline = text.indexOf('\n', newline + 1)) {
    row++;
    lineStart = newline + 1;
  }
  return lineStart < 0 ? { row, column: column + to - from } : { row, column: to - lineStart };
}
