import { dirname, join } from 'node:path';
import { renderHtmlReport, type HtmlReportPart } from '../report/html/render-html';
import { readCodePairs } from '../report/html/snippets';
import type { StreamRecord } from '../report/render-jsonl';
import { gitCodeReader } from '../sources/code-reader';
import type { ActionOutcome } from './outcome';
import { replaceFile } from './report-files';

export const HTML_REPORT_NAME = 'refdiff-report.html';

/**
 * Writes `refdiff-report.html` beside the JSON report (`jsonReport`, in a folder already checked
 * to be a real one): each commit's refactorings with their code, read from the repository's
 * objects, never from the checkout's files. A change without commits of its own shows the
 * combined change.
 */
export async function writeHtmlReport(workspace: string, jsonReport: string, outcome: ActionOutcome): Promise<string> {
  const records: StreamRecord[] = outcome.commits.map((commit) => ({
    ...commit.report,
    commit: { sha: commit.sha, parents: commit.parent ? [commit.parent] : [], subject: commit.subject, message: '', author: commit.author },
  }));
  if (records.length === 0 && outcome.combined) records.push(outcome.combined.report);
  const code = gitCodeReader(workspace);
  const parts: HtmlReportPart[] = [];
  try {
    for (const record of records) parts.push({ record, code: await readCodePairs(record, code) });
  } finally {
    await code.close();
  }
  const file = join(dirname(jsonReport), HTML_REPORT_NAME);
  replaceFile(file, renderHtmlReport(parts, `refdiff: ${outcome.repository}`));
  return file;
}
