import { detectInFixture } from '../helpers/fixtures';

/**
 * A parameter whose name and type changed together, the old one read only to convert it to the
 * new type (`arrayOf(leakId.toString())` -> `arrayOf(signature)` for `signature: String`): callers
 * pass the same value in another type, one parameter renamed and retyped, as RefactoringMiner
 * pairs them (the new one converted to the old type, `repeat(timesText.toInt())`, stays paired
 * too). A member drawn from the old one (`leak.signature` -> `signature`) is another value:
 * removed and added.
 */
const cases: Array<[string, string[]]> = [
  ['kotlin', [
    'Add Parameter leaks.LeakTable#markAsSeen(Database, Leak) -> leaks.LeakTable.markAsSeen(Database, String)#signature',
    'Change Parameter Type leaks.LeakTable.markAsRead(Database, Long)#leakId -> leaks.LeakTable.markAsRead(Database, String)#signature',
    'Change Parameter Type leaks.LeakTable.retry(Database, Int)#times -> leaks.LeakTable.retry(Database, String)#timesText',
    'Remove Parameter leaks.LeakTable.markAsSeen(Database, Leak)#leak -> leaks.LeakTable#markAsSeen(Database, String)',
    'Rename Parameter leaks.LeakTable.markAsRead(Database, Long)#leakId -> leaks.LeakTable.markAsRead(Database, String)#signature',
    'Rename Parameter leaks.LeakTable.retry(Database, Int)#times -> leaks.LeakTable.retry(Database, String)#timesText',
  ]],
  ['java', [
    'Add Parameter leaks.LeakTable#markAsSeen(Database, Leak) -> leaks.LeakTable.markAsSeen(Database, String)#signature',
    'Change Parameter Type leaks.LeakTable.markAsRead(Database, Long)#leakId -> leaks.LeakTable.markAsRead(Database, String)#signature',
    'Change Parameter Type leaks.LeakTable.retry(Database, Integer)#times -> leaks.LeakTable.retry(Database, Number)#times',
    'Remove Parameter leaks.LeakTable.markAsSeen(Database, Leak)#leak -> leaks.LeakTable#markAsSeen(Database, String)',
    'Rename Parameter leaks.LeakTable.markAsRead(Database, Long)#leakId -> leaks.LeakTable.markAsRead(Database, String)#signature',
  ]],
];

describe.each(cases)('%s: a parameter converted to the new type', (language, expected) => {
  it('is renamed and retyped where the body converts it, removed and added where it draws a member', async () => {
    expect(await detectInFixture(`${language}/parameter-converted-to-new-type`)).toEqual([...expected].sort());
  });
});
