import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variable-value-moved-into-callee: a local whose declaration moved,
 * renamed, into a new callable that the new local now calls for its value (`length_func = lambda x: ...`
 * became `length_fn = self.make_length_fn()`, whose body declares `length_fn = lambda x: ...`), its
 * uses renamed alike: renamed in the caller (`make_data`), as in the extracted body. Not a local
 * whose new callee declares the new name with another value (`make_sorted`: `key_func` became
 * `order_fn = self.make_order_fn()`, whose body declares `order_fn = self.hparams.order_fn`; a new name
 * keeping a word of the old, `key_fn`, would be the local kept by variables.ts's own rule),
 * nor one that kept its name (Java's `makeSized`: `sizeFn`, declared in a block, now `makeSizeFn()`).
 */
const cases: Array<[string, string[]]> = [
  [
    'python',
    [
      'Extract Method src/data.py.Data#make_data() -> src/data.py.Data#make_length_fn()',
      'Rename Variable src/data.py.Data.make_data()#length_func -> src/data.py.Data.make_data()#length_fn',
      'Rename Variable src/data.py.Data.make_data()#length_func -> src/data.py.Data.make_length_fn()#length_fn',
    ],
  ],
  [
    'java',
    [
      'Extract Method Data#makeData() -> Data#makeLengthFn()',
      'Extract Method Data#makeSized() -> Data#makeSizeFn()',
      'Rename Variable Data.makeData()#lengthFunc -> Data.makeData()#lengthFn',
      'Rename Variable Data.makeData()#lengthFunc -> Data.makeLengthFn()#lengthFn',
    ],
  ],
  [
    'kotlin',
    [
      'Extract Method Data#makeData() -> Data#makeLengthFn()',
      'Rename Variable Data.makeData()#lengthFunc -> Data.makeData()#lengthFn',
      'Rename Variable Data.makeData()#lengthFunc -> Data.makeLengthFn()#lengthFn',
    ],
  ],
  [
    'javascript',
    [
      'Extract Method src/data.js.Data#makeData() -> src/data.js.Data#makeLengthFn()',
      'Rename Variable src/data.js.Data.makeData()#lengthFunc -> src/data.js.Data.makeData()#lengthFn',
      'Rename Variable src/data.js.Data.makeData()#lengthFunc -> src/data.js.Data.makeLengthFn()#lengthFn',
    ],
  ],
];

describe.each(cases)('%s: a local whose value moved into a new callable', (language, expected) => {
  it('is renamed in the caller when the callee declares the new name with the old value, and only then', async () => {
    expect(await detectInFixture(`${language}/variable-value-moved-into-callee`)).toEqual(expected);
  });
});
