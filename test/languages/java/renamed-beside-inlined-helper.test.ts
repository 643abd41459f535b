import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/java/renamed-beside-inlined-helper (the rule of the Python fixture of that name, in
 * the core): a removed method that the callers kept no longer call, nor anything added in its
 * stead, was inlined or dropped, no leftover of a rename; the class's other removed method and its
 * one added method are then each other's only leftovers (`testMapSameEffectAsOutput()` ->
 * `testCombinedOutput()`, beside `filterWithSelectExample()`, inlined into its one test). Not that
 * inlined helper itself, the one removed method of its class (`probeExample(String)`, its code now
 * in `testProbe()`, is not renamed `testScaledOutput()`, a new test much like it).
 */
describe('java: a method renamed beside a helper inlined in its class', () => {
  it('is renamed, and the inlined helper is not', async () => {
    expect(await detectInFixture('java/renamed-beside-inlined-helper')).toEqual([
      'Inline Method media.GraphTest#filterWithSelectExample() -> media.GraphTest#testFilterWithSelector()',
      'Inline Method media.ProbeTest#probeExample(String) -> media.ProbeTest#testProbe()',
      'Rename Method media.GraphTest#testFilterWithSelect() -> media.GraphTest#testFilterWithSelector()',
      'Rename Method media.GraphTest#testMapSameEffectAsOutput() -> media.GraphTest#testCombinedOutput()',
      'Rename Variable media.GraphTest.testMapSameEffectAsOutput()#oNoMap -> media.GraphTest.testCombinedOutput()#out',
    ]);
  });
});
