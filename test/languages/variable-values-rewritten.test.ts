import { detectInFixture } from '../helpers/fixtures';

/**
 * Locals inlined where their value was rewritten on its way into the use, the mapper pairing
 * neither the declaration nor the user, on test/fixtures/<language>/variable-values-rewritten
 * (Java and Kotlin). The user is the statement found after but for the value where the local stood,
 * and that value keeps the local's calls in order, arguments changed (`showsTitle`:
 * `cms().get(Locale.ENGLISH, "title").get(TIMEOUT)` became `cms(EN).get("title")`): inlined. Not
 * when the value is another chain (`showsFooter`: `pages(EN).get("footer")`), nor when the user is
 * a bare `return` (`heading`), which any value fills alike.
 */
const cases: Array<[string, string[]]> = [
  ['java', ['Inline Variable shop.Pages.showsTitle()#title -> shop.Pages#showsTitle()']],
  ['kotlin', ['Inline Variable shop.Pages.showsTitle()#title -> shop.Pages#showsTitle()']],
];

describe.each(cases)('%s: locals inlined with their values rewritten', (language, expected) => {
  it('are inlined when the value keeps its calls, and only then', async () => {
    expect(await detectInFixture(`${language}/variable-values-rewritten`)).toEqual([...expected].sort());
  });
});
