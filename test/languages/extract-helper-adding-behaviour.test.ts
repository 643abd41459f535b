import { detectInFixture } from '../helpers/fixtures';

/**
 * A helper that holds the expression its call replaced in a local and then does more with it
 * (`new Error(msg)` -> `createError(msg, config)`, which also sets the error's config and code) adds
 * behaviour: the caller's replaced code is not its body, so it is no extraction (axios, mocha on
 * the labelled JavaScript set). Must still report: a helper whose body is the statements the caller
 * lost (`timeoutError`), and a one-statement helper whose statement the caller lost (`logClosing`).
 */
const cases: Array<[string, string[]]> = [
  ['javascript', [
    'Extract Function lib/xhr.js#close(stream, name) -> lib/xhr.js#logClosing(stream, name)',
    'Extract Function lib/xhr.js#onTimeout(reject, config) -> lib/xhr.js#timeoutError(config)',
  ]],
  ['python', [
    'Extract Function pkg/requests.py#on_timeout(reject, config) -> pkg/requests.py#timeout_error(config)',
  ]],
  ['java', [
    'Extract Method app.Requests#onTimeout(Callback) -> app.Requests#timeoutError()',
  ]],
];

describe.each(cases)('%s: a helper adding behaviour to the expression it replaced', (language, expected) => {
  it('is no extraction, while a helper holding the lost statements is', async () => {
    expect(await detectInFixture(`${language}/extract-helper-adding-behaviour`)).toEqual([...expected].sort());
  });
});
