import { precision, recall, type SetScore, type TypeScore } from './score';

/** The per-type table as Markdown, ready for the README: one row per type, then the total. */
export function markdownTable(score: SetScore): string {
  const ratio = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(2));
  const row = (type: string, counts: TypeScore) =>
    `| ${type} | ${counts.labelled} | ${counts.found} | ${counts.falsePositives} | ${counts.missed} | ${counts.unlabelled} | ${ratio(precision(counts))} | ${ratio(recall(counts))} |`;
  const types = [...score.types].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [
    '| Type | True (labelled) | Found | False positives | Missed | Unlabelled | Precision | Recall |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...types.map(([type, counts]) => row(type, counts)),
    row('**Total**', score.total),
  ].join('\n');
}
