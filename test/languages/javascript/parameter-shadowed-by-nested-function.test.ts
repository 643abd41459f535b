import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/javascript/parameter-shadowed-by-nested-function: a function that took `x, y` now
 * takes `ops` and defines inside it a function of its own `x, y` (`installAdd`): the old name read
 * after only as that function's own parameter is no trace of the outer one, so `x` was renamed
 * `ops` and `y` removed; what is left of the outer body (`ops.add = add`) aligned with the old
 * reads tells nothing of another value. Not where the nested function reads `x` without declaring it
 * (`installMult`): the old name is still read after, so `x` and `y` were removed and `ops` added.
 */
describe('javascript: a parameter shadowed by a nested function', () => {
  it("is renamed when the old name is read after only as the nested function's own parameter", async () => {
    expect(await detectInFixture('javascript/parameter-shadowed-by-nested-function')).toEqual([
      'Add Parameter lib/ops.js#installMult(x, y) -> lib/ops.js.installMult(ops)#ops',
      'Extract And Move Function lib/ops.js#installAdd(x, y) -> lib/ops.js.installAdd#add(x, y)',
      'Extract And Move Function lib/ops.js#installMult(x, y) -> lib/ops.js.installMult#mult(a, b)',
      'Remove Parameter lib/ops.js.installAdd(x, y)#y -> lib/ops.js#installAdd(ops)',
      'Remove Parameter lib/ops.js.installMult(x, y)#x -> lib/ops.js#installMult(ops)',
      'Remove Parameter lib/ops.js.installMult(x, y)#y -> lib/ops.js#installMult(ops)',
      'Rename Parameter lib/ops.js.installAdd(x, y)#x -> lib/ops.js.installAdd(ops)#ops',
    ]);
  });
});
