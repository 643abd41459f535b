import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/python/parameter-passed-in-sole-call: a guard on the old parameter dropped and the
 * one call of its name rewritten (`super(DockedPanel, self).__init__([owner], title, *opts, **style)`
 * -> `super(DockedPanel, self).__init__(host_spec=frame, title=title, ...)`): the new name passed in
 * the argument the old one was, in `__init__`, took its place; renamed though the statements moved
 * among those left unpaired. Not where the new name is passed in another argument
 * (`self.unmount([owner], title)` -> `self.unmount(title=title, host_spec=frame, ...)`, in
 * `undock`): removed and added.
 */
describe('python: a parameter passed in the sole call of its name', () => {
  it('is renamed where the new name is passed in the old one\'s argument, and only there', async () => {
    expect(await detectInFixture('python/parameter-passed-in-sole-call')).toEqual([
      'Add Parameter ui/panels.py.DockedPanel#undock(owner, title, *opts, **style) -> ui/panels.py.DockedPanel.undock(frame, title, opts, style)#frame',
      'Remove Parameter ui/panels.py.DockedPanel.undock(owner, title, *opts, **style)#owner -> ui/panels.py.DockedPanel#undock(frame, title, opts, style)',
      'Rename Parameter ui/panels.py.DockedPanel.__init__(owner, title, *opts, **style)#owner -> ui/panels.py.DockedPanel.__init__(frame, title, opts, style)#frame',
    ]);
  });
});
