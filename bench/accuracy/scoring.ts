import type { OracleEntry } from './oracle';
import type { ReportEntry } from './report-keys';
import { ALL_ROWS, isTable4Row, type Row } from './rows';

export interface Match {
  row: Row;
  key: string;
  oracle: OracleEntry;
  ours: ReportEntry;
}

export interface Unvalidated {
  row: Row;
  key: string;
  ours: ReportEntry;
}

export interface Miss {
  row: Row;
  key: string;
  oracle: OracleEntry;
}

/** How our refactorings of one commit compare with the oracle's entries for it. */
export interface CommitComparison {
  /** Ours that match an entry validated TP or CTP. */
  truePositives: Match[];
  /** Ours that match an entry validated FP. */
  falsePositives: Match[];
  /** Ours that the oracle does not hold at all. */
  unvalidated: Unvalidated[];
  /** TP/CTP entries we did not report. */
  falseNegatives: Miss[];
}

/**
 * Matches by key. An entry the oracle lists as both true and false (it happens) counts as true.
 * Each of our refactorings resolves to its first candidate key that the oracle holds as true,
 * else as false, else to its preferred key; duplicates of a resolved key count once.
 */
export function compareCommit(oracle: readonly OracleEntry[], ours: readonly ReportEntry[]): CommitComparison {
  const trueEntries = new Map<string, OracleEntry>();
  const falseEntries = new Map<string, OracleEntry>();
  for (const entry of oracle) {
    if (entry.validation !== 'FP' && !trueEntries.has(entry.key)) trueEntries.set(entry.key, entry);
  }
  for (const entry of oracle) {
    if (entry.validation === 'FP' && !trueEntries.has(entry.key) && !falseEntries.has(entry.key)) {
      falseEntries.set(entry.key, entry);
    }
  }
  const result: CommitComparison = { truePositives: [], falsePositives: [], unvalidated: [], falseNegatives: [] };
  const seen = new Set<string>();
  for (const entry of ours) {
    const trueKey = entry.keys.find((key) => trueEntries.has(key));
    const falseKey = trueKey ? undefined : entry.keys.find((key) => falseEntries.has(key));
    const key = trueKey ?? falseKey ?? entry.keys[0];
    if (seen.has(key)) continue;
    seen.add(key);
    if (trueKey) result.truePositives.push({ row: entry.row, key, oracle: trueEntries.get(key)!, ours: entry });
    else if (falseKey) result.falsePositives.push({ row: entry.row, key, oracle: falseEntries.get(key)!, ours: entry });
    else result.unvalidated.push({ row: entry.row, key, ours: entry });
  }
  for (const [key, entry] of trueEntries) {
    if (!seen.has(key)) result.falseNegatives.push({ row: entry.row, key, oracle: entry });
  }
  return result;
}

export interface RowCounts {
  /** TP/CTP entries in the oracle. */
  oracle: number;
  tp: number;
  fp: number;
  unvalidated: number;
  fn: number;
}

export interface RowScore extends RowCounts {
  /** tp / (tp + fp): precision over the oracle's validated entries (the headline). */
  precision: number | null;
  recall: number | null;
  /** tp / (tp + fp + unvalidated): what the oracle does not hold counts as false. */
  strictPrecision: number | null;
}

export function emptyCounts(): RowCounts {
  return { oracle: 0, tp: 0, fp: 0, unvalidated: 0, fn: 0 };
}

/** Per-row counters, summed over commits. */
export class Tally {
  readonly rows = new Map<Row, RowCounts>(ALL_ROWS.map((row) => [row, emptyCounts()]));

  add(comparison: CommitComparison): void {
    for (const match of comparison.truePositives) this.rows.get(match.row)!.tp++;
    for (const match of comparison.falsePositives) this.rows.get(match.row)!.fp++;
    for (const item of comparison.unvalidated) this.rows.get(item.row)!.unvalidated++;
    for (const miss of comparison.falseNegatives) this.rows.get(miss.row)!.fn++;
    for (const match of comparison.truePositives) this.rows.get(match.row)!.oracle++;
    for (const miss of comparison.falseNegatives) this.rows.get(miss.row)!.oracle++;
  }

  score(row: Row): RowScore {
    return withRatios(this.rows.get(row)!);
  }

  /** The sum over the ten rows of Table 4 (the attribute rows stay out, as in the paper). */
  total(): RowScore {
    const sum = emptyCounts();
    for (const [row, counts] of this.rows) {
      if (!isTable4Row(row)) continue;
      sum.oracle += counts.oracle;
      sum.tp += counts.tp;
      sum.fp += counts.fp;
      sum.unvalidated += counts.unvalidated;
      sum.fn += counts.fn;
    }
    return withRatios(sum);
  }
}

export function withRatios(counts: RowCounts): RowScore {
  return {
    ...counts,
    precision: ratio(counts.tp, counts.tp + counts.fp),
    recall: ratio(counts.tp, counts.tp + counts.fn),
    strictPrecision: ratio(counts.tp, counts.tp + counts.fp + counts.unvalidated),
  };
}

function ratio(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}
