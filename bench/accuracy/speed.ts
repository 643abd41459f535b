/** Wall time per commit, summarised the way the RefDiff 2.0 paper reports it. */
export interface SpeedSummary {
  commits: number;
  medianMs: number;
  p90Ms: number;
  maxMs: number;
  totalMs: number;
  /** Commits slower than `slowMs`. */
  slow: number;
  slowMs: number;
}

export function summariseSpeed(timesMs: readonly number[], slowMs = 10_000): SpeedSummary {
  const sorted = [...timesMs].sort((a, b) => a - b);
  return {
    commits: sorted.length,
    medianMs: percentile(sorted, 0.5),
    p90Ms: percentile(sorted, 0.9),
    maxMs: sorted.length === 0 ? 0 : sorted[sorted.length - 1],
    totalMs: sorted.reduce((sum, ms) => sum + ms, 0),
    slow: sorted.filter((ms) => ms > slowMs).length,
    slowMs,
  };
}

/** Nearest-rank percentile of an ascending list (0 for an empty list). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}
