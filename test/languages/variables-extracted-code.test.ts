import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-extracted-code: the locals of extracted code are compared
 * with the statements the caller lost, and reported in the extracted callable, as RefactoringMiner
 * does: `first` renamed `nimi` and `len(rows) + limit` extracted into `bound` on their way into
 * `summarize` (in Python called with `limit=limit`, an argument passed by name: read through it, the
 * body holds the value alone). Code the caller held twice, now one method called twice, is read
 * through each call: `first` and `second` both became `summary` in `weighted_total`, read through
 * `(rows, other)` and `(other, rows)`. The locals passed in, now its parameters, are no Parameterize Variable. Not a local
 * whose read stayed at the call site (`args = cmd + ...` with `check_call(args)`, now
 * `check_call(self.compile(...))` and `return cmd + ...` in `compile`): no Inline Variable.
 */
const cases: Array<[string, string[]]> = [
  ['python', [
    'Extract Method shop/reports.py.Reports#build(rows, limit) -> shop/reports.py.Reports#summarize(rows, limit)',
    'Extract Method shop/reports.py.Reports#run(stream, cmd) -> shop/reports.py.Reports#compile(stream, cmd)',
    'Extract Variable shop/reports.py.Reports#build(rows, limit) -> shop/reports.py.Reports.summarize(rows, limit)#bound',
    'Rename Variable shop/reports.py.Reports.build(rows, limit)#first -> shop/reports.py.Reports.summarize(rows, limit)#nimi',
    'Extract Method shop/reports.py.Reports#compare(rows, other) -> shop/reports.py.Reports#weighted_total(rows, other)',
    'Rename Variable shop/reports.py.Reports.compare(rows, other)#first -> shop/reports.py.Reports.weighted_total(rows, other)#summary',
    'Rename Variable shop/reports.py.Reports.compare(rows, other)#second -> shop/reports.py.Reports.weighted_total(rows, other)#summary',
  ]],
  ['java', [
    'Extract Method shop.Reports#build(List<Row>, int) -> shop.Reports#summarize(List<Row>, int)',
    'Extract Method shop.Reports#run(Stream, List<String>) -> shop.Reports#compile(Stream, List<String>)',
    'Extract Variable shop.Reports#build(List<Row>, int) -> shop.Reports.summarize(List<Row>, int)#bound',
    'Rename Variable shop.Reports.build(List<Row>, int)#first -> shop.Reports.summarize(List<Row>, int)#nimi',
    'Extract Method shop.Reports#compare(List<Row>, List<Row>) -> shop.Reports#weightedTotal(List<Row>, List<Row>)',
    'Rename Variable shop.Reports.compare(List<Row>, List<Row>)#first -> shop.Reports.weightedTotal(List<Row>, List<Row>)#summary',
    'Rename Variable shop.Reports.compare(List<Row>, List<Row>)#second -> shop.Reports.weightedTotal(List<Row>, List<Row>)#summary',
  ]],
];

describe.each(cases)('%s: variables of extracted code', (language, expected) => {
  it('are reported in the extracted callable, and only those', async () => {
    expect(await detectInFixture(`${language}/variables-extracted-code`)).toEqual([...expected].sort());
  });
});
