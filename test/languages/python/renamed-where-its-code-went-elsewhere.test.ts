import { detectInFixture } from '../../helpers/fixtures';

/**
 * A method renamed where it stood, the one caller beside it now calling the new name at the very
 * spot it called the old, while the bulk of its body left for a function in another module that
 * the renamed method now looks up in a table (`strict_check()` -> `lookup_check()`, the band test
 * now `band_check()` in another file): renamed, not moved and renamed into the function that now
 * holds its old code, because the call was replaced in place.
 */
describe('Python: a method renamed in place while its code went elsewhere', () => {
  it('pairs the method its caller now calls, not the function holding its old code', async () => {
    expect(await detectInFixture('python/renamed-where-its-code-went-elsewhere')).toEqual([
      'Rename Method app/gauge.py.Gauge#strict_check(rule, expected, measured) -> app/gauge.py.Gauge#lookup_check(rule, expected, measured)',
    ]);
  });
});
