import type { Refactoring, Report } from './types';

/**
 * A Markdown table of the refactorings of one or more reports, for job summaries, PR comments
 * and commit messages. With several reports a Commit column says which commit did what.
 * Code goes in code spans; `|` is escaped everywhere (GFM tables split on it, even in code).
 */
export function renderMarkdown(reports: readonly Report[]): string {
  const withCommit = reports.length > 1;
  const rows: string[][] = [];
  for (const report of reports) {
    for (const refactoring of report.refactorings) {
      const row = cells(refactoring);
      rows.push(withCommit ? [codeSpan(report.after.slice(0, 12)), ...row] : row);
    }
  }
  if (rows.length === 0) return 'No refactorings found.\n';
  const header = [...(withCommit ? ['Commit'] : []), 'Refactoring', 'Before', 'After', 'Location'];
  const lines = [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`);
  return `${lines.join('\n')}\n`;
}

function cells(refactoring: Refactoring): string[] {
  const { before, after } = refactoring;
  const moved = before.file !== after.file;
  const location = `${codeSpan(`${after.file}:${after.startLine}`)}${moved ? ` (from ${codeSpan(`${before.file}:${before.startLine}`)})` : ''}`;
  return [
    escapeMarkdownText(refactoring.type),
    codeSpan(qualified(refactoring.kind, before.container, before.signature)),
    codeSpan(qualified(refactoring.kind, after.container, after.signature)),
    location,
  ];
}

/** `my.calc.Calculator.min(double)`; a File's container is its folder, so `src/util/file.js`. */
function qualified(kind: string, container: string, signature: string): string {
  if (!container) return signature;
  return `${container}${kind === 'File' ? '/' : '.'}${signature}`;
}

/** Plain text in a cell: Markdown and HTML specials escaped, one line. */
export function escapeMarkdownText(text: string): string {
  return oneLine(text)
    .replace(/[\\`*_[\]|]/g, (c) => `\\${c}`)
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * Code in a cell: a code span fenced by more backticks than it contains (so `<` and `>` stay
 * literal and safe), with `|` escaped for the table.
 */
export function codeSpan(code: string): string {
  const text = oneLine(code).replace(/\|/g, '\\|');
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

function oneLine(text: string): string {
  return text.replace(/\r?\n|\r/g, '\\n');
}
