import { detectInFixture } from '../helpers/fixtures';

/**
 * Typed parameters added and removed together: the one that lost its name and the one that
 * gained one at the same index, their names sharing every word of the shorter (`heapDumpFile` ->
 * `heapDump`), are one parameter renamed and retyped, as RefactoringMiner's last round pairs them,
 * though the body now reads it otherwise; the body's loose support for `computeRetainedSize` in
 * that place does not outweigh the names. `leakId` -> `signature`, at the same index too, shares
 * no word: removed and added.
 */
const cases: Array<[string, string[]]> = [
  ['kotlin', [
    'Add Parameter heap.Analyzer#markAsRead(Long, Boolean) -> heap.Analyzer.markAsRead(String)#signature',
    'Change Parameter Type heap.Analyzer.checkForLeaks(File, Boolean)#heapDumpFile -> heap.Analyzer.checkForLeaks(HeapDump)#heapDump',
    'Remove Parameter heap.Analyzer.checkForLeaks(File, Boolean)#computeRetainedSize -> heap.Analyzer#checkForLeaks(HeapDump)',
    'Remove Parameter heap.Analyzer.markAsRead(Long, Boolean)#leakId -> heap.Analyzer#markAsRead(String)',
    'Remove Parameter heap.Analyzer.markAsRead(Long, Boolean)#verbose -> heap.Analyzer#markAsRead(String)',
    'Rename Parameter heap.Analyzer.checkForLeaks(File, Boolean)#heapDumpFile -> heap.Analyzer.checkForLeaks(HeapDump)#heapDump',
  ]],
  ['java', [
    'Add Parameter heap.Analyzer#markAsRead(long, boolean) -> heap.Analyzer.markAsRead(String)#signature',
    'Change Parameter Type heap.Analyzer.checkForLeaks(File, boolean)#heapDumpFile -> heap.Analyzer.checkForLeaks(HeapDump)#heapDump',
    'Remove Parameter heap.Analyzer.checkForLeaks(File, boolean)#computeRetainedSize -> heap.Analyzer#checkForLeaks(HeapDump)',
    'Remove Parameter heap.Analyzer.markAsRead(long, boolean)#leakId -> heap.Analyzer#markAsRead(String)',
    'Remove Parameter heap.Analyzer.markAsRead(long, boolean)#verbose -> heap.Analyzer#markAsRead(String)',
    'Rename Parameter heap.Analyzer.checkForLeaks(File, boolean)#heapDumpFile -> heap.Analyzer.checkForLeaks(HeapDump)#heapDump',
  ]],
];

describe.each(cases)('%s: parameters in the same place', (language, expected) => {
  it('are renamed where their names share their words, and only there', async () => {
    expect(await detectInFixture(`${language}/parameters-same-place`)).toEqual([...expected].sort());
  });
});
