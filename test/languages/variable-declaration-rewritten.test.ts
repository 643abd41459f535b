import { detectInFixture } from '../helpers/fixtures';

/**
 * Locals whose declarations were rewritten whole, the mapper leaving both apart, on
 * test/fixtures/<language>/variable-declaration-rewritten (Java and Kotlin). Renamed when the new
 * name keeps a word of the old and each use stands where the old one stood, in a statement whose
 * other words changed too (`showsStatistics`: `activityScenario.onActivity` became
 * `scenario.onFragment`; `storesCount`: `leakGroupCount`, put under a new key, became `leakCount`).
 * Not when the new name keeps none of the old one's words (`storesTotal`: `groupTotal` became
 * `sum`, a value of its own).
 */
const cases: Array<[string, string[]]> = [
  // The Java fixture is the same situation under other names (farm.Barns: opensHarvest,
  // recordsYield with cropBatchCount -> cropCount, recordsWeight with batchTotal -> kilos).
  ['java', [
    'Change Variable Type farm.Barns.opensHarvest()#greenhouseScenario -> farm.Barns.opensHarvest()#scenario',
    'Rename Variable farm.Barns.opensHarvest()#greenhouseScenario -> farm.Barns.opensHarvest()#scenario',
    'Rename Variable farm.Barns.recordsYield(Harvest)#cropBatchCount -> farm.Barns.recordsYield(Harvest)#cropCount',
  ]],
  ['kotlin', [
    'Rename Variable app.Screens.showsStatistics()#activityScenario -> app.Screens.showsStatistics()#scenario',
    'Rename Variable app.Screens.storesCount(Analysis)#leakGroupCount -> app.Screens.storesCount(Analysis)#leakCount',
  ]],
];

describe.each(cases)('%s: a declaration rewritten whole', (language, expected) => {
  it('is the local renamed when the name keeps a word and the uses follow, and only then', async () => {
    expect(await detectInFixture(`${language}/variable-declaration-rewritten`)).toEqual([...expected].sort());
  });
});
