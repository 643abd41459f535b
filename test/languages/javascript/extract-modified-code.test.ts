import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * Extractions (and, read backwards, inlinings) of code that changed on the way, decided from
 * mapped statements where the token bags are unsure (src/core/moved-code.ts), on
 * test/fixtures/javascript/<case>: exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[], string[]]> = [
  // Locals renamed, a destructured result for the assignments, a new early return.
  ['extract-function-modified', ['Extract Function src/report.js#printReport(orders, out) -> src/report.js#summarize(rows)'], ['Inline Function src/report.js#summarize(rows) -> src/report.js#printReport(orders, out)']],
  // Issue 22: a new guard wrapper around one `readFileSync` call, 0.18 contained, once reported as extracted.
  ['extract-guard-wrapper', [], []],
];

describe('JavaScript: extract and inline with modified code', () => {
  it.each(cases)('%s', async (name, extracted, inlined) => {
    expect(await detectInFixture(`javascript/${name}`)).toEqual(extracted);
    expect(await detectInReversedFixture(`javascript/${name}`)).toEqual(inlined);
  });
});
