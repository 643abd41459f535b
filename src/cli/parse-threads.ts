import { availableParallelism } from 'node:os';
import { UsageError } from '../errors';
import { lazyParsePool, type LazyParsePool } from '../engine/lazy-parse-pool';

/**
 * The parse threads a one-analysis-at-a-time command (compare, commit, range) lends the engine
 * for large changes: one beside the analysing thread when there is a second core, as the
 * benchmarks measure it; `REFDIFF_PARSE_THREADS` sets the number (0: none). Started lazily, so
 * asking for it first (before any output file is opened) starts nothing.
 */
export function commandParsePool(env: NodeJS.ProcessEnv): LazyParsePool | undefined {
  const workers = parseThreads(env.REFDIFF_PARSE_THREADS);
  return workers > 0 ? lazyParsePool(workers) : undefined;
}

/** Runs one analysis with the pool lent, and closes the pool whatever happens. */
export async function withParsePool<T>(pool: LazyParsePool | undefined, run: (pool: LazyParsePool | undefined) => Promise<T>): Promise<T> {
  try {
    return await run(pool);
  } finally {
    await pool?.close();
  }
}

function parseThreads(text: string | undefined): number {
  if (text === undefined || text === '') return Math.min(1, availableParallelism() - 1);
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value <= 64)) throw new UsageError(`REFDIFF_PARSE_THREADS must be a whole number from 0 to 64, not ${JSON.stringify(text)}`);
  return value;
}
