/**
 * The parser's floor: for each commit of the Java oracle, exactly the Java files of both sides
 * parsed by tree-sitter alone (no walk, no CST, nothing else), timed per commit (wall and CPU,
 * the fastest of --runs passes), in two modes: `full` (every file from scratch) and
 * `incremental` (the after side from the before tree, through refdiff's own
 * src/languages/incremental-parse.ts). The grammar is the one refdiff ships (web-tree-sitter);
 * with --native the npm `tree-sitter` binding is timed too, on the same files in the same run
 * (a measurement only: not a dependency). With --refdiff2 the floor is set against RefDiff 2.0's
 * warm times (issue 24: the engine at most 0.25x of them). Usage in bench/README.md.
 *
 * With --two-threads the incremental floor is also measured on two threads (this one and a
 * worker, each commit's files shared out between them: bench/parse-floor/two-threads.ts).
 *
 * --json writes each commit's figures (per row: wall, CPU, best split on two threads).
 *
 *   npx tsx bench/parse-floor.ts <inputs dir> [--native <dir>] [--runs N] [--refdiff2 <file>] [--two-threads] [--json <file>]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { nativeBinding, wasmBinding, type FloorBinding } from './parse-floor/bindings';
import { commitNames, readCommit } from './parse-floor/inputs';
import { fastest, FLOOR_MODES, timeCommit, type CommitTiming, type FloorMode } from './parse-floor/measure';
import { parseFloorOptions } from './parse-floor/options';
import { parseRefdiff2Verbose } from './parse-floor/refdiff2-times';
import { floorTable, refdiff2Table, slowest, type FloorRow } from './parse-floor/report';
import { startTwoThreads } from './parse-floor/two-threads';
import { bestSplit } from './parse-floor/floor-stats';

async function main(args: string[]): Promise<void> {
  const options = parseFloorOptions(args);
  const names = commitNames(options.inputs);
  // Read first: a bad file stops the run before an hour of timing.
  const refdiff2 = options.refdiff2 === undefined ? undefined : parseRefdiff2Verbose(readText(options.refdiff2));
  const bindings: FloorBinding[] = [await wasmBinding(), ...(options.native === undefined ? [] : [nativeBinding(options.native)])];
  const rows: FloorRow[] = bindings.flatMap((binding) => FLOOR_MODES.map((mode) => ({ binding: binding.name, mode, timings: new Map<string, CommitTiming>() })));
  const twoThreads = options.twoThreads ? await startTwoThreads(bindings[0]) : undefined;
  const threaded: FloorRow = { binding: 'wasm', mode: 'incr 2 thr', timings: new Map() };
  if (twoThreads) rows.push(threaded);
  const loadAtStart = load();
  let files = 0;
  for (let pass = 0; pass < options.runs; pass++) {
    for (const name of names) {
      const commit = readCommit(options.inputs, name);
      if (pass === 0) files += commit.before.length + commit.after.length;
      // Each commit in every binding and mode in turn, the order turned each pass: load on the machine falls on all alike.
      const order = pass % 2 === 0 ? rows : [...rows].reverse();
      for (const row of order) {
        const binding = bindings.find((candidate) => candidate.name === row.binding) as FloorBinding;
        const timing = row === threaded && twoThreads ? await twoThreads.time(commit) : timeCommit(binding, commit, row.mode as FloorMode);
        row.timings.set(name, fastest(row.timings.get(name), timing));
      }
    }
  }
  await twoThreads?.close();
  const out = [
    `Parse floor: ${names.length} commits, ${files} files, fastest of ${options.runs} passes per commit; load ${loadAtStart} at start, ${load()} at end`,
    floorTable(rows),
    ...rows.map(slowest),
  ];
  if (refdiff2 && options.refdiff2) out.push(refdiff2Table(rows, refdiff2, options.refdiff2));
  process.stdout.write(`${out.join('\n')}\n`);
  if (options.json) writeFileSync(options.json, `${JSON.stringify(perCommit(rows))}\n`);
}

/** `{ "<binding> <mode>": { "<commit>": { wallMs, cpuMs, splitMs } } }`, ms rounded to 0.01. */
function perCommit(rows: readonly FloorRow[]): Record<string, Record<string, { wallMs: number; cpuMs: number; splitMs?: number }>> {
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return Object.fromEntries(
    rows.map((row) => [
      `${row.binding} ${row.mode}`,
      Object.fromEntries(
        [...row.timings].map(([commit, timing]) => [
          commit,
          { wallMs: round(timing.wallMs), cpuMs: round(timing.cpuMs), ...(timing.unitMs.length > 0 ? { splitMs: round(bestSplit(timing.unitMs, 2)) } : {}) },
        ]),
      ),
    ]),
  );
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

main(process.argv.slice(2)).catch((error: Error) => {
  process.stderr.write(`parse-floor: ${error.message}\n`);
  process.exit(2);
});
