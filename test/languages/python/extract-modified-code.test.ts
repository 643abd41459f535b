import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * Extractions (and, read backwards, inlinings) of code that changed on the way, decided from
 * mapped statements where the token bags are unsure (src/core/moved-code.ts), on
 * test/fixtures/python/<case>: exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[], string[]]> = [
  // Locals renamed, a tuple returned for the assignments, a new early return.
  ['extract-function-modified', ['Extract Function app/report.py#print_report(orders, out) -> app/report.py#summarize(rows)', 'Rename Variable app/report.py.print_report(orders, out)#largest -> app/report.py.summarize(rows)#maximum', 'Rename Variable app/report.py.print_report(orders, out)#order -> app/report.py.summarize(rows)#row'], ['Inline Function app/report.py#summarize(rows) -> app/report.py#print_report(orders, out)', 'Rename Variable app/report.py.summarize(rows)#row -> app/report.py.print_report(orders, out)#order']],
  // A new guard wrapper around the one read the caller gave up: reported as extracted before statements decided.
  ['extract-guard-wrapper', [], []],
];

describe('Python: extract and inline with modified code', () => {
  it.each(cases)('%s', async (name, extracted, inlined) => {
    expect(await detectInFixture(`python/${name}`)).toEqual(extracted);
    expect(await detectInReversedFixture(`python/${name}`)).toEqual(inlined);
  });
});
