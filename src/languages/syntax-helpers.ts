import type { Location, TokenizedFile } from '../core/cst';
import type { SyntaxNode, Tree } from './tree-sitter';

/** What the tokenizer treats specially, per language. */
export interface TokenizeOptions {
  /** Node types taken as one token even though they have children (string literals). */
  atomic: ReadonlySet<string>;
  /** Node types dropped with everything below them (comments). */
  skip: ReadonlySet<string>;
  /** Leaf types read otherwise than written (a C++ macro body without its trailing comment); a leaf read as '' is no token. */
  spelled?: ReadonlyMap<string, (text: string) => string>;
}

/**
 * The tokens of a whole file: the leaves of the syntax tree, in order. A walk with the cursor
 * alone, slicing `source` by offsets: creating node objects is what costs
 * (shared/design/dependencies.md). Zero-width leaves (nodes error recovery inserted) are skipped.
 */
export function tokenizeTree(tree: Tree, source: string, options: TokenizeOptions): TokenizedFile {
  const texts: string[] = [];
  const starts: number[] = [];
  const spelled = options.spelled;
  const cursor = tree.walk();
  try {
    for (;;) {
      const type = cursor.nodeType;
      let leaf = false;
      if (options.skip.has(type)) {
        leaf = true;
      } else if (options.atomic.has(type) || !cursor.gotoFirstChild()) {
        const start = cursor.startIndex;
        const end = cursor.endIndex;
        if (end > start) {
          const text = source.slice(start, end);
          const read = spelled === undefined ? text : (spelled.get(type)?.(text) ?? text);
          if (read !== '') {
            texts.push(read);
            starts.push(start);
          }
        }
        leaf = true;
      }
      if (!leaf) continue; // descended into the first child
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return { texts, starts: Int32Array.from(starts) };
      }
    }
  } finally {
    cursor.delete();
  }
}

/**
 * The text of a leaf: the token of `tokens` that starts where it does, found by binary search
 * instead of asking wasm where the leaf ends. `tokens` must hold one token per leaf (a tree
 * without errors, where no leaf is empty); without them the tree gives the text.
 */
export function leafText(leaf: SyntaxNode, tokens: TokenizedFile | undefined): string {
  if (!tokens) return leaf.text;
  const start = leaf.startIndex;
  const starts = tokens.starts;
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = starts[middle];
    if (value === start) return tokens.texts[middle];
    if (value < start) low = middle + 1;
    else high = middle - 1;
  }
  return leaf.text;
}

/** A Location for `node`, with `body` as the body range (or an empty body at the end when absent). */
export function locationOf(file: string, node: SyntaxNode, body?: SyntaxNode | null): Location {
  return {
    file,
    begin: node.startIndex,
    end: node.endIndex,
    bodyBegin: body ? body.startIndex : node.endIndex,
    bodyEnd: body ? body.endIndex : node.endIndex,
    startLine: node.startPosition.row + 1,
    endLine: node.endPosition.row + 1,
  };
}

/** One warning line per file with syntax errors, naming the first error's line. */
export function syntaxWarning(file: string, tree: Tree): string | undefined {
  const root = tree.rootNode;
  if (!root.hasError) return undefined;
  const first = findFirstError(root);
  const line = first ? first.startPosition.row + 1 : 1;
  return `${file}:${line}: syntax error; analysed what could be parsed`;
}

/** Depth first, in source order, into subtrees with errors only; a stack, as trees can be deep. */
function findFirstError(root: SyntaxNode): SyntaxNode | undefined {
  const pending: SyntaxNode[] = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.isError || node.isMissing) return node;
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child && (child.hasError || child.isMissing)) pending.push(child);
    }
  }
  return undefined;
}
