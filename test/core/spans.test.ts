import type { CstNode } from '../../src/core/cst';
import { byBegin, encloses, enclosesAny } from '../../src/core/spans';

const span = (file: string, begin: number, end: number) => ({ location: { file, begin, end } }) as unknown as CstNode;

describe('enclosesAny', () => {
  it('answers as encloses asked of every node, for nodes sorted by where they begin', () => {
    let seed = 5;
    const next = (n: number) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * n);
    const spanIn = (width: number) => {
      const begin = next(100);
      return span(next(3) === 0 ? 'B.x' : 'A.x', begin, begin + next(width));
    };
    let found = 0;
    for (let round = 0; round < 300; round++) {
      const nodes = Array.from({ length: next(12) }, () => spanIn(10));
      const outer = spanIn(40);
      const expected = nodes.some((node) => encloses(outer, node));
      if (expected) found++;
      expect(enclosesAny(outer, byBegin(nodes))).toBe(expected);
    }
    expect(found).toBeGreaterThan(30);
    expect(found).toBeLessThan(270);
  });

  it('holds a span ending where the outer one does, and not one of another file', () => {
    expect(enclosesAny(span('A.x', 10, 20), byBegin([span('A.x', 15, 20)]))).toBe(true);
    expect(enclosesAny(span('A.x', 10, 20), byBegin([span('A.x', 15, 21), span('B.x', 12, 14)]))).toBe(false);
  });
});
