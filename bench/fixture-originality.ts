/**
 * Test fixtures are our own code, never lines of the benchmarks' commits. This lists the lines of
 * test/fixtures (at least --min-length characters once trimmed; imports, package lines and
 * includes left out, as every file has them) that also stand, verbatim, in a git directory's
 * files: RefactoringMiner's oracle commits, or a labelled set's repository. Each fixture folder
 * with at least --max-lines such lines is a finding; the lines are printed under it.
 *
 *   npx tsx bench/fixture-originality.ts --git <gitdir> [--path src/test/resources/oracle/commits]
 *     [--rev HEAD] [--fixtures test/fixtures] [--min-length 40] [--max-lines 4] [--common 100]
 *
 * A line found in --common files or more of the git directory is an idiom of the language (`} catch
 * (IOException e) {`), not a copy: it is not counted. Exit code 1 when a folder is found, 2 on bad input.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { Command, CommanderError, InvalidArgumentError } from 'commander';

interface Options {
  git: string;
  path?: string;
  rev: string;
  fixtures: string;
  minLength: number;
  maxLines: number;
  common: number;
}

/** Lines every source file may share with any other: they say nothing of where the code came from. */
const BOILERPLATE = /^(import |package |from \S+ import |#include |using )/;

function positiveInteger(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new InvalidArgumentError('expected a positive integer');
  return parsed;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The fixture folder a file belongs to: `<language>/<fixture>` under the fixtures' root. */
function fixtureOf(root: string, file: string): string {
  return relative(root, file).split(sep).slice(0, 2).join('/');
}

/** Each candidate line with the fixture folders that hold it. */
function fixtureLines(root: string, minLength: number): Map<string, Set<string>> {
  const lines = new Map<string, Set<string>>();
  for (const file of filesUnder(root)) {
    for (const raw of readFileSync(file, 'utf8').split('\n')) {
      const line = raw.trim();
      if (line.length < minLength || BOILERPLATE.test(line)) continue;
      let folders = lines.get(line);
      if (!folders) lines.set(line, (folders = new Set()));
      folders.add(fixtureOf(root, file));
    }
  }
  return lines;
}

/** How many times each given line stands in the git directory's tree (fixed strings, whole lines' text). */
function occurrences(options: Options, lines: string[]): Map<string, number> {
  const scratch = mkdtempSync(join(tmpdir(), 'refdiff-originality-'));
  try {
    const patterns = join(scratch, 'patterns.txt');
    writeFileSync(patterns, lines.join('\n') + '\n');
    const args = ['--git-dir', options.git, 'grep', '-F', '-h', '-o', '-f', patterns, options.rev];
    if (options.path) args.push('--', options.path);
    let output = '';
    try {
      output = execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
    } catch (error) {
      // git grep exits 1 when nothing matched: no line is anyone else's.
      if ((error as { status?: number }).status !== 1) throw new Error(`git grep failed in ${options.git}`);
    }
    const counts = new Map<string, number>();
    for (const hit of output.split('\n')) if (hit) counts.set(hit, (counts.get(hit) ?? 0) + 1);
    return counts;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function main(argv: string[]): number {
  const options = new Command('fixture-originality')
    .exitOverride()
    .requiredOption('--git <gitdir>', 'the git directory whose files the fixtures must not copy')
    .option('--path <path>', 'only this path of its tree')
    .option('--rev <rev>', 'the revision whose tree is read', 'HEAD')
    .option('--fixtures <folder>', "the fixtures' root", 'test/fixtures')
    .option('--min-length <n>', 'the least length of a line compared, once trimmed', positiveInteger, 40)
    .option('--max-lines <n>', 'a folder with this many copied lines or more is a finding', positiveInteger, 4)
    .option('--common <n>', 'a line found this many times or more is an idiom, not counted', positiveInteger, 100)
    .parse(argv)
    .opts<Options>();
  try {
    execFileSync('git', ['--git-dir', options.git, 'rev-parse', '--verify', '-q', options.rev], { stdio: 'ignore' });
  } catch {
    throw new Error(`not a git directory with ${options.rev}: ${options.git}`);
  }
  const lines = fixtureLines(options.fixtures, options.minLength);
  const counts = occurrences(options, [...lines.keys()]);
  const copied = new Map<string, string[]>();
  for (const [line, found] of counts) {
    // -o prints each match; a pattern found inside a longer line of the tree still counts.
    if (found >= options.common) continue;
    for (const folder of lines.get(line) ?? []) copied.set(folder, [...(copied.get(folder) ?? []), line]);
  }
  const findings = [...copied].filter(([, found]) => found.length >= options.maxLines).sort((a, b) => b[1].length - a[1].length);
  const folders = new Set([...lines.values()].flatMap((set) => [...set]));
  console.log(`${lines.size} lines of ${folders.size} fixture folders compared; ${copied.size} folders share a line with ${options.git}; ${findings.length} share ${options.maxLines} or more`);
  for (const [folder, found] of findings) {
    console.log(`${found.length} ${folder}`);
    for (const line of found) console.log(`    ${line}`);
  }
  return findings.length > 0 ? 1 : 0;
}

try {
  process.exitCode = main(process.argv);
} catch (error) {
  if (error instanceof CommanderError) process.exitCode = error.exitCode === 0 ? 0 : 2;
  else {
    console.error(`fixture-originality: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  }
}
