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
  return changedRunsWithin(a, 0, a.length, b, 0, b.length, maxChanged);
}

/**
 * Myers' diff of a[aFrom, aTo) against b[bFrom, bTo), runs in the whole arrays' indices: the
 * anchored diff's stretches are diffed where they lie, not copied out.
 */
function changedRunsWithin(a: ArrayLike<number>, aFrom: number, aTo: number, b: ArrayLike<number>, bFrom: number, bTo: number, maxChanged: number): ChangedRun[] | undefined {
  const n = aTo - aFrom;
  const m = bTo - bFrom;
  const max = Math.min(n + m, maxChanged);
  // The furthest x reached on diagonal k (y = x - k) at step d, for d's diagonals only (k = -d, -d + 2, ... d):
  // the way back reads them all, and no step copies the ones before.
  let reach: Int32Array = sharedReach;
  for (let d = 0; d <= max; d++) {
    if (reach.length < firstOfStep(d + 1)) reach = grownReach(firstOfStep(d + 1));
    const here = firstOfStep(d);
    const lastStep = d > 0 ? firstOfStep(d - 1) : 0;
    for (let k = -d; k <= d; k += 2) {
      let x = d === 0 ? 0 : startOnDiagonal(reach, lastStep, d, k);
      let y = x - k;
      while (x < n && y < m && a[aFrom + x] === b[bFrom + y]) {
        x++;
        y++;
      }
      reach[here + ((k + d) >> 1)] = x;
      if (x >= n && y >= m) return runsFrom(reach, d, n, m, aFrom, bFrom);
    }
  }
  return undefined;
}

/** Where step d's entries start in the reach table: steps 0 .. d - 1 hold 1 + 2 + ... + d. */
function firstOfStep(d: number): number {
  return (d * (d + 1)) / 2;
}

/** Step d's start on diagonal k, from step d - 1's reach (from `lastStep` on): down from k + 1 or right from k - 1, whichever went further. */
function startOnDiagonal(reach: Int32Array, lastStep: number, d: number, k: number): number {
  return goesDown(reach, lastStep, d, k) ? reach[lastStep + ((k + d) >> 1)] : reach[lastStep + ((k + d - 2) >> 1)] + 1;
}

/** Step d on diagonal k came down (an added line) from diagonal k + 1 rather than right (a removed line) from k - 1. */
function goesDown(reach: Int32Array, lastStep: number, d: number, k: number): boolean {
  // Step d - 1's diagonal j is at lastStep + (j + d - 1) / 2: k + 1 at (k + d) / 2, k - 1 at (k + d) / 2 - 1.
  return k === -d || (k !== d && reach[lastStep + ((k + d - 2) >> 1)] < reach[lastStep + ((k + d) >> 1)]);
}

/** One table per thread, grown as far as a diff goes: every diff of a file would otherwise allocate its own. */
let sharedReach: Int32Array = new Int32Array(1024);

/** The shared table with at least `size` entries, those already written kept. */
function grownReach(size: number): Int32Array {
  const grown = new Int32Array(Math.max(size, 2 * sharedReach.length));
  grown.set(sharedReach);
  sharedReach = grown;
  return grown;
}

/** Walks back from (n, m) through the furthest points of each d: the removed and added lines, as runs (shifted by aFrom, bFrom). */
function runsFrom(reach: Int32Array, last: number, n: number, m: number, aFrom: number, bFrom: number): ChangedRun[] {
  const runs: ChangedRun[] = [];
  let x = n;
  let y = m;
  for (let d = last; d > 0; d--) {
    const lastStep = firstOfStep(d - 1);
    const k = x - y;
    const down = goesDown(reach, lastStep, d, k);
    const previousX = down ? reach[lastStep + ((k + d) >> 1)] : reach[lastStep + ((k + d - 2) >> 1)];
    const previousY = previousX - (down ? k + 1 : k - 1);
    // The equal lines of this step's snake, then its one removed (right) or added (down) line.
    const snake = Math.min(x - previousX - (down ? 0 : 1), y - previousY - (down ? 1 : 0));
    x -= snake;
    y -= snake;
    const run: ChangedRun = down
      ? { aStart: aFrom + x, aEnd: aFrom + x, bStart: bFrom + y - 1, bEnd: bFrom + y }
      : { aStart: aFrom + x - 1, aEnd: aFrom + x, bStart: bFrom + y, bEnd: bFrom + y };
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
 * The changed runs of `a` and `b` however many lines change (patience diff): lines found once in
 * each are matched first, in the longest chain of them in the same order on both sides, and each
 * stretch between two such anchors is diffed the same way in turn; a stretch with none comes from
 * Myers' diff within `maxChangedPerGap` lines (past it, that stretch is one run). Myers' cost grows
 * with the square of the changed lines: a file reworded in many places (Javadoc), past the bound,
 * was one edit from its first change to its last, and the incremental parse lost it all.
 */
export function anchoredRuns(a: ArrayLike<number>, b: ArrayLike<number>, maxChangedPerGap: number): ChangedRun[] {
  let size = 0;
  for (let index = 0; index < a.length; index++) size = Math.max(size, a[index] + 1);
  for (let index = 0; index < b.length; index++) size = Math.max(size, b[index] + 1);
  const diff: AnchoredDiff = { a, b, maxChanged: maxChangedPerGap, inA: new Uint8Array(size), inB: new Uint8Array(size), whereInB: new Int32Array(size), surplus: new Int32Array(size), runs: [] };
  diffStretch(diff, 0, a.length, 0, b.length, 0);
  return diff.runs;
}

interface AnchoredDiff {
  a: ArrayLike<number>;
  b: ArrayLike<number>;
  maxChanged: number;
  /** Per value, how often it is in the stretch of `a` and of `b` (at most 2), and where in `b`: zero between stretches. */
  inA: Uint8Array;
  inB: Uint8Array;
  whereInB: Int32Array;
  /** Per value, how many more times it is in the stretch of `a` than of `b`: zero between stretches. */
  surplus: Int32Array;
  runs: ChangedRun[];
}

/** Past this many stretches within stretches, the rest is left to Myers' diff: each level costs a pass over its stretch. */
const MAX_ANCHOR_DEPTH = 8;

/** The runs of a[aFrom, aTo) against b[bFrom, bTo), appended in order. */
function diffStretch(diff: AnchoredDiff, aFrom: number, aTo: number, bFrom: number, bTo: number, depth: number): void {
  const { a, b, runs } = diff;
  while (aFrom < aTo && bFrom < bTo && a[aFrom] === b[bFrom]) {
    aFrom++;
    bFrom++;
  }
  while (aTo > aFrom && bTo > bFrom && a[aTo - 1] === b[bTo - 1]) {
    aTo--;
    bTo--;
  }
  if (aFrom === aTo && bFrom === bTo) return;
  // Only added or only removed lines: one run.
  if (aFrom === aTo || bFrom === bTo) {
    runs.push({ aStart: aFrom, aEnd: aTo, bStart: bFrom, bEnd: bTo });
    return;
  }
  const anchors = depth < MAX_ANCHOR_DEPTH ? uniqueAnchors(diff, aFrom, aTo, bFrom, bTo) : [];
  // No line on both sides (a block rewritten): one run, without the square of its lines in Myers' diff.
  if (anchors === NOTHING_SHARED) {
    runs.push({ aStart: aFrom, aEnd: aTo, bStart: bFrom, bEnd: bTo });
    return;
  }
  if (anchors.length === 0) {
    myersRuns(diff, aFrom, aTo, bFrom, bTo);
    return;
  }
  for (let index = 0; index <= anchors.length; index += 2) {
    const aEnd = index < anchors.length ? anchors[index] : aTo;
    const bEnd = index < anchors.length ? anchors[index + 1] : bTo;
    diffStretch(diff, aFrom, aEnd, bFrom, bEnd, depth + 1);
    aFrom = aEnd + 1;
    bFrom = bEnd + 1;
  }
}

function myersRuns(diff: AnchoredDiff, aFrom: number, aTo: number, bFrom: number, bTo: number): void {
  // Past the bound for sure: Myers' search would find no script within it, at the square of the bound's cost.
  if (unmatchedLines(diff, aFrom, aTo, bFrom, bTo) > diff.maxChanged) {
    diff.runs.push({ aStart: aFrom, aEnd: aTo, bStart: bFrom, bEnd: bTo });
    return;
  }
  const inner = changedRunsWithin(diff.a, aFrom, aTo, diff.b, bFrom, bTo, diff.maxChanged);
  if (inner) diff.runs.push(...inner);
  else diff.runs.push({ aStart: aFrom, aEnd: aTo, bStart: bFrom, bEnd: bTo });
}

/**
 * Lines that no script can keep: per value, the count on one side past the other's. Every script
 * removes and adds at least these, so more than the bound means Myers' diff finds none within it.
 */
function unmatchedLines(diff: AnchoredDiff, aFrom: number, aTo: number, bFrom: number, bTo: number): number {
  const { a, b, surplus } = diff;
  for (let index = aFrom; index < aTo; index++) surplus[a[index]]++;
  for (let index = bFrom; index < bTo; index++) surplus[b[index]]--;
  let unmatched = 0;
  for (let index = aFrom; index < aTo; index++) {
    unmatched += Math.abs(surplus[a[index]]);
    surplus[a[index]] = 0;
  }
  for (let index = bFrom; index < bTo; index++) {
    unmatched += Math.abs(surplus[b[index]]);
    surplus[b[index]] = 0;
  }
  return unmatched;
}

/** No value is in both stretches. */
const NOTHING_SHARED: number[] = [];

/**
 * The values found exactly once in a[aFrom, aTo) and once in b[bFrom, bTo), as pairs (index in a,
 * index in b) flattened, in the longest chain increasing on both sides (patience sorting);
 * NOTHING_SHARED when no value is in both.
 */
function uniqueAnchors(diff: AnchoredDiff, aFrom: number, aTo: number, bFrom: number, bTo: number): number[] {
  const { a, b, inA, inB, whereInB } = diff;
  for (let index = aFrom; index < aTo; index++) if (inA[a[index]] < 2) inA[a[index]]++;
  for (let index = bFrom; index < bTo; index++) {
    const value = b[index];
    if (inB[value] < 2) inB[value]++;
    whereInB[value] = index;
  }
  // Candidates in a's order, with their place in b.
  const candidatesA: number[] = [];
  const candidatesB: number[] = [];
  let shared = false;
  for (let index = aFrom; index < aTo; index++) {
    const value = a[index];
    if (inB[value] > 0) shared = true;
    if (inA[value] === 1 && inB[value] === 1) {
      candidatesA.push(index);
      candidatesB.push(whereInB[value]);
    }
  }
  for (let index = aFrom; index < aTo; index++) inA[a[index]] = 0;
  for (let index = bFrom; index < bTo; index++) inB[b[index]] = 0;
  if (!shared) return NOTHING_SHARED;
  // tails[length - 1]: the candidate ending the chain of that length with the least place in b.
  const count = candidatesA.length;
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
  const anchors = new Array<number>(2 * longest);
  for (let at = longest - 1, candidate = longest > 0 ? tails[longest - 1] : -1; at >= 0; at--, candidate = previous[candidate]) {
    anchors[2 * at] = candidatesA[candidate];
    anchors[2 * at + 1] = candidatesB[candidate];
  }
  return anchors;
}
