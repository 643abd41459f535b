import { detectInFixture } from '../../helpers/fixtures';

/**
 * A method whose one caller, right beside it, now calls a new method at the very spot where it
 * called the old one (`self.ship_chunk()` -> `self.post_scaled()`), both without parameters:
 * renamed, even though the body grew from two lines to eight, because the call was replaced inside
 * the same statement.
 */
describe('Python: a method renamed where its call was replaced', () => {
  it('pairs the callee whose call was replaced in place, with the same parameters', async () => {
    expect((await detectInFixture('python/call-replaced-in-place')).filter((line) => line.startsWith('Rename Method'))).toEqual([
      'Rename Method app/collector.py.Collector#ship_chunk() -> app/collector.py.Collector#post_scaled()',
    ]);
  });
});
