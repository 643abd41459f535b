/**
 * Precision and recall per fine-grained type (Rename / Add / Remove / Reorder Parameter, Change
 * Parameter Type, Change Return Type, the Variable types, Rename Field, Change Field Type) on a
 * labelled set of Java commits RefactoringMiner stores (bench/labels/java-fine.json). Every
 * instance is labelled, so any other report of those types is false. Usage in bench/README.md.
 *
 *   npx tsx bench/fine-grained-set.ts --labels bench/labels/java-fine.json \
 *     --commits-git /work/.mirror/tsantalis+RefactoringMiner/repo [--verbose] [--json <file>]
 */
import { writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { loadPlugins } from '../src/languages/registry';
import { gitCommitStore } from './accuracy/commit-store';
import { readFineSet } from './fine-grained-set/labels';
import { runFineSet } from './fine-grained-set/run';
import { scoreFineSet } from './fine-grained-set/score';
import type { Listed } from './labelled-set/score';
import { markdownTable } from './labelled-set/table';

interface Options {
  labels: string;
  commitsGit: string;
  filter?: string;
  json?: string;
  verbose?: boolean;
}

async function main(argv: string[]): Promise<number> {
  const options = new Command('fine-grained-set')
    .requiredOption('--labels <file>', 'the labelled set: bench/labels/java-fine.json')
    .requiredOption('--commits-git <gitdir>', "RefactoringMiner's git directory (commits read from src/test/resources/oracle/commits at HEAD)")
    .option('--filter <substring>', 'only commits whose <project>-<sha> contains this')
    .option('--json <file>', 'also write the figures and every listed report as JSON')
    .option('--verbose', 'list the missed refactorings and the false reports')
    .exitOverride()
    .configureOutput({ writeErr: (text) => process.stderr.write(text.startsWith('error:') ? `fine-grained-set: ${text}` : text) })
    .parse(argv)
    .opts<Options>();
  const set = readFineSet(options.labels);
  const filter = options.filter;
  if (filter) set.commits = set.commits.filter((commit) => `${commit.project}-${commit.commit}`.includes(filter));
  const store = gitCommitStore(options.commitsGit);
  await loadPlugins(['java']);
  let outcomes;
  try {
    outcomes = await runFineSet(set, store, (outcome) => {
      if ('error' in outcome.result) console.error(`${outcome.commit.project}-${outcome.commit.commit.slice(0, 10)}: failed: ${outcome.result.error}`);
    });
  } finally {
    store.close();
  }
  const score = scoreFineSet(outcomes, set.types, set.complete);
  const projects = new Set(set.commits.map((commit) => commit.project)).size;
  console.log(`${options.labels}: ${score.commits} commits of ${projects} projects, ${score.failed.length} failed\n`);
  console.log(markdownTable(score));
  console.log(
    set.complete
      ? '\nLabels are complete: "Unlabelled" counts the false positives no FP label names yet (included in "False positives").'
      : '\nLabels are not complete: "Unlabelled" reports are not counted as false until labelled; the precision is provisional.',
  );
  if (options.verbose) {
    printList('Missed (labelled TP, not reported)', score.missed);
    printList('False reports (labelled FP, or not labelled at all)', score.falsePositives);
    printList('FP labels no longer reported', score.staleFalsePositives);
  }
  if (!set.complete && score.unlabelled.length > 0) printList('Unlabelled (label each TP or FP)', score.unlabelled);
  if (options.json) writeFileSync(options.json, `${JSON.stringify({ labels: options.labels, ...score, types: Object.fromEntries(score.types) }, null, 2)}\n`);
  return score.failed.length > 0 ? 1 : 0;
}

function printList(title: string, entries: readonly Listed[]): void {
  if (entries.length === 0) return;
  console.log(`\n${title}:`);
  for (const entry of entries) console.log(`  ${entry.repository}-${entry.commit.slice(0, 10)} ${entry.type}: ${entry.before} -> ${entry.after}${entry.description ? `  (${entry.description})` : ''}`);
}

main(process.argv).then(
  (code) => (process.exitCode = code),
  (error: Error & { code?: string }) => {
    // commander has already printed its own one-line message.
    if (!error.code?.startsWith('commander.')) console.error(`fine-grained-set: ${error.message.split('\n')[0]}`);
    process.exitCode = error.code === 'commander.helpDisplayed' ? 0 : 2;
  },
);
