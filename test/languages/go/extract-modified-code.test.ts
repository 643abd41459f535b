import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * Extractions (and, read backwards, inlinings) of code that changed on the way, decided from
 * mapped statements where the token bags are unsure (src/core/moved-code.ts), on
 * test/fixtures/go/<case>: exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[], string[]]> = [
  // Locals renamed, a parameter for the caller's slice, two results returned for the assignments.
  ['extract-function-modified', ['Extract Function stats#PrintStats([]Sample, io.Writer) -> stats#weightedSum([]Sample)', 'Rename Variable stats.PrintStats([]Sample, io.Writer)#largest -> stats.weightedSum([]Sample)#max', 'Rename Variable stats.PrintStats([]Sample, io.Writer)#sample -> stats.weightedSum([]Sample)#item', 'Rename Variable stats.PrintStats([]Sample, io.Writer)#total -> stats.weightedSum([]Sample)#sum'], ['Inline Function stats#weightedSum([]Sample) -> stats#PrintStats([]Sample, io.Writer)', 'Rename Variable stats.weightedSum([]Sample)#item -> stats.PrintStats([]Sample, io.Writer)#sample', 'Rename Variable stats.weightedSum([]Sample)#max -> stats.PrintStats([]Sample, io.Writer)#largest', 'Rename Variable stats.weightedSum([]Sample)#sum -> stats.PrintStats([]Sample, io.Writer)#total']],
  // A new guard wrapper around the one `os.ReadFile` the caller gave up.
  ['extract-guard-wrapper', [], []],
];

describe('Go: extract and inline with modified code', () => {
  it.each(cases)('%s', async (name, extracted, inlined) => {
    expect(await detectInFixture(`go/${name}`)).toEqual(extracted);
    expect(await detectInReversedFixture(`go/${name}`)).toEqual(inlined);
  });
});
