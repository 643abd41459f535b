import { commonLength, substitutedInPlace } from '../../src/report/substitution';

const tokens = (text: string) => text.split(' ');

describe('a name substituted in place', () => {
  it('is found where the new name stands in the old one\'s place', () => {
    expect(substitutedInPlace(tokens('return p . accepts ( stem ) ;'), tokens('return p . accepts ( word , offset , length ) ;'), 'stem', 'word')).toBe(true);
  });

  it('is not found where the new name is used elsewhere and something else took the old place', () => {
    const before = tokens('results . get ( status ) . add ( uid ) ;');
    const after = tokens('String name = context . name ( ) ; results . get ( status ) . add ( name ) ;');
    expect(substitutedInPlace(before, after, 'uid', 'context')).toBe(false);
  });

  it('gives up on bodies too long to align cheaply', () => {
    const long = Array.from({ length: 3000 }, (_, i) => `t${i % 7}`);
    expect(substitutedInPlace(long, long, 't1', 't2')).toBeUndefined();
  });
});

describe('commonLength', () => {
  /** The textbook table, whole. */
  const naive = (a: readonly string[], b: readonly string[]) => {
    const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
    for (let i = 1; i <= a.length; i++) for (let j = 1; j <= b.length; j++) table[i][j] = a[i - 1] === b[j - 1] ? table[i - 1][j - 1] + 1 : Math.max(table[i - 1][j], table[i][j - 1]);
    return table[a.length][b.length];
  };

  it('is the longest common subsequence, with or without common ends', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const sequence = (length: number) => Array.from({ length }, () => 'abcd'[Math.floor(next() * 4)]);
    for (let round = 0; round < 300; round++) {
      const [prefix, middleA, middleB, suffix] = [sequence(Math.floor(next() * 4)), sequence(Math.floor(next() * 8)), sequence(Math.floor(next() * 8)), sequence(Math.floor(next() * 4))];
      const [a, b] = [[...prefix, ...middleA, ...suffix], [...prefix, ...middleB, ...suffix]];
      expect([a.join(''), b.join(''), commonLength(a, b)]).toEqual([a.join(''), b.join(''), naive(a, b)]);
    }
    expect(commonLength(tokens('a b c'), tokens('a b c'))).toBe(3);
    expect(commonLength([], tokens('a'))).toBe(0);
  });
});
