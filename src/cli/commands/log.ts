import { availableParallelism } from 'node:os';
import { Command } from 'commander';
import { SingleBar } from 'cli-progress';
import type { StreamRecord } from '../../report/render-jsonl';
import { SCHEMA_VERSION } from '../../report/types';
import { VERSION } from '../../version';
import { mineHistory, type MinedCommitWithInfo } from '../mining/mine';
import { engineOptions } from '../../policy';
import { commandPolicy } from '../command-policy';
import { positiveInteger, seconds, withCommonOptions, type CommonOptions } from '../options';
import { openOutput, warner, type CliIo } from '../output';
import { gitCodeReader } from '../../sources/code-reader';
import { ReportStream, streamRecord } from '../present';
import { UsageError } from '../../errors';
import { parseShard, type Shard } from '../mining/shard';
import { prepareForAppend, readResumePoint, type ResumePoint } from '../mining/resume';

interface LogOptions extends CommonOptions {
  jobs: number;
  timeout: number;
  sinceCommit?: string;
  maxCount?: number;
  includeMerges?: boolean;
  shard?: Shard;
  resume?: boolean;
}

export function logCommand(io: CliIo): Command {
  return withCommonOptions(
    new Command('log')
      .description('mine a history: the refactorings of every commit, oldest first, one report per commit')
      .argument('[range]', 'a revision (its whole history) or base..head', 'HEAD')
      .option('-n, --max-count <n>', 'only the newest n commits', positiveInteger)
      .option('-j, --jobs <n>', 'worker threads (default: the number of cores)', positiveInteger, availableParallelism())
      .option('--timeout <seconds>', 'give up a commit after this long; it is reported as timed out and skipped', seconds, 60)
      .option('--since-commit <rev>', 'resume: only commits after this one (e.g. the last one of an interrupted run)')
      .option('--include-merges', 'analyse merge commits too, against their first parent')
      .option('--shard <i/n>', 'only part i of n equal, contiguous parts of the history (mine one history on n machines)', parseShard)
      .option('--resume', 'with --format jsonl --output <file>: keep the commits already in the file, analyse the rest and append'),
  ).action(async (range: string, options: LogOptions) => {
    const policy = commandPolicy(io.cwd, options);
    const warn = warner(io, options.quiet);
    const resumed = options.resume ? resumePoint(options) : undefined;
    if (resumed?.truncatedTail) warn(`${options.output}: the last line was cut off by an interrupted run; it is dropped and its commit analysed again`);
    if (resumed && resumed.done.size > 0) warn(`resuming: ${resumed.done.size} commit(s) already in ${options.output}`);
    if (resumed) prepareForAppend(options.output!, resumed);
    const output = openOutput(io, options.output, options.color, resumed !== undefined);
    const code = gitCodeReader(io.cwd);
    const stream = new ReportStream(output, options.format, code);
    // A bar redrawn on the terminal the report is printed to would garble it.
    const progress = options.output || io.stdout.isTTY !== true ? io.progress : undefined;
    const bar = progress ? new SingleBar({ stream: progress, format: 'refdiff log [{bar}] {value}/{total} commits | {eta_formatted} left', hideCursor: true, clearOnComplete: true }) : undefined;
    let warnings = 0;
    try {
      await mineHistory(
        {
          cwd: io.cwd,
          range,
          sinceCommit: options.sinceCommit,
          includeMerges: options.includeMerges,
          maxCount: options.maxCount,
          jobs: options.jobs,
          timeoutMs: options.timeout * 1000,
          shard: options.shard,
          skip: resumed?.done,
          analysis: engineOptions(policy),
        },
        (mined, position) => {
          if (mined.analysis) {
            warnings += mined.analysis.warnings.length;
            stream.add(streamRecord(mined.analysis, policy));
          } else {
            warn(`commit ${mined.sha.slice(0, 12)}: ${mined.error}`);
            stream.add(failureRecord(mined));
          }
          bar?.update(position.done);
        },
        (total) => {
          if (total === 0 && !resumed?.done.size) warn(`no commits to analyse in ${range}`);
          bar?.start(total, 0);
        },
      );
    } finally {
      bar?.stop();
    }
    try {
      await stream.finish();
    } finally {
      await code.close();
    }
    await output.close();
    if (warnings > 0) warn(`${warnings} file warning(s) (syntax errors, skipped files); they are listed per commit with --format jsonl`);
  });
}

/** `--resume` appends to the JSONL file of an earlier run: nothing else can be resumed. */
function resumePoint(options: LogOptions): ResumePoint {
  if (!options.output || options.format !== 'jsonl') throw new UsageError('--resume needs --format jsonl and --output <file> (the file of the run to resume)');
  return readResumePoint(options.output);
}

function failureRecord(mined: MinedCommitWithInfo): StreamRecord {
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: 'refdiff', version: VERSION },
    before: mined.info?.parents[0] ?? '',
    after: mined.sha,
    refactorings: [],
    stats: { filesBefore: 0, filesAfter: 0, nodesBefore: 0, nodesAfter: 0, elapsedMs: 0 },
    commit: mined.info,
    error: mined.error,
    ...(mined.timedOut ? { timedOut: true } : {}),
  };
}
