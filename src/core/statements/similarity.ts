/**
 * How alike two statements' tokens are once the replacements a refactoring implies are allowed:
 * renamed identifiers and literals cost only their own tokens (a longest common subsequence), and
 * `return e`, `x = e` and `T x = e` compare by `e` alone, as code moved into or out of a function
 * trades one for another.
 */

/** Statements longer than this compare as token bags: a subsequence table would cost too much. */
const MAX_SEQUENCE = 120;

const ASSIGNMENTS = new Set(['=', ':=']);
const TERMINATORS = new Set([';', ',']);

export function statementSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return a.length === b.length ? 1 : 0;
  if (sameTokens(a, b)) return 1;
  const whole = sequenceSimilarity(a, b);
  const coreA = valueOf(a);
  const coreB = valueOf(b);
  if (coreA === a && coreB === b) return whole;
  // A value moved between a return and an assignment: as alike as the values, a little less.
  return Math.max(whole, 0.9 * sequenceSimilarity(coreA, coreB));
}

export function sameTokens(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((token, i) => token === b[i]);
}

/** The value a statement computes: after `return` or the first assignment, without the terminator. */
function valueOf(tokens: readonly string[]): readonly string[] {
  let end = tokens.length;
  while (end > 0 && TERMINATORS.has(tokens[end - 1])) end--;
  let start = 0;
  if (tokens[0] === 'return') start = 1;
  else {
    const assignment = tokens.findIndex((token) => ASSIGNMENTS.has(token));
    if (assignment >= 0) start = assignment + 1;
  }
  return start === 0 && end === tokens.length ? tokens : tokens.slice(start, end);
}

/** Dice coefficient of the longest common subsequence (of the token bags for long statements). */
function sequenceSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const common = a.length > MAX_SEQUENCE || b.length > MAX_SEQUENCE ? bagOverlap(a, b) : lcsLength(a, b);
  return (2 * common) / (a.length + b.length);
}

function lcsLength(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      current[j] = a[i - 1] === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

function bagOverlap(a: readonly string[], b: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const token of a) counts.set(token, (counts.get(token) ?? 0) + 1);
  let shared = 0;
  for (const token of b) {
    const left = counts.get(token) ?? 0;
    if (left > 0) {
      shared++;
      counts.set(token, left - 1);
    }
  }
  return shared;
}
