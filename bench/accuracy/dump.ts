import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OracleEntry } from './oracle';
import { relatedReports, type CommitOutcome } from './run';
import { ALL_ROWS, rowSlug, type Row } from './rows';

interface DumpItem {
  commit: string;
  key: string;
  oracle?: string;
  validation?: string;
  ours?: string;
  /** Our report's similarity, when a score decided it. */
  similarity?: number;
  /** For a miss: what we reported on the same entities. For a report the oracle lacks: its entries on the same entities. */
  related: string[];
}

interface RowDump {
  row: Row;
  /** In the JSON only: with the false positives and unvalidated reports, every report's score. */
  truePositives: DumpItem[];
  falseNegatives: DumpItem[];
  falsePositives: DumpItem[];
  unvalidated: DumpItem[];
}

/**
 * Writes, per row, `<slug>.txt` (for reading) and `<slug>.json` (for scripts): the misses, the
 * reports the oracle validated as false, and the reports it does not hold, each with the commit
 * URL, both descriptions and what else was said about the same entities.
 */
export function writeDump(directory: string, outcomes: readonly CommitOutcome[]): void {
  mkdirSync(directory, { recursive: true });
  const dumps = new Map<Row, RowDump>(
    ALL_ROWS.map((row) => [row, { row, truePositives: [], falseNegatives: [], falsePositives: [], unvalidated: [] }]),
  );
  for (const outcome of outcomes) {
    const comparison = outcome.comparison;
    if (!comparison) continue;
    const commit = outcome.commit.url;
    for (const miss of comparison.falseNegatives) {
      dumps.get(miss.row)!.falseNegatives.push({
        commit,
        key: miss.key,
        oracle: miss.oracle.description,
        validation: miss.oracle.validation,
        related: relatedReports(outcome, [miss.oracle.before, miss.oracle.after]).map((r) => `${r.type}: ${r.description}`),
      });
    }
    for (const [matches, list] of [
      [comparison.truePositives, 'truePositives'],
      [comparison.falsePositives, 'falsePositives'],
    ] as const) {
      for (const match of matches) {
        dumps.get(match.row)![list].push({
          commit,
          key: match.key,
          oracle: match.oracle.description,
          validation: match.oracle.validation,
          ours: match.ours.description,
          similarity: match.ours.similarity,
          related: [],
        });
      }
    }
    for (const item of comparison.unvalidated) {
      const [, before, after] = item.key.split('|');
      dumps.get(item.row)!.unvalidated.push({
        commit,
        key: item.key,
        ours: item.ours.description,
        similarity: item.ours.similarity,
        related: oracleEntriesOn(outcome.commit.entries, [before, after]).map((e) => `[${e.validation}] ${e.description}`),
      });
    }
  }
  for (const dump of dumps.values()) {
    const slug = rowSlug(dump.row);
    writeFileSync(join(directory, `${slug}.json`), `${JSON.stringify(dump, null, 2)}\n`);
    writeFileSync(join(directory, `${slug}.txt`), renderRowDump(dump));
  }
}

/**
 * The oracle's entries on the same entities, and its type-level entries (Move/Rename Class,
 * Extract Superclass) on the members' classes: a Pull Up into an extracted superclass or a Move
 * into a moved class shows up next to the class-level entry the oracle holds instead.
 */
export function oracleEntriesOn(entries: readonly OracleEntry[], entities: string[]): OracleEntry[] {
  const wanted = new Set(entities);
  const classes = new Set(entities.filter((entity) => entity.includes('#')).map((entity) => entity.split('#')[0]));
  const onClasses = (entry: OracleEntry) => !entry.before.includes('#') && (classes.has(entry.before) || classes.has(entry.after));
  return entries.filter((entry) => wanted.has(entry.before) || wanted.has(entry.after) || onClasses(entry));
}

function renderRowDump(dump: RowDump): string {
  const sections: [string, DumpItem[]][] = [
    ['False negatives (oracle TP/CTP we did not report)', dump.falseNegatives],
    ['False positives (oracle validated them as FP)', dump.falsePositives],
    ['Not in the oracle (counted false by strict precision only)', dump.unvalidated],
  ];
  const lines = [`# ${dump.row}`, ''];
  for (const [title, items] of sections) {
    lines.push(`## ${title}: ${items.length}`, '');
    for (const item of items) {
      lines.push(item.commit);
      if (item.oracle) lines.push(`  oracle: [${item.validation}] ${item.oracle}`);
      if (item.ours) lines.push(`  ours:   ${item.ours}`);
      lines.push(`  key:    ${item.key}`);
      for (const related of item.related) lines.push(`  related: ${related}`);
      lines.push('');
    }
  }
  return `${lines.join('\n')}\n`;
}
