import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * Split Method and, read backwards, Merge Method (src/core/split-merge.ts) on
 * test/fixtures/java/<case>: exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[], string[]]> = [
  // `process()` became `processHeader()` and `processBody()`; `run()` now calls both.
  [
    'split-method',
    [
      'Split Method shop.Importer#process(List<String>) -> shop.Importer#processBody(List<String>)',
      'Split Method shop.Importer#process(List<String>) -> shop.Importer#processHeader(String)',
    ],
    [
      'Merge Method shop.Importer#processBody(List<String>) -> shop.Importer#process(List<String>)',
      'Merge Method shop.Importer#processHeader(String) -> shop.Importer#process(List<String>)',
    ],
  ],
  // The same two parts, but `run()` calls only the larger one and nobody calls both: the
  // matcher's rename stands (the header part is new code to it); read backwards, no merge either.
  [
    'split-caller-calls-one',
    ['Rename Method shop.Importer#process(List<String>) -> shop.Importer#processBody(List<String>)', 'Rename Parameter shop.Importer.process(List<String>)#lines -> shop.Importer.processBody(List<String>)#rows'],
    ['Rename Method shop.Importer#processBody(List<String>) -> shop.Importer#process(List<String>)', 'Rename Parameter shop.Importer.processBody(List<String>)#rows -> shop.Importer.process(List<String>)#lines'],
  ],
  // The same split with no caller on either side: the matcher's rename stands, for undoing a
  // match takes a caller that now calls both parts.
  [
    'split-uncalled-renamed',
    ['Rename Method shop.Importer#process(List<String>) -> shop.Importer#processBody(List<String>)', 'Rename Parameter shop.Importer.process(List<String>)#lines -> shop.Importer.processBody(List<String>)#rows'],
    ['Rename Method shop.Importer#processBody(List<String>) -> shop.Importer#process(List<String>)', 'Rename Parameter shop.Importer.processBody(List<String>)#rows -> shop.Importer.process(List<String>)#lines'],
  ],
  // A copy of the whole body and a second copy of its header half, both called from `run()`: the
  // header part holds nothing the whole copy does not, so no split; the rename stands.
  [
    'split-overlapping-parts',
    ['Rename Method shop.Importer#process(List<String>) -> shop.Importer#importAll(List<String>)'],
    ['Rename Method shop.Importer#importAll(List<String>) -> shop.Importer#process(List<String>)'],
  ],
  // The whole body went into one new method, a small unrelated one beside it: a rename, no split.
  ['split-into-one', ['Rename Method shop.Importer#process(List<String>) -> shop.Importer#importAll(List<String>)'], ['Rename Method shop.Importer#importAll(List<String>) -> shop.Importer#process(List<String>)']],
  // Two new methods each with a small share of the old body, most of it gone: neither split nor merge.
  ['split-small-shares', [], []],
];

describe('Java: split and merge methods', () => {
  it.each(cases)('%s', async (name, split, merged) => {
    expect(await detectInFixture(`java/${name}`)).toEqual(split);
    expect(await detectInReversedFixture(`java/${name}`)).toEqual(merged);
  });
});
