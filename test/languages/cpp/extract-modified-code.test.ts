import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * Extractions (and, read backwards, inlinings) of code that changed on the way, decided from
 * mapped statements where the token bags are unsure (src/core/moved-code.ts), on
 * test/fixtures/cpp/<case>: exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[], string[]]> = [
  // Out of a method into a free function: locals renamed, a range-for over `const auto&`, the
  // caller's member passed in, a reference out-parameter, a return for the assignment and a new
  // check. Its tokens alone are below the containment threshold.
  [
    'extract-function-modified',
    ['Extract And Move Function stats.Report#print(std::ostream&) const -> stats#weightedSum(const std::vector<Sample>&, double&)', 'Rename Variable stats.Report.print(std::ostream&) const#total -> stats.weightedSum(const std::vector<Sample>&, double&)#acc', 'Rename Variable stats.Report.print(std::ostream&) const#value -> stats.weightedSum(const std::vector<Sample>&, double&)#product'],
    ['Inline Function stats#weightedSum(const std::vector<Sample>&, double&) -> stats.Report#print(std::ostream&) const', 'Rename Variable stats.weightedSum(const std::vector<Sample>&, double&)#acc -> stats.Report.print(std::ostream&) const#total', 'Rename Variable stats.weightedSum(const std::vector<Sample>&, double&)#product -> stats.Report.print(std::ostream&) const#value'],
  ],
  // The same code into a private method of the class, declared in its header: the member it
  // reads stays a member, no parameter.
  [
    'extract-method-modified',
    ['Extract Method stats.Report#print(std::ostream&) const -> stats.Report#weightedSum(double&) const', 'Rename Variable stats.Report.print(std::ostream&) const#total -> stats.Report.weightedSum(double&) const#acc', 'Rename Variable stats.Report.print(std::ostream&) const#value -> stats.Report.weightedSum(double&) const#product'],
    ['Inline Method stats.Report#weightedSum(double&) const -> stats.Report#print(std::ostream&) const', 'Rename Variable stats.Report.weightedSum(double&) const#acc -> stats.Report.print(std::ostream&) const#total', 'Rename Variable stats.Report.weightedSum(double&) const#product -> stats.Report.print(std::ostream&) const#value'],
  ],
  // A new guard wrapper around the one stream the caller opened: its tokens explain the caller's
  // change, its five statements and more almost none of it.
  ['extract-guard-wrapper', [], []],
];

describe('C++: extract and inline with modified code', () => {
  it.each(cases)('%s', async (name, extracted, inlined) => {
    expect(await detectInFixture(`cpp/${name}`)).toEqual(extracted);
    expect(await detectInReversedFixture(`cpp/${name}`)).toEqual(inlined);
  });
});
