import { detectInFixture } from '../helpers/fixtures';

/**
 * A local made a parameter of another type also changed its type, as RefactoringMiner reports it
 * (test/fixtures/<language>/variable-parameterized): Java's `int limit` that became a `long limit`
 * parameter, Kotlin's inferred `val limit = ...` that became `limit: Long`. A local made a parameter
 * of the type it had (`double rate`, Kotlin's written `val rate: Double`) is a Parameterize
 * Variable alone. The reverse, a parameter made a local of the same name (RefactoringMiner's
 * Localize Parameter), changed its type when the local has another (`long id` -> `int id`,
 * Kotlin's `id: Long` -> `val id = ...`), not when it kept it (`name`); both stay Remove Parameters.
 * Python's `limit = Limit(...)`, typed by its value, made a parameter that writes no type changed
 * its type too; `rate = config.rate * config.factor`, of no known type, did not.
 */
const cases: Array<[string, string[]]> = [
  ['java', [
    'Change Variable Type shop.Quota.limit(Config, Sink)#limit -> shop.Quota.limit(Config, Sink, long)#limit',
    'Change Variable Type shop.Quota.read(Reader, Sink, long, String)#id -> shop.Quota.read(Reader, Sink)#id',
    'Parameterize Variable shop.Quota.limit(Config, Sink)#limit -> shop.Quota.limit(Config, Sink, long)#limit',
    'Parameterize Variable shop.Quota.rate(Config, Sink)#rate -> shop.Quota.rate(Config, Sink, double)#rate',
    'Remove Parameter shop.Quota.read(Reader, Sink, long, String)#id -> shop.Quota#read(Reader, Sink)',
    'Remove Parameter shop.Quota.read(Reader, Sink, long, String)#name -> shop.Quota#read(Reader, Sink)',
  ]],
  ['kotlin', [
    'Change Variable Type shop.Quota.limit(Config, Sink)#limit -> shop.Quota.limit(Config, Sink, Long)#limit',
    'Change Variable Type shop.Quota.read(Reader, Sink, Long, String)#id -> shop.Quota.read(Reader, Sink)#id',
    'Parameterize Variable shop.Quota.limit(Config, Sink)#limit -> shop.Quota.limit(Config, Sink, Long)#limit',
    'Parameterize Variable shop.Quota.rate(Config, Sink)#rate -> shop.Quota.rate(Config, Sink, Double)#rate',
    'Remove Parameter shop.Quota.read(Reader, Sink, Long, String)#id -> shop.Quota#read(Reader, Sink)',
    'Remove Parameter shop.Quota.read(Reader, Sink, Long, String)#name -> shop.Quota#read(Reader, Sink)',
  ]],
  ['python', [
    'Change Variable Type shop/quota.py.Quota.limit(config, sink)#limit -> shop/quota.py.Quota.limit(config, sink, limit)#limit',
    'Parameterize Variable shop/quota.py.Quota.limit(config, sink)#limit -> shop/quota.py.Quota.limit(config, sink, limit)#limit',
    'Parameterize Variable shop/quota.py.Quota.rate(config, sink)#rate -> shop/quota.py.Quota.rate(config, sink, rate)#rate',
  ]],
];

describe.each(cases)('%s: locals made parameters, and parameters made locals', (language, expected) => {
  it('change their type when the other has another, and only then', async () => {
    expect(await detectInFixture(`${language}/variable-parameterized`)).toEqual([...expected].sort());
  });
});
