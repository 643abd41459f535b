import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { violationsToJson, type FailOn } from '../policy';
import { SCHEMA_VERSION } from '../report/types';
import { VERSION } from '../version';
import type { GateResult } from './gate';
import type { ActionOutcome } from './outcome';
import { renderSummary } from './summary';

export const JSON_REPORT_NAME = 'refdiff-report.json';
export const MARKDOWN_REPORT_NAME = 'refdiff-report.md';

/**
 * The action's report file (README.md, "Report files", documents it). Each `report` is one document of the
 * report contract (shared/design/report-format.md); this wrapper adds which commit it is, the
 * policy's verdict on it, and the combined change.
 */
export interface ActionReportFile {
  /** Version of this wrapper; the reports inside carry their own `schemaVersion`. */
  schemaVersion: number;
  tool: { name: string; version: string };
  event: string;
  repository: string;
  commits: {
    sha: string;
    parent: string | null;
    subject: string;
    author: string;
    report: ActionOutcome['commits'][number]['report'];
    policy: ReturnType<typeof violationsToJson>;
    warnings: string[];
  }[];
  combined: { base: string; head: string; report: NonNullable<ActionOutcome['combined']>['report']; warnings: string[] } | null;
  gate: { failOn: FailOn; failed: boolean; blocking: { commit: string; rule: string; level: string }[] };
  notes: string[];
}

export function toReportFile(outcome: ActionOutcome, gate: GateResult): ActionReportFile {
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: 'refdiff', version: VERSION },
    event: outcome.eventName,
    repository: outcome.repository,
    commits: outcome.commits.map((commit) => ({
      sha: commit.sha,
      parent: commit.parent ?? null,
      subject: commit.subject,
      author: commit.author,
      report: commit.report,
      policy: violationsToJson(commit.violations, gate.failOn),
      warnings: commit.warnings,
    })),
    combined: outcome.combined ? { ...outcome.combined } : null,
    gate: {
      failOn: gate.failOn,
      failed: gate.failure !== undefined,
      blocking: gate.blocking.map(({ commit, violation }) => ({ commit: commit.sha, rule: violation.rule, level: violation.level })),
    },
    notes: outcome.notes,
  };
}

export interface WrittenReports {
  json: string;
  markdown: string;
}

/** Writes `refdiff-report.json` and `refdiff-report.md` (the summary without size limits) into `folder`. */
export function writeReportFiles(folder: string, outcome: ActionOutcome, gate: GateResult): WrittenReports {
  const dir = resolve(folder);
  mkdirSync(dir, { recursive: true });
  const json = join(dir, JSON_REPORT_NAME);
  const markdown = join(dir, MARKDOWN_REPORT_NAME);
  writeFileSync(json, `${JSON.stringify(toReportFile(outcome, gate), null, 2)}\n`);
  writeFileSync(markdown, renderSummary(outcome, { maxBytes: Number.POSITIVE_INFINITY, maxRows: Number.POSITIVE_INFINITY, commitTables: true, gate }));
  return { json, markdown };
}
