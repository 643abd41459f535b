import type { SyntaxNode } from './tree-sitter';

/**
 * A node's text as if the comments in it were never written, for type texts and signatures:
 * `(float64, /* c *\/ float64)` -> `(float64, float64)`, `int /* c *\/)` -> `int)`,
 * `[]/* c *\/string` -> `[]string`. A comment with blanks on both sides leaves one blank, as does
 * one between two words (`a/* c *\/b` -> `a b`); a comment touching a token on one side leaves
 * none. Comments next to each other count as one. `commentTypes` are the grammar's comment nodes.
 */
export function textWithoutComments(node: SyntaxNode, commentTypes: string | readonly string[]): string {
  const text = node.text;
  const comments = node.descendantsOfType(commentTypes as string | string[]);
  if (comments.length === 0) return text;
  let kept = '';
  let from = 0;
  for (const [start, end] of commentRuns(comments, node.startIndex, text)) {
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

/** The comments' ranges in `text` (which starts at `offset`), those with only blanks between them as one. */
function commentRuns(comments: readonly (SyntaxNode | null)[], offset: number, text: string): [number, number][] {
  const runs: [number, number][] = [];
  for (const comment of comments) {
    if (!comment) continue;
    const start = comment.startIndex - offset;
    const end = comment.endIndex - offset;
    const previous = runs[runs.length - 1];
    if (previous && text.slice(previous[1], start).trim() === '') previous[1] = end;
    else runs.push([start, end]);
  }
  return runs;
}

const WORD = /[\p{L}\p{N}_$]/u;
