/**
 * RefDiff 2.0's warm time per commit, read from bench/refdiff2-speed.sh's `--verbose` output:
 * `pass 2\t<commit>\t<ms> ms\t...\t<cpu> ms thread CPU` (the thread CPU column is absent from
 * older runs). A commit that crashed is printed on stderr (`pass 2 <commit> crashed: ...`); when
 * both streams were saved together it is counted, and either way it has no time.
 */
export interface Refdiff2Time {
  ms: number;
  /** The analysing thread's CPU time, when the run printed it. */
  threadCpuMs?: number;
}

export interface Refdiff2Times {
  times: Map<string, Refdiff2Time>;
  crashed: Set<string>;
}

const WARM_PASS = 'pass 2';

export function parseRefdiff2Verbose(text: string): Refdiff2Times {
  const times = new Map<string, Refdiff2Time>();
  const crashed = new Set<string>();
  for (const line of text.split('\n')) {
    const crash = /^pass 2 (\S+) crashed:/.exec(line);
    if (crash) {
      crashed.add(crash[1]);
      continue;
    }
    const fields = line.split('\t');
    if (fields[0] !== WARM_PASS || fields.length < 3) continue;
    const ms = millisecondsOf(fields[2], ' ms');
    if (ms === undefined) throw new Error(`not a RefDiff 2.0 time: ${line}`);
    const cpuField = fields.find((field) => field.endsWith(' ms thread CPU'));
    const threadCpuMs = cpuField === undefined ? undefined : millisecondsOf(cpuField, ' ms thread CPU');
    times.set(fields[1], threadCpuMs === undefined ? { ms } : { ms, threadCpuMs });
  }
  if (times.size === 0) throw new Error('no warm pass lines ("pass 2\\t<commit>\\t<ms> ms...": run bench/refdiff2-speed.sh with --verbose)');
  return { times, crashed };
}

function millisecondsOf(field: string, suffix: string): number | undefined {
  if (!field.endsWith(suffix)) return undefined;
  const value = Number(field.slice(0, -suffix.length));
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}
