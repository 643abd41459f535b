import type { CstNode } from './cst';

/** Whether `outer`'s span holds `inner`'s, in one file. */
export function encloses(outer: CstNode, inner: CstNode): boolean {
  return outer.location.file === inner.location.file && outer.location.begin <= inner.location.begin && inner.location.end <= outer.location.end;
}

/** The nodes in the order they begin, for enclosesAny. */
export function byBegin(nodes: readonly CstNode[]): readonly CstNode[] {
  return [...nodes].sort((a, b) => a.location.begin - b.location.begin);
}

/**
 * `sorted.some((node) => encloses(outer, node))` for nodes sorted by where they begin (byBegin):
 * only those beginning within `outer` are read (a type's every method asked of its every field
 * was quadratic in a large type).
 */
export function enclosesAny(outer: CstNode, sorted: readonly CstNode[]): boolean {
  const { begin, end } = outer.location;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid].location.begin < begin) low = mid + 1;
    else high = mid;
  }
  for (let i = low; i < sorted.length && sorted[i].location.begin <= end; i++) if (encloses(outer, sorted[i])) return true;
  return false;
}
