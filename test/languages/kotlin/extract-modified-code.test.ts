import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * Extractions (and, read backwards, inlinings) of code that changed on the way, decided from
 * mapped statements where the token bags are unsure (src/core/moved-code.ts), on
 * test/fixtures/kotlin/<case>: exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[], string[]]> = [
  // Locals renamed, a parameter for the caller's list, a destructured pair for the two `var`s.
  [
    'extract-method-modified',
    [
      'Extract Method shop.reports.Report#print(List<Order>, Appendable) -> shop.reports.Report#summarize(List<Order>)',
      // The locals renamed on their way, reported in the extracted method.
      'Rename Variable shop.reports.Report.print(List<Order>, Appendable)#largest -> shop.reports.Report.summarize(List<Order>)#max',
      'Rename Variable shop.reports.Report.print(List<Order>, Appendable)#order -> shop.reports.Report.summarize(List<Order>)#row',
      'Rename Variable shop.reports.Report.print(List<Order>, Appendable)#total -> shop.reports.Report.summarize(List<Order>)#sum',
    ],
    ['Inline Method shop.reports.Report#summarize(List<Order>) -> shop.reports.Report#print(List<Order>, Appendable)']],
  // The moved statements renamed, with new checks and logging written around them.
  [
    'extract-method-with-new-code',
    [
      'Extract Method shop.Exporter#export(Report, Path) -> shop.Exporter#writeCsv(List<Entry>, Path)',
      'Rename Variable shop.Exporter.export(Report, Path)#entry -> shop.Exporter.writeCsv(List<Entry>, Path)#current',
      'Rename Variable shop.Exporter.export(Report, Path)#line -> shop.Exporter.writeCsv(List<Entry>, Path)#csvLine',
      'Rename Variable shop.Exporter.export(Report, Path)#rows -> shop.Exporter.writeCsv(List<Entry>, Path)#csvLines',
    ],
    ['Inline Method shop.Exporter#writeCsv(List<Entry>, Path) -> shop.Exporter#export(Report, Path)']],
  // A new guard wrapper around the one `readText()` the caller gave up.
  ['extract-guard-wrapper', [], []],
  // Named arguments named as the parameters they pass (`outputLayer = outputLayer`): read through
  // the call, the names stay names. The new `logMode`, passing `mode = mode` too, took nothing.
  [
    'extract-with-named-arguments',
    ['Extract Method enc.Encoder#build(Tensor, Boolean, Mode) -> enc.Encoder#applyOutputLayer(Layer, Boolean, Hparams, Mode, Tensor, Size)'],
    ['Inline Method enc.Encoder#applyOutputLayer(Layer, Boolean, Hparams, Mode, Tensor, Size) -> enc.Encoder#build(Tensor, Boolean, Mode)'],
  ],
  // Called on a type by name (`LeakTraceTable.deleteByAnalysis(db, id)`, the caller's own name):
  // that type's function, not the caller itself nor `ReportTable`'s, which shares a moved statement.
  [
    'extract-and-move-to-type-by-name',
    ['Extract And Move Method db.LeakTable#deleteByAnalysis(Database, Long) -> db.LeakTraceTable#deleteByAnalysis(Database, Long)'],
    ['Inline Method db.LeakTraceTable#deleteByAnalysis(Database, Long) -> db.LeakTable#deleteByAnalysis(Database, Long)'],
  ],
];

describe('Kotlin: extract and inline with modified code', () => {
  it.each(cases)('%s', async (name, extracted, inlined) => {
    expect(await detectInFixture(`kotlin/${name}`)).toEqual(extracted);
    expect(await detectInReversedFixture(`kotlin/${name}`)).toEqual(inlined);
  });
});
