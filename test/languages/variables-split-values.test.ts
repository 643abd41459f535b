import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-split-values: one statement that inlines a local and extracts
 * another holding part of its value (`registry = context.getBootstrap().getServices().getService(R)`
 * gone, `bootstrap = context.getBootstrap()` new, the `return` now
 * `bootstrap.getServices().requireService(R).getBean(...)`), read with the other side's local written
 * back as its value: both found, the value changed on its way (`requireService`), the statements left
 * apart by the mapper compared whole. Not `read`'s locals, whose values are alike but neither part of
 * the other (`connection.getInputStream()`, `connection.inputStream`): one local rewritten, no
 * extraction nor inlining.
 */
const cases: Array<[string, string[]]> = [
  ['java', [
    'Extract Variable beans.Binder#resolve(Definition, Context) -> beans.Binder.resolve(Definition, Context)#bootstrap',
    'Inline Variable beans.Binder.resolve(Definition, Context)#registry -> beans.Binder#resolve(Definition, Context)',
  ]],
  ['kotlin', [
    'Extract Variable beans.Binder#resolve(Definition, Context) -> beans.Binder.resolve(Definition, Context)#bootstrap',
    'Inline Variable beans.Binder.resolve(Definition, Context)#registry -> beans.Binder#resolve(Definition, Context)',
  ]],
  ['python', [
    'Extract Variable src/binder.py.Binder#resolve(definition, context) -> src/binder.py.Binder.resolve(definition, context)#bootstrap',
    'Inline Variable src/binder.py.Binder.resolve(definition, context)#registry -> src/binder.py.Binder#resolve(definition, context)',
  ]],
];

describe.each(cases)('%s: a local extracted from the value of one inlined', (language, expected) => {
  it('are both found with the other written back, and locals merely rewritten are not', async () => {
    expect(await detectInFixture(`${language}/variables-split-values`)).toEqual(expected);
  });
});
