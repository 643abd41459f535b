import { detectInFixture } from '../helpers/fixtures';

/**
 * Locals merged into one or split from one, on test/fixtures/<language>/variable-merged-locals.
 * A local declared apart from the renamed one, from its value alone, stands for that value: the
 * loop's `possiblyWrapped` renamed `collector`, the `collector = unwrap(possiblyWrapped)` it
 * replaced gone (Java `reduce`); `results` renamed `analysis`, a new `results = analysis as Success`
 * read where the old one was (Kotlin `findsRefs`). Not a local whose value reads another local
 * too (`page = new Page(messages, key)` beside a new `messages`, in `page`): no rename of `page`;
 * `messages`, passed where its value was (`Page.of(new Messages(...))`), is extracted
 * (variables-handed-on.test.ts).
 */
const cases: Array<[string, string[]]> = [
  ['java', ['Extract Variable shop.Collectors#page(Locale, String) -> shop.Collectors.page(Locale, String)#messages', 'Rename Variable shop.Collectors.reduce(Collection<Collector>)#possiblyWrapped -> shop.Collectors.reduce(Collection<Collector>)#collector']],
  ['kotlin', ['Extract Variable shop.Analysis#page(Locale, String) -> shop.Analysis.page(Locale, String)#messages', 'Rename Variable shop.Analysis.findsRefs()#results -> shop.Analysis.findsRefs()#analysis']],
];

describe.each(cases)('%s: locals merged into one or split from one', (language, expected) => {
  it('are renames when the other local derives from the renamed one alone', async () => {
    expect(await detectInFixture(`${language}/variable-merged-locals`)).toEqual(expected);
  });
});
