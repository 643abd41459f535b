import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variable-use-rewritten: a declaration paired with itself renamed and
 * still alike, one part of its value changed (`d3_shape = tf.concat([..., [-1]], axis=0)` ->
 * `output_shape = tf.concat([..., size], axis=0)`), keeps its local renamed though one use was
 * rewritten to read neither name (`inputs = tf.reshape(inputs, d3_shape)` -> a reshape to
 * `[-1, size]`), another use agreeing. Not a declaration rewritten beyond that
 * (`e3_shape = tf.concat(...)` -> `embedded_shape = tf.stack(...)`, in `embed`).
 */
const cases: Array<[string, string]> = [
  ['python', 'Rename Variable nets/layers.py.project(inputs, layer)#d3_shape -> nets/layers.py.project(inputs, layer, size)#output_shape'],
  ['java', 'Rename Variable nets.Layers.project(Tensor, Layer)#d3Shape -> nets.Layers.project(Tensor, Layer, Tensor)#outputShape'],
];

describe.each(cases)('%s: a use rewritten beside a declaration kept alike', (language, expected) => {
  it('leaves the local renamed, and only where the declaration stayed alike', async () => {
    const found = await detectInFixture(`${language}/variable-use-rewritten`);
    expect(found.filter((line) => line.startsWith('Rename Variable'))).toEqual([expected]);
  });
});
