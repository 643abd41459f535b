/**
 * Writes the Java oracle's commits as plain folders, so that another tool (RefDiff 2.0, through
 * bench/refdiff2-speed.sh) runs on exactly the files bench/accuracy.ts gives refdiff: the same
 * commit selection, `.java` filter and before/after file sets (unchanged files dropped), taken
 * from the same code. Layout: `<out>/<project>-<sha>/before/<path>` and `.../after/<path>`.
 * Usage in bench/README.md ("RefDiff 2.0 side by side").
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import type { SourceFile } from '../src/languages/plugin';
import { openCommitStore, readDataArgument } from './accuracy/commit-store';
import { parseOracle } from './accuracy/oracle';
import { prepareCommit } from './accuracy/run';
import { isJavaPath, selectCommits } from './accuracy/select-commits';

interface CliOptions {
  data: string;
  commitsGit?: string;
  commitsDir?: string;
  out: string;
  filter?: string;
  limit?: number;
}

async function main(argv: string[]): Promise<void> {
  const program = new Command('export-oracle-files')
    .description("Writes the Java oracle's before/after files per commit, as bench/accuracy.ts reads them")
    .requiredOption('--data <source>', 'the oracle: a data.json path, or git:<gitdir>:<path>')
    .option('--commits-git <gitdir>', "RefactoringMiner's git directory")
    .option('--commits-dir <dir>', 'an extracted copy of its commits folder')
    .requiredOption('--out <dir>', 'an empty or new folder to write into')
    .option('--filter <substring>', 'only commits whose URL or <project>-<sha> contains this')
    .option('--limit <n>', 'only the first n commits (after --filter)', positiveInteger)
    .exitOverride()
    .configureOutput({ writeErr: (text) => process.stderr.write(text) });
  program.parse(argv);
  const options = program.opts<CliOptions>();
  // A folder left from another selection would mix commits into the run.
  if (existsSync(options.out) && readdirSync(options.out).length > 0) throw new Error(`--out must be empty or new: ${options.out}`);

  const commits = selectCommits(parseOracle(readDataArgument(options.data)), options);
  if (commits.length === 0) throw new Error(`no oracle commit matches --filter ${options.filter ?? ''}`);
  const store = openCommitStore(options);
  const counts = { exported: 0, ignored: 0, missing: 0, files: 0 };
  try {
    for (const commit of commits) {
      const prepared = await prepareCommit(commit, store, isJavaPath);
      if (prepared.status !== 'ready') {
        counts[prepared.status]++;
        continue;
      }
      const folder = join(options.out, `${commit.project}-${commit.sha1}`);
      writeSide(join(folder, 'before'), prepared.files.before);
      writeSide(join(folder, 'after'), prepared.files.after);
      counts.exported++;
      counts.files += prepared.files.before.length + prepared.files.after.length;
    }
  } finally {
    store.close();
  }
  process.stdout.write(
    `Exported ${counts.exported} commits (${counts.files} files) to ${options.out}; ` +
      `skipped ${counts.ignored} ignored, ${counts.missing} missing\n`,
  );
}

/** Writes one side; the folder exists even when the side has no file (an added-only commit). */
function writeSide(folder: string, files: readonly SourceFile[]): void {
  mkdirSync(folder, { recursive: true });
  const root = resolve(folder);
  for (const file of files) {
    const target = resolve(root, file.path);
    // The paths come from the store's metadata: none may leave the commit's folder.
    const inside = relative(root, target);
    if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) throw new Error(`path escapes the commit folder: ${file.path}`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
}

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new InvalidArgumentError('a positive whole number');
  return n;
}

main(process.argv).catch((error: unknown) => {
  if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 2);
  process.stderr.write(`export-oracle-files: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
