/**
 * Accuracy benchmark: refdiff against RefDiff 2.0's 538-commit Java oracle (RefactoringMiner's
 * ICSE 2018 data set). Usage in bench/README.md. Nothing fetched is committed: every input is a
 * path given on the command line.
 */
import { writeFileSync } from 'node:fs';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { analyzeFiles } from '../src/engine/analyze';
import { loadPlugins } from '../src/languages/registry';
import { MIN_SPLIT_CHARS, startParsePool } from '../src/engine/parse-pool';
import { availableParallelism } from 'node:os';
import { openCommitStore, readDataArgument, type CommitStore } from './accuracy/commit-store';
import { writeDump } from './accuracy/dump';
import { isNestedInReportedClassMove, isPullUpIntoExtractedSupertype } from './accuracy/explanations';
import { mergeHandValidations, parseHandValidations, readHandValidationTexts } from './accuracy/hand-validations';
import { parseOracle, type OracleCommit } from './accuracy/oracle';
import { ALL_ROWS } from './accuracy/rows';
import { runBenchmark, type CommitOutcome, type RunResult } from './accuracy/run';
import { isJavaPath, selectCommits } from './accuracy/select-commits';
import { summariseSpeed } from './accuracy/speed';
import { formatAccuracyTable, formatSpeed } from './accuracy/table';

const SLOW_MS = 10_000;

interface CliOptions {
  data: string;
  commitsGit?: string;
  commitsDir?: string;
  filter?: string;
  limit?: number;
  json?: string;
  dump?: string;
  handValidations?: string;
  setting: Record<string, number | string>;
  parseWorkers: number;
  splitChars: number;
}

class UsageError extends Error {}

function collectSetting(text: string, settings: Record<string, number | string>): Record<string, number | string> {
  const match = /^(\w+)=(.+)$/.exec(text);
  if (!match) throw new UsageError(`--setting takes key=value, got '${text}'`);
  const value = Number(match[2]);
  return { ...settings, [match[1]]: Number.isNaN(value) ? match[2] : value };
}

async function main(argv: string[]): Promise<void> {
  const program = new Command('accuracy')
    .description("Measures refdiff against RefDiff 2.0's Java oracle (precision/recall per type, speed)")
    .requiredOption('--data <source>', 'the oracle: a data.json path, or git:<gitdir>:<path> for a file at HEAD of a git directory')
    .option('--commits-git <gitdir>', "RefactoringMiner's git directory (commits read from src/test/resources/oracle/commits at HEAD)")
    .option('--commits-dir <dir>', 'an extracted copy of that commits folder')
    .option('--filter <substring>', 'only commits whose URL or <project>-<sha> contains this')
    .option('--limit <n>', 'only the first n commits (after --filter)', positiveInteger)
    .option('--json <file>', 'write all figures as JSON')
    .option('--dump <dir>', 'write per-type lists of false positives and false negatives')
    .option(
      '--hand-validations <source>',
      "also count the hand validations the paper added (RefDiff's refdiff-evaluation/data/java-evaluation): a folder, or git:<gitdir>:<folder>",
    )
    .option('--setting <key=value>', 'override an analysis setting (calibration), e.g. extractThreshold=0.4', collectSetting, {})
    .option('--parse-workers <n>', 'threads that parse large commits beside the main one (0: none)', nonNegativeInteger, Math.max(0, availableParallelism() - 1))
    .option('--split-chars <n>', 'the least source (characters, both sides) a commit is parsed on several threads from', nonNegativeInteger, MIN_SPLIT_CHARS)
    .exitOverride()
    .configureOutput({ writeErr: (text) => process.stderr.write(text) });
  program.parse(argv);
  const options = program.opts<CliOptions>();

  const oracle = parseOracle(readDataArgument(options.data));
  const handValidated = options.handValidations ? mergeHandValidations(oracle, parseHandValidations(readHandValidationTexts(options.handValidations))) : undefined;
  const commits = selectCommits(oracle, options);
  if (commits.length === 0) throw new UsageError(`no oracle commit matches --filter ${options.filter ?? ''}`);
  const store: CommitStore = openCommitStore(options);

  await loadPlugins(['java']);
  const parsePool = options.parseWorkers > 0 ? startParsePool({ workers: options.parseWorkers, languages: ['java'], minChars: options.splitChars }) : undefined;
  const started = Date.now();
  let result: RunResult;
  try {
    result = await runBenchmark(commits, {
      store,
      accept: isJavaPath,
      detect: async (before, after) => (await analyzeFiles(before, after, { languages: ['java'], settings: options.setting, parsePool })).refactorings,
      onProgress: progressReporter(),
    });
  } finally {
    store.close();
    await parsePool?.close();
  }
  const wallSeconds = (Date.now() - started) / 1000;

  process.stdout.write(`${renderReport(oracle, commits, result, wallSeconds, handValidated)}\n`);
  if (options.json) writeFileSync(options.json, `${JSON.stringify(toJson(options, commits, result, wallSeconds), null, 2)}\n`);
  if (options.dump) writeDump(options.dump, result.outcomes);
}

function renderReport(
  oracle: OracleCommit[],
  commits: OracleCommit[],
  result: RunResult,
  wallSeconds: number,
  handValidated: { added: number } | undefined,
): string {
  const byStatus = (status: CommitOutcome['status']) => result.outcomes.filter((outcome) => outcome.status === status);
  const analysed = byStatus('analysed');
  const crashed = byStatus('crashed');
  const lines = [
    `Oracle: ${oracle.length} commits; selected ${commits.length}; analysed ${analysed.length}, ` +
      `missing ${byStatus('missing').length}, ignored ${byStatus('ignored').length}, crashed ${crashed.length} ` +
      `(${wallSeconds.toFixed(0)} s in all)`,
    ...(handValidated ? [`With the paper's hand validations: ${handValidated.added} entries added to the oracle.`] : []),
    '',
    formatAccuracyTable(result.tally),
    '',
    'P = TP / (TP + FP) over the entries the oracle validated (TP/CTP true, FP false); ' +
      'strict P also counts as false our reports the oracle does not hold (Unval).',
    formatSpeed(summariseSpeed(timesOf(result.outcomes), SLOW_MS), crashed.length),
  ];
  const listed = (title: string, outcomes: CommitOutcome[], detail: (outcome: CommitOutcome) => string) => {
    if (outcomes.length === 0) return;
    lines.push('', `${title}:`);
    for (const outcome of outcomes) lines.push(`  ${outcome.commit.url}  ${detail(outcome)}`);
  };
  listed('Missing commits', byStatus('missing'), (outcome) => outcome.reason ?? '');
  listed('Ignored commits', byStatus('ignored'), (outcome) => outcome.reason ?? '');
  listed('Crashed commits', crashed, (outcome) => outcome.reason ?? '');
  listed(`Commits over ${SLOW_MS / 1000} s`, analysed.filter((outcome) => (outcome.ms ?? 0) > SLOW_MS), (outcome) => `${Math.round(outcome.ms!)} ms`);
  const withAbsent = analysed.filter((outcome) => (outcome.absentFiles ?? []).length > 0);
  listed('Commits with files missing from the store', withAbsent, (outcome) => `${outcome.absentFiles!.length} files`);
  const intoExtracted = analysed.flatMap((outcome) =>
    outcome.comparison!.unvalidated.filter((item) => isPullUpIntoExtractedSupertype(item, outcome.commit.entries)),
  );
  if (intoExtracted.length > 0) {
    lines.push(
      '',
      `Of the Unval Pull Ups, ${intoExtracted.length} go into a supertype the oracle lists as extracted ` +
        "(RefactoringMiner 1.0 reports only the Extract Superclass/Interface; RefDiff's evaluation dropped them).",
    );
  }
  const nestedMisses = analysed.flatMap((outcome) => {
    const ours = [...outcome.comparison!.truePositives, ...outcome.comparison!.falsePositives, ...outcome.comparison!.unvalidated].map((item) => item.ours);
    return outcome.comparison!.falseNegatives.filter((miss) => isNestedInReportedClassMove(miss, ours));
  });
  if (nestedMisses.length > 0) {
    lines.push(
      '',
      `Of the Move Class misses, ${nestedMisses.length} are classes nested in a class we report moved or renamed, carried along ` +
        'under the same name (RefactoringMiner lists each nested class too; refdiff the outer one only).',
    );
  }
  if (result.unscoredReports.size > 0) {
    lines.push('', `Our reports of types no row scores: ${[...result.unscoredReports].map(([type, n]) => `${type} ${n}`).join(', ')}`);
  }
  const unparsed = commits.flatMap((commit) => commit.unparsed);
  if (unparsed.length > 0) lines.push('', `Oracle descriptions not understood: ${unparsed.length}`, ...unparsed.map((text) => `  ${text}`));
  return lines.join('\n');
}

function toJson(options: CliOptions, commits: OracleCommit[], result: RunResult, wallSeconds: number): unknown {
  const crashed = result.outcomes.filter((outcome) => outcome.status === 'crashed').length;
  return {
    options,
    wallSeconds,
    rows: Object.fromEntries(ALL_ROWS.map((row) => [row, result.tally.score(row)])),
    total: result.tally.total(),
    speed: { ...summariseSpeed(timesOf(result.outcomes), SLOW_MS), crashed },
    unscoredReports: Object.fromEntries(result.unscoredReports),
    oracleUnparsed: commits.flatMap((commit) => commit.unparsed),
    commits: result.outcomes.map((outcome) => ({
      url: outcome.commit.url,
      status: outcome.status,
      reason: outcome.reason,
      ms: outcome.ms === undefined ? undefined : Math.round(outcome.ms),
      filesBefore: outcome.filesBefore,
      filesAfter: outcome.filesAfter,
      absentFiles: outcome.absentFiles?.length ? outcome.absentFiles : undefined,
      reports: outcome.refactorings?.length,
      tp: outcome.comparison?.truePositives.length,
      fp: outcome.comparison?.falsePositives.length,
      unvalidated: outcome.comparison?.unvalidated.length,
      fn: outcome.comparison?.falseNegatives.length,
    })),
  };
}

function timesOf(outcomes: readonly CommitOutcome[]): number[] {
  return outcomes.filter((outcome) => outcome.status === 'analysed').map((outcome) => outcome.ms!);
}

/** One stderr line per commit on a terminal (overwritten), else one per 50 commits. */
function progressReporter(): (done: number, total: number, outcome: CommitOutcome) => void {
  const tty = process.stderr.isTTY;
  return (done, total, outcome) => {
    const ms = outcome.ms === undefined ? '' : ` ${Math.round(outcome.ms)} ms`;
    const line = `[${done}/${total}] ${outcome.commit.project}-${outcome.commit.sha1.slice(0, 7)} ${outcome.status}${ms}`;
    if (tty) process.stderr.write(`\r\x1b[K${line}${done === total ? '\n' : ''}`);
    else if (done % 50 === 0 || done === total || outcome.status === 'crashed') process.stderr.write(`${line}\n`);
  };
}

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new InvalidArgumentError('a positive whole number');
  return n;
}

function nonNegativeInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('a whole number, 0 or more');
  return n;
}

main(process.argv).catch((error: unknown) => {
  if (error instanceof CommanderError) {
    process.exit(error.exitCode === 0 ? 0 : 2);
  }
  process.stderr.write(`accuracy: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
