import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * Extractions (and, read backwards, inlinings) of code that changed on the way, decided from
 * mapped statements where the token bags are unsure (src/core/moved-code.ts), on
 * test/fixtures/kotlin/<case>: exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[], string[]]> = [
  // Locals renamed, a parameter for the caller's list, a destructured pair for the two `var`s.
  ['extract-method-modified', ['Extract Method shop.reports.Report#print(List<Order>, Appendable) -> shop.reports.Report#summarize(List<Order>)', 'Rename Variable shop.reports.Report.print(List<Order>, Appendable)#largest -> shop.reports.Report.summarize(List<Order>)#max', 'Rename Variable shop.reports.Report.print(List<Order>, Appendable)#order -> shop.reports.Report.summarize(List<Order>)#row', 'Rename Variable shop.reports.Report.print(List<Order>, Appendable)#total -> shop.reports.Report.summarize(List<Order>)#sum'], ['Inline Method shop.reports.Report#summarize(List<Order>) -> shop.reports.Report#print(List<Order>, Appendable)', 'Rename Variable shop.reports.Report.summarize(List<Order>)#max -> shop.reports.Report.print(List<Order>, Appendable)#largest', 'Rename Variable shop.reports.Report.summarize(List<Order>)#row -> shop.reports.Report.print(List<Order>, Appendable)#order', 'Rename Variable shop.reports.Report.summarize(List<Order>)#sum -> shop.reports.Report.print(List<Order>, Appendable)#total']],
  // The moved statements renamed, with new checks and logging written around them.
  ['extract-method-with-new-code', ['Extract Method shop.Exporter#export(Report, Path) -> shop.Exporter#writeCsv(List<Entry>, Path)', 'Rename Variable shop.Exporter.export(Report, Path)#entry -> shop.Exporter.writeCsv(List<Entry>, Path)#current', 'Rename Variable shop.Exporter.export(Report, Path)#line -> shop.Exporter.writeCsv(List<Entry>, Path)#csvLine', 'Rename Variable shop.Exporter.export(Report, Path)#rows -> shop.Exporter.writeCsv(List<Entry>, Path)#csvLines'], ['Inline Method shop.Exporter#writeCsv(List<Entry>, Path) -> shop.Exporter#export(Report, Path)', 'Rename Variable shop.Exporter.writeCsv(List<Entry>, Path)#csvLine -> shop.Exporter.export(Report, Path)#line', 'Rename Variable shop.Exporter.writeCsv(List<Entry>, Path)#csvLines -> shop.Exporter.export(Report, Path)#rows']],
  // A new guard wrapper around the one `readText()` the caller gave up.
  ['extract-guard-wrapper', [], []],
];

describe('Kotlin: extract and inline with modified code', () => {
  it.each(cases)('%s', async (name, extracted, inlined) => {
    expect(await detectInFixture(`kotlin/${name}`)).toEqual(extracted);
    expect(await detectInReversedFixture(`kotlin/${name}`)).toEqual(inlined);
  });
});
