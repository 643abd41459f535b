import type { CstEdge, CstNode } from '../../core/cst';
import type { Language, SyntaxNode } from '../tree-sitter';
import { Query } from 'web-tree-sitter';

/** Calls by plain name; calls through pointers or struct fields are not resolved. */
const CALLS = '(call_expression function: (identifier) @callee)';

/** Finds the names each function calls, run by the WASM query engine rather than a JS walk. */
export class CallFinder {
  private readonly query: Query;

  constructor(language: Language) {
    this.query = new Query(language, CALLS);
  }

  /**
   * The names called inside each range (function bodies, sorted and disjoint), per range index.
   */
  calleesByRange(root: SyntaxNode, ranges: readonly { begin: number; end: number }[]): Set<string>[] {
    const callees = ranges.map(() => new Set<string>());
    if (ranges.length === 0) return callees;
    for (const capture of this.query.captures(root)) {
      const index = enclosingRange(ranges, capture.node.startIndex);
      if (index >= 0) callees[index].add(capture.node.text);
    }
    return callees;
  }
}

function enclosingRange(ranges: readonly { begin: number; end: number }[], offset: number): number {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle];
    if (offset < range.begin) high = middle - 1;
    else if (offset >= range.end) low = middle + 1;
    else return middle;
  }
  return -1;
}

/**
 * `uses` edges from each caller to the function it calls: a function of that name in the
 * caller's own file first (a `static` helper shadows the rest), else the only one in the CST.
 * Ambiguous names and recursion give no edge.
 */
export function resolveCalls(calls: ReadonlyMap<CstNode, ReadonlySet<string>>, files: readonly CstNode[]): CstEdge[] {
  const everywhere = new Map<string, CstNode[]>();
  for (const file of files) {
    for (const fn of file.children) {
      const same = everywhere.get(fn.simpleName);
      if (same) same.push(fn);
      else everywhere.set(fn.simpleName, [fn]);
    }
  }
  const edges: CstEdge[] = [];
  for (const file of files) {
    const local = new Map<string, CstNode>();
    for (const fn of file.children) if (!local.has(fn.simpleName)) local.set(fn.simpleName, fn);
    for (const caller of file.children) {
      for (const name of calls.get(caller) ?? []) {
        const candidates = everywhere.get(name);
        const callee = local.get(name) ?? (candidates?.length === 1 ? candidates[0] : undefined);
        if (callee && callee !== caller) edges.push({ type: 'uses', from: caller.id, to: callee.id });
      }
    }
  }
  return edges;
}
