import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/python/parameter-shadowed-by-nested-function: a function that took `x, y` now
 * takes `ops` and defines inside it a function of its own `x, y` (`install_add`): the old name
 * read after only as that function's own parameter is no trace of the outer one, so `x` was
 * renamed `ops` and `y` removed, as RefactoringMiner pairs one added parameter with the first
 * removed. Not where the nested function reads `x` without declaring it (`install_mult`): the
 * old name is still read after, another value, so `x` and `y` were removed and `ops` added.
 */
describe('python: a parameter shadowed by a nested function', () => {
  it('is renamed when the old name is read after only as the nested function\'s own parameter', async () => {
    expect(await detectInFixture('python/parameter-shadowed-by-nested-function')).toEqual([
      'Add Parameter math/ops.py#install_mult(x, y) -> math/ops.py.install_mult(ops)#ops',
      'Remove Parameter math/ops.py.install_add(x, y)#y -> math/ops.py#install_add(ops)',
      'Remove Parameter math/ops.py.install_mult(x, y)#x -> math/ops.py#install_mult(ops)',
      'Remove Parameter math/ops.py.install_mult(x, y)#y -> math/ops.py#install_mult(ops)',
      'Rename Parameter math/ops.py.install_add(x, y)#x -> math/ops.py.install_add(ops)#ops',
    ]);
  });
});
