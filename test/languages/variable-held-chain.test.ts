import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variable-held-chain: a local renamed whose value now reaches the
 * statement that read it through a chain of new locals (`upper = left_index`, `lower = upper - 1`,
 * then `clamps = np.array([lower, upper])` where `[insert_index - 1, insert_index]` stood): the
 * chain written out reads the new name as often as the statement read the old one, and the
 * declarations of the chain are no unpaired uses, so `insert_index` -> `left_index` is renamed.
 * Not where the chain carries another local's value (`upper = last_index`, `lower = first_index - 1`
 * in `bounded`): the statement now reads `first_index` once where it read `start_index` twice, and
 * `start_index` is no rename.
 * (The Extract Variable of `upper` read beside it is Extract Variable's rule, not asserted here.)
 */
const cases: Array<[string, string[]]> = [
  ['python', ['Rename Variable grid/clamp.py.clamped(pmf, locs)#insert_index -> grid/clamp.py.clamped(pmf, locs)#left_index']],
  ['java', ['Rename Variable grid.Clamp.clamped(double[], double[])#insertIndex -> grid.Clamp.clamped(double[], double[])#leftIndex']],
];

describe.each(cases)('%s: a value carried through a chain of new locals', (language, expected) => {
  it('keeps the local it came from renamed, and only where the chain carries its value', async () => {
    const found = await detectInFixture(`${language}/variable-held-chain`);
    expect(found.filter((line) => line.startsWith('Rename Variable'))).toEqual(expected);
  });
});
