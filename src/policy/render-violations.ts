import { printable } from '../report/render-text';
import type { UnexplainedChange } from './change-facts';
import { isBlocking, type Violation } from './evaluate';
import type { FailOn } from './schema';

/**
 * Violations as people read them: plain text for terminals and hooks, Markdown for job summaries
 * and PR comments, JSON for tools. Each says which rule, where, and how to approve.
 */

/** Items listed per violation before "... and N more". */
const MAX_LISTED = 20;

export function summarizeViolations(violations: readonly Violation[]): string {
  if (violations.length === 0) return 'no rule violations';
  const open = violations.filter((violation) => !violation.approved);
  const errors = open.filter((violation) => violation.level === 'error').length;
  const warnings = open.filter((violation) => violation.level === 'warning').length;
  const approved = violations.length - open.length;
  const parts = [plural(errors, 'error'), plural(warnings, 'warning')];
  if (approved > 0) parts.push(`${approved} approved`);
  return `${plural(violations.length, 'rule violation')}: ${parts.join(', ')}`;
}

export function renderViolationsText(violations: readonly Violation[]): string {
  const lines: string[] = [];
  for (const violation of violations) {
    const status = violation.approved ? `approved ${violation.level}` : violation.level;
    lines.push(`${status}: rule '${violation.rule}': ${violation.message} (${violation.detail})`);
    for (const item of listed(violation)) lines.push(`  - ${item}`);
    if (violation.approved && violation.approval) {
      lines.push(`  approved by ${violation.approval.trailer}: ${violation.approval.reasons.join('; ')}`);
    } else if (violation.approval) {
      lines.push(`  to approve, add this line to the commit message: ${violation.approval.line}`);
    }
  }
  lines.push(summarizeViolations(violations));
  // File and element names can hold escape sequences; they must not reach the terminal raw.
  return `${lines.map(printable).join('\n')}\n`;
}

export function renderViolationsMarkdown(violations: readonly Violation[]): string {
  if (violations.length === 0) return '**Policy:** no rule violations\n';
  const lines = [`**Policy:** ${escapeMarkdown(summarizeViolations(violations))}`, ''];
  for (const violation of violations) {
    const status = violation.approved ? `approved ${violation.level}` : violation.level;
    lines.push(`- **${status}** \`${escapeCode(violation.rule)}\`: ${escapeMarkdown(violation.message)} (${escapeMarkdown(violation.detail)})`);
    for (const item of listed(violation)) lines.push(`  - ${escapeMarkdown(item)}`);
    if (violation.approved && violation.approval) {
      lines.push(`  - approved by \`${escapeCode(violation.approval.trailer)}\`: ${escapeMarkdown(violation.approval.reasons.join('; '))}`);
    } else if (violation.approval) {
      lines.push(`  - to approve, add this line to the commit message: \`${escapeCode(violation.approval.line)}\``);
    }
  }
  return `${lines.join('\n')}\n`;
}

export interface ViolationsJson {
  ok: boolean;
  summary: string;
  violations: Violation[];
}

export function violationsToJson(violations: readonly Violation[], failOn: FailOn = 'error'): ViolationsJson {
  return {
    ok: !violations.some((violation) => isBlocking(violation, failOn)),
    summary: summarizeViolations(violations),
    violations: [...violations],
  };
}

function listed(violation: Violation): string[] {
  const items = [
    ...violation.refactorings.map((item) => `${item.description} (${item.location})`),
    ...violation.changes.map((change) => `other change at ${formatChange(change)}`),
  ];
  if (items.length <= MAX_LISTED) return items;
  return [...items.slice(0, MAX_LISTED), `... and ${items.length - MAX_LISTED} more`];
}

export function formatChange(change: UnexplainedChange): string {
  const lines = change.startLine === change.endLine ? `${change.startLine}` : `${change.startLine}-${change.endLine}`;
  return `${change.file}:${lines}${change.side === 'before' ? ' (removed lines)' : ''}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Code text in Markdown: `<`, `&` and Markdown punctuation must not turn into markup. */
function escapeMarkdown(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/([\\`*_[\]|#])/g, '\\$1');
}

function escapeCode(text: string): string {
  return text.replace(/`/g, "'");
}
