import { detectInFixture } from '../../helpers/fixtures';

/**
 * Fields renamed where their type itself was found late, or is no type of the old side.
 */
describe('Python: fields of types found late', () => {
  // A class rewritten on its way to another module under a new name, found by a script's
  // top-level code that built the old class and builds the new one; its `__init__`, rewritten
  // beyond pairing, still renames the field it sets from `state_dimension`, now `state_shape`.
  // The removed `ReplayCache` and the added `FrameCounter`, which no kept code named, stay apart.
  it('pairs a class through a script that switched to it, and its fields set from renamed parameters', async () => {
    expect(await detectInFixture('python/class-renamed-by-script')).toEqual([
      'Add Parameter models/deep_q_network.py.DeepQNetwork#get_action(action_mask) -> agents/nature_dqn_agent.py.NatureDQNAgent.get_action(state, action_mask)#state',
      'Move And Rename Class models/deep_q_network.py#DeepQNetwork -> agents/nature_dqn_agent.py#NatureDQNAgent',
      'Rename Field models/deep_q_network.py.DeepQNetwork#cnt_steps -> agents/nature_dqn_agent.py.NatureDQNAgent#timestep',
      'Rename Field models/deep_q_network.py.DeepQNetwork#observe_steps -> agents/nature_dqn_agent.py.NatureDQNAgent#observation_steps',
      'Rename Field models/deep_q_network.py.DeepQNetwork#state_dimension -> agents/nature_dqn_agent.py.NatureDQNAgent#state_shape',
      'Rename Method models/deep_q_network.py.DeepQNetwork#train_network() -> agents/nature_dqn_agent.py.NatureDQNAgent#train_qnet()',
      'Rename Parameter models/deep_q_network.py.DeepQNetwork.perceive(observation, action, reward, is_terminal)#observation -> agents/nature_dqn_agent.py.NatureDQNAgent.perceive(action, reward, is_terminal, next_observation)#next_observation',
      'Rename Variable models/deep_q_network.py.DeepQNetwork.train_network()#batch -> agents/nature_dqn_agent.py.NatureDQNAgent.train_qnet()#minibatch',
    ]);
  });

  // Module constants moved into a class: the one renamed on the way (`PADDING_TOKEN` ->
  // `PAD_TOKEN`, the same value, read by name where the old one was) went with them. `MASK_TOKEN`
  // and `SEPARATOR` hold other values; `DEFAULT_LANG` and `LANGUAGE` the same one, but no kept
  // code switched from one to the other: neither pair is a rename.
  it('pairs a constant renamed on its way to where its siblings went, and only that one', async () => {
    expect(await detectInFixture('python/constants-moved-into-class')).toEqual([
      'Move And Rename Field text/constants.py#PADDING_TOKEN -> text/vocabulary.py.SpecialTokens#PAD_TOKEN',
      'Move Field text/constants.py#BOS_TOKEN -> text/vocabulary.py.SpecialTokens#BOS_TOKEN',
      'Move Field text/constants.py#EOS_TOKEN -> text/vocabulary.py.SpecialTokens#EOS_TOKEN',
      'Move Field text/constants.py#UNK_TOKEN -> text/vocabulary.py.SpecialTokens#UNK_TOKEN',
    ]);
  });
});
