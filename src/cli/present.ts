import { filterReport, type Policy } from '../policy';
import { renderJson, renderJsonList } from '../report/render-json';
import { renderJsonl, type StreamCommit, type StreamRecord } from '../report/render-jsonl';
import { renderMarkdown } from '../report/render-markdown';
import { renderSarif, type SarifChange } from '../report/render-sarif';
import { printable, renderText } from '../report/render-text';
import type { CommitAnalysis } from '../sources/git/analyze';
import type { CodeReader } from '../sources/code-reader';
import { renderHtmlReport } from '../report/html/render-html';
import { readCodePairs } from '../report/html/snippets';
import type { Format } from './options';
import type { Output } from './output';

/** `commit 1a2b3c4d5e6f Subject`, like `git log --oneline` with a longer id. */
export function commitHeading(commit: Pick<StreamCommit, 'sha' | 'subject'>): string {
  return `commit ${commit.sha.slice(0, 12)} ${commit.subject}`;
}

/** A report, as the policy's `analysis` selects it, with the commit and warnings it came with: one line of a JSON lines stream. */
export function streamRecord(analysis: CommitAnalysis, policy: Pick<Policy, 'analysis'>): StreamRecord {
  const record: StreamRecord = filterReport(policy, analysis.report);
  if (analysis.commit) record.commit = analysis.commit;
  if (analysis.warnings.length > 0) record.warnings = analysis.warnings;
  return record;
}

/**
 * Writes one report in the chosen format (json is the contract document, exactly). `code`
 * reads the analysed files again for the formats that show code (html).
 */
export async function writeReport(output: Output, format: Format, record: StreamRecord, code?: CodeReader): Promise<void> {
  const { commit, warnings: _warnings, error: _error, ...report } = record;
  switch (format) {
    case 'html':
      return writeHtml(output, [record], code);
    case 'json':
      return output.write(renderJson(report));
    case 'jsonl':
      return output.write(renderJsonl(record));
    case 'markdown':
      return output.write(renderMarkdown([report]));
    case 'sarif':
      return output.write(renderSarif({ changes: [sarifChange(record)] }));
    case 'text':
      return output.write(renderText(report, { color: output.color, heading: commit ? commitHeading(commit) : undefined }));
  }
}

/**
 * Writes reports of many commits: text and jsonl as they come (a long `log` streams), json
 * (an array), markdown (one table) and sarif (one run, every commit's results) once all are in.
 */
export class ReportStream {
  private readonly held: StreamRecord[] = [];

  constructor(
    private readonly output: Output,
    private readonly format: Format,
    private readonly code?: CodeReader,
  ) {}

  add(record: StreamRecord): void {
    if (this.format === 'jsonl') return this.output.write(renderJsonl(record));
    if (this.format === 'text') return this.output.write(this.text(record));
    this.held.push(record);
  }

  async finish(): Promise<void> {
    if (this.format === 'html') return writeHtml(this.output, this.held, this.code);
    if (this.format === 'json') this.output.write(renderJsonList(this.held));
    if (this.format === 'markdown') this.output.write(renderMarkdown(this.held.filter((record) => !record.error)));
    if (this.format === 'sarif') this.output.write(renderSarif({ changes: this.held.filter((record) => !record.error).map(sarifChange) }));
  }

  private text(record: StreamRecord): string {
    const heading = record.commit ? commitHeading(record.commit) : `${record.before.slice(0, 12)}..${record.after.slice(0, 12)}`;
    if (record.error) return `${heading}\n    ${printable(record.error)}\n`;
    return renderText(record, { color: this.output.color, heading });
  }
}

/** The HTML page of some reports, with the code of each refactoring read through `code`. */
async function writeHtml(output: Output, records: readonly StreamRecord[], code: CodeReader | undefined): Promise<void> {
  const parts = [];
  for (const record of records) {
    const pairs = code && !record.error ? await readCodePairs(record, code) : [];
    parts.push({ record, code: pairs });
  }
  output.write(renderHtmlReport(parts));
}

/** A report as one change of a SARIF log: its refactorings, tagged with the commit. */
export function sarifChange(record: StreamRecord): SarifChange {
  return { commit: record.commit?.sha, refactorings: record.refactorings };
}
