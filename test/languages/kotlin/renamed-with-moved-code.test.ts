import { detectInFixture } from '../../helpers/fixtures';

/**
 * Methods renamed while their code changed or went into new methods of other kept types, and the
 * code those took (src/core/relationship-analysis.ts `matchSoleLeftovers`, src/core/moved-code.ts
 * `isWholeBodyMoved`), on test/fixtures/kotlin/<case>: exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[]]> = [
  // Two methods renamed in one class, each with a new parameter: the extension on `Reader` is the
  // one leftover on that receiver on each side, and then `scan` the one plain leftover.
  [
    'extension-renamed-beside-leftovers',
    [
      'Change Parameter Type records.Parser.Reader.scan(Callbacks)#callbacks -> records.Parser.Reader.readRecords(Set<Listener>)#listeners',
      'Change Parameter Type records.Parser.scan(Callbacks)#callbacks -> records.Parser.readRecords(Set<Listener>)#listeners',
      'Extract Variable records.Parser#Reader.scan(Callbacks) -> records.Parser.Reader.readRecords(Set<Listener>)#length',
      'Rename Method records.Parser#Reader.scan(Callbacks) -> records.Parser#Reader.readRecords(Set<Listener>)',
      'Rename Method records.Parser#scan(Callbacks) -> records.Parser#readRecords(Set<Listener>)',
      'Rename Parameter records.Parser.Reader.scan(Callbacks)#callbacks -> records.Parser.Reader.readRecords(Set<Listener>)#listeners',
      'Rename Parameter records.Parser.scan(Callbacks)#callbacks -> records.Parser.readRecords(Set<Listener>)#listeners',
    ],
  ],
  // The parser's one method renamed, its skipping code now in two new methods of `Reader` that
  // only it calls: with their bodies it is its old self again. (Its parameter's every use was
  // rewritten: read as one removed and one added.)
  [
    'renamed-with-code-moved-to-new-methods',
    [
      'Add Parameter records.Parser#scan(RecordCallbacks) -> records.Parser.readRecords(Set<OnRecordListener>)#listeners',
      'Extract And Move Method records.Parser#scan(RecordCallbacks) -> records.Reader#skipClassRecord()',
      'Extract And Move Method records.Parser#scan(RecordCallbacks) -> records.Reader#skipInstanceRecord()',
      'Remove Parameter records.Parser.scan(RecordCallbacks)#callbacks -> records.Parser#readRecords(Set<OnRecordListener>)',
      'Rename Method records.Parser#scan(RecordCallbacks) -> records.Parser#readRecords(Set<OnRecordListener>)',
    ],
  ],
  // A parse loop rewritten around record readers; the twelve statements skipping a class record
  // went whole into the supertype's new `skipClassRecord()`, a small share of all it lost.
  ['extract-and-move-from-rewritten-caller', ['Extract And Move Method records.Parser#scan(RecordCallbacks) -> records.Reader#skipClassRecord()']],
];

describe('Kotlin: renamed with its code moved out', () => {
  it.each(cases)('%s', async (name, expected) => {
    expect(await detectInFixture(`kotlin/${name}`)).toEqual(expected);
  });
});
