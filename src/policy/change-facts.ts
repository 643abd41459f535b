import type { Refactoring } from '../report/types';
import { bookkeepingFlags } from './bookkeeping';
import { declarationFlags, exportedNames, listsOnly } from './element-mentions';
import type { LineRange } from './line-map';
import { escapeRegExp, refactoringFootprint, type RefactoringFootprint } from './refactoring-footprint';

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
 * The lines of source files that the refactorings do not explain, one span per hunk. A line is
 * explained when
 * - it lies inside an element that took part in a refactoring, on its side (so an edit inside a
 *   renamed or extracted-from method counts as part of the refactoring: the diff cannot tell
 *   them apart); the method code was extracted from, or inlined into, counts on both sides;
 * - it only updates a reference: once the refactorings' old names, containers and qualified
 *   names are replaced by the new ones it equals a line on the other side of its hunk
 *   (whitespace aside), or both call an element whose signature changed;
 * - it declares (a prototype), exports or lists an element that took part in a refactoring,
 *   or an export list changed only by such elements;
 * - it is bookkeeping: blank, comment, import, package, #include, require, include guard, or
 *   brackets alone.
 */
export function unexplainedChanges(
  facts: ChangeFacts,
  refactorings: readonly Refactoring[],
  isSourcePath: (path: string) => boolean,
): UnexplainedChange[] {
  const footprint = refactoringFootprint(refactorings, facts);
  const result: UnexplainedChange[] = [];
  for (const file of facts.files) {
    const path = file.afterPath ?? file.beforePath;
    if (path === null || !isSourcePath(path)) continue;
    const beforeRanges = file.beforePath === null ? [] : footprint.regions('before', file.beforePath);
    const afterRanges = file.afterPath === null ? [] : footprint.regions('after', file.afterPath);
    for (const hunk of file.hunks) {
      const before = codeLines(hunk.beforeLines, hunk.beforeStart, beforeRanges, footprint.names);
      const after = codeLines(hunk.afterLines, hunk.afterStart, afterRanges, footprint.names);
      if (before.length === 0 && after.length === 0) continue;
      if (sameCode(footprint.rename(before.map((line) => line.text).join('\n')), after.map((line) => line.text).join('\n'))) continue;
      const left = unpairedLines(before, after, footprint);
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

/** The lines of one side of a hunk that neither bookkeeping nor a refactored element accounts for. */
function codeLines(lines: readonly string[], start: number, ranges: readonly LineRange[], names: ReadonlySet<string>): NumberedLine[] {
  const bookkeeping = bookkeepingFlags(lines);
  const declarations = declarationFlags(lines, names);
  return lines
    .map((text, index) => ({ number: start + index, text }))
    .filter((line, index) => {
      if (bookkeeping[index] || declarations[index] || listsOnly(line.text, names)) return false;
      if (ranges.some((range) => line.number >= range.startLine && line.number <= range.endLine)) return false;
      const exported = exportedNames(line.text);
      return exported === undefined || exported.some((name) => !names.has(name));
    });
}

function sameCode(a: string, b: string): boolean {
  return a.replace(/\s+/g, '') === b.replace(/\s+/g, '');
}

/**
 * Pairs each added line with a removed line it merely updates (same code once renamed, an export
 * list that differs only by refactored elements, or both calling an element whose signature
 * changed); what stays unpaired is a change of its own.
 */
function unpairedLines(before: readonly NumberedLine[], after: readonly NumberedLine[], footprint: RefactoringFootprint): { before: NumberedLine[]; after: NumberedLine[] } {
  const calls = footprint.changedSignatures.map((name) => new RegExp(`(?<![\\w$])${escapeRegExp(name)}\\s*\\(`));
  const calledName = (text: string) => calls.findIndex((call) => call.test(text));
  const comparable = (text: string) => {
    const exported = exportedNames(text);
    if (exported) return `exports:${exported.filter((name) => !footprint.names.has(name)).sort().join(',')}`;
    return text.replace(/\s+/g, '');
  };
  const removed = before.map((line) => {
    const renamed = footprint.rename(line.text);
    return { line, code: comparable(renamed), call: calledName(renamed) };
  });
  const unpairedAfter: NumberedLine[] = [];
  for (const line of after) {
    const code = comparable(line.text);
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
