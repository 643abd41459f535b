import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * End to end on test/fixtures/typescript/<case>/before|after: the TypeScript plugin and the core
 * together must find exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[]]> = [
  // A class renamed with the interface it implements unchanged: one rename, members follow.
  ['rename-class', ['Rename Class src/cart.ts#ShoppingCart -> src/cart.ts#Basket']],
  // TypeScript's own type declarations rename like classes; a parameter typed with the renamed
  // interface changes the function's signature.
  [
    'rename-types',
    [
      'Change Field Type src/shapes.ts.Drawable#colour -> src/shapes.ts.Renderable#colour',
      'Change Parameter Type src/shapes.ts.drawAll(items: Drawable[], context: CanvasRenderingContext2D)#items -> src/shapes.ts.drawAll(items: Renderable[], context: CanvasRenderingContext2D)#items',
      'Change Return Type src/shapes.ts#origin() -> src/shapes.ts#origin()',
      'Rename Enum src/shapes.ts#Colour -> src/shapes.ts#Color',
      'Rename Interface src/shapes.ts#Drawable -> src/shapes.ts#Renderable',
      'Rename Type src/shapes.ts#Coordinates -> src/shapes.ts#Point',
    ],
  ],
  // Overload signatures are one method with their implementation: addRow stays one unchanged node.
  [
    'extract-and-rename-method',
    [
      "Extract Method src/report.ts.ReportBuilder#render(format: 'text' | 'markdown') -> src/report.ts.ReportBuilder#heading(format: 'text' | 'markdown')",
      'Rename Method src/report.ts.ReportBuilder#clear() -> src/report.ts.ReportBuilder#reset()',
    ],
  ],
  ['move-function', ['Move Function src/orders.ts#formatCurrency(cents: number, currency: string) -> src/money.ts#formatCurrency(cents: number, currency: string)']],
  [
    'change-signature-function',
    [
      'Add Parameter src/retry.ts#retry(operation: () => Promise<T>, attempts: number, delayMs: number) -> src/retry.ts.retry(operation: () => Promise<T>, options: RetryOptions)#options',
      'Remove Parameter src/retry.ts.retry(operation: () => Promise<T>, attempts: number, delayMs: number)#attempts -> src/retry.ts#retry(operation: () => Promise<T>, options: RetryOptions)',
      'Remove Parameter src/retry.ts.retry(operation: () => Promise<T>, attempts: number, delayMs: number)#delayMs -> src/retry.ts#retry(operation: () => Promise<T>, options: RetryOptions)',
    ],
  ],
  ['inline-function', ['Inline Function src/slug.ts#stripAccents(text: string) -> src/slug.ts#slugify(title: string, maxLength)']],
  ['pull-up-method', ['Pull Up Method src/email.ts.EmailNotifier#truncate(text: string, limit: number) -> src/notifier.ts.Notifier#truncate(text: string, limit: number)']],
  // `implements` is a subtype edge: the new interface is extracted, the methods it declares with
  // the same signatures pulled up into it (as in Java); save(item: T) is another signature.
  [
    'extract-interface',
    [
      'Extract Interface src/user-store.ts#UserStore -> src/store.ts#Store',
      'Pull Up Method src/user-store.ts.UserStore#find(id: string) -> src/store.ts.Store#find(id: string)',
      'Pull Up Method src/user-store.ts.UserStore#remove(id: string) -> src/store.ts.Store#remove(id: string)',
    ],
  ],
  ['move-class', ['Move Class src/util.ts#LruCache -> src/cache/lru-cache.ts#LruCache']],
  // TSX is read with its own grammar: a component renamed, its state and effect extracted into a
  // hook in a .ts module, the interface moved along.
  [
    'tsx-component',
    [
      'Extract And Move Function src/TodoList.tsx#TodoItems({ source }: { source: string }) -> src/useTodos.ts#useTodos(source: string)',
      'Move Interface src/TodoList.tsx#Todo -> src/useTodos.ts#Todo',
      'Rename Function src/TodoList.tsx#TodoItems({ source }: { source: string }) -> src/TodoList.tsx#TodoList({ source }: { source: string })',
    ],
  ],
  // Overload signatures added before an unchanged implementation, bodies edited, and functions
  // renamed in a declaration file (.d.ts, not code anyone refactors by hand): nothing but the
  // one in-body refactoring the edit holds (`return text.split(...)` now returns a local `parts`).
  ['negative', ['Extract Variable src/parser.ts.Parser#parse(text: string, separator?: string) -> src/parser.ts.Parser.parse(text: string, separator?: string)#parts']],
  // A class field and constructor parameter properties are fields; one of them renamed.
  ['field-rename', ['Rename Field src/session.ts.Session#lastSeen -> src/session.ts.Session#lastActivity']],
  // A namespace encloses its functions as a class does its methods.
  [
    'namespace-move',
    ['Move Function src/geometry.ts.Vectors#distance(a: [number, number], b: [number, number]) -> src/geometry.ts.Shapes#distance(a: [number, number], b: [number, number])'],
  ],
  ['rename-file', ['Rename File src#date-utils.ts -> src#dates.ts']],
  ['move-and-rename-function', ['Move And Rename Function src/signup.ts#validateMail(address: string) -> src/validation.ts#isValidEmail(address: string)']],
  // Two exporters given an abstract superclass: their shared field and method pulled up; the
  // abstract export() declared there counts as pulled up from both, as the Java plugin reports it.
  [
    'extract-superclass',
    [
      'Extract Superclass src/csv.ts#CsvExporter -> src/exporter.ts#Exporter',
      'Extract Superclass src/json.ts#JsonExporter -> src/exporter.ts#Exporter',
      'Pull Up Field src/csv.ts.CsvExporter#rows -> src/exporter.ts.Exporter#rows',
      'Pull Up Field src/json.ts.JsonExporter#rows -> src/exporter.ts.Exporter#rows',
      'Pull Up Method src/csv.ts.CsvExporter#add(row: string[]) -> src/exporter.ts.Exporter#add(row: string[])',
      'Pull Up Method src/csv.ts.CsvExporter#export() -> src/exporter.ts.Exporter#export()',
      'Pull Up Method src/json.ts.JsonExporter#add(row: string[]) -> src/exporter.ts.Exporter#add(row: string[])',
      'Pull Up Method src/json.ts.JsonExporter#export() -> src/exporter.ts.Exporter#export()',
    ],
  ],
];

describe('TypeScript refactorings (fixtures)', () => {
  test.each(cases)('%s', async (name, expected) => {
    expect(await detectInFixture(`typescript/${name}`)).toEqual(expected);
  });

  // Read backwards, the same changes are their inverses.
  test('push down and extract function are pull up and inline read backwards', async () => {
    expect(await detectInReversedFixture('typescript/pull-up-method')).toEqual([
      'Push Down Method src/notifier.ts.Notifier#truncate(text: string, limit: number) -> src/email.ts.EmailNotifier#truncate(text: string, limit: number)',
    ]);
    expect(await detectInReversedFixture('typescript/inline-function')).toEqual([
      'Extract Function src/slug.ts#slugify(title: string, maxLength) -> src/slug.ts#stripAccents(text: string)',
    ]);
  });
});
