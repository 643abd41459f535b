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
export function rangesNestTooDeep(nodes: Iterable<NestingSpan>): boolean {
  return rangesNestingDepth(nodes) > MAX_NESTING_DEPTH;
}

/** How deep the ranges of rangesNestTooDeep nest, counted up to one past MAX_NESTING_DEPTH. */
export function rangesNestingDepth(nodes: Iterable<NestingSpan>): number {
  let deepest = 0;
  // Stopped one past the bound: a file of thousands of nested definitions is not walked whole.
  walkNesting(nodes, (_, level) => {
    if (level > deepest) deepest = level;
    return deepest <= MAX_NESTING_DEPTH;
  });
  return deepest;
}

/** The range of a nesting node. */
export interface NestingSpan {
  readonly startIndex: number;
  readonly endIndex: number;
}

/**
 * Walks nesting ranges given in pre-order (by start, outer first) with the stack of those open
 * around each: `enter` is told each range and the level it opens at (1: outside every other), and
 * stops the walk by answering false; `leave` is told each range as it closes, innermost first,
 * those still open at the end included (none once stopped).
 */
export function walkNesting<R extends NestingSpan>(
  ranges: Iterable<R>,
  enter: (range: R, level: number) => boolean,
  leave?: (range: R, level: number) => void,
): void {
  // The open ranges enclosing the current one, innermost last.
  const open: R[] = [];
  const close = () => {
    const closed = open.pop()!;
    leave?.(closed, open.length + 1);
  };
  for (const range of ranges) {
    while (open.length > 0 && open[open.length - 1].endIndex <= range.startIndex) close();
    open.push(range);
    if (!enter(range, open.length)) return;
  }
  while (open.length > 0) close();
}
