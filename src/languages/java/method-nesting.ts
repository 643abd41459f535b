/**
 * How deep a Java file's nesting nodes (type bodies, methods, lambdas) nest, and how deep each
 * method's own part goes (the method and what nests inside it). A method taken from the other
 * side's build (reused-methods.ts) is not read again: its own depth, kept from that build, stands
 * for its inside, so the file's depth stays exact however many revisions the method is carried
 * through (a bound that added the earlier file's depth grew by one a revision).
 */

import { walkNesting, type NestingSpan } from '../nesting';

/** A nesting node in pre-order (by start, outer first); a taken method with the depth of its unread inside. */
export interface NestingRange extends NestingSpan {
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

export function fileNesting(ranges: Iterable<NestingRange>): FileNesting {
  const methodDepths = new Map<number, number>();
  // Of the range open at each level (0: the file, around them all): the deepest level reached
  // inside it, itself included; whether it is a method or inside one; its start if it is a method
  // outside methods. Set as a range opens, before anything inside it closes.
  const deepest: number[] = [0];
  const inMethod: boolean[] = [false];
  const methodStart: Array<number | undefined> = [undefined];
  let depth = 0;
  walkNesting(
    ranges,
    (range, level) => {
      deepest[level] = level + (range.ownDepth ?? 1) - 1;
      inMethod[level] = inMethod[level - 1] || range.method;
      methodStart[level] = range.method && !inMethod[level - 1] ? range.startIndex : undefined;
      if (deepest[level] > depth) depth = deepest[level];
      return true;
    },
    (_, level) => {
      const start = methodStart[level];
      if (start !== undefined) methodDepths.set(start, deepest[level] - level + 1);
      if (deepest[level] > deepest[level - 1]) deepest[level - 1] = deepest[level];
    },
  );
  return { depth, methodDepths };
}
