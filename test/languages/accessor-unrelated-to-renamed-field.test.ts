import { detectInFixture } from '../helpers/fixtures';

/**
 * The accessor follows its renamed field only where its code says so too: `mTitle` renamed
 * `trackTitle`, the removed setter `setTitle(title)` (the one removed callable writing it) and the
 * added `logTrack(logger)` (the one added callable reading the new field) have one parameter
 * each, but the logger's body is none of the setter's: no Rename Method, no parameter changes.
 * The positive case is accessor-of-renamed-field.test.ts.
 */
const cases: Array<[string, string[]]> = [
  ['java', ['Rename Field media.Player#mTitle : String -> media.Player#trackTitle : String']],
  ['kotlin', ['Rename Field media.Player#mTitle -> media.Player#trackTitle']],
];

describe.each(cases)('%s: a callable added beside a renamed field', (language, expected) => {
  it('is not the removed accessor renamed when their bodies differ', async () => {
    expect(await detectInFixture(`${language}/accessor-unrelated-to-renamed-field`)).toEqual(expected);
  });
});
