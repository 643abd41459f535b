import { containment, intersection, minus, multisetOf, plus, similarity, splitIdentifier, Vocabulary, weighted, without } from '../../src/core/similarity';

function vocabularyOf(...documents: string[][]): Vocabulary {
  const vocabulary = new Vocabulary('refdiff');
  for (const tokens of documents) vocabulary.addDocument('before', new Set(tokens));
  return vocabulary;
}

describe('similarity', () => {
  const sum = ['return', 'x', '+', 'y', ';'];
  const min = ['if', '(', 'x', '<', 'y', ')', 'return', 'x', ';', 'else', 'return', 'y', ';'];
  const power = ['return', 'Math', '.', 'pow', '(', 'b', ',', 'e', ')', ';'];
  const vocabulary = vocabularyOf(sum, min, power);

  test('rare tokens weigh more than common ones', () => {
    expect(vocabulary.idf('Math')).toBeGreaterThan(vocabulary.idf('x'));
    expect(vocabulary.idf('x')).toBeGreaterThan(vocabulary.idf('return'));
    expect(vocabulary.idf('return')).toBe(0.01);
  });

  test("the paper's formula, log(1 + |E| / n), never weighs a token at nearly zero", () => {
    const paper = new Vocabulary('paper');
    for (const tokens of [sum, min, power]) paper.addDocument('before', new Set(tokens));
    expect(paper.idf('return')).toBeCloseTo(Math.log(2));
    expect(paper.idf('y')).toBeCloseTo(Math.log(1 + 3 / 2));
    expect(paper.idf('Math')).toBeCloseTo(Math.log(4));
  });

  test('a capped rarity stops the weight of a unique token growing with the size of the change', () => {
    const ofSize = (documents: number) => {
      const vocabulary = new Vocabulary('paper', 100);
      vocabulary.addDocument('before', ['unique', 'common']);
      for (let i = 1; i < documents; i++) vocabulary.addDocument('before', ['common']);
      return vocabulary;
    };
    expect(ofSize(50).idf('unique')).toBeCloseTo(Math.log(51));
    expect(ofSize(5000).idf('unique')).toBeCloseTo(Math.log(101));
    expect(ofSize(5000).idf('common')).toBeCloseTo(Math.log(2));
  });

  test('weighted Jaccard is 1 for equal multisets, 0 for disjoint ones, symmetric in between', () => {
    const a = weighted(vocabulary, multisetOf(min));
    const b = weighted(vocabulary, multisetOf(sum));
    const c = weighted(vocabulary, multisetOf(['Math', 'pow']));
    expect(similarity(vocabulary, a, a)).toBeCloseTo(1);
    expect(similarity(vocabulary, b, c)).toBe(0);
    const ab = similarity(vocabulary, a, b);
    expect(ab).toBeGreaterThan(0);
    expect(ab).toBeLessThan(1);
    expect(similarity(vocabulary, b, a)).toBeCloseTo(ab);
  });

  test('containment is 1 when the part is a sub-multiset of the whole', () => {
    expect(containment(vocabulary, multisetOf(['x', 'y']), multisetOf(min))).toBeCloseTo(1);
    expect(containment(vocabulary, multisetOf(min), multisetOf(['x', 'y']))).toBeLessThan(1);
  });

  test('multiset arithmetic', () => {
    const m = minus(plus(multisetOf(['a', 'a', 'b']), multisetOf(['b', 'c'])), multisetOf(['a', 'b', 'b', 'd']));
    expect([...m.entries()].sort()).toEqual([['a', 1], ['c', 1]]);
    const common = intersection(multisetOf(['a', 'a', 'a', 'b', 'c']), multisetOf(['a', 'a', 'c', 'c', 'd']));
    expect([...common.entries()].sort()).toEqual([['a', 2], ['c', 1]]);
  });

  test('identifiers split on case changes, underscores, dots and slashes', () => {
    expect(splitIdentifier('SomeLong_Name')).toEqual(['Some', 'Long', 'Name']);
    expect(splitIdentifier('parseHTTPResponse')).toEqual(['parse', 'HTTP', 'Response']);
    expect(splitIdentifier('src/util.js')).toEqual(['src', 'util', 'js']);
    expect(splitIdentifier('my.calc.Calculator')).toEqual(['my', 'calc', 'Calculator']);
  });

  test('without drops the tokens, keeping the order of the rest, and gives a multiset holding none of them back as it is', () => {
    const body = multisetOf(['describe', '(', 'wanted', ')', 'describe']);
    const less = without(body, ['describe']);
    expect([...less]).toEqual([['(', 1], ['wanted', 1], [')', 1]]);
    expect([...body]).toEqual([['describe', 2], ['(', 1], ['wanted', 1], [')', 1]]);
    // Nothing to drop: no copy (multisets are never changed), the same keys in the same order.
    expect(without(less, ['describe'])).toBe(less);
    expect(without(less, ['wanted'])).not.toBe(less);
  });
});

describe('weights and overlaps of bags less one token, no copy made', () => {
  test('equal, to the bit, those of the copies without it', () => {
    const words = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const bag = () => multisetOf(Array.from({ length: Math.floor(next() * 12) }, () => words[Math.floor(next() * words.length)]));
    const paper = new Vocabulary('paper');
    for (let i = 0; i < 20; i++) paper.addDocument(i % 2 ? 'after' : 'before', bag().keys());
    let tiesLeft = 0;
    for (let round = 0; round < 400; round++) {
      const [a, b] = [bag(), bag()];
      const [leftA, leftB] = [words[Math.floor(next() * words.length)], round % 3 === 0 ? 'absent' : words[Math.floor(next() * words.length)]];
      const [copyA, copyB] = [without(a, [leftA]), without(b, [leftB])];
      if (copyA.size === copyB.size && a.size !== b.size) tiesLeft++;
      expect(paper.weightWithout(a, leftA)).toBe(paper.weight(copyA));
      expect(paper.overlapWithout(a, leftA, b, leftB)).toBe(paper.overlap(copyA, copyB));
      expect(paper.overlapWithout(b, leftB, a, leftA)).toBe(paper.overlap(copyB, copyA));
    }
    // Bags whose sizes tie only once the token is left out: the side walked is the copies'.
    expect(tiesLeft).toBeGreaterThan(5);
  });
});
