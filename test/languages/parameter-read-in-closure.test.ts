import { detectInFixture } from '../helpers/fixtures';

/**
 * A parameter read only inside a function defined in its function's body (a closure such as
 * `var notify = function() { ... onChange() ... }`), renamed with a parameter added: the
 * closure's reads are the parameter's, so `onChange` -> `handler` (`callback` -> `listener` in
 * the Python and Kotlin fixtures) is one rename, though the closure's statements are its own
 * (JavaScript keeps nested functions apart; Python's nested `def` too). Typed (TypeScript,
 * Kotlin), the kept slot and the names in place already said so; the fixtures guard it. The
 * negative: a callback parameter replaced by another value (`finished` -> `alarm`, `done` ->
 * `timer`), the closure's call now one passing the new value to something else: removed and added.
 */
const cases: Array<[string, string[]]> = [
  ['javascript', [
    'Add Parameter src/folders.js#watchFolder(dir, onChange) -> src/folders.js.watchFolder(dir, handler, volume)#volume',
    'Rename Parameter src/folders.js.watchFolder(dir, onChange)#onChange -> src/folders.js.watchFolder(dir, handler, volume)#handler',
    'Add Parameter src/folders.js#ping(host, finished) -> src/folders.js.ping(host, alarm)#alarm',
    'Remove Parameter src/folders.js.ping(host, finished)#finished -> src/folders.js#ping(host, alarm)',
  ]],
  ['typescript', [
    'Add Parameter src/folders.ts#watchFolder(dir: FolderNode, onChange: () => void) -> src/folders.ts.watchFolder(dir: FolderNode, handler: (notice: tools.Notice) => void, volume: tools.Volume)#volume',
    'Change Parameter Type src/folders.ts.watchFolder(dir: FolderNode, onChange: () => void)#onChange -> src/folders.ts.watchFolder(dir: FolderNode, handler: (notice: tools.Notice) => void, volume: tools.Volume)#handler',
    'Rename Parameter src/folders.ts.watchFolder(dir: FolderNode, onChange: () => void)#onChange -> src/folders.ts.watchFolder(dir: FolderNode, handler: (notice: tools.Notice) => void, volume: tools.Volume)#handler',
    'Add Parameter src/folders.ts#ping(host: string, finished: () => void) -> src/folders.ts.ping(host: string, alarm: number)#alarm',
    'Remove Parameter src/folders.ts.ping(host: string, finished: () => void)#finished -> src/folders.ts#ping(host: string, alarm: number)',
  ]],
  ['python', [
    'Add Parameter pkg/resize.py#add_resize_listener(node, callback) -> pkg/resize.py.add_resize_listener(node, listener, chart)#chart',
    'Rename Parameter pkg/resize.py.add_resize_listener(node, callback)#callback -> pkg/resize.py.add_resize_listener(node, listener, chart)#listener',
    'Add Parameter pkg/resize.py#poll(url, done) -> pkg/resize.py.poll(url, timer)#timer',
    'Remove Parameter pkg/resize.py.poll(url, done)#done -> pkg/resize.py#poll(url, timer)',
  ]],
  ['kotlin', [
    'Add Parameter resize.Resizer#addResizeListener(Node, () -> Unit) -> resize.Resizer.addResizeListener(Node, (Event) -> Unit, Chart)#chart',
    'Change Parameter Type resize.Resizer.addResizeListener(Node, () -> Unit)#callback -> resize.Resizer.addResizeListener(Node, (Event) -> Unit, Chart)#listener',
    'Rename Parameter resize.Resizer.addResizeListener(Node, () -> Unit)#callback -> resize.Resizer.addResizeListener(Node, (Event) -> Unit, Chart)#listener',
    'Add Parameter resize.Resizer#poll(String, () -> Unit) -> resize.Resizer.poll(String, Timer)#timer',
    'Remove Parameter resize.Resizer.poll(String, () -> Unit)#done -> resize.Resizer#poll(String, Timer)',
  ]],
];

describe.each(cases)('%s: a parameter read in a closure', (language, expected) => {
  it('is renamed where the closure reads the new name in its place, and only there', async () => {
    expect(await detectInFixture(`${language}/parameter-read-in-closure`)).toEqual([...expected].sort());
  });
});
