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
  // A parameter property renamed in its place in the constructor's list: the renamed parameter
  // says the field was renamed. Properties swapped (a reorder) and a plain parameter renamed are
  // no renamed fields. The retyped property, the one parameter changed in its place, read by no
  // body: renamed and retyped, as RefactoringMiner pairs them.
  [
    'constructor-property-renamed',
    [
      'Change Field Type src/config.ts.Config#leakTraceInspectors -> src/config.ts.Config#objectInspectors',
      'Change Parameter Type src/config.ts.Config.constructor(dumpHeap: boolean, leakTraceInspectors: LeakTraceInspector[], retries: number)#leakTraceInspectors -> src/config.ts.Config.constructor(dumpHeap: boolean, objectInspectors: ObjectInspector[], retries: number)#objectInspectors',
      'Rename Field src/config.ts.Config#leakTraceInspectors -> src/config.ts.Config#objectInspectors',
      'Rename Parameter src/config.ts.Config.constructor(dumpHeap: boolean, leakTraceInspectors: LeakTraceInspector[], retries: number)#leakTraceInspectors -> src/config.ts.Config.constructor(dumpHeap: boolean, objectInspectors: ObjectInspector[], retries: number)#objectInspectors',
      'Rename Parameter src/config.ts.Label.constructor(text: string, size: number)#text -> src/config.ts.Label.constructor(caption: string, size: number)#caption',
      'Reorder Parameter src/config.ts.Range#constructor(low: number, high: number) -> src/config.ts.Range#constructor(high: number, low: number)',
    ],
  ],
  ['negative', ['Extract Variable src/parser.ts.Parser#parse(text: string, separator?: string) -> src/parser.ts.Parser.parse(text: string, separator?: string)#parts']],
  // A class field and constructor parameter properties are fields; one of them renamed.
  ['field-rename', ['Rename Field src/session.ts.Session#lastSeen -> src/session.ts.Session#lastActivity']],
  // A namespace encloses its functions as a class does its methods.
  [
    'namespace-move',
    ['Move Function src/geometry.ts.Vectors#distance(a: [number, number], b: [number, number]) -> src/geometry.ts.Shapes#distance(a: [number, number], b: [number, number])'],
  ],
  // A module named by a string is the module its specifier resolves to: respelt, it is no renamed
  // namespace (the interface it augments stays where it was); a namespace named by an identifier is.
  ['module-augmentation-respelt', ['Rename Namespace src/scale.ts#Ticks -> src/scale.ts#TickFormat']],
  // A method moved out of its class into a module function and renamed: a method and a function
  // may match (the plugin declares the kinds interchangeable); the callback nested in it moves with
  // it, and the removed describe() is not the unrelated new describeUrl().
  [
    'method-to-module-function',
    ['Move And Rename Method src/core/client.ts.Client#stream(response: Response, onProgress: Progress) -> src/utils/body.ts#streamResponse(response: Response, onProgress: Progress)'],
  ],
  // The `check` callbacks of email() and url() went into matches() with the code extracted from
  // them: part of the extraction, no moves of their own. A nested function moved out on its own
  // to the module (collapse -> collapseSpaces) is still one.
  [
    'callback-extracted-with-its-code',
    [
      'Extract Method src/text-schema.ts.TextSchema#email(message?: Message) -> src/text-schema.ts.TextSchema#matches(pattern: RegExp, validation: Validation, message?: Message)',
      'Extract Method src/text-schema.ts.TextSchema#url(message?: Message) -> src/text-schema.ts.TextSchema#matches(pattern: RegExp, validation: Validation, message?: Message)',
      'Move And Rename Function src/text-schema.ts.TextSchema.normalise#collapse(text: string) -> src/text-schema.ts#collapseSpaces(text: string)',
    ],
  ],
  // A change of TypeScript and JavaScript files is one tree per side; the statements still decide:
  // the new guard wrapper around one readFileSync call (a weakly contained body, few of whose
  // statements map) is no extraction, beside a function renamed in the JavaScript file.
  ['guard-wrapper-beside-javascript', ['Rename Function src/legacy.js#padLeft(text, width) -> src/legacy.js#padStart(text, width)']],
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
  // A constant made by a factory from a callback (`define('MaxLength', (inst, def) => {...})`) is
  // the function its callback defines; a helper taken out of two of them and passed where the
  // code was (`inst.when ??= whenHasLength`) is extracted from both. A value computed from a
  // callback inside a function (`names` -> `labels`) is no definition: no rename.
  [
    'factory-callbacks',
    [
      'Extract Function src/checks.ts#MaxLength(inst, def) -> src/checks.ts#whenHasLength(payload: { value: unknown })',
      'Extract Function src/checks.ts#MinLength(inst, def) -> src/checks.ts#whenHasLength(payload: { value: unknown })',
      'Rename Variable src/checks.ts.summarize(checks: Check[])#names -> src/checks.ts.summarize(checks: Check[])#labels',
    ],
  ],
  // An object type alias holds fields as an interface does; a member of an object type inside an
  // intersection (`RequestOptions & { traceHeader }`) is none, so its rename is not reported.
  // An optional parameter is its name without the `?`: kept beside a renamed one (`step?`) or
  // renamed (`times?` -> `count?`), no whole Change Signature. A parameter made optional
  // (`fill` -> `fill?`) is no renamed nor added one: the signature alone changed.
  [
    'optional-parameter',
    [
      'Change Signature Function src/range.ts#pad(text: string, width: number, fill: string) -> src/range.ts#pad(text: string, width: number, fill?: string)',
      'Rename Parameter src/range.ts.range(start: number, end: number, step?: number)#start -> src/range.ts.range(from: number, end: number, step?: number)#from',
      'Rename Parameter src/range.ts.repeat(text: string, times?: number)#times -> src/range.ts.repeat(text: string, count?: number)#count',
    ],
  ],
  ['type-alias-fields', ['Rename Field src/options.ts.RequestOptions#prefixUrl -> src/options.ts.RequestOptions#prefix']],
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
