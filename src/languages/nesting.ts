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
 * tree. A cursor walk (no node objects, no recursion) that stops at the first path too deep.
 */
export function nestsTooDeep(tree: Tree, nesting: ReadonlySet<string>): boolean {
  const cursor = tree.walk();
  // For each ancestor of the cursor: whether it counted towards the depth.
  const counted: boolean[] = [];
  let depth = 0;
  try {
    for (;;) {
      const counts = nesting.has(cursor.nodeType);
      if (counts && ++depth > MAX_NESTING_DEPTH) return true;
      if (cursor.gotoFirstChild()) {
        counted.push(counts);
        continue;
      }
      if (counts) depth--;
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return false;
        if (counted.pop()) depth--;
      }
    }
  } finally {
    cursor.delete();
  }
}
