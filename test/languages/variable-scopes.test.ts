import { detectInFixture } from '../helpers/fixtures';

/**
 * Locals in Java and Kotlin live to the end of their block, on test/fixtures/<language>/variable-scopes.
 * A caught exception renamed to the name another clause's exception has (`load`: `e` ->
 * `exception`) is a rename: the other `exception` is not visible where `e` is. A loop variable
 * renamed to the name of a nested loop's variable, that loop moved to a new method (`walk`: `root`
 * -> `node`), is a rename: the inner `node` left the body (renamed `next` there, inside the moved code). Names swapped between an outer and a
 * nested loop that both stay (`link`: `root` and `child`) are no renames.
 */
const cases: Array<[string, string[]]> = ['java', 'kotlin'].map((language) => [
  language,
  [
    'Extract Method shop.Graph#walk(Store) -> shop.Graph#walkFrom(Store, Node)',
    'Rename Variable shop.Graph.load(Source)#e -> shop.Graph.load(Source)#exception',
    'Rename Variable shop.Graph.walk(Store)#node -> shop.Graph.walkFrom(Store, Node)#next',
    'Rename Variable shop.Graph.walk(Store)#root -> shop.Graph.walk(Store)#node',
  ],
]);

describe.each(cases)('%s: locals renamed where other locals of the new name live in other blocks', (language, expected) => {
  it('are renames, and names swapped between nested blocks are not', async () => {
    expect(await detectInFixture(`${language}/variable-scopes`)).toEqual([...expected].sort());
  });
});
