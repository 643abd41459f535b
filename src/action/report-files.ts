import { lstatSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { RefdiffError } from '../errors';
import { violationsToJson, type FailOn } from '../policy';
import { renderSarif } from '../report/render-sarif';
import { SCHEMA_VERSION } from '../report/types';
import { VERSION } from '../version';
import { changeRefactorings } from './change-refactorings';
import type { GateResult } from './gate';
import type { ActionOutcome } from './outcome';
import { renderSummary } from './summary';

export const JSON_REPORT_NAME = 'refdiff-report.json';
export const MARKDOWN_REPORT_NAME = 'refdiff-report.md';
export const SARIF_REPORT_NAME = 'refdiff.sarif';

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

/**
 * The run as SARIF for code scanning: the change's refactorings (the combined change's when
 * there is one, so their lines are the head's, as annotations are), each commit's violations,
 * and the repository and head commit the locations refer to.
 */
export function toSarifReport(outcome: ActionOutcome): string {
  const head = outcome.combined?.head ?? outcome.commits.at(-1)?.sha;
  return renderSarif({
    changes: [{ refactorings: changeRefactorings(outcome) }, ...outcome.commits.map((commit) => ({ commit: commit.sha, refactorings: [], violations: commit.violations }))],
    provenance: head ? { repositoryUri: `${outcome.serverUrl}/${outcome.repository}`, revisionId: head } : undefined,
    automationId: 'refdiff/',
  });
}

export interface WrittenReports {
  json: string;
  markdown: string;
  sarif: string;
}

/**
 * Writes `refdiff-report.json`, `refdiff-report.md` (the summary without size limits) and
 * `refdiff.sarif` into
 * `folder`. The checkout is the pull request's: a folder reached through a symbolic link in it
 * is refused, and a committed link in place of a report file is replaced, never written through.
 */
export function writeReportFiles(workspace: string, folder: string, outcome: ActionOutcome, gate: GateResult): WrittenReports {
  const dir = resolve(workspace, folder);
  assertNoLinkOnTheWay(workspace, dir);
  mkdirSync(dir, { recursive: true });
  const json = join(dir, JSON_REPORT_NAME);
  const markdown = join(dir, MARKDOWN_REPORT_NAME);
  replaceFile(json, `${JSON.stringify(toReportFile(outcome, gate), null, 2)}\n`);
  replaceFile(markdown, renderSummary(outcome, { maxBytes: Number.POSITIVE_INFINITY, maxRows: Number.POSITIVE_INFINITY, commitTables: true, gate }));
  const sarif = join(dir, SARIF_REPORT_NAME);
  replaceFile(sarif, toSarifReport(outcome));
  return { json, markdown, sarif };
}

/** Each existing step from the workspace down to `dir` must be a real folder (a folder outside the workspace is the workflow's choice). */
function assertNoLinkOnTheWay(workspace: string, dir: string): void {
  const inside = relative(workspace, dir);
  if (inside.startsWith('..') || isAbsolute(inside)) return;
  let path = workspace;
  for (const part of inside.split(sep).filter(Boolean)) {
    path = join(path, part);
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (!stat.isDirectory()) {
      const what = stat.isSymbolicLink() ? 'a symbolic link' : 'not a folder';
      throw new RefdiffError(`report-path ${inside}: ${relative(workspace, path)} is ${what} in the checkout; refdiff writes its reports only into real folders`);
    }
  }
}

/** Writes a new file at `path`: whatever was there (a link included) is removed first, and `wx` refuses anything that appears meanwhile. */
export function replaceFile(path: string, text: string): void {
  if (lstatSync(path, { throwIfNoEntry: false })?.isDirectory()) throw new RefdiffError(`${path} is a folder; refdiff cannot write its report there`);
  rmSync(path, { force: true });
  writeFileSync(path, text, { flag: 'wx' });
}
