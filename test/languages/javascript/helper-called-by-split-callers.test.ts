import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/javascript/helper-called-by-split-callers: a function renamed in its place, its
 * body as it was (`operator(nodeClasses)` -> `streamOperator(streamClasses)`), two new wrappers
 * calling it, its old callers split between them (`operator()(trim)` -> `filterOperator()(trim)`,
 * `operator([OutputNode])(run)` -> `outputOperator()(run)`): no wrapper took its place by its
 * callers' evidence, the function was renamed, not extracted from one of them.
 */
describe('javascript: a helper whose new callers split the old callers', () => {
  it('is the old function renamed', async () => {
    expect(await detectInFixture('javascript/helper-called-by-split-callers')).toEqual([
      'Rename Function lib/operators.js#operator(nodeClasses, name) -> lib/operators.js#streamOperator(streamClasses, name)',
      'Rename Parameter lib/operators.js.operator(nodeClasses, name)#nodeClasses -> lib/operators.js.streamOperator(streamClasses, name)#streamClasses',
    ]);
  });
});
