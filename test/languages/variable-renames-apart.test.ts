import { detectInFixture } from '../helpers/fixtures';

/**
 * Renamed locals whose declarations changed more than the name, on
 * test/fixtures/<language>/variable-renames-apart (Java and Kotlin). Declarations the mapper left
 * apart whose every other use is mapped and renamed alike, more than once, and whose values still
 * share most words are one local renamed (`collect`: `mutableListOf<Reporting.Entry>()` became
 * `mutableListOf<Entry>()`), not when the value was rewritten whole (`gather`: `source.count(Entry.ALL)`
 * became `title.trim()`). A declaration paired with itself renamed, holding a value of its own, is
 * a rename even where a use was rewritten around a new local (`check`: `first.name` became an extracted
 * `name`), but not one holding a bare `false` (`exit`), which any other flag declares alike. Four
 * mapped statements agreeing outweigh more unpaired ones using either name (`tally`: the body
 * rewritten around `rows` -> `lines`); two do not (`count`), nor is the new local, declared where the
 * old one was with the same value (`new ArrayList<>()`), an extracted one. A local renamed where
 * the arguments of its use were also reordered (`open`: `Reader(source, count, size)` ->
 * `Reader(source, width, count)`) is renamed by its declaration; `count`, still there, is no rename.
 */
const cases: Array<[string, string[]]> = [
  ['java', [
    'Change Variable Type shop.Ledger.collect(Source, int)#pending -> shop.Ledger.collect(Source, int)#entries',
    'Change Variable Type shop.Ledger.tally(Source)#rows -> shop.Ledger.tally(Source)#lines',
    'Extract Variable shop.Ledger#check(Ledger, String) -> shop.Ledger.check(Ledger, String)#name',
    'Rename Variable shop.Ledger.check(Ledger, String)#first -> shop.Ledger.check(Ledger, String)#head',
    'Rename Variable shop.Ledger.collect(Source, int)#pending -> shop.Ledger.collect(Source, int)#entries',
    'Rename Variable shop.Ledger.open(Source)#size -> shop.Ledger.open(Source)#width',
    'Rename Variable shop.Ledger.tally(Source)#rows -> shop.Ledger.tally(Source)#lines',
  ]],
  ['kotlin', [
    'Extract Variable shop.Ledger#check(Ledger, String) -> shop.Ledger.check(Ledger, String)#name',
    'Rename Variable shop.Ledger.check(Ledger, String)#first -> shop.Ledger.check(Ledger, String)#head',
    'Rename Variable shop.Ledger.collect(Source)#pending -> shop.Ledger.collect(Source)#entries',
    'Rename Variable shop.Ledger.open(Source)#size -> shop.Ledger.open(Source)#width',
    'Rename Variable shop.Ledger.tally(Source)#rows -> shop.Ledger.tally(Source)#lines',
  ]],
];

describe.each(cases)('%s: locals renamed with their declarations changed', (language, expected) => {
  it('are renames when the uses agree, and only those', async () => {
    expect(await detectInFixture(`${language}/variable-renames-apart`)).toEqual([...expected].sort());
  });
});
