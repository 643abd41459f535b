import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/javascript/variables-grouped-names: a local whose value groups a name alone before
 * a member access, a JSDoc cast's brackets (`rawCause = /** @type {E} *\/ (error).cause`), holds
 * the value that stood where it is read (`error.cause`, in `errorCause`). Not one grouping another
 * name (`details = (registry).details` where `error.details` stood, in `errorDetails`).
 */
describe('javascript: a name grouped alone in a local\'s value', () => {
  it('is read as the name', async () => {
    expect(await detectInFixture('javascript/variables-grouped-names')).toEqual([
      'Extract Variable lib/stats.js#errorCause(object, error, context, factory) -> lib/stats.js.errorCause(object, error, context, factory)#rawCause',
    ]);
  });
});
