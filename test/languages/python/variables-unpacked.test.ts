import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/python/variables-unpacked: a value unpacked into several names (`rvs, indexes =
 * parse_rvs(dist, rvs, names)`), one of which is read where the whole value stood (`indexes =
 * set(indexes)` where `indexes = set(parse_rvs(dist, rvs, names))` was): that name is extracted, in
 * `marginalize` (`rvs`, a parameter given a value, is not). Not where the value unpacked is new code
 * (`coalesce`, where `set(lookup_all(...))` stood). Read backwards, inlined.
 */
describe('python: a value unpacked into several names', () => {
  it('is extracted into the name read where it stood, and only there', async () => {
    expect(await detectInFixture('python/variables-unpacked')).toEqual([
      'Extract Variable dist/joint.py#marginalize(dist, rvs, names) -> dist/joint.py.marginalize(dist, rvs, names)#indexes',
    ]);
  });
  it('is inlined read backwards', async () => {
    expect(await detectInReversedFixture('python/variables-unpacked')).toEqual([
      'Inline Variable dist/joint.py.marginalize(dist, rvs, names)#indexes -> dist/joint.py#marginalize(dist, rvs, names)',
    ]);
  });
});
