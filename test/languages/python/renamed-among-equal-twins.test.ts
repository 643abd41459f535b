import { detectInFixture } from '../../helpers/fixtures';

/**
 * A method whose code went alike into two new ones (`text_tensor_name()` -> `source_text_name()`
 * and `target_text_name()`, each reading its own decoder; texar `fb7b2f8`): the code ties, so the
 * name that changed least is the successor, as RefactoringMiner ranks equal candidates, not the
 * one declared first.
 */
describe('Python: a method renamed among two new ones of equal code', () => {
  it('pairs the one whose name changed least', async () => {
    expect((await detectInFixture('python/renamed-among-equal-twins')).filter((line) => line.startsWith('Rename Method'))).toEqual([
      'Rename Method app/reader.py.PairReader#text_tensor_name() -> app/reader.py.PairReader#target_text_name()',
    ]);
  });
});
