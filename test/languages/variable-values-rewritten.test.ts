import { detectInFixture } from '../helpers/fixtures';

/**
 * Locals whose values or uses were rewritten around them, on
 * test/fixtures/<language>/variable-values-rewritten (Java and Kotlin; Python for uses carried into values).
 * Inlined where the mapper paired neither the declaration nor the user: the user is a statement
 * found after but for the value where the local stood, and that value keeps the local's calls in
 * order, arguments changed (`showsTitle`: `cms().get(Locale.ENGLISH, "title").get(TIMEOUT)` became
 * `cms(EN).get("title")`). Not when the value is another chain (`showsFooter`: `pages(EN).get("footer")`),
 * nor when the user is a bare `return` (`heading`), which any value fills alike.
 * Renamed where uses were rewritten (`group.isNew` became a new local `isNew`, `group.createdAt`
 * became `source.createdAt`) when the declaration is the same but for its locals respelt (`listed`:
 * `group = groups.get(position - 2)` became `entry = entries.get(position - 2)`), not when its value
 * changed too (`counted`: `position - 1`). The lists, whose member was respelt alike, are renamed in both.
 * A use carried into a local's value counts where that local stands: `service` read in `message`'s
 * value, `message` inlined, `page` read where `message` was (`messaged`): a rename, and a type change,
 * the declarations compared with the type respelt once such a use agrees; not a declaration paired
 * with another whose only use is unpaired (`thrown`: `IOException e = assertThrows(...)` and `int count = input.read(bytes)`).
 */
const renamedLists = (types: string) => [
  `Rename Variable shop.Pages.counted(Source, ${types})#groups -> shop.Pages.counted(Source, ${types})#entries`,
  `Rename Variable shop.Pages.listed(Source, ${types})#groups -> shop.Pages.listed(Source, ${types})#entries`,
  `Rename Variable shop.Pages.listed(Source, ${types})#group -> shop.Pages.listed(Source, ${types})#entry`,
];
const carried = [
  'Change Variable Type shop.Pages.messaged()#service -> shop.Pages.messaged()#page',
  'Inline Variable shop.Pages.messaged()#message -> shop.Pages#messaged()',
  'Rename Variable shop.Pages.messaged()#service -> shop.Pages.messaged()#page',
];
const cases: Array<[string, string[]]> = [
  ['java', ['Inline Variable shop.Pages.showsTitle()#title -> shop.Pages#showsTitle()', ...renamedLists('int'), ...carried]],
  ['kotlin', ['Inline Variable shop.Pages.showsTitle()#title -> shop.Pages#showsTitle()', ...renamedLists('Int'), ...carried]],
];

describe('python: a use carried into an inlined local\'s value', () => {
  it('counts where that local stands (`messaged`), and a declaration with no agreeing use is no rename (`thrown`)', async () => {
    expect(await detectInFixture('python/variable-values-rewritten')).toEqual([
      'Inline Variable src/pages.py.Pages.messaged()#message -> src/pages.py.Pages#messaged()',
      'Rename Variable src/pages.py.Pages.messaged()#service -> src/pages.py.Pages.messaged()#page',
    ]);
  });
});

describe.each(cases)('%s: locals with values or uses rewritten', (language, expected) => {
  it('are inlined when the value keeps its calls, renamed when the declaration kept all but its locals, and only then', async () => {
    expect(await detectInFixture(`${language}/variable-values-rewritten`)).toEqual([...expected].sort());
  });
});
