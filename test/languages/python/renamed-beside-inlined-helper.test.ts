import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/python/renamed-beside-inlined-helper: a removed function that the callers kept no
 * longer call, nor anything added in its stead, was inlined or dropped, no leftover of a rename: the
 * module's other removed function and its one added function are then each other's only leftovers,
 * a rename when alike enough (`test_map_same_effect_as_output()` -> `test_combined_output()`, in
 * `test_graph.py`, beside `_get_filter_with_select_example()`, inlined into its one test). Not that inlined helper itself, the one removed function of its module (`_probe_example(name)`,
 * its code now in `test_probe()`, is not renamed `test_scaled_output()`, a new test much like it).
 */
describe('python: a function renamed beside a helper inlined in its module', () => {
  it('is renamed, and the inlined helper is not', async () => {
    expect(await detectInFixture('python/renamed-beside-inlined-helper')).toEqual([
      'Inline Function media/test_graph.py#_get_filter_with_select_example() -> media/test_graph.py#test_filter_with_selector()',
      'Inline Function media/test_probe.py#_probe_example(name) -> media/test_probe.py#test_probe()',
      'Rename Function media/test_graph.py#test_filter_with_select() -> media/test_graph.py#test_filter_with_selector()',
      'Rename Function media/test_graph.py#test_map_same_effect_as_output() -> media/test_graph.py#test_combined_output()',
      'Rename Variable media/test_graph.py.test_map_same_effect_as_output()#o_nomap -> media/test_graph.py.test_combined_output()#out',
    ]);
  });
});
