import { detectInFixture } from '../helpers/fixtures';

/**
 * A local renamed whose old name went on to a new local made from it, on
 * test/fixtures/<language>/variable-name-handed-on: `o_map = first.output(...)` kept but for its
 * name, `_o_map`, and `o_map = _o_map.map(second)` now, in `combine` (the old name's new local is
 * no Extract Variable: read through the rename, it would seem to stand for `_o_map`'s value); where
 * each assignment declares anew, `outputs, state = self.rnn(...)` in both branches ->
 * `cell_outputs, ...`, an argument added, the old name given a value made from it through another
 * local, in `encode`; the old local's read now a partial function the new value reads
 * (`outputs = self.forward_layers(outputs, layer, mode)` -> `map_func = functools.partial(...)`,
 * `outputs = nest.map_structure(map_func, cell_outputs)`), in `decode`; a loop's variable, `for ref in
 * references` -> `for refs in references`, `ref = self.join(refs[0])` inside, in `write`. Not where a read of the old
 * local now reads neither name (`log(total)` -> `log(rows)`, `total = fix(partial, rows)` now, in `subtotal`), nor where the
 * declaration changed beyond its name (`measure(rows, weights)` -> `scan(rows, scale)`, in `widen`),
 * nor where the old name is declared anew with no value, a loop's keeping the old header's words
 * (`for soft in [False]` kept, nested in a new `for use_b in [False, True]` whose variable its
 * iterable reads, in `sweep`; Python and Java: Kotlin's statement leaves an `if` iterable out of the
 * loop's header words, so the case is not read there). A new declaration of the old name that
 * keeps nothing of the old one is another local (`for (Part e : parts)` -> `for (Part meta : parts)`
 * with a new `catch (IllegalStateException e)` inside, Java `drain`): the rename stands.
 */
const cases: Array<[string, string[]]> = [
  [
    'python',
    [
      'Rename Variable shop/streams.py.Streams.combine(first, second)#o_map -> shop/streams.py.Streams.combine(first, second)#_o_map',
      'Rename Variable shop/streams.py.Streams.decode(inputs, layer, mode)#outputs -> shop/streams.py.Streams.decode(inputs, layer, mode)#cell_outputs',
      'Rename Variable shop/streams.py.Streams.encode(inputs, flag)#outputs -> shop/streams.py.Streams.encode(inputs, flag)#cell_outputs',
      'Rename Variable shop/streams.py.Streams.write(references, out)#ref -> shop/streams.py.Streams.write(references, out)#refs',
    ],
  ],
  [
    'kotlin',
    [
      'Rename Variable shop.Streams.combine(Input, Input)#oMap -> shop.Streams.combine(Input, Input)#plain',
      'Rename Variable shop.Streams.write(List<List<String>>, Out)#ref -> shop.Streams.write(List<List<String>>, Out)#refs',
    ],
  ],
  [
    'java',
    [
      'Rename Variable shop.Streams.combine(Input, Input)#map -> shop.Streams.combine(Input, Input)#plain',
      'Rename Variable shop.Streams.drain(List<Part>)#e -> shop.Streams.drain(List<Part>)#meta',
      'Rename Variable shop.Streams.write(List<List<String>>, Out)#ref -> shop.Streams.write(List<List<String>>, Out)#refs',
    ],
  ],
];

describe.each(cases)('%s: a local renamed, its old name handed on to a value made from it', (language, expected) => {
  it('is a rename when the declaration kept all but its name and the old reads follow, and only then', async () => {
    expect(await detectInFixture(`${language}/variable-name-handed-on`)).toEqual(expected);
  });
});
