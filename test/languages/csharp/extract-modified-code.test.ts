import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * Extractions (and, read backwards, inlinings) of code that changed on the way, decided from
 * mapped statements where the token bags are unsure (src/core/moved-code.ts), on
 * test/fixtures/csharp/<case>: exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[], string[]]> = [
  // Locals renamed, a parameter for the caller's list, a tuple returned for the assignments.
  ['extract-method-modified', ['Extract Method Shop.Reports.Report#Print(List<Order>, TextWriter) -> Shop.Reports.Report#Summarize(List<Order>)', 'Rename Variable Shop.Reports.Report.Print(List<Order>, TextWriter)#largest -> Shop.Reports.Report.Summarize(List<Order>)#max', 'Rename Variable Shop.Reports.Report.Print(List<Order>, TextWriter)#order -> Shop.Reports.Report.Summarize(List<Order>)#row', 'Rename Variable Shop.Reports.Report.Print(List<Order>, TextWriter)#total -> Shop.Reports.Report.Summarize(List<Order>)#sum'], ['Inline Method Shop.Reports.Report#Summarize(List<Order>) -> Shop.Reports.Report#Print(List<Order>, TextWriter)', 'Rename Variable Shop.Reports.Report.Summarize(List<Order>)#max -> Shop.Reports.Report.Print(List<Order>, TextWriter)#largest', 'Rename Variable Shop.Reports.Report.Summarize(List<Order>)#row -> Shop.Reports.Report.Print(List<Order>, TextWriter)#order', 'Rename Variable Shop.Reports.Report.Summarize(List<Order>)#sum -> Shop.Reports.Report.Print(List<Order>, TextWriter)#total']],
  // A new guard wrapper around the one `File.ReadAllText` the caller gave up.
  ['extract-guard-wrapper', [], []],
];

describe('C#: extract and inline with modified code', () => {
  it.each(cases)('%s', async (name, extracted, inlined) => {
    expect(await detectInFixture(`csharp/${name}`)).toEqual(extracted);
    expect(await detectInReversedFixture(`csharp/${name}`)).toEqual(inlined);
  });
});
