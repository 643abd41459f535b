/**
 * Scores RefDiff 2.0's own findings against the Java oracle with bench/accuracy.ts's keys and
 * rows: reads the output of `bench/refdiff2-speed.sh ... --verbose --relationships`. Not
 * RefDiff's EvaluationUtils: the paper's figures (Table 4) differ in its matching details.
 * Usage: npx tsx bench/refdiff2/score.ts --data <source> --output <harness output file>
 */
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { readDataArgument } from '../accuracy/commit-store';
import { parseOracle } from '../accuracy/oracle';
import { toReportEntry, typeRenamesOf } from '../accuracy/report-keys';
import { compareCommit, Tally } from '../accuracy/scoring';
import { formatAccuracyTable } from '../accuracy/table';
import { parseHarnessOutput, toRefactoring } from './relationships';

function main(argv: string[]): void {
  const program = new Command('refdiff2-score')
    .requiredOption('--data <source>', 'the oracle: a data.json path, or git:<gitdir>:<path>')
    .requiredOption('--output <file>', 'the output of bench/refdiff2-speed.sh --verbose --relationships')
    .exitOverride()
    .configureOutput({ writeErr: (text) => process.stderr.write(text) });
  program.parse(argv);
  const options = program.opts<{ data: string; output: string }>();
  const oracle = new Map(parseOracle(readDataArgument(options.data)).map((commit) => [`${commit.project}-${commit.sha1}`, commit]));
  const output = parseHarnessOutput(readFileSync(options.output, 'utf8'));
  if (output.commits.length === 0) throw new Error(`no 'pass 2' lines in ${options.output}: run the harness with --verbose --relationships`);

  const tally = new Tally();
  for (const name of output.commits) {
    const commit = oracle.get(name);
    if (!commit) throw new Error(`${name} is not an oracle commit`);
    const refactorings = output.relationships.filter((relationship) => relationship.commit === name).flatMap((relationship) => toRefactoring(relationship) ?? []);
    const typeRenames = typeRenamesOf(refactorings);
    tally.add(compareCommit(commit.entries, refactorings.flatMap((refactoring) => toReportEntry(refactoring, typeRenames) ?? [])));
  }
  process.stdout.write(`RefDiff 2.0's findings on ${output.commits.length} commits, scored by bench/accuracy.ts's rules\n\n${formatAccuracyTable(tally)}\n`);
}

try {
  main(process.argv);
} catch (error) {
  if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 2);
  process.stderr.write(`refdiff2-score: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
