import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/javascript/parameters-remarked: `...args` made `args` is the same parameter marked
 * otherwise: beside another parameter renamed (`launch(parent, name, ...args)` -> `launch(stream,
 * name, args = [])`) only the rename is reported. Not where the mark is the only change
 * (`collect(...items)` -> `collect(items)`): the calls changed, one Change Signature.
 */
describe('javascript: parameters marked otherwise', () => {
  it('are kept beside a rename, and a Change Signature alone', async () => {
    expect(await detectInFixture('javascript/parameters-remarked')).toEqual([
      'Change Signature Method lib/runner.js.Runner#collect(...items) -> lib/runner.js.Runner#collect(items)',
      'Rename Parameter lib/runner.js.Runner.launch(parent, name, ...args)#parent -> lib/runner.js.Runner.launch(stream, name, args)#stream',
    ]);
  });
});
