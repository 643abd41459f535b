/**
 * Precision and recall on a labelled set of real commits (bench/labels/<language>.json): refdiff
 * runs on each commit against its first parent, as `refdiff commit` does, and its reports are
 * compared with the labels. Reports nobody has labelled are listed, and the run exits 1, until
 * they are labelled: the figures do not count before. Nothing fetched is committed: the
 * repositories are git directories given here.
 *
 *   npx tsx bench/labelled-set.ts --labels bench/labels/go.json \
 *     --repo spf13/cobra=/work/.mirror/spf13+cobra/repo --repo ... [--json <file>] [--verbose]
 */
import { writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { readLabelledSet } from './labelled-set/labels';
import { runSet } from './labelled-set/run';
import { scoreSet, type Listed } from './labelled-set/score';
import { markdownTable } from './labelled-set/table';

interface Options {
  labels: string;
  repo: string[];
  json?: string;
  verbose?: boolean;
}

async function main(argv: string[]): Promise<number> {
  const options = new Command('labelled-set')
    .requiredOption('--labels <file>', 'the labelled set: bench/labels/<language>.json')
    .option('--repo <name=gitdir>', 'where a repository of the set is (repeat for each)', (value: string, all: string[]) => [...all, value], [])
    .option('--json <file>', 'also write the figures and every listed report as JSON')
    .option('--verbose', 'list the missed refactorings and the false positives too')
    .exitOverride()
    .configureOutput({ writeErr: (text) => process.stderr.write(text.startsWith('error:') ? `labelled-set: ${text}` : text) })
    .parse(argv)
    .opts<Options>();
  const set = readLabelledSet(options.labels);
  const outcomes = await runSet(set, repositoryPaths(options.repo), (outcome) => {
    if ('error' in outcome.result) console.error(`${outcome.commit.repository} ${outcome.commit.commit.slice(0, 10)}: failed: ${outcome.result.error}`);
  });
  const score = scoreSet(outcomes);
  const repositories = new Set(set.commits.map((commit) => commit.repository)).size;
  console.log(`${options.labels}: ${set.language}, ${score.commits} commits of ${repositories} repositories, ${score.failed.length} failed\n`);
  console.log(markdownTable(score));
  if (options.verbose) {
    printList('Missed (labelled TP, not reported)', score.missed);
    printList('False positives (reported, labelled FP)', score.falsePositives);
    printList('FP labels no longer reported', score.staleFalsePositives);
  }
  if (options.json) writeFileSync(options.json, `${JSON.stringify({ labels: options.labels, language: set.language, ...score, types: Object.fromEntries(score.types) }, null, 2)}\n`);
  if (score.unlabelled.length > 0) {
    const warning = `UNLABELLED: ${score.unlabelled.length} report(s) have no label; these figures do not count until each is labelled TP or FP in ${options.labels}`;
    console.error(`\n${'!'.repeat(warning.length)}\n${warning}\n${'!'.repeat(warning.length)}`);
    for (const entry of score.unlabelled) console.error(`  ${line(entry)}`);
  }
  return score.unlabelled.length > 0 || score.failed.length > 0 ? 1 : 0;
}

/** `--repo owner/name=path` pairs. */
function repositoryPaths(pairs: readonly string[]): Map<string, string> {
  const paths = new Map<string, string>();
  for (const pair of pairs) {
    const separator = pair.indexOf('=');
    if (separator <= 0 || separator === pair.length - 1) throw new Error(`--repo takes <owner/name>=<git dir>, got ${pair}`);
    paths.set(pair.slice(0, separator), pair.slice(separator + 1));
  }
  return paths;
}

function printList(title: string, entries: readonly Listed[]): void {
  if (entries.length === 0) return;
  console.log(`\n${title}:`);
  for (const entry of entries) console.log(`  ${line(entry)}`);
}

function line(entry: Listed): string {
  return `${entry.repository} ${entry.commit.slice(0, 10)} ${entry.type}: ${entry.before} -> ${entry.after}`;
}

main(process.argv).then(
  (code) => (process.exitCode = code),
  (error: Error & { code?: string }) => {
    // commander has already printed its own one-line message.
    if (!error.code?.startsWith('commander.')) console.error(`labelled-set: ${error.message}`);
    process.exitCode = error.code === 'commander.helpDisplayed' ? 0 : 2;
  },
);
