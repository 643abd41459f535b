import { memoizedByPair } from '../../src/core/pair-memo';

describe('memoizedByPair', () => {
  it('computes once per scope and pair, an undefined answer included, and apart per scope and per pair', () => {
    const calls: string[] = [];
    const answer = memoizedByPair((scope: { name: string }, a: string, b: string) => {
      calls.push(`${scope.name}:${a}:${b}`);
      return a === b ? undefined : `${a}${b}`;
    });
    const one = { name: 'one' };
    const two = { name: 'two' };
    expect(answer(one, 'x', 'y')).toBe('xy');
    expect(answer(one, 'x', 'y')).toBe('xy');
    expect(answer(one, 'y', 'x')).toBe('yx');
    expect(answer(one, 'x', 'x')).toBeUndefined();
    expect(answer(one, 'x', 'x')).toBeUndefined();
    expect(answer(two, 'x', 'y')).toBe('xy');
    expect(calls).toEqual(['one:x:y', 'one:y:x', 'one:x:x', 'two:x:y']);
  });
});
