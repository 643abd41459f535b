import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * End to end on Java before/after folders (test/fixtures/java/<case>): the exact set of
 * refactorings the engine reports, so a missing one and a spurious one both fail.
 */
const cases: Record<string, string[]> = {
  // An exception rewritten on its way to another package under a new name, found by the kept
  // methods that threw and tested it and now name the new one; its field and getter follow as in
  // a kept class. The removed `ThumbnailCache` and the added `FrameCounter`, which no kept code
  // named, stay apart.
  'class-renamed-by-references': [
    'Move And Rename Class media#ProbeException -> media.run#Error',
    'Rename Field media.ProbeException#stderrOutput : String -> media.run.Error#stderr : String',
    'Rename Method media.ProbeException#getStderrOutput() -> media.run.Error#getStderr()',
  ],
  // RefDiff 2.0, Fig. 1: the new `maximum` is neither a rename nor an extraction.
  'paper-fig1': [
    // `Calculator calculator = new Calculator()` became `FpCalculator calculator = ...`: RefactoringMiner reports it too.
    'Change Variable Type my.calc.Main.main(String[])#calculator -> my.calc.Main.main(String[])#calculator',
    'Extract Method my.calc.Main#main(String[]) -> my.calc.Main#print(double)',
    'Rename Class my.calc#Calculator -> my.calc#FpCalculator',
    'Rename Method my.calc.Calculator#min(double, double) -> my.calc.FpCalculator#minimum(double, double)',
  ],
  'move-class': ['Move Class com.shop.util#PriceFormatter -> com.shop.format#PriceFormatter'],
  // Bodiless native methods swapped for others in the same slots (`void sync()` gone, `Slider resume()`
  // now standing between the same two kept ones): with no body to compare, a shared place alone does
  // not make them one method.
  'native-declarations-replaced-in-place': [],
  // A method that kept its name (a parameter added) now dispatches to two new helpers, one holding
  // its old body: that one is extracted from it, not it renamed; the other, new code, is not
  // extracted, and `flatten` -> `flattenAll`, unlike, is no rename.
  'extract-keeping-name': [
    'Add Parameter seq.Masks#mask(Tensor, Tensor, int) -> seq.Masks.mask(Tensor, Tensor, boolean, int)#timeMajor',
    'Extract Method seq.Masks#mask(Tensor, Tensor, int) -> seq.Masks#maskTensor(Tensor, Tensor, int)',
    'Rename Parameter seq.Masks.mask(Tensor, Tensor, int)#rank -> seq.Masks.mask(Tensor, Tensor, boolean, int)#tensorRank',
  ],
  // Two look-alike package-private appliances, each renamed in its own kept file: the unchanged
  // body is identical to the other file's new class, yet each class stays its file's. Recipes.java,
  // kept too, took an unrelated class: no rename.
  'rename-classes-in-kept-files': ['Rename Class kiln#KilnStarter -> kiln#FrontKilnStarter', 'Rename Class kiln#RearKilnnStarter -> kiln#RearKilnStarter'],
  // Rewritten on the way to another package: too changed to match on its code, but it kept its
  // name and one of its methods went with it.
  'move-class-rewritten': ['Move Class com.acme.util#Retry -> com.acme.net#Retry'],
  // Nested fetchers carried from one class into another, where one sibling of theirs is found,
  // keeping their names and headers while their bodies now call the new class's helpers: all moved
  // (`AlbumFetcher`, whose `fetch` looks like several others, had no other clue leading to it).
  // `Tally`, whose header changed, is not.
  'nested-types-moved-with-sibling': [
    'Extract And Move Method com.acme.music.PlaylistIndex.AlbumFetcher#fetch(String) -> com.acme.music.RetryingCatalog#albumsOf(CatalogClient)',
    'Extract And Move Method com.acme.music.PlaylistIndex.TrackTitleFetcher#fetch(String) -> com.acme.music.RetryingCatalog#tracksOf(CatalogClient, String)',
    'Move Class com.acme.music.PlaylistIndex#AlbumFetcher -> com.acme.music.RetryingCatalog#AlbumFetcher',
    'Move Class com.acme.music.PlaylistIndex#TrackCountFetcher -> com.acme.music.RetryingCatalog#TrackCountFetcher',
    'Move Class com.acme.music.PlaylistIndex#TrackTitleFetcher -> com.acme.music.RetryingCatalog#TrackTitleFetcher',
  ],
  // Three classes merged into a new one: none of them became it, their methods moved. A lone
  // logger field "moving" from a deleted class to an unrelated new one is no move.
  'merge-classes': [
    'Move Method com.acme.codec.BlankUtils#dropTabs(String) -> com.acme.codec.Tokens#dropTabs(String)',
    'Move Method com.acme.codec.BlankUtils#emptyToNull(String) -> com.acme.codec.Tokens#emptyToNull(String)',
    'Move Method com.acme.codec.FillUtils#leadWith(String, int, char) -> com.acme.codec.Tokens#leadWith(String, int, char)',
    'Move Method com.acme.codec.FillUtils#tailWith(String, int, char) -> com.acme.codec.Tokens#tailWith(String, int, char)',
    'Move Method com.acme.codec.TokenUtils#dashed(String) -> com.acme.codec.Tokens#dashed(String)',
    'Move Method com.acme.codec.TokenUtils#quote(String) -> com.acme.codec.Tokens#quote(String)',
  ],
  // A class moved and renamed with all its methods: encrypt() -> hash() matches on its code, the
  // one-line wrappers calling it through their callee (md5Encrypt() called encrypt(), md5() calls
  // hash()), the class through its members, though its name and code changed. sessionToken() and
  // fileFingerprint() both call it too, with too little else in common: no rename.
  'rename-class-with-renamed-members': [
    'Move And Rename Class com.acme.crypto#EncryptionKit -> com.acme.hashing#Digests',
    'Rename Method com.acme.crypto.EncryptionKit#encrypt(String, String) -> com.acme.hashing.Digests#hash(String, String)',
    'Rename Method com.acme.crypto.EncryptionKit#md5Encrypt(String) -> com.acme.hashing.Digests#md5(String)',
    'Rename Method com.acme.crypto.EncryptionKit#sha1Encrypt(String) -> com.acme.hashing.Digests#sha1(String)',
    'Rename Method com.acme.crypto.EncryptionKit#sha256Encrypt(String) -> com.acme.hashing.Digests#sha256(String)',
    'Rename Parameter com.acme.crypto.EncryptionKit.md5Encrypt(String)#text -> com.acme.hashing.Digests.md5(String)#value',
    'Rename Parameter com.acme.crypto.EncryptionKit.sha1Encrypt(String)#text -> com.acme.hashing.Digests.sha1(String)#value',
    'Rename Parameter com.acme.crypto.EncryptionKit.sha256Encrypt(String)#text -> com.acme.hashing.Digests.sha256(String)#value',
  ],
  // The constructor follows its class without being reported.
  'rename-class': [
    'Change Return Type com.acme.report.ReportBuilder#addRow(String, double) -> com.acme.report.HtmlReportBuilder#addRow(String, double)',
    'Change Variable Type com.acme.report.MonthlyReport.render(String, Map<String, Double>)#builder -> com.acme.report.MonthlyReport.render(String, Map<String, Double>)#builder',
    'Rename Class com.acme.report#ReportBuilder -> com.acme.report#HtmlReportBuilder',
  ],
  'move-and-rename-class': [
    'Change Field Type blog.post.PostService#slugs : SlugHelper -> blog.post.PostService#slugs : SlugGenerator',
    'Move And Rename Class blog.util#SlugHelper -> blog.text#SlugGenerator',
  ],
  // Test classes merged into a new one: TriggerStatementTest's methods and TableStatementTest's
  // one went to CreateTest, which is neither of them renamed, and the lone one is no
  // coincidence. IndexSupport's logger is: a field alone says nothing. IndexTest, the only
  // source of SecondaryIndexTest, became it.
  'merge-test-classes': [
    'Move And Rename Class com.acme.db#IndexTest -> com.acme.db.schema#SecondaryIndexTest',
    'Move Method com.acme.db.TableStatementTest#testPartitionKeyOnlyTable() -> com.acme.db.schema.CreateTest#testPartitionKeyOnlyTable()',
    'Move Method com.acme.db.TriggerStatementTest#assertTriggerDoesNotExist(String) -> com.acme.db.schema.CreateTest#assertTriggerDoesNotExist(String)',
    'Move Method com.acme.db.TriggerStatementTest#assertTriggerExists(String, Class<?>) -> com.acme.db.schema.CreateTest#assertTriggerExists(String, Class<?>)',
    'Move Method com.acme.db.TriggerStatementTest#testCreateTrigger() -> com.acme.db.schema.CreateTest#testCreateTrigger()',
    'Move Method com.acme.db.TriggerStatementTest#testDropTrigger() -> com.acme.db.schema.CreateTest#testDropTrigger()',
  ],
  'move-method': [
    'Move Method com.shop.billing.Invoice#formatAmount(long, String) -> com.shop.billing.MoneyFormat#formatAmount(long, String)',
  ],
  // A test moved to another class under its name while the helpers it called, gone with it, were
  // written out in it: with those helpers' bodies its old code is like the new (a Move, the helpers
  // inlined into it). Not reported: `deleteTask()`, which also called a gone helper, moved under its
  // name onto unrelated code.
  'move-with-inlined-helpers': [
    'Inline Method com.todo.tasks.TasksActivityTest#clickCheckBoxForTask(String) -> com.todo.tasks.TasksFragmentTest#markTaskAsComplete()',
    'Inline Method com.todo.tasks.TasksActivityTest#viewActiveTasks() -> com.todo.tasks.TasksFragmentTest#markTaskAsComplete()',
    'Inline Method com.todo.tasks.TasksActivityTest#viewAllTasks() -> com.todo.tasks.TasksActivityTest#createTask()',
    'Inline Method com.todo.tasks.TasksActivityTest#viewAllTasks() -> com.todo.tasks.TasksFragmentTest#markTaskAsComplete()',
    'Move Method com.todo.tasks.TasksActivityTest#markTaskAsComplete() -> com.todo.tasks.TasksFragmentTest#markTaskAsComplete()',
  ],
  // Two tests renamed in place whose code ties, each calling a helper renamed since: each pairs
  // with the successor that calls its helper's new name, not crosswise as the tie left them
  // (`inspectorReachable()` -> `inspectorLeaking()` is not reported). A rename with no renamed
  // callee (`gcRootsReachable()`) stays as its code matched it.
  'rename-crosswise-by-callees': [
    'Rename Method com.acme.status.StatusTest#gcRootsReachable() -> com.acme.status.StatusTest#gcRootsNotLeaking()',
    'Rename Method com.acme.status.StatusTest#inspectorReachable() -> com.acme.status.StatusTest#inspectorNotLeaking()',
    'Rename Method com.acme.status.StatusTest#inspectorUnreachable() -> com.acme.status.StatusTest#inspectorLeaking()',
    'Rename Method com.acme.status.StatusTest#reachableInstance(String) -> com.acme.status.StatusTest#notLeaking(String)',
    'Rename Method com.acme.status.StatusTest#unreachableInstance(String) -> com.acme.status.StatusTest#leaking(String)',
  ],
  // Renamed only in letter case, parameters kept: teardown() -> tearDown() though its body now
  // guards a renamed field. checkpoint(int) -> checkPoint() also lost its parameter and its code: no rename.
  'rename-method-respelled': [
    'Rename Field com.acme.store.StoreTest#neostore : Store -> com.acme.store.StoreTest#neoStore : Store',
    'Rename Method com.acme.store.StoreTest#setup() -> com.acme.store.StoreTest#setUp()',
    'Rename Method com.acme.store.StoreTest#teardown() -> com.acme.store.StoreTest#tearDown()',
  ],
  // A declaration renamed with its override: the override's body was rewritten too far to match on
  // its own, but it overrides the renamed declaration. Stockpile's look-alike implements nothing,
  // and describe() -> isEmpty() in the implementing class are no rename.
  'rename-method-with-overrides': [
    'Rename Method com.acme.robots.RequestProvider#getNumberOfRequests() -> com.acme.robots.RequestProvider#getRequestsCount()',
    'Rename Method com.acme.robots.Requester#getNumberOfRequests() -> com.acme.robots.Requester#getRequestsCount()',
  ],
  'rename-method': ['Rename Method com.warehouse.Inventory#chk(String, int) -> com.warehouse.Inventory#isAvailable(String, int)'],
  'move-and-rename-method': [
    'Move And Rename Method com.shop.billing.Invoice#formatAmount(long, String) -> com.shop.billing.MoneyFormat#centsToText(long, String)',
  ],
  'change-signature': ['Add Parameter com.mail.Mailer#send(String, String) -> com.mail.Mailer.send(String, String, String)#subject'],
  'pull-up-method': ['Pull Up Method com.hr.Manager#badgeName() -> com.hr.Employee#badgeName()'],
  // Renamed on the way up: still a pull up (the name is not what RefactoringMiner keys it on).
  'pull-up-renamed-method': ['Pull Up Method com.hr.Manager#badgeName() -> com.hr.Employee#displayBadge()'],
  // The only method removed from a class and the only one added: a rename, though the signature
  // and the body were rewritten; a method replaced by an unrelated one (AuditLog) is not, nor an
  // empty one (HeadlessDisplay#dispose() is not getName()).
  'rename-method-rewritten': [
    'Change Return Type com.acme.match.NotEmpty#describeTo(Description) -> com.acme.match.NotEmpty#describe()',
    'Remove Parameter com.acme.match.NotEmpty.describeTo(Description)#description -> com.acme.match.NotEmpty#describe()',
    'Rename Method com.acme.match.NotEmpty#describeTo(Description) -> com.acme.match.NotEmpty#describe()',
  ],
  // toString() renamed while its body went to three new helpers: compared with them, format() is
  // toString(). fingerprint() removed and outlook() added (calling a new helper of its own) are unrelated.
  'rename-method-split-into-helpers': [
    'Extract Method com.acme.weather.StationReading#toString() -> com.acme.weather.StationReading#formatAir()',
    'Extract Method com.acme.weather.StationReading#toString() -> com.acme.weather.StationReading#formatRain()',
    'Extract Method com.acme.weather.StationReading#toString() -> com.acme.weather.StationReading#formatWind()',
    'Rename Method com.acme.weather.StationReading#toString() -> com.acme.weather.StationReading#format()',
  ],
  // A method renamed while most of its body went to a new helper it calls: the helper alone looks
  // more like the old method, the new caller with its helper looks more like it still
  // (SettingsLoader), or nearly as much and the old callers now call it (CatalogIndex). A helper
  // two new methods call (QueryBuilder) or one a thin wrapper calls (OrderPrinter) stays the rename,
  // unless one of the two kept the old name but for letter case (TextUnpacker: unpackUtf8 -> unpackUTF8).
  'rename-method-delegating-successor': [
    'Extract Method com.acme.config.CatalogIndex#addItems(List<Item>) -> com.acme.config.CatalogIndex#indexItems(List<Item>, ItemFilter)',
    'Extract Method com.acme.config.OrderPrinter#printAll(List<Order>) -> com.acme.config.OrderPrinter#print(Order)',
    'Extract Method com.acme.config.SettingsLoader#load(Properties) -> com.acme.config.SettingsLoader#copyValues(Properties, Map<String, String>)',
    'Extract Method com.acme.config.TextUnpacker#unpackUtf8() -> com.acme.config.TextUnpacker#unpackTextHeader()',
    'Rename Method com.acme.config.CatalogIndex#addItems(List<Item>) -> com.acme.config.CatalogIndex#addEnabledItems(List<Item>, boolean)',
    'Add Parameter com.acme.config.CatalogIndex#addItems(List<Item>) -> com.acme.config.CatalogIndex.addEnabledItems(List<Item>, boolean)#strict',
    'Add Parameter com.acme.config.SettingsLoader#load(Properties) -> com.acme.config.SettingsLoader.loadProfile(Properties, String)#profile',
    'Change Return Type com.acme.config.QueryBuilder#orderBy(Field) -> com.acme.config.QueryBuilder#columnOf(Field)',
    'Rename Method com.acme.config.OrderPrinter#describe(Order) -> com.acme.config.OrderPrinter#summary(Order)',
    'Rename Method com.acme.config.QueryBuilder#orderBy(Field) -> com.acme.config.QueryBuilder#columnOf(Field)',
    'Rename Method com.acme.config.SettingsLoader#load(Properties) -> com.acme.config.SettingsLoader#loadProfile(Properties, String)',
    'Rename Method com.acme.config.TextUnpacker#unpackUtf8() -> com.acme.config.TextUnpacker#unpackUTF8()',
  ],
  // A subclass's implementation moved into what was an abstract declaration of the superclass,
  // also from a subclass removed since (PlainExporter). Empty overrides replaced by an empty
  // default method (ProgressListener#onStart) and a removed subclass's different header() are not.
  'pull-up-into-abstract-declaration': [
    'Pull Up Method com.acme.export.CsvExporter#header() -> com.acme.export.Exporter#header()',
    'Pull Up Method com.acme.export.PlainExporter#footer(int) -> com.acme.export.Exporter#footer(int)',
  ],
  'push-down-method': ['Push Down Method com.hr.Employee#badgeName() -> com.hr.Manager#badgeName()'],
  'extract-method': [
    'Extract Method com.shop.orders.OrderService#place(Order) -> com.shop.orders.OrderService#validate(Order)',
  ],
  // The moved statements are a small part of the new method, wrapped in new checks and logging.
  'extract-method-wrapped': [
    'Extract Method com.bank.TransferService#transfer(Account, Account, long) -> com.bank.TransferService#moveMoney(Account, Account, long)',
  ],
  'extract-and-move-method': [
    'Extract And Move Method com.acme.export.ReportExporter#export(List<String[]>) -> com.acme.export.CsvWriter#escape(String)',
  ],
  // The caller was rewritten: the statements that went to closeQuietly are reported, the message
  // now built by failure(...) is a sliver of what run() lost and is not.
  'extract-and-move-stray-match': [
    'Extract And Move Method com.acme.reports.ReportJob#run() -> com.acme.reports.Connections#closeQuietly(Connection)',
  ],
  // A removed overload that only forwarded to the one that stays (LabelPrinter#label(Parcel)) is not
  // inlined into its callers: they now call the overload it forwarded to. createCell() took in
  // createManyCells(); createSingleCell() only shares some of those statements' tokens.
  // A test renamed while a one-line factory was inlined into it: its new name's words are no
  // code that came in from the factory. auditRemoval() lost its only call in a renamed test and
  // went nowhere: no inlining.
  'inline-into-renamed-caller': [
    'Inline Method com.acme.search.AccountSearchTest#sampleAccount() -> com.acme.search.AccountSearchTest#testEmbeddedLuceneFullTextQuery()',
    'Inline Method com.acme.search.AccountSearchTest#sampleAccount() -> com.acme.search.AccountSearchTest#testPutAndGet()',
    'Rename Method com.acme.search.AccountSearchTest#newAccount(int) -> com.acme.search.AccountSearchTest#sampleAccount(int)',
    'Rename Method com.acme.search.AccountSearchTest#testEmbeddedQuery() -> com.acme.search.AccountSearchTest#testEmbeddedLuceneFullTextQuery()',
    'Rename Method com.acme.search.AccountSearchTest#testRemove() -> com.acme.search.AccountSearchTest#testRemoveAuditedAccount()',
  ],
  'inline-method': [
    'Inline Method com.parcel.ManifestView#createManyCells() -> com.parcel.ManifestView#createCell()',
    'Inline Method com.parcel.ShippingQuote#oversizeSurcharge(Parcel) -> com.parcel.ShippingQuote#quote(Parcel, String)',
  ],
  // The new constructor Vehicle(String), called through super(plate), is not an extracted method.
  // The fields both classes had moved up too.
  'extract-superclass': [
    'Extract Superclass com.fleet#Car -> com.fleet#Vehicle',
    'Extract Superclass com.fleet#Truck -> com.fleet#Vehicle',
    'Pull Up Field com.fleet.Car#odometerKm : int -> com.fleet.Vehicle#odometerKm : int',
    'Pull Up Field com.fleet.Car#plate : String -> com.fleet.Vehicle#plate : String',
    'Pull Up Field com.fleet.Truck#odometerKm : int -> com.fleet.Vehicle#odometerKm : int',
    'Pull Up Field com.fleet.Truck#plate : String -> com.fleet.Vehicle#plate : String',
    'Pull Up Method com.fleet.Car#drive(int) -> com.fleet.Vehicle#drive(int)',
    'Pull Up Method com.fleet.Truck#drive(int) -> com.fleet.Vehicle#drive(int)',
  ],
  // The interface's abstract methods are declarations pulled up from the class (RefDiff's PULL_UP_SIGNATURE).
  'extract-interface': [
    'Extract Interface com.files#DiskStorage -> com.files#BlobStore',
    'Pull Up Method com.files.DiskStorage#load(String) -> com.files.BlobStore#load(String)',
    'Pull Up Method com.files.DiskStorage#save(String, byte[]) -> com.files.BlobStore#save(String, byte[])',
  ],
  // StatusChangeEvent now extends a new DiscoveryEvent that holds code of its own (a timestamp):
  // extracted above it. AuditEvent, new too, extending it is no extraction; nor is the new
  // interface Timed, declarations only, that Heartbeat now implements.
  'extract-superclass-with-new-members': ['Extract Superclass com.acme.events#StatusChangeEvent -> com.acme.events#DiscoveryEvent'],
  // FileExport, new, takes CsvExport's members and is extended by a new JsonExport as well: the
  // common part of a new family, reported as the Extract Superclass alone. Document, new above
  // Invoice only, keeps its Pull Ups.
  'extract-superclass-for-new-family': [
    'Extract Superclass com.export#CsvExport -> com.export#FileExport',
    'Extract Superclass com.export#Invoice -> com.export#Document',
    'Pull Up Field com.export.Invoice#number : String -> com.export.Document#number : String',
    'Pull Up Method com.export.Invoice#describeNumber() -> com.export.Document#describeNumber()',
  ],
  // addWelcomePage() moved on to a new ResourceLocations as findWelcomePage(), which its caller
  // now calls, and left its logging and view registration in that caller: both a move and an
  // inlining. cachePeriod(Settings) went whole to Settings, its caller calling it there: a move
  // only, the caller's new call no code left behind.
  'inline-what-a-moved-callee-left': [
    'Change Parameter Type com.web.WebConfig.WebConfig(ResourceLoader, Settings)#loader -> com.web.WebConfig.WebConfig(ResourceLocations, Settings)#locations',
    'Change Return Type com.web.WebConfig#addWelcomePage(Registry) -> com.web.ResourceLocations#findWelcomePage()',
    'Inline Method com.web.WebConfig#addWelcomePage(Registry) -> com.web.WebConfig#addViewControllers(Registry)',
    'Move And Rename Method com.web.WebConfig#addWelcomePage(Registry) -> com.web.ResourceLocations#findWelcomePage()',
    'Move Field com.web.WebConfig#LOCATIONS : String[] -> com.web.ResourceLocations#LOCATIONS : String[]',
    'Move Field com.web.WebConfig#loader : ResourceLoader -> com.web.ResourceLocations#loader : ResourceLoader',
    'Move Method com.web.WebConfig#cachePeriod(Settings) -> com.web.Settings#cachePeriod()',
    'Remove Parameter com.web.WebConfig.addWelcomePage(Registry)#registry -> com.web.ResourceLocations#findWelcomePage()',
    'Remove Parameter com.web.WebConfig.cachePeriod(Settings)#current -> com.web.Settings#cachePeriod()',
    'Rename Parameter com.web.WebConfig.WebConfig(ResourceLoader, Settings)#loader -> com.web.WebConfig.WebConfig(ResourceLocations, Settings)#locations',
  ],
  // toStringTree(node, provider) was taken into its overload, which no longer calls it; the like
  // method in the new gui.TreeText is a copy, not where it went.
  'inline-callee-copied-elsewhere': ['Inline Method com.tree.core.Trees#toStringTree(Node, TextProvider) -> com.tree.core.Trees#toStringTree(Node, List<String>)'],
  // compose(recipient, greeting) only forwarded to compose(recipient, greeting, closing); both
  // went, and the latter's body is now compose(recipient)'s: inlining the forwarder inlined both.
  // countAll() forwarded to total(), both gone too, but countLines() holds none of total()'s
  // code: no inlining, though `return ...(texts)` alone is contained in its new body.
  'inline-through-forwarder': ['Inline Method com.mail.Letters#compose(String, String) -> com.mail.Letters#compose(String)'],
  'convert-type': ['Convert Type Class com.app.plugins#Plugin -> com.app.plugins#Plugin'],
  // The removed overload export(target, rows, separator, started), inlined into export(target,
  // rows), had called the removed writeRows(...), whose body is now export's too: inlined there
  // through its caller. Not columns(...), called by the inlined header(...), whose body went nowhere.
  'inline-through-inlined-caller': [
    'Inline Method com.acme.report.Exporter#export(File, List<Row>, String, long) -> com.acme.report.Exporter#export(File, List<Row>)',
    'Inline Method com.acme.report.Exporter#header(List<Row>) -> com.acme.report.Exporter#describe(List<Row>)',
    'Inline Method com.acme.report.Exporter#writeRows(File, List<Row>, String, long) -> com.acme.report.Exporter#export(File, List<Row>)',
  ],
  // An interface whose one implementation, removed, now is the interface's name as a class:
  // the implementation renamed (not its members pulled up into the name). Not the other way: a
  // class now an interface whose code went to its one new implementation keeps the name's type
  // and pushes its members down, as RefactoringMiner reads it. convert-type keeps the name too.
  'interface-collapsed-into-implementation': [
    'Convert Type Class com.app.mail#Mailer -> com.app.mail#Mailer',
    'Push Down Field com.app.mail.Mailer#host : String -> com.app.mail.SmtpMailer#host : String',
    'Push Down Field com.app.mail.Mailer#sent : List<String> -> com.app.mail.SmtpMailer#sent : List<String>',
    'Push Down Method com.app.mail.Mailer#send(String, String, String) -> com.app.mail.SmtpMailer#send(String, String, String)',
    'Push Down Method com.app.mail.Mailer#sentMessages() -> com.app.mail.SmtpMailer#sentMessages()',
    'Rename Class com.app.store#FileStorage -> com.app.store#Storage',
  ],
  // Validation added, bodies edited, a new method, a comment: no refactoring.
  'no-refactoring': [],
};

describe('Java refactorings in fixtures', () => {
  test.each(Object.entries(cases))('%s', async (name, expected) => {
    expect(await detectInFixture(`java/${name}`)).toEqual([...expected].sort());
  });
});

describe('Java refactorings in fixtures read backwards', () => {
  // The stray-match change the other way: the clean-up helper was inlined into the rewritten
  // run(); the message helper's code is a sliver of what run() gained.
  test('inlining into a rewritten caller', async () => {
    expect(await detectInReversedFixture('java/extract-and-move-stray-match')).toEqual([
      'Inline Method com.acme.reports.Connections#closeQuietly(Connection) -> com.acme.reports.ReportJob#run()',
    ]);
  });

  // format() with the helpers it called is toString(): renamed while they were inlined into it.
  // outlook() with its removed verdict() shares little with the new fingerprint(): no rename.
  test('a method renamed while its helpers were inlined into it', async () => {
    expect(await detectInReversedFixture('java/rename-method-split-into-helpers')).toEqual([
      'Inline Method com.acme.weather.StationReading#formatAir() -> com.acme.weather.StationReading#toString()',
      'Inline Method com.acme.weather.StationReading#formatRain() -> com.acme.weather.StationReading#toString()',
      'Inline Method com.acme.weather.StationReading#formatWind() -> com.acme.weather.StationReading#toString()',
      'Rename Method com.acme.weather.StationReading#format() -> com.acme.weather.StationReading#toString()',
    ]);
  });
});

/**
 * Rules that hold back a weakly similar pair: each fixture is read with the rule and with its
 * setting neutralised, so the test fails if the rule stops acting.
 */
describe('Java pairs that need more evidence', () => {
  // addItem(String, int) went to an existing class with a new parameter and half its code
  // rewritten: moved with new parameters, it needs 0.1 more than the threshold. describe(...)
  // kept its parameters and moves.
  test('a method moved to a known other class with new parameters', async () => {
    const describeMoved =
      'Move Method com.shop.recipes.Modifier#describe(StringBuilder, String) -> com.shop.recipes.RecipeRegistry#describe(StringBuilder, String)';
    expect(await detectInFixture('java/move-method-new-parameters')).toEqual([describeMoved]);
    expect(await detectInFixture('java/move-method-new-parameters', { settings: { identityChangePenalty: 0 } })).toEqual([
      'Add Parameter com.shop.recipes.Modifier#addItem(String, int) -> com.shop.recipes.RecipeRegistry.addItem(String, int, int)#matched',
      'Move Method com.shop.recipes.Modifier#addItem(String, int) -> com.shop.recipes.RecipeRegistry#addItem(String, int, int)',
      describeMoved,
    ]);
  });

  // LegacyCodec was deleted and WireFormat written anew elsewhere; encode() and encodeAll() went
  // over unchanged, decode(String) half rewritten: a member between two unmatched types has only
  // its own code to show and needs 0.1 more than the threshold.
  test('a member taken from a deleted type to an unmatched new one', async () => {
    const moved = [
      'Move Method com.acme.wire.LegacyCodec#encode(String) -> com.acme.net.WireFormat#encode(String)',
      'Move Method com.acme.wire.LegacyCodec#encodeAll(List<String>) -> com.acme.net.WireFormat#encodeAll(List<String>)',
    ];
    expect(await detectInFixture('java/move-method-from-replaced-type')).toEqual(moved);
    expect(await detectInFixture('java/move-method-from-replaced-type', { settings: { identityChangePenalty: 0 } })).toEqual([
      'Move Method com.acme.wire.LegacyCodec#decode(String) -> com.acme.net.WireFormat#decode(String)',
      ...moved,
    ]);
  });

  // reset() was rewritten; the new close() it calls holds the two lines of it that closed the
  // stream, a sliver of what reset() lost, and new code besides: not an extraction.
  test('a small body partly contained in a large rewrite of its caller', async () => {
    const retyped = 'Change Field Type com.acme.scan.FilesScanner#pending : Deque<File> -> com.acme.scan.FilesScanner#pending : Deque<Path>';
    expect(await detectInFixture('java/extract-sliver-of-rewrite')).toEqual([retyped]);
    expect(await detectInFixture('java/extract-sliver-of-rewrite', { settings: { extractSliverShare: 0 } })).toEqual([
      retyped,
      'Extract Method com.acme.scan.FilesScanner#reset() -> com.acme.scan.FilesScanner#close()',
    ]);
  });
});
