import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/python/variables-renamed-into-gone-name: where each assignment declares anew, a
 * local renamed to a name another variable bore before (`items1` -> `items`, in `collect`, where
 * `items = items1 + items2` is gone and `zip(items, tensors)` now reads `items_list`) is renamed:
 * the old reads of that name were that other variable's, and it is gone (`tensors1` -> `tensors`,
 * read by no mapped statement, has nothing to agree). Not when the variable of
 * the new name lives on (`args = ...` folded into `p = self.popen(...)`, in `run`, where
 * `p.communicate()` still reads the `p` it read before): no `args` -> `p`.
 */
describe('python: a local renamed to the name of a variable that is gone', () => {
  it('is renamed when that variable is gone, and only then', async () => {
    expect(await detectInFixture('python/variables-renamed-into-gone-name')).toEqual([
      'Add Parameter shop/provider.py.Provider#collect(first, second) -> shop/provider.py.Provider.collect(sources)#sources',
      'Remove Parameter shop/provider.py.Provider.collect(first, second)#first -> shop/provider.py.Provider#collect(sources)',
      'Remove Parameter shop/provider.py.Provider.collect(first, second)#second -> shop/provider.py.Provider#collect(sources)',
      'Rename Variable shop/provider.py.Provider.collect(first, second)#items1 -> shop/provider.py.Provider.collect(sources)#items',
    ]);
  });
});
