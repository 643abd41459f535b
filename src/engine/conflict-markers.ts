import type { SourceFile } from '../languages/plugin';

// Git's markers (conflict-marker-size 7): `<<<<<<< ours`, `||||||| base` (diff3), `=======`, `>>>>>>> theirs`.
const OPEN = /^<{7}(?: |$)/;
const BASE = /^\|{7}(?: |$)/;
const SPLIT = /^={7}$/;
const CLOSE = /^>{7}(?: |$)/;

/**
 * A file committed with unresolved merge conflicts, as a parser can read it: each complete
 * conflict keeps "ours" (the lines between `<<<<<<<` and `|||||||` or `=======`), and its markers,
 * base and "theirs" become spaces, so offsets and line numbers stay. One version alone is code
 * one parent really had; both together are often no code at all (a conflict cuts through
 * statements), and duplicate members would read as moves. Undefined when the file has none.
 */
export function withoutConflicts(file: SourceFile): SourceFile | undefined {
  if (!file.content.includes('\n=======') && !file.content.startsWith('=======')) return undefined;
  const lines = file.content.split('\n');
  const blank = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    if (!OPEN.test(text(lines[i]))) continue;
    const conflict = conflictAt(lines, i);
    if (!conflict) continue;
    for (let j = conflict.dropFrom; j <= conflict.close; j++) blank.add(j);
    blank.add(i);
    i = conflict.close;
  }
  if (blank.size === 0) return undefined;
  const content = lines.map((line, i) => (blank.has(i) ? line.replace(/[^\r]/g, ' ') : line)).join('\n');
  return { path: file.path, content };
}

/** The conflict opened at line `open`: where its base or "theirs" starts, and its closing line; undefined when incomplete. */
function conflictAt(lines: readonly string[], open: number): { dropFrom: number; close: number } | undefined {
  let dropFrom: number | undefined;
  let split: number | undefined;
  for (let j = open + 1; j < lines.length; j++) {
    const line = text(lines[j]);
    if (OPEN.test(line)) return undefined;
    if (split === undefined && dropFrom === undefined && BASE.test(line)) dropFrom = j;
    else if (split === undefined && SPLIT.test(line)) {
      split = j;
      dropFrom ??= j;
    } else if (split !== undefined && CLOSE.test(line)) return { dropFrom: dropFrom!, close: j };
  }
  return undefined;
}

/** A line without the `\r` of a CRLF file. */
function text(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/** The warning for a file read without its conflicts. */
export function conflictWarning(path: string): string {
  return `${path}: unresolved merge-conflict markers; read with "ours" only (the lines before each =======)`;
}
