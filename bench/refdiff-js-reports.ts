/**
 * How many of RefDiff 2.0's own JavaScript reports refdiff makes too, per operation: RefDiff's
 * evaluation stores what its JS plugin reported on commits of react, vue, Chart.js and others
 * (`refdiff-evaluation/data/js-evaluation/data.csv` of https://github.com/aserg-ufmg/RefDiff).
 * Those reports are unvalidated, so the figure is agreement, not recall: a report refdiff does not
 * make may be one of RefDiff's false ones. Each commit is analysed as `refdiff commit` does
 * (first parent, changed files, default policy), JavaScript only; a RefDiff report counts as made
 * when refdiff reports the same operation between elements of the same names in the same files.
 * Rows on bundles and vendored copies are left out: on files refdiff skips as generated (read
 * from the commit: its parent's file for the old side), and on paths `--exclude` names (vendored
 * copies, bundles its rules do not recognise).
 *
 *   npx tsx bench/refdiff-js-reports.ts \
 *     --data git:/work/.mirror/aserg-ufmg+RefDiff/repo:refdiff-evaluation/data/js-evaluation/data.csv \
 *     --repo Chart.js=/work/.mirror/chartjs+Chart.js/repo --repo vue=/work/.mirror/vuejs+vue/repo \
 *     [--operations MOVE_RENAME,EXTRACT_MOVE,EXTRACT] [--exclude <regex>] [--verbose]
 */
import { execFileSync } from 'node:child_process';
import { Command } from 'commander';
import { readDataArgument } from './accuracy/commit-store';
import { engineOptions, parsePolicy } from '../src/policy';
import type { Refactoring } from '../src/report/types';
import { isGeneratedJavaScript } from '../src/languages/javascript/generated-files';
import { analyzeCommit } from '../src/sources/git/analyze';
import { GitRepository } from '../src/sources/git/repository';
import { parseReports, sameReport } from './refdiff-js-reports/reports';

interface Options {
  data: string;
  repo: string[];
  operations: string;
  exclude: string;
  verbose?: boolean;
}

const DEFAULT_EXCLUDE = '(^|/)(dist|build|external|vendor|libs)/|\\.min\\.js$|^packages/[^/]+/(build|basic|factory)\\.js$';

async function main(argv: string[]): Promise<number> {
  const options = new Command('refdiff-js-reports')
    .requiredOption('--data <source>', 'data.csv: a path, or git:<gitdir>:<path>')
    .option('--repo <name=gitdir>', "a repository of the data (its name without .git) and its git directory; repeat", (value: string, all: string[]) => [...all, value], [])
    .option('--operations <list>', 'the operations to compare', 'MOVE_RENAME,EXTRACT_MOVE,EXTRACT')
    .option('--exclude <regex>', 'leave out reports on files matching this', DEFAULT_EXCLUDE)
    .option('--verbose', 'list the reports refdiff does not make')
    .exitOverride()
    // Errors are printed once, as one line, by the handler at the bottom.
    .configureOutput({ writeErr: () => undefined })
    .parse(argv)
    .opts<Options>();
  const operations = new Set(options.operations.split(','));
  const exclude = new RegExp(options.exclude);
  const repositories = new Map(options.repo.map((pair) => pair.split('=') as [string, string]));
  const reports = parseReports(readDataArgument(options.data)).filter(
    (report) => repositories.has(report.repository) && operations.has(report.operation) && !exclude.test(report.beforeFile) && !exclude.test(report.afterFile),
  );
  const analysis = { ...engineOptions(parsePolicy('')), languages: ['javascript'] };
  const made = new Map<string, number>();
  const total = new Map<string, number>();
  const missed: string[] = [];
  for (const [name, gitDir] of repositories) {
    const repository = await GitRepository.open(gitDir);
    try {
      const commits = [...new Set(reports.filter((report) => report.repository === name).map((report) => report.commit))];
      for (const commit of commits) {
        let refactorings: readonly Refactoring[] = [];
        try {
          refactorings = (await analyzeCommit({ cwd: repository.cwd, rev: commit, analysis, repository })).report.refactorings;
        } catch (error) {
          console.error(`${name} ${commit.slice(0, 10)}: failed: ${(error as Error).message}`);
        }
        for (const report of reports.filter((candidate) => candidate.repository === name && candidate.commit === commit)) {
          if (generated(gitDir, `${commit}^`, report.beforeFile) || generated(gitDir, commit, report.afterFile)) continue;
          total.set(report.operation, (total.get(report.operation) ?? 0) + 1);
          if (refactorings.some((refactoring) => sameReport(refactoring, report))) made.set(report.operation, (made.get(report.operation) ?? 0) + 1);
          else missed.push(`${name} ${commit.slice(0, 10)} ${report.operation} ${report.beforeFile}#${report.beforeName} -> ${report.afterFile}#${report.afterName}`);
        }
      }
    } finally {
      await repository.close();
    }
  }
  console.log('| Operation | RefDiff 2.0 reports | Also reported by refdiff | Agreement |\n| --- | --- | --- | --- |');
  for (const operation of operations) {
    const count = total.get(operation) ?? 0;
    const agreed = made.get(operation) ?? 0;
    console.log(`| ${operation} | ${count} | ${agreed} | ${count === 0 ? '-' : (agreed / count).toFixed(2)} |`);
  }
  if (options.verbose) for (const line of missed) console.log(`  not made: ${line}`);
  return 0;
}

/** Whether refdiff skips `path` at `rev` as minified, bundled or generated (absent: no). */
function generated(gitDir: string, rev: string, path: string): boolean {
  let content: string;
  try {
    content = execFileSync('git', ['--git-dir', gitDir, 'show', `${rev}:${path}`], { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return false;
  }
  return isGeneratedJavaScript(path, content);
}

main(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error & { code?: string }) => {
    if (error.code === 'commander.helpDisplayed') return;
    console.error(`refdiff-js-reports: ${error.message}`);
    process.exitCode = 1;
  },
);
