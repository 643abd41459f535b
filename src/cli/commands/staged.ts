import { Command } from 'commander';
import { engineOptions } from '../../policy';
import { analyzeStaged } from '../../sources/git/analyze';
import { GitRepository } from '../../sources/git/repository';
import { commandPolicy } from '../command-policy';
import { withCommonOptions, type CommonOptions } from '../options';
import { openOutput, warner, type CliIo } from '../output';
import { streamRecord, writeReport } from '../present';
import { gitCodeReader } from '../../sources/code-reader';

export function stagedCommand(io: CliIo): Command {
  return withCommonOptions(
    new Command('staged')
      .description('find the refactorings staged in the index (what `git commit` would record), against HEAD')
      .option('--amend', "compare with HEAD's first parent, as `git commit --amend` would"),
  ).action(async (options: CommonOptions & { amend?: boolean }) => {
    const policy = commandPolicy(io.cwd, options);
    const warn = warner(io, options.quiet);
    const repository = await GitRepository.open(io.cwd);
    let analysis;
    try {
      // Before the output is opened: a bare repository is refused without touching --output.
      await repository.assertWorkTree('staged');
      analysis = await analyzeStaged({ cwd: io.cwd, amend: options.amend, analysis: engineOptions(policy), repository });
    } finally {
      await repository.close();
    }
    const output = openOutput(io, options.output, options.color);
    for (const warning of analysis.warnings) warn(warning);
    const code = gitCodeReader(io.cwd);
    try {
      await writeReport(output, options.format, streamRecord(analysis, policy), code);
    } finally {
      await code.close();
    }
    await output.close();
  });
}
