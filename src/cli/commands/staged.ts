import { Command } from 'commander';
import { analyzeStaged } from '../../sources/git/analyze';
import { analysisOptions, withCommonOptions, type CommonOptions } from '../options';
import { openOutput, warn, type CliIo } from '../output';
import { streamRecord, writeReport } from '../present';

export function stagedCommand(io: CliIo): Command {
  return withCommonOptions(
    new Command('staged')
      .description('find the refactorings staged in the index (what `git commit` would record), against HEAD')
      .option('--amend', "compare with HEAD's first parent, as `git commit --amend` would"),
  ).action(async (options: CommonOptions & { amend?: boolean }) => {
    const output = openOutput(io, options.output, options.color);
    const analysis = await analyzeStaged({ cwd: io.cwd, amend: options.amend, analysis: analysisOptions(options) });
    for (const warning of analysis.warnings) warn(io, warning);
    writeReport(output, options.format, streamRecord(analysis, options.type));
    await output.close();
  });
}
