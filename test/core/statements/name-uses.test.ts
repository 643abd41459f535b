import type { Statement } from '../../../src/core/cst';
import { isName, writtenOut } from '../../../src/core/statements/name-uses';

function statement(tokens: string[]): Statement {
  return { kind: 'expression_statement', tokens, children: [], depth: 0, startLine: 1, endLine: 1, declares: [], calls: [] };
}

describe('locals written out as their values', () => {
  const assignment = statement(['s', '=', 'new', 'Stuck', '(', ')']);
  const use = statement(['t', '=', 'build', '(', 's', ',', 'this', '.', 's', ')']);
  const outside = statement(['log', '(', 's', ')']);
  const none = statement(['flush', '(', ')']);
  const all = [assignment, use, outside, none];

  test('each use of the local where its value reaches holds the value; a member of its spelling does not', () => {
    const read = writtenOut([{ name: 's', value: ['new', 'Stuck', '(', ')'], assignment, reach: [assignment, use] }], all);
    expect(read(use)).toEqual(['t', '=', 'build', '(', 'new', 'Stuck', '(', ')', ',', 'this', '.', 's', ')']);
  });

  test('not its own assignment, not past its reach, and a statement using no local keeps its own tokens', () => {
    const read = writtenOut([{ name: 's', value: ['new', 'Stuck', '(', ')'], assignment, reach: [assignment, use] }], all);
    expect(read(assignment)).toBe(assignment.tokens);
    expect(read(outside)).toBe(outside.tokens);
    expect(read(none)).toBe(none.tokens);
  });

  test('without a reach, every statement given; two locals written in their order', () => {
    const t = statement(['t', '=', 'build', '(', 's', ')']);
    const useOfT = statement(['use', '(', 't', ')']);
    const read = writtenOut(
      [
        { name: 's', value: ['new', 'Stuck', '(', ')'], assignment },
        { name: 't', value: ['build', '(', 's', ')'], assignment: t },
      ],
      [assignment, t, outside, useOfT],
    );
    expect(read(outside)).toEqual(['log', '(', 'new', 'Stuck', '(', ')', ')']);
    // `s` is written before `t`: the `s` that `t`'s value brings stays.
    expect(read(useOfT)).toEqual(['use', '(', 'build', '(', 's', ')', ')']);
    // A statement not given is outside every reach.
    expect(read(none)).toBe(none.tokens);
  });
});

describe('names', () => {
  test('a name, with `_`, `$`, digits and letters of any script; not a literal, a number or punctuation', () => {
    expect(['count', '_x', '$y', 'a1', 'größe'].every(isName)).toBe(true);
    expect(['1a', '"s"', '(', '.', 'a-b', ''].some(isName)).toBe(false);
  });
});
