import { detectInFixture } from '../helpers/fixtures';

/**
 * A parameter read only inside a function defined in its function's body (a closure: Chart.js's
 * `var notify = function() { ... callback() ... }`), renamed with a parameter added: the
 * closure's reads are the parameter's, so `callback` -> `listener` is one rename, though the
 * closure's statements are its own (JavaScript keeps nested functions apart; Python's nested
 * `def` too). Typed (TypeScript, Kotlin), the kept slot and the names in place already said so;
 * the fixtures guard it. The negative: `done` -> `timer`, the closure's `done()` now a call
 * passing `timer` to something else, is another value: removed and added.
 */
const cases: Array<[string, string[]]> = [
  ['javascript', [
    'Add Parameter src/resize.js#addResizeListener(node, callback) -> src/resize.js.addResizeListener(node, listener, chart)#chart',
    'Rename Parameter src/resize.js.addResizeListener(node, callback)#callback -> src/resize.js.addResizeListener(node, listener, chart)#listener',
    'Add Parameter src/resize.js#poll(url, done) -> src/resize.js.poll(url, timer)#timer',
    'Remove Parameter src/resize.js.poll(url, done)#done -> src/resize.js#poll(url, timer)',
  ]],
  ['typescript', [
    'Add Parameter src/resize.ts#addResizeListener(node: HTMLElement, callback: () => void) -> src/resize.ts.addResizeListener(node: HTMLElement, listener: (event: helpers.ChartEvent) => void, chart: helpers.Chart)#chart',
    'Change Parameter Type src/resize.ts.addResizeListener(node: HTMLElement, callback: () => void)#callback -> src/resize.ts.addResizeListener(node: HTMLElement, listener: (event: helpers.ChartEvent) => void, chart: helpers.Chart)#listener',
    'Rename Parameter src/resize.ts.addResizeListener(node: HTMLElement, callback: () => void)#callback -> src/resize.ts.addResizeListener(node: HTMLElement, listener: (event: helpers.ChartEvent) => void, chart: helpers.Chart)#listener',
    'Add Parameter src/resize.ts#poll(url: string, done: () => void) -> src/resize.ts.poll(url: string, timer: number)#timer',
    'Remove Parameter src/resize.ts.poll(url: string, done: () => void)#done -> src/resize.ts#poll(url: string, timer: number)',
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
