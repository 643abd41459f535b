import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * Extractions (and, read backwards, inlinings) of code that changed on the way, decided from
 * mapped statements where the token bags are unsure (src/core/moved-code.ts), on
 * test/fixtures/java/<case>: exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[], string[]]> = [
  // Locals renamed, a parameter for the field it read, a return for the last assignment.
  ['extract-method-modified', ['Extract Method shop.Invoice#render(String) -> shop.Invoice#total(List<Line>)'], ['Inline Method shop.Invoice#total(List<Line>) -> shop.Invoice#render(String)']],
  // The moved statements renamed, with new checks and logging written around them.
  ['extract-method-with-new-code', ['Extract Method shop.Exporter#export(Report, Path) -> shop.Exporter#writeCsv(List<Entry>, Path)'], ['Inline Method shop.Exporter#writeCsv(List<Entry>, Path) -> shop.Exporter#export(Report, Path)']],
  // A new guard wrapper around the one read the caller gave up: its statements are new code.
  ['extract-guard-wrapper', [], []],
  // An empty `finish() {}` called where the caller lost its closing block: its signature's `void ( ) { }`
  // is all the lost code it "contains"; the loop moved into `writeAll` is the extraction.
  ['extract-empty-body', ['Extract Method app.Decoder#decode(byte[]) -> app.Decoder#writeAll(byte[])'], ['Inline Method app.Decoder#writeAll(byte[]) -> app.Decoder#decode(byte[])']],
  // A method pulled up and fed on the way with the logging a caller lost; `update()`, which
  // called it before as after, gave it nothing although it lost code too.
  [
    'extract-into-moved-method',
    [
      'Extract Method app.Stats#fireListeners(Status, Status) -> app.Stats#logWarn(String, Object...)',
      'Pull Up Method app.NodeStats#logWarn(String, Object...) -> app.Stats#logWarn(String, Object...)',
    ],
    [
      'Inline Method app.Stats#logWarn(String, Object...) -> app.Stats#fireListeners(Status, Status)',
      'Push Down Method app.Stats#logWarn(String, Object...) -> app.NodeStats#logWarn(String, Object...)',
    ],
  ],
  // A method moved next to a caller that called it before as after: the caller's lost logging,
  // alike as it is, went nowhere; read backwards, the caller still calls the moved method.
  ['moved-callee-called-before', ['Move Method app.Log#warn(String, Object...) -> app.Stats#warn(String, Object...)'], ['Move Method app.Stats#warn(String, Object...) -> app.Log#warn(String, Object...)']],
];

describe('Java: extract and inline with modified code', () => {
  it.each(cases)('%s', async (name, extracted, inlined) => {
    expect(await detectInFixture(`java/${name}`)).toEqual(extracted);
    expect(await detectInReversedFixture(`java/${name}`)).toEqual(inlined);
  });
});
