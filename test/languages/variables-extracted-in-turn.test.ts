import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-extracted-in-turn: locals extracted together from one
 * statement, one's value the other's value or written with it: `lower = insertIndex - 1` and
 * `upper = insertIndex` where `[insertIndex - 1, insertIndex]` stood. Read with the values
 * replaced in turn, the longest first, the statement is the one using both: both are extracted
 * (replacing `upper`'s value first would leave `[upper - 1, upper]`, and lose it). Not `top`, whose
 * value (`locs.length - index`) never stood where it does, nor, in Python and Java, `below` beside
 * it: the statement changed beyond the values. In Kotlin the array is a call (`intArrayOf(...)`),
 * and `below` is passed where its value was (variables-passed-at-their-place): extracted.
 */
const cases: Array<[string, string[]]> = [
  ['python', [
    'Extract Variable grid/clamps.py#clamp(pmf, locs) -> grid/clamps.py.clamp(pmf, locs)#lower',
    'Extract Variable grid/clamps.py#clamp(pmf, locs) -> grid/clamps.py.clamp(pmf, locs)#upper',
  ]],
  ['java', [
    'Extract Variable grid.Clamps#clamp(double, double[]) -> grid.Clamps.clamp(double, double[])#lower',
    'Extract Variable grid.Clamps#clamp(double, double[]) -> grid.Clamps.clamp(double, double[])#upper',
  ]],
  ['kotlin', [
    'Extract Variable grid.Clamps#bounds(Double, DoubleArray) -> grid.Clamps.bounds(Double, DoubleArray)#below',
    'Extract Variable grid.Clamps#clamp(Double, DoubleArray) -> grid.Clamps.clamp(Double, DoubleArray)#lower',
    'Extract Variable grid.Clamps#clamp(Double, DoubleArray) -> grid.Clamps.clamp(Double, DoubleArray)#upper',
  ]],
];

describe.each(cases)('%s: locals extracted in turn', (language, expected) => {
  it('are each extracted, and only those', async () => {
    expect(await detectInFixture(`${language}/variables-extracted-in-turn`)).toEqual([...expected].sort());
  });
});
