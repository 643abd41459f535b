/**
 * The incremental parse's text diff alone (src/languages/text-edits.ts), on the paths changed on
 * both sides of oracle commits: what the engine runs for every such file before tree-sitter parses
 * it again. Its share of an engine run is too small to see through the engine's noise; here the
 * same files are diffed many times in one process.
 *
 *   npx tsx bench/text-edits.ts --data git:<RefDiff gitdir>:refdiff-evaluation/data/icse/data.json \
 *     --commits-git <RefactoringMiner gitdir> [--filter 4baf0a4d] [--passes 30] [--baseline <other checkout>]
 *
 * With --baseline, that checkout's text-edits.ts runs too, its passes alternating with this one's
 * (the same load falls on both), and the two must give the same edits for every file.
 */
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { textEdits, type TextEdit } from '../src/languages/text-edits';
import { gitCommitStore, loadCommitFiles, missingReason, readDataArgument } from './accuracy/commit-store';
import { parseOracle } from './accuracy/oracle';

type TextEditsFunction = (before: string, after: string) => TextEdit[];

async function main(argv: string[]): Promise<void> {
  const options = new Command('text-edits')
    .requiredOption('--data <source>', 'the oracle: a data.json path, or git:<gitdir>:<path>')
    .requiredOption('--commits-git <gitdir>', "RefactoringMiner's git directory")
    .option('--filter <substring>', 'only commits whose URL contains this')
    .option('--passes <n>', 'diff every file this many times', positiveInteger, 30)
    .option('--baseline <checkout>', "another checkout whose src/languages/text-edits.ts runs alternately")
    .exitOverride()
    .parse(argv)
    .opts<{ data: string; commitsGit: string; filter?: string; passes: number; baseline?: string }>();
  const commits = parseOracle(readDataArgument(options.data)).filter((commit) => !commit.ignore && (!options.filter || commit.url.includes(options.filter)));
  const store = gitCommitStore(options.commitsGit);
  const pairs: [string, string][] = [];
  let read = 0;
  try {
    for (const commit of commits) {
      if (missingReason(store, commit.project, commit.sha1)) continue;
      read++;
      const files = await loadCommitFiles(store, commit.project, commit.sha1, (path) => path.endsWith('.java'));
      const after = new Map(files.after.map((file) => [file.path, file.content]));
      for (const file of files.before) if (after.has(file.path)) pairs.push([file.content, after.get(file.path)!]);
    }
  } finally {
    store.close();
  }
  const builds: [string, TextEditsFunction][] = [['this checkout', textEdits]];
  if (options.baseline) {
    const module = (await import(resolve(options.baseline, 'src/languages/text-edits.ts'))) as { textEdits: TextEditsFunction };
    builds.push(['baseline', module.textEdits]);
    const differing = pairs.filter(([before, after]) => !isDeepStrictEqual(textEdits(before, after), module.textEdits(before, after))).length;
    if (differing > 0) throw new Error(`the baseline gives other edits for ${differing} of ${pairs.length} files`);
  }
  const chars = pairs.reduce((sum, [before, after]) => sum + before.length + after.length, 0);
  process.stdout.write(`${read} commit(s), ${pairs.length} files changed on both sides, ${(chars / 1e6).toFixed(1)} M characters\n`);
  const times = builds.map((): number[] => []);
  for (let pass = 0; pass < options.passes; pass++) {
    builds.forEach(([, diff], index) => {
      const start = process.hrtime.bigint();
      for (const [before, after] of pairs) diff(before, after);
      times[index].push(Number(process.hrtime.bigint() - start) / 1e6);
    });
  }
  builds.forEach(([name], index) => {
    const sorted = times[index].sort((a, b) => a - b);
    process.stdout.write(`${name}: fastest pass ${sorted[0].toFixed(1)} ms, median ${sorted[sorted.length >> 1].toFixed(1)} ms (${options.passes} passes)\n`);
  });
}

function positiveInteger(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new InvalidArgumentError('expected a positive integer');
  return value;
}

main(process.argv).catch((error: Error) => {
  // Commander has written its own one-line message.
  if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 2);
  process.stderr.write(`text-edits: ${error.message}\n`);
  process.exit(2);
});
