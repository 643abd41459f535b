import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * Split Method and, read backwards, Merge Method (src/core/split-merge.ts) in Python, on
 * test/fixtures/python/<case>: exactly these refactorings, nothing more.
 */
describe('Python: split and merge methods', () => {
  it('handle() split into load() and notify(), both called from run()', async () => {
    expect(await detectInFixture('python/split-method')).toEqual([
      'Split Method app/pipeline.py.Pipeline#handle(path) -> app/pipeline.py.Pipeline#load(path)',
      'Split Method app/pipeline.py.Pipeline#handle(path) -> app/pipeline.py.Pipeline#notify(valid)',
    ]);
    expect(await detectInReversedFixture('python/split-method')).toEqual([
      'Merge Method app/pipeline.py.Pipeline#load(path) -> app/pipeline.py.Pipeline#handle(path)',
      'Merge Method app/pipeline.py.Pipeline#notify(valid) -> app/pipeline.py.Pipeline#handle(path)',
    ]);
  });
});
