import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * Extractions (and, read backwards, inlinings) of code that changed on the way, decided from
 * mapped statements where the token bags are unsure (src/core/moved-code.ts), on
 * test/fixtures/java/<case>: exactly these refactorings, nothing more.
 */
/** `writeRow`'s parameters that became arrays (the swapped-receiver fixtures), each way. */
const OLD_UPDATE = 'print.CsvLayout.writeRow(String, String, Object, Card, StringBuilder, List<Object>)';
const NEW_UPDATE = 'print.CsvLayout.writeRow(String, String[], Object[], Card, StringBuilder, List<Object>)';
const keysToArrays = (from: string, to: string, [key, id]: string[], [keys, ids]: string[]) => [
  `Change Parameter Type ${from}#${id} -> ${to}#${ids}`,
  `Change Parameter Type ${from}#${key} -> ${to}#${keys}`,
  `Rename Parameter ${from}#${id} -> ${to}#${ids}`,
  `Rename Parameter ${from}#${key} -> ${to}#${keys}`,
];
const KEYS_TO_ARRAYS = keysToArrays(OLD_UPDATE, NEW_UPDATE, ['skipTag', 'rowNo'], ['skipTags', 'rowNos']);
const ARRAYS_TO_KEYS = keysToArrays(NEW_UPDATE, OLD_UPDATE, ['skipTags', 'rowNos'], ['skipTag', 'rowNo']);

const cases: Array<[string, string[], string[]]> = [
  // Locals renamed, a parameter for the field it read, a return for the last assignment.
  ['extract-method-modified', ['Extract Method shop.Invoice#render(String) -> shop.Invoice#total(List<Line>)', 'Rename Variable shop.Invoice.render(String)#amount -> shop.Invoice.total(List<Line>)#cost', 'Rename Variable shop.Invoice.render(String)#line -> shop.Invoice.total(List<Line>)#item', 'Rename Variable shop.Invoice.render(String)#subtotal -> shop.Invoice.total(List<Line>)#sum', 'Rename Variable shop.Invoice.render(String)#tax -> shop.Invoice.total(List<Line>)#vat'], ['Inline Method shop.Invoice#total(List<Line>) -> shop.Invoice#render(String)', 'Rename Variable shop.Invoice.total(List<Line>)#cost -> shop.Invoice.render(String)#amount', 'Rename Variable shop.Invoice.total(List<Line>)#sum -> shop.Invoice.render(String)#subtotal', 'Rename Variable shop.Invoice.total(List<Line>)#vat -> shop.Invoice.render(String)#tax']],
  // The moved statements renamed, with new checks and logging written around them.
  ['extract-method-with-new-code', ['Extract Method shop.Exporter#export(Report, Path) -> shop.Exporter#writeCsv(List<Entry>, Path)', 'Rename Variable shop.Exporter.export(Report, Path)#entry -> shop.Exporter.writeCsv(List<Entry>, Path)#current', 'Rename Variable shop.Exporter.export(Report, Path)#line -> shop.Exporter.writeCsv(List<Entry>, Path)#csvLine', 'Rename Variable shop.Exporter.export(Report, Path)#rows -> shop.Exporter.writeCsv(List<Entry>, Path)#csvLines'], ['Inline Method shop.Exporter#writeCsv(List<Entry>, Path) -> shop.Exporter#export(Report, Path)', 'Rename Variable shop.Exporter.writeCsv(List<Entry>, Path)#csvLine -> shop.Exporter.export(Report, Path)#line', 'Rename Variable shop.Exporter.writeCsv(List<Entry>, Path)#csvLines -> shop.Exporter.export(Report, Path)#rows']],
  // Three of the helper's six statements are the caller's header lines, each changed a little,
  // the other three new: as many moved as new, from two on, is an extraction (RefactoringMiner's rule).
  [
    'extract-half-mapped',
    ['Extract Method report.Printer#render(Sheet) -> report.Printer#writeHeader(String, String)'],
    ['Inline Method report.Printer#writeHeader(String, String) -> report.Printer#render(Sheet)'],
  ],
  // The same with one of the three header lines rewritten: two moved against four new is not.
  ['extract-third-mapped', [], []],
  // A one-line helper holding a statement of a largely rewritten caller, a return for its
  // assignment: too small a share of the rewrite for the token bags, the statement says it moved.
  [
    'extract-from-rewrite',
    ['Extract Method app.Importer#run(List<Record>) -> app.Importer#isSet(String)'],
    ['Inline Method app.Importer#isSet(String) -> app.Importer#run(List<Record>)'],
  ],
  // The same helper returning a null check: it pairs, weakly, with the lost flag read, and that is no evidence.
  ['extract-from-rewrite-unrelated', [], []],
  // A getter that kept its name but took a new body, the path the constructor used to compute
  // inline: its old body is gone, so it may receive the caller's code like a new method.
  [
    'extract-into-rewritten-method',
    ['Add Parameter build.Bundle#getOutputDir() -> build.Bundle.getOutputDir(Target)#target', 'Extract Method build.Bundle#Bundle(Target, String) -> build.Bundle#getOutputDir(Target)'],
    ['Inline Method build.Bundle#getOutputDir(Target) -> build.Bundle#Bundle(Target, String)', 'Remove Parameter build.Bundle.getOutputDir(Target)#target -> build.Bundle#getOutputDir()'],
  ],
  // The same getter rewritten to compute another path: the constructor's lost code went nowhere.
  ['extract-into-rewritten-method-unrelated', ['Add Parameter build.Bundle#getOutputDir() -> build.Bundle.getOutputDir(Target)#target'], ['Remove Parameter build.Bundle.getOutputDir(Target)#target -> build.Bundle#getOutputDir()']],
  // A method rewritten to a one-line check its caller now calls: its tokens are all in the caller's
  // lost loop, its one statement pairs only weakly with the lost `return null`: nothing moved.
  ['extract-into-rewritten-method-weak-pair', [], []],
  // Two short lost statements (`System.gc();`, `System.runFinalization();`) word for word in a
  // helper among new code: several exact matches are an extraction (RefactoringMiner's rule),
  // not, read backwards, an inlining (the rule is for extractions only, see moved-code.ts).
  ['extract-repeated-short-statements', ['Extract Method bench.Timing#main(String[]) -> bench.Timing#settle()'], []],
  // Only one of them: a two-word statement alone says too little.
  ['extract-one-short-statement', [], []],
  // A one-statement getter returning `(info.getFlags() | extraFlags)`: the callers that gave up that
  // expression are extractions, `putChar` that read `info.getFlags()` alone now reads more (a superset).
  [
    'extract-superset-helper',
    ['Extract Method term.Terminal#colours() -> term.Terminal#getFlags()', 'Extract Method term.Terminal#startSync() -> term.Terminal#getFlags()'],
    ['Inline Method term.Terminal#getFlags() -> term.Terminal#colours()', 'Inline Method term.Terminal#getFlags() -> term.Terminal#startSync()'],
  ],
  // A condition joined to another by `||` is a predicate widened on purpose, not a superset
  // (intellij-erlang's `isSourceOrHeader`, true in RefDiff 2.0's oracle).
  [
    'extract-widened-predicate',
    ['Extract Method build.Builder#dirtyElement(File, boolean) -> build.Builder#isSourceOrHeader(File)'],
    ['Inline Method build.Builder#isSourceOrHeader(File) -> build.Builder#dirtyElement(File, boolean)'],
  ],
  // A new guard wrapper around the one read the caller gave up: its statements are new code.
  ['extract-guard-wrapper', [], []],
  // An empty `finish() {}` called where the caller lost its closing block: its signature's `void ( ) { }`
  // is all the lost code it "contains"; the loop moved into `writeAll` is the extraction.
  ['extract-empty-body', ['Extract Method app.Decoder#decode(byte[]) -> app.Decoder#writeAll(byte[])'], ['Inline Method app.Decoder#writeAll(byte[]) -> app.Decoder#decode(byte[])']],
  // A method pulled up and fed on the way with the logging a caller lost; `update()`, which
  // called it before as after, gave it nothing although it lost code too.
  [
    'extract-into-moved-method',
    [
      'Extract Method app.Stats#fireListeners(Status, Status) -> app.Stats#logWarn(String, Object...)',
      'Pull Up Method app.NodeStats#logWarn(String, Object...) -> app.Stats#logWarn(String, Object...)',
    ],
    [
      'Inline Method app.Stats#logWarn(String, Object...) -> app.Stats#fireListeners(Status, Status)',
      'Push Down Method app.Stats#logWarn(String, Object...) -> app.NodeStats#logWarn(String, Object...)',
    ],
  ],
  // A method moved next to a caller that called it before as after: the caller's lost logging,
  // alike as it is, went nowhere; read backwards, the caller still calls the moved method.
  ['moved-callee-called-before', ['Move Method app.Log#warn(String, Object...) -> app.Stats#warn(String, Object...)'], ['Move Method app.Stats#warn(String, Object...) -> app.Log#warn(String, Object...)']],
  // Field assignments moved into a generated reader as setter calls (`this.capacity = props.numberOr(...)`
  // -> `target.setCapacity(...)`), each behind a new type check, one of them rewritten: the setter call is
  // the assignment, and a condition around moved statements is no new code weighed against them.
  [
    'extract-setter-calls',
    ['Extract And Move Method brew.KettleConfig#KettleConfig(Props) -> brew.KettleConfigReader#readInto(Props, KettleConfig)'],
    ['Inline Method brew.KettleConfigReader#readInto(Props, KettleConfig) -> brew.KettleConfig#KettleConfig(Props)'],
  ],
  // The same reader setting other fields than those the constructor lost: nothing moved.
  ['extract-setter-calls-other-fields', [], []],
  // A new loop around a leaf that pairs with a lost one by its locals alone (`steps.add(step)`,
  // `propertyList.add(propA)`): the loop is new code, and two weak pairs of five make no extraction.
  ['extract-loop-around-weak-pair', [], []],
  // A helper that declares a local for the message a lost assertion wrote inline (an Extract
  // Variable on the way), then adds a check of its own: the declaration and the assertion using it
  // are that one lost statement. Read backwards, only they make the inlining. The message, passed
  // where the lost assertion had it, is that Extract Variable (`why`, in the new method). The
  // caller's `foundEntry`, whose declaration the helper now holds as `entry` and whose value the
  // caller's `entry` now takes from it, is renamed (value-moved-into-callee.ts), as read backwards.
  [
    'extract-with-extracted-variable',
    [
      'Extract Method ledger.EntryChecks#checkEntryIsBatch(String) -> ledger.EntryChecks#requireEntry(String)',
      'Extract Variable ledger.EntryChecks#checkEntryIsBatch(String) -> ledger.EntryChecks.requireEntry(String)#why',
      'Rename Parameter ledger.EntryChecks.checkEntryIsBatch(String)#pageText -> ledger.EntryChecks.checkEntryIsBatch(String)#text',
      'Rename Variable ledger.EntryChecks.checkEntryIsBatch(String)#foundEntry -> ledger.EntryChecks.checkEntryIsBatch(String)#entry',
    ],
    ['Inline Method ledger.EntryChecks#requireEntry(String) -> ledger.EntryChecks#checkEntryIsBatch(String)', 'Rename Parameter ledger.EntryChecks.checkEntryIsBatch(String)#text -> ledger.EntryChecks.checkEntryIsBatch(String)#pageText', 'Rename Variable ledger.EntryChecks.requireEntry(String)#entry -> ledger.EntryChecks.checkEntryIsBatch(String)#foundEntry'],
  ],
  // A one-statement helper computing its result from the value of a local the test gave up with
  // the statement using it (`String layoutText = loadLayout(); rigA = bootFrom(layoutText);`
  // for `rig = this.bootRig()`): the value went into the helper. Extractions only.
  ['extract-lost-local-value', ['Extract Method greenhouse.SprinklerCheck#checkScheduleRoundTrip() -> greenhouse.SprinklerCheck#bootRig()'], []],
  // The same helper building from other values: the lost local's value went nowhere.
  ['extract-lost-local-value-unrelated', [], []],
  // The helper put in the test's base class, from a test largely rewritten: the value it holds is
  // no coincidence of tokens in a big rewrite (the stray-match rule spares it).
  ['extract-into-supertype-helper', ['Extract And Move Method greenhouse.SprinklerCheck#checkValveZoneRoundTrip() -> greenhouse.SprinklerCheckBase#bootRig()'], []],
  // The same base-class helper building from other values: a body elsewhere sharing tokens with the rewrite.
  ['extract-into-supertype-helper-unrelated', [], []],
  // The same helper whose local holds another message than the lost one: no extraction; the
  // caller's local whose declaration went into the helper is still renamed, as above.
  [
    'extract-with-unrelated-variable',
    [
      'Rename Parameter ledger.EntryChecks.checkEntryIsBatch(String)#pageText -> ledger.EntryChecks.checkEntryIsBatch(String)#text',
      'Rename Variable ledger.EntryChecks.checkEntryIsBatch(String)#foundEntry -> ledger.EntryChecks.checkEntryIsBatch(String)#entry',
    ],
    ['Rename Parameter ledger.EntryChecks.checkEntryIsBatch(String)#text -> ledger.EntryChecks.checkEntryIsBatch(String)#pageText'],
  ],
  // A new method implementing a new abstract one, called through the supertype: the expression
  // the call replaced is its body once `this` reads as the call's receiver. (Read backwards the
  // call reaches the abstract declaration only: no inlining is claimed.)
  ['extract-into-implementation', ['Extract And Move Method net.Codec#decode(Params, byte[], boolean) -> net.MainParams#serializer(boolean, boolean)'], []],
  // The same with two implementations: which one the caller's code went to, the call cannot say.
  ['extract-into-implementation-ambiguous', [], []],
  // `!skipTag.equalsIgnoreCase(fieldName)` became `!isSkipped(fieldName, skipTags)`, whose loop asks
  // `fieldName.equalsIgnoreCase(tag)`: the call's receiver and argument swapped, a local of the
  // callee for the old receiver, in a caller otherwise rewritten.
  [
    'extract-swapped-receiver',
    [...KEYS_TO_ARRAYS.slice(0, 2), 'Extract And Move Method print.CsvLayout#writeRow(String, String, Object, Card, StringBuilder, List<Object>) -> print.Layout#isSkipped(String, String[])', ...KEYS_TO_ARRAYS.slice(2)],
    [...ARRAYS_TO_KEYS.slice(0, 2), 'Inline Method print.Layout#isSkipped(String, String[]) -> print.CsvLayout#writeRow(String, String, Object, Card, StringBuilder, List<Object>)', ...ARRAYS_TO_KEYS.slice(2)],
  ],
  // The same helper comparing with a field: no local took the old receiver's place.
  ['extract-swapped-receiver-field', KEYS_TO_ARRAYS, ARRAYS_TO_KEYS],
  // New getters of another type called where their fields were read (`format.singleFile` ->
  // `format.isSingleFile()`): the expression each call replaced is the getter's body read on the
  // call's receiver. (Inlining a getter of another type is still never claimed.)
  [
    'extract-accessor-elsewhere',
    [
      'Extract And Move Method ogr.OutputFormat#getAttachmentName(List<Query>, String) -> ogr.Format#getExtension()',
      'Extract And Move Method ogr.OutputFormat#getAttachmentName(List<Query>, String) -> ogr.Format#isSingleFile()',
      'Extract And Move Method ogr.OutputFormat#getMimeType(List<Query>) -> ogr.Format#getExtension()',
      'Extract And Move Method ogr.OutputFormat#getMimeType(List<Query>) -> ogr.Format#isSingleFile()',
    ],
    [],
  ],
  // The same getters reading other members than the calls replaced: their containment says nothing.
  ['extract-accessor-elsewhere-other-member', [], []],
  // `this.agenda.notifyHalt();` became `notifyHalt();`, whose one statement makes that call on
  // another object: forward, the tokens already decide (the body is all the caller lost); read
  // backwards, the inlined `propagationList.notifyHalt()` standing where the call stood does.
  [
    'extract-call-in-place',
    ['Extract And Move Method rules.ReteSession#queueAction(Action) -> rules.Session#notifyHalt()'],
    ['Inline Method rules.Session#notifyHalt() -> rules.ReteSession#queueAction(Action)'],
  ],
  // The same call moved to the top of the block: read backwards, no statement stands where the call stood.
  ['extract-call-in-place-elsewhere', ['Extract And Move Method rules.ReteSession#queueAction(Action) -> rules.Session#notifyHalt()'], []],
];

describe('Java: extract and inline with modified code', () => {
  it.each(cases)('%s', async (name, extracted, inlined) => {
    expect(await detectInFixture(`java/${name}`)).toEqual(extracted);
    expect(await detectInReversedFixture(`java/${name}`)).toEqual(inlined);
  });
});
