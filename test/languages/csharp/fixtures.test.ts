import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * End to end on test/fixtures/csharp/<case>/before|after: the C# plugin and the core together
 * must find exactly these refactorings, nothing more. Containers are namespaces (`Shop.Util`) and
 * types (`Shop.Orders.OrderService`); signatures carry parameter types.
 */
const cases: Array<[string, string[]]> = [
  // A class renamed in place; two moved to another namespace (file-scoped), one renamed on the way.
  [
    'rename-and-move-classes',
    [
      'Move And Rename Class Shop.Util#TaxTable -> Shop.Common#TaxRates',
      'Move Class Shop.Util#Money -> Shop.Common#Money',
      'Rename Class Shop.Billing#InvoiceFormatter -> Shop.Billing#InvoicePrinter',
    ],
  ],
  // Block namespaces; a parameter's type changed; two static methods moved to another class.
  [
    'method-refactorings',
    [
      'Change Parameter Type Shop.Orders.OrderService.Ship(Order, string)#carrier -> Shop.Orders.OrderService.Ship(Order, CarrierCode)#carrier',
      'Move And Rename Method Shop.Orders.OrderService#TaxFor(decimal, string) -> Shop.Orders.Pricing#ComputeTax(decimal, string)',
      'Move Method Shop.Orders.OrderService#RoundPrice(decimal, int) -> Shop.Orders.Pricing#RoundPrice(decimal, int)',
      'Rename Method Shop.Orders.OrderService#CalcDiscount(Order) -> Shop.Orders.OrderService#ComputeDiscount(Order)',
    ],
  ],
  [
    'extract-methods',
    [
      'Extract And Move Method Shop.Reports.ReportBuilder#Summary(Customer) -> Shop.Reports.Names#Initials(string)',
      'Extract Method Shop.Reports.ReportBuilder#Build(IReadOnlyList<Order>, string) -> Shop.Reports.ReportBuilder#AppendTotals(IReadOnlyList<Order>)',
    ],
  ],
  // The base list makes Notifier the supertype.
  [
    'pull-up',
    [
      'Pull Up Field Shop.Notifications.EmailNotifier#maxLength : int -> Shop.Notifications.Notifier#maxLength : int',
      'Pull Up Method Shop.Notifications.EmailNotifier#Truncate(string, int) -> Shop.Notifications.Notifier#Truncate(string, int)',
    ],
  ],
  // A new abstract class two exporters now extend; a new interface the store now implements.
  [
    'extract-superclass-interface',
    [
      'Extract Interface Shop.Users#UserStore -> Shop.Users#IStore',
      'Extract Superclass Shop.Export#CsvExporter -> Shop.Export#Exporter',
      'Extract Superclass Shop.Export#JsonExporter -> Shop.Export#Exporter',
      'Pull Up Field Shop.Export.CsvExporter#rows : List<string[]> -> Shop.Export.Exporter#rows : List<string[]>',
      'Pull Up Field Shop.Export.JsonExporter#rows : List<string[]> -> Shop.Export.Exporter#rows : List<string[]>',
      'Pull Up Method Shop.Export.CsvExporter#Add(string[]) -> Shop.Export.Exporter#Add(string[])',
      'Pull Up Method Shop.Export.CsvExporter#Count() -> Shop.Export.Exporter#Count()',
      'Pull Up Method Shop.Export.JsonExporter#Add(string[]) -> Shop.Export.Exporter#Add(string[])',
      'Pull Up Method Shop.Export.JsonExporter#Count() -> Shop.Export.Exporter#Count()',
      'Pull Up Method Shop.Users.UserStore#Find(string) -> Shop.Users.IStore#Find(string)',
      'Pull Up Method Shop.Users.UserStore#Remove(string) -> Shop.Users.IStore#Remove(string)',
    ],
  ],
  // A field and a property (properties are fields) renamed with their uses.
  [
    'rename-field',
    [
      'Rename Field Shop.Web.Session#UserName : string -> Shop.Web.Session#Login : string',
      'Rename Field Shop.Web.Session#lastSeen : DateTime -> Shop.Web.Session#lastActivity : DateTime',
    ],
  ],
  // A method and a field moved from one part of a partial class to another: one class, no move.
  ['negative', []],
];

describe('C# refactorings (fixtures)', () => {
  test.each(cases)('%s', async (name, expected) => {
    expect(await detectInFixture(`csharp/${name}`)).toEqual(expected);
  });

  test('push down and inline are pull up and extract read backwards', async () => {
    expect(await detectInReversedFixture('csharp/pull-up')).toEqual([
      'Push Down Field Shop.Notifications.Notifier#maxLength : int -> Shop.Notifications.EmailNotifier#maxLength : int',
      'Push Down Method Shop.Notifications.Notifier#Truncate(string, int) -> Shop.Notifications.EmailNotifier#Truncate(string, int)',
    ]);
    expect(await detectInReversedFixture('csharp/extract-methods')).toEqual([
      'Inline Method Shop.Reports.Names#Initials(string) -> Shop.Reports.ReportBuilder#Summary(Customer)',
      'Inline Method Shop.Reports.ReportBuilder#AppendTotals(IReadOnlyList<Order>) -> Shop.Reports.ReportBuilder#Build(IReadOnlyList<Order>, string)',
    ]);
  });
});
