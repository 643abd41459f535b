import { detectInFixture } from '../helpers/fixtures';

/**
 * A local whose every use was rewritten around it, its declaration kept, on
 * test/fixtures/<language>/variable-uses-all-rewritten (Java and Kotlin): renamed when the
 * declarations the mapper paired stay alike once renamed (`mutableListOf<LeakProjection>()` became
 * `mutableListOf<LeakTraceProjection>()`, `new ArrayList<>(16)` became `new ArrayList<>(32)`) and
 * the new name keeps a word of the old, a plural read as its singular (`leaks` -> `leakTraces`, in
 * `loads`). Not when the new name keeps none (`rows` -> `entries`, in `reads`): nothing else tells.
 */
const cases: Array<[string, string[]]> = [
  ['java', ['Change Return Type db.Tables#loads(Cursor) -> db.Tables#loads(Cursor)', 'Change Return Type db.Tables#reads(Cursor) -> db.Tables#reads(Cursor)', 'Rename Variable db.Tables.loads(Cursor)#leaks -> db.Tables.loads(Cursor)#leakTraces']],
  ['kotlin', ['Change Return Type db.Tables#loads(Cursor) -> db.Tables#loads(Cursor)', 'Change Return Type db.Tables#reads(Cursor) -> db.Tables#reads(Cursor)', 'Rename Variable db.Tables.loads(Cursor)#leaks -> db.Tables.loads(Cursor)#leakTraces']],
];

describe.each(cases)('%s: a local whose uses were all rewritten', (language, expected) => {
  it('is renamed by its declaration kept alike when the name keeps a word, and only then', async () => {
    expect(await detectInFixture(`${language}/variable-uses-all-rewritten`)).toEqual([...expected].sort());
  });
});
