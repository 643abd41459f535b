import { detectInFixture } from '../helpers/fixtures';

/**
 * A Kotlin primary constructor has no body: its parameters are read by the type's members. Where
 * the members' mapped statements read a new parameter where they read a removed one
 * (`decoder.sensorId(sensorName)` -> `catalog.sensorId(sensorName)`), that one was renamed, as
 * RefactoringMiner pairs them, though parameters were added too (`stream`); a property's getter
 * reads them too (`get() = station.unitName(reading.unitId)`). Parameters that no
 * member reads (`capacity`, read by an initializer only) are removed and added, and so is one whose
 * name is still a property of the type (`wordSize`, now read from the new `layout`).
 */
const expected = [
  'Add Parameter meteo.SensorRow#constructor(Station, RawReadingBatch) -> meteo.SensorRow.constructor(Station, DecodedBatch, Long)#rowId',
  'Change Field Type meteo.SensorRow#reading -> meteo.SensorRow#decoded',
  'Change Parameter Type meteo.SensorRow.constructor(Station, RawReadingBatch)#reading -> meteo.SensorRow.constructor(Station, DecodedBatch, Long)#decoded',
  'Rename Field meteo.SensorRow#reading -> meteo.SensorRow#decoded',
  'Rename Parameter meteo.SensorRow.constructor(Station, RawReadingBatch)#reading -> meteo.SensorRow.constructor(Station, DecodedBatch, Long)#decoded',
  'Add Parameter meteo.Buffer#constructor(Int, String) -> meteo.Buffer.constructor(Pool, String, Long)#quota',
  'Add Parameter meteo.Buffer#constructor(Int, String) -> meteo.Buffer.constructor(Pool, String, Long)#pool',
  'Add Parameter meteo.Station#constructor(FrameDecoder) -> meteo.Station.constructor(BufferedFrameStream, FrameCatalog)#stream',
  'Change Field Type meteo.Station#decoder -> meteo.Station#catalog',
  'Change Parameter Type meteo.Station.constructor(FrameDecoder)#decoder -> meteo.Station.constructor(BufferedFrameStream, FrameCatalog)#catalog',
  'Remove Parameter meteo.Buffer.constructor(Int, String)#capacity -> meteo.Buffer#constructor(Pool, String, Long)',
  'Rename Field meteo.Station#decoder -> meteo.Station#catalog',
  'Rename Parameter meteo.Station.constructor(FrameDecoder)#decoder -> meteo.Station.constructor(BufferedFrameStream, FrameCatalog)#catalog',
  'Add Parameter meteo.Encoder#constructor(Output, Int, Int) -> meteo.Encoder.constructor(Output, Layout)#layout',
  'Remove Parameter meteo.Encoder.constructor(Output, Int, Int)#wordSize -> meteo.Encoder#constructor(Output, Layout)',
  'Remove Parameter meteo.Encoder.constructor(Output, Int, Int)#revision -> meteo.Encoder#constructor(Output, Layout)',
];

describe('kotlin: a primary constructor whose parameters its members read', () => {
  it('renames the parameter the members now read in the old one\'s place, and no other', async () => {
    expect(await detectInFixture('kotlin/primary-constructor-read-by-members')).toEqual([...expected].sort());
  });
});
