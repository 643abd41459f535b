import { ATTRIBUTE_ROWS, TABLE4_ROWS, type Row } from './rows';
import type { RowScore, Tally } from './scoring';
import type { SpeedSummary } from './speed';

const HEADER = ['Type', '#oracle', 'TP', 'FP', 'FN', 'Unval', 'P', 'R', 'strict P'];

/**
 * The accuracy table as plain text: the ten Table 4 rows, their total, then the attribute rows.
 * FP counts our reports the oracle validated as false; Unval those it does not hold at all.
 */
export function formatAccuracyTable(tally: Tally): string {
  const lines: string[][] = [HEADER];
  for (const row of TABLE4_ROWS) lines.push(cells(row, tally.score(row)));
  lines.push(cells('Total (Table 4 types)', tally.total()));
  for (const row of ATTRIBUTE_ROWS) lines.push(cells(row, tally.score(row)));
  const widths = HEADER.map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  const render = (line: string[]) =>
    line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const body = lines.map(render);
  // Rules under the header and around the total line.
  return [body[0], rule, ...body.slice(1, 1 + TABLE4_ROWS.length), rule, body[1 + TABLE4_ROWS.length], rule, ...body.slice(2 + TABLE4_ROWS.length)].join('\n');
}

function cells(label: Row | string, score: RowScore): string[] {
  return [
    label,
    String(score.oracle),
    String(score.tp),
    String(score.fp),
    String(score.fn),
    String(score.unvalidated),
    formatRatio(score.precision),
    formatRatio(score.recall),
    formatRatio(score.strictPrecision),
  ];
}

export function formatRatio(value: number | null): string {
  return value === null ? '-' : value.toFixed(3);
}

export function formatSpeed(speed: SpeedSummary, crashes: number): string {
  return (
    `Speed: ${speed.commits} commits, median ${Math.round(speed.medianMs)} ms, p90 ${Math.round(speed.p90Ms)} ms, ` +
    `max ${Math.round(speed.maxMs)} ms, ${speed.slow} over ${speed.slowMs / 1000} s, ${crashes} crashed`
  );
}
