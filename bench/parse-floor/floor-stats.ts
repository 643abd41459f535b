import { percentile } from '../accuracy/speed';

/** Median, p90 (nearest rank, as bench/accuracy/speed.ts) and max of per-commit times. */
export interface Spread {
  median: number;
  p90: number;
  max: number;
}

export function spreadOf(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), max: sorted[sorted.length - 1] ?? 0 };
}

/** Issue 24: the engine's time per commit at most this fraction of RefDiff 2.0's, warm. */
export const GOAL_FRACTION = 0.25;

/** A floor (a time per commit) against RefDiff 2.0's time on the same commits. */
export interface FloorAgainstRefdiff2 {
  /** Commits timed on both sides; the others are left out of every figure. */
  commits: number;
  /** floor median / RefDiff 2.0 median (the goal: at most GOAL_FRACTION). */
  medianRatio: number;
  p90Ratio: number;
  /** The median of floor / RefDiff 2.0, commit by commit. */
  medianOfRatios: number;
  /** Commits whose floor alone is above GOAL_FRACTION of RefDiff 2.0's time for that commit. */
  over: number;
}

export function againstRefdiff2(floor: ReadonlyMap<string, number>, refdiff2: ReadonlyMap<string, number>): FloorAgainstRefdiff2 | undefined {
  const ours: number[] = [];
  const theirs: number[] = [];
  const ratios: number[] = [];
  let over = 0;
  for (const [commit, ms] of floor) {
    const other = refdiff2.get(commit);
    if (other === undefined || other <= 0) continue;
    ours.push(ms);
    theirs.push(other);
    ratios.push(ms / other);
    if (ms > GOAL_FRACTION * other) over++;
  }
  if (ours.length === 0) return undefined;
  const mine = spreadOf(ours);
  const refdiff = spreadOf(theirs);
  return { commits: ours.length, medianRatio: mine.median / refdiff.median, p90Ratio: mine.p90 / refdiff.p90, medianOfRatios: spreadOf(ratios).median, over };
}

/**
 * The wall time of a commit's parse on `threads` threads at best: its files' measured times
 * spread by longest first onto the least loaded thread, nothing counted for handing files over.
 * Each unit is one path (its before and after parse together: the after side parses from the
 * before tree, so both stay on one thread).
 */
export function bestSplit(unitMs: readonly number[], threads: number): number {
  const loads = new Array<number>(threads).fill(0);
  for (const ms of [...unitMs].sort((a, b) => b - a)) {
    let least = 0;
    for (let at = 1; at < loads.length; at++) if (loads[at] < loads[least]) least = at;
    loads[least] += ms;
  }
  return Math.max(...loads);
}
