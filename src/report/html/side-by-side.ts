import { diffArrays, diffWordsWithSpace } from 'diff';
import type { Snippet } from './snippets';

/** One piece of a line: `changed` pieces are what the other side does not have. */
export interface Piece {
  text: string;
  changed: boolean;
}

export interface SideLine {
  number: number;
  pieces: Piece[];
  /** `same`: on both sides; `removed`/`added`: only on this side (or changed). */
  status: 'same' | 'removed' | 'added';
}

/** A row of the side-by-side view: a line of each side, or a gap where one side has none. */
export interface Row {
  before?: SideLine;
  after?: SideLine;
}

/** Longer lines are marked whole rather than word by word: the word diff is quadratic. */
const MAX_WORD_DIFF_LENGTH = 400;

/**
 * Lines of the two sides aligned by a line diff (jsdiff): equal lines side by side, a run of
 * removed lines beside the run of added lines that replaced it, and within such a pair the
 * words that differ marked.
 */
export function sideBySide(before: Snippet | undefined, after: Snippet | undefined): Row[] {
  const left = before?.lines ?? [];
  const right = after?.lines ?? [];
  const rows: Row[] = [];
  let i = 0;
  let j = 0;
  const changes = diffArrays(left.map(normalise), right.map(normalise));
  for (let c = 0; c < changes.length; c++) {
    const change = changes[c];
    if (!change.added && !change.removed) {
      for (let k = 0; k < change.count!; k++, i++, j++) {
        rows.push({ before: line(before!, i, [{ text: left[i], changed: false }], 'same'), after: line(after!, j, [{ text: right[j], changed: false }], 'same') });
      }
      continue;
    }
    // A removal directly followed by an addition is a replacement: pair their lines.
    const removed = change.removed ? change.count! : 0;
    const next = change.removed ? changes[c + 1] : undefined;
    const added = change.added ? change.count! : next?.added ? next.count! : 0;
    if (next?.added) c++;
    for (let k = 0; k < Math.max(removed, added); k++) {
      const row: Row = {};
      if (k < removed && k < added) {
        const [old, now] = wordPieces(left[i], right[j]);
        row.before = line(before!, i++, old, 'removed');
        row.after = line(after!, j++, now, 'added');
      } else if (k < removed) {
        row.before = line(before!, i++, [{ text: left[i - 1], changed: true }], 'removed');
      } else {
        row.after = line(after!, j++, [{ text: right[j - 1], changed: true }], 'added');
      }
      rows.push(row);
    }
  }
  return rows;
}

/** Indentation moves with the code (an extracted body is less indented): compare without it. */
function normalise(text: string): string {
  return text.trim();
}

function line(snippet: Snippet, index: number, pieces: Piece[], status: SideLine['status']): SideLine {
  return { number: snippet.startLine + index, pieces, status };
}

function wordPieces(old: string, now: string): [Piece[], Piece[]] {
  if (old.length > MAX_WORD_DIFF_LENGTH || now.length > MAX_WORD_DIFF_LENGTH) return [[{ text: old, changed: true }], [{ text: now, changed: true }]];
  const before: Piece[] = [];
  const after: Piece[] = [];
  for (const part of diffWordsWithSpace(old, now)) {
    if (!part.added) before.push({ text: part.value, changed: part.removed === true });
    if (!part.removed) after.push({ text: part.value, changed: part.added === true });
  }
  return [before, after];
}

/** Unchanged lines left out between two shown parts of the view. */
export interface Fold {
  folded: number;
}

/**
 * Long runs of unchanged lines keep `context` lines at each end and fold the middle, as a
 * review diff does: a reviewer looks for what changed on the way.
 */
export function foldUnchanged(rows: readonly Row[], context = 3): (Row | Fold)[] {
  const folded: (Row | Fold)[] = [];
  let run: Row[] = [];
  const flush = (atStart: boolean, atEnd: boolean) => {
    // Code that moved unchanged still shows how it begins.
    const keepBefore = atStart && atEnd ? 2 * context : atStart ? 0 : context;
    const keepAfter = atEnd ? 0 : context;
    if (run.length > keepBefore + keepAfter + 2) {
      folded.push(...run.slice(0, keepBefore), { folded: run.length - keepBefore - keepAfter }, ...run.slice(run.length - keepAfter));
    } else {
      folded.push(...run);
    }
    run = [];
  };
  let seenChange = false;
  for (const row of rows) {
    if (row.before?.status === 'same') {
      run.push(row);
      continue;
    }
    flush(!seenChange, false);
    seenChange = true;
    folded.push(row);
  }
  flush(!seenChange, true);
  return folded;
}
