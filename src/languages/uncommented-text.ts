import type { SyntaxNode } from './tree-sitter';

/**
 * A node's text as if the comments in it were never written, for type texts and signatures:
 * `(float64, /* c *\/ float64)` -> `(float64, float64)`. `commentTypes` are the grammar's comment nodes.
 */
export function textWithoutComments(node: SyntaxNode, commentTypes: string | readonly string[]): string {
  const text = node.text;
  const comments = node.descendantsOfType(commentTypes as string | string[]);
  if (comments.length === 0) return text;
  const ranges: [number, number][] = [];
  for (const comment of comments) {
    if (comment) ranges.push([comment.startIndex - node.startIndex, comment.endIndex - node.startIndex]);
  }
  return withoutRanges(text, ranges);
}

/**
 * `text` without the comments at `ranges` (in order, not overlapping), and the layout they leave:
 * `(float64, /* c *\/ float64)` -> `(float64, float64)`, `int /* c *\/)` -> `int)`,
 * `[]/* c *\/string` -> `[]string`. A comment with blanks on both sides leaves one blank, as does
 * one between two words (`a/* c *\/b` -> `a b`); a comment touching a token on one side leaves
 * none. Comments with only blanks between them count as one.
 */
export function withoutRanges(text: string, ranges: readonly (readonly [number, number])[]): string {
  let kept = '';
  let from = 0;
  for (const [start, end] of runs(text, ranges)) {
    const before = text.slice(from, start);
    const blanksAfter = /^\s*/.exec(text.slice(end))![0].length;
    from = end + blanksAfter;
    const last = before.trimEnd();
    kept += last;
    const next = text.charAt(from);
    if (kept === '' || next === '') continue;
    const blankOnBothSides = last.length < before.length && blanksAfter > 0;
    if (blankOnBothSides || (WORD.test(kept.slice(-1)) && WORD.test(next))) kept += ' ';
  }
  return kept + text.slice(from);
}

/** The ranges, those with only blanks between them as one. */
function runs(text: string, ranges: readonly (readonly [number, number])[]): [number, number][] {
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const previous = merged[merged.length - 1];
    if (previous && text.slice(previous[1], start).trim() === '') previous[1] = end;
    else merged.push([start, end]);
  }
  return merged;
}

const WORD = /[\p{L}\p{N}_$]/u;
