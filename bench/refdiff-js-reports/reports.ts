import type { Refactoring } from '../../src/report/types';

/** One report of RefDiff 2.0's in its JavaScript evaluation's data.csv. */
export interface RefDiffReport {
  /** The repository's name without `.git` (`Chart.js`). */
  repository: string;
  commit: string;
  operation: string;
  beforeFile: string;
  beforeName: string;
  afterFile: string;
  afterName: string;
}

/**
 * `<repo>.git sha operation kind file:begin-end name file:begin-end name hash`, tab-separated,
 * one report a line; other lines are skipped.
 */
export function parseReports(text: string): RefDiffReport[] {
  const reports: RefDiffReport[] = [];
  for (const line of text.split('\n')) {
    const fields = line.split('\t');
    if (fields.length < 8) continue;
    const file = (location: string) => location.slice(0, location.lastIndexOf(':'));
    reports.push({
      repository: fields[0].replace(/\.git$/, ''),
      commit: fields[1],
      operation: fields[2],
      beforeFile: file(fields[4]),
      beforeName: fields[5],
      afterFile: file(fields[6]),
      afterName: fields[7],
    });
  }
  return reports;
}

/** refdiff made RefDiff's report: the same operation between elements of the same names in the same files. */
export function sameReport(refactoring: Refactoring, report: RefDiffReport): boolean {
  const { before, after } = refactoring;
  return refactoring.operation === report.operation && before.name === report.beforeName && after.name === report.afterName && before.file === report.beforeFile && after.file === report.afterFile;
}
