import { detectInFixture } from '../../helpers/fixtures';

/**
 * A method whose one caller, beside it, now calls a new method in the very place it called the old
 * one (`self.train_network()` -> `self.train_qnet()`), with the same parameters: renamed, though the
 * body grew from two lines to ten (texar `f5a2b25`), as RefactoringMiner reads the call replaced in
 * its statement.
 */
describe('Python: a method renamed where its call was replaced', () => {
  it('pairs the callee whose call was replaced in place, with the same parameters', async () => {
    expect((await detectInFixture('python/call-replaced-in-place')).filter((line) => line.startsWith('Rename Method'))).toEqual([
      'Rename Method app/agent.py.Agent#train_network() -> app/agent.py.Agent#train_qnet()',
    ]);
  });
});
