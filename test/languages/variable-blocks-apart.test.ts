import { detectInFixture } from '../helpers/fixtures';

/**
 * Where locals live to the end of their block, one name declared in blocks apart is a local in
 * each, on test/fixtures/<language>/variable-blocks-apart (Java and Kotlin). `cut = strip(id)`
 * in each of two lambdas, each standing where `strip(id)` stood, is extracted in each (`expand`);
 * in `shorten`, the second `cut` holds a value that stood nowhere (`word.indexOf(' ')` where `length` was): only the first is.
 */
const cases: Array<[string, string[]]> = [
  ['java', 'List<String>'],
  ['kotlin', 'MutableList<String>'],
].map(([language, list]) => [
  language,
  [
    `Extract Variable shop.Words#expand(Root, String, ${list}) -> shop.Words.expand(Root, String, ${list})#cut`,
    `Extract Variable shop.Words#expand(Root, String, ${list}) -> shop.Words.expand(Root, String, ${list})#cut`,
    `Extract Variable shop.Words#shorten(Root, String, ${list}) -> shop.Words.shorten(Root, String, ${list})#cut`,
  ],
]);

describe.each(cases)('%s: a name declared in blocks apart', (language, expected) => {
  it('is a local in each block, extracted where its own value stood', async () => {
    expect(await detectInFixture(`${language}/variable-blocks-apart`)).toEqual([...expected].sort());
  });
});
