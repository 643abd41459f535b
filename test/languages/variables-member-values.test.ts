import { detectInFixture, detectInReversedFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-member-values: the value a member was assigned, now held by a
 * new local first, changed on its way (an argument added), and given to the member from the local by
 * a statement the mapper left apart, here by the member's name written out (in Python,
 * `self._colors = self._blend(c, b)` became `blended_colors = self._blend(c, b, keep)` and
 * `super(Palette, self).__setattr__('_colors', blended_colors)`): extracted, in `__init__` / `init`.
 * Not a local holding new code given to the member (`loaded`, in `load`), nor a local the member is
 * not given (`parsed` / `blended`, returned, in `reset`). Read backwards, inlined.
 */
const cases: Array<[string, string]> = [
  ['python', 'theme/palette.py.Palette#__init__(colors, base_colors) -> theme/palette.py.Palette.__init__(colors, base_colors, keep_unknown)#blended_colors'],
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
