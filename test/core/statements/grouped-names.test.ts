import { withoutGroupedNames } from '../../../src/core/statements/grouped-names';

const split = (text: string) => text.split(' ');

describe('withoutGroupedNames', () => {
  it('drops the brackets of a name grouped alone before a member access', () => {
    expect(withoutGroupedNames(split('( error ) . cause'))).toEqual(split('error . cause'));
    expect(withoutGroupedNames(split('a || ( b ) . c'))).toEqual(split('a || b . c'));
  });

  it('keeps a call\'s brackets, and a group not followed by a member access (a cast)', () => {
    expect(withoutGroupedNames(split('f ( error ) . cause'))).toEqual(split('f ( error ) . cause'));
    expect(withoutGroupedNames(split('g ( ) ( x ) . y'))).toEqual(split('g ( ) ( x ) . y'));
    expect(withoutGroupedNames(split('( String ) o'))).toEqual(split('( String ) o'));
  });
});
