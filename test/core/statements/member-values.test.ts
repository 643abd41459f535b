import { assignedMember, givesLocalToMember } from '../../../src/core/statements/member-values';

const tokens = (text: string) => text.split(' ');
const ASSIGNMENTS = new Set(['=', ':=']);

describe('a local given to the member whose value it holds', () => {
  it('reads the member an assignment sets, not a variable or an item', () => {
    expect(assignedMember(tokens('self . _hparams = self . _parse ( h , d )'), ASSIGNMENTS)).toBe('_hparams');
    expect(assignedMember(tokens('hparams = self . _parse ( h , d )'), ASSIGNMENTS)).toBeUndefined();
    expect(assignedMember(tokens('self . cache [ k ] = v'), ASSIGNMENTS)).toBeUndefined();
  });

  it('is given by an assignment of the local alone, or beside the member named in a text', () => {
    expect(givesLocalToMember(tokens('self . _hparams = parsed ;'), '_hparams', 'parsed', ASSIGNMENTS)).toBe(true);
    expect(givesLocalToMember(tokens("super ( HParams , self ) . __setattr__ ( '_hparams' , parsed )"), '_hparams', 'parsed', ASSIGNMENTS)).toBe(true);
    expect(givesLocalToMember(tokens('Fields . set ( this , "hparams" , parsed ) ;'), 'hparams', 'parsed', ASSIGNMENTS)).toBe(true);
  });

  it('is not given a value made from the local, nor to another member', () => {
    // `cls = get_class(...)` then `self._encoder = cls(hparams=h)`: the member holds an instance, not the local's value.
    expect(givesLocalToMember(tokens('self . _encoder = cls ( hparams = h )'), '_encoder', 'cls', ASSIGNMENTS)).toBe(false);
    expect(givesLocalToMember(tokens('self . _other = parsed'), '_hparams', 'parsed', ASSIGNMENTS)).toBe(false);
    expect(givesLocalToMember(tokens("log ( '_other' , parsed )"), '_hparams', 'parsed', ASSIGNMENTS)).toBe(false);
  });
});
