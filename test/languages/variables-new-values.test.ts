import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-new-values: a new local holding a new value where a name
 * stood is no Extract Variable: a value reading only the name's members (`error = createError(msg
 * + response.status, response.config)` where `reject(response)` was, in `settle`), calling on
 * another thing of a gone local's name (`isHttpsRequest = isHttps.test(protocol)`, the module's
 * `isHttps` where the local `isHttps` stood, in `pickAgent`), or offering the name as one choice
 * (`lastRequest = res.req || req` where `request: req` was, in `onResponse`). A value holding the
 * name within brackets, or calling on it, wraps it, and is extracted (`normalized =
 * normalize(table.locale, key)` where `render(key, ...)` was, in `lookupRow`; Python's
 * `hyps = [str(h) for h in hypotheses]`, in `write_lines`; `reader = parser.open(file)` where
 * `parser.position` was read, in `heapLength`).
 */
const cases: Array<[string, string[]]> = [
  [
    'javascript',
    [
      'Extract Variable lib/adapter.js#heapLength(parser, file) -> lib/adapter.js.heapLength(parser, file)#reader',
      'Extract Variable lib/adapter.js#lookupRow(table, key, log) -> lib/adapter.js.lookupRow(table, key, log)#normalized',
    ],
  ],
  [
    'python',
    [
      'Extract Variable lib/adapter.py.Adapter#lookup_row(table, key, log) -> lib/adapter.py.Adapter.lookup_row(table, key, log)#normalized',
      'Extract Variable lib/adapter.py.Adapter#write_lines(out, hypotheses) -> lib/adapter.py.Adapter.write_lines(out, hypotheses)#hyps',
    ],
  ],
];

describe.each(cases)('%s: new locals holding new values', (language, expected) => {
  it('are extracted where the value wraps the name it replaced, and only there', async () => {
    expect(await detectInFixture(`${language}/variables-new-values`)).toEqual(expected);
  });
});
