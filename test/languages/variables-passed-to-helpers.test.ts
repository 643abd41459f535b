import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-passed-to-helpers: a new local passed whole to a helper
 * extracted from the body, whose statement, its parameter read as the local's value, is the one the
 * caller lost (`rootRecord = new Record(new Sticky(dump.id))`, now `root = new Sticky(dump.id)` and
 * `writeRoot(root)`, the helper writing `new Record(root)`): extracted on its way into the helper,
 * as RefactoringMiner reads it. Not `kind`, whose value is a constant read alone (`Kinds.STICKY`):
 * an alias the parameter took over, no value computed.
 */
const cases: Array<[string, string[]]> = [
  ['java', [
    'Extract Method dump.Writer#define(Dump) -> dump.Writer#writeRoot(Sticky)',
    'Extract Method dump.Writer#mark(Dump) -> dump.Writer#writeKind(Kind)',
    'Extract Variable dump.Writer#define(Dump) -> dump.Writer.define(Dump)#root',
  ]],
  ['kotlin', [
    'Extract Method dump.Writer#define(Dump) -> dump.Writer#writeRoot(Sticky)',
    'Extract Method dump.Writer#mark(Dump) -> dump.Writer#writeKind(Kind)',
    'Extract Variable dump.Writer#define(Dump) -> dump.Writer.define(Dump)#root',
  ]],
];

describe.each(cases)('%s: locals passed to a helper extracted from the body', (language, expected) => {
  it('are extracted where the helper took the statement holding the value, and only then', async () => {
    expect(await detectInFixture(`${language}/variables-passed-to-helpers`)).toEqual(expected);
  });
});
