import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/python/parameters-remarked: `*args` made `args` (and `**kwargs` `kwargs`) is the
 * same parameter, as RefactoringMiner reads names without their marks: beside another parameter
 * renamed (`launch(parent, name, *args, **kwargs)` -> `launch(stream, name, args=[], kwargs={})`)
 * only the rename is reported, not `*args` removed and `args` added. Not where the mark is the only
 * change (`collect(*items)` -> `collect(items)`): the calls changed, one Change Signature.
 */
describe('python: parameters marked otherwise', () => {
  it('are kept beside a rename, and a Change Signature alone', async () => {
    expect(await detectInFixture('python/parameters-remarked')).toEqual([
      'Change Signature Method jobs/runner.py.Runner#collect(*items) -> jobs/runner.py.Runner#collect(items)',
      'Rename Parameter jobs/runner.py.Runner.launch(parent, name, *args, **kwargs)#parent -> jobs/runner.py.Runner.launch(stream, name, args, kwargs)#stream',
    ]);
  });
});
