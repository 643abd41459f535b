import { Command } from 'commander';
import { engineOptions } from '../../policy';
import { analyzeStaged } from '../../sources/git/analyze';
import { commandPolicy } from '../command-policy';
import { withCommonOptions, type CommonOptions } from '../options';
import { openOutput, warner, type CliIo } from '../output';
import { streamRecord, writeReport } from '../present';

export function stagedCommand(io: CliIo): Command {
  return withCommonOptions(
    new Command('staged')
      .description('find the refactorings staged in the index (what `git commit` would record), against HEAD')
      .option('--amend', "compare with HEAD's first parent, as `git commit --amend` would"),
  ).action(async (options: CommonOptions & { amend?: boolean }) => {
    const policy = commandPolicy(io.cwd, options);
    const warn = warner(io, options.quiet);
    const output = openOutput(io, options.output, options.color);
    const analysis = await analyzeStaged({ cwd: io.cwd, amend: options.amend, analysis: engineOptions(policy) });
    for (const warning of analysis.warnings) warn(warning);
    writeReport(output, options.format, streamRecord(analysis, policy));
    await output.close();
  });
}
