import { Command } from 'commander';
import { engineOptions } from '../../policy';
import { analyzeRange } from '../../sources/git/analyze';
import { commandPolicy } from '../command-policy';
import { withCommonOptions, type CommonOptions } from '../options';
import { openOutput, warner, type CliIo } from '../output';
import { gitCodeReader } from '../../sources/code-reader';
import { ReportStream, streamRecord, writeReport } from '../present';
import { commandParsePool, withParsePool } from '../parse-threads';

export function rangeCommand(io: CliIo): Command {
  return withCommonOptions(
    new Command('range')
      .description('find the refactorings of each commit in <base>..<head>, oldest first (or of the whole range with --combined)')
      .argument('<range>', 'base..head (commits in head, not in base) or base...head (from their merge base)')
      .option('--combined', 'one analysis of the whole range (base tree against head tree)')
      .option('--include-merges', 'analyse merge commits too, against their first parent'),
  ).action(async (range: string, options: CommonOptions & { combined?: boolean; includeMerges?: boolean }) => {
    const parsePool = commandParsePool(io.env);
    const policy = commandPolicy(io.cwd, options);
    const warn = warner(io, options.quiet);
    const output = openOutput(io, options.output, options.color);
    const analyses = await withParsePool(parsePool, (pool) =>
      analyzeRange({ cwd: io.cwd, range, combined: options.combined, includeMerges: options.includeMerges, analysis: { ...engineOptions(policy), parsePool: pool } }),
    );
    for (const analysis of analyses) for (const warning of analysis.warnings) warn(warning);
    const code = gitCodeReader(io.cwd);
    try {
      if (options.combined) {
        await writeReport(output, options.format, streamRecord(analyses[0], policy), code);
      } else {
        if (analyses.length === 0) warn(`no commits to analyse in ${range}${options.includeMerges ? '' : ' (merges are left out; --include-merges)'}`);
        const stream = new ReportStream(output, options.format, code);
        for (const analysis of analyses) stream.add(streamRecord(analysis, policy));
        await stream.finish();
      }
    } finally {
      await code.close();
    }
    await output.close();
  });
}
