import { hasWords, spelledKey, wordCount } from '../../../src/core/statements/similarity';

describe('hasWords', () => {
  it('tells whether wordCount reaches a least count, key spellings and punctuation aside', () => {
    const lists = [
      [],
      [';'],
      ['(', ')', ';'],
      ['a'],
      ['a', '.', 'b', '(', ')'],
      ['return', 'x', '+', '"s"', ';'],
      [spelledKey('type'), ':', 'type'],
      ['{', spelledKey('type'), ':', 'type', ',', spelledKey('size'), ':', 'n', '}'],
      [spelledKey('type'), ':', 'kind', '(', 'x', ')'],
    ];
    for (const tokens of lists) for (let least = 0; least <= 5; least++) expect([tokens, least, hasWords(tokens, least)]).toEqual([tokens, least, wordCount(tokens) >= least]);
    expect(wordCount([spelledKey('type'), ':', 'type'])).toBe(1);
  });
});
