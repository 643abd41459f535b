import { substitutedInPlace } from '../../src/report/substitution';

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
