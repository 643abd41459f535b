import { detectInFixture, detectRefactoringsInFixture } from '../helpers/fixtures';

/**
 * The refactorings of local variables inside bodies, end to end on
 * test/fixtures/<language>/variable-changes: a local renamed in all its uses, a call's argument
 * extracted into a new local, a local inlined into its only use, a local's declared type changed
 * (where the language writes one) and a local made a parameter (a Parameterize Variable, not
 * also an Add Parameter); exactly these, nothing more. The negatives, in every language: two
 * locals that swap names (`swap`), a declaration rewritten whole (`count = items.size()` that
 * became `heading = title.trim()`, in `label`), a new local whose value was nowhere before
 * (`retries = 3` in `connect`), a use written once more (`ping`), and in TypeScript an annotation
 * added where there was none. A type changed with no new word (`List` became `List<String>`, in
 * `longest`) is still a Change Variable Type. Java: a local renamed whose value was wrapped on its
 * way in (`bytes = encode(length)` became `payload = Payload.of(encode(length))`, in `send`) is a
 * rename, but not a value merely quoted inside another with no use renamed alike (`check`); a
 * caught exception that became a local given a value (`guard`) is a rename (and a type change,
 * `Exception` -> `Failure`) when its every other use is mapped and renamed alike, not when the new
 * local has a use of its own (`watch`).
 * Python, where each assignment declares anew: a name assigned again is a new variable, extracted
 * when its value stood where it is now used (`sums = self.mailer.pack(sums)` in `totals`) but not
 * when its value is new (`factor = factor * 3` in `scale`); a new local whose value holds what it
 * replaced, and more (`label = edge.label if ... else ''`, in `labels`) is extracted, but not a local
 * whose value held arguments kept beside it (`kind = kind_of(invocation, matchers)`, in `strategy`); a constructor
 * call tells a local's type (`d = ScalarDistribution(rows)`, in `report`), any other call none
 * (`tally`); and a member of the same spelling renamed alike leaves a rename one (`sources`), as
 * does a parameter renamed in its place (`rewards`); a name assigned twice on each side, its values
 * wrapped on their way in, is renamed when its uses agree (`act` -> `act_fn`, in `layers`); and a statement left as it was
 * shows no inlining (`total = 0` is no value of the unchanged `... if orders else 0`, in `summary`).
 * A parameter assigned is no new variable: a local (assigned twice) made a parameter still assigned when
 * `None` is a Parameterize Variable (`train`), and a parameter given a new value is no Extract Variable (`clamp`).
 * A value changed in the one place its statement changed is extracted when it stays alike
 * (`tf.placeholder(tf.string, ...)` -> `mode_tensor = tf.constant(..., dtype=tf.string, ...)`, in
 * `modes`; in `ensure`, where the mapper pairs neither statement), not when only the argument is
 * shared (`LogOperations(mode)` -> `ops = get_ops(mode)`).
 */
const cases: Array<[string, string[]]> = [
  ['java', [
    'Change Variable Type shop.Orders.guard(Task)#problem -> shop.Orders.guard(Task)#failure',
    'Change Variable Type shop.Orders.longest(List<String>)#copy -> shop.Orders.longest(List<String>)#copy',
    'Change Variable Type shop.Orders.send(int)#bytes -> shop.Orders.send(int)#payload',
    'Change Variable Type shop.Orders.sum(int[])#total -> shop.Orders.sum(int[])#total',
    'Extract Variable shop.Orders#notifyUser(User, String) -> shop.Orders.notifyUser(User, String)#address',
    'Inline Variable shop.Orders.price(double, double)#rate -> shop.Orders#price(double, double)',
    'Parameterize Variable shop.Orders.alert(String)#channel -> shop.Orders.alert(String, String)#channel',
    'Rename Variable shop.Orders.count(List<String>)#n -> shop.Orders.count(List<String>)#size',
    'Rename Variable shop.Orders.guard(Task)#problem -> shop.Orders.guard(Task)#failure',
    'Rename Variable shop.Orders.send(int)#bytes -> shop.Orders.send(int)#payload',
  ]],
  ['javascript', [
    'Extract Variable src/orders.js#notifyUser(user, subject, mailer) -> src/orders.js.notifyUser(user, subject, mailer)#address',
    'Inline Variable src/orders.js.price(amount, base, mailer)#rate -> src/orders.js#price(amount, base, mailer)',
    'Parameterize Variable src/orders.js.alert(text, mailer)#channel -> src/orders.js.alert(text, mailer, channel)#channel',
    'Rename Variable src/orders.js.count(items, mailer)#n -> src/orders.js.count(items, mailer)#size',
  ]],
  ['c', [
    'Change Variable Type src/orders.c.sum(const int *, int)#total -> src/orders.c.sum(const int *, int)#total',
    'Extract Variable src/orders.c#notify_user(const struct user *, const char *) -> src/orders.c.notify_user(const struct user *, const char *)#address',
    'Inline Variable src/orders.c.price(double, double)#rate -> src/orders.c#price(double, double)',
    'Parameterize Variable src/orders.c.alert(const char *)#channel -> src/orders.c.alert(const char *, const char *)#channel',
    'Rename Variable src/orders.c.count(const struct list *)#n -> src/orders.c.count(const struct list *)#size',
  ]],
  ['python', [
    'Change Variable Type shop/orders.py.Orders.report(rows)#d -> shop/orders.py.Orders.report(rows)#d',
    'Extract Variable shop/orders.py.Orders#ensure(mode) -> shop/orders.py.Orders.ensure(mode)#mode_tensor',
    'Extract Variable shop/orders.py.Orders#labels(edge) -> shop/orders.py.Orders.labels(edge)#label',
    'Extract Variable shop/orders.py.Orders#modes(mode) -> shop/orders.py.Orders.modes(mode)#mode_tensor',
    'Extract Variable shop/orders.py.Orders#notify_user(user, subject) -> shop/orders.py.Orders.notify_user(user, subject)#address',
    'Extract Variable shop/orders.py.Orders#totals(rows) -> shop/orders.py.Orders.totals(rows)#sums',
    'Inline Variable shop/orders.py.Orders.price(amount, base)#rate -> shop/orders.py.Orders#price(amount, base)',
    'Parameterize Variable shop/orders.py.Orders.alert(text)#channel -> shop/orders.py.Orders.alert(text, channel)#channel',
    'Parameterize Variable shop/orders.py.Orders.train(loss)#rate -> shop/orders.py.Orders.train(loss, rate)#rate',
    'Rename Parameter shop/orders.py.Orders.rewards(reward_fn, items)#reward_fn -> shop/orders.py.Orders.rewards(global_reward_fn, items)#global_reward_fn',
    'Rename Variable shop/orders.py.Orders.count(items)#n -> shop/orders.py.Orders.count(items)#size',
    'Rename Variable shop/orders.py.Orders.layers(sizes)#act -> shop/orders.py.Orders.layers(sizes)#act_fn',
    'Rename Variable shop/orders.py.Orders.rewards(reward_fn, items)#global_rewards -> shop/orders.py.Orders.rewards(global_reward_fn, items)#rewards_global',
    'Rename Variable shop/orders.py.Orders.sources()#events -> shop/orders.py.Orders.sources()#outcomes',
  ]],
  ['go', [
    'Change Variable Type shop.Sum([]int)#total -> shop.Sum([]int)#total',
    'Extract Variable shop#NotifyUser(*User, string, *Mailer) -> shop.NotifyUser(*User, string, *Mailer)#address',
    'Inline Variable shop.Price(float64, float64, *Mailer)#rate -> shop#Price(float64, float64, *Mailer)',
    'Parameterize Variable shop.Alert(string, *Mailer)#channel -> shop.Alert(string, *Mailer, string)#channel',
    'Rename Variable shop.Count([]string, *Mailer)#n -> shop.Count([]string, *Mailer)#size',
  ]],
  ['csharp', [
    'Change Variable Type Shop.Orders.Sum(int[])#total -> Shop.Orders.Sum(int[])#total',
    'Extract Variable Shop.Orders#NotifyUser(User, string) -> Shop.Orders.NotifyUser(User, string)#address',
    'Inline Variable Shop.Orders.Price(double, double)#rate -> Shop.Orders#Price(double, double)',
    'Parameterize Variable Shop.Orders.Alert(string)#channel -> Shop.Orders.Alert(string, string)#channel',
    'Rename Variable Shop.Orders.Count(List<string>)#n -> Shop.Orders.Count(List<string>)#size',
  ]],
  ['typescript', [
    'Change Variable Type src/orders.ts.sum(values: number[])#total -> src/orders.ts.sum(values: number[])#total',
    'Extract Variable src/orders.ts#notifyUser(user: User, subject: string, mailer: Mailer) -> src/orders.ts.notifyUser(user: User, subject: string, mailer: Mailer)#address',
    'Rename Variable src/orders.ts.count(items: string[], mailer: Mailer)#n -> src/orders.ts.count(items: string[], mailer: Mailer)#size',
  ]],
];

describe.each(cases)('%s: variable changes', (language, expected) => {
  it('are reported as RefactoringMiner names them, and only those', async () => {
    expect(await detectInFixture(`${language}/variable-changes`)).toEqual([...expected].sort());
  });
});

/**
 * test/fixtures/<language>/variable-changes-more. Bodies written inside an expression: a local
 * inlined into a call whose lambda also changed (`measure`), a local renamed inside a lambda
 * (`trim`) and inside an anonymous class or object (`task`), each among other changes in that
 * body. A parameter renamed to a local's old name while the local took a new one (`fill`: `files`
 * became `current`, `current` became `actual`): two renames, no Parameterize Variable. A caught
 * exception renamed in a clause whose body was rewritten (`load`), and one whose type changed
 * (`close`: `IOException` -> `Exception`), but not one that catches one more (Java's
 * `IOException | InterruptedException`, in `await`). The negatives: a local used in
 * a lambda whose body changed around it (`tag`), a lambda's local whose value was rewritten whole
 * (`size = name.length()` that became `first = name.substring(0, 1)`, in `total`), and a catch
 * clause added beside a kept one (`save`). A local inlined (`greet`) or extracted (`welcome`)
 * whose value changed on its way (`greeter.greeting(ENGLISH, "foo").get(TIMEOUT)` and
 * `greeter.greeting("foo")`), but not a local whose one use now holds an unrelated value
 * (`farewell`). Kotlin: a local's type written (`val size: Int`) or left to inference
 * (`val id = ...`) where it was the other way is a Change Variable Type, as
 * RefactoringMiner's Kotlin oracle has it (the inferred type it calls `Inferred`); a local
 * inferred on both sides (`count`, in `readId`) is not. A local inlined as the receiver of a call
 * whose lambda kept its statements (`repository.run { ... }` -> `provideRepository(context).apply
 * { ... }`, in `seed`): the statements compare with the lambdas they hold.
 */
const moreCases: Array<[string, string[]]> = [
  ['java', [
    'Change Variable Type shop.Jobs.close(Channel)#e -> shop.Jobs.close(Channel)#e',
    'Extract Variable shop.Jobs#welcome(Greeter) -> shop.Jobs.welcome(Greeter)#text',
    'Inline Variable shop.Jobs.greet(Greeter)#message -> shop.Jobs#greet(Greeter)',
    'Inline Variable shop.Jobs.measure(int)#label -> shop.Jobs#measure(int)',
    'Rename Parameter shop.Jobs.fill(String[])#files -> shop.Jobs.fill(String[])#current',
    'Rename Variable shop.Jobs.fill(String[])#current -> shop.Jobs.fill(String[])#actual',
    'Rename Variable shop.Jobs.load(String)#ex -> shop.Jobs.load(String)#e',
    'Rename Variable shop.Jobs.task(String)#address -> shop.Jobs.task(String)#target',
    'Rename Variable shop.Jobs.trim(List<String>)#trimmed -> shop.Jobs.trim(List<String>)#clean',
  ]],
  ['kotlin', [
    'Change Variable Type shop.Jobs.close(Channel)#e -> shop.Jobs.close(Channel)#e',
    'Change Variable Type shop.Jobs.measureAll(List<String>)#size -> shop.Jobs.measureAll(List<String>)#size',
    'Change Variable Type shop.Jobs.readId(Reader)#id -> shop.Jobs.readId(Reader)#id',
    'Extract Variable shop.Jobs#welcome(Greeter) -> shop.Jobs.welcome(Greeter)#text',
    'Inline Variable shop.Jobs.greet(Greeter)#message -> shop.Jobs#greet(Greeter)',
    'Inline Variable shop.Jobs.measure(Int)#label -> shop.Jobs#measure(Int)',
    'Inline Variable shop.Jobs.seed(Context)#repository -> shop.Jobs#seed(Context)',
    'Rename Parameter shop.Jobs.fill(Array<String>)#files -> shop.Jobs.fill(Array<String>)#current',
    'Rename Variable shop.Jobs.fill(Array<String>)#current -> shop.Jobs.fill(Array<String>)#actual',
    'Rename Variable shop.Jobs.load(String)#ex -> shop.Jobs.load(String)#e',
    'Rename Variable shop.Jobs.task(String)#address -> shop.Jobs.task(String)#target',
    'Rename Variable shop.Jobs.trim(List<String>)#trimmed -> shop.Jobs.trim(List<String>)#clean',
  ]],
];

describe.each(moreCases)('%s: variable changes inside lambdas, anonymous classes and catch clauses, after a parameter rename, with values changed on their way', (language, expected) => {
  it('are found among the other changes of those bodies, and only those', async () => {
    expect(await detectInFixture(`${language}/variable-changes-more`)).toEqual([...expected].sort());
  });
});

describe('variable changes read backwards', () => {
  it.each(['java', 'c'])('%s: an extracted local is an inlined one, and the reverse', async (language) => {
    const found = await detectRefactoringsInFixture(`${language}/variable-changes`, {}, true);
    const variables = found.filter((r) => r.kind === 'Variable' && r.operation !== 'CHANGE_TYPE');
    const names = variables.map((r) => `${r.type} ${r.operation === 'EXTRACT' ? r.after.name : r.before.name}${r.operation === 'RENAME' ? ` to ${r.after.name}` : ''}`);
    // The local made a parameter, read backwards, is a parameter made local: not one of these types.
    const expected = ['Extract Variable rate', 'Inline Variable address', 'Rename Variable size to n', ...(language === 'java' ? ['Rename Variable payload to bytes'] : [])];
    expect(names.sort()).toEqual(expected.sort());
  });
});

describe('analysis.fineGrained: false', () => {
  it('leaves the variable changes out; the local made a parameter is one Change Signature again', async () => {
    expect(await detectInFixture('java/variable-changes', { fineGrained: false })).toEqual([
      'Change Signature Method shop.Orders#alert(String) -> shop.Orders#alert(String, String)',
    ]);
  });
});
