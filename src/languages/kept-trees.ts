import type { FileParse } from './plugin';
import type { Tree } from './tree-sitter';

/**
 * The most source, in characters, whose syntax trees one revision keeps between its CST pass and
 * its statement pass. The WASM heap grows to its peak and never shrinks, so a long-lived process
 * (the daemon, a mining worker) pays for the largest change it ever kept: about 6 bytes of tree
 * per character of source, so this bounds the trees at about 25 MB.
 */
export const KEPT_TREES_BUDGET = 4_000_000;

/**
 * Syntax trees of one revision kept from the CST pass for the statement pass (statement-tree.ts),
 * which would otherwise parse the same files again: once in-body refactorings read the statements
 * of every changed body, the second parse was about a third of the engine's time. Trees past the
 * budget are freed at once and parsed again if their statements are asked for.
 */
export class KeptTrees {
  private readonly trees = new Map<string, { tree: Tree; length: number; source?: string; built?: unknown }>();
  private kept = 0;

  constructor(private readonly budget = KEPT_TREES_BUDGET) {}

  /**
   * Keeps `tree`, parsed from `length` characters of `path`, while the budget allows; else frees it.
   * With its `source` (the text parsed), the other side of the change can parse from it (`earlier`),
   * and take from `built` (what the plugin built from the tree) what did not change.
   */
  keepOrFree(path: string, tree: Tree, length: number, source?: string, built?: unknown): void {
    if (this.trees.has(path) || this.kept + length > this.budget) {
      tree.delete();
      return;
    }
    this.trees.set(path, { tree, length, source, built });
    this.kept += length;
  }

  /** The kept tree of `path` and the text it was parsed from, lent (not handed over): copy it before editing. */
  earlier(path: string): { tree: Tree; source: string; built?: unknown } | undefined {
    const entry = this.trees.get(path);
    return entry?.source === undefined ? undefined : { tree: entry.tree, source: entry.source, built: entry.built };
  }

  /** Whether the tree of `path` is kept. */
  has(path: string): boolean {
    return this.trees.has(path);
  }

  /** The kept tree of `path`, handed over: the caller frees it or gives it back with keepOrFree. */
  take(path: string): Tree | undefined {
    const entry = this.trees.get(path);
    if (!entry) return undefined;
    this.trees.delete(path);
    this.kept -= entry.length;
    return entry.tree;
  }

  /** Frees every tree still kept. */
  release(): void {
    for (const { tree } of this.trees.values()) tree.delete();
    this.trees.clear();
    this.kept = 0;
  }
}

/**
 * Frees, as a revision's files are read one by one, the syntax trees its KeptTrees would free
 * (the same budget, counted the same way, in file order): they are never all alive at once.
 */
export class HeldTreeBudget {
  private kept = 0;

  constructor(private readonly budget = KEPT_TREES_BUDGET) {}

  /** `parse`, or without its held tree (freed) once the trees admitted so far and `length` characters more exceed the budget. */
  admit(parse: FileParse, length: number): FileParse {
    if (!parse.held) return parse;
    if (this.kept + length > this.budget) {
      parse.held.release();
      return { data: parse.data };
    }
    this.kept += length;
    return parse;
  }
}
