import { TokenNumbers } from '../../src/core/token-numbers';

describe('TokenNumbers', () => {
  it('numbers each text once, on first sight, whether one character, one non-ASCII character or longer', () => {
    const numbers = new TokenNumbers();
    const texts = ['(', 'foo', ')', '(', 'é', 'x', 'foo', 'é', ')', 'xy', 'x'];
    const given = texts.map((text) => numbers.numberOf(text));
    expect(given).toEqual([0, 1, 2, 0, 3, 4, 1, 3, 2, 5, 4]);
    expect(numbers.size).toBe(6);
    texts.forEach((text, i) => expect(numbers.textOf(given[i])).toBe(text));
    // Texts built at run time (not the literals above) are the same texts.
    expect(numbers.numberOf(String.fromCharCode(40))).toBe(0);
    expect(numbers.knownNumber(['f', 'o', 'o'].join(''))).toBe(1);
    expect(numbers.knownNumber('y')).toBeUndefined();
  });
});
