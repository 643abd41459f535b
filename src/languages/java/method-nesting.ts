/**
 * How deep a Java file's nesting nodes (type bodies, methods, lambdas) nest, and how deep each
 * method's own part goes (the method and what nests inside it). A method taken from the other
 * side's build (reused-methods.ts) is not read again: its own depth, kept from that build, stands
 * for its inside, so the file's depth stays exact however many revisions the method is carried
 * through (a bound that added the earlier file's depth grew by one a revision).
 */

/** A nesting node in pre-order (by start, outer first); a taken method with the depth of its unread inside. */
export interface NestingRange {
  readonly startIndex: number;
  readonly endIndex: number;
  readonly method: boolean;
  /** A taken method: how deep its own part nests (at least 1); what is inside it is not listed. */
  readonly ownDepth?: number;
}

export interface FileNesting {
  /** How deep the ranges nest. */
  depth: number;
  /** Each method's own depth, by its start offset: methods outside methods only (one in an anonymous class is never taken alone). */
  methodDepths: Map<number, number>;
}

interface Open {
  end: number;
  level: number;
  /** The deepest level reached inside this range, itself included. */
  deepest: number;
  methodStart?: number;
  /** Whether this range is a method or inside one. */
  inMethod: boolean;
}

export function fileNesting(ranges: Iterable<NestingRange>): FileNesting {
  const methodDepths = new Map<number, number>();
  const open: Open[] = [];
  let depth = 0;
  const close = () => {
    const closed = open.pop()!;
    if (closed.methodStart !== undefined) methodDepths.set(closed.methodStart, closed.deepest - closed.level + 1);
    const outer = open[open.length - 1];
    if (outer && closed.deepest > outer.deepest) outer.deepest = closed.deepest;
  };
  for (const range of ranges) {
    const start = range.startIndex;
    while (open.length > 0 && open[open.length - 1].end <= start) close();
    const level = open.length + 1;
    const deepest = level + (range.ownDepth ?? 1) - 1;
    const outerInMethod = open.length > 0 && open[open.length - 1].inMethod;
    open.push({ end: range.endIndex, level, deepest, inMethod: outerInMethod || range.method, ...(range.method && !outerInMethod ? { methodStart: start } : {}) });
    if (deepest > depth) depth = deepest;
  }
  while (open.length > 0) close();
  return { depth, methodDepths };
}
