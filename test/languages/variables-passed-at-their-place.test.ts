import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-passed-at-their-place: a local that is an argument of a call
 * where the mapped statement's call of that name had the local's value, at the same place
 * (`format("...", args[0])` -> `format("...", prob, BOUNDS)`, `prob = args[0]`), is extracted,
 * whatever else the statement changed (its text, an argument added). Not `count`: where it is
 * passed, `args.length` stood, and its value (`args[1]`) stood nowhere.
 */
const cases: Array<[string, string[]]> = [
  ['python', ['Extract Variable stats/errors.py.InvalidProbability#__init__(*args) -> stats/errors.py.InvalidProbability.__init__(*args)#prob']],
  ['java', ['Extract Variable stats.Errors#invalidProbability(Object[]) -> stats.Errors.invalidProbability(Object[])#prob']],
  ['kotlin', ['Extract Variable stats.Errors#invalidProbability(Array<Any>) -> stats.Errors.invalidProbability(Array<Any>)#prob']],
];

describe.each(cases)('%s: locals passed where their value was', (language, expected) => {
  it('are extracted, and only those', async () => {
    expect(await detectInFixture(`${language}/variables-passed-at-their-place`)).toEqual([...expected].sort());
  });
});
