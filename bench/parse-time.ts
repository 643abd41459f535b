/**
 * The parse phase alone: CPU time of the Java plugin's `parse` (syntax trees, tokens, CST,
 * references) on both sides of each commit of RefDiff 2.0's Java oracle. CPU time, not wall
 * time: on a shared machine the wall time of one phase says little. Same inputs as
 * bench/engine-profile.ts; nothing fetched is committed.
 *
 *   npx tsx bench/parse-time.ts --data git:<RefDiff gitdir>:refdiff-evaluation/data/icse/data.json \
 *     --commits-git <RefactoringMiner gitdir> [--filter <substring>] [--limit n] [--parse-workers n] [--split-chars n]
 *
 * With --parse-workers (default: cores - 1), commits of at least --split-chars characters are
 * parsed as the engine parses them with its parse pool (src/engine/parse-split.ts); the CPU time
 * is then the process's, every thread's, and the analysing thread's own is printed beside it.
 */
import { availableParallelism } from 'node:os';
import { Command, InvalidArgumentError } from 'commander';
import { MIN_SPLIT_CHARS, startParsePool } from '../src/engine/parse-pool';
import { parseSplit, worthSplitting } from '../src/engine/parse-split';
import { loadPlugins } from '../src/languages/registry';
import { gitCommitStore, loadCommitFiles, missingReason, readDataArgument } from './accuracy/commit-store';
import { parseOracle } from './accuracy/oracle';
import { percentile } from './accuracy/speed';
import { threadCpuMs } from './accuracy/thread-cpu';

async function main(argv: string[]): Promise<void> {
  const options = new Command('parse-time')
    .requiredOption('--data <source>', 'the oracle: a data.json path, or git:<gitdir>:<path>')
    .requiredOption('--commits-git <gitdir>', "RefactoringMiner's git directory")
    .option('--filter <substring>', 'only commits whose URL contains this')
    .option('--limit <n>', 'only the first n commits', positiveInteger)
    .option('--parse-workers <n>', 'threads that parse large commits beside the main one (0: none)', nonNegativeInteger, Math.max(0, availableParallelism() - 1))
    .option('--split-chars <n>', 'the least source (characters, both sides) a commit is parsed on several threads from', nonNegativeInteger, MIN_SPLIT_CHARS)
    .parse(argv)
    .opts<{ data: string; commitsGit: string; filter?: string; limit?: number; parseWorkers: number; splitChars: number }>();
  let commits = parseOracle(readDataArgument(options.data)).filter((commit) => !commit.ignore && (!options.filter || commit.url.includes(options.filter)));
  if (options.limit) commits = commits.slice(0, options.limit);
  const store = gitCommitStore(options.commitsGit);
  const [java] = await loadPlugins(['java']);
  const pool = options.parseWorkers > 0 ? startParsePool({ workers: options.parseWorkers, languages: ['java'], minChars: options.splitChars }) : undefined;
  const cpuMs: number[] = [];
  const threadMs: number[] = [];
  try {
    for (const commit of commits) {
      if (missingReason(store, commit.project, commit.sha1)) continue;
      const files = await loadCommitFiles(store, commit.project, commit.sha1, (path) => path.endsWith('.java'));
      const start = process.cpuUsage();
      const threadStart = threadCpuMs();
      const roots = worthSplitting(java, pool, files.before, files.after)
        ? Object.values(await parseSplit(java, pool, files.before, files.after))
        : [java.parse(files.before), java.parse(files.after)];
      const used = process.cpuUsage(start);
      threadMs.push(threadCpuMs() - threadStart);
      cpuMs.push((used.user + used.system) / 1000);
      for (const root of roots) root.release?.();
    }
  } finally {
    store.close();
    await pool?.close();
  }
  const sorted = [...cpuMs].sort((a, b) => a - b);
  const total = cpuMs.reduce((sum, ms) => sum + ms, 0);
  const round = (ms: number) => ms.toFixed(1);
  process.stdout.write(
    `${cpuMs.length} commits, CPU time of parse (both sides): median ${round(percentile(sorted, 0.5))} ms, p90 ${round(percentile(sorted, 0.9))} ms, max ${round(sorted[sorted.length - 1] ?? 0)} ms, ${(total / 1000).toFixed(1)} s in all\n`,
  );
  const thread = threadMs.filter((ms) => !Number.isNaN(ms)).sort((a, b) => a - b);
  if (thread.length === cpuMs.length && thread.length > 0) {
    process.stdout.write(
      `the analysing thread's own (parse threads besides it: ${options.parseWorkers}): median ${round(percentile(thread, 0.5))} ms, p90 ${round(percentile(thread, 0.9))} ms, max ${round(thread[thread.length - 1])} ms, ${(thread.reduce((sum, ms) => sum + ms, 0) / 1000).toFixed(1)} s in all\n`,
    );
  }
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
  process.stderr.write(`parse-time: ${error.message}\n`);
  process.exit(2);
});
