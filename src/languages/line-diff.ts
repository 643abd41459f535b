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
