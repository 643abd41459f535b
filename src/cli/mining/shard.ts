import { InvalidArgumentError } from 'commander';

/** Part `index` (1-based) of `count` equal, contiguous parts of a history. */
export interface Shard {
  index: number;
  count: number;
}

/** `--shard i/n`: 1 <= i <= n. */
export function parseShard(text: string): Shard {
  const match = /^(\d{1,6})\/(\d{1,6})$/.exec(text.trim());
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!match || count < 1 || index < 1 || index > count) throw new InvalidArgumentError(`expected i/n with 1 <= i <= n (e.g. 2/4), got '${text}'`);
  return { index, count };
}

/**
 * The commits of one shard: contiguous runs of the oldest-first list, so that the shards of one
 * history together hold every commit exactly once, and each shard's output is itself in order.
 * Shards differ in size by at most one commit.
 */
export function commitsOfShard<T>(commits: readonly T[], shard: Shard): T[] {
  const start = Math.floor(((shard.index - 1) * commits.length) / shard.count);
  const end = Math.floor((shard.index * commits.length) / shard.count);
  return commits.slice(start, end);
}
