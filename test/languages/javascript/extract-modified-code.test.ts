import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * Extractions (and, read backwards, inlinings) of code that changed on the way, decided from
 * mapped statements where the token bags are unsure (src/core/moved-code.ts), on
 * test/fixtures/javascript/<case>: exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[], string[]]> = [
  // Locals renamed, a destructured result for the assignments, a new early return.
  ['extract-function-modified', ['Extract Function src/report.js#printReport(orders, out) -> src/report.js#summarize(rows)', 'Rename Variable src/report.js.printReport(orders, out)#largest -> src/report.js.summarize(rows)#max', 'Rename Variable src/report.js.printReport(orders, out)#order -> src/report.js.summarize(rows)#row', 'Rename Variable src/report.js.printReport(orders, out)#total -> src/report.js.summarize(rows)#sum'], ['Inline Function src/report.js#summarize(rows) -> src/report.js#printReport(orders, out)', 'Rename Variable src/report.js.summarize(rows)#max -> src/report.js.printReport(orders, out)#largest', 'Rename Variable src/report.js.summarize(rows)#row -> src/report.js.printReport(orders, out)#order', 'Rename Variable src/report.js.summarize(rows)#sum -> src/report.js.printReport(orders, out)#total']],
  // A function that kept its name but took a new body, the path its caller used to compute inline.
  [
    'extract-into-rewritten-function',
    ['Add Parameter src/bundle.js#outputDir() -> src/bundle.js.outputDir(target)#target', 'Extract Function src/bundle.js#createBundle(target, name) -> src/bundle.js#outputDir(target)'],
    ['Inline Function src/bundle.js#outputDir(target) -> src/bundle.js#createBundle(target, name)', 'Remove Parameter src/bundle.js.outputDir(target)#target -> src/bundle.js#outputDir()'],
  ],
  // The same function rewritten to compute another path: the caller's lost code went nowhere.
  [
    'extract-into-rewritten-function-unrelated',
    ['Add Parameter src/bundle.js#outputDir() -> src/bundle.js.outputDir(target)#target'],
    ['Remove Parameter src/bundle.js.outputDir(target)#target -> src/bundle.js#outputDir()'],
  ],
  // Three of the helper's six statements are the caller's header lines, each changed a little,
  // the other three new: as many moved as new, from two on, is an extraction (RefactoringMiner's rule).
  [
    'extract-half-mapped',
    ['Extract Method src/printer.js.Printer#render(sheet) -> src/printer.js.Printer#writeHeader(title, author)'],
    ['Inline Method src/printer.js.Printer#writeHeader(title, author) -> src/printer.js.Printer#render(sheet)'],
  ],
  // The same with one of the three header lines rewritten: two moved against four new is not.
  ['extract-third-mapped', [], []],
  // A one-line helper holding a statement of a largely rewritten caller, a return for its
  // assignment: too small a share of the rewrite for the token bags, the statement says it moved.
  [
    'extract-from-rewrite',
    ['Extract Method src/importer.js.Importer#run(records) -> src/importer.js.Importer#isSet(key)'],
    ['Inline Method src/importer.js.Importer#isSet(key) -> src/importer.js.Importer#run(records)'],
  ],
  // The same helper returning a null check: it pairs, weakly, with the lost flag read, and that is no evidence.
  ['extract-from-rewrite-unrelated', [], []],
  // Field assignments moved into a converter function as setter calls behind new type checks, one
  // of them rewritten: the setter call is the assignment, the checks no new code weighed against them.
  [
    'extract-setter-calls',
    ['Extract And Move Function src/server-options.js.ServerOptions#constructor(json) -> src/server-options-converter.js#fromJson(json, obj)'],
    ['Inline Function src/server-options-converter.js#fromJson(json, obj) -> src/server-options.js.ServerOptions#constructor(json)'],
  ],
  // The same converter setting other fields than those the constructor lost: nothing moved.
  ['extract-setter-calls-other-fields', [], []],
  // A one-statement helper computing its result from the value of a local the test gave up with
  // the statement using it: the value went into the helper. Extractions only.
  [
    'extract-lost-local-value',
    ['Extract Method src/operations-test.js.OperationsTest#testSubsystemReadWriteOperations() -> src/operations-test.js.OperationsTest#buildKernelServices()'],
    [],
  ],
  // The same helper building from other values: the lost local's value went nowhere.
  ['extract-lost-local-value-unrelated', [], []],
  // A helper that declares a local for the message a lost assertion wrote inline, then adds a check
  // of its own: the declaration and the assertion using it are that one lost statement. Read
  // backwards, only they make the inlining. The message, passed where the lost assertion had it, is
  // that Extract Variable (`reason`, in the new method).
  [
    'extract-with-extracted-variable',
    ['Extract Method src/path-expectations.js.PathExpectations#assertValueIsArray(responseContent) -> src/path-expectations.js.PathExpectations#assertExistsAndReturn(content)', 'Extract Variable src/path-expectations.js.PathExpectations#assertValueIsArray(responseContent) -> src/path-expectations.js.PathExpectations.assertExistsAndReturn(content)#reason', 'Rename Parameter src/path-expectations.js.PathExpectations.assertValueIsArray(responseContent)#responseContent -> src/path-expectations.js.PathExpectations.assertValueIsArray(content)#content', 'Rename Variable src/path-expectations.js.PathExpectations.assertValueIsArray(responseContent)#actualValue -> src/path-expectations.js.PathExpectations.assertValueIsArray(content)#value'],
    ['Inline Method src/path-expectations.js.PathExpectations#assertExistsAndReturn(content) -> src/path-expectations.js.PathExpectations#assertValueIsArray(responseContent)', 'Rename Parameter src/path-expectations.js.PathExpectations.assertValueIsArray(content)#content -> src/path-expectations.js.PathExpectations.assertValueIsArray(responseContent)#responseContent', 'Rename Variable src/path-expectations.js.PathExpectations.assertExistsAndReturn(content)#value -> src/path-expectations.js.PathExpectations.assertValueIsArray(responseContent)#actualValue', 'Rename Variable src/path-expectations.js.PathExpectations.assertValueIsArray(content)#value -> src/path-expectations.js.PathExpectations.assertValueIsArray(responseContent)#actualValue'],
  ],
  // The same helper whose local holds another message than the lost one: nothing moved.
  [
    'extract-with-unrelated-variable',
    [
      'Rename Parameter src/path-expectations.js.PathExpectations.assertValueIsArray(responseContent)#responseContent -> src/path-expectations.js.PathExpectations.assertValueIsArray(content)#content',
      'Rename Variable src/path-expectations.js.PathExpectations.assertValueIsArray(responseContent)#actualValue -> src/path-expectations.js.PathExpectations.assertValueIsArray(content)#value',
    ],
    [
      'Rename Parameter src/path-expectations.js.PathExpectations.assertValueIsArray(content)#content -> src/path-expectations.js.PathExpectations.assertValueIsArray(responseContent)#responseContent',
      'Rename Variable src/path-expectations.js.PathExpectations.assertValueIsArray(content)#value -> src/path-expectations.js.PathExpectations.assertValueIsArray(responseContent)#actualValue',
    ],
  ],
  // Two short lost statements (`global.gc();`, `heap.compact();`) word for word in a helper among
  // new code: an extraction (RefactoringMiner's several exact matches), for extractions only.
  ['extract-repeated-short-statements', ['Extract Function src/timing.js#main(args) -> src/timing.js#settle()'], []],
  // Only one of them: a two-word statement alone says too little.
  ['extract-one-short-statement', [], []],
  // Issue 22: a new guard wrapper around one `readFileSync` call, 0.18 contained, once reported as extracted.
  ['extract-guard-wrapper', [], []],
  // The loop of printReport, locals renamed, extracted into a function declared inside it: its
  // statements are read without the nested function's, so they are seen to have left (and the
  // renamed locals are the nested function's). A new nested `stamp()` took nothing.
  [
    'extract-into-nested-function-modified',
    [
      'Extract And Move Function src/report.js#printReport(orders, out) -> src/report.js.printReport#summarize(rows)',
      'Rename Variable src/report.js.printReport(orders, out)#largest -> src/report.js.printReport.summarize(rows)#max',
      'Rename Variable src/report.js.printReport(orders, out)#order -> src/report.js.printReport.summarize(rows)#row',
      'Rename Variable src/report.js.printReport(orders, out)#total -> src/report.js.printReport.summarize(rows)#sum',
    ],
    [
      'Inline Function src/report.js.printReport#summarize(rows) -> src/report.js#printReport(orders, out)',
      'Rename Variable src/report.js.printReport.summarize(rows)#max -> src/report.js.printReport(orders, out)#largest',
      'Rename Variable src/report.js.printReport.summarize(rows)#row -> src/report.js.printReport(orders, out)#order',
      'Rename Variable src/report.js.printReport.summarize(rows)#sum -> src/report.js.printReport(orders, out)#total',
    ],
  ],
  // The same loop taken out of a route's callback: the callback's statements are statements, so
  // the locals renamed on the way are found. A helper replacing the other callback's `map` with
  // new code (`customerNames`) took nothing. (Read backwards, `row` -> `order` pairs too weakly.)
  [
    'extract-from-callback-modified',
    [
      'Extract Function src/routes.js#registerReports(app, store) -> src/routes.js#summarize(rows)',
      'Rename Variable src/routes.js.registerReports(app, store)#largest -> src/routes.js.summarize(rows)#max',
      'Rename Variable src/routes.js.registerReports(app, store)#order -> src/routes.js.summarize(rows)#row',
      'Rename Variable src/routes.js.registerReports(app, store)#total -> src/routes.js.summarize(rows)#sum',
    ],
    [
      'Inline Function src/routes.js#summarize(rows) -> src/routes.js#registerReports(app, store)',
      'Rename Variable src/routes.js.summarize(rows)#max -> src/routes.js.registerReports(app, store)#largest',
      'Rename Variable src/routes.js.summarize(rows)#sum -> src/routes.js.registerReports(app, store)#total',
    ],
  ],
  // A watcher callback rewritten: its model assignments now a method of the controller called in
  // their place (angular's `$$setModelValue`), the rest split into two more methods. A sliver of a
  // large rewrite moved to another type, but two of its three statements map and it holds what its
  // call replaced: no stray match. Read backwards, `processModelValue()`, called by the inlined
  // `setModelValue`, is written out in the watcher too: inlined there through its caller.
  [
    'extract-and-move-from-rewrite-in-place',
    ['Extract And Move Method src/model.js#setupModelWatcher(ctrl, scope) -> src/model.js.ModelController#setModelValue(modelValue)'],
    [
      'Inline Method src/model.js.ModelController#processModelValue() -> src/model.js#setupModelWatcher(ctrl, scope)',
      'Inline Method src/model.js.ModelController#setModelValue(modelValue) -> src/model.js#setupModelWatcher(ctrl, scope)',
    ],
  ],
  // The same method called there, setting other fields than those the watcher lost: nothing moved.
  ['extract-and-move-from-rewrite-in-place-unrelated', [], []],
  // Two hook callbacks' template code moved into arrow helpers declared in apply (webpack's
  // linkPreload/linkPrefetch); a new `entryComment` helper writes other code and took nothing.
  [
    'extract-callbacks-into-local-helpers',
    [
      'Extract And Move Function lib/script-plugin.js.ScriptPlugin#apply(compiler) -> lib/script-plugin.js.ScriptPlugin.apply#linkPrefetch()',
      'Extract And Move Function lib/script-plugin.js.ScriptPlugin#apply(compiler) -> lib/script-plugin.js.ScriptPlugin.apply#linkPreload()',
    ],
    [
      'Inline Function lib/script-plugin.js.ScriptPlugin.apply#linkPrefetch() -> lib/script-plugin.js.ScriptPlugin#apply(compiler)',
      'Inline Function lib/script-plugin.js.ScriptPlugin.apply#linkPreload() -> lib/script-plugin.js.ScriptPlugin#apply(compiler)',
    ],
  ],
];

describe('JavaScript: extract and inline with modified code', () => {
  it.each(cases)('%s', async (name, extracted, inlined) => {
    expect(await detectInFixture(`javascript/${name}`)).toEqual(extracted);
    expect(await detectInReversedFixture(`javascript/${name}`)).toEqual(inlined);
  });
});
