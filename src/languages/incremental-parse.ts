import { Edit } from 'web-tree-sitter';
import type { KeptTrees } from './kept-trees';
import { textEdits, type TextEdit } from './text-edits';
import type { Parser, Tree } from './tree-sitter';

/**
 * Parses `source` of `path`, reusing the tree of the same path on the side of the change parsed
 * before (its kept trees, while they live): the tree is told the text's edits (a line diff) and
 * tree-sitter parses again only what they touched. The tree is the one a fresh parse gives;
 * tree-sitter's own parse was about a quarter of the engine's time, half of it the after side.
 */
export function parseReusing(parser: Parser, path: string, source: string, earlierSide: KeptTrees | undefined): Tree | null {
  return parseFrom(parser, source, earlierSide?.earlier(path));
}

/** The tree of the same file on the other side of a change, and the text it was parsed from: lent, never changed. */
export interface EarlierTree {
  tree: Tree;
  source: string;
  /** What the plugin built from that tree (its file's nodes), when kept: what did not change may be taken from it. */
  built?: unknown;
}

/**
 * Parses `source`, from `earlier` (see parseReusing) when there is one. With `incremental`, its
 * `edits` are set to the edits from `earlier`'s text to `source` when the tree was parsed from it
 * (left unset for a fresh parse): what lies outside them is the same text, shifted.
 */
export function parseFrom(parser: Parser, source: string, earlier: EarlierTree | undefined, incremental?: { edits?: TextEdit[] }): Tree | null {
  // A tree of another grammar (a dialect chosen by content) is no base for this one.
  // Nor is a tree with syntax errors: around them tree-sitter's recovery may differ from a fresh
  // parse's, and every entry point (whatever trees it kept) must read the same tree.
  if (!earlier || earlier.tree.language !== parser.language || earlier.tree.rootNode.hasError) return parser.parse(source);
  // The earlier side still reads its tree (statements): edit a copy, which shares its nodes.
  const edited = earlier.tree.copy();
  let tree: Tree | null;
  try {
    const found = textEdits(earlier.source, source);
    for (const edit of found) edited.edit(new Edit(edit));
    tree = parser.parse(source, edited);
    if (incremental && tree && !tree.rootNode.hasError) incremental.edits = found;
  } finally {
    edited.delete();
  }
  if (!tree?.rootNode.hasError) return tree;
  tree.delete();
  return parser.parse(source);
}
