import { holdsReplacedPart } from '../../../src/core/statements/held-parts';

const tokens = (text: string) => text.split(' ');

describe('a value that holds what the local took the place of', () => {
  it('reads the partner with the held part replaced, each local where its part stood', () => {
    const up = { name: 'up', value: tokens("edge . up if edge . up is not None else ''") };
    const down = { name: 'down', value: tokens("edge . down if edge . down is not None else ''") };
    expect(holdsReplacedPart(tokens("log ( '{} -> {}' . format ( edge . up , edge . down ) )"), tokens("log ( '{} {}' . format ( up , down ) )"), up, [down])).toBe(true);
  });

  it('takes no list of arguments for a part: they stayed beside the local', () => {
    const kind = { name: 'kind', value: tokens('kind_of ( inv , m )') };
    expect(holdsReplacedPart(tokens('return S ( inv , m )'), tokens('return S ( inv , m , kind )'), kind, [])).toBe(false);
  });

  it('wants the local where the part stood, not elsewhere in a long statement', () => {
    const id = { name: 'id', value: tokens('make_id ( item . name , item . kind ( ) )') };
    const partner = tokens('run . a ( x ) ; run . b ( y ) ; run . provide ( chain . select ( item . kind ( ) ) ) ; run . c ( z )');
    const user = tokens('run . a ( x ) ; run . b ( y ) ; run . set_id ( id ) ; run . c ( z )');
    expect(holdsReplacedPart(partner, user, id, [])).toBe(false);
  });

  it('takes no part naming the local itself: that is its old value', () => {
    const a = { name: 'A', value: tokens('np . asarray ( A , dtype = float )') };
    expect(holdsReplacedPart(tokens('A = matrix ( A )'), tokens('self . A = matrix ( A )'), a, [])).toBe(false);
  });
});
