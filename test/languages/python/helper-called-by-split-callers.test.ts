import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/python/helper-called-by-split-callers: a function renamed in its place, its body
 * as it was (`action(cell_types)` -> `cell_action(cell_kinds)`), two new wrappers calling it, its
 * old callers split between them (`@action()` -> `@formula_action()`,
 * `@action(cell_types={ExportCell})` -> `@export_action()`): no wrapper took its place by its
 * callers' evidence, the function was renamed. Not where every old caller now calls one wrapper
 * (`@subscribe(...)` -> `@subscribe_alert()`, `subscribe_audit` called by none): that wrapper is
 * the old function, its body extracted into the new helper.
 */
describe('python: a helper whose new callers split the old callers', () => {
  it('is the old function renamed, unless one caller took all its callers', async () => {
    expect(await detectInFixture('python/helper-called-by-split-callers')).toEqual([
      'Extract Function sheet/listeners.py#subscribe(topic_types, label) -> sheet/listeners.py#subscribe_each(channel_types, label)',
      'Remove Parameter sheet/listeners.py.subscribe(topic_types, label)#topic_types -> sheet/listeners.py#subscribe_alert(label)',
      'Rename Function sheet/listeners.py#subscribe(topic_types, label) -> sheet/listeners.py#subscribe_alert(label)',
      'Rename Function sheet/ranges.py#action(cell_types, label) -> sheet/ranges.py#cell_action(cell_kinds, label)',
      'Rename Parameter sheet/ranges.py.action(cell_types, label)#cell_types -> sheet/ranges.py.cell_action(cell_kinds, label)#cell_kinds',
    ]);
  });
});
