import { holdsReplacedPart, replacedAtItsPlace } from '../../../src/core/statements/held-parts';

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

describe('a value changed in the one place its statement changed', () => {
  it('is the expression the local replaced when more than half their words agree', () => {
    const local = { name: 'mode_tensor', value: tokens('tf . constant ( value = TRAIN , dtype = tf . string , name = "mode" )') };
    expect(replacedAtItsPlace(tokens('mode . append ( tf . placeholder ( tf . string , name = "mode" ) )'), tokens('mode . append ( mode_tensor )'), local)).toBe(true);
  });

  it('is not a call of another function on the same argument (half the words)', () => {
    const ops = { name: 'ops', value: tokens('LogOperations ( base )') };
    expect(replacedAtItsPlace(tokens('self . ops = get_ops ( base )'), tokens('self . ops = ops'), ops)).toBe(false);
  });

  it('is not a member of the local\'s name (`self.enc` where `enc` was)', () => {
    const enc = { name: 'enc', value: tokens('self . enc * 2') };
    expect(replacedAtItsPlace(tokens('out = f ( self . enc )'), tokens('out = f ( enc )'), enc)).toBe(false);
  });

  it('is not a statement changed elsewhere too', () => {
    const local = { name: 'mode_tensor', value: tokens('tf . constant ( tf . string , name = "mode" )') };
    expect(replacedAtItsPlace(tokens('mode . append ( tf . placeholder ( tf . string , name = "mode" ) , 1 )'), tokens('mode . extend ( mode_tensor , 2 )'), local)).toBe(false);
  });
});

describe('a statement changed in one place', () => {
  it('keeping few words around the place, wants the values nearly alike', () => {
    const file = { name: 'file', value: tokens('directory . get ( name )') };
    expect(replacedAtItsPlace(tokens('return this . files . get ( name )'), tokens('return file'), file)).toBe(false);
    const entries = { name: 'entries', value: tokens('buf . b ( ) . getInt ( 0 )') };
    expect(replacedAtItsPlace(tokens('return buf . b ( ) . getInt ( COUNT_OFFSET )'), tokens('return entries'), entries)).toBe(true);
  });
});
