import { detectInFixture, detectInReversedFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-beside-other-changes: a local given a value (here a parameter
 * alone, `flat = inputs`) read where the value stood in a statement changed in one more place, one
 * expression replaced by another (`inputs.reshape(shape)`, now `flat.reshape([-1, dim])`): extracted,
 * in `forward`. Not where the statement changed in more than one place (`..., true` added too, in
 * `backward`). Read backwards, inlined.
 */
const cases: Array<[string, string]> = [
  ['python', 'src/nn/layers.py#forward(inputs, layer, shape) -> src/nn/layers.py.forward(inputs, layer, dim)#flat'],
  ['java', 'nn.Layers#forward(Tensor, Layer, int[]) -> nn.Layers.forward(Tensor, Layer, int)#flat'],
  ['kotlin', 'nn.Layers#forward(Tensor, Layer, IntArray) -> nn.Layers.forward(Tensor, Layer, Int)#flat'],
  ['javascript', 'src/nn/layers.js#forward(inputs, layer, shape) -> src/nn/layers.js.forward(inputs, layer, dim)#flat'],
];

describe.each(cases)('%s: a value taken out beside another change', (language, expected) => {
  const fixture = `${language}/variables-beside-other-changes`;
  it('is extracted where the statement changed in one more place, and only there', async () => {
    expect((await detectInFixture(fixture)).filter((line) => line.includes(' Variable '))).toEqual([`Extract Variable ${expected}`]);
  });
  it('is inlined read backwards', async () => {
    const [from, to] = expected.split(' -> ');
    expect((await detectInReversedFixture(fixture)).filter((line) => line.includes(' Variable '))).toEqual([`Inline Variable ${to} -> ${from}`]);
  });
});
