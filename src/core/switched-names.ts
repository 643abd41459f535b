import type { CstNode } from './cst';
import { nameTokensWithAncestors } from './cst-index';
import type { Multiset } from './similarity';

/** For a set of names asked about, which of them a node's code names, its own and its ancestors' names left out. */
export type MentionsOf = (asked: ReadonlySet<string>) => (node: CstNode) => readonly string[];

/**
 * Where kept code stopped naming one type and started naming another: the evidence left by a
 * type renamed or moved and rewritten, whose references (constructor calls, type annotations,
 * `raise` and `catch` clauses) follow it although no call edge reaches a type. Read from the
 * tokens of kept callables and fields alone, before and after, so no language is learned.
 */
export class SwitchedNames {
  /** By name, the kept nodes (their before side) whose code named it before. */
  private readonly namedBefore = new Map<string, Set<CstNode>>();
  /** By name, the kept nodes (their before side) whose code names it after. */
  private readonly namedAfter = new Map<string, Set<CstNode>>();

  /**
   * `kept`: matched pairs with code of their own; `oldNames` and `newNames`: the names asked
   * about (the unmatched types'), so that only their tokens are counted; `mentionsOf` reads them
   * in a node's code (`mentioned` where the code is a bag at hand).
   */
  constructor(kept: Iterable<[CstNode, CstNode]>, mentionsOf: MentionsOf, oldNames: ReadonlySet<string>, newNames: ReadonlySet<string>) {
    // A name on both sides counts on both: kept code naming the new type already is no switch.
    const asked = new Set([...oldNames, ...newNames]);
    if (asked.size === 0) return;
    const names = mentionsOf(asked);
    for (const [before, after] of kept) {
      for (const name of names(before)) addTo(this.namedBefore, name, before);
      for (const name of names(after)) addTo(this.namedAfter, name, before);
    }
  }

  /**
   * How far kept code switched from `oldName` to `newName`: twice the kept nodes that named only
   * the old one before and only the new one after, over all kept nodes naming the old one before
   * or the new one after (Dice, as callers are compared); 0 where none switched.
   */
  similarity(oldName: string, newName: string): number {
    const oldBefore = this.namedBefore.get(oldName) ?? new Set<CstNode>();
    const oldAfter = this.namedAfter.get(oldName) ?? new Set<CstNode>();
    const newBefore = this.namedBefore.get(newName) ?? new Set<CstNode>();
    const newAfter = this.namedAfter.get(newName) ?? new Set<CstNode>();
    let switched = 0;
    for (const node of oldBefore) if (!oldAfter.has(node) && !newBefore.has(node) && newAfter.has(node)) switched++;
    if (switched === 0) return 0;
    return (2 * switched) / (oldBefore.size + newAfter.size);
  }

  /** The new names kept code switched to from `oldName`. */
  switchedTo(oldName: string, newNames: Iterable<string>): string[] {
    return [...newNames].filter((newName) => newName !== oldName && this.similarity(oldName, newName) > 0);
  }
}

/**
 * The names among `asked` that a node's code names, its own and its ancestors' names left out.
 * Whichever of the code and the names asked is smaller is walked: a node's code is read once,
 * not once per name.
 */
export function mentioned(node: CstNode, tokens: Multiset, asked: ReadonlySet<string>): string[] {
  const found: string[] = [];
  if (tokens.size < asked.size) {
    for (const [token, count] of tokens) if (asked.has(token) && mentions(node, count, token) > 0) found.push(token);
  } else {
    for (const name of asked) {
      const count = tokens.get(name) ?? 0;
      if (count > 0 && mentions(node, count, name) > 0) found.push(name);
    }
  }
  return found;
}

/** How often a node's code names `name` (`count` times in all), its own and its ancestors' names left out. */
function mentions(node: CstNode, count: number, name: string): number {
  return count - nameTokensWithAncestors(node).filter((token) => token === name).length;
}

function addTo(map: Map<string, Set<CstNode>>, name: string, node: CstNode): void {
  const nodes = map.get(name) ?? new Set<CstNode>();
  nodes.add(node);
  map.set(name, nodes);
}
