import { detectInFixture } from '../helpers/fixtures';

/**
 * A variable of an anonymous object's method written inside the body (the `{ leak -> }` of a
 * listener's `onSelected`, Java's local `Leak leak` there) holds that method's value, each call's
 * own: a new parameter of the same name is added, not that variable parameterized, as
 * RefactoringMiner reports it (leakcanary 50b3d17's `onLeaksRetrieved`). The function's own local
 * made a parameter (`limit`) is still a Parameterize Variable, and so is a lambda's element
 * (parameter-became-element.test.ts).
 */
const cases: Array<[string, string[]]> = [
  ['kotlin', [
    'Add Parameter screens.LeakScreen#show(View, List<Leak>) -> screens.LeakScreen.show(View, List<Leak>, Leak)#leak',
    'Change Variable Type screens.LeakScreen.render(View)#limit -> screens.LeakScreen.render(View, Int)#limit',
    'Parameterize Variable screens.LeakScreen.render(View)#limit -> screens.LeakScreen.render(View, Int)#limit',
  ]],
  ['java', [
    'Add Parameter screens.LeakScreen#show(View, List<Leak>) -> screens.LeakScreen.show(View, List<Leak>, Leak)#leak',
    'Parameterize Variable screens.LeakScreen.render(View)#limit -> screens.LeakScreen.render(View, int)#limit',
  ]],
];

describe.each(cases)('%s: a variable of a nested callable', (language, expected) => {
  it('is no local the function made a parameter', async () => {
    expect(await detectInFixture(`${language}/variable-of-nested-callable`)).toEqual([...expected].sort());
  });
});
