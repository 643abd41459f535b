/**
 * Edits a commit message file the way git will read it: refdiff's lines go after the last line
 * of text the user keeps, before the comment lines and the `commit -v` scissors line (git drops
 * those), inside the trailer block when there is one, and they replace what an earlier run
 * wrote (amend, cherry-pick and rebase hand the hook a message that may already carry them).
 * Only lines in refdiff's exact form are replaced (see `isMessageItem`): text the user wrote,
 * even under the same key or header, is never touched.
 *
 * The text is handled as latin1 by the caller so that every byte of a message in any encoding
 * survives unchanged; only ASCII matters to the layout. Each line keeps its own line ending
 * (`--cleanup=verbatim` keeps a mix of CRLF and LF).
 */

import { isMessageItem } from './format';

export type MessageStyle = 'trailers' | 'section';

export interface MessageLayout {
  /** git's `core.commentChar` as resolved (see `resolveCommentChar`). */
  commentChar: string;
  /** Whether git strips comment lines from this message: only when an editor is opened. */
  stripsComments: boolean;
}

export interface RefactoringBlock {
  style: MessageStyle;
  /** The trailer key, `Refactoring` by default. */
  key: string;
  /** One line of text per refactoring (see format.ts). Empty: only remove old lines. */
  items: readonly string[];
}

/** The first line of a `section` block; also how a later run recognises the section. */
export const SECTION_HEADER = 'Refactorings detected by refdiff:';

const SCISSORS = ' ------------------------ >8 ------------------------';

/** The characters git tries, in order, for `core.commentChar=auto` (builtin/commit.c). */
const AUTO_COMMENT_CHARS = '#;@!$%^&|:';

/**
 * `core.commentChar` as git uses it for this message. For `auto` git picks the first candidate
 * no message line starts with, then writes its comment lines with it; the scissors line or the
 * closing comment block shows which one it chose.
 */
export function resolveCommentChar(configured: string | undefined, text: string, stripsComments: boolean): string {
  if (configured === undefined || configured === '') return '#';
  if (configured !== 'auto') return configured;
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  const scissors = lines.find((line) => line.length > 1 && AUTO_COMMENT_CHARS.includes(line[0]) && line.slice(1) === SCISSORS);
  if (scissors) return scissors[0];
  if (stripsComments) {
    const last = [...lines].reverse().find((line) => line.trim() !== '');
    if (last && AUTO_COMMENT_CHARS.includes(last[0])) return last[0];
  }
  const used = new Set(lines.map((line) => line[0]));
  return [...AUTO_COMMENT_CHARS].find((char) => !used.has(char)) ?? '#';
}

interface RawLine {
  /** The line without its end-of-line characters. */
  text: string;
  /** What ended it in the file: `\n`, `\r\n`, or nothing for a last line without one. */
  eol: string;
}

interface Line extends RawLine {
  /** Part of the message git keeps (not a comment, not below the scissors). */
  content: boolean;
}

/** Returns the new message text; returns `text` itself when nothing changes. */
export function updateMessage(text: string, block: RefactoringBlock, layout: MessageLayout): string {
  const lines = classify(splitLines(text), layout);
  const removed = removePreviousBlock(lines, block.key);
  if (!removed.changed && block.items.length === 0) return text;
  if (block.items.length > 0) return joinLines(insertBlock(removed.lines, blockLines(block), block.style, lineEnding(lines)));
  // A file that did not end with a line break keeps it that way when its end lost lines.
  const result = [...removed.lines];
  const last = result[result.length - 1];
  if (last && lines[lines.length - 1].eol === '') result[result.length - 1] = { ...last, eol: '' };
  return joinLines(result);
}

function splitLines(text: string): RawLine[] {
  const parts = text.split('\n');
  const lines = parts.slice(0, -1).map((part) => (part.endsWith('\r') ? { text: part.slice(0, -1), eol: '\r\n' } : { text: part, eol: '\n' }));
  const rest = parts[parts.length - 1];
  if (rest !== '') lines.push({ text: rest, eol: '' });
  return lines;
}

function joinLines(lines: readonly RawLine[]): string {
  return lines.map((line) => line.text + line.eol).join('');
}

/** The line ending for new lines: the message's first one (a CRLF message stays CRLF). */
function lineEnding(lines: readonly RawLine[]): string {
  return lines.find((line) => line.eol !== '')?.eol ?? '\n';
}

function classify(raw: readonly RawLine[], layout: MessageLayout): Line[] {
  let belowScissors = false;
  return raw.map((line) => {
    if (layout.stripsComments && line.text === layout.commentChar + SCISSORS) belowScissors = true;
    const comment = layout.stripsComments && line.text.startsWith(layout.commentChar);
    return { ...line, content: !belowScissors && !comment };
  });
}

function isBlank(line: Line): boolean {
  return line.text.trim() === '';
}

/** Paragraphs of content lines, as indexes into `lines`; comment lines neither join nor split them. */
function paragraphs(lines: readonly Line[]): number[][] {
  const result: number[][] = [];
  let current: number[] = [];
  lines.forEach((line, index) => {
    if (!line.content) return;
    if (isBlank(line)) {
      if (current.length > 0) result.push(current);
      current = [];
    } else current.push(index);
  });
  if (current.length > 0) result.push(current);
  return result;
}

/**
 * Whether the first paragraph is a subject. Git reads a message that starts with a blank line
 * (an editor session opened with `--trailer`) as having an empty subject, so its first
 * paragraph may already be the trailer block.
 */
function hasSubject(lines: readonly Line[]): boolean {
  const first = lines.find((line) => line.content);
  return first !== undefined && !isBlank(first);
}

const TRAILER_LINE = /^[A-Za-z0-9][A-Za-z0-9-]*\s*:/;

/** A paragraph git would read as trailers: every line a `Key: value`, a continuation, or cherry-pick -x's note. */
function isTrailerParagraph(lines: readonly Line[], paragraph: readonly number[]): boolean {
  return paragraph.every((index, position) => {
    const text = lines[index].text;
    return TRAILER_LINE.test(text) || text.startsWith('(cherry picked from commit ') || (position > 0 && /^\s/.test(text));
  });
}

/** A trailer exactly as refdiff writes it: the key as configured (letter case included), one space, an item. */
function isOwnTrailer(text: string, key: string): boolean {
  return text.startsWith(`${key}: `) && isMessageItem(text.slice(key.length + 2));
}

/** A section exactly as refdiff writes it: the header, then only `- <item>` lines. */
function isOwnSection(lines: readonly Line[], paragraph: readonly number[]): boolean {
  const [header, ...items] = paragraph.map((index) => lines[index].text);
  return header === SECTION_HEADER && items.length > 0 && items.every((item) => item.startsWith('- ') && isMessageItem(item.slice(2)));
}

/**
 * Drops what an earlier run wrote: refdiff's `<key>:` lines in trailer paragraphs (never in the
 * subject paragraph, never in prose) and refdiff's section; both styles, so changing the style
 * does not leave the other one behind.
 */
function removePreviousBlock(lines: Line[], key: string): { lines: Line[]; changed: boolean } {
  const drop = new Set<number>();
  for (const paragraph of paragraphs(lines).slice(hasSubject(lines) ? 1 : 0)) {
    if (isOwnSection(lines, paragraph)) {
      paragraph.forEach((index) => drop.add(index));
    } else if (isTrailerParagraph(lines, paragraph)) {
      // refdiff never writes a continuation line: a trailer followed by one is the user's.
      paragraph.forEach((index, position) => {
        const next = paragraph[position + 1];
        const continued = next !== undefined && /^\s/.test(lines[next].text);
        if (isOwnTrailer(lines[index].text, key) && !continued) drop.add(index);
      });
    }
  }
  if (drop.size === 0) return { lines, changed: false };
  // A paragraph that disappears takes the blank line before it along.
  for (const paragraph of paragraphs(lines)) {
    if (!paragraph.every((index) => drop.has(index))) continue;
    const before = previousContentLine(lines, paragraph[0]);
    if (before !== undefined && isBlank(lines[before])) drop.add(before);
  }
  return { lines: lines.filter((_, index) => !drop.has(index)), changed: true };
}

function previousContentLine(lines: readonly Line[], index: number): number | undefined {
  for (let i = index - 1; i >= 0; i--) if (lines[i].content) return i;
  return undefined;
}

function blockLines(block: RefactoringBlock): string[] {
  if (block.style === 'section') return [SECTION_HEADER, ...block.items.map((item) => `- ${item}`)];
  return block.items.map((item) => `${block.key}: ${item}`);
}

function insertBlock(lines: Line[], added: readonly string[], style: MessageStyle, eol: string): Line[] {
  const own = added.map((text) => ({ text, eol, content: true }));
  const all = paragraphs(lines);
  if (all.length === 0) return insertIntoEmptyMessage(lines, own, eol);
  const last = all[all.length - 1];
  const bodyParagraphs = all.length - (hasSubject(lines) ? 1 : 0);
  const trailerBlock = bodyParagraphs > 0 && isTrailerParagraph(lines, last) ? last : undefined;
  const lastLine = last[last.length - 1];
  let at: number;
  let block: Line[];
  if (trailerBlock && style === 'trailers') {
    at = lastLine + 1;
    block = own;
  } else if (trailerBlock) {
    // Trailers must stay the last paragraph for git to see them: the section goes above.
    at = trailerBlock[0];
    block = [...own, { text: '', eol, content: true }];
  } else {
    at = lastLine + 1;
    block = [{ text: '', eol, content: true }, ...own];
  }
  const before = lines.slice(0, at).map((line, index) => (index === at - 1 ? withEnding(line, eol) : line));
  return [...before, ...block, ...lines.slice(at)];
}

/** A line that gets lines after it needs a line break, even the last line of a file without one. */
function withEnding(line: Line, eol: string): Line {
  return line.eol === '' ? { ...line, eol } : line;
}

/**
 * Nothing written yet (an editor session): the first line stays free for the subject, where
 * the editor's cursor starts, and the block follows after a blank line.
 */
function insertIntoEmptyMessage(lines: Line[], own: Line[], eol: string): Line[] {
  const blank = { text: '', eol, content: true };
  const keepFirst = lines.length > 0 && lines[0].content ? 1 : 0;
  const head = keepFirst ? [withEnding(lines[0], eol)] : [blank];
  const rest = lines.slice(keepFirst);
  const separator = rest.length > 0 && rest[0].text.trim() !== '' ? [blank] : [];
  return [...head, blank, ...own, ...separator, ...rest];
}

/**
 * For the commit-msg stage of an editor session that started empty: when the user wrote
 * nothing, the message holds only refdiff's lines, and committing it would turn "empty message
 * aborts the commit" into a commit titled `Refactoring: ...`. Then refdiff's lines are taken
 * out again so that git aborts as it would have. Returns `text` itself otherwise.
 */
export function withoutLonelyBlock(text: string, written: readonly string[], layout: MessageLayout): string {
  const lines = classify(splitLines(text), layout);
  const own = new Set(written);
  const isOwn = (line: Line) => line.content && own.has(line.text);
  if (!lines.some(isOwn)) return text;
  if (lines.some((line) => line.content && !isBlank(line) && !isOwn(line))) return text;
  return joinLines(lines.filter((line) => !isOwn(line)));
}

/** The lines `updateMessage` writes for a block (what `withoutLonelyBlock` looks for later). */
export function renderedBlockLines(block: RefactoringBlock): string[] {
  return blockLines(block);
}

/** Whether the message has no text of the user's yet (an editor session on an empty message). */
export function isEmptyMessage(text: string, layout: MessageLayout): boolean {
  return !classify(splitLines(text), layout).some((line) => line.content && !isBlank(line));
}
