import { detectInFixture } from '../helpers/fixtures';

/**
 * Code extracted from a caller that lost a local's declaration on the way (`transforms_hparams =
 * dataset_hparams[...]` gone, its value now passed at the call): the local lives on only as the new
 * method's parameter, a Parameterize Variable, as RefactoringMiner reports it. `delimiter`, still
 * declared in the caller and passed to `_split_lines`, is a local passed in as every extraction
 * passes one; `limit`, given up too but read there as `max_count`, is that parameter's own name,
 * not the local's: no Parameterize Variable for either (both locals given up are inlined at the call).
 */
describe('Java: a local parameterized into an extracted method', () => {
  // `banner`, given up with its one value now passed, is `printBanner`'s parameter; `line`, declared
  // `null` and then assigned in a `try`, held no value the call could pass instead: no Parameterize.
  it('is reported where the caller gave up the local and its one value, and only there', async () => {
    expect(await detectInFixture('java/variable-parameterized-into-extracted')).toEqual([
      'Extract Method app.Launcher#start(String[]) -> app.Launcher#printBanner(String)',
      'Extract Method app.Launcher#start(String[]) -> app.Launcher#process(Options)',
      'Inline Variable app.Launcher.start(String[])#banner -> app.Launcher#start(String[])',
      'Parameterize Variable app.Launcher.start(String[])#banner -> app.Launcher.printBanner(String)#banner',
    ]);
  });
});

describe('Python: a local parameterized into an extracted method', () => {
  it('is reported where the caller lost its declaration, and only there', async () => {
    expect(await detectInFixture('python/variable-parameterized-into-extracted')).toEqual([
      'Extract Method data/mono_data.py.MonoData#_process_dataset(dataset) -> data/mono_data.py.MonoData#_make_other_transformations(transforms_hparams, text_data)',
      'Extract Method data/mono_data.py.MonoData#_process_dataset(dataset) -> data/mono_data.py.MonoData#_split_lines(dataset, delimiter, max_count)',
      'Inline Variable data/mono_data.py.MonoData._process_dataset(dataset)#limit -> data/mono_data.py.MonoData#_process_dataset(dataset)',
      'Inline Variable data/mono_data.py.MonoData._process_dataset(dataset)#transforms_hparams -> data/mono_data.py.MonoData#_process_dataset(dataset)',
      'Parameterize Variable data/mono_data.py.MonoData._process_dataset(dataset)#transforms_hparams -> data/mono_data.py.MonoData._make_other_transformations(transforms_hparams, text_data)#transforms_hparams',
    ]);
  });
});
