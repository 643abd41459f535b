import { detectInFixture } from '../../helpers/fixtures';

/**
 * A method whose code went, alike, into two new methods (`flow_unit_label()` ->
 * `intake_unit_label()` and `outflow_unit_label()`, each reading its own probe): the code ties, so
 * the successor is the one whose name changed least (the second declared here), the equal
 * candidates ranked by the edit distance of their names, not the one declared first.
 */
describe('Python: a method renamed among two new ones of equal code', () => {
  it('pairs the one whose name changed least', async () => {
    expect((await detectInFixture('python/renamed-among-equal-twins')).filter((line) => line.startsWith('Rename Method'))).toEqual([
      'Rename Method app/meter.py.FlowMeter#flow_unit_label() -> app/meter.py.FlowMeter#outflow_unit_label()',
    ]);
  });
});
