import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * End to end on test/fixtures/kotlin/<case>/before|after: the Kotlin plugin and the core
 * together must find exactly these refactorings, nothing more. Types are named by package,
 * members by type, top-level functions by their file in its package (`text.Strings.kt`).
 */
const cases: Array<[string, string[]]> = [
  // A test class renamed, annotated once more, its file ending right after its closing brace
  // (no line end): still a class, not an annotated expression of the file's functions.
  ['class-at-end-without-line-end', ['Rename Class tests#ReportsPageTest -> tests#ReportsPanelTest']],
  // Jetpack Compose previews (`@Preview @Composable private fun X() { ... }`), which
  // tree-sitter-kotlin may read as annotated infix calls: one renamed among others, one moved to
  // a new file, code extracted from one (test/languages/kotlin/annotated-declarations.test.ts).
  ['compose-previews-renamed', ['Rename Function ui.TasksScreen.kt#TasksContentEmptyPreview() -> ui.TasksScreen.kt#NoTasksPreview()']],
  ['compose-preview-moved', ['Move Function ui.StatisticsScreen.kt#StatisticsContentEmptyPreview() -> ui.StatisticsPreviews.kt#StatisticsContentEmptyPreview()']],
  ['compose-preview-extracted', ['Extract Function ui.TaskDetailScreen.kt#TaskDetailPreview() -> ui.TaskDetailScreen.kt#summaryOf(Task)']],
  // A private test helper taken out of its class into a file of its own, renamed, its only
  // parameter now the receiver of an extension on that parameter's type (`entry` read as
  // `this`): the same value handed in, so it counts as a move that kept its parameters.
  [
    'parameter-became-receiver',
    [
      'Move And Rename Method cfg.ProfileTest#sampleText(String) -> cfg.Samples.kt#String.loadSample()',
      'Remove Parameter cfg.ProfileTest.sampleText(String)#entry -> cfg.Samples.kt#String.loadSample()',
    ],
  ],
  // Two tests of one class renamed and rewritten (less alike than the threshold asks, more than a
  // sole leftover's 0.4), each still standing between the same kept tests (or after the last
  // one) as before: the place they hold pairs them.
  [
    'renamed-in-place-among-leftovers',
    [
      'Rename Method player.PlaylistEditorTest#tapNewPlaylist_showsNameField() -> player.PlaylistEditorTest#addPlaylist()',
      'Rename Method player.PlaylistEditorTest#tapSong_opensSongInfo() -> player.PlaylistEditorTest#openSong_showsInfo()',
    ],
  ],
  // A private member function moved out of its class to the top level of a new file, as an
  // extension on its first parameter's type: a method and a function are one kind of callable.
  [
    'member-moved-to-top-level',
    [
      'Move And Rename Method app.ReportScreen#formatTotals(List<Int>, String) -> app.Formatting.kt#List<Int>.formatTotals(String)',
      'Remove Parameter app.ReportScreen.formatTotals(List<Int>, String)#totals -> app.Formatting.kt#List<Int>.formatTotals(String)',
    ],
  ],
  // An annotated `annotation class` (a Hilt qualifier) renamed with the annotations naming it.
  ['annotation-class-renamed', ['Rename Class di#RemoteTasksDataSource -> di#NetworkTaskDataSource']],
  // A class rewritten and renamed, found by the kept code that named it and now names the new
  // class (parameter and return types, constructor calls); its constructor's first parameter
  // pairs with the new one in its place. The removed `SnapshotCache` and the added
  // `FrameCounter`, which no kept code named, stay apart.
  [
    'class-renamed-by-references',
    [
      'Change Parameter Type leaks.Inspectors.kt.countLeaking(List<Reachability>)#results -> leaks.Inspectors.kt.countLeaking(List<LeakNodeStatusAndReason>)#results',
      'Change Parameter Type leaks.Inspectors.kt.describe(Reachability)#result -> leaks.Inspectors.kt.describe(LeakNodeStatusAndReason)#result',
      'Change Parameter Type leaks.Reachability.constructor(Int, String)#status -> leaks.LeakNodeStatusAndReason.constructor(Boolean, String)#leaking',
      'Change Return Type leaks.Inspectors.kt#inspectView(Boolean, String) -> leaks.Inspectors.kt#inspectView(Boolean, String)',
      'Rename Class leaks#Reachability -> leaks#LeakNodeStatusAndReason',
      'Rename Parameter leaks.Reachability.constructor(Int, String)#status -> leaks.LeakNodeStatusAndReason.constructor(Boolean, String)#leaking',
    ],
  ],
  // A class moved to another package, one renamed in place with its constructor property, one
  // moved and renamed; the method taking the renamed class changes signature.
  [
    'classes',
    [
      'Change Parameter Type shop.model.ReceiptPrinter.print(Basket, String)#basket -> shop.print.TillPrinter.print(ShoppingCart, String)#basket',
      'Move And Rename Class shop.model#ReceiptPrinter -> shop.print#TillPrinter',
      'Move Class shop.model#Money -> shop.money#Money',
      'Rename Class shop.model#Basket -> shop.model#ShoppingCart',
      'Rename Field shop.model.Basket#owner -> shop.model.ShoppingCart#customer',
      // The constructor property renamed is the primary constructor's parameter renamed too, as RefactoringMiner reports it.
      'Rename Parameter shop.model.Basket.constructor(String)#owner -> shop.model.ShoppingCart.constructor(String)#customer',
    ],
  ],
  // Enum entries are fields of their enum, renamed where the code that names them bare (imported,
  // in a `when`, an argument, a return) now names the new one in their place: also where other
  // entries read by the same function were removed (no merge: the use reads the same around the
  // new name). Not renamed: entries whose names alone are alike (`MEASURING_NATIVE_BINARY_SIZE`
  // -> `MEASURING_BINARY_SIZE`, `LINKING_SHARED_LIBS` -> `LINKING_SHARED_OBJECTS`) that no
  // code names. A constant named through its object (`CacheTable.createDigestIndex`) is renamed
  // by that use; one no code names (`purgeStaleTable` -> `purgeObsoleteTable`) is not.
  [
    'enum-entries',
    [
      'Rename Field pipeline.CacheTable#createDigestIndex -> pipeline.CacheTable#createChecksumIndex',
      'Rename Field pipeline.StageObserver.Stage#LINKING_LISTED_INPUTS -> pipeline.StageObserver.Stage#LINKING_SHARED_OBJECTS',
      'Rename Field pipeline.StageObserver.Stage#PACKING_SMALL_ARCHIVES -> pipeline.StageObserver.Stage#PACKING_ARCHIVES_OF_SHARED_OBJECTS',
      'Rename Field pipeline.Tint#AMBER -> pipeline.Tint#SAFFRON',
    ],
  ],
  // A constructor property renamed in its place in the list: too short a declaration for
  // similarity, the renamed parameter declaring it says it. Properties swapped (a reorder) and a
  // plain parameter renamed (no property) are no renamed fields. The primary constructor has no
  // body to tell: its one parameter changed in its place is renamed and retyped, as
  // RefactoringMiner pairs them (leakcanary 9e84be4, `HprofGraph(reader, parser)` -> `(reader, index)`).
  [
    'constructor-property-renamed',
    [
      // A property renamed in its place with a parameter added after it (`Writer`); one whose
      // place a parameter inserted before it took (`Reader`: `offset`), and the first of a list
      // rewritten (`Leak`: `className` where `traces` is now) are no renames. A property renamed
      // in its place is its own (`leakGroupCount` -> `leakCount`), not the same-named one of a
      // removed class moved in (`GroupProjection.leakCount`). Where one property gave way to
      // two between kept ones (`ArrayRecord`: `record` -> `indexedObject`, `objectId`), the first
      // took its place; two that gave way to one (`Span`: `left`, `right` -> `range`) are no rename.
      // An abstract property follows its overrides (`PathNode.referenceFromParent`, as its
      // `ChildNode`'s went to `refFromParentType`, not to the look-alike `refFromParentName`).
      'Add Parameter cfg.ArrayRecord#constructor(Graph, DumpRecord, Boolean) -> cfg.ArrayRecord.constructor(Graph, IndexedArray, Long, Boolean)#indexedObject',
      'Add Parameter cfg.ArrayRecord#constructor(Graph, DumpRecord, Boolean) -> cfg.ArrayRecord.constructor(Graph, IndexedArray, Long, Boolean)#objectId',
      'Add Parameter cfg.Leak#constructor(String, Trace, Int) -> cfg.Leak.constructor(List<Trace>)#traces',
      'Add Parameter cfg.PathNode.ChildNode#constructor(Long, Reference, Matcher) -> cfg.PathNode.ChildNode.constructor(Long, ReferenceType, String, Matcher)#refFromParentName',
      'Add Parameter cfg.PathNode.ChildNode#constructor(Long, Reference, Matcher) -> cfg.PathNode.ChildNode.constructor(Long, ReferenceType, String, Matcher)#refFromParentType',
      'Add Parameter cfg.Reader#constructor(Source, Int) -> cfg.Reader.constructor(Source, Int, Int)#offset',
      'Add Parameter cfg.Span#constructor(String, Int, Int, String) -> cfg.Span.constructor(String, IntRange, String)#range',
      'Add Parameter cfg.Writer#constructor(Sink, Int) -> cfg.Writer.constructor(Sink, Int, Int)#identifierByteSize',
      'Add Parameter cfg.Writer#constructor(Sink, Int) -> cfg.Writer.constructor(Sink, Int, Int)#version',
      'Change Field Type cfg.ArrayRecord#record -> cfg.ArrayRecord#indexedObject',
      'Change Field Type cfg.Config#leakTraceInspectors -> cfg.Config#objectInspectors',
      'Change Field Type cfg.PathNode#referenceFromParent -> cfg.PathNode#refFromParentType',
      'Change Field Type cfg.PathNode.ChildNode#referenceFromParent -> cfg.PathNode.ChildNode#refFromParentType',
      'Change Parameter Type cfg.Config.constructor(Boolean, List<LeakTraceInspector>, Int)#leakTraceInspectors -> cfg.Config.constructor(Boolean, List<ObjectInspector>, Int)#objectInspectors',
      'Remove Parameter cfg.ArrayRecord.constructor(Graph, DumpRecord, Boolean)#record -> cfg.ArrayRecord#constructor(Graph, IndexedArray, Long, Boolean)',
      'Remove Parameter cfg.Leak.constructor(String, Trace, Int)#className -> cfg.Leak#constructor(List<Trace>)',
      'Remove Parameter cfg.Leak.constructor(String, Trace, Int)#size -> cfg.Leak#constructor(List<Trace>)',
      'Remove Parameter cfg.Leak.constructor(String, Trace, Int)#trace -> cfg.Leak#constructor(List<Trace>)',
      'Remove Parameter cfg.PathNode.ChildNode.constructor(Long, Reference, Matcher)#referenceFromParent -> cfg.PathNode.ChildNode#constructor(Long, ReferenceType, String, Matcher)',
      'Remove Parameter cfg.Span.constructor(String, Int, Int, String)#left -> cfg.Span#constructor(String, IntRange, String)',
      'Remove Parameter cfg.Span.constructor(String, Int, Int, String)#right -> cfg.Span#constructor(String, IntRange, String)',
      'Remove Parameter cfg.Writer.constructor(Sink, Int)#idSize -> cfg.Writer#constructor(Sink, Int, Int)',
      'Rename Field cfg.ArrayRecord#record -> cfg.ArrayRecord#indexedObject',
      'Rename Field cfg.Config#leakTraceInspectors -> cfg.Config#objectInspectors',
      'Rename Field cfg.PathNode#referenceFromParent -> cfg.PathNode#refFromParentType',
      'Rename Field cfg.PathNode.ChildNode#referenceFromParent -> cfg.PathNode.ChildNode#refFromParentType',
      'Rename Field cfg.Projection#leakGroupCount -> cfg.Projection#leakCount',
      'Rename Field cfg.Writer#idSize -> cfg.Writer#identifierByteSize',
      'Rename Parameter cfg.Config.constructor(Boolean, List<LeakTraceInspector>, Int)#leakTraceInspectors -> cfg.Config.constructor(Boolean, List<ObjectInspector>, Int)#objectInspectors',
      'Rename Parameter cfg.Label.constructor(String, Int)#text -> cfg.Label.constructor(String, Int)#caption',
      'Rename Parameter cfg.Projection.constructor(Long, Int, String?)#leakGroupCount -> cfg.Projection.constructor(Long, Int, String?)#leakCount',
      'Reorder Parameter cfg.Range#constructor(Int, Int) -> cfg.Range#constructor(Int, Int)',
    ],
  ],
  // A property whose declaration reads the same once the names the change renamed are read as
  // now (its type, an interface renamed): renamed, though the declaration alone shares little.
  // Two properties of a renamed type replaced by two others of the new type: no one pair to choose.
  [
    'field-through-renamed-names',
    [
      'Change Field Type watch.Sentry#onInstanceRetainedListener -> watch.Sentry#ON_OBJECT_RETAINED_LISTENER',
      'Rename Class watch#RefWatcher -> watch#ObjectWatcher',
      'Rename Field watch.Sentry#onInstanceRetainedListener -> watch.Sentry#ON_OBJECT_RETAINED_LISTENER',
      'Rename Interface watch#OnInstanceRetainedListener -> watch#OnObjectRetainedListener',
      'Rename Method watch.OnInstanceRetainedListener#onInstanceRetained(String) -> watch.OnObjectRetainedListener#onObjectRetained(String)',
    ],
  ],
  // A property replaced by two (`scanner` -> `source`, `table`), most of its readers gone: the
  // two kept ones read `table` where they read `scanner` (`scanner.artistOf(songId)` ->
  // `table.artistOf(songId)`), renamed. `pictures` -> `lru`, read in no old place (its one
  // kept reader rewritten around it), is no rename. A callback whose one kept reader is its
  // setter, its parameter renamed too (`this.nextPageCallback = onNextPageCallback` ->
  // `this.onFooterCallback = callback`): read with the setter's parameter renamed, in place.
  // The constructor's property parameter follows its field (`scanner` -> `table`, read in its
  // place by the kept members), as RefactoringMiner pairs such a parameter.
  [
    'field-read-in-place',
    [
      'Add Parameter tunes.SongIndex#constructor(TagScanner) -> tunes.SongIndex.constructor(ChunkedSource, TitleTable)#source',
      'Change Field Type tunes.PagingFooter#nextPageCallback -> tunes.PagingFooter#onFooterCallback',
      'Change Field Type tunes.SongIndex#scanner -> tunes.SongIndex#table',
      'Change Parameter Type tunes.PagingFooter.setNextPageCallback(OnNextPageCallback?)#onNextPageCallback -> tunes.PagingFooter.setNextPageCallback(OnFooterCallback?)#callback',
      'Change Parameter Type tunes.SongIndex.constructor(TagScanner)#scanner -> tunes.SongIndex.constructor(ChunkedSource, TitleTable)#table',
      'Rename Field tunes.PagingFooter#nextPageCallback -> tunes.PagingFooter#onFooterCallback',
      'Rename Field tunes.SongIndex#scanner -> tunes.SongIndex#table',
      'Rename Parameter tunes.PagingFooter.setNextPageCallback(OnNextPageCallback?)#onNextPageCallback -> tunes.PagingFooter.setNextPageCallback(OnFooterCallback?)#callback',
      'Rename Parameter tunes.SongIndex.constructor(TagScanner)#scanner -> tunes.SongIndex.constructor(ChunkedSource, TitleTable)#table',
    ],
  ],
  // Members: renamed, a parameter added, extracted, moved to another class or to an object.
  [
    'methods',
    [
      'Add Parameter net.Client#deleteUser(Long, String) -> net.Client.deleteUser(Long, String, Boolean)#notify',
      'Extract Method net.Client#sendReport(List<String>) -> net.Client#reportBody(List<String>)',
      'Move And Rename Method net.Client#escape(String) -> net.Urls#encode(String)',
      'Move Method net.Client#isSuccess(Int) -> net.Http#isSuccess(Int)',
      'Rename Method net.Client#fetchUser(Long) -> net.Client#loadUser(Long)',
    ],
  ],
  // Top-level functions: one extracted, one inlined into an extension function (named by its
  // receiver), one moved to a file of another package under a new name.
  [
    'functions',
    [
      'Extract Function text.Strings.kt#wordCount(String) -> text.Strings.kt#words(String)',
      'Inline Function text.Strings.kt#stripAccents(String) -> text.Strings.kt#String.slugify(Int)',
      'Move And Rename Function text.Strings.kt#chunks(List<T>, Int) -> collections.Lists.kt#batched(List<T>, Int)',
    ],
  ],
  // `: Job(name)` is a subtype edge: a method and a property pulled up; code extracted into an object.
  [
    'hierarchy',
    [
      'Extract And Move Method jobs.ExportJob#run() -> jobs.Sizes#totalBytes(List<String>)',
      'Pull Up Field jobs.ImportJob#maxRetries -> jobs.Job#maxRetries',
      'Pull Up Method jobs.ImportJob#logLine(String) -> jobs.Job#logLine(String)',
    ],
  ],
  // A superclass and an interface extracted from two classes; the signatures they declare are
  // pulled up into them (as in Java and TypeScript).
  [
    'supertypes',
    [
      'Extract Interface shapes#Circle -> shapes#Measurable',
      'Extract Interface shapes#Square -> shapes#Measurable',
      'Extract Superclass shapes#Circle -> shapes#Shape',
      'Extract Superclass shapes#Square -> shapes#Shape',
      'Pull Up Method shapes.Circle#area() -> shapes.Measurable#area()',
      'Pull Up Method shapes.Circle#area() -> shapes.Shape#area()',
      'Pull Up Method shapes.Circle#describe() -> shapes.Shape#describe()',
      'Pull Up Method shapes.Square#area() -> shapes.Measurable#area()',
      'Pull Up Method shapes.Square#area() -> shapes.Shape#area()',
      'Pull Up Method shapes.Square#describe() -> shapes.Shape#describe()',
    ],
  ],
  // A one-method interface renamed with its method's signature changed: little code is left in
  // common, but both implementations now name the new interface (subtypes as references). The
  // element a loop (SingletonInspector) or a lambda (ViewInspector) went through became the parameter.
  // The interface's bodiless method: the one parameter that changed, in its place, renamed and
  // retyped, as RefactoringMiner reports it (leakcanary 1a89571).
  [
    'rename-interface-by-implementations',
    [
      'Change Parameter Type heap.LeakInspector.inspect(HeapGraph, List<TraceElement>)#trace -> heap.ObjectInspector.inspect(HeapGraph, ObjectReporter)#reporter',
      // The inferred local made a parameter of a written type: a type change too, as RefactoringMiner has it.
      'Change Variable Type heap.SingletonInspector.inspect(HeapGraph, List<TraceElement>)#element -> heap.SingletonInspector.inspect(HeapGraph, ObjectReporter)#reporter',
      'Change Variable Type heap.ViewInspector.inspect(HeapGraph, List<TraceElement>)#element -> heap.ViewInspector.inspect(HeapGraph, ObjectReporter)#reporter',
      'Parameterize Variable heap.SingletonInspector.inspect(HeapGraph, List<TraceElement>)#element -> heap.SingletonInspector.inspect(HeapGraph, ObjectReporter)#reporter',
      'Parameterize Variable heap.ViewInspector.inspect(HeapGraph, List<TraceElement>)#element -> heap.ViewInspector.inspect(HeapGraph, ObjectReporter)#reporter',
      'Remove Parameter heap.SingletonInspector.inspect(HeapGraph, List<TraceElement>)#trace -> heap.SingletonInspector#inspect(HeapGraph, ObjectReporter)',
      'Remove Parameter heap.ViewInspector.inspect(HeapGraph, List<TraceElement>)#trace -> heap.ViewInspector#inspect(HeapGraph, ObjectReporter)',
      'Rename Interface heap#LeakInspector -> heap#ObjectInspector',
      'Rename Parameter heap.LeakInspector.inspect(HeapGraph, List<TraceElement>)#trace -> heap.ObjectInspector.inspect(HeapGraph, ObjectReporter)#reporter',
    ],
  ],
  // A class that now implements a new, unrelated interface instead of a removed one: a subtype
  // alone is no rename when the two share almost no code.
  ['replaced-interface-unrelated', []],
  // A class renamed in place whose code changed much (similarity 0.43, under the threshold): the
  // new name keeps every word of the old one, which is identity evidence as kept parameters are.
  ['rename-class-nested-name', ['Add Parameter feed.FeedParser#constructor(Source) -> feed.FeedStreamParser.constructor(Source, EntryListener)#listener', 'Rename Class feed#FeedParser -> feed#FeedStreamParser']],
  // The same change under a name that keeps none of the old words: no rename on that code (its
  // two members that kept their names are moves into the new class).
  ['rename-class-unrelated-name', ['Move Field feed.FeedParser#source -> feed.LineConsumer#source', 'Move Method feed.FeedParser#parse() -> feed.LineConsumer#parse()']],
  // Names shifted along a chain: `remove()` became `removeAt()` while the old `removeAt()` became
  // `removeNodesAt()`. The new `removeAt()` calls the helper holding the old `removeAt()`'s body,
  // yet it is the old `remove()`: two renames, no extraction.
  [
    'rename-chain-through-helper',
    ['Rename Method adapter.NodeAdapter#remove(Int) -> adapter.NodeAdapter#removeAt(Int)', 'Rename Method adapter.NodeAdapter#removeAt(Int) -> adapter.NodeAdapter#removeNodesAt(Int)'],
  ],
  // Two look-alike providers, each renamed in its own kept file: the body that did not change is
  // identical to the other file's new class, yet each class stays its file's. Schedules.kt, kept
  // too, took an unrelated class: no rename.
  [
    'rename-classes-in-kept-files',
    ['Rename Class boot#ProcessStarter -> boot#MainProcessStarter', 'Rename Class boot#WorkerProcesssStarter -> boot#WorkerProcessStarter'],
  ],
  // An interface's two abstract methods renamed with both implementations: the implementations,
  // matched on their code, lead to the declarations (two of them: no sole leftover to pair).
  [
    'rename-declaration-with-implementations',
    [
      'Rename Method cache.DiskStore#onClose() -> cache.DiskStore#onShutdown()',
      'Rename Method cache.DiskStore#onReset() -> cache.DiskStore#onClear()',
      'Rename Method cache.MemoryStore#onClose() -> cache.MemoryStore#onShutdown()',
      'Rename Method cache.MemoryStore#onReset() -> cache.MemoryStore#onClear()',
      'Rename Method cache.Store#onClose() -> cache.Store#onShutdown()',
      'Rename Method cache.Store#onReset() -> cache.Store#onClear()',
    ],
  ],
  // `onReset()` implemented apart (`onClear()`, `onWipe()`): no one successor for its declaration.
  [
    'rename-declaration-implementations-disagree',
    [
      'Rename Method cache.DiskStore#onClose() -> cache.DiskStore#onShutdown()',
      'Rename Method cache.DiskStore#onReset() -> cache.DiskStore#onWipe()',
      'Rename Method cache.MemoryStore#onClose() -> cache.MemoryStore#onShutdown()',
      'Rename Method cache.MemoryStore#onReset() -> cache.MemoryStore#onClear()',
      'Rename Method cache.Store#onClose() -> cache.Store#onShutdown()',
    ],
  ],
  // A sealed class put into a hierarchy, two kept subclasses moved into it: extracted from both
  // (it has no members of its own but them).
  [
    'extract-superclass-sealed',
    [
      'Extract Superclass heap.Record#ClassDumpRecord -> heap.Record#ObjectRecord',
      'Extract Superclass heap.Record#InstanceDumpRecord -> heap.Record#ObjectRecord',
      'Move Class heap.Record#ClassDumpRecord -> heap.Record.ObjectRecord#ClassDumpRecord',
      'Move Class heap.Record#InstanceDumpRecord -> heap.Record.ObjectRecord#InstanceDumpRecord',
    ],
  ],
  // A new class put between two kept classes and their supertype, with new code of its own and
  // nothing pulled up into it: a new supertype, not an extracted one (as RefDiff 2.0's Java
  // oracle judges Spring's `AbstractGenericHttpMessageConverter`).
  ['inserted-superclass-with-own-code', []],
  // Comments, an annotation and bodies edited; a build script's versions bumped: no refactoring.
  // The removed `setupFab()` call was replaced by one to a new helper holding code the caller
  // lost: an extraction, not `setupFab()` renamed (they share little code, only the call site).
  ['extract-replacing-removed-call', ['Extract Method ui.EditFragment#onActivityCreated(Bundle?) -> ui.EditFragment#setupSnackbar()']],
  // An interface renamed in place (a similar name) with much new code: its one nested type that
  // went to the new interface says it is the old one. Not so for a new type of another name. Its
  // method is renamed with its implementations, one of which spells the parameter's type another
  // way, one in the companion's object expression (known by its property, `NONE.ScannerProgressListener`;
  // its place is its identity: the one object of the companion, whatever its property and supertype
  // are now called; the new `invoke`'s object is new code). The companion's `NONE`, an object of
  // the renamed interface with the renamed method, reads the same once those names are read as
  // now: renamed to `NO_OP` (found once the interface is).
  [
    'rename-type-by-nested-type',
    [
      'Change Parameter Type scan.ConsoleProgress.onProgressUpdate(scan.ScannerProgressListener.Phase)#phase -> scan.ConsoleProgress.onScanProgress(OnScanProgressListener.Phase)#phase',
      'Rename Field scan.ScannerProgressListener.Companion#NONE -> scan.OnScanProgressListener.Companion#NO_OP',
      'Rename Interface scan#ScannerProgressListener -> scan#OnScanProgressListener',
      'Rename Method scan.ConsoleProgress#onProgressUpdate(scan.ScannerProgressListener.Phase) -> scan.ConsoleProgress#onScanProgress(OnScanProgressListener.Phase)',
      'Rename Method scan.ScannerProgressListener#onProgressUpdate(Phase) -> scan.OnScanProgressListener#onScanProgress(Phase)',
      'Rename Method scan.ScannerProgressListener.Companion.NONE.ScannerProgressListener#onProgressUpdate(Phase) -> scan.OnScanProgressListener.Companion.NO_OP.OnScanProgressListener#onScanProgress(Phase)',
    ],
  ],
  ['nested-type-moved-to-unrelated-type', ['Move Enum scan.ScannerProgressListener#Phase -> scan.ReportWriter#Phase']],
  // Two copies of a class (debug and release source sets) deleted while the base class they
  // extended takes their name: the name went to the base class's code, a rename. With one copy,
  // the class is kept under its name (its code changed) as before.
  ['rename-class-over-source-set-copies', ['Rename Class kiosk#BaseKioskApp -> kiosk#DemoKioskApp']],
  ['class-removed-beside-kept-name', ['Move Method tv.BaseTvApplication#enableStrictMode() -> tv.ExampleTvApplication#enableStrictMode()']],
  // An `object` made a `class` (and renamed) keeps its code: the same type. An object removed
  // while an unrelated class is added is nothing.
  [
    'object-to-class',
    [
      'Remove Parameter report.DefaultResultListener.invoke(Application, Analysis)#application -> report.DefaultAnalyzedListener#onAnalyzed(Analysis)',
      'Rename Method report.DefaultResultListener#invoke(Application, Analysis) -> report.DefaultAnalyzedListener#onAnalyzed(Analysis)',
      'Rename Object report#DefaultResultListener -> report#DefaultAnalyzedListener',
    ],
  ],
  ['object-removed-class-added', []],
  // A removed overload inlined into the kept `analyze(...)` had called the removed extension
  // `Input.analyzeGraph(...)`, whose body is now `analyze`'s too: inlined there through its
  // caller, as RefactoringMiner reports it (leakcanary b463445). Not `formatLeaks(...)`, called by
  // the inlined `describe(...)`, whose body went nowhere.
  [
    'inline-through-inlined-caller',
    [
      'Inline Method report.Analyzer#Input.analyzeGraph(LeakFinder, File, Long) -> report.Analyzer#analyze(File, Graph, LeakFinder)',
      'Inline Method report.Analyzer#analyze(File, Graph, LeakFinder, ReferenceReader, Long) -> report.Analyzer#analyze(File, Graph, LeakFinder)',
      'Inline Method report.Analyzer#describe(Analysis) -> report.Analyzer#summary(Analysis)',
    ],
  ],
  // An interface whose one implementation, removed, now is the interface's name as a class
  // (`DirectoryProvider` and `DefaultDirectoryProvider` -> `class DirectoryProvider` with that
  // code): the implementation renamed, as RefactoringMiner reads it, not its members pulled up or
  // moved into the name. Not where the implementation is kept (`JsonCodec`, its interface `Codec`
  // now an abstract class), nor where the name's new class holds other code (`Parser`, its
  // `CsvParser` removed): those keep their name, converted.
  [
    'interface-collapsed-into-implementation',
    ['Convert Type Interface codec#Codec -> codec#Codec', 'Convert Type Interface parse#Parser -> parse#Parser', 'Rename Class store#DefaultDirectoryProvider -> store#DirectoryProvider'],
  ],
  // A test moved to another class under its name while the helpers it called, gone with it, were
  // written out in it: with those helpers' bodies its old code is like the new (a Move, the helpers
  // inlined into it). Not reported: `discardBook()`, which also called a gone helper, moved under its
  // name onto unrelated code.
  [
    'move-with-inlined-helpers',
    [
      'Inline Method shelf.ShelfScreenTest#filterEveryBook() -> shelf.ShelfListTest#lendBook()',
      'Inline Method shelf.ShelfScreenTest#filterEveryBook() -> shelf.ShelfScreenTest#addBook()',
      'Inline Method shelf.ShelfScreenTest#filterLentBooks() -> shelf.ShelfListTest#lendBook()',
      'Inline Method shelf.ShelfScreenTest#tapLendToggleFor(String) -> shelf.ShelfListTest#lendBook()',
      'Move Method shelf.ShelfScreenTest#lendBook() -> shelf.ShelfListTest#lendBook()',
    ],
  ],
  // Two tests renamed in place whose code ties (`inspectorReachable()`, `inspectorUnreachable()`,
  // each now `inspectorNotLeaking()` or `inspectorLeaking()`): each calls a helper renamed since,
  // and its successor calls that helper's new name. Not reported: the crosswise pairs the tie
  // gave (`inspectorReachable()` -> `inspectorLeaking()`); a rename with no renamed callee
  // (`gcRootsReachable()`) is left as its code matched it.
  [
    'rename-crosswise-by-callees',
    [
      'Rename Method status.StatusTest#gcRootsReachable() -> status.StatusTest#gcRootsNotLeaking()',
      'Rename Method status.StatusTest#inspectorReachable() -> status.StatusTest#inspectorNotLeaking()',
      'Rename Method status.StatusTest#inspectorUnreachable() -> status.StatusTest#inspectorLeaking()',
      'Rename Method status.StatusTest#reachableInstance(String) -> status.StatusTest#notLeaking(String)',
      'Rename Method status.StatusTest#unreachableInstance(String) -> status.StatusTest#leaking(String)',
    ],
  ],
  // Object expressions (`object : Inspector { ... }` in a function) are anonymous objects named by
  // their supertype, as RefactoringMiner names them: their members' parameter changes are found.
  // Not reported: an object whose supertype changed (`Runnable` -> `Task`: no rename, no pull up
  // of its `run()` into the new interface), one that went from `attach()` into `detach()` with its
  // code (no move), and the members of an `object { ... }` of no supertype (code of the function).
  // The abstract `Inspector.inspect`, bodiless, has its one parameter changed in its place: renamed
  // and retyped, as its implementations are (RefactoringMiner's pairing).
  [
    'object-expression-members',
    [
      'Change Parameter Type checks.Inspector.inspect(Graph, List<Reporter>)#trace -> checks.Inspector.inspect(Graph, Reporter)#reporter',
      'Change Parameter Type checks.StatusChecks.leaking.Inspector.inspect(Graph, List<Reporter>)#trace -> checks.StatusChecks.leaking.Inspector.inspect(Graph, Reporter)#reporter',
      'Change Parameter Type checks.StatusChecks.notLeaking.Inspector.inspect(Graph, List<Reporter>)#trace -> checks.StatusChecks.notLeaking.Inspector.inspect(Graph, Reporter)#reporter',
      'Change Return Type checks.StatusChecks#listener() -> checks.StatusChecks#listener()',
      'Rename Parameter checks.Inspector.inspect(Graph, List<Reporter>)#trace -> checks.Inspector.inspect(Graph, Reporter)#reporter',
      'Rename Parameter checks.StatusChecks.leaking.Inspector.inspect(Graph, List<Reporter>)#trace -> checks.StatusChecks.leaking.Inspector.inspect(Graph, Reporter)#reporter',
      'Rename Parameter checks.StatusChecks.notLeaking.Inspector.inspect(Graph, List<Reporter>)#trace -> checks.StatusChecks.notLeaking.Inspector.inspect(Graph, Reporter)#reporter',
    ],
  ],
  ['negative', []],
];

describe('Kotlin refactorings (fixtures)', () => {
  test.each(cases)('%s', async (name, expected) => {
    expect(await detectInFixture(`kotlin/${name}`)).toEqual(expected);
  });

  test('push down and inline are pull up and extract read backwards', async () => {
    expect(await detectInReversedFixture('kotlin/hierarchy')).toEqual([
      'Inline Method jobs.Sizes#totalBytes(List<String>) -> jobs.ExportJob#run()',
      'Push Down Field jobs.Job#maxRetries -> jobs.ImportJob#maxRetries',
      'Push Down Method jobs.Job#logLine(String) -> jobs.ImportJob#logLine(String)',
    ]);
  });
});
