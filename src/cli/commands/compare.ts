import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command } from 'commander';
import { analyzeFiles } from '../../engine/analyze';
import { languageOfPath } from '../../languages/registry';
import { buildReport } from '../../report/build';
import { describeFsError, readDirectoryPair } from '../../sources/directory';
import { pathFilter } from '../../sources/path-filter';
import { UsageError } from '../../errors';
import { engineOptions, filterReport } from '../../policy';
import { commandPolicy } from '../command-policy';
import { withCommonOptions, type CommonOptions } from '../options';
import { openOutput, warner, type CliIo } from '../output';
import { writeReport } from '../present';
import { directoryCodeReader } from '../../sources/code-reader';
import { commandParsePool, withParsePool } from '../parse-threads';

export function compareCommand(io: CliIo): Command {
  return withCommonOptions(
    new Command('compare')
      .description('find the refactorings between two directory trees')
      .argument('<beforeDir>', 'the code before the change')
      .argument('<afterDir>', 'the code after the change'),
  ).action(async (beforeDir: string, afterDir: string, options: CommonOptions) => {
    const parsePool = commandParsePool(io.env);
    for (const dir of [beforeDir, afterDir]) assertReadableDirectory(resolve(io.cwd, dir), dir);
    const policy = commandPolicy(io.cwd, options);
    const warn = warner(io, options.quiet);
    const output = openOutput(io, options.output, options.color);
    const analysis = engineOptions(policy);
    const selected = pathFilter(analysis.include, analysis.exclude);
    const roots = [resolve(io.cwd, beforeDir), resolve(io.cwd, afterDir)];
    const pair = readDirectoryPair(roots[0], roots[1], (path) => selected(path) && languageOfPath(path, analysis.languages) !== undefined, {
      maxFileSizeBytes: analysis.maxFileSizeBytes,
    });
    for (const warning of pair.warnings) warn(warning);
    const result = await withParsePool(parsePool, (pool) => analyzeFiles(pair.before, pair.after, { ...analysis, parsePool: pool }));
    for (const warning of result.warnings) warn(warning);
    const code = directoryCodeReader({ [beforeDir]: roots[0], [afterDir]: roots[1] });
    await writeReport(output, options.format, filterReport(policy, buildReport(result, beforeDir, afterDir)), code);
    await output.close();
  });
}

function assertReadableDirectory(path: string, shown: string): void {
  let stats;
  try {
    stats = statSync(path, { throwIfNoEntry: false });
  } catch (error) {
    throw new UsageError(`cannot read ${shown}: ${describeFsError(error)}`);
  }
  if (!stats) throw new UsageError(`no such directory: ${shown}`);
  if (!stats.isDirectory()) throw new UsageError(`not a directory: ${shown}`);
}
