import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-updated-in-place: a new local assigned again from its own
 * value (`json = json.replace(re, f)`) still holds the value it was given, updated, as with `+=`:
 * extracted where that value stood (`return json` for `return replacer || spaces ? ... : ...`, in
 * `stringify`). One assigned another value only in a block below its declaration (`if (!text) text
 * = fallback`, in `label`) still holds the value it was given where that block is skipped: extracted
 * too, as RefactoringMiner reads it and the JavaScript labelled set has it (axios `maxCode`, mocha
 * `_type`; test/languages/extracted-variable-reassigned.test.ts has the must-nots). Not a seed of one
 * token updated in a loop (`done = true`, then `done = done && fetched[i]`, gone for `return true`, in `allDone`).
 */
const cases: Array<[string, string[]]> = [
  [
    'javascript',
    [
      'Add Parameter render.js#stringify(value, replacer, spaces) -> render.js.stringify(value, replacer, spaces, escape)#escape',
      'Extract Variable render.js#label(item, fallback) -> render.js.label(item, fallback)#text',
      'Extract Variable render.js#stringify(value, replacer, spaces) -> render.js.stringify(value, replacer, spaces, escape)#json',
    ],
  ],
  [
    'java',
    [
      'Add Parameter shop.Render#stringify(Object, Json) -> shop.Render.stringify(Object, Json, boolean)#escape',
      'Extract Variable shop.Render#label(Item, String) -> shop.Render.label(Item, String)#text',
      'Extract Variable shop.Render#stringify(Object, Json) -> shop.Render.stringify(Object, Json, boolean)#text',
    ],
  ],
];

describe.each(cases)('%s: new locals updated in place', (language, expected) => {
  it('are extracted where the value they were given stood, and not when given another value', async () => {
    expect(await detectInFixture(`${language}/variables-updated-in-place`)).toEqual(expected);
  });
});
