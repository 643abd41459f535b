import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variable-declared-where-filled: a local whose new declaration the mapper
 * paired with the statement that filled the old one (in the first test, a file written with a
 * list of values became bytes made from that list, the file it was made in gone), its other uses
 * mapped and renamed alike, is renamed when the names share a word (`albumFile` -> `albumBytes`
 * in the Kotlin fixture). Not when they share none (the second test: `scratchFile` became
 * `photoBytes`), a value of its own.
 */
const cases: Array<[string, string]> = [
  ['kotlin', 'Rename Variable photos.ShrinkerTest.shrinksAlbums()#albumFile -> photos.ShrinkerTest.shrinksAlbums()#albumBytes'],
  ['java', 'Rename Variable dump.StripperTest.stripsRecords()#hprofFile -> dump.StripperTest.stripsRecords()#hprofBytes'],
  ['javascript', 'Rename Variable src/stripper.test.js.stripsRecords(folder, id)#hprofFile -> src/stripper.test.js.stripsRecords(folder, id)#hprofBytes'],
  ['python', 'Rename Variable dump/test_stripper.py.strips_records(folder, id)#hprof_file -> dump/test_stripper.py.strips_records(folder, id)#hprof_bytes'],
];

describe.each(cases)('%s: a new declaration paired with the statement that filled the old local', (language, expected) => {
  it('is the local renamed when the names share a word, and only then', async () => {
    expect(await detectInFixture(`${language}/variable-declared-where-filled`)).toEqual([expected]);
  });
});
