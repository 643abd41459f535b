import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-read-through-getters: a local whose value calls, on the same
 * receiver, the getter of the member it now stands for (`dropoutLayer = this.getDropoutLayer(...)`
 * where `this.dropoutLayer` was read) is extracted. Not `scaler`, whose value calls another
 * getter (`getDefaultScaler()`) where `this.scaler` was read: another value.
 */
const cases: Array<[string, string[]]> = [
  ['python', ['Extract Variable nets/embedder.py.Embedder#build(inputs) -> nets/embedder.py.Embedder.build(inputs)#dropout_layer']],
  ['java', ['Extract Variable nets.Embedder#build(Tensor) -> nets.Embedder.build(Tensor)#dropoutLayer']],
  ['kotlin', ['Extract Variable nets.Embedder#build(Tensor) -> nets.Embedder.build(Tensor)#dropoutLayer']],
];

describe.each(cases)('%s: locals read through getters', (language, expected) => {
  it('are extracted where the getter\'s member was read, and only those', async () => {
    expect(await detectInFixture(`${language}/variables-read-through-getters`)).toEqual([...expected].sort());
  });
});
