/**
 * The parse phase alone: CPU time of the Java plugin's `parse` (syntax trees, tokens, CST,
 * references) on both sides of each commit of RefDiff 2.0's Java oracle. CPU time, not wall
 * time: on a shared machine the wall time of one phase says little. Same inputs as
 * bench/engine-profile.ts; nothing fetched is committed.
 *
 *   npx tsx bench/parse-time.ts --data git:<RefDiff gitdir>:refdiff-evaluation/data/icse/data.json \
 *     --commits-git <RefactoringMiner gitdir> [--filter <substring>] [--limit n]
 */
import { Command, InvalidArgumentError } from 'commander';
import { loadPlugins } from '../src/languages/registry';
import { gitCommitStore, loadCommitFiles, missingReason, readDataArgument } from './accuracy/commit-store';
import { parseOracle } from './accuracy/oracle';
import { percentile } from './accuracy/speed';

async function main(argv: string[]): Promise<void> {
  const options = new Command('parse-time')
    .requiredOption('--data <source>', 'the oracle: a data.json path, or git:<gitdir>:<path>')
    .requiredOption('--commits-git <gitdir>', "RefactoringMiner's git directory")
    .option('--filter <substring>', 'only commits whose URL contains this')
    .option('--limit <n>', 'only the first n commits', positiveInteger)
    .parse(argv)
    .opts<{ data: string; commitsGit: string; filter?: string; limit?: number }>();
  let commits = parseOracle(readDataArgument(options.data)).filter((commit) => !commit.ignore && (!options.filter || commit.url.includes(options.filter)));
  if (options.limit) commits = commits.slice(0, options.limit);
  const store = gitCommitStore(options.commitsGit);
  const [java] = await loadPlugins(['java']);
  const cpuMs: number[] = [];
  try {
    for (const commit of commits) {
      if (missingReason(store, commit.project, commit.sha1)) continue;
      const files = await loadCommitFiles(store, commit.project, commit.sha1, (path) => path.endsWith('.java'));
      const start = process.cpuUsage();
      const roots = [java.parse(files.before), java.parse(files.after)];
      const used = process.cpuUsage(start);
      cpuMs.push((used.user + used.system) / 1000);
      for (const root of roots) root.release?.();
    }
  } finally {
    store.close();
  }
  const sorted = [...cpuMs].sort((a, b) => a - b);
  const total = cpuMs.reduce((sum, ms) => sum + ms, 0);
  const round = (ms: number) => ms.toFixed(1);
  process.stdout.write(
    `${cpuMs.length} commits, CPU time of parse (both sides): median ${round(percentile(sorted, 0.5))} ms, p90 ${round(percentile(sorted, 0.9))} ms, max ${round(sorted[sorted.length - 1] ?? 0)} ms, ${(total / 1000).toFixed(1)} s in all\n`,
  );
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
