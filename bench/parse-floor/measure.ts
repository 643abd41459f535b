import type { FloorBinding } from './bindings';
import type { FloorCommit } from './inputs';

/**
 * `full`: every file of both sides parsed from scratch. `incremental`: the before side from
 * scratch, then each after file from the same path's before tree, as refdiff parses a commit.
 */
export type FloorMode = 'full' | 'incremental';

export const FLOOR_MODES: readonly FloorMode[] = ['full', 'incremental'];

export interface CommitTiming {
  wallMs: number;
  /** The process's CPU time (process.cpuUsage): the parse runs on this thread alone. */
  cpuMs: number;
  /** Wall time per unit two threads could share: a path (both its sides) when incremental, else a file. */
  unitMs: number[];
  /** Trees with syntax errors left (after the fresh parse that follows an incremental one with errors). */
  withErrors: number;
}

/** Parses the commit's files once in `mode`; trees are released after the clock stops. */
export function timeCommit(binding: FloorBinding, commit: FloorCommit, mode: FloorMode): CommitTiming {
  const trees: unknown[] = [];
  const unitMs: number[] = [];
  const beforeTrees = new Map<string, { tree: unknown; source: string; ms: number }>();
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  for (const file of commit.before) {
    const started = performance.now();
    const tree = binding.parse(file.content);
    const ms = performance.now() - started;
    trees.push(tree);
    if (mode === 'full') unitMs.push(ms);
    else beforeTrees.set(file.path, { tree, source: file.content, ms });
  }
  for (const file of commit.after) {
    const started = performance.now();
    const earlier = mode === 'incremental' ? beforeTrees.get(file.path) : undefined;
    const tree = earlier ? binding.parseFrom(file.content, earlier.tree, earlier.source) : binding.parse(file.content);
    const ms = performance.now() - started;
    trees.push(tree);
    unitMs.push(ms + (earlier?.ms ?? 0));
    beforeTrees.delete(file.path);
  }
  const wallMs = performance.now() - wallStart;
  const cpu = process.cpuUsage(cpuStart);
  // Deleted files' before trees are units of their own.
  for (const { ms } of beforeTrees.values()) unitMs.push(ms);
  const withErrors = trees.filter((tree) => binding.hasError(tree)).length;
  for (const tree of trees) binding.free(tree);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000, unitMs, withErrors };
}

/** The faster of two timings of the same work: wall and CPU each at their least. */
export function fastest(a: CommitTiming | undefined, b: CommitTiming): CommitTiming {
  if (!a) return b;
  const byWall = b.wallMs < a.wallMs ? b : a;
  return { ...byWall, cpuMs: Math.min(a.cpuMs, b.cpuMs) };
}
