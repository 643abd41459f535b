import { detectInFixture } from '../helpers/fixtures';

/**
 * A local renamed whose value kept every word but the local it read, now read through more
 * (`fromInstance(ref, uptime)` became `fromInstance(parser.hydrate(record), uptime)`), on
 * test/fixtures/<language>/variable-value-widened (Java and Kotlin). Its uses agree where they
 * stand, also through locals that now hold part of them (`mirror.key` read through a new `key =
 * parser.text(weakRef.key)`, extracted), and a use rewritten (`retained.remove(mirror.key)`
 * became `retained.remove(record.id)`) is tolerated, as for a declaration renamed alone
 * (`findLeaking`). Not when the value's call changed too (`findRetained`: `fromInstance` became
 * `fromRecord`): a value of its own.
 */
const expected = (types: string) => [
  `Extract Variable refs.Finder#findLeaking(${types}) -> refs.Finder.findLeaking(${types})#key`,
  `Extract Variable refs.Finder#findLeaking(${types}) -> refs.Finder.findLeaking(${types})#name`,
  `Rename Variable refs.Finder.findLeaking(${types})#mirror -> refs.Finder.findLeaking(${types})#weakRef`,
];
const cases: Array<[string, string[]]> = [
  ['java', expected('List<Ref>, Set<String>, Map<String, Result>')],
  ['kotlin', expected('List<Ref>, MutableSet<String>, MutableMap<String, Result>')],
];

describe.each(cases)('%s: a value whose locals are read through more', (language, expected) => {
  it('keeps the local renamed, a use rewritten aside, and only while its other words stay', async () => {
    expect(await detectInFixture(`${language}/variable-value-widened`)).toEqual([...expected].sort());
  });
});
