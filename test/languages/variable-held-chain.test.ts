import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variable-held-chain: a local renamed whose value now reaches the
 * statement that read it through a chain of new locals (`upper = left_index`, `lower = upper - 1`,
 * then `clamps = np.array([lower, upper])` where `[insert_index - 1, insert_index]` stood): the
 * chain written out reads the new name as often as the statement read the old one, and the
 * declarations of the chain are no unpaired uses, so `insert_index` -> `left_index` is renamed.
 * Not where the chain carries another local's value (`upper = last_index`, `lower = first_index - 1`
 * in `bounded`): the statement now reads `first_index` once where it read `start_index` twice, and
 * `start_index` is no rename. Nor a local whose value was split (`rs = Keyspace.open(...).strategy()`
 * -> `keyspace = Keyspace.open(...)`, then `rs = keyspace.strategy()`, in `wrap`) where a new local
 * carries `keyspace` into a statement whose partner read no `rs` (`batch_handler = BatchHandler(...,
 * level.block_for(keyspace), ...)`, returned where `response_handler` was): that use is one of its
 * own, unpaired, and `rs` -> `keyspace` is no rename (`response_handler` -> `write_handler` is).
 * (The Extract Variables read beside them are Extract Variable's rule, not asserted here.)
 */
const cases: Array<[string, string[]]> = [
  ['python', [
    'Rename Variable grid/clamp.py.clamped(pmf, locs)#insert_index -> grid/clamp.py.clamped(pmf, locs)#left_index',
    'Rename Variable grid/clamp.py.wrap(mutation, level)#response_handler -> grid/clamp.py.wrap(mutation, level, cleanup)#write_handler',
  ]],
  ['java', [
    'Rename Variable grid.Clamp.clamped(double[], double[])#insertIndex -> grid.Clamp.clamped(double[], double[])#leftIndex',
    'Rename Variable grid.Clamp.wrap(Mutation, Level)#responseHandler -> grid.Clamp.wrap(Mutation, Level, Cleanup)#writeHandler',
  ]],
];

describe.each(cases)('%s: a value carried through a chain of new locals', (language, expected) => {
  it('keeps the local it came from renamed, and only where the chain carries its value', async () => {
    const found = await detectInFixture(`${language}/variable-held-chain`);
    expect(found.filter((line) => line.startsWith('Rename Variable'))).toEqual(expected);
  });
});
