import { detectInFixture, detectInReversedFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-member-values: the value a member was assigned, now held by a
 * new local first, changed on its way (an argument added), and given to the member from the local by
 * a statement the mapper left apart, here by the member's name written out (`self._hparams =
 * self._parse(h, d)` became `parsed_hparams = self._parse(h, d, allow)` and
 * `super(HParams, self).__setattr__('_hparams', parsed_hparams)`): extracted, in `__init__` / `init`.
 * Not a local holding new code given to the member (`loaded`, in `load`), nor a local the member is
 * not given (`parsed`, returned, in `reset`). Read backwards, inlined.
 */
const cases: Array<[string, string]> = [
  ['python', 'conf/hparams.py.HParams#__init__(hparams, default_hparams) -> conf/hparams.py.HParams.__init__(hparams, default_hparams, allow_new_hparam)#parsed_hparams'],
  ['java', 'conf.HParams#init(Map<String, Object>, Map<String, Object>) -> conf.HParams.init(Map<String, Object>, Map<String, Object>)#parsed'],
  ['kotlin', 'conf.HParams#init(Map<String, Any>, Map<String, Any>) -> conf.HParams.init(Map<String, Any>, Map<String, Any>)#parsed'],
  ['javascript', 'src/conf/hparams.js.HParams#init(given, defaults) -> src/conf/hparams.js.HParams.init(given, defaults)#parsed'],
];

describe.each(cases)('%s: the value a member was assigned, held by a new local first', (language, expected) => {
  const fixture = `${language}/variables-member-values`;
  it('is extracted where the local is given to the member, and only there', async () => {
    expect((await detectInFixture(fixture)).filter((line) => line.includes(' Variable '))).toEqual([`Extract Variable ${expected}`]);
  });
  it('is inlined read backwards', async () => {
    const [from, to] = expected.split(' -> ');
    expect((await detectInReversedFixture(fixture)).filter((line) => line.includes(' Variable '))).toEqual([`Inline Variable ${to} -> ${from}`]);
  });
});
