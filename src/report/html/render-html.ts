import type { StreamRecord } from '../render-jsonl';
import type { CodeElement, Refactoring } from '../types';
import { CONTENT_SECURITY_POLICY, PAGE_SCRIPT, PAGE_STYLE } from './page-assets';
import { foldUnchanged, sideBySide, type Piece, type SideLine } from './side-by-side';
import type { CodePair } from './snippets';

/** One report (a commit, or a whole change) with the code of each refactoring's two sides. */
export interface HtmlReportPart {
  record: StreamRecord;
  /** Index-aligned with `record.refactorings`. */
  code: CodePair[];
}

/**
 * One self-contained HTML page: a tally by type, then per commit and per type each
 * refactoring with its before and after code side by side, differences marked. Every name and
 * line of code is escaped (they come from the analysed code); the page loads nothing.
 */
export function renderHtmlReport(parts: readonly HtmlReportPart[], title = 'refdiff report'): string {
  const all = parts.flatMap((part) => part.record.refactorings);
  const tally = countByType(all);
  const withRefactorings = parts.filter((part) => part.record.refactorings.length > 0 || part.record.error);
  const commits = parts.filter((part) => part.record.commit).length;
  const overview = `${all.length} ${all.length === 1 ? 'refactoring' : 'refactorings'}${commits > 1 ? ` in ${commits} commits (${withRefactorings.length} with refactorings or errors)` : ''}`;
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escape(CONTENT_SECURITY_POLICY)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(title)}: ${escape(overview)}</title>`,
    `<style>${PAGE_STYLE}</style>`,
    '</head><body>',
    `<header><h1>${escape(title)}</h1><p class="overview">${escape(overview)}</p>`,
    renderTally(tally),
    renderFilters(tally),
    '</header><main>',
    ...withRefactorings.map(renderPart),
    all.length === 0 ? '<p class="missing">No refactorings.</p>' : '',
    '</main>',
    `<script>${PAGE_SCRIPT}</script>`,
    '</body></html>',
    '',
  ].join('\n');
}

function countByType(refactorings: readonly Refactoring[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const refactoring of refactorings) counts.set(refactoring.type, (counts.get(refactoring.type) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function renderTally(tally: readonly [string, number][]): string {
  if (tally.length === 0) return '';
  const rows = tally.map(([type, count]) => `<tr><td>${escape(type)}</td><td class="n">${count}</td></tr>`);
  return `<table class="tally"><thead><tr><th>Type</th><th>Count</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** Hidden until the script runs: without it every refactoring is shown and filters would do nothing. */
function renderFilters(tally: readonly [string, number][]): string {
  if (tally.length === 0) return '';
  const boxes = tally.map(([type, count]) => `<label><input type="checkbox" data-filter-type value="${escape(type)}" checked> ${escape(type)} (${count})</label>`);
  return [
    '<form class="filters" hidden>',
    `<fieldset><legend>Types</legend>${boxes.join('')}</fieldset>`,
    '<div class="path"><label>Path <input type="search" placeholder="part of a file path"></label> <output></output></div>',
    '</form>',
  ].join('');
}

function renderPart(part: HtmlReportPart): string {
  const { record } = part;
  const heading = record.commit
    ? `commit <code>${escape(record.commit.sha.slice(0, 12))}</code> ${escape(record.commit.subject)}`
    : `<code>${escape(shortRevision(record.before))}</code>..<code>${escape(shortRevision(record.after))}</code>`;
  const groups = new Map<string, number[]>();
  record.refactorings.forEach((refactoring, index) => groups.set(refactoring.type, [...(groups.get(refactoring.type) ?? []), index]));
  const sections = [...groups.entries()].map(
    ([type, indexes]) =>
      `<section class="type-group" data-type="${escape(type)}"><h3>${escape(type)} (${indexes.length})</h3>\n${indexes.map((index) => renderRefactoring(record.refactorings[index], part.code[index])).join('\n')}</section>`,
  );
  const error = record.error ? `<p class="error">${escape(record.error)}</p>` : '';
  return `<section class="commit"><h2>${heading}</h2>${error}\n${sections.join('\n')}</section>`;
}

function renderRefactoring(refactoring: Refactoring, code: CodePair | undefined): string {
  const paths = [...new Set([refactoring.before.file, refactoring.after.file])].join('\n');
  const similarity = refactoring.similarity !== undefined ? `, similarity ${refactoring.similarity.toFixed(2)}` : '';
  return [
    `<article class="refactoring" data-type="${escape(refactoring.type)}" data-paths="${escape(paths)}">`,
    `<h4>${escape(refactoring.description)}</h4>`,
    `<p class="where">${place(refactoring.before)} → ${place(refactoring.after)}${similarity}</p>`,
    renderCode(refactoring, code ?? {}),
    '</article>',
  ].join('');
}

function place(element: CodeElement): string {
  return `<code>${escape(element.file)}:${element.startLine}${element.endLine > element.startLine ? `-${element.endLine}` : ''}</code>`;
}

function renderCode(refactoring: Refactoring, code: CodePair): string {
  const rows = foldUnchanged(sideBySide(code.before, code.after)).map((row) =>
    'folded' in row
      ? `<tr class="fold"><td colspan="4">⋯ ${row.folded} unchanged ${row.folded === 1 ? 'line' : 'lines'}</td></tr>`
      : `<tr>${cells(row.before)}${cells(row.after)}</tr>`,
  );
  const more = (side: string, lines: number | undefined) => (lines ? `<p class="more">${side}: ${lines} more ${lines === 1 ? 'line' : 'lines'} not shown</p>` : '');
  const missing = (side: string, present: unknown) => (present ? '' : `<p class="missing">${side}: the code could not be read</p>`);
  return [
    '<table class="code"><colgroup><col class="ln"><col><col class="ln"><col></colgroup>',
    `<thead><tr><th colspan="2">Before: ${escape(refactoring.before.file)}</th><th colspan="2">After: ${escape(refactoring.after.file)}</th></tr></thead>`,
    `<tbody>${rows.join('\n')}</tbody></table>`,
    missing('Before', code.before),
    missing('After', code.after),
    more('Before', code.before?.more),
    more('After', code.after?.more),
  ].join('');
}

function cells(line: SideLine | undefined): string {
  if (!line) return '<td class="ln gap"></td><td class="src gap"></td>';
  const status = line.status === 'same' ? '' : ` ${line.status}`;
  return `<td class="ln">${line.number}</td><td class="src${status}">${line.pieces.map(piece).join('')}</td>`;
}

function piece(part: Piece): string {
  return part.changed && part.text.trim() !== '' ? `<mark>${escape(part.text)}</mark>` : escape(part.text);
}

function shortRevision(revision: string): string {
  return /^[0-9a-f]{40,64}$/.test(revision) ? revision.slice(0, 12) : revision;
}

/** Text and attribute values: markup characters as entities, control characters as visible symbols. */
export function escape(text: string): string {
  return text
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => (c.charCodeAt(0) < 0x20 ? String.fromCharCode(0x2400 + c.charCodeAt(0)) : '\ufffd'));
}
