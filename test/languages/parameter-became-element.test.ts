import { detectInFixture } from '../helpers/fixtures';

/**
 * A parameter that became the element its body walked (`reports.forEach { report -> ... }`, `for
 * (Report report : reports)`, the loop's body now the method's and `report` the parameter) is that
 * parameter renamed and retyped, as RefactoringMiner names it, and only that (the element is no
 * Parameterize Variable besides). Not when the loop walked another value (`graph.pending()`, in
 * `audit`): the old parameter was removed, and the element made a parameter.
 */
const cases: Array<[string, string[]]> = [
  ['kotlin', [
    'Change Parameter Type shop.Inspector.inspect(Graph, List<Report>)#reports -> shop.Inspector.inspect(Graph, Report)#report',
    'Change Variable Type shop.Inspector.audit(Graph, List<Report>)#report -> shop.Inspector.audit(Graph, Report)#report',
    'Parameterize Variable shop.Inspector.audit(Graph, List<Report>)#report -> shop.Inspector.audit(Graph, Report)#report',
    'Remove Parameter shop.Inspector.audit(Graph, List<Report>)#reports -> shop.Inspector#audit(Graph, Report)',
    'Rename Parameter shop.Inspector.inspect(Graph, List<Report>)#reports -> shop.Inspector.inspect(Graph, Report)#report',
  ]],
  ['java', [
    'Change Parameter Type shop.Inspector.inspect(Graph, List<Report>)#reports -> shop.Inspector.inspect(Graph, Report)#report',
    'Parameterize Variable shop.Inspector.audit(Graph, List<Report>)#report -> shop.Inspector.audit(Graph, Report)#report',
    'Remove Parameter shop.Inspector.audit(Graph, List<Report>)#reports -> shop.Inspector#audit(Graph, Report)',
    'Rename Parameter shop.Inspector.inspect(Graph, List<Report>)#reports -> shop.Inspector.inspect(Graph, Report)#report',
  ]],
];

describe.each(cases)('%s: a parameter that became the element its body walked', (language, expected) => {
  it('is renamed and retyped; one whose loop walked another value is not', async () => {
    expect(await detectInFixture(`${language}/parameter-became-element`)).toEqual([...expected].sort());
  });
});
