import { summarizeViolations, type Violation } from '../policy';
import type { CodeElement, Refactoring } from '../report/types';
import { elementUrl, type LinkPlace } from './diff-links';
import type { GateResult } from './gate';
import { blobUrl, code, codeName, commitUrl, link, plural, shortSha, text } from './markup';
import { refactoringCount, violationsOf, type ActionOutcome, type AnalyzedCommit } from './outcome';
import { buildReviewModel, type ListedRefactoring, type ReviewModel } from './review-model';

/** GitHub caps a step's summary at 1 MiB; this leaves room for the closing note. */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 16 * 1024;
/** Items shown openly; longer lists go inside <details>. */
const OPEN_ROWS = 10;
/** Items per list at most, by default; the full report has the rest. */
const MAX_ROWS = 200;
/** Items per violation at most, by default: the list of the change below repeats them, and must not be crowded out. */
const VIOLATION_ROWS = 50;
/** The name the documented workflow gives the uploaded report folder. */
export const ARTIFACT_NAME = 'refdiff-report';

export interface SummaryOptions {
  /** Byte budget for the whole text. */
  maxBytes: number;
  /** Where the full JSON report was written, named in the notes that point to it. */
  reportFile?: string;
  gate?: GateResult;
  /** The per-commit detail (the job summary); the PR comment shows the combined change only. */
  commitTables: boolean;
  /** Extra lines for the notes (comment skipped). */
  extraNotes?: string[];
  /** How many annotations GitHub did not show, and where they are: one sentence under the tally. */
  annotationsNote?: string;
  /** Items per list before "... more in the full report" (the Markdown report file has no limit). */
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
 * The job summary (and, with `commitTables: false`, the PR comment) as GitHub Markdown, for a
 * glance: the headline, the gate's outcome as an alert, the tally by type, the violations by
 * severity, each refactoring of the change once, then the per-commit detail folded. Sections
 * that would pass `maxBytes` are left out with a note saying where the full report is.
 */
export function renderSummary(outcome: ActionOutcome, options: SummaryOptions): string {
  const maxRows = options.maxRows ?? MAX_ROWS;
  const model = buildReviewModel(outcome, options.gate);
  const blocks: Block[] = [];
  blocks.push(`## refdiff: ${text(headline(outcome))}\n`);
  blocks.push(renderAlert(outcome, model));
  const notes = [...outcome.notes, ...(options.extraNotes ?? [])];
  if (notes.length > 0) blocks.push(`${notes.map((note) => `> ${text(note)}`).join('\n>\n')}\n`);
  if (model.tally.length > 0) blocks.push(renderTally(model));
  if (options.annotationsNote) blocks.push(`${text(options.annotationsNote)}\n`);

  if (model.violations.length > 0) {
    blocks.push('### Rule violations\n');
    const violationRows = options.maxRows ?? VIOLATION_ROWS;
    for (const { commit, violation } of model.violations) blocks.push(renderViolation(outcome, commit, violation, violationRows));
  }

  // The one list reviewers need: shortened to fit rather than left out.
  blocks.push({ rows: Math.min(maxRows, model.change.items.length), render: (rows) => renderChange(outcome, model, rows) });

  if (options.commitTables && model.commits.length > 0) {
    const found = model.commits.reduce((sum, { items }) => sum + items.length, 0);
    blocks.push(`### Per commit\n\n${plural(found, 'refactoring')} found commit by commit (one change made in steps is counted at each step).\n`);
    for (const { commit, items } of model.commits) blocks.push(renderCommit(outcome, commit, items, maxRows));
  } else if (!options.commitTables && outcome.combined && outcome.commits.length > 1) {
    blocks.push(`Per-commit detail: ${options.reportFile ? 'in the job summary of ' : ''}${runLink(outcome, 'this run')}.\n`);
  }
  if (model.quietCommits.length > 0) {
    const list = model.quietCommits.map((commit) => commitLink(outcome, commit)).join(', ');
    const what = `No refactorings in ${plural(model.quietCommits.length, 'commit')}`;
    blocks.push(model.quietCommits.length > OPEN_ROWS ? collapsible(what, list) : `${what}: ${list}\n`);
  }

  const warnings = [...outcome.commits.flatMap((commit) => commit.warnings.map((warning) => `${shortSha(commit.sha)}: ${warning}`))];
  if (warnings.length > 0) {
    const items = warnings.slice(0, maxRows).map((warning) => `- ${text(warning)}`);
    if (warnings.length > maxRows) items.push(`- … and ${warnings.length - maxRows} more in the full report`);
    blocks.push(collapsible(plural(warnings.length, 'warning'), items.join('\n')));
  }

  return fitBlocks(blocks, `<sub>${fullReport(outcome, options)}refdiff ${text(reportVersion(outcome))}</sub>\n`, outcome, options);
}

/** GitHub's alert blocks: CAUTION when the gate fails the run, WARNING for violations that do not, NOTE when it passes. */
function renderAlert(outcome: ActionOutcome, model: ReviewModel): string {
  const unapproved = model.violations.filter(({ violation }) => !violation.approved);
  const approved = model.violations.length - unapproved.length;
  const approvedNote = approved > 0 ? ` (${plural(approved, 'approved violation')})` : '';
  if (model.status === 'failed') {
    const where = model.blocking.map(({ commit, violation }) => `${code(violation.rule)} (${text(violation.level)}) in ${commitLink(outcome, commit)}`);
    return `> [!CAUTION]\n> **Check failed** (fail-on: ${text(model.failOn)}): ${where.join(', ')}. See the rule violations below for where and how to approve.\n`;
  }
  if (model.status === 'warned') {
    const rules = [...new Set(unapproved.map(({ violation }) => violation.rule))].map(code);
    const errors = unapproved.filter(({ violation }) => violation.level === 'error').length;
    const counts = [errors > 0 ? plural(errors, 'error') : '', unapproved.length > errors ? plural(unapproved.length - errors, 'warning') : ''].filter(Boolean).join(' and ');
    return `> [!WARNING]\n> **Check passed with ${counts}** (fail-on: ${text(model.failOn)}): ${rules.join(', ')}.\n`;
  }
  return `> [!NOTE]\n> **Check passed**: no rule violations${approvedNote}.\n`;
}

function renderTally(model: ReviewModel): string {
  const rows = model.tally.map(({ type, count }) => `| ${text(type)} | ${count} |`);
  return ['| Refactoring | Count |', '| --- | ---: |', ...rows, ''].join('\n');
}

/** The change's refactorings, each once; in a pull request, linked to "Files changed". */
function renderChange(outcome: ActionOutcome, model: ReviewModel, maxRows: number): string {
  const { base, head, items } = model.change;
  const count = plural(items.length, 'refactoring');
  let title = `### ${count}`;
  if (base && head) {
    const range = code(`${shortSha(base)}..${shortSha(head)}`);
    const where = outcome.pullRequest !== undefined ? pullRequestFilesUrl(outcome, outcome.pullRequest) : compareUrl(outcome, base, head);
    title += ` in ${link(where, range)}${outcome.pullRequest !== undefined ? ' (links go to the lines in Files changed)' : ''}`;
  }
  return `${title}\n\n${renderList(items, maxRows)}`;
}

function renderCommit(outcome: ActionOutcome, commit: AnalyzedCommit, items: readonly ListedRefactoring[], maxRows: number): string {
  return collapsible(`${shortSha(commit.sha)} ${commit.subject}: ${plural(items.length, 'refactoring')}`, `${commitLink(outcome, commit)}\n\n${renderList(items, maxRows)}`);
}

/**
 * One line per refactoring, not a three-column table: GitHub sizes a table to its widest cell
 * and lets it scroll, so long qualified names hid the "After" column; a list line wraps.
 */
function renderList(items: readonly ListedRefactoring[], maxRows: number): string {
  if (items.length === 0) return 'No refactorings found.\n';
  const lines = items.slice(0, maxRows).map((item) => `- ${renderItem(item)}`);
  if (items.length > maxRows) lines.push(`- … and ${items.length - maxRows} more in the full report`);
  return `${lines.join('\n')}\n`;
}

function renderItem({ refactoring, before, after }: ListedRefactoring): string {
  const from = side(refactoring, refactoring.before, 'before', before);
  const to = side(refactoring, refactoring.after, 'after', after);
  return `**${text(refactoring.type)}** ${from} → ${to} <sub>${text(`${refactoring.after.file}:${refactoring.after.startLine}`)}</sub>`;
}

function side(refactoring: Refactoring, element: CodeElement, which: 'before' | 'after', place: LinkPlace | undefined): string {
  const label = codeName(qualifiedName(refactoring, element));
  if (!place) return label;
  // A file renamed as a whole is one diff under its new path.
  const diffPath = refactoring.kind === 'File' ? refactoring.after.file : element.file;
  return link(elementUrl(place, element, which, diffPath), label);
}

function reportVersion(outcome: ActionOutcome): string {
  return outcome.combined?.report.tool.version ?? outcome.commits[0]?.report.tool.version ?? '';
}

/** The footer's pointer to the full report: the run's artifacts when the run is known. */
function fullReport(outcome: ActionOutcome, options: SummaryOptions): string {
  if (!options.reportFile) return '';
  const file = code(options.reportFile);
  if (!outcome.runUrl) return `Full report: ${file} (JSON, the report contract) · `;
  return `Full report: ${file} in the ${link(`${outcome.runUrl}#artifacts`, text("run's artifacts"))}, name ${code(ARTIFACT_NAME)} · `;
}

function runLink(outcome: ActionOutcome, label: string): string {
  return outcome.runUrl ? link(outcome.runUrl, text(label)) : text(label);
}

/** A section: fixed text, or a list that can be shortened to `rows` items (with "… N more"). */
type Block = string | { rows: number; render: (rows: number) => string };

/** Joins the blocks that fit in the budget; a list is shortened to fit, the rest are replaced by a note. */
function fitBlocks(blocks: readonly Block[], footer: string, outcome: ActionOutcome, options: SummaryOptions): string {
  const where = options.reportFile ? ` The full report is ${code(options.reportFile)}${outcome.runUrl ? ` in the ${link(`${outcome.runUrl}#artifacts`, text("run's artifacts"))}` : ''}.` : '';
  const cutNote = (left: number) => `> **Cut short:** ${plural(left, 'more section')} would pass GitHub's size limit for this text.${where}\n`;
  const reserve = Buffer.byteLength(cutNote(blocks.length) + footer) + 2;
  let out = '';
  let size = 0;
  for (let i = 0; i < blocks.length; i++) {
    const block = `${fitted(blocks[i], options.maxBytes - size - reserve)}\n`;
    const bytes = Buffer.byteLength(block);
    if (size + bytes + reserve > options.maxBytes) return `${out}${cutNote(blocks.length - i)}\n${footer}`;
    out += block;
    size += bytes;
  }
  return out + footer;
}

/** The block's text; a list with as many items as fit in `budget` bytes (at least one). */
function fitted(block: Block, budget: number): string {
  if (typeof block === 'string') return block;
  const full = block.render(block.rows);
  if (Buffer.byteLength(full) < budget) return full;
  let low = 1;
  let high = block.rows;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (Buffer.byteLength(block.render(mid)) < budget) low = mid;
    else high = mid - 1;
  }
  return block.render(low);
}

function renderViolation(outcome: ActionOutcome, commit: AnalyzedCommit, violation: Violation, maxRows: number): string {
  const status = violation.approved ? `approved ${violation.level}` : violation.level;
  const icon = violation.approved ? '✅' : violation.level === 'error' ? '🛑' : '⚠️';
  const head = `- ${icon} **${text(status)}** ${code(violation.rule)} in ${commitLink(outcome, commit)}: ${text(violation.message)} (${text(violation.detail)})`;
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

function commitLink(outcome: ActionOutcome, commit: AnalyzedCommit): string {
  return link(commitUrl(outcome.serverUrl, outcome.repository, commit.sha), code(shortSha(commit.sha)));
}

function elementLink(outcome: ActionOutcome, sha: string, element: CodeElement, label: string): string {
  return link(blobUrl(outcome.serverUrl, outcome.repository, sha, element.file, element.startLine, element.endLine), code(label));
}

function pullRequestFilesUrl(outcome: ActionOutcome, pullRequest: number): string {
  return `${outcome.serverUrl.replace(/\/+$/, '')}/${outcome.repository}/pull/${pullRequest}/files`;
}

function compareUrl(outcome: ActionOutcome, base: string, head: string): string {
  return `${outcome.serverUrl.replace(/\/+$/, '')}/${outcome.repository}/compare/${base}...${head}`;
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
