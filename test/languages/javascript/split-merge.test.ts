import { detectInFixture, detectInReversedFixture, detectRefactoringsInFixture } from '../../helpers/fixtures';

/**
 * Split Function and, read backwards, Merge Function (src/core/split-merge.ts) on
 * test/fixtures/javascript/<case>: exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[], string[]]> = [
  // `loadConfig()` became `readSettings()` and `loadPlugins()`; `start()` now calls both.
  [
    'split-function',
    ['Split Function src/config.js#loadConfig(dir) -> src/config.js#loadPlugins(dir)', 'Split Function src/config.js#loadConfig(dir) -> src/config.js#readSettings(dir)'],
    ['Merge Function src/config.js#loadPlugins(dir) -> src/config.js#loadConfig(dir)', 'Merge Function src/config.js#readSettings(dir) -> src/config.js#loadConfig(dir)'],
  ],
  // Only the plugin half survives, in one new function: no split (the matcher calls it a rename), and read backwards no merge.
  [
    'split-function-one-part',
    ['Rename Function src/config.js#loadConfig(dir) -> src/config.js#loadPlugins(dir)'],
    ['Rename Function src/config.js#loadPlugins(dir) -> src/config.js#loadConfig(dir)'],
  ],
];

describe('JavaScript: split and merge functions', () => {
  it.each(cases)('%s', async (name, split, merged) => {
    expect(await detectInFixture(`javascript/${name}`)).toEqual(split);
    expect(await detectInReversedFixture(`javascript/${name}`)).toEqual(merged);
  });
});

it('reports a split as one SPLIT per part and a merge as one MERGE per part, with their sentences', async () => {
  const summary = (refactorings: Awaited<ReturnType<typeof detectRefactoringsInFixture>>) =>
    refactorings.map(({ operation, kind, description }) => `${operation} ${kind}: ${description}`).sort();
  expect(summary(await detectRefactoringsInFixture('javascript/split-function'))).toEqual([
    'SPLIT Function: Split Function loadConfig(dir) into loadPlugins(dir) in file src/config.js',
    'SPLIT Function: Split Function loadConfig(dir) into readSettings(dir) in file src/config.js',
  ]);
  expect(summary(await detectRefactoringsInFixture('javascript/split-function', {}, true))).toEqual([
    'MERGE Function: Merge Function loadPlugins(dir) into loadConfig(dir) in file src/config.js',
    'MERGE Function: Merge Function readSettings(dir) into loadConfig(dir) in file src/config.js',
  ]);
});
