import { editDistance } from '../core/edit-distance';

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
