import { join } from 'node:path';
import { analyzeFiles } from '../../../src/engine/analyze';
import { readDirectoryPair } from '../../../src/sources/directory';
import { detectInFixture, detectInReversedFixture, FIXTURES } from '../../helpers/fixtures';

/**
 * End to end on test/fixtures/go/<case>/before|after: the Go plugin and the core together must
 * find exactly these refactorings, nothing more. Functions and types are named by their package
 * folder, methods by `<folder>.<ReceiverType>`; signatures show parameter types.
 */
const cases: Array<[string, string[]]> = [
  // Functions moved to another package, one renamed on the way; the caller now calls text.X.
  [
    'move-between-packages',
    ['Move And Rename Function store#Truncate(string, int) -> text#Shorten(string, int)', 'Move Function store#Slugify(string) -> text#Slugify(string)'],
  ],
  [
    'rename-function-signature',
    [
      'Add Parameter report#Percent(float64, float64) -> report.Percent(float64, float64, int)#decimals',
      'Rename Function report#sortedKeys(map[string]float64) -> report#keysByValue(map[string]float64)',
      'Rename Method report.Table#Render(io.Writer) -> report.Table#WriteMarkdown(io.Writer)',
    ],
  ],
  // A renamed receiver type renames the type only: its methods follow it. A parameter of the
  // renamed interface's type changes the signature, as in Java. A field used through the
  // receiver is renamed with its uses.
  [
    'rename-types',
    [
      'Change Parameter Type shop.Cart.Add(Pricer, string, int)#pricer -> shop.Basket.Add(PriceSource, string, int)#pricer',
      'Rename Field shop.Item#Qty -> shop.Item#Quantity',
      'Rename Interface shop#Pricer -> shop#PriceSource',
      'Rename Struct shop#Cart -> shop#Basket',
    ],
  ],
  // A named type whose code is little more than its one method (declared outside the type's
  // text), and a one-method interface, both renamed; an unrelated small type replacing another
  // (Level -> Priority) is no rename.
  [
    'rename-small-types',
    ['Rename Interface completion#PersistentFlag -> completion#LocalFlag', 'Rename Type completion#BashDirective -> completion#ShellDirective'],
  ],
  // Extracted into the same package, extracted into another one, inlined into its only caller.
  [
    'extract-inline',
    [
      'Extract And Move Function billing#Total(Invoice) -> billing/tax#Rate(string)',
      'Extract Function billing#Summary(Invoice) -> billing#writeLines(*strings.Builder, []Line)',
      'Inline Function billing#money(float64) -> billing#Receipt(Invoice)',
    ],
  ],
  // A method whose receiver is dropped becomes a package function (the same code, moved); the
  // method that still reads its receiver is not touched.
  ['receiver-dropped', ['Move And Rename Method form.Context#get(map[string][]string, string) -> form#getMapFromFormData(map[string][]string, string)']],
  // An embedded struct is a supertype: a method moved into it from the embedding struct is pulled up.
  ['pull-up-embedded', ['Pull Up Method shape.Circle#Describe(bool) -> shape.Base#Describe(bool)']],
  // A file renamed within its package moves nothing; a file moved to another package moves
  // every function in it (their import path changed).
  [
    'files',
    [
      'Move And Rename File internal/strutil#pad.go -> pkg/strutil#padding.go',
      'Move File internal/strutil#case.go -> pkg/strutil#case.go',
      'Move Function internal/strutil#CamelToSnake(string) -> pkg/strutil#CamelToSnake(string)',
      'Move Function internal/strutil#PadLeft(string, int, rune) -> pkg/strutil#PadLeft(string, int, rune)',
      'Move Function internal/strutil#PadRight(string, int, rune) -> pkg/strutil#PadRight(string, int, rune)',
      'Rename File server#server.go -> server#http.go',
    ],
  ],
  // Everyday struct field renames: one renamed beside one removed (`verbose` gone, `addr` ->
  // `address`, its constructor's parameter still `addr`), one renamed with its type changed, and
  // one renamed beside a function's parameter of its old name. Not renamed: a field whose name a
  // local took (`deploymentID`), two fields merged into a new one read where both were, and a
  // counter replaced by a flag (`count int` -> `stillExecuting atomic.Bool`: nothing of the
  // declaration kept, `l.count++` now `l.stillExecuting.Store(true)`, never read in its place).
  [
    'field-renames',
    [
      'Change Field Type server.Config#Timeout -> server.Config#TimeoutMs',
      'Rename Field server.Config#Name -> server.Config#JobName',
      'Rename Field server.Config#Timeout -> server.Config#TimeoutMs',
      'Rename Field server.Server#addr -> server.Server#address',
      'Rename Field server.Server#client -> server.Server#httpClient',
      'Rename Field server.Server#retries -> server.Server#maxAttempts',
    ],
  ],
];

describe('Go refactorings (fixtures)', () => {
  test.each(cases)('%s', async (name, expected) => {
    expect(await detectInFixture(`go/${name}`)).toEqual(expected);
  });

  // Read backwards, `amount := Total(inv)`, read only by the lines that left for `money(amount float64)`,
  // is now passed as `money(Total(inv))`: an Inline Variable, read through the call (inlined-through-calls.ts).
  test('read backwards, extractions are inlinings and the reverse', async () => {
    expect(await detectInReversedFixture('go/extract-inline')).toEqual([
      'Extract Function billing#Receipt(Invoice) -> billing#money(float64)',
      'Inline Function billing#writeLines(*strings.Builder, []Line) -> billing#Summary(Invoice)',
      'Inline Function billing/tax#Rate(string) -> billing#Total(Invoice)',
      'Inline Variable billing.Receipt(Invoice)#amount -> billing#Receipt(Invoice)',
    ]);
  });

  test('read backwards, a function given a receiver is a Move (And Rename) Function', async () => {
    expect(await detectInReversedFixture('go/receiver-dropped')).toEqual([
      'Move And Rename Function form#getMapFromFormData(map[string][]string, string) -> form.Context#get(map[string][]string, string)',
    ]);
  });

  test('a method moved out of an embedded struct into the one embedding it is pushed down', async () => {
    expect(await detectInReversedFixture('go/pull-up-embedded')).toEqual(['Push Down Method shape.Base#Describe(bool) -> shape.Circle#Describe(bool)']);
  });

  // A method and a function moved to another file of the package (the receiver's type in a file
  // not analysed): no refactoring. A generated file (`// Code generated ... DO NOT EDIT.`) is not
  // analysed, whatever changed in it.
  test('negative: moves within a package, and a generated file', async () => {
    const root = join(FIXTURES, 'go', 'negative');
    const pair = readDirectoryPair(join(root, 'before'), join(root, 'after'), () => true);
    const result = await analyzeFiles(pair.before, pair.after);
    expect(result.refactorings).toEqual([]);
    expect([result.filesBefore, result.filesAfter]).toEqual([1, 2]);
    expect(result.warnings).toEqual(['1 file skipped as minified or generated: api/api.pb.go']);
  });
});
