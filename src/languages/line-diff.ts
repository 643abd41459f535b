/**
 * Myers' O(ND) difference of two sequences of numbers (lines, each a number: equal lines, equal
 * numbers), on typed arrays: the runs of `a` and `b` that differ, in order. Written here for the
 * incremental parse (text-edits.ts), where jsdiff's general `diffArrays`, which builds an object
 * per step, was most of the time on large changes. Any correct runs serve there: tree-sitter
 * gives a fresh parse's tree whatever the edits; fewer edited lines only spare it work.
 */

/** `a[aStart, aEnd)` became `b[bStart, bEnd)`; the lines between two runs are equal. */
export interface ChangedRun {
  aStart: number;
  aEnd: number;
  bStart: number;
  bEnd: number;
}

/** The changed runs, or undefined when more than `maxChanged` lines are removed and added in all. */
export function changedRuns(a: ArrayLike<number>, b: ArrayLike<number>, maxChanged: number): ChangedRun[] | undefined {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxChanged);
  const offset = max + 1;
  // v[offset + k]: the furthest x reached on diagonal k (y = x - k); one copy per d for the way back.
  let v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v);
    v = v.slice();
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return runsFrom(trace, d, n, m, offset);
    }
  }
  return undefined;
}

/** Walks back from (n, m) through the furthest points of each d: the removed and added lines, as runs. */
function runsFrom(trace: readonly Int32Array[], last: number, n: number, m: number, offset: number): ChangedRun[] {
  const runs: ChangedRun[] = [];
  let x = n;
  let y = m;
  for (let d = last; d > 0; d--) {
    const v = trace[d];
    const k = x - y;
    const down = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]);
    const previousX = down ? v[offset + k + 1] : v[offset + k - 1];
    const previousY = previousX - (down ? k + 1 : k - 1);
    // The equal lines of this step's snake, then its one removed (right) or added (down) line.
    const snake = Math.min(x - previousX - (down ? 0 : 1), y - previousY - (down ? 1 : 0));
    x -= snake;
    y -= snake;
    const run: ChangedRun = down ? { aStart: x, aEnd: x, bStart: y - 1, bEnd: y } : { aStart: x - 1, aEnd: x, bStart: y, bEnd: y };
    const next = runs[runs.length - 1];
    // Runs come last first: one that ends where the next begins is the same run.
    if (next && next.aStart === run.aEnd && next.bStart === run.bEnd) {
      next.aStart = run.aStart;
      next.bStart = run.bStart;
    } else {
      runs.push(run);
    }
    x = previousX;
    y = previousY;
  }
  return runs.reverse();
}

/**
 * The changed runs of `a` and `b` however many lines change: lines found once in each are matched
 * first, in the longest chain of them in the same order on both sides (patience diff's anchors),
 * and the runs between two anchors come from Myers' diff, each within `maxChangedPerGap` lines
 * (past it, that stretch is one run). Myers' cost grows with the square of the changed lines: a
 * file reworded in many places (Javadoc), past the bound, was one edit from its first change to
 * its last, and the incremental parse and the methods taken from the other side lost it all.
 */
export function anchoredRuns(a: ArrayLike<number>, b: ArrayLike<number>, maxChangedPerGap: number): ChangedRun[] {
  const runs: ChangedRun[] = [];
  let aFrom = 0;
  let bFrom = 0;
  const anchors = uniqueAnchors(a, b);
  for (let index = 0; index <= anchors.length; index += 2) {
    const aTo = index < anchors.length ? anchors[index] : a.length;
    const bTo = index < anchors.length ? anchors[index + 1] : b.length;
    gapRuns(a, aFrom, aTo, b, bFrom, bTo, maxChangedPerGap, runs);
    aFrom = aTo + 1;
    bFrom = bTo + 1;
  }
  return runs;
}

/** The runs of a[aFrom, aTo) against b[bFrom, bTo), appended: equal lines at both ends trimmed, the rest by Myers' diff. */
function gapRuns(a: ArrayLike<number>, aFrom: number, aTo: number, b: ArrayLike<number>, bFrom: number, bTo: number, maxChanged: number, runs: ChangedRun[]): void {
  while (aFrom < aTo && bFrom < bTo && a[aFrom] === b[bFrom]) {
    aFrom++;
    bFrom++;
  }
  while (aTo > aFrom && bTo > bFrom && a[aTo - 1] === b[bTo - 1]) {
    aTo--;
    bTo--;
  }
  if (aFrom === aTo && bFrom === bTo) return;
  // Only added or only removed lines: one run, no diff needed.
  const inner = aFrom === aTo || bFrom === bTo ? undefined : changedRuns(slice(a, aFrom, aTo), slice(b, bFrom, bTo), maxChanged);
  if (!inner) {
    runs.push({ aStart: aFrom, aEnd: aTo, bStart: bFrom, bEnd: bTo });
    return;
  }
  for (const run of inner) runs.push({ aStart: run.aStart + aFrom, aEnd: run.aEnd + aFrom, bStart: run.bStart + bFrom, bEnd: run.bEnd + bFrom });
}

function slice(values: ArrayLike<number>, from: number, to: number): Int32Array {
  const copy = new Int32Array(to - from);
  for (let index = from; index < to; index++) copy[index - from] = values[index];
  return copy;
}

/**
 * The lines found exactly once in `a` and once in `b`, as pairs (index in a, index in b) flattened,
 * in the longest chain increasing on both sides (patience sorting). Values are small non-negative
 * numbers (a line's number in its diff).
 */
function uniqueAnchors(a: ArrayLike<number>, b: ArrayLike<number>): Int32Array {
  let size = 0;
  for (let index = 0; index < a.length; index++) size = Math.max(size, a[index] + 1);
  for (let index = 0; index < b.length; index++) size = Math.max(size, b[index] + 1);
  // Per value: how often in a and in b (capped at 2), and its index in b.
  const inA = new Uint8Array(size);
  const inB = new Uint8Array(size);
  const whereInB = new Int32Array(size);
  for (let index = 0; index < a.length; index++) if (inA[a[index]] < 2) inA[a[index]]++;
  for (let index = 0; index < b.length; index++) {
    const value = b[index];
    if (inB[value] < 2) inB[value]++;
    whereInB[value] = index;
  }
  // Candidates in a's order; the longest run increasing in b, by patience sorting.
  const candidatesA: number[] = [];
  const candidatesB: number[] = [];
  for (let index = 0; index < a.length; index++) {
    const value = a[index];
    if (inA[value] === 1 && inB[value] === 1) {
      candidatesA.push(index);
      candidatesB.push(whereInB[value]);
    }
  }
  const count = candidatesA.length;
  // tails[length - 1]: the candidate ending the best chain of that length seen so far.
  const tails = new Int32Array(count);
  const previous = new Int32Array(count);
  let longest = 0;
  for (let candidate = 0; candidate < count; candidate++) {
    const value = candidatesB[candidate];
    let low = 0;
    let high = longest;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (candidatesB[tails[middle]] < value) low = middle + 1;
      else high = middle;
    }
    previous[candidate] = low > 0 ? tails[low - 1] : -1;
    tails[low] = candidate;
    if (low === longest) longest++;
  }
  const anchors = new Int32Array(2 * longest);
  for (let at = longest - 1, candidate = longest > 0 ? tails[longest - 1] : -1; at >= 0; at--, candidate = previous[candidate]) {
    anchors[2 * at] = candidatesA[candidate];
    anchors[2 * at + 1] = candidatesB[candidate];
  }
  return anchors;
}
