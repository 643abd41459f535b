import { detectInFixture } from '../../helpers/fixtures';

/**
 * A field its constructor set, gone, and one it sets now whose name continues the old one's first
 * word (`explore_steps` -> `exploration`, several fields merged into an exploration object; texar
 * `f5a2b25`), in a type moved and renamed: a Rename Attribute, as RefactoringMiner reads the
 * constructor's statements. Must NOT report: `report_every` -> `reporter`, the old name now a
 * local of the kept `log()` that read the field.
 */
describe('Python: a constructor field renamed by its leading word', () => {
  it('pairs the field the new name continues, not one whose name kept code still reads', async () => {
    expect(await detectInFixture('python/field-renamed-by-stem')).toEqual([
      'Move And Rename Class app/agent.py#Agent -> app/agents/dqn_agent.py#DqnAgent',
      'Rename Field app/agent.py.Agent#explore_steps -> app/agents/dqn_agent.py.DqnAgent#exploration',
    ]);
  });
});
