import { summarizeViolations, type Violation } from '../policy';
import type { CodeElement, Refactoring, Report } from '../report/types';
import type { GateResult } from './gate';
import { blobUrl, code, commitUrl, link, plural, shortSha, text } from './markup';
import { refactoringCount, violationsOf, type ActionOutcome, type AnalyzedCommit } from './outcome';

/** GitHub caps a step's summary at 1 MiB; this leaves room for the closing note. */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 16 * 1024;
/** Rows or items shown openly; longer lists go inside <details>. */
const OPEN_ROWS = 10;
/** Rows per table, items per list at most, by default; the full report has the rest. */
const MAX_ROWS = 200;
/** Events whose whole change is what reviewers read. */
const REVIEW_EVENTS = new Set(['pull_request', 'pull_request_target', 'merge_group']);

export interface SummaryOptions {
  /** Byte budget for the whole text. */
  maxBytes: number;
  /** Where the full JSON report was written, named in the notes that point to it. */
  reportFile?: string;
  gate?: GateResult;
  /** One table per commit (the job summary); the PR comment shows the combined change only. */
  commitTables: boolean;
  /** Extra lines for the notes (annotations capped, comment skipped). */
  extraNotes?: string[];
  /** Rows per table and items per list before "... more in the full report" (the Markdown report file has no limit). */
  maxRows?: number;
}

/** `4 refactorings in 3 commits; 1 rule violation: 1 error, 0 warnings`: the headline and the `summary` output. */
export function headline(outcome: ActionOutcome): string {
  const commits = outcome.commits.length;
  const scope = outcome.combined && commits !== 1 ? `in ${plural(commits, 'commit')}` : commits === 1 ? `in ${shortSha(outcome.commits[0].sha)}` : 'in no commits';
  const violations = violationsOf(outcome).map(({ violation }) => violation);
  return `${plural(refactoringCount(outcome), 'refactoring')} ${scope}; ${summarizeViolations(violations)}`;
}

/**
 * The job summary (and, with `commitTables: false`, the PR comment) as GitHub Markdown: the
 * headline, notes, rule violations first, the combined change, a table per commit with links
 * to the lines, warnings. Sections that would pass `maxBytes` are left out with a note saying
 * where the full report is.
 */
export function renderSummary(outcome: ActionOutcome, options: SummaryOptions): string {
  const maxRows = options.maxRows ?? MAX_ROWS;
  const blocks: string[] = [];
  blocks.push(`## refdiff: ${text(headline(outcome))}\n`);
  if (options.gate?.failure) {
    const rules = [...new Set(options.gate.blocking.map(({ violation }) => violation.rule))];
    blocks.push(`**Check failed** (fail-on: ${text(options.gate.failOn)}): ${rules.map(code).join(', ')}. See the violations below for where and how to approve.\n`);
  }
  const notes = [...outcome.notes, ...(options.extraNotes ?? [])];
  if (notes.length > 0) blocks.push(`${notes.map((note) => `> ${text(note)}`).join('\n>\n')}\n`);

  const violations = violationsOf(outcome);
  if (violations.length > 0) {
    blocks.push('### Rule violations\n');
    for (const { commit, violation } of violations) blocks.push(renderViolation(outcome, commit, violation, maxRows));
  }

  if (outcome.combined) {
    const { base, head, report } = outcome.combined;
    const title = `### Whole change ${link(commitUrl(outcome.serverUrl, outcome.repository, head), code(`${shortSha(base)}..${shortSha(head)}`))}: ${plural(report.refactorings.length, 'refactoring')}\n`;
    const table = renderTable(outcome, report, base, head, maxRows);
    // Open where reviewers look at the whole change ("Files changed"); after a push the commit tables come first.
    const open = !options.commitTables || REVIEW_EVENTS.has(outcome.eventName);
    blocks.push(open ? `${title}\n${table}` : `${title}\n${collapsible(`${plural(report.refactorings.length, 'refactoring')} from ${shortSha(base)} to ${shortSha(head)}`, table)}`);
  }

  if (options.commitTables) {
    const quiet = outcome.commits.filter((commit) => commit.report.refactorings.length === 0);
    const busy = outcome.commits.filter((commit) => commit.report.refactorings.length > 0);
    if (busy.length > 0) blocks.push('### Commits\n');
    for (const commit of busy) blocks.push(renderCommit(outcome, commit, maxRows));
    if (quiet.length > 0) {
      const list = quiet.map((commit) => commitLink(outcome, commit)).join(', ');
      blocks.push(`No refactorings in ${plural(quiet.length, 'commit')}: ${list}\n`);
    }
  }

  const warnings = [...outcome.commits.flatMap((commit) => commit.warnings.map((warning) => `${shortSha(commit.sha)}: ${warning}`))];
  if (warnings.length > 0) {
    const items = warnings.slice(0, maxRows).map((warning) => `- ${text(warning)}`);
    if (warnings.length > maxRows) items.push(`- … and ${warnings.length - maxRows} more in the full report`);
    blocks.push(collapsible(plural(warnings.length, 'warning'), items.join('\n')));
  }

  const footer = options.reportFile ? `<sub>Full report: ${code(options.reportFile)} (JSON, the report contract) · refdiff ${text(reportVersion(outcome))}</sub>\n` : `<sub>refdiff ${text(reportVersion(outcome))}</sub>\n`;
  return fitBlocks(blocks, footer, options);
}

function reportVersion(outcome: ActionOutcome): string {
  return outcome.combined?.report.tool.version ?? outcome.commits[0]?.report.tool.version ?? '';
}

/** Joins the blocks that fit in the budget; the rest are replaced by a note. */
function fitBlocks(blocks: readonly string[], footer: string, options: SummaryOptions): string {
  const where = options.reportFile ? ` The full report is in ${code(options.reportFile)}.` : '';
  const cutNote = (left: number) => `> **Cut short:** ${plural(left, 'more section')} would pass GitHub's size limit for this text.${where}\n`;
  const reserve = Buffer.byteLength(cutNote(blocks.length) + footer) + 2;
  let out = '';
  let size = 0;
  for (let i = 0; i < blocks.length; i++) {
    const block = `${blocks[i]}\n`;
    const bytes = Buffer.byteLength(block);
    if (size + bytes + reserve > options.maxBytes) return `${out}${cutNote(blocks.length - i)}\n${footer}`;
    out += block;
    size += bytes;
  }
  return out + footer;
}

function renderViolation(outcome: ActionOutcome, commit: AnalyzedCommit, violation: Violation, maxRows: number): string {
  const status = violation.approved ? `approved ${violation.level}` : violation.level;
  const head = `- **${text(status)}** ${code(violation.rule)} in ${commitLink(outcome, commit)}: ${text(violation.message)} (${text(violation.detail)})`;
  const items = [
    ...violation.refactorings.map((item) => `${elementLink(outcome, commit.sha, item.refactoring.after, `${item.refactoring.after.file}:${item.refactoring.after.startLine}`)} ${text(item.description)}`),
    ...violation.changes.map((change) => {
      const sha = change.side === 'before' ? commit.parent ?? commit.sha : commit.sha;
      const where = `${change.file}:${change.startLine}${change.side === 'before' ? ' (removed lines)' : ''}`;
      return `other change at ${link(blobUrl(outcome.serverUrl, outcome.repository, sha, change.file, change.startLine, change.endLine), code(where))}`;
    }),
  ];
  const shown = items.slice(0, maxRows).map((item) => `  - ${item}`);
  if (items.length > maxRows) shown.push(`  - … and ${items.length - maxRows} more in the full report`);
  const approval = violation.approval
    ? violation.approved
      ? `  - approved by ${code(violation.approval.trailer)}: ${text(violation.approval.reasons.join('; '))}`
      : `  - to approve it deliberately, add this line to the commit message: ${code(violation.approval.line)}`
    : '  - this rule cannot be approved with a trailer';
  if (items.length <= OPEN_ROWS) return [head, ...shown, approval, ''].join('\n');
  return [head, approval, '', indent(collapsible(plural(items.length, 'item'), shown.map((line) => line.slice(2)).join('\n'))), ''].join('\n');
}

function indent(block: string): string {
  return block
    .split('\n')
    .map((line) => (line ? `  ${line}` : line))
    .join('\n');
}

function renderCommit(outcome: ActionOutcome, commit: AnalyzedCommit, maxRows: number): string {
  const count = commit.report.refactorings.length;
  const title = `#### ${commitLink(outcome, commit)} ${text(commit.subject)}: ${plural(count, 'refactoring')}\n`;
  const table = renderTable(outcome, commit.report, commit.parent, commit.sha, maxRows);
  return count > OPEN_ROWS ? `${title}\n${collapsible(plural(count, 'refactoring'), table)}` : `${title}\n${table}`;
}

function commitLink(outcome: ActionOutcome, commit: AnalyzedCommit): string {
  return link(commitUrl(outcome.serverUrl, outcome.repository, commit.sha), code(shortSha(commit.sha)));
}

/** A table of refactorings; each side links to its lines at its commit (`before` undefined: a root commit). */
function renderTable(outcome: ActionOutcome, report: Report, before: string | undefined, after: string, maxRows: number): string {
  if (report.refactorings.length === 0) return 'No refactorings found.\n';
  const rows = report.refactorings.slice(0, maxRows).map((refactoring) => {
    const beforeCell = before ? elementCell(outcome, refactoring, refactoring.before, before) : elementLabel(refactoring, refactoring.before);
    return `| ${text(refactoring.type)} | ${beforeCell} | ${elementCell(outcome, refactoring, refactoring.after, after)} |`;
  });
  if (report.refactorings.length > maxRows) rows.push(`| … | ${report.refactorings.length - maxRows} more in the full report | |`);
  return ['| Refactoring | Before | After |', '| --- | --- | --- |', ...rows, ''].join('\n');
}

function elementCell(outcome: ActionOutcome, refactoring: Refactoring, element: CodeElement, sha: string): string {
  const where = `${element.file}:${element.startLine}`;
  return `${elementLink(outcome, sha, element, qualifiedName(refactoring, element))}<br><sub>${text(where)}</sub>`;
}

function elementLabel(refactoring: Refactoring, element: CodeElement): string {
  return `${code(qualifiedName(refactoring, element))}<br><sub>${text(`${element.file}:${element.startLine}`)}</sub>`;
}

function elementLink(outcome: ActionOutcome, sha: string, element: CodeElement, label: string): string {
  return link(blobUrl(outcome.serverUrl, outcome.repository, sha, element.file, element.startLine, element.endLine), code(label));
}

/** `my.calc.Calculator.min(double, double)`; a File's container is its folder. */
function qualifiedName(refactoring: Refactoring, element: CodeElement): string {
  if (!element.container) return element.signature;
  return `${element.container}${refactoring.kind === 'File' ? '/' : '.'}${element.signature}`;
}

/** `<details>` with blank lines around the content, so the Markdown inside is rendered. */
function collapsible(summary: string, content: string): string {
  return `<details><summary>${text(summary)}</summary>\n\n${content.trimEnd()}\n\n</details>\n`;
}
