import type { ChangedHunk } from './change-facts';

export type Side = 'before' | 'after';

export interface LineRange {
  startLine: number;
  endLine: number;
}

/**
 * Where a line range of one side of a file lies on the other side, through the file's `-U0`
 * hunks: unchanged lines map exactly; an end that falls in a changed region takes that region's
 * whole counterpart, so what was rewritten inside the range stays inside it.
 */
export function mapRange(hunks: readonly ChangedHunk[], range: LineRange, from: Side): LineRange {
  return { startLine: mapLine(hunks, range.startLine, from, 'start'), endLine: mapLine(hunks, range.endLine, from, 'end') };
}

function mapLine(hunks: readonly ChangedHunk[], line: number, from: Side, edge: 'start' | 'end'): number {
  let delta = 0;
  for (const hunk of hunks) {
    const [fromStart, fromCount, toStart, toCount] =
      from === 'before'
        ? [hunk.beforeStart, hunk.beforeLines.length, hunk.afterStart, hunk.afterLines.length]
        : [hunk.afterStart, hunk.afterLines.length, hunk.beforeStart, hunk.beforeLines.length];
    // With no lines on a side, git's start is the line the change sits after.
    const fromEnd = fromCount > 0 ? fromStart + fromCount - 1 : fromStart;
    const toEnd = toCount > 0 ? toStart + toCount - 1 : toStart;
    if (fromCount > 0 ? line < fromStart : line <= fromStart) break;
    if (line <= fromEnd) {
      if (edge === 'start') return toCount > 0 ? toStart : toStart + 1;
      return toEnd;
    }
    delta = toEnd - fromEnd;
  }
  return line + delta;
}
