import { detectInFixture } from '../../helpers/fixtures';

/**
 * A method renamed in its place, its one caller beside it calling the new name where it called the
 * old, while most of its body went to a function of another module that the renamed method now
 * reaches through a table (`specialized_doctest()` -> `custom_doctest()`, the float comparison now
 * `float_doctest()`; dit `475506c`): renamed, not moved and renamed into the function that holds
 * its old code, as RefactoringMiner reads the call replaced in place.
 */
describe('Python: a method renamed in place while its code went elsewhere', () => {
  it('pairs the method its caller now calls, not the function holding its old code', async () => {
    expect(await detectInFixture('python/renamed-where-its-code-went-elsewhere')).toEqual([
      'Rename Method app/shell.py.Shell#specialized_doctest(decorator, found, submitted) -> app/shell.py.Shell#custom_doctest(decorator, found, submitted)',
    ]);
  });
});
