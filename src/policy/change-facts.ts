import type { Refactoring } from '../report/types';

/**
 * What changed in a commit beyond the refactorings: the input of the `mixedChanges` rule. The
 * report lists refactorings only, so the source (git) supplies the diff as hunks with their
 * lines; `parseUnifiedDiff` reads `git diff -U0` output into this shape.
 */

export interface ChangedHunk {
  /** 1-based; when `beforeLines` is empty, the line after which `afterLines` were inserted. */
  beforeStart: number;
  beforeLines: string[];
  /** 1-based; when `afterLines` is empty, the line after which `beforeLines` were removed. */
  afterStart: number;
  afterLines: string[];
}

export interface ChangedFile {
  /** Null for an added file. */
  beforePath: string | null;
  /** Null for a deleted file. */
  afterPath: string | null;
  hunks: ChangedHunk[];
}

export interface ChangeFacts {
  files: ChangedFile[];
}

/** A change no refactoring explains, for the violation's listing. */
export interface UnexplainedChange {
  file: string;
  startLine: number;
  endLine: number;
  /** `after` for changed or added lines, `before` when lines were only removed. */
  side: 'before' | 'after';
}

/**
 * The hunks of source files that the refactorings do not explain. A hunk is explained when
 * - all its code lines on one side lie inside an element that took part in a refactoring (so an
 *   edit inside a renamed or extracted-from method counts as part of the refactoring: the diff
 *   cannot tell them apart); or
 * - it only updates references: the removed code, with the refactorings' old names, containers
 *   and qualified names replaced by the new ones, equals the added code (whitespace aside); or
 * - it only updates calls to an element whose signature changed (each changed line calls it); or
 * - it touches nothing but blank, comment, import, package and #include lines.
 */
export function unexplainedChanges(
  facts: ChangeFacts,
  refactorings: readonly Refactoring[],
  isSourcePath: (path: string) => boolean,
): UnexplainedChange[] {
  const rename = renamer(refactorings);
  const changedSignatures = refactorings.filter((r) => r.operation === 'CHANGE_SIGNATURE').map((r) => r.after.name);
  const result: UnexplainedChange[] = [];
  for (const file of facts.files) {
    const path = file.afterPath ?? file.beforePath;
    if (path === null || !isSourcePath(path)) continue;
    const beforeRanges = refactorings.filter((r) => r.before.file === file.beforePath).map((r) => r.before);
    const afterRanges = refactorings.filter((r) => r.after.file === file.afterPath).map((r) => r.after);
    for (const hunk of file.hunks) {
      const before = codeLines(hunk.beforeLines, hunk.beforeStart);
      const after = codeLines(hunk.afterLines, hunk.afterStart);
      if (before.length === 0 && after.length === 0) continue;
      if (allInside(before, beforeRanges) || allInside(after, afterRanges)) continue;
      if (sameCode(rename(before.map((line) => line.text).join('\n')), after.map((line) => line.text).join('\n'))) continue;
      const left = unpairedLines(before, after, rename, changedSignatures);
      if (left.after.length > 0 && file.afterPath !== null) result.push(lineSpan(file.afterPath, left.after, 'after'));
      else if (left.before.length > 0 && file.beforePath !== null) result.push(lineSpan(file.beforePath, left.before, 'before'));
    }
  }
  return result;
}

interface NumberedLine {
  number: number;
  text: string;
}

const BOOKKEEPING = [
  /^\s*$/,
  /^\s*(\/\/|\/\*|\*)/,
  /^\s*(import|package)\b/,
  /^\s*#\s*include\b/,
  /^\s*export\s+(\*|\{[^}]*\})\s*from\b/,
  /^\s*(const|let|var)\s+[^=]+=\s*require\s*\(/,
];

function codeLines(lines: readonly string[], start: number): NumberedLine[] {
  return lines
    .map((text, index) => ({ number: start + index, text }))
    .filter((line) => !BOOKKEEPING.some((pattern) => pattern.test(line.text)));
}

function allInside(lines: readonly NumberedLine[], ranges: readonly { startLine: number; endLine: number }[]): boolean {
  return lines.length > 0 && lines.every((line) => ranges.some((range) => line.number >= range.startLine && line.number <= range.endLine));
}

function sameCode(a: string, b: string): boolean {
  return a.replace(/\s+/g, '') === b.replace(/\s+/g, '');
}

/** Rewrites old names to new ones, on identifier boundaries, longest first, in one pass. */
function renamer(refactorings: readonly Refactoring[]): (text: string) => string {
  const map = new Map<string, string>();
  const add = (from: string, to: string) => {
    if (from !== '' && to !== '' && from !== to && !map.has(from)) map.set(from, to);
  };
  for (const r of refactorings) {
    if (r.before.container !== '' && r.after.container !== '') add(`${r.before.container}.${r.before.name}`, `${r.after.container}.${r.after.name}`);
    add(r.before.container, r.after.container);
    add(r.before.name, r.after.name);
  }
  if (map.size === 0) return (text) => text;
  const alternatives = [...map.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\w$])(?:${alternatives.join('|')})(?![\\w$])`, 'g');
  return (text) => text.replace(pattern, (found) => map.get(found) ?? found);
}

/**
 * Pairs each added line with a removed line it merely updates (same code once renamed, or both
 * calling an element whose signature changed); what stays unpaired is a change of its own.
 */
function unpairedLines(
  before: readonly NumberedLine[],
  after: readonly NumberedLine[],
  rename: (text: string) => string,
  changedSignatures: readonly string[],
): { before: NumberedLine[]; after: NumberedLine[] } {
  const calls = changedSignatures.map((name) => new RegExp(`(?<![\\w$])${escapeRegExp(name)}\\s*\\(`));
  const calledName = (text: string) => calls.findIndex((call) => call.test(text));
  const removed = before.map((line) => ({ line, code: rename(line.text).replace(/\s+/g, ''), call: calledName(rename(line.text)) }));
  const unpairedAfter: NumberedLine[] = [];
  for (const line of after) {
    const code = line.text.replace(/\s+/g, '');
    const call = calledName(line.text);
    let index = removed.findIndex((candidate) => candidate.code === code);
    if (index < 0 && call >= 0) index = removed.findIndex((candidate) => candidate.call === call);
    if (index < 0) unpairedAfter.push(line);
    else removed.splice(index, 1);
  }
  return { before: removed.map((candidate) => candidate.line), after: unpairedAfter };
}

function lineSpan(file: string, lines: readonly NumberedLine[], side: 'before' | 'after'): UnexplainedChange {
  const numbers = lines.map((line) => line.number);
  return { file, startLine: Math.min(...numbers), endLine: Math.max(...numbers), side };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * Reads `git diff -U0 -M --no-color --no-ext-diff` output (default `a/` `b/` prefixes). Files
 * without hunks (pure renames, binaries, mode changes) are left out: they change no code lines.
 */
export function parseUnifiedDiff(diff: string): ChangeFacts {
  const files: ChangedFile[] = [];
  const lines = diff.split('\n');
  let current: ChangedFile | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith('diff --git ')) {
      current = undefined;
    } else if (line.startsWith('--- ') && lines[i + 1]?.startsWith('+++ ')) {
      current = { beforePath: diffPath(line.slice(4), 'a/'), afterPath: diffPath(lines[i + 1].slice(4), 'b/'), hunks: [] };
      files.push(current);
      i++;
    } else if (line.startsWith('@@ ') && current) {
      const header = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
      if (!header) continue;
      const hunk: ChangedHunk = { beforeStart: Number(header[1]), beforeLines: [], afterStart: Number(header[3]), afterLines: [] };
      let removed = header[2] === undefined ? 1 : Number(header[2]);
      let added = header[4] === undefined ? 1 : Number(header[4]);
      // Counts, not prefixes, end a hunk: a removed line may itself start with "-- ".
      while ((removed > 0 || added > 0) && i + 1 < lines.length) {
        const body = lines[++i];
        if (body.startsWith('-')) {
          hunk.beforeLines.push(body.slice(1));
          removed--;
        } else if (body.startsWith('+')) {
          hunk.afterLines.push(body.slice(1));
          added--;
        } else if (body.startsWith(' ')) {
          removed--;
          added--;
        }
      }
      current.hunks.push(hunk);
    }
  }
  return { files: files.filter((file) => file.hunks.length > 0) };
}

/** `a/src/x.js` -> `src/x.js`; `/dev/null` -> null; C-quoted names unquoted; git's trailing tab dropped. */
function diffPath(raw: string, prefix: string): string | null {
  const text = raw.replace(/\t$/, '');
  if (text === '/dev/null') return null;
  const name = text.startsWith('"') ? unquoteC(text) : text;
  return name.startsWith(prefix) ? name.slice(prefix.length) : name;
}

function unquoteC(quoted: string): string {
  const body = quoted.slice(1, -1);
  const bytes: number[] = [];
  const simple: Record<string, number> = { n: 10, t: 9, r: 13, '"': 34, '\\': 92, a: 7, b: 8, f: 12, v: 11 };
  for (let i = 0; i < body.length; i++) {
    const char = String.fromCodePoint(body.codePointAt(i) ?? 0);
    if (char !== '\\') {
      bytes.push(...Buffer.from(char, 'utf8'));
      i += char.length - 1;
      continue;
    }
    const next = body[++i];
    if (/[0-7]/.test(next)) {
      bytes.push(parseInt(body.slice(i, i + 3), 8));
      i += 2;
    } else {
      bytes.push(simple[next] ?? next.charCodeAt(0));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
