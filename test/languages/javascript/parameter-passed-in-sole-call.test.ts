import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/javascript/parameter-passed-in-sole-call: a guard on the old parameter dropped and
 * the one call of its name rewritten (`super([parent], name, ...args)` -> `super({ streamSpec:
 * stream, ... })`): the new name passed in the argument the old one was, in the constructor, took
 * its place; renamed. Not where the new name is passed in another argument (`this.release([parent],
 * name, ...args)` -> `this.release(name, { streamSpec: stream, ... })`, in `detach`): removed and added.
 */
describe('javascript: a parameter passed in the sole call of its name', () => {
  it("is renamed where the new name is passed in the old one's argument, and only there", async () => {
    expect(await detectInFixture('javascript/parameter-passed-in-sole-call')).toEqual([
      'Add Parameter lib/nodes.js.GlobalNode#detach(parent, name, ...args) -> lib/nodes.js.GlobalNode.detach(stream, name, args)#stream',
      'Remove Parameter lib/nodes.js.GlobalNode.detach(parent, name, ...args)#parent -> lib/nodes.js.GlobalNode#detach(stream, name, args)',
      'Rename Parameter lib/nodes.js.GlobalNode.constructor(parent, name, ...args)#parent -> lib/nodes.js.GlobalNode.constructor(stream, name, args)#stream',
    ]);
  });
});
