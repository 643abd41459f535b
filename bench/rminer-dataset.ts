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
import { languageOfPath } from '../src/languages/registry';
import { gitCommitStore, loadCommitFiles, missingReason, readDataArgument } from './accuracy/commit-store';
import { CLASS_ROWS, parseOracle, ROWS, type Row } from './rminer-dataset/oracle';
import { reportKey } from './rminer-dataset/report-keys';

interface Score {
  oracle: number;
  tp: number;
  fp: number;
  fn: number;
  unvalidated: number;
}

async function main(argv: string[]): Promise<void> {
  const options = new Command('rminer-dataset')
    .requiredOption('--language <name>', 'the language the oracle is in: python, kotlin')
    .requiredOption('--data <source>', 'the oracle: a data.json path, or git:<gitdir>:<path>')
    .requiredOption('--commits-git <gitdir>', "RefactoringMiner's git directory (src/test/resources/oracle/commits at HEAD)")
    .option('--filter <text>', 'only commits whose <project>-<sha> contains this')
    .option('--verbose', 'list every false positive, false negative and unvalidated report')
    .parse(argv)
    .opts<{ language: string; data: string; commitsGit: string; filter?: string; verbose?: boolean }>();
  const commits = parseOracle(readDataArgument(options.data)).filter((commit) => !options.filter || `${commit.project}-${commit.sha1}`.includes(options.filter));
  const store = gitCommitStore(options.commitsGit);
  const scores = new Map<Row, Score>(ROWS.map((row) => [row, { oracle: 0, tp: 0, fp: 0, fn: 0, unvalidated: 0 }]));
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
    try {
      const files = await loadCommitFiles(store, commit.project, commit.sha1, (path) => languageOfPath(path, [options.language]) !== undefined);
      const started = performance.now();
      refactorings = (await analyzeFiles(files.before, files.after, { languages: [options.language] })).refactorings;
      times.push(performance.now() - started);
    } catch (error) {
      crashed++;
      console.error(`${commit.project}-${commit.sha1}: crashed: ${(error as Error).message}`);
      continue;
    }
    const truths = new Map(commit.entries.filter((entry) => entry.validation === 'TP').map((entry) => [entry.key, entry]));
    const falsehoods = new Set(commit.entries.filter((entry) => entry.validation === 'FP' && !truths.has(entry.key)).map((entry) => entry.key));
    const found = new Set<string>();
    for (const refactoring of refactorings) {
      const keyed = reportKey(refactoring);
      if (!keyed || found.has(keyed.key)) continue;
      found.add(keyed.key);
      const truth = truths.get(keyed.key);
      // A class moved or renamed is scored under the oracle's own row for it.
      const row = truth && CLASS_ROWS.has(keyed.row) ? truth.row : keyed.row;
      const score = scores.get(row)!;
      if (truth) score.tp++;
      else if (falsehoods.has(keyed.key)) score.fp++;
      else score.unvalidated++;
      if (options.verbose && !truth) console.log(`${falsehoods.has(keyed.key) ? 'FP' : 'UNVALIDATED'} ${commit.project}-${commit.sha1.slice(0, 7)} ${refactoring.description}`);
    }
    for (const [key, entry] of truths) {
      if (found.has(key)) continue;
      scores.get(entry.row)!.fn++;
      if (options.verbose) console.log(`FN ${commit.project}-${commit.sha1.slice(0, 7)} ${entry.description}`);
    }
  }
  const total: Score = { oracle: 0, tp: 0, fp: 0, fn: 0, unvalidated: 0 };
  const lines = [['Type', '#oracle', 'TP', 'FP', 'FN', 'Unval', 'P', 'R', 'strict P']];
  const ratio = (a: number, b: number) => (b === 0 ? '-' : (a / b).toFixed(3));
  for (const [row, score] of scores) {
    for (const field of Object.keys(total) as Array<keyof Score>) total[field] += score[field];
    lines.push(cells(row, score, ratio));
  }
  lines.push(cells('Total', total, ratio));
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  for (const line of lines) console.log(line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  console.log(`\n${commits.length} commits: ${times.length} analysed, ${missing} missing, ${crashed} crashed; median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms per commit`);
  console.log('P counts the oracle\'s validated entries only; strict P counts reports it does not hold (unvalidated) as false.');
}

function cells(label: string, score: Score, ratio: (a: number, b: number) => string): string[] {
  return [label, String(score.oracle), String(score.tp), String(score.fp), String(score.fn), String(score.unvalidated), ratio(score.tp, score.tp + score.fp), ratio(score.tp, score.tp + score.fn), ratio(score.tp, score.tp + score.fp + score.unvalidated)];
}

main(process.argv).catch((error: Error) => {
  console.error(`rminer-dataset: ${error.message}`);
  process.exitCode = 2;
});
