import type { TokenizedFile } from '../core/cst';
import type { SyntaxNode } from './tree-sitter';

/** Where the syntax tree's leaf that starts at `start` ends; undefined when no leaf starts there. */
export type LeafEnd = (start: number) => number | undefined;

/**
 * A language's tokens read from the source text by one sticky regular expression, instead of
 * visiting every leaf of the syntax tree through web-tree-sitter (several wasm calls a leaf, most
 * of the cost of tokenizing). `pattern` must be sticky (`y`). A match of its first group is
 * whitespace or a comment and yields no token. A match of its second group is text whose split
 * into leaves depends on the grammar's context (Java's `>>` closes two type argument lists in
 * `List<List<T>>` but is one shift operator in `a >> b`): the tree's leaf there decides, one
 * look-up per such place. Any other match is one token.
 *
 * The language's pattern must give the same tokens as the tree's leaves on a file tree-sitter
 * parsed without errors (each language's tests compare both on real files); on text it cannot
 * read (an unterminated comment, a stray character) this gives up and returns undefined, and the
 * caller walks the tree.
 */
export function lexTokens(source: string, pattern: RegExp, leafEnd: LeafEnd): TokenizedFile | undefined {
  const texts: string[] = [];
  const starts: number[] = [];
  let position = 0;
  while (position < source.length) {
    pattern.lastIndex = position;
    const match = pattern.exec(source);
    if (!match || match[0].length === 0) return undefined;
    if (match[1] !== undefined) {
      position += match[0].length;
      continue;
    }
    let end = position + match[0].length;
    if (match[2] !== undefined) {
      const leaf = leafEnd(position);
      if (leaf === undefined || leaf <= position || leaf > end) return undefined;
      end = leaf;
    }
    texts.push(source.slice(position, end));
    starts.push(position);
    position = end;
  }
  return { texts, starts };
}

/** LeafEnd from a syntax tree: the smallest node spanning the first character at `start`, if it starts there. */
export function leafEndIn(root: SyntaxNode): LeafEnd {
  return (start) => {
    const leaf = root.descendantForIndex(start, start + 1);
    return leaf && leaf.startIndex === start ? leaf.endIndex : undefined;
  };
}
