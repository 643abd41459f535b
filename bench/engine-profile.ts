/**
 * Where the engine's time goes, per phase (stats.phasesMs: load, parse, index, match, report),
 * on the commits of RefDiff 2.0's Java oracle: the totals, the median and p90 commits, and the
 * slowest ones. Same inputs as bench/accuracy.ts; nothing fetched is committed.
 *
 *   npx tsx bench/engine-profile.ts --data git:<RefDiff gitdir>:refdiff-evaluation/data/icse/data.json \
 *     --commits-git <RefactoringMiner gitdir> [--runs 2] [--filter <substring>] [--limit n] [--json <file>]
 *     [--parse-workers n]
 *
 * With --runs N every commit is analysed N times in a row and the fastest run kept: the engine is
 * warm (JIT, grammars), as in a mining run, and other load on the machine counts less. CPU time
 * (this process's, fastest run) is reported beside wall time: on a shared machine it moves less.
 * --json writes each commit's figures, to pair two engines' runs commit by commit. --parse-workers
 * (default: cores - 1) threads parse large commits beside the main one (src/engine/parse-pool.ts);
 * CPU time counts theirs too; the analysing thread's own CPU time (Linux) is reported apart: on an
 * idle machine it is about the wall time, on a loaded one it moves less. Peak RSS is reported.
 */
import { writeFileSync } from 'node:fs';
import { Command, InvalidArgumentError } from 'commander';
import { analyzeFiles, type EnginePhases } from '../src/engine/analyze';
import { loadPlugins } from '../src/languages/registry';
import { MIN_SPLIT_CHARS, startParsePool } from '../src/engine/parse-pool';
import { availableParallelism } from 'node:os';
import { gitCommitStore, loadCommitFiles, missingReason, readDataArgument } from './accuracy/commit-store';
import { parseOracle } from './accuracy/oracle';
import { percentile } from './accuracy/speed';
import { threadCpuMs } from './accuracy/thread-cpu';

interface Profiled {
  commit: string;
  files: number;
  nodes: number;
  ms: number;
  cpuMs: number;
  /** CPU time of the analysing thread alone (Linux), the parse threads' left out: on an idle machine, about the wall time. */
  threadCpuMs?: number;
  phases: EnginePhases;
}

const PHASES: (keyof EnginePhases)[] = ['load', 'parse', 'index', 'match', 'report'];

async function main(argv: string[]): Promise<void> {
  const options = new Command('engine-profile')
    .requiredOption('--data <source>', 'the oracle: a data.json path, or git:<gitdir>:<path>')
    .requiredOption('--commits-git <gitdir>', "RefactoringMiner's git directory")
    .option('--runs <n>', 'analyse each commit n times, keep the fastest', positiveInteger, 1)
    .option('--filter <substring>', 'only commits whose URL contains this')
    .option('--limit <n>', 'only the first n commits', positiveInteger)
    .option('--json <file>', "write each commit's figures to this file")
    .option('--parse-workers <n>', 'threads that parse large commits beside the main one (0: none)', nonNegativeInteger, Math.max(0, availableParallelism() - 1))
    .option('--split-chars <n>', 'the least source (characters, both sides) a commit is parsed on several threads from', nonNegativeInteger, MIN_SPLIT_CHARS)
    .parse(argv)
    .opts<{ data: string; commitsGit: string; runs: number; filter?: string; limit?: number; json?: string; parseWorkers: number; splitChars: number }>();
  let commits = parseOracle(readDataArgument(options.data)).filter((commit) => !commit.ignore && (!options.filter || commit.url.includes(options.filter)));
  if (options.limit) commits = commits.slice(0, options.limit);
  const store = gitCommitStore(options.commitsGit);
  await loadPlugins(['java']);
  const parsePool = options.parseWorkers > 0 ? startParsePool({ workers: options.parseWorkers, languages: ['java'], minChars: options.splitChars }) : undefined;
  const profiled: Profiled[] = [];
  try {
    for (const commit of commits) {
      if (missingReason(store, commit.project, commit.sha1)) continue;
      const files = await loadCommitFiles(store, commit.project, commit.sha1, (path) => path.endsWith('.java'));
      let best: Profiled | undefined;
      let cpuMs = Number.POSITIVE_INFINITY;
      let fastestThreadMs = Number.POSITIVE_INFINITY;
      for (let run = 0; run < options.runs; run++) {
        const cpuBefore = process.cpuUsage();
        const threadBefore = threadCpuMs();
        const result = await analyzeFiles(files.before, files.after, { languages: ['java'], parsePool });
        const cpu = process.cpuUsage(cpuBefore);
        cpuMs = Math.min(cpuMs, (cpu.user + cpu.system) / 1000);
        fastestThreadMs = Math.min(fastestThreadMs, threadCpuMs() - threadBefore);
        if (!best || result.elapsedMs < best.ms) {
          best = { commit: `${commit.project}-${commit.sha1.slice(0, 8)}`, files: files.before.length + files.after.length, nodes: result.nodesBefore + result.nodesAfter, ms: result.elapsedMs, cpuMs: 0, phases: result.phasesMs };
        }
      }
      profiled.push({ ...best!, cpuMs: Math.round(cpuMs), ...(Number.isFinite(fastestThreadMs) ? { threadCpuMs: Math.round(fastestThreadMs) } : {}) });
      if (profiled.length % 50 === 0) process.stderr.write(`${profiled.length}/${commits.length}\n`);
    }
  } finally {
    store.close();
    await parsePool?.close();
  }
  process.stdout.write(`${render(profiled, options.runs)}\n`);
  process.stdout.write(`parse threads besides the main one: ${options.parseWorkers}; peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB\n`);
  if (options.json) writeFileSync(options.json, JSON.stringify(profiled));
}

function render(profiled: Profiled[], runs: number): string {
  const sorted = [...profiled].sort((a, b) => a.ms - b.ms);
  const total = Object.fromEntries(PHASES.map((phase) => [phase, profiled.reduce((sum, p) => sum + p.phases[phase], 0)])) as Record<string, number>;
  const all = profiled.reduce((sum, p) => sum + p.ms, 0);
  const row = (label: string, p: Profiled) => `| ${label} | ${p.commit} | ${p.files} | ${p.nodes} | ${p.ms} | ${PHASES.map((phase) => p.phases[phase]).join(' | ')} |`;
  const at = (fraction: number) => sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];
  const cpu = profiled.map((p) => p.cpuMs).sort((a, b) => a - b);
  const thread = profiled.flatMap((p) => (p.threadCpuMs === undefined ? [] : [p.threadCpuMs])).sort((a, b) => a - b);
  return [
    `${profiled.length} commits, fastest of ${runs} run(s) each; median ${percentile(sorted.map((p) => p.ms), 0.5)} ms, p90 ${percentile(sorted.map((p) => p.ms), 0.9)} ms, max ${sorted[sorted.length - 1]?.ms ?? 0} ms`,
    `CPU time: median ${percentile(cpu, 0.5)} ms, p90 ${percentile(cpu, 0.9)} ms, max ${cpu[cpu.length - 1] ?? 0} ms, ${(cpu.reduce((sum, ms) => sum + ms, 0) / 1000).toFixed(1)} s in all`,
    ...(thread.length === profiled.length && thread.length > 0
      ? [`CPU time of the analysing thread: median ${percentile(thread, 0.5)} ms, p90 ${percentile(thread, 0.9)} ms, max ${thread[thread.length - 1]} ms, ${(thread.reduce((sum, ms) => sum + ms, 0) / 1000).toFixed(1)} s in all`]
      : []),
    '',
    `| phase | ${PHASES.join(' | ')} |`,
    `| --- | ${PHASES.map(() => '---:').join(' | ')} |`,
    `| share of all time | ${PHASES.map((phase) => `${((100 * total[phase]) / Math.max(1, all)).toFixed(0)}%`).join(' | ')} |`,
    '',
    `| commit | id | files | nodes | ms | ${PHASES.join(' | ')} |`,
    `| --- | --- | ---: | ---: | ---: | ${PHASES.map(() => '---:').join(' | ')} |`,
    row('median', at(0.5)),
    row('p90', at(0.9)),
    ...sorted.slice(-5).reverse().map((p, i) => row(`slowest ${i + 1}`, p)),
  ].join('\n');
}

function nonNegativeInteger(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new InvalidArgumentError('expected a whole number, 0 or more');
  return value;
}

function positiveInteger(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new InvalidArgumentError('expected a positive integer');
  return value;
}

main(process.argv).catch((error: Error) => {
  process.stderr.write(`engine-profile: ${error.message}\n`);
  process.exit(2);
});
