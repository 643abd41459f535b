import { detectInFixture } from '../helpers/fixtures';

/**
 * A field moved out of its class and written, the same, into each class that took one of its
 * users (the methods inlined into their callers): one Move Field per copy, as RefactoringMiner
 * reports it. Must not: a same-named field holding another value (`retryPolicy = 3` in
 * `Archiver`), and a copy of a field its class kept (`timeout`). The Java case is in
 * java/field-refactorings.test.ts.
 */
const cases: Array<[string, string, string[]]> = [
  ['kotlin', 'kotlin/field-copied-on-move', [
    'Inline Method sync.Connection#download(List<String>) -> sync.Downloader#downloadAll(List<String>)',
    'Inline Method sync.Connection#upload(List<String>) -> sync.Uploader#uploadAll(List<String>)',
    'Move Field sync.Connection#retryPolicy -> sync.Downloader#retryPolicy',
    'Move Field sync.Connection#retryPolicy -> sync.Uploader#retryPolicy',
    'Remove Parameter sync.Connection.fetch(String, String, Duration)#host -> sync.Connection#fetch(String)',
    'Remove Parameter sync.Connection.fetch(String, String, Duration)#timeout -> sync.Connection#fetch(String)',
    'Remove Parameter sync.Connection.send(String, String, Duration)#host -> sync.Connection#send(String)',
    'Remove Parameter sync.Connection.send(String, String, Duration)#timeout -> sync.Connection#send(String)',
  ]],
  ['python', 'python/field-copied-on-move', [
    'Inline Method sync/connection.py.Connection#download(files) -> sync/downloader.py.Downloader#download_all(files)',
    'Inline Method sync/connection.py.Connection#upload(files) -> sync/uploader.py.Uploader#upload_all(files)',
    'Move Field sync/connection.py.Connection#retry_policy -> sync/downloader.py.Downloader#retry_policy',
    'Move Field sync/connection.py.Connection#retry_policy -> sync/uploader.py.Uploader#retry_policy',
    'Remove Parameter sync/connection.py.Connection._fetch(host, file, timeout)#host -> sync/connection.py.Connection#fetch(file)',
    'Remove Parameter sync/connection.py.Connection._fetch(host, file, timeout)#timeout -> sync/connection.py.Connection#fetch(file)',
    'Remove Parameter sync/connection.py.Connection._send(host, file, timeout)#host -> sync/connection.py.Connection#send(file)',
    'Remove Parameter sync/connection.py.Connection._send(host, file, timeout)#timeout -> sync/connection.py.Connection#send(file)',
    'Rename Method sync/connection.py.Connection#_fetch(host, file, timeout) -> sync/connection.py.Connection#fetch(file)',
    'Rename Method sync/connection.py.Connection#_send(host, file, timeout) -> sync/connection.py.Connection#send(file)',
  ]],
  ['javascript', 'javascript/field-copied-on-move', [
    'Inline Method sync/connection.js.Connection#download(files) -> sync/downloader.js.Downloader#downloadAll(files)',
    'Inline Method sync/connection.js.Connection#upload(files) -> sync/uploader.js.Uploader#uploadAll(files)',
    'Move Field sync/connection.js.Connection#retryPolicy -> sync/downloader.js.Downloader#retryPolicy',
    'Move Field sync/connection.js.Connection#retryPolicy -> sync/uploader.js.Uploader#retryPolicy',
    'Remove Parameter sync/connection.js.Connection.fetch(host, file, timeout)#host -> sync/connection.js.Connection#fetch(file)',
    'Remove Parameter sync/connection.js.Connection.fetch(host, file, timeout)#timeout -> sync/connection.js.Connection#fetch(file)',
    'Remove Parameter sync/connection.js.Connection.send(host, file, timeout)#host -> sync/connection.js.Connection#send(file)',
    'Remove Parameter sync/connection.js.Connection.send(host, file, timeout)#timeout -> sync/connection.js.Connection#send(file)',
  ]],
];

describe.each(cases)('%s: a field copied on its move', (_language, fixture, expected) => {
  it('reports a move to each copy, and none for a look-alike or a kept field', async () => {
    expect(await detectInFixture(fixture)).toEqual(expected);
  });
});
