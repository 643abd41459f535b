import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variable-split-into-locals: one local read twice in a statement that
 * now reads two new locals in its places (`emptyRepository`: `DefaultRepository(emptySource, emptySource)`
 * became `DefaultRepository(emptyRemoteSource, emptyLocalSource)`), the declarations all left apart
 * by the mapper, is renamed to the first, as RefactoringMiner reads it (Kotlin, Python). Not where
 * the mapper paired the old declaration with a new one (Java, JavaScript: `new FakeDataSource()` and
 * `new FakeNetworkDataSource()`): the rename rules judge that pair, and the use that went to the
 * other local is against it. A use rewritten around the new local counts (`showsLeak`:
 * `show(leak.trace)` became `show(leakTrace)`), and the local taking the old one's place in the most
 * statements is the one renamed (`leakTrace`, in two, not `selectedLeak`, in one). Not when the old
 * local still stands in one place (`sharedSource`), nor when a use of it the mapper left apart has
 * no new local in its place (`resetSource`: `fakeSource.reset()` gone), nor when a rewritten use
 * reads two new locals in its stead (`showsTrace`: `show(steps, selectedTrace)`). Python reads a
 * type from a constructor call, Java has it written: the local's type changed with it.
 */
const cases: Array<[string, string[]]> = [
  ['kotlin', [
    'Rename Variable tasks.RepositoryTest.emptyRepository()#emptySource -> tasks.RepositoryTest.emptyRepository()#emptyRemoteSource',
    'Rename Variable tasks.RepositoryTest.showsLeak(Details, Int)#leak -> tasks.RepositoryTest.showsLeak(Details, Int)#leakTrace',
  ]],
  ['java', [
    'Change Variable Type tasks.RepositoryTest.showsLeak(Details, int)#leak -> tasks.RepositoryTest.showsLeak(Details, int)#leakTrace',
    'Rename Variable tasks.RepositoryTest.showsLeak(Details, int)#leak -> tasks.RepositoryTest.showsLeak(Details, int)#leakTrace',
  ]],
  ['javascript', [
    'Rename Variable src/repository.test.js.showsLeak(projection, index)#leak -> src/repository.test.js.showsLeak(projection, index)#leakTrace',
  ]],
  ['python', [
    'Change Variable Type tasks/test_repository.py.empty_repository()#empty_source -> tasks/test_repository.py.empty_repository()#empty_remote_source',
    'Rename Variable tasks/test_repository.py.empty_repository()#empty_source -> tasks/test_repository.py.empty_repository()#empty_remote_source',
    'Rename Variable tasks/test_repository.py.shows_leak(projection, index)#leak -> tasks/test_repository.py.shows_leak(projection, index)#leak_trace',
  ]],
];

describe.each(cases)('%s: one local split into several', (language, expected) => {
  it('is renamed to the one taking the most places, when every use has a new local in its place and the declarations stand apart', async () => {
    expect(await detectInFixture(`${language}/variable-split-into-locals`)).toEqual(expected);
  });
});
