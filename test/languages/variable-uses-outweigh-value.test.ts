import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variable-uses-outweigh-value: a local whose value was rewritten whole
 * and which the mapper left unpaired (in Python, `parcel_list = [pack_parcel(line) for line in
 * parcels]` -> `packed_lines = pack_all(order_lines)`), three mapped uses and more renamed alike,
 * none against, new uses beside them: renamed (`weights` / `sizes`). Not with two such uses only
 * (`tags` / `labels`: a local removed, an unrelated one added), nor when one mapped use disagrees
 * (`rows` / `columns`: `combine(cells, cells)` became `combine(entries, sheet)`).
 */
const cases: Array<[string, string]> = [
  ['python', 'Rename Variable ship/weights.py.weights(order_lines, region)#parcel_list -> ship/weights.py.weights(order_lines, region)#packed_lines'],
  ['java', 'Rename Variable nets.Sizes.sizes(Object, int)#shapeList -> nets.Sizes.sizes(Object, int)#flatOutputSize'],
  ['kotlin', 'Rename Variable nets.Sizes.sizes(Any, Int)#shapeList -> nets.Sizes.sizes(Any, Int)#flatOutputSize'],
  ['javascript', 'Rename Variable src/nets/sizes.js.sizes(outputSize, batch)#shapeList -> src/nets/sizes.js.sizes(outputSize, batch)#flatOutputSize'],
];

describe.each(cases)('%s: a value rewritten whole, its uses renamed alike', (language, expected) => {
  it('is the local renamed when three mapped uses agree and none disagrees, and only then', async () => {
    expect(await detectInFixture(`${language}/variable-uses-outweigh-value`)).toEqual([expected]);
  });
});
