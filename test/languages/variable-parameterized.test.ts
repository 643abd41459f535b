import { detectInFixture } from '../helpers/fixtures';

/**
 * A local made a parameter of another type also changed its type, as RefactoringMiner reports it
 * (test/fixtures/<language>/variable-parameterized): Java's `int limit` that became a `long limit`
 * parameter, Kotlin's inferred `val limit = ...` that became `limit: Long`. A local made a parameter
 * of the type it had (`double rate`, Kotlin's written `val rate: Double`) is a Parameterize
 * Variable alone.
 */
const cases: Array<[string, string[]]> = [
  ['java', [
    'Change Variable Type shop.Quota.limit(Config, Sink)#limit -> shop.Quota.limit(Config, Sink, long)#limit',
    'Parameterize Variable shop.Quota.limit(Config, Sink)#limit -> shop.Quota.limit(Config, Sink, long)#limit',
    'Parameterize Variable shop.Quota.rate(Config, Sink)#rate -> shop.Quota.rate(Config, Sink, double)#rate',
  ]],
  ['kotlin', [
    'Change Variable Type shop.Quota.limit(Config, Sink)#limit -> shop.Quota.limit(Config, Sink, Long)#limit',
    'Parameterize Variable shop.Quota.limit(Config, Sink)#limit -> shop.Quota.limit(Config, Sink, Long)#limit',
    'Parameterize Variable shop.Quota.rate(Config, Sink)#rate -> shop.Quota.rate(Config, Sink, Double)#rate',
  ]],
];

describe.each(cases)('%s: locals made parameters', (language, expected) => {
  it('change their type when the parameter has another, and only then', async () => {
    expect(await detectInFixture(`${language}/variable-parameterized`)).toEqual([...expected].sort());
  });
});
