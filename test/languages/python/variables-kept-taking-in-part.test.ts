import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/python/variables-kept-taking-in-part: a variable kept (its declaration paired with
 * the old one of its name) whose new value took in a part that stood where the name, or a later
 * declaration carrying it on, is now read: `n = len(x0)` became `n = max(len(x0), len(x1))` and
 * `n = (n // size + 1) * size`, and `makeup(x0, len(x1))` became `makeup(x0, n)`: `n` is extracted,
 * in `batches`. Not where the part taken in replaced nothing (`n = max(len(x0), size)`, in
 * `padded`), nor where the old value held the part too (`n = max(len(x0), len(x1))` given `+ size`,
 * in `clipped`: `makeup(x0, n)` reads the variable it always was). Read backwards, inlined.
 */
describe('python: a variable kept, taking in a part of the code where it is now read', () => {
  it('is extracted, and only where the part is new to its value', async () => {
    expect(await detectInFixture('python/variables-kept-taking-in-part')).toEqual([
      'Extract Variable batching/batches.py#batches(x0, x1, size) -> batching/batches.py.batches(x0, x1, size)#n',
    ]);
  });
  it('is inlined read backwards', async () => {
    expect(await detectInReversedFixture('python/variables-kept-taking-in-part')).toEqual([
      'Inline Variable batching/batches.py.batches(x0, x1, size)#n -> batching/batches.py#batches(x0, x1, size)',
    ]);
  });
});
