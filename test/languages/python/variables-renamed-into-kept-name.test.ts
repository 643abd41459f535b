import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/python/variables-renamed-into-kept-name: where each assignment declares anew, a
 * local renamed to a name the body already bore (`es1` -> `ss1`, in `is_approx_equal`, where `if ss1
 * is None: ss1 = tuple(...)` followed and stayed) is renamed when every statement of the old name
 * is paired with itself respelt and every statement of the kept name with itself unchanged. Not
 * when a statement of the kept name changed too (`first` -> `last`, in `is_subset`, whose `return
 * last == tuple(...)` became `return last == frozenset(...)`): the statements no longer tell a
 * respelling alone.
 */
describe('python: a local renamed to a name the body already bore', () => {
  it('is renamed when only the respelling changed, and only then', async () => {
    expect(await detectInFixture('python/variables-renamed-into-kept-name')).toEqual([
      'Rename Variable stats/dist.py.Distribution.is_approx_equal(other)#es1 -> stats/dist.py.Distribution.is_approx_equal(other)#ss1',
    ]);
  });
});
