import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * End to end on test/fixtures/cpp/<case>/before|after: the C++ plugin and the core together must
 * find exactly these refactorings, nothing more. Types and a namespace's functions are named by
 * their namespace (`geo.shapes` for `geo::shapes`), methods by their class; signatures show
 * parameter types (and `const`).
 */
const cases: Array<[string, string[]]> = [
  // A method declared in the header and defined out of line in the source, renamed in both: one
  // method. A field renamed with its uses; a parameter added (Add Parameter, not a Change Signature).
  [
    'rename-method-field',
    [
      'Add Parameter stats.Counter#average(int) const -> stats.Counter.average(int, bool) const#round_up',
      'Rename Field stats.Counter#total_ : int -> stats.Counter#sum_ : int',
      'Rename Method stats.Counter#add(int) -> stats.Counter#record(int)',
    ],
  ],
  // A namespace spans files: a function moved to another file of its namespace is not moved; one
  // moved to another namespace is.
  [
    'namespaces',
    [
      'Move And Rename Function util#wrap(int, int) -> util.range#wrapAround(int, int)',
      'Move Function util#clamp(double, double, double) -> util.range#clamp(double, double, double)',
      'Move Struct geo#Segment -> geo.shapes#Segment',
      'Rename Class geo#Polygon -> geo#RegularPolygon',
      'Rename Function util#lerp(double, double, double) -> util#interpolate(double, double, double)',
    ],
  ],
  [
    'extract-inline',
    [
      'Extract Method billing.Invoice#print(std::ostream&) const -> billing.Invoice#printLines(std::ostream&) const',
      'Inline Function billing#subtotal(const Line&) -> billing.Invoice#total() const',
    ],
  ],
  // A base class (`class Dog : public Animal`) is a supertype.
  ['pull-up', ['Pull Up Method Dog#describe(bool) const -> Animal#describe(bool) const']],
  [
    'extract-superclass',
    [
      'Extract Superclass net#TcpChannel -> net#Channel',
      'Extract Superclass net#UdpChannel -> net#Channel',
      'Pull Up Field net.TcpChannel#buffer_ : std::string -> net.Channel#buffer_ : std::string',
      'Pull Up Field net.TcpChannel#flushed_ : bool -> net.Channel#flushed_ : bool',
      'Pull Up Field net.TcpChannel#open_ : bool -> net.Channel#open_ : bool',
      'Pull Up Field net.UdpChannel#buffer_ : std::string -> net.Channel#buffer_ : std::string',
      'Pull Up Field net.UdpChannel#flushed_ : bool -> net.Channel#flushed_ : bool',
      'Pull Up Field net.UdpChannel#open_ : bool -> net.Channel#open_ : bool',
      'Pull Up Method net.TcpChannel#close() -> net.Channel#close()',
      'Pull Up Method net.TcpChannel#send(const std::string&) -> net.Channel#send(const std::string&)',
      'Pull Up Method net.UdpChannel#close() -> net.Channel#close()',
      'Pull Up Method net.UdpChannel#send(const std::string&) -> net.Channel#send(const std::string&)',
    ],
  ],
  ['files', ['Move File src#trim.cc -> lib/text#trim.cc', 'Rename File src#parse.cc -> src#parsing.cc']],
  // Each class template specialization is its own type, named with its arguments (spacing
  // normalised); one added before the others moves nothing. A specialization's method defined
  // out of line (`formatter<bool>::print`) joins that specialization.
  [
    'specializations',
    [
      'Rename Field fmt.formatter<int>#width : int -> fmt.formatter<int>#min_width : int',
      'Rename Method fmt.formatter<bool>#format(bool, context&) const -> fmt.formatter<bool>#print(bool, context&) const',
    ],
  ],
  // Headers whose namespace is opened and closed by macros alone on their lines
  // (`LIB_BEGIN_NAMESPACE`) and whose functions open with attribute macros (`LIB_NORETURN
  // LIB_CONSTEXPR void`): a struct moved to another header of the same namespace is no move;
  // a function renamed there is a rename; an enumerator alone on its line (`LAST`) stays one.
  ['namespace-macros', ['Rename Function detail#triple(int) -> detail#thrice(int)']],
  // A conversion operator is named by its type without namespaces: a class moved out of `lib`
  // that now spells `operator lib::basic_view<wchar_t>` keeps its operator (no rename, no
  // move); an operator converting to another type is renamed.
  [
    'conversion-operators',
    [
      'Move Class lib.detail#message -> #message',
      'Rename Method lib.detail.label#operator basic_view<char>() const -> lib.detail.label#operator basic_view<wchar_t>() const',
    ],
  ],
  // An out-of-line definition moved to another source file of its class, whose header is not in
  // the change; a body edited in a source file alone: nothing.
  ['negative', []],
  // Everyday member renames: one beside a constructor parameter of its old name (`: name(name)`
  // -> `: fullName(name)`), one beside a member removed (`debug`), one with its type changed. Not
  // renamed: a member whose name a local took (`deploymentId`), two members merged into a
  // new one read where both were, and a counter replaced by a flag (`int count = 0` ->
  // `std::atomic<bool> stillExecuting{false}`: nothing of the declaration kept, never read in its
  // place; `timeout = 30` -> `timeoutMillis = 30000` is, and is renamed).
  [
    'field-renames',
    [
      'Change Field Type mail.Mailer#timeout : int -> mail.Mailer#timeoutMillis : long',
      'Rename Field mail.Customer#name : std::string -> mail.Customer#fullName : std::string',
      'Rename Field mail.Mailer#host : std::string -> mail.Mailer#serverHost : std::string',
      'Rename Field mail.Mailer#timeout : int -> mail.Mailer#timeoutMillis : long',
    ],
  ],
];

describe('C++ refactorings (fixtures)', () => {
  test.each(cases)('%s', async (name, expected) => {
    expect(await detectInFixture(`cpp/${name}`)).toEqual(expected);
  });

  test('read backwards, extractions are inlinings and the reverse', async () => {
    expect(await detectInReversedFixture('cpp/extract-inline')).toEqual([
      'Extract And Move Function billing.Invoice#total() const -> billing#subtotal(const Line&)',
      'Inline Method billing.Invoice#printLines(std::ostream&) const -> billing.Invoice#print(std::ostream&) const',
    ]);
  });

  test('a method moved from a base class into a subclass is pushed down', async () => {
    expect(await detectInReversedFixture('cpp/pull-up')).toEqual(['Push Down Method Animal#describe(bool) const -> Dog#describe(bool) const']);
  });
});
