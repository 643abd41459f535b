import { changedRuns } from '../../src/languages/line-diff';

/** `a` with the runs replaced by `b`'s lines: must be `b`. */
function patched(a: number[], b: number[], runs: { aStart: number; aEnd: number; bStart: number; bEnd: number }[]): number[] {
  const out: number[] = [];
  let at = 0;
  for (const run of runs) {
    out.push(...a.slice(at, run.aStart), ...b.slice(run.bStart, run.bEnd));
    at = run.aEnd;
  }
  return [...out, ...a.slice(at)];
}

describe("Myers' line diff", () => {
  test('the fewest lines removed and added, as runs between equal lines', () => {
    expect(changedRuns([1, 2, 3, 4, 5], [1, 9, 3, 4, 5, 6], 10)).toEqual([
      { aStart: 1, aEnd: 2, bStart: 1, bEnd: 2 },
      { aStart: 5, aEnd: 5, bStart: 5, bEnd: 6 },
    ]);
    expect(changedRuns([1, 2, 3], [1, 2, 3], 10)).toEqual([]);
    expect(changedRuns([], [7, 8], 10)).toEqual([{ aStart: 0, aEnd: 0, bStart: 0, bEnd: 2 }]);
    expect(changedRuns([7, 8], [], 10)).toEqual([{ aStart: 0, aEnd: 2, bStart: 0, bEnd: 0 }]);
  });

  test('any two sequences: the runs turn one into the other, with as many changed lines as the shortest script', () => {
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let round = 0; round < 200; round++) {
      const a = Array.from({ length: random(30) }, () => random(6));
      const b = Array.from({ length: random(30) }, () => random(6));
      const runs = changedRuns(a, b, 100)!;
      expect(patched(a, b, runs)).toEqual(b);
      const changed = runs.reduce((sum, run) => sum + run.aEnd - run.aStart + run.bEnd - run.bStart, 0);
      // The shortest script removes and adds every line outside a longest common subsequence.
      expect(changed).toBe(a.length + b.length - 2 * lcs(a, b));
    }
  });

  test('more changed lines than allowed: no runs', () => {
    expect(changedRuns([1, 2, 3, 4], [5, 6, 7, 8], 7)).toBeUndefined();
    expect(changedRuns([1, 2, 3, 4], [5, 6, 7, 8], 8)).toHaveLength(1);
  });
});

function lcs(a: number[], b: number[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = x === b[j - 1] ? diagonal + 1 : Math.max(row[j], row[j - 1]);
      diagonal = above;
    }
  }
  return row[b.length];
}
