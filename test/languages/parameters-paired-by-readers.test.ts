import { detectInFixture } from '../helpers/fixtures';

/**
 * Parameters paired by the statements that read them, not by place and name alone (axios, mocha on
 * the labelled JavaScript set): a function moved while its parameters were renamed and their one
 * reader rewritten past the mapper's threshold, left in its place (`use(thenFn, rejectFn)` ->
 * `use(fulfilled, rejected)`): renamed; a parameter whose name a new one took, the first reader of
 * the old value now reading the new one (`request(config)` -> `request(configOrUrl, config)`):
 * renamed into its place, the name's new bearer added; a parameter replaced by two of its fields
 * (`err.actual` -> `actual`): removed, the fields added. Must not: a callback dropped for a timer
 * read elsewhere (`poll`), a parameter put before one that kept its name and is still read
 * (`log`), a parameter renamed with another added, read through as before (`describeError`).
 * Java's types already pair them: the fixture guards it, and a typed parameter that kept its name
 * and type stays paired by them (`request(Object config)` -> `request(Object configOrUrl, Object
 * config)`: an Add).
 */
const cases: Array<[string, string[]]> = [
  ['javascript', [
    'Add Parameter lib/client.js#describeError(err) -> lib/client.js.describeError(error, verbose)#verbose',
    'Add Parameter lib/client.js#log(message) -> lib/client.js.log(prefix, message)#prefix',
    'Add Parameter lib/client.js#poll(url, done) -> lib/client.js.poll(url, timer)#timer',
    'Add Parameter lib/client.js#request(config) -> lib/client.js.request(configOrUrl, config)#config',
    'Add Parameter lib/client.js#unifiedDiff(err) -> lib/client.js.unifiedDiff(actual, expected)#actual',
    'Add Parameter lib/client.js#unifiedDiff(err) -> lib/client.js.unifiedDiff(actual, expected)#expected',
    'Move Function lib/client.js#use(thenFn, rejectFn) -> lib/helpers/manager.js#use(fulfilled, rejected)',
    'Remove Parameter lib/client.js.poll(url, done)#done -> lib/client.js#poll(url, timer)',
    'Remove Parameter lib/client.js.unifiedDiff(err)#err -> lib/client.js#unifiedDiff(actual, expected)',
    'Rename Parameter lib/client.js.describeError(err)#err -> lib/client.js.describeError(error, verbose)#error',
    'Rename Parameter lib/client.js.request(config)#config -> lib/client.js.request(configOrUrl, config)#configOrUrl',
    'Rename Parameter lib/client.js.use(thenFn, rejectFn)#rejectFn -> lib/helpers/manager.js.use(fulfilled, rejected)#rejected',
    'Rename Parameter lib/client.js.use(thenFn, rejectFn)#thenFn -> lib/helpers/manager.js.use(fulfilled, rejected)#fulfilled',
  ]],
  ['python', [
    'Add Parameter pkg/client.py#describe_error(err) -> pkg/client.py.describe_error(error, verbose)#verbose',
    'Add Parameter pkg/client.py#log(message) -> pkg/client.py.log(prefix, message)#prefix',
    'Add Parameter pkg/client.py#poll(url, done) -> pkg/client.py.poll(url, timer)#timer',
    'Add Parameter pkg/client.py#request(config) -> pkg/client.py.request(config_or_url, config)#config',
    'Add Parameter pkg/client.py#unified_diff(err) -> pkg/client.py.unified_diff(actual, expected)#actual',
    'Add Parameter pkg/client.py#unified_diff(err) -> pkg/client.py.unified_diff(actual, expected)#expected',
    'Move Function pkg/client.py#use(then_fn, reject_fn) -> pkg/helpers/manager.py#use(fulfilled, rejected)',
    'Remove Parameter pkg/client.py.poll(url, done)#done -> pkg/client.py#poll(url, timer)',
    'Remove Parameter pkg/client.py.unified_diff(err)#err -> pkg/client.py#unified_diff(actual, expected)',
    'Rename Parameter pkg/client.py.describe_error(err)#err -> pkg/client.py.describe_error(error, verbose)#error',
    'Rename Parameter pkg/client.py.request(config)#config -> pkg/client.py.request(config_or_url, config)#config_or_url',
    'Rename Parameter pkg/client.py.use(then_fn, reject_fn)#reject_fn -> pkg/helpers/manager.py.use(fulfilled, rejected)#rejected',
    'Rename Parameter pkg/client.py.use(then_fn, reject_fn)#then_fn -> pkg/helpers/manager.py.use(fulfilled, rejected)#fulfilled',
  ]],
  ['java', [
    'Add Parameter app.Client#describeError(Failure) -> app.Client.describeError(Failure, boolean)#verbose',
    'Add Parameter app.Client#log(String) -> app.Client.log(String, String)#prefix',
    'Add Parameter app.Client#poll(String, Runnable) -> app.Client.poll(String, Timer)#timer',
    'Add Parameter app.Client#request(Object) -> app.Client.request(Object, Object)#configOrUrl',
    'Add Parameter app.Client#unifiedDiff(Failure) -> app.Client.unifiedDiff(String, String)#actual',
    'Add Parameter app.Client#unifiedDiff(Failure) -> app.Client.unifiedDiff(String, String)#expected',
    'Move Method app.Client#use(Handler, Handler) -> app.InterceptorManager#use(Handler, Handler)',
    'Remove Parameter app.Client.poll(String, Runnable)#done -> app.Client#poll(String, Timer)',
    'Remove Parameter app.Client.unifiedDiff(Failure)#err -> app.Client#unifiedDiff(String, String)',
    'Rename Parameter app.Client.describeError(Failure)#err -> app.Client.describeError(Failure, boolean)#error',
    'Rename Parameter app.Client.use(Handler, Handler)#rejectFn -> app.InterceptorManager.use(Handler, Handler)#rejected',
    'Rename Parameter app.Client.use(Handler, Handler)#thenFn -> app.InterceptorManager.use(Handler, Handler)#fulfilled',
  ]],
];

describe.each(cases)('%s: parameters paired by their readers', (language, expected) => {
  it('pairs a parameter with the one read where it was read, and only there', async () => {
    expect(await detectInFixture(`${language}/parameters-paired-by-readers`)).toEqual([...expected].sort());
  });
});
