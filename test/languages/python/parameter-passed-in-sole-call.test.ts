import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/python/parameter-passed-in-sole-call: a guard on the old parameter dropped and the
 * one call of its name rewritten (`super(GlobalNode, self).__init__([parent], name, *args, **kwargs)`
 * -> `super(GlobalNode, self).__init__(stream_spec=stream, name=name, ...)`, ffmpeg-python 6887ad8): the new name passed in
 * the argument the old one was, in `__init__`, took its place; renamed though the statements moved
 * among those left unpaired. Not where the new name is passed in another argument
 * (`self.release([parent], name)` -> `self.release(name=name, stream_spec=stream, ...)`, in
 * `detach`): removed and added.
 */
describe('python: a parameter passed in the sole call of its name', () => {
  it('is renamed where the new name is passed in the old one\'s argument, and only there', async () => {
    expect(await detectInFixture('python/parameter-passed-in-sole-call')).toEqual([
      'Add Parameter graph/nodes.py.GlobalNode#detach(parent, name, *args, **kwargs) -> graph/nodes.py.GlobalNode.detach(stream, name, args, kwargs)#stream',
      'Remove Parameter graph/nodes.py.GlobalNode.detach(parent, name, *args, **kwargs)#parent -> graph/nodes.py.GlobalNode#detach(stream, name, args, kwargs)',
      'Rename Parameter graph/nodes.py.GlobalNode.__init__(parent, name, *args, **kwargs)#parent -> graph/nodes.py.GlobalNode.__init__(stream, name, args, kwargs)#stream',
    ]);
  });
});
