import type { Tree } from './tree-sitter';

/**
 * How deep definitions (types, functions, methods, lambdas) may nest in one file. Every node's
 * tokens are the tokens of its whole range, so nesting multiplies memory: 3,000 nested classes in
 * a 135 KB file took 2.75 GB. People nest a few levels, generators and fuzzers thousands; a file
 * past the bound is skipped with a warning, so memory per file stays linear in its size.
 */
export const MAX_NESTING_DEPTH = 32;

export function nestingWarning(path: string): string {
  return `${path}: definitions nested more than ${MAX_NESTING_DEPTH} levels deep; skipped`;
}

/**
 * Whether nodes of the `nesting` types nest more than MAX_NESTING_DEPTH deep anywhere in the
 * tree. tree-sitter collects the nodes of those types in one call (pre-order), and their ranges
 * give the depth: a cursor walk over every node costs several wasm calls a node, nearly as much
 * as the parse itself.
 */
export function nestsTooDeep(tree: Tree, nesting: ReadonlySet<string>): boolean {
  return rangesNestTooDeep(tree.rootNode.descendantsOfType([...nesting]));
}

/**
 * Whether the ranges of a file's nesting nodes, given in pre-order (by start, outer first), nest
 * more than MAX_NESTING_DEPTH deep: for a plugin whose query already captures those nodes.
 */
export function rangesNestTooDeep(nodes: Iterable<{ readonly startIndex: number; readonly endIndex: number }>): boolean {
  return rangesNestingDepth(nodes) > MAX_NESTING_DEPTH;
}

/** How deep the ranges of rangesNestTooDeep nest, counted up to one past MAX_NESTING_DEPTH. */
export function rangesNestingDepth(nodes: Iterable<{ readonly startIndex: number; readonly endIndex: number }>): number {
  // The end offsets of the open nesting nodes enclosing the current one, innermost last.
  const open: number[] = [];
  let deepest = 0;
  for (const node of nodes) {
    const start = node.startIndex;
    while (open.length > 0 && open[open.length - 1] <= start) open.pop();
    open.push(node.endIndex);
    if (open.length > deepest) deepest = open.length;
    if (deepest > MAX_NESTING_DEPTH) break;
  }
  return deepest;
}
