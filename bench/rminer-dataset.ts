/**
 * Accuracy on RefactoringMiner's oracles for other languages (`python-dataset/`,
 * `kotlin-dataset/`): precision and recall per row for the refactoring types refdiff reports.
 * Nothing fetched is committed: the oracle and the commits are read from paths given here.
 *
 *   npx tsx bench/rminer-dataset.ts --language python \
 *     --data git:<RefactoringMiner gitdir>:src/test/resources/oracle/python-dataset/data.json \
 *     --commits-git <RefactoringMiner gitdir>
 */
import { Command } from 'commander';
import { analyzeFiles } from '../src/engine/analyze';
import type { CstRoot } from '../src/core/cst';
import type { LanguagePlugin } from '../src/languages/plugin';
import { languageOfPath, languagesOfPaths, loadPlugins, pluginForPath } from '../src/languages/registry';
import { gitCommitStore, loadCommitFiles, missingReason, readDataArgument, type CommitFiles } from './accuracy/commit-store';
import { CLASS_ROWS, FINE_GRAINED_ROWS, parseOracle, ROWS, type Row } from './rminer-dataset/oracle';
import { carriedMethodMoveKeys, impliedClassMoveKeys, nestedClassMoveKeys } from './rminer-dataset/implied-moves';
import { accessorKeys, reportKeys } from './rminer-dataset/report-keys';

interface Score {
  oracle: number;
  tp: number;
  fp: number;
  fn: number;
  unvalidated: number;
}

async function main(argv: string[]): Promise<void> {
  const options = new Command('rminer-dataset')
    .requiredOption('--language <name>', 'the language the oracle is in: python, kotlin (its commits are analysed in every language they hold)')
    .requiredOption('--data <source>', 'the oracle: a data.json path, or git:<gitdir>:<path>')
    .requiredOption('--commits-git <gitdir>', "RefactoringMiner's git directory (src/test/resources/oracle/commits at HEAD)")
    .option('--filter <text>', 'only commits whose <project>-<sha> contains this')
    .option('--verbose', 'list every false positive, false negative and unvalidated report')
    .parse(argv)
    .opts<{ language: string; data: string; commitsGit: string; filter?: string; verbose?: boolean }>();
  const commits = parseOracle(readDataArgument(options.data)).filter((commit) => !options.filter || `${commit.project}-${commit.sha1}`.includes(options.filter));
  const store = gitCommitStore(options.commitsGit);
  const scores = new Map<Row, Score>(ROWS.map((row) => [row, { oracle: 0, tp: 0, fp: 0, fn: 0, unvalidated: 0 }]));
  await loadPlugins([options.language]); // an unknown language fails here, before any commit
  const times: number[] = [];
  let missing = 0;
  let crashed = 0;
  for (const commit of commits) {
    for (const entry of commit.entries) if (entry.validation === 'TP') scores.get(entry.row)!.oracle++;
    if (missingReason(store, commit.project, commit.sha1)) {
      missing++;
      continue;
    }
    let refactorings;
    let files: CommitFiles;
    try {
      // A Kotlin project holds Java too: the commit is analysed as the CLI would, in every language it holds.
      files = await loadCommitFiles(store, commit.project, commit.sha1, (path) => languageOfPath(path) !== undefined);
      const started = performance.now();
      refactorings = (await analyzeFiles(files.before, files.after)).refactorings;
      times.push(performance.now() - started);
    } catch (error) {
      crashed++;
      console.error(`${commit.project}-${commit.sha1}: crashed: ${(error as Error).message}`);
      continue;
    }
    const truths = new Map(commit.entries.filter((entry) => entry.validation === 'TP').map((entry) => [entry.key, entry]));
    const falsehoods = new Set(commit.entries.filter((entry) => entry.validation === 'FP' && !truths.has(entry.key)).map((entry) => entry.key));
    const found = new Set<string>();
    const score = (keyed: { row: Row; keys: string[] }, description: string) => {
      const key = keyed.keys.find((candidate) => truths.has(candidate)) ?? keyed.keys[0];
      if (found.has(key)) return;
      found.add(key);
      const truth = truths.get(key);
      // A class moved or renamed is scored under the oracle's own row for it.
      const row = truth && CLASS_ROWS.has(keyed.row) ? truth.row : keyed.row;
      const counts = scores.get(row)!;
      if (truth) counts.tp++;
      else if (falsehoods.has(key)) counts.fp++;
      else counts.unvalidated++;
      if (options.verbose && !truth) console.log(`${falsehoods.has(key) ? 'FP' : 'UNVALIDATED'} ${commit.project}-${commit.sha1.slice(0, 7)} ${description}`);
    };
    const parse = fileParser(await loadPlugins(languagesOfPaths([...files.before, ...files.after].map((file) => file.path))), files);
    for (const refactoring of refactorings) {
      const keyed = reportKeys(refactoring);
      if (keyed) score(keyed, refactoring.description);
      const accessors = accessorKeys(refactoring);
      // A property counts where the oracle judged its accessors; else it is an attribute, a row not scored.
      if (accessors && accessors.keys.some((key) => truths.has(key) || falsehoods.has(key))) score(accessors, refactoring.description);
      for (const key of impliedClassMoveKeys(refactoring, parse)) score({ row: 'Move Class', keys: [key] }, `(a class it carries) ${refactoring.description}`);
      // Scored only where the oracle judged one (enum entries with a body are no classes to it).
      for (const key of nestedClassMoveKeys(refactoring, parse)) {
        if (truths.has(key) || falsehoods.has(key)) score({ row: 'Move Class', keys: [key] }, `(a class nested in it) ${refactoring.description}`);
      }
      // Likewise: where the oracle read the class merged or split off, it lists its methods moved.
      for (const key of carriedMethodMoveKeys(refactoring, parse)) {
        if (truths.has(key) || falsehoods.has(key)) score({ row: 'Move Method', keys: [key] }, `(a method it carries) ${refactoring.description}`);
      }
    }
    for (const [key, entry] of truths) {
      if (found.has(key)) continue;
      scores.get(entry.row)!.fn++;
      if (options.verbose) console.log(`FN ${commit.project}-${commit.sha1.slice(0, 7)} ${entry.description}`);
    }
  }
  const ratio = (a: number, b: number) => (b === 0 ? '-' : (a / b).toFixed(3));
  // The element rows as before, then the changes inside signatures and fields, each with its total.
  printTable([...scores].filter(([row]) => !FINE_GRAINED_ROWS.has(row)), ratio);
  console.log('');
  printTable([...scores].filter(([row]) => FINE_GRAINED_ROWS.has(row)), ratio);
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  console.log(`\n${commits.length} commits: ${times.length} analysed, ${missing} missing, ${crashed} crashed; median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms per commit`);
  console.log('P counts the oracle\'s validated entries only; strict P counts reports it does not hold (unvalidated) as false.');
  // The store's `git cat-file --batch` would otherwise keep the process alive once done.
  store.close();
}

function printTable(rows: Array<[Row, Score]>, ratio: (a: number, b: number) => string): void {
  const total: Score = { oracle: 0, tp: 0, fp: 0, fn: 0, unvalidated: 0 };
  const lines = [['Type', '#oracle', 'TP', 'FP', 'FN', 'Unval', 'P', 'R', 'strict P']];
  for (const [row, score] of rows) {
    for (const field of Object.keys(total) as Array<keyof Score>) total[field] += score[field];
    lines.push(cells(row, score, ratio));
  }
  lines.push(cells('Total', total, ratio));
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  for (const line of lines) console.log(line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}

/** One file of a commit, parsed on its own by its language's plugin: what a module holds. */
function fileParser(plugins: readonly LanguagePlugin[], files: CommitFiles): (side: 'before' | 'after', path: string) => CstRoot {
  return (side, path) => {
    const root = pluginForPath(plugins, path)!.parse(files[side].filter((file) => file.path === path));
    root.release?.(); // only its nodes are read: no statements, no syntax trees kept
    return root;
  };
}

function cells(label: string, score: Score, ratio: (a: number, b: number) => string): string[] {
  return [label, String(score.oracle), String(score.tp), String(score.fp), String(score.fn), String(score.unvalidated), ratio(score.tp, score.tp + score.fp), ratio(score.tp, score.tp + score.fn), ratio(score.tp, score.tp + score.fp + score.unvalidated)];
}

main(process.argv).catch((error: Error) => {
  console.error(`rminer-dataset: ${error.message}`);
  process.exitCode = 2;
});
