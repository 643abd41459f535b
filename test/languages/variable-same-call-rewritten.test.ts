import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variable-same-call-rewritten: a local whose declaration the mapper left
 * apart, its value still asked of the same member of the same receiver with the arguments rewritten
 * (`findAll`: `analyzer.checkForLeaks(file, true)` became `analyzer.checkForLeaks(Dump.builder(file)...)`),
 * and a mapped use renamed alike (`return heapAnalysis`), is renamed though the code around it was
 * rewritten. Not when the value is a bare function's (`loadAll`: `readResults` became `readDump`),
 * nor when another member is asked (`scanAll`: `checkForLeaks` became `scanForLeaks`).
 */
const cases: Array<[string, string]> = [
  ['kotlin', 'Rename Variable app.Leaks.findAll(File)#results -> app.Leaks.findAll(File)#heapAnalysis'],
  ['java', 'Rename Variable app.Leaks.findAll(File)#results -> app.Leaks.findAll(File)#heapAnalysis'],
  ['javascript', 'Rename Variable src/leaks.js.findAll(analyzer, log, file)#results -> src/leaks.js.findAll(analyzer, log, file)#heapAnalysis'],
  ['python', 'Rename Variable leaks/find.py.find_all(analyzer, log, path)#results -> leaks/find.py.find_all(analyzer, log, path)#heap_analysis'],
];

describe.each(cases)('%s: a local asked of the same member in a new way', (language, expected) => {
  it('is renamed when one receiver and member still give its value, and only then', async () => {
    expect(await detectInFixture(`${language}/variable-same-call-rewritten`)).toEqual([expected]);
  });
});
