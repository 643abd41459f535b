import type { Report } from './types';

/** The report contract, exactly (shared/design/report-format.md). */
export function renderJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** Several reports (one per commit of a range) as a JSON array of contract documents. */
export function renderJsonList(reports: readonly object[]): string {
  return `${JSON.stringify(reports, null, 2)}\n`;
}
