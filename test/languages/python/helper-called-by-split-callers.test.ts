import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/python/helper-called-by-split-callers: a function renamed in its place, its body
 * as it was (`operator(node_classes)` -> `stream_operator(stream_classes)`), two new wrappers calling
 * it, its old callers split between them (`@operator()` -> `@filter_operator()`,
 * `@operator(node_classes={OutputNode})` -> `@output_operator()`, ffmpeg-python 6887ad8): no wrapper
 * took its place by its callers' evidence, the function was renamed. Not where every old caller
 * now calls one wrapper (`@register(...)` -> `@register_hook()`, `register_debug_hook` called by
 * none): that wrapper is the old function, its body extracted into the new helper.
 */
describe('python: a helper whose new callers split the old callers', () => {
  it('is the old function renamed, unless one caller took all its callers', async () => {
    expect(await detectInFixture('python/helper-called-by-split-callers')).toEqual([
      'Extract Function pkg/hooks.py#register(hook_classes, name) -> pkg/hooks.py#register_all(event_classes, name)',
      'Remove Parameter pkg/hooks.py.register(hook_classes, name)#hook_classes -> pkg/hooks.py#register_hook(name)',
      'Rename Function pkg/hooks.py#register(hook_classes, name) -> pkg/hooks.py#register_hook(name)',
      'Rename Function pkg/nodes.py#operator(node_classes, name) -> pkg/nodes.py#stream_operator(stream_classes, name)',
      'Rename Parameter pkg/nodes.py.operator(node_classes, name)#node_classes -> pkg/nodes.py.stream_operator(stream_classes, name)#stream_classes',
    ]);
  });
});
