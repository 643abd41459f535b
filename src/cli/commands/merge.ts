import { readFileSync, writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { UsageError } from '../../errors';
import { renderJsonl } from '../../report/render-jsonl';
import { renderDatasetSummary, tallyDataset } from '../mining/dataset-summary';
import { mergeRecords, type MergeInput } from '../mining/merge-records';
import { openOutput, warner, type CliIo } from '../output';

interface MergeOptions {
  output?: string;
  summary?: string;
  quiet?: boolean;
}

/** Skipped lines named one by one, up to this many; the rest are counted. */
const LISTED_PROBLEMS = 20;

export function mergeCommand(io: CliIo): Command {
  return new Command('merge')
    .description('join the JSONL outputs of `refdiff log` (one per repository or shard) into one dataset, one record per repository and commit')
    .argument('<inputs...>', 'JSONL files, each as owner/name=file (the repository it mined) or file (records keep their own repository, else the file name)')
    .option('-o, --output <file>', 'write the dataset (JSONL) to a file instead of stdout')
    .option('--summary <file>', 'also write a markdown summary: refactorings per type per repository (e.g. $GITHUB_STEP_SUMMARY)')
    .option('-q, --quiet', 'no warning lines on stderr (errors still)')
    .action(async (inputs: string[], options: MergeOptions) => {
      const warn = warner(io, options.quiet);
      const dataset = mergeRecords(inputs.map(readInput));
      const problems = [...dataset.skipped.map((s) => `${s.file}:${s.line}: skipped: ${s.reason}`), ...dataset.conflicts];
      for (const problem of problems.slice(0, LISTED_PROBLEMS)) warn(problem);
      if (problems.length > LISTED_PROBLEMS) warn(`... and ${problems.length - LISTED_PROBLEMS} more`);
      const output = openOutput(io, options.output, false);
      for (const record of dataset.records) output.write(renderJsonl(record));
      await output.close();
      const tallies = tallyDataset(dataset.records);
      const counts = `${dataset.records.length} commits of ${tallies.length} repositories from ${inputs.length} files (${dataset.duplicates} duplicates, ${dataset.skipped.length} lines skipped, ${dataset.conflicts.length} conflicts)`;
      if (options.summary) writeSummary(options.summary, renderDatasetSummary(tallies, [`merged ${counts}`]));
      warn(`merged ${counts}`);
    });
}

const NAMED_INPUT = /^([\w.-]+\/[\w.-]+)=(.+)$/;

function readInput(argument: string): MergeInput {
  const named = NAMED_INPUT.exec(argument);
  const file = named ? named[2] : argument;
  try {
    return { repository: named?.[1], file, text: readFileSync(file, 'utf8') };
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

/** Appends: $GITHUB_STEP_SUMMARY collects the steps' summaries in one file. */
function writeSummary(file: string, markdown: string): void {
  try {
    writeFileSync(file, markdown, { flag: 'a' });
  } catch (error) {
    throw new UsageError(`cannot write ${file}: ${(error as Error).message}`);
  }
}
