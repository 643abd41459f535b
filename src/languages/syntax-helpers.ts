import type { Location, TokenizedFile } from '../core/cst';
import type { SyntaxNode, Tree } from './tree-sitter';

/** What the tokenizer treats specially, per language. */
export interface TokenizeOptions {
  /** Node types taken as one token even though they have children (string literals). */
  atomic: ReadonlySet<string>;
  /** Node types dropped with everything below them (comments). */
  skip: ReadonlySet<string>;
}

/**
 * The tokens of a whole file: the leaves of the syntax tree, in order. A cursor walk, because
 * walking is what costs (shared/design/dependencies.md).
 */
export function tokenizeTree(tree: Tree, options: TokenizeOptions): TokenizedFile {
  const texts: string[] = [];
  const starts: number[] = [];
  const cursor = tree.walk();
  try {
    let descend = true;
    for (;;) {
      if (descend) {
        const type = cursor.nodeType;
        const atomic = options.atomic.has(type);
        if (options.skip.has(type)) {
          descend = false;
          continue;
        }
        if (atomic || cursor.currentNode.childCount === 0) {
          const node = cursor.currentNode;
          const text = node.text;
          // Zero-width MISSING nodes inserted by error recovery are not real tokens.
          if (text.length > 0 && !node.isMissing) {
            texts.push(text);
            starts.push(cursor.startIndex);
          }
          descend = false;
          continue;
        }
        if (cursor.gotoFirstChild()) continue;
        descend = false;
        continue;
      }
      if (cursor.gotoNextSibling()) {
        descend = true;
        continue;
      }
      if (!cursor.gotoParent()) break;
    }
  } finally {
    cursor.delete();
  }
  return { texts, starts };
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

function findFirstError(node: SyntaxNode): SyntaxNode | undefined {
  if (node.isError || node.isMissing) return node;
  for (const child of node.children) {
    if (child && child.hasError) {
      const found = findFirstError(child);
      if (found) return found;
    } else if (child && child.isMissing) {
      return child;
    }
  }
  return undefined;
}
