import type { StreamRecord } from '../../report/render-jsonl';

export interface RepositoryTally {
  repository: string;
  commits: number;
  failed: number;
  timedOut: number;
  refactorings: number;
  byType: Map<string, number>;
}

/** Commits and refactorings per repository, and per type within each. */
export function tallyDataset(records: readonly StreamRecord[]): RepositoryTally[] {
  const tallies = new Map<string, RepositoryTally>();
  for (const record of records) {
    const repository = record.repository ?? '';
    let tally = tallies.get(repository);
    if (!tally) tallies.set(repository, (tally = { repository, commits: 0, failed: 0, timedOut: 0, refactorings: 0, byType: new Map() }));
    tally.commits++;
    if (record.timedOut) tally.timedOut++;
    else if (record.error) tally.failed++;
    for (const refactoring of record.refactorings) {
      tally.refactorings++;
      tally.byType.set(refactoring.type, (tally.byType.get(refactoring.type) ?? 0) + 1);
    }
  }
  return [...tallies.values()].sort((a, b) => a.repository.localeCompare(b.repository));
}

/**
 * The dataset at a glance, as GitHub markdown (for `$GITHUB_STEP_SUMMARY`): one row per
 * repository with its most frequent types, then the totals per type. A row per repository and
 * type would be thousands of rows for an organisation.
 */
export function renderDatasetSummary(tallies: readonly RepositoryTally[], notes: readonly string[] = []): string {
  const total = (pick: (tally: RepositoryTally) => number) => tallies.reduce((sum, tally) => sum + pick(tally), 0);
  const totals = new Map<string, number>();
  for (const tally of tallies) for (const [type, count] of tally.byType) totals.set(type, (totals.get(type) ?? 0) + count);
  const lines = [
    `## refdiff dataset: ${total((t) => t.refactorings)} refactorings in ${total((t) => t.commits)} commits of ${tallies.length} repositories`,
    '',
    ...notes.map((note) => `- ${cell(note)}`),
    ...(notes.length > 0 ? [''] : []),
    '| Repository | Commits | Failed | Timed out | Refactorings | Most frequent types |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...tallies.map((t) => `| ${cell(t.repository)} | ${t.commits} | ${t.failed} | ${t.timedOut} | ${t.refactorings} | ${cell(topTypes(t.byType, 5))} |`),
    '',
    '| Type | Refactorings | Repositories |',
    '| --- | ---: | ---: |',
    ...[...totals.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([type, count]) => `| ${cell(type)} | ${count} | ${tallies.filter((t) => t.byType.has(type)).length} |`),
  ];
  return `${lines.join('\n')}\n`;
}

function topTypes(byType: ReadonlyMap<string, number>, limit: number): string {
  const sorted = [...byType.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shown = sorted.slice(0, limit).map(([type, count]) => `${type} ${count}`);
  return [...shown, ...(sorted.length > limit ? [`${sorted.length - limit} more types`] : [])].join(', ');
}

/** Table cells hold names from mined data: no pipes, no markup, no line breaks, no pings. */
function cell(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/[\\|`*_<>[\]]/g, (c) => `\\${c}`).replace(/@/g, '@\u200b');
}
