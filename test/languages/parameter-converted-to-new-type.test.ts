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
  // The Java fixture is the same situation under other names (library.LoanBook: loanId -> barcode
  // converted, rounds retyped, loan.barcode drawn from a removed parameter).
  ['java', [
    'Add Parameter library.LoanBook#markRenewed(Ledger, Loan) -> library.LoanBook.markRenewed(Ledger, String)#barcode',
    'Change Parameter Type library.LoanBook.markReturned(Ledger, Long)#loanId -> library.LoanBook.markReturned(Ledger, String)#barcode',
    'Change Parameter Type library.LoanBook.remind(Ledger, Integer)#rounds -> library.LoanBook.remind(Ledger, Number)#rounds',
    'Remove Parameter library.LoanBook.markRenewed(Ledger, Loan)#loan -> library.LoanBook#markRenewed(Ledger, String)',
    'Rename Parameter library.LoanBook.markReturned(Ledger, Long)#loanId -> library.LoanBook.markReturned(Ledger, String)#barcode',
  ]],
];

describe.each(cases)('%s: a parameter converted to the new type', (language, expected) => {
  it('is renamed and retyped where the body converts it, removed and added where it draws a member', async () => {
    expect(await detectInFixture(`${language}/parameter-converted-to-new-type`)).toEqual([...expected].sort());
  });
});
