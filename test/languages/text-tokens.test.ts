import { asciiMatching, fastClasses, lexTokens, type TokenPattern } from '../../src/languages/text-tokens';

/** A small lexical grammar: words of letters and digits, `$` a token of its own; the fast path's word part is the language's. */
function pattern(wordPart: RegExp): TokenPattern {
  return {
    skip: /\s+/uy,
    split: /(?!)/uy,
    token: /[A-Za-z][A-Za-z0-9]*|[$();]/uy,
    fast: { classes: fastClasses(' \n', '();', /[A-Za-z]/), wordPart: asciiMatching(wordPart), special: () => false },
  };
}

describe('tokens read from the text', () => {
  const noLeaves = () => undefined;

  test("a word's fast path continues it with the language's word part only: `$` ends a word where the language says so", () => {
    expect(lexTokens('call(a$b1);', pattern(/[A-Za-z0-9]/), noLeaves)?.texts).toEqual(['call', '(', 'a', '$', 'b1', ')', ';']);
  });

  test('the fast path gives what the patterns give', () => {
    const slow: TokenPattern = { ...pattern(/[A-Za-z0-9]/), fast: undefined };
    expect(lexTokens('call(a$b1);', slow, noLeaves)?.texts).toEqual(['call', '(', 'a', '$', 'b1', ')', ';']);
  });

  test('asciiMatching marks the ASCII characters a pattern matches', () => {
    const marks = asciiMatching(/[a-c$]/, 3);
    expect([...'abc$'].map((c) => marks[c.charCodeAt(0)])).toEqual([3, 3, 3, 3]);
    expect([...'dZ_0 '].map((c) => marks[c.charCodeAt(0)])).toEqual([0, 0, 0, 0, 0]);
  });
});
