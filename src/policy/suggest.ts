/**
 * Optimal-string-alignment distance (Levenshtein plus transpositions of neighbours), the usual
 * measure for typos: `treshold` -> `threshold` is 1, `levle` -> `level` is 1.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}

/** Longer words get no suggestion. */
const MAX_TYPO_LENGTH = 64;

/**
 * The candidate closest to `word`, compared case-insensitively, or undefined when nothing is
 * close enough to be a plausible typo (more than a third of the word would have to change).
 */
export function closestMatch(word: string, candidates: readonly string[]): string | undefined {
  // The distance costs length × length: a long word is no typo of a short key anyway.
  if (word.length > MAX_TYPO_LENGTH) return undefined;
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const allowed = Math.max(2, Math.ceil(Math.max(word.length, 1) / 3));
  return bestDistance <= allowed ? best : undefined;
}

/** ` (did you mean 'x'?)`, or nothing. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const match = closestMatch(word, candidates);
  return match === undefined ? '' : ` (did you mean '${match}'?)`;
}
