import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * Extractions (and, read backwards, inlinings) of code that changed on the way, decided from
 * mapped statements where the token bags are unsure (src/core/moved-code.ts), on
 * test/fixtures/python/<case>: exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[], string[]]> = [
  // Locals renamed, a tuple returned for the assignments, a new early return. The locals renamed on their way
  // are reported in the extracted function (`total`, still the caller's name for the value returned, is not).
  [
    'extract-function-modified',
    [
      'Extract Function app/report.py#print_report(orders, out) -> app/report.py#summarize(rows)',
      'Rename Variable app/report.py.print_report(orders, out)#largest -> app/report.py.summarize(rows)#maximum',
      'Rename Variable app/report.py.print_report(orders, out)#order -> app/report.py.summarize(rows)#row',
    ],
    ['Inline Function app/report.py#summarize(rows) -> app/report.py#print_report(orders, out)'],
  ],
  // A new guard wrapper around the one read the caller gave up: reported as extracted before statements decided.
  ['extract-guard-wrapper', [], []],
  // Keyword arguments named as the parameters they pass (`output_layer=output_layer`): read through
  // the call, the names stay names and only the values become the caller's expressions. The new
  // `log_mode(mode, logger)`, passing `mode=mode` too, holds nothing the caller lost.
  [
    'extract-with-keyword-arguments',
    ['Extract And Move Function enc/encoder.py.Encoder#build(inputs, time_major, mode) -> enc/encoder.py#apply_output_layer(output_layer, time_major, hparams, mode, cell_outputs, cell_output_size)'],
    ['Inline Function enc/encoder.py#apply_output_layer(output_layer, time_major, hparams, mode, cell_outputs, cell_output_size) -> enc/encoder.py.Encoder#build(inputs, time_major, mode)'],
  ],
];

describe('Python: extract and inline with modified code', () => {
  it.each(cases)('%s', async (name, extracted, inlined) => {
    expect(await detectInFixture(`python/${name}`)).toEqual(extracted);
    expect(await detectInReversedFixture(`python/${name}`)).toEqual(inlined);
  });
});
