import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * The refactorings of local variables inside C++ bodies (methods defined out of line, their
 * class in a header), end to end on test/fixtures/cpp/variable-changes: a local renamed in all its
 * uses, also a caught exception (`guard`), a structured binding's name (`report`), a local
 * holding a lambda (`scaleAll`), a local of a constructor with an initializer list and one of a
 * method defined in its class (`pending`); a call's result extracted into a new local; a local inlined into
 * its only use; a declared type changed, also a range-for variable's (`auto line` became
 * `const auto& line`); a local made a parameter. Exactly these, nothing more. Not reported: two
 * locals that swap names (`swap`), a declaration rewritten whole (`label`), a new local whose
 * value was nowhere before (`connect`), a use written once more (`ping`), a type whose namespace
 * is spelled out (`string` became `std::string` under `using std::string`, in `greet`).
 */
const EXPECTED = [
  // The local `std::string channel` made a `const std::string&` parameter: its written type changed too.
  'Change Variable Type shop.Orders.alert(const std::string&)#channel -> shop.Orders.alert(const std::string&, const std::string&)#channel',
  'Change Variable Type shop.Orders.longest(const std::vector<std::string>&)#line -> shop.Orders.longest(const std::vector<std::string>&)#line',
  'Change Variable Type shop.Orders.sum(const std::vector<int>&)#total -> shop.Orders.sum(const std::vector<int>&)#total',
  'Extract Variable shop.Orders#notifyUser(const User&, const std::string&) -> shop.Orders.notifyUser(const User&, const std::string&)#address',
  'Inline Variable shop.Orders.price(double, double)#rate -> shop.Orders#price(double, double)',
  'Parameterize Variable shop.Orders.alert(const std::string&)#channel -> shop.Orders.alert(const std::string&, const std::string&)#channel',
  'Rename Variable shop.Orders.Orders(Mailer*)#limit -> shop.Orders.Orders(Mailer*)#capacity',
  'Rename Variable shop.Orders.count(const std::vector<std::string>&)#n -> shop.Orders.count(const std::vector<std::string>&)#size',
  'Rename Variable shop.Orders.guard(Task&)#problem -> shop.Orders.guard(Task&)#failure',
  'Rename Variable shop.Orders.pending() const#waiting -> shop.Orders.pending() const#queued',
  'Rename Variable shop.Orders.report(const std::map<std::string, int>&)#key -> shop.Orders.report(const std::map<std::string, int>&)#name',
  'Rename Variable shop.Orders.scaleAll(std::vector<int>&)#twice -> shop.Orders.scaleAll(std::vector<int>&)#doubled',
];

/** Read backwards: the extracted local is an inlined one and the reverse; the new parameter is one removed. */
const REVERSED = [
  // The parameter made a local again: its written type changed back.
  'Change Variable Type shop.Orders.alert(const std::string&, const std::string&)#channel -> shop.Orders.alert(const std::string&)#channel',
  'Change Variable Type shop.Orders.longest(const std::vector<std::string>&)#line -> shop.Orders.longest(const std::vector<std::string>&)#line',
  'Change Variable Type shop.Orders.sum(const std::vector<int>&)#total -> shop.Orders.sum(const std::vector<int>&)#total',
  'Extract Variable shop.Orders#price(double, double) -> shop.Orders.price(double, double)#rate',
  'Inline Variable shop.Orders.notifyUser(const User&, const std::string&)#address -> shop.Orders#notifyUser(const User&, const std::string&)',
  'Remove Parameter shop.Orders.alert(const std::string&, const std::string&)#channel -> shop.Orders#alert(const std::string&)',
  'Rename Variable shop.Orders.Orders(Mailer*)#capacity -> shop.Orders.Orders(Mailer*)#limit',
  'Rename Variable shop.Orders.count(const std::vector<std::string>&)#size -> shop.Orders.count(const std::vector<std::string>&)#n',
  'Rename Variable shop.Orders.guard(Task&)#failure -> shop.Orders.guard(Task&)#problem',
  'Rename Variable shop.Orders.pending() const#queued -> shop.Orders.pending() const#waiting',
  'Rename Variable shop.Orders.report(const std::map<std::string, int>&)#name -> shop.Orders.report(const std::map<std::string, int>&)#key',
  'Rename Variable shop.Orders.scaleAll(std::vector<int>&)#doubled -> shop.Orders.scaleAll(std::vector<int>&)#twice',
];

describe('C++: variable changes', () => {
  it('are reported as RefactoringMiner names them, and only those', async () => {
    expect(await detectInFixture('cpp/variable-changes')).toEqual(EXPECTED);
  });

  it('read backwards, are their reverses', async () => {
    expect(await detectInReversedFixture('cpp/variable-changes')).toEqual(REVERSED);
  });
});
