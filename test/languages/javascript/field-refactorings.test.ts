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
  // Two fields renamed, every `this.` use rewritten with them; `windowMs` stays.
  [
    'field-rename',
    [
      'Rename Field src/rate-limiter.js.RateLimiter#lim -> src/rate-limiter.js.RateLimiter#maxHits',
      'Rename Field src/rate-limiter.js.RateLimiter#m -> src/rate-limiter.js.RateLimiter#hitsByClient',
    ],
  ],
  // Only one subclass used `cornerRadius`: it moves down to it; `fill` stays in the superclass.
  ['field-push-down', ['Push Down Field src/shapes.js.Shape#cornerRadius -> src/shapes.js.RoundedRectangle#cornerRadius']],
  // Two settings move to the collaborator the class holds; their uses go through it (`this.playlist.shuffle`).
  [
    'field-move',
    [
      'Move Field src/player.js.Player#repeat -> src/player.js.Playlist#repeat',
      'Move Field src/player.js.Player#shuffle -> src/player.js.Playlist#shuffle',
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
