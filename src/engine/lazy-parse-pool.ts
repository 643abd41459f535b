import { MIN_SPLIT_CHARS, startParsePool, type ParsePool } from './parse-pool';

export interface LazyParsePool extends ParsePool {
  /** Whether a change was large enough to start the threads. */
  readonly started: boolean;
}

/**
 * A parse pool whose threads start at the first change worth splitting (parse-split.ts), with that
 * change's grammar: a command that meets only small changes starts no thread and compiles no
 * grammar twice. Like any pool, its threads hold the process only while a reply is awaited.
 */
export function lazyParsePool(workers: number, minChars = MIN_SPLIT_CHARS): LazyParsePool {
  let pool: ParsePool | undefined;
  return {
    workers,
    minChars,
    get started() {
      return pool !== undefined;
    },
    parse: (worker, language, before, after) => {
      // A thread that cannot start is a failed parse, which parse-split answers by parsing here.
      try {
        pool ??= startParsePool({ workers, languages: [language], minChars });
      } catch (error) {
        return Promise.reject(error);
      }
      return pool.parse(worker, language, before, after);
    },
    close: async () => {
      await pool?.close();
    },
  };
}
