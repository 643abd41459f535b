import { Command } from 'commander';
import { engineOptions } from '../../policy';
import { analyzeCommit } from '../../sources/git/analyze';
import { commandPolicy } from '../command-policy';
import { positiveInteger, withCommonOptions, type CommonOptions } from '../options';
import { openOutput, warner, type CliIo } from '../output';
import { streamRecord, writeReport } from '../present';
import { gitCodeReader } from '../../sources/code-reader';
import { commandParsePool, withParsePool } from '../parse-threads';

export function commitCommand(io: CliIo): Command {
  return withCommonOptions(
    new Command('commit')
      .description('find the refactorings of one commit (against its first parent; a root commit against the empty tree)')
      .argument('[rev]', 'the commit', 'HEAD')
      .option('--parent <n>', 'compare a merge with its n-th parent instead of the first', positiveInteger),
  ).action(async (rev: string, options: CommonOptions & { parent?: number }) => {
    const parsePool = commandParsePool(io.env);
    const policy = commandPolicy(io.cwd, options);
    const warn = warner(io, options.quiet);
    const output = openOutput(io, options.output, options.color);
    const analysis = await withParsePool(parsePool, (pool) => analyzeCommit({ cwd: io.cwd, rev, parent: options.parent, analysis: { ...engineOptions(policy), parsePool: pool } }));
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
