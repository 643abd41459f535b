import { detectInFixture } from '../helpers/fixtures';

/**
 * Constants moved together into another container, one renamed on the way (`PADDING_TOKEN` ->
 * `PAD_TOKEN`, the same value, named by kept code where the old one was): it went with them, a
 * Move And Rename. `MASK_TOKEN` and `SEPARATOR` hold other values, `DEFAULT_LANG` and `LANGUAGE`
 * the same one but no kept code named either: neither pair is one constant. The Python case is
 * python/fields-of-types-found-late.test.ts.
 */
const cases: Array<[string, string, string[]]> = [
  ['java', 'java/constants-moved-with-one-renamed', [
    'Move And Rename Field text.Constants#PADDING_TOKEN : String -> text.SpecialTokens#PAD_TOKEN : String',
    'Move Field text.Constants#BOS_TOKEN : String -> text.SpecialTokens#BOS_TOKEN : String',
    'Move Field text.Constants#EOS_TOKEN : String -> text.SpecialTokens#EOS_TOKEN : String',
    'Move Field text.Constants#UNK_TOKEN : String -> text.SpecialTokens#UNK_TOKEN : String',
  ]],
  ['kotlin', 'kotlin/constants-moved-into-object', [
    'Move And Rename Field text.Constants.kt#PADDING_TOKEN -> text.SpecialTokens#PAD_TOKEN',
    'Move Field text.Constants.kt#BOS_TOKEN -> text.SpecialTokens#BOS_TOKEN',
    'Move Field text.Constants.kt#EOS_TOKEN -> text.SpecialTokens#EOS_TOKEN',
    'Move Field text.Constants.kt#UNK_TOKEN -> text.SpecialTokens#UNK_TOKEN',
  ]],
];

describe.each(cases)('%s: constants moved with one renamed', (_language, fixture, expected) => {
  it('pairs the renamed one with where its siblings went, and no look-alike', async () => {
    expect(await detectInFixture(fixture)).toEqual(expected);
  });
});
