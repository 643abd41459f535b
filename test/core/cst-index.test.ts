import { CstIndex, sameTokenSequence } from '../../src/core/cst-index';
import { Vocabulary, type Multiset } from '../../src/core/similarity';
import { TokenNumbers } from '../../src/core/token-numbers';
import { buildCst } from './cst-builder';

/** Counting one token at a time: what countTokensBetween must give, keys in the same order. */
function countedOneByOne(index: CstIndex, begin: number, end: number, into: Multiset): Multiset {
  const file = index.root.tokens.get('A.x')!;
  file.texts.forEach((token, i) => {
    if (file.starts[i] >= begin && file.starts[i] < end) into.set(token, (into.get(token) ?? 0) + 1);
  });
  return into;
}

describe('CstIndex.countTokensBetween', () => {
  const root = buildCst('A.x', [
    {
      type: 'Class',
      name: 'A',
      children: [
        { type: 'Method', name: 'f', params: ['x'], body: 'return g ( x ) + g ( y ) + x ;' },
        { type: 'Method', name: 'g', params: ['y'], body: 'return y * y ;' },
      ],
    },
  ]);
  const index = new CstIndex(root);
  const byName = (name: string) => index.nodes.find((node) => node.simpleName === name)!;

  it('counts each token of a range once per occurrence, after the keys already there, in order of first appearance', () => {
    const f = byName('f');
    const counted: Multiset = new Map([['y', 5], ['first', 1]]);
    index.countTokensBetween(f, f.location.bodyBegin, f.location.bodyEnd, counted);
    const expected = countedOneByOne(index, f.location.bodyBegin, f.location.bodyEnd, new Map([['y', 5], ['first', 1]]));
    expect([...counted]).toEqual([...expected]);
    expect([...counted]).toEqual([['y', 6], ['first', 1], ['{', 1], ['return', 1], ['g', 2], ['(', 2], ['x', 2], [')', 2], ['+', 2], [';', 1], ['}', 1]]);
  });

  it('counts nothing outside the range: the sibling method is not in f, the whole class holds both', () => {
    const f = byName('f');
    const inF: Multiset = new Map();
    index.countTokensBetween(f, f.location.begin, f.location.end, inF);
    expect(inF.has('*')).toBe(false);
    const a = byName('A');
    const inA: Multiset = new Map();
    index.countTokensBetween(a, a.location.begin, a.location.end, inA);
    expect([...inA]).toEqual([...countedOneByOne(index, a.location.begin, a.location.end, new Map())]);
    expect(inA.get('*')).toBe(1);
    expect(inA.get('y')).toBe(4);
  });

  it('gives the same counts when asked again (nothing left over from the last count)', () => {
    const g = byName('g');
    const first: Multiset = new Map();
    const second: Multiset = new Map();
    index.countTokensBetween(g, g.location.begin, g.location.end, first);
    index.countTokensBetween(g, g.location.begin, g.location.end, second);
    expect([...second]).toEqual([...first]);
    expect(first.get('y')).toBe(3);
  });

  it('counts nothing for an empty range or a file without tokens', () => {
    const g = byName('g');
    const empty: Multiset = new Map();
    index.countTokensBetween(g, g.location.bodyBegin, g.location.bodyBegin, empty);
    expect(empty.size).toBe(0);
    const elsewhere = { ...g, location: { ...g.location, file: 'B.x' } };
    index.countTokensBetween(elsewhere, 0, 1000, empty);
    expect(empty.size).toBe(0);
  });
});

describe('CstIndex.countedTokensBetween', () => {
  const spec = [{ type: 'Class', name: 'A', children: [{ type: 'Method', name: 'f', params: ['x'], body: 'return g ( x ) + g ( y ) + x ;' }] }];
  const numbers = new TokenNumbers();
  // A number given before the index numbers its file: the index's numbers are the shared table's.
  const zero = numbers.numberOf('zero');
  const index = new CstIndex(buildCst('A.x', spec), numbers);
  const asPairs = (counted: Int32Array) => Array.from({ length: counted.length / 2 }, (_, k) => [numbers.textOf(counted[2 * k]), counted[2 * k + 1]]);

  it('gives each token of the range once, with its count, in order of first appearance: what countTokensBetween adds', () => {
    for (const node of index.nodes) {
      for (const [begin, end] of [[node.location.begin, node.location.end], [node.location.bodyBegin, node.location.bodyEnd]]) {
        const added: Multiset = new Map();
        index.countTokensBetween(node, begin, end, added);
        expect(asPairs(index.countedTokensBetween(node, begin, end))).toEqual([...added]);
      }
    }
    const f = index.nodes.find((node) => node.simpleName === 'f')!;
    expect(asPairs(index.countedTokensBetween(f, f.location.bodyBegin, f.location.bodyEnd)).slice(0, 4)).toEqual([['{', 1], ['return', 1], ['g', 2], ['(', 2]]);
  });

  it('numbers tokens in the shared table, which a second index of the other side shares', () => {
    expect(numbers.textOf(zero)).toBe('zero');
    const other = new CstIndex(buildCst('A.x', spec), numbers);
    const f = other.nodes.find((node) => node.simpleName === 'f')!;
    const before = numbers.size;
    const counted = other.countedTokensBetween(f, f.location.begin, f.location.end);
    // The same texts: no new numbers, and the counts of the first side's f.
    expect(numbers.size).toBe(before);
    const first = index.nodes.find((node) => node.simpleName === 'f')!;
    expect([...counted]).toEqual([...index.countedTokensBetween(first, first.location.begin, first.location.end)]);
  });

  it('counts nothing for an empty range or a file without tokens', () => {
    const f = index.nodes.find((node) => node.simpleName === 'f')!;
    expect(index.countedTokensBetween(f, f.location.bodyBegin, f.location.bodyBegin).length).toBe(0);
    expect(index.countedTokensBetween({ ...f, location: { ...f.location, file: 'B.x' } }, 0, 1000).length).toBe(0);
  });
});

describe('Vocabulary, documents given by number', () => {
  it('counts a token once per document, by number or by text alike', () => {
    const byText = new Vocabulary('paper');
    byText.addDocument('before', ['a', 'b']);
    byText.addDocument('after', ['a']);
    byText.addDocument('after', ['c']);
    const byNumber = new Vocabulary('paper');
    const { numbers } = byNumber;
    byNumber.beginDocument('before');
    // Given twice in one document: counted once.
    for (const token of ['a', 'b', 'a']) byNumber.addToDocument(numbers.numberOf(token));
    byNumber.beginDocument('after');
    byNumber.addToDocument(numbers.numberOf('a'));
    byNumber.beginDocument('after');
    byNumber.addToDocument(numbers.numberOf('c'));
    for (const token of ['a', 'b', 'c', 'never']) expect(byNumber.idf(token)).toBe(byText.idf(token));
    // Two documents on the larger side; `a` in one of them on each side.
    expect(byNumber.idf('a')).toBeCloseTo(Math.log(1 + 2 / 1));
  });

  it('weighs a token numbered but in no document as one never seen', () => {
    const vocabulary = new Vocabulary('paper');
    vocabulary.addDocument('before', ['a']);
    vocabulary.numbers.numberOf('numbered');
    expect(vocabulary.idf('numbered')).toBe(vocabulary.idf('unknown'));
  });
});

describe('CstIndex.holds', () => {
  it("tells its own revision's nodes from another revision's, even a node of the same id and name", () => {
    const spec = [{ type: 'Class', name: 'A', children: [{ type: 'Method', name: 'f', params: [], body: 'return 1 ;' }] }];
    const before = new CstIndex(buildCst('A.x', spec));
    const after = new CstIndex(buildCst('A.x', spec));
    const [classBefore, methodBefore] = before.nodes;
    expect(before.holds(classBefore)).toBe(true);
    expect(before.holds(methodBefore)).toBe(true);
    expect(after.nodes.map((node) => node.id)).toEqual(before.nodes.map((node) => node.id));
    expect(after.holds(methodBefore)).toBe(false);
    expect(after.nodes.every((node) => after.holds(node) && !before.holds(node))).toBe(true);
  });
});

describe('sameTokenSequence', () => {
  const before = new CstIndex(
    buildCst('A.x', [
      {
        type: 'Class',
        name: 'A',
        children: [
          { type: 'Method', name: 'f', params: ['x'], body: 'return g ( x ) ;' },
          { type: 'Method', name: 'h', params: [], body: 'return g ( 1 ) ;' },
        ],
      },
    ]),
  );
  // After: a method added first, so every body starts at another offset.
  const after = new CstIndex(
    buildCst('A.x', [
      {
        type: 'Class',
        name: 'A',
        children: [
          { type: 'Method', name: 'added', params: [], body: 'return 0 ;' },
          { type: 'Method', name: 'f', params: ['x'], body: 'return g ( x ) ;' },
          { type: 'Method', name: 'h', params: [], body: 'return g ( 2 ) ;' },
          { type: 'Method', name: 'k', params: [], body: 'return g ( x ) ; ;' },
        ],
      },
    ]),
  );
  const named = (index: CstIndex, name: string) => index.nodes.find((node) => node.simpleName === name)!;
  const same = (n1: string, n2: string) => {
    const [a, b] = [named(before, n1), named(after, n2)];
    return sameTokenSequence(before.root, a, a.location.bodyBegin, a.location.bodyEnd, after.root, b, b.location.bodyBegin, b.location.bodyEnd);
  };

  it('holds for the same tokens in the same order, wherever they are in their files', () => {
    expect(named(after, 'f').location.bodyBegin).not.toBe(named(before, 'f').location.bodyBegin);
    expect(same('f', 'f')).toBe(true);
  });

  it('does not hold for one token changed, or for one range a prefix of the other', () => {
    expect(same('h', 'h')).toBe(false);
    expect(same('f', 'k')).toBe(false);
    const [f, k] = [named(before, 'f'), named(after, 'k')];
    expect(sameTokenSequence(after.root, k, k.location.bodyBegin, k.location.bodyEnd, before.root, f, f.location.bodyBegin, f.location.bodyEnd)).toBe(false);
  });

  it('does not hold where a file has no tokens (nothing is known)', () => {
    const f = named(before, 'f');
    const elsewhere = { ...f, location: { ...f.location, file: 'B.x' } };
    expect(sameTokenSequence(before.root, elsewhere, 0, 0, before.root, elsewhere, 0, 0)).toBe(false);
  });
});

describe('CstIndex.sameTokensAs', () => {
  const build = (bodies: string[]) =>
    buildCst(
      'A.x',
      [{ type: 'Class', name: 'A', children: bodies.map((body, i) => ({ type: 'Method', name: `m${i}`, params: [], body })) }],
    );
  const bodies = ['return g ( x ) ;', 'return g ( 1 ) ;', 'return g ( x ) ; ;', 'return ;', 'x = y ;'];
  const named = (index: CstIndex, name: string) => index.nodes.find((node) => node.simpleName === name)!;
  const same = (a: CstIndex, n1: string, b: CstIndex, n2: string) => {
    const [x, y] = [named(a, n1), named(b, n2)];
    return a.sameTokensAs(x, x.location.bodyBegin, x.location.bodyEnd, b, y, y.location.bodyBegin, y.location.bodyEnd);
  };
  const sequence = (a: CstIndex, n1: string, b: CstIndex, n2: string) => {
    const [x, y] = [named(a, n1), named(b, n2)];
    return sameTokenSequence(a.root, x, x.location.bodyBegin, x.location.bodyEnd, b.root, y, y.location.bodyBegin, y.location.bodyEnd);
  };
  const names = bodies.map((_, i) => `m${i}`);

  it('answers as sameTokenSequence, by number once both files are counted, by text before', () => {
    const numbers = new TokenNumbers();
    const before = new CstIndex(build(bodies), numbers);
    const after = new CstIndex(build([...bodies].reverse()), numbers);
    const answers = () => names.flatMap((n1) => names.map((n2) => same(before, n1, after, n2)));
    const expected = names.flatMap((n1) => names.map((n2) => sequence(before, n1, after, n2)));
    expect(expected.filter(Boolean).length).toBe(bodies.length);
    expect(answers()).toEqual(expected);
    expect(numbers.size).toBe(0);
    for (const index of [before, after]) for (const node of index.nodes) index.countedTokensBetween(node, node.location.begin, node.location.end);
    expect(numbers.size).toBeGreaterThan(0);
    expect(answers()).toEqual(expected);
  });

  it('compares by text where the two indexes number tokens apart (their numbers mean different texts)', () => {
    const before = new CstIndex(build(['return a ;']));
    const after = new CstIndex(build(['return b ;']));
    for (const index of [before, after]) for (const node of index.nodes) index.countedTokensBetween(node, node.location.begin, node.location.end);
    expect(same(before, 'm0', after, 'm0')).toBe(false);
  });
});

describe('CstIndex edges', () => {
  const spec = [
    { type: 'Class', name: 'Base', children: [{ type: 'Method', name: 'run', body: 'return ;' }] },
    { type: 'Class', name: 'A', supertypes: ['Base'], children: [{ type: 'Method', name: 'f', body: 'g ( ) ; run ( ) ;', calls: ['g', 'run'] }, { type: 'Method', name: 'g', body: 'return ;' }] },
  ];
  const root = buildCst('A.x', spec);
  root.edges.push({ ...root.edges[0] });
  const index = new CstIndex(root);
  const named = (name: string) => index.nodes.find((node) => node.simpleName === name)!;
  const names = (nodes: readonly { simpleName: string }[]) => nodes.map((node) => node.simpleName);

  it('reads edges by type and direction, each once', () => {
    expect(names(index.targets('uses', named('f')))).toEqual(['g', 'run']);
    expect(names(index.sources('uses', named('g')))).toEqual(['f']);
    expect(names(index.targets('subtype', named('A')))).toEqual(['Base']);
    expect(names(index.sources('subtype', named('Base')))).toEqual(['A']);
    expect(index.targets('subtype', named('f'))).toEqual([]);
    expect(index.sources('uses', named('f'))).toEqual([]);
    expect(index.hasEdge('uses', named('f'), named('run'))).toBe(true);
    expect(index.hasEdge('uses', named('g'), named('f'))).toBe(false);
  });

  it('reads a node of the other revision by its id', () => {
    const other = new CstIndex(buildCst('A.x', spec));
    const f = other.nodes.find((node) => node.simpleName === 'f')!;
    expect(names(index.targets('uses', f))).toEqual(['g', 'run']);
    expect(index.targets('uses', f)[0]).toBe(named('g'));
  });
});
