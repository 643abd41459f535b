import type { CodeElement, Refactoring, Report } from './types';

export interface TextOptions {
  /** ANSI colours; the caller decides (a TTY, and no NO_COLOR). */
  color: boolean;
  /** A first line, e.g. the commit; the refactorings are then indented under it. */
  heading?: string;
}

const ansi = (code: string) => (text: string) => `\u001b[${code}m${text}\u001b[0m`;
const STYLES = { bold: ansi('1'), dim: ansi('2'), cyan: ansi('36'), yellow: ansi('33') };
const PLAIN = { bold: (t: string) => t, dim: (t: string) => t, cyan: (t: string) => t, yellow: (t: string) => t };

/**
 * One line per refactoring, compiler style so terminals and editors can jump to it:
 * `src/Calc.java:9: Rename Method min(int) to minimum(int) in class Calc (from src/Old.java:9)`.
 */
export function renderText(report: Report, options: TextOptions): string {
  const style = options.color ? STYLES : PLAIN;
  const indent = options.heading === undefined ? '' : '    ';
  const lines: string[] = [];
  if (options.heading !== undefined) lines.push(style.yellow(printable(options.heading)));
  if (report.refactorings.length === 0) lines.push(`${indent}${style.dim('No refactorings found.')}`);
  for (const refactoring of report.refactorings) lines.push(indent + refactoringLine(refactoring, style));
  return `${lines.join('\n')}\n`;
}

function refactoringLine(refactoring: Refactoring, style: typeof PLAIN): string {
  const { before, after, type } = refactoring;
  let description = printable(refactoring.description);
  if (description.startsWith(type)) description = style.bold(type) + description.slice(type.length);
  const origin = before.file !== after.file ? ` ${style.dim(`(from ${location(before)})`)}` : '';
  return `${style.cyan(location(after))}: ${description}${origin}`;
}

function location(element: CodeElement): string {
  return `${printable(element.file)}:${element.startLine}`;
}

/**
 * Control characters (a newline in a file name) would break the one-line-per-refactoring layout,
 * and escape sequences (C0 ESC, C1 CSI) in a file name would drive the terminal: both escaped.
 */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => (c === '\n' ? '\\n' : c === '\t' ? '\\t' : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`));
}
