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

/** Past this many changed lines the middle of the change is one edit: the diff would cost more than the reuse saves. */
const MAX_CHANGED_LINES = 400;

interface Hunk {
  beforeStart: number;
  beforeEnd: number;
  afterStart: number;
  afterEnd: number;
}

export function textEdits(before: string, after: string): TextEdit[] {
  const shortest = Math.min(before.length, after.length);
  let start = 0;
  while (start < shortest && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let beforeEnd = before.length;
  let afterEnd = after.length;
  while (beforeEnd > start && afterEnd > start && before.charCodeAt(beforeEnd - 1) === after.charCodeAt(afterEnd - 1)) {
    beforeEnd--;
    afterEnd--;
  }
  if (start === beforeEnd && start === afterEnd) return [];
  // Whole lines from here: what follows the change is the same text on both sides, so its next
  // line break is as far from the change's end on both.
  const lineStart = before.lastIndexOf('\n', start - 1) + 1;
  const beforeLinesEnd = lineEndAfter(before, beforeEnd);
  const afterLinesEnd = lineEndAfter(after, afterEnd);
  const hunks = lineHunks(before, lineStart, beforeLinesEnd, after, lineStart, afterLinesEnd) ?? [
    { beforeStart: start, beforeEnd, afterStart: start, afterEnd },
  ];
  return editsOf(hunks, before, after);
}

function lineEndAfter(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline < 0 ? text.length : newline + 1;
}

/** Character hunks of a line diff of before[from, to) and after[from, to), or undefined past MAX_CHANGED_LINES. */
function lineHunks(before: string, beforeFrom: number, beforeTo: number, after: string, afterFrom: number, afterTo: number): Hunk[] | undefined {
  const ids = new Map<string, number>();
  const beforeLines = linesOf(before, beforeFrom, beforeTo, ids);
  const afterLines = linesOf(after, afterFrom, afterTo, ids);
  const script = shortestEditScript(beforeLines.ids, afterLines.ids, MAX_CHANGED_LINES);
  if (!script) return undefined;
  const hunks: Hunk[] = [];
  const n = beforeLines.ids.length;
  const m = afterLines.ids.length;
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && !script.removed[i] && !script.added[j]) {
      i++;
      j++;
      continue;
    }
    const hunk = { beforeStart: beforeLines.starts[i], afterStart: afterLines.starts[j], beforeEnd: 0, afterEnd: 0 };
    while ((i < n && script.removed[i]) || (j < m && script.added[j])) {
      while (i < n && script.removed[i]) i++;
      while (j < m && script.added[j]) j++;
    }
    hunk.beforeEnd = beforeLines.starts[i];
    hunk.afterEnd = afterLines.starts[j];
    hunks.push(hunk);
  }
  return hunks;
}

/** Each line of text[from, to) as a number (equal lines, equal numbers), and where each starts (one more: `to`). */
function linesOf(text: string, from: number, to: number, ids: Map<string, number>): { ids: Int32Array; starts: Int32Array } {
  let count = 0;
  for (let at = from; at < to; at = lineEndAfter(text, at)) count++;
  const lineIds = new Int32Array(count);
  const starts = new Int32Array(count + 1);
  let line = 0;
  for (let at = from; at < to; line++) {
    const end = Math.min(lineEndAfter(text, at), to);
    const key = text.slice(at, end);
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    lineIds[line] = id;
    starts[line] = at;
    at = end;
  }
  starts[count] = to;
  return { ids: lineIds, starts };
}

/**
 * Myers' O(ND) diff: which elements of `a` are removed and of `b` added in a shortest edit
 * script, or undefined when it needs more than maxD of them.
 */
function shortestEditScript(a: Int32Array, b: Int32Array, maxD: number): { removed: Uint8Array; added: Uint8Array } | undefined {
  const n = a.length;
  const m = b.length;
  const offset = maxD + 1;
  const v = new Int32Array(2 * maxD + 3);
  // trace[d] holds v[-d .. d] as it was before step d, for the walk back.
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= maxD && found < 0; d++) {
    trace.push(v.slice(offset - d, offset + d + 1));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) return undefined;
  const removed = new Uint8Array(n);
  const added = new Uint8Array(m);
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const before = trace[d];
    const at = (k: number) => before[k + d];
    const k = x - y;
    const previousK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      x--;
      y--;
    }
    if (x === previousX) added[previousY] = 1;
    else removed[previousX] = 1;
    x = previousX;
    y = previousY;
  }
  return { removed, added };
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
  for (let at = from; at < to; at++) {
    if (text.charCodeAt(at) === 10) {
      row++;
      column = 0;
    } else {
      column++;
    }
  }
  return { row, column };
}
