import { anchoredRuns, changedRuns } from '../../src/languages/line-diff';

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

  test('scripts of up to a few hundred lines, each longer than any before it: the runs are still the shortest script', () => {
    // Each diff goes further than the ones before it, so the furthest points of its steps outgrow the table kept between diffs mid-search.
    let seed = 13;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    let longest = 0;
    for (const length of [40, 60, 90, 130, 190, 280, 400]) {
      const a = Array.from({ length }, () => random(6));
      const b = Array.from({ length }, () => random(6));
      const shortest = a.length + b.length - 2 * lcs(a, b);
      expect(shortest).toBeGreaterThan(longest);
      longest = shortest;
      const runs = changedRuns(a, b, 10_000)!;
      expect(patched(a, b, runs)).toEqual(b);
      expect(runs.reduce((sum, run) => sum + run.aEnd - run.aStart + run.bEnd - run.bStart, 0)).toBe(shortest);
    }
  });

  test('more changed lines than allowed: no runs', () => {
    expect(changedRuns([1, 2, 3, 4], [5, 6, 7, 8], 7)).toBeUndefined();
    expect(changedRuns([1, 2, 3, 4], [5, 6, 7, 8], 8)).toHaveLength(1);
  });
});

describe('the anchored line diff', () => {
  const random = (() => {
    let seed = 11;
    return (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
  })();

  test('any two sequences: the runs, in order and apart, turn one into the other; within the bound they are the shortest script', () => {
    for (let round = 0; round < 300; round++) {
      // Few values repeat (anchors) or many do (none): both ways through.
      const values = round % 2 === 0 ? 6 : 60;
      const a = Array.from({ length: random(40) }, () => random(values));
      const b = Array.from({ length: random(40) }, () => random(values));
      const runs = anchoredRuns(a, b, 4);
      expect(patched(a, b, runs)).toEqual(b);
      runs.forEach((run, index) => {
        expect(run.aEnd - run.aStart + run.bEnd - run.bStart).toBeGreaterThan(0);
        if (index > 0) expect(run.aStart).toBeGreaterThan(runs[index - 1].aEnd);
      });
      // No value found once on each side: the whole is one gap, Myers' shortest script within the bound.
      if (values === 6 && a.length + b.length - 2 * lcs(a, b) <= 4 && anchoredRuns(a, b, 1000).length === runs.length) {
        const changed = runs.reduce((sum, run) => sum + run.aEnd - run.aStart + run.bEnd - run.bStart, 0);
        expect(changed).toBe(a.length + b.length - 2 * lcs(a, b));
      }
    }
  });

  test('repeated lines only, as many changed as the bound allows and many of them past the other side\'s count: the shortest script, not one run', () => {
    let seed = 17;
    // The high bits: the low ones of this generator alternate.
    const random = (n: number) => Math.floor((seed = (seed * 1103515245 + 12345) % 2147483648) / 65536) % n;
    let tried = 0;
    for (let round = 0; round < 400; round++) {
      // Two values, each at least twice on each side: no line is found once, Myers' diff decides.
      const a = Array.from({ length: 4 + random(10) }, () => random(2));
      const b = Array.from({ length: 4 + random(10) }, () => random(2));
      if ([0, 1].some((value) => a.filter((x) => x === value).length < 2 || b.filter((x) => x === value).length < 2)) continue;
      const shortest = a.length + b.length - 2 * lcs(a, b);
      const surplus = Math.abs(a.filter((x) => x === 0).length - b.filter((x) => x === 0).length) + Math.abs(a.filter((x) => x === 1).length - b.filter((x) => x === 1).length);
      if (shortest === 0 || 2 * surplus <= shortest) continue;
      tried++;
      const runs = anchoredRuns(a, b, shortest);
      expect(patched(a, b, runs)).toEqual(b);
      expect(runs.reduce((sum, run) => sum + run.aEnd - run.aStart + run.bEnd - run.bStart, 0)).toBe(shortest);
    }
    expect(tried).toBeGreaterThan(20);
  });

  test('lines changed far past the bound, each between lines found once on each side, are a run each', () => {
    const a = Array.from({ length: 1000 }, (_, i) => (i % 2 === 0 ? 5000 : i));
    const b = Array.from({ length: 1000 }, (_, i) => (i % 2 === 0 ? 5001 : i));
    const runs = anchoredRuns(a, b, 10);
    expect(runs).toHaveLength(500);
    expect(runs[0]).toEqual({ aStart: 0, aEnd: 1, bStart: 0, bEnd: 1 });
    expect(patched(a, b, runs)).toEqual(b);
  });

  test('a stretch between two anchors past the bound is one run; the equal lines at its ends are left out', () => {
    const a = [100, 7, 1, 2, 1, 2, 1, 2, 8, 101];
    const b = [100, 7, 3, 4, 3, 4, 3, 4, 8, 101];
    expect(anchoredRuns(a, b, 4)).toEqual([{ aStart: 2, aEnd: 8, bStart: 2, bEnd: 8 }]);
    expect(anchoredRuns(a, b, 12)).toEqual([{ aStart: 2, aEnd: 8, bStart: 2, bEnd: 8 }]);
    // Lines on both sides but none once: Myers' diff, one run past the bound.
    const c = [100, 7, 1, 2, 1, 2, 1, 2, 8, 101];
    const d = [100, 7, 2, 1, 2, 1, 2, 1, 8, 101];
    expect(anchoredRuns(c, d, 1)).toEqual([{ aStart: 2, aEnd: 8, bStart: 2, bEnd: 8 }]);
    expect(anchoredRuns(c, d, 4)).toEqual([
      { aStart: 2, aEnd: 3, bStart: 2, bEnd: 2 },
      { aStart: 8, aEnd: 8, bStart: 7, bEnd: 8 },
    ]);
    // Found twice in all but once within the stretch between two anchors: an anchor there.
    expect(anchoredRuns([9, 50, 1, 9, 2, 51, 9], [9, 50, 3, 9, 4, 51, 9], 1)).toEqual([
      { aStart: 2, aEnd: 3, bStart: 2, bEnd: 3 },
      { aStart: 4, aEnd: 5, bStart: 4, bEnd: 5 },
    ]);
    // Moved lines: the longest chain of anchors is kept, the moved one is changed.
    expect(patched([1, 2, 3, 4], [4, 1, 2, 3], anchoredRuns([1, 2, 3, 4], [4, 1, 2, 3], 10))).toEqual([4, 1, 2, 3]);
    expect(anchoredRuns([1, 2, 3, 4], [4, 1, 2, 3], 10)).toEqual([
      { aStart: 0, aEnd: 0, bStart: 0, bEnd: 1 },
      { aStart: 3, aEnd: 4, bStart: 4, bEnd: 4 },
    ]);
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
