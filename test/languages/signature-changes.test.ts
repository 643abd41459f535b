import { detectInFixture } from '../helpers/fixtures';

/**
 * The changes inside signatures and fields, end to end on test/fixtures/<language>/signature-changes:
 * in every language, a parameter added, removed, renamed and reordered, and where the language
 * declares types a parameter, return and field type changed; exactly these, nothing more. The
 * negatives: a parameter renamed and retyped that the body does not show replaced (an overload
 * `put(int key)` that became `put(long id)`, `key` read and `id` not, in Java) is no rename: one
 * parameter removed and another added (where neither body reads its parameter, the other
 * languages' `put`, nothing tells another value: the one slot changed is renamed and retyped, as
 * RefactoringMiner pairs them); a destructured parameter changed and a `*carts` made plain stay one Change Signature;
 * a swap of two parameters is one Reorder, not two renames; an annotation added where there was
 * none (Python) changes no type.
 * Java and Kotlin: a parameter renamed and retyped in a statement that moved below others
 * (`audit`: aligning the whole bodies misses it, the mapped statement shows it) is renamed; one
 * whose statement became another passing the new parameter elsewhere (`settle`) is not, nor one
 * the alignment lines up between other neighbours (`send(clients)` -> `send(); keep(0, client, 1)`,
 * in `announce`).
 */
const cases: Array<[string, string[]]> = [
  ['java', [
    'Add Parameter com.shop.Pricing#total(List<Integer>, int) -> com.shop.Pricing.total(List<Integer>, int, double)#tax',
    'Add Parameter com.shop.Pricing#settle(Ledger, List<Rule>, int) -> com.shop.Pricing.settle(Ledger, Check, int)#check',
    'Add Parameter com.shop.Pricing#announce(String, List<Client>) -> com.shop.Pricing.announce(String, Client)#client',
    'Remove Parameter com.shop.Pricing.announce(String, List<Client>)#clients -> com.shop.Pricing#announce(String, Client)',
    'Remove Parameter com.shop.Pricing.settle(Ledger, List<Rule>, int)#rules -> com.shop.Pricing#settle(Ledger, Check, int)',
    'Change Parameter Type com.shop.Pricing.audit(Ledger, List<Rule>, int)#rules -> com.shop.Pricing.audit(Ledger, List<Check>, int)#checks',
    'Rename Parameter com.shop.Pricing.audit(Ledger, List<Rule>, int)#rules -> com.shop.Pricing.audit(Ledger, List<Check>, int)#checks',
    'Change Field Type com.shop.Pricing#rate : int -> com.shop.Pricing#rate : long',
    'Change Parameter Type com.shop.Pricing.lookup(int)#id -> com.shop.Pricing.lookup(long)#id',
    'Change Return Type com.shop.Pricing#total(List<Integer>, int) -> com.shop.Pricing#total(List<Integer>, int, double)',
    'Add Parameter com.shop.Pricing#put(int) -> com.shop.Pricing.put(long)#id',
    'Remove Parameter com.shop.Pricing.put(int)#key -> com.shop.Pricing#put(long)',
    'Remove Parameter com.shop.Pricing.log(String, boolean, int)#level -> com.shop.Pricing#log(String, boolean)',
    'Rename Parameter com.shop.Pricing.scale(double, double)#factor -> com.shop.Pricing.scale(double, double)#ratio',
    'Reorder Parameter com.shop.Pricing#describe(String, int) -> com.shop.Pricing#describe(int, String)',
  ]],
  ['javascript', [
    'Add Parameter src/cart.js#total(items, discount) -> src/cart.js.total(items, discount, tax)#tax',
    'Change Signature Function src/cart.js#pick({ id, name }, fallback) -> src/cart.js#pick({ key, name }, fallback)',
    'Remove Parameter src/cart.js.log(message, verbose, level)#level -> src/cart.js#log(message, verbose)',
    'Rename Parameter src/cart.js.scale(value, factor)#factor -> src/cart.js.scale(value, ratio)#ratio',
    'Reorder Parameter src/cart.js#label(name, count) -> src/cart.js#label(count, name)',
  ]],
  ['typescript', [
    'Add Parameter src/pricing.ts.Pricing#total(prices: number[], discount: number) -> src/pricing.ts.Pricing.total(prices: number[], discount: number, tax: number)#tax',
    'Change Field Type src/pricing.ts.Pricing#rate -> src/pricing.ts.Pricing#rate',
    'Change Parameter Type src/pricing.ts.Pricing.lookup(id: number, table: Map<number, string>)#id -> src/pricing.ts.Pricing.lookup(code: string, table: Map<string, string>)#code',
    'Change Parameter Type src/pricing.ts.Pricing.lookup(id: number, table: Map<number, string>)#table -> src/pricing.ts.Pricing.lookup(code: string, table: Map<string, string>)#table',
    'Change Return Type src/pricing.ts.Pricing#total(prices: number[], discount: number) -> src/pricing.ts.Pricing#total(prices: number[], discount: number, tax: number)',
    'Change Parameter Type src/pricing.ts.Pricing.put(key: number, table: Map<number, string>)#key -> src/pricing.ts.Pricing.put(name: string, table: Map<number, string>)#name',
    'Rename Parameter src/pricing.ts.Pricing.put(key: number, table: Map<number, string>)#key -> src/pricing.ts.Pricing.put(name: string, table: Map<number, string>)#name',
    'Rename Parameter src/pricing.ts.Pricing.lookup(id: number, table: Map<number, string>)#id -> src/pricing.ts.Pricing.lookup(code: string, table: Map<string, string>)#code',
    'Reorder Parameter src/pricing.ts.Pricing#describe(name: string, count: number) -> src/pricing.ts.Pricing#describe(count: number, name: string)',
  ]],
  ['python', [
    'Add Parameter shop/cart.py.Cart#total(discount) -> shop/cart.py.Cart.total(discount, tax)#tax',
    'Change Signature Method shop/cart.py.Cart#merge(*carts) -> shop/cart.py.Cart#merge(carts)',
    'Remove Parameter shop/cart.py.Cart.log(message, verbose, level)#level -> shop/cart.py.Cart#log(message, verbose)',
    'Rename Parameter shop/cart.py.Cart.scale(value, factor)#factor -> shop/cart.py.Cart.scale(value, ratio)#ratio',
    'Reorder Parameter shop/cart.py.Cart#label(name, count) -> shop/cart.py.Cart#label(count, name)',
  ]],
  ['go', [
    'Add Parameter shop.Cart#Total(int) -> shop.Cart.Total(int, int)#tax',
    'Change Field Type shop.Cart#Owner -> shop.Cart#Owner',
    'Change Return Type shop.Cart#Total(int) -> shop.Cart#Total(int, int)',
    'Change Parameter Type shop.Put(int, map[int]string)#key -> shop.Put(string, map[int]string)#name',
    'Rename Parameter shop.Put(int, map[int]string)#key -> shop.Put(string, map[int]string)#name',
    'Remove Parameter shop.Log(string, bool, int)#level -> shop#Log(string, bool)',
    'Rename Parameter shop.Scale(float64, float64)#factor -> shop.Scale(float64, float64)#ratio',
    'Reorder Parameter shop#Label(string, int) -> shop#Label(int, string)',
  ]],
  ['csharp', [
    'Add Parameter Shop.Pricing#Total(List<int>, int) -> Shop.Pricing.Total(List<int>, int, double)#tax',
    'Change Field Type Shop.Pricing#rate : int -> Shop.Pricing#rate : long',
    'Change Return Type Shop.Pricing#Total(List<int>, int) -> Shop.Pricing#Total(List<int>, int, double)',
    'Change Parameter Type Shop.Pricing.Put(int)#key -> Shop.Pricing.Put(long)#id',
    'Rename Parameter Shop.Pricing.Put(int)#key -> Shop.Pricing.Put(long)#id',
    'Remove Parameter Shop.Pricing.Log(string, bool, int)#level -> Shop.Pricing#Log(string, bool)',
    'Rename Parameter Shop.Pricing.Scale(double, double)#factor -> Shop.Pricing.Scale(double, double)#ratio',
    'Reorder Parameter Shop.Pricing#Describe(string, int) -> Shop.Pricing#Describe(int, string)',
  ]],
  ['kotlin', [
    'Add Parameter shop.Pricing#total(List<Int>, Int) -> shop.Pricing.total(List<Int>, Int, Double)#tax',
    'Add Parameter shop.Pricing#settle(Ledger, List<Rule>, Int) -> shop.Pricing.settle(Ledger, Check, Int)#check',
    'Add Parameter shop.Pricing#announce(String, List<Client>) -> shop.Pricing.announce(String, Client)#client',
    'Remove Parameter shop.Pricing.announce(String, List<Client>)#clients -> shop.Pricing#announce(String, Client)',
    'Remove Parameter shop.Pricing.settle(Ledger, List<Rule>, Int)#rules -> shop.Pricing#settle(Ledger, Check, Int)',
    'Change Parameter Type shop.Pricing.audit(Ledger, List<Rule>, Int)#rules -> shop.Pricing.audit(Ledger, List<Check>, Int)#checks',
    'Rename Parameter shop.Pricing.audit(Ledger, List<Rule>, Int)#rules -> shop.Pricing.audit(Ledger, List<Check>, Int)#checks',
    'Change Field Type shop.Pricing#owner -> shop.Pricing#owner',
    // The primary constructor's `val owner` parameter: its type changed with the property's.
    'Change Parameter Type shop.Pricing.constructor(String)#owner -> shop.Pricing.constructor(Customer)#owner',
    'Change Field Type shop.Pricing#rate -> shop.Pricing#rate',
    'Change Parameter Type shop.Pricing.lookup(Int, Map<Int, String>)#id -> shop.Pricing.lookup(String, Map<String, String>)#code',
    'Change Parameter Type shop.Pricing.lookup(Int, Map<Int, String>)#table -> shop.Pricing.lookup(String, Map<String, String>)#table',
    'Change Return Type shop.Pricing#total(List<Int>, Int) -> shop.Pricing#total(List<Int>, Int, Double)',
    'Change Parameter Type shop.Pricing.put(Int)#key -> shop.Pricing.put(String)#name',
    'Rename Parameter shop.Pricing.put(Int)#key -> shop.Pricing.put(String)#name',
    'Remove Parameter shop.Pricing.log(String, Boolean, Int)#level -> shop.Pricing#log(String, Boolean)',
    'Rename Parameter shop.Pricing.lookup(Int, Map<Int, String>)#id -> shop.Pricing.lookup(String, Map<String, String>)#code',
    'Rename Parameter shop.Pricing.scale(Double, Double)#factor -> shop.Pricing.scale(Double, Double)#ratio',
    'Reorder Parameter shop.Pricing#describe(String, Int) -> shop.Pricing#describe(Int, String)',
  ]],
  ['c', [
    'Add Parameter src/cart.c#total(const int *, int, int) -> src/cart.c.total(const int *, int, int, double)#tax',
    'Change Return Type src/cart.c#copy_name(const char *) -> src/cart.c#copy_name(const char *)',
    'Change Return Type src/cart.c#total(const int *, int, int) -> src/cart.c#total(const int *, int, int, double)',
    'Change Parameter Type src/cart.c.put(int, int *)#key -> src/cart.c.put(const char *, int *)#name',
    'Rename Parameter src/cart.c.put(int, int *)#key -> src/cart.c.put(const char *, int *)#name',
    'Remove Parameter src/cart.c.log_message(const char *, int, int)#level -> src/cart.c#log_message(const char *, int)',
    'Rename Parameter src/cart.c.scale(double, double)#factor -> src/cart.c.scale(double, double)#ratio',
    'Reorder Parameter src/cart.c#label(const char *, int, char *) -> src/cart.c#label(int, const char *, char *)',
  ]],
  // A parameter renamed in an out-of-line definition (the header's declaration may keep the old
  // name: the definition stands for the method), in a header-only inline function, in a free
  // function declared in the header and defined in the source, and in a class template's method
  // defined out of line (`Shelf<T>::take`); a return type changed in the header and its
  // out-of-line definition, and in a header-only function. Not
  // reported: `weigh`, whose header and source name its parameter apart in both revisions, and
  // `clampCount` made `constexpr` (how it is declared, not what it returns), `currency` returning
  // `std::string` where it returned `string` under `using std::string` (one type), a reference
  // field renamed (`const std::string& region_` to `zone_`: its type stayed).
  ['cpp', [
    'Add Parameter shop.Pricing#total(const std::vector<int>&, int) -> shop.Pricing.total(const std::vector<int>&, int, double)#tax',
    'Change Field Type shop.Pricing#last_ : int -> shop.Pricing#last_ : long',
    'Change Parameter Type shop.Pricing.store(int)#key -> shop.Pricing.store(long)#key',
    'Change Parameter Type shop.audit(int)#id -> shop.audit(long)#id',
    'Change Return Type shop#roundCents(double) -> shop#roundCents(double)',
    'Change Return Type shop.Pricing#total(const std::vector<int>&, int) -> shop.Pricing#total(const std::vector<int>&, int, double)',
    'Add Parameter shop.Pricing#put(int) -> shop.Pricing.put(long)#id',
    'Remove Parameter shop.Pricing.log(const std::string&, bool, int)#level -> shop.Pricing#log(const std::string&, bool)',
    'Remove Parameter shop.Pricing.put(int)#key -> shop.Pricing#put(long)',
    'Rename Parameter shop.Pricing.scale(double, double) const#factor -> shop.Pricing.scale(double, double) const#ratio',
    'Rename Field shop.Pricing#region_ : std::string -> shop.Pricing#zone_ : std::string',
    'Rename Parameter shop.Shelf.take(int)#index -> shop.Shelf.take(int)#slot',
    'Rename Parameter shop.clampCount(int, int)#limit -> shop.clampCount(int, int)#ceiling',
    'Rename Parameter shop.formatPrice(double, int)#digits -> shop.formatPrice(double, int)#places',
    'Reorder Parameter shop.Pricing#describe(const std::string&, int, std::string*) -> shop.Pricing#describe(int, const std::string&, std::string*)',
  ]],
];

describe.each(cases)('%s: signature changes', (language, expected) => {
  it('are reported as RefactoringMiner names them, and only those', async () => {
    expect(await detectInFixture(`${language}/signature-changes`)).toEqual([...expected].sort());
  });
});
