import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variable-uses-outweigh-value: a local whose value was rewritten whole
 * and which the mapper left unpaired (`shape_list = [make_shape(dim) for dim in dims]` ->
 * `flat_output_size = flatten(output_size)`), three mapped uses and more renamed alike, none
 * against, new uses beside them: renamed (`sizes`). Not with two such uses only (`labels`: a local
 * removed, an unrelated one added), nor when one mapped use disagrees (`columns`: `merge(rows, rows)`
 * became `merge(cols, table)`).
 */
const cases: Array<[string, string]> = [
  ['python', 'Rename Variable nets/sizes.py.sizes(output_size, batch)#shape_list -> nets/sizes.py.sizes(output_size, batch)#flat_output_size'],
  ['java', 'Rename Variable nets.Sizes.sizes(Object, int)#shapeList -> nets.Sizes.sizes(Object, int)#flatOutputSize'],
  ['kotlin', 'Rename Variable nets.Sizes.sizes(Any, Int)#shapeList -> nets.Sizes.sizes(Any, Int)#flatOutputSize'],
  ['javascript', 'Rename Variable src/nets/sizes.js.sizes(outputSize, batch)#shapeList -> src/nets/sizes.js.sizes(outputSize, batch)#flatOutputSize'],
];

describe.each(cases)('%s: a value rewritten whole, its uses renamed alike', (language, expected) => {
  it('is the local renamed when three mapped uses agree and none disagrees, and only then', async () => {
    expect(await detectInFixture(`${language}/variable-uses-outweigh-value`)).toEqual([expected]);
  });
});
