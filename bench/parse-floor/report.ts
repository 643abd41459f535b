import { againstRefdiff2, bestSplit, GOAL_FRACTION, spreadOf, type Spread } from './floor-stats';
import type { CommitTiming } from './measure';
import type { Refdiff2Times } from './refdiff2-times';

/** One binding in one mode: each commit's fastest timing, by commit name. */
export interface FloorRow {
  binding: string;
  /** A FloorMode, or the two-thread measurement's label. */
  mode: string;
  timings: Map<string, CommitTiming>;
}

const ms = (value: number) => value.toFixed(1).padStart(7);
const spread = (values: Spread) => `${ms(values.median)} ${ms(values.p90)} ${ms(values.max)}`;
const ratio = (value: number) => `${value.toFixed(2)}x`;

export function floorTable(rows: readonly FloorRow[]): string {
  const lines = [
    `${'binding'.padEnd(7)} ${'mode'.padEnd(11)} | wall ms: median     p90     max | CPU ms:  median     p90     max | 2 threads, best split: median p90 max | trees with errors`,
  ];
  for (const row of rows) {
    const timings = [...row.timings.values()];
    const wall = spreadOf(timings.map((timing) => timing.wallMs));
    const cpu = spreadOf(timings.map((timing) => timing.cpuMs));
    const split = splitOf(row);
    const errors = timings.reduce((sum, timing) => sum + timing.withErrors, 0);
    lines.push(`${row.binding.padEnd(7)} ${row.mode.padEnd(11)} |         ${spread(wall)} |         ${spread(cpu)} |                       ${split ? spread(split) : ' '.repeat(23)} | ${errors}`);
  }
  return lines.join('\n');
}

/** The best split of each commit's measured units on two threads; none for a row measured on two threads. */
function splitOf(row: FloorRow): Spread | undefined {
  const timings = [...row.timings.values()];
  return timings.some((timing) => timing.unitMs.length > 0) ? spreadOf(timings.map((timing) => bestSplit(timing.unitMs, 2))) : undefined;
}

/** The slowest commit of a row: its floor against the goal's 2 s. */
export function slowest(row: FloorRow): string {
  let worst: [string, CommitTiming] | undefined;
  for (const entry of row.timings) if (!worst || entry[1].wallMs > worst[1].wallMs) worst = entry;
  return worst ? `${row.binding} ${row.mode}: slowest ${worst[0]} ${worst[1].wallMs.toFixed(0)} ms wall, ${worst[1].cpuMs.toFixed(0)} ms CPU` : '';
}

/** Each row against GOAL_FRACTION of RefDiff 2.0 warm: wall against wall, CPU against its thread's CPU. */
export function refdiff2Table(rows: readonly FloorRow[], refdiff2: Refdiff2Times, source: string): string {
  const wall = new Map([...refdiff2.times].map(([commit, time]) => [commit, time.ms]));
  const cpu = new Map([...refdiff2.times].flatMap(([commit, time]) => (time.threadCpuMs === undefined ? [] : [[commit, time.threadCpuMs] as const])));
  const theirs = spreadOf([...wall.values()]);
  const lines = [
    `RefDiff 2.0 warm (${source}): ${wall.size} commits timed, ${refdiff2.crashed.size} crashed; wall median ${theirs.median.toFixed(1)} ms, p90 ${theirs.p90.toFixed(1)} ms, max ${theirs.max.toFixed(1)} ms` +
      (cpu.size > 0 ? `; thread CPU median ${spreadOf([...cpu.values()]).median.toFixed(1)} ms, p90 ${spreadOf([...cpu.values()]).p90.toFixed(1)} ms` : ''),
    `The floor / RefDiff 2.0 (goal: the whole engine <= ${GOAL_FRACTION}x): ratio of medians, of p90s, median of per-commit ratios, commits whose floor alone is over ${GOAL_FRACTION}x`,
  ];
  for (const row of rows) {
    const parts = [`${row.binding.padEnd(7)} ${row.mode.padEnd(11)}`];
    const measures: [string, Map<string, number>, Map<string, number>][] = [
      ['wall', new Map([...row.timings].map(([commit, timing]) => [commit, timing.wallMs])), wall],
      ['CPU vs thread CPU', new Map([...row.timings].map(([commit, timing]) => [commit, timing.cpuMs])), cpu],
    ];
    if (splitOf(row)) measures.push(['best split on 2 threads vs wall', new Map([...row.timings].map(([commit, timing]) => [commit, bestSplit(timing.unitMs, 2)])), wall]);
    for (const [label, ours, other] of measures) {
      const against = againstRefdiff2(ours, other);
      if (against) parts.push(`${label}: ${ratio(against.medianRatio)} ${ratio(against.p90Ratio)} ${ratio(against.medianOfRatios)} ${against.over}/${against.commits}`);
    }
    lines.push(parts.join(' | '));
  }
  return lines.join('\n');
}
