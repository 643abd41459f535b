import { detectInFixture } from '../../helpers/fixtures';

/**
 * Class-field refactorings end to end (issue #7) on test/fixtures/javascript/field-*: exactly
 * what the engine should report.
 */
const cases: Array<[string, string[]]> = [
  // Both subclasses' `theme` now lives in their superclass; a static and a #private field stay.
  [
    'field-pull-up',
    [
      'Pull Up Field src/widgets.js.Dropdown#theme -> src/widgets.js.Widget#theme',
      'Pull Up Field src/widgets.js.Tooltip#theme -> src/widgets.js.Widget#theme',
    ],
  ],
  // Values changed, a static field added, and a removed class's `id = null` next to a new,
  // unrelated class's `id = null`: no refactoring.
  ['field-negative', []],
];

describe('JavaScript field refactorings in fixtures', () => {
  test.each(cases)('%s', async (name, expected) => {
    expect(await detectInFixture(`javascript/${name}`, { languages: ['javascript'] })).toEqual([...expected].sort());
  });
});
