import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variable-held-chain: a local renamed whose value now reaches the
 * statement that read it through a chain of new locals (in Python, `hi = low_slot`, `lo = hi - 1`,
 * then `snaps = bk.pack([lo, hi])` where `[mid_slot - 1, mid_slot]` stood): the chain written out
 * reads the new name as often as the statement read the old one, and the declarations of the chain
 * are no unpaired uses, so `mid_slot` -> `low_slot` is renamed. Not where the chain carries another
 * local's value (`hi = tail_slot`, `lo = head_slot - 1` in `framed`): the statement now reads
 * `head_slot` once where it read `begin_slot` twice, and `begin_slot` is no rename. Nor a local
 * whose value was split (`route = Cluster.lookup(...).router()` -> `cluster = Cluster.lookup(...)`,
 * then `route = cluster.router()`, in `submit`) where a new local carries `cluster` into a
 * statement whose partner read no `route` (`grouped_sink = GroupedSink(...,
 * quorum.needed(cluster), ...)`, returned where `reply_sink` was): that use is one of its own,
 * unpaired, and `route` -> `cluster` is no rename (`reply_sink` -> `send_sink` is). The Java
 * fixture is the same situation.
 * (The Extract Variables read beside them are Extract Variable's rule, not asserted here.)
 */
const cases: Array<[string, string[]]> = [
  ['python', [
    'Rename Variable scale/snap.py.snapped(ticks, marks)#mid_slot -> scale/snap.py.snapped(ticks, marks)#low_slot',
    'Rename Variable scale/snap.py.submit(message, quorum)#reply_sink -> scale/snap.py.submit(message, quorum, on_done)#send_sink',
  ]],
  ['java', [
    'Rename Variable grid.Clamp.clamped(double[], double[])#insertIndex -> grid.Clamp.clamped(double[], double[])#leftIndex',
    'Rename Variable grid.Clamp.wrap(Mutation, Level)#responseHandler -> grid.Clamp.wrap(Mutation, Level, Cleanup)#writeHandler',
  ]],
];

describe.each(cases)('%s: a value carried through a chain of new locals', (language, expected) => {
  it('keeps the local it came from renamed, and only where the chain carries its value', async () => {
    const found = await detectInFixture(`${language}/variable-held-chain`);
    expect(found.filter((line) => line.startsWith('Rename Variable'))).toEqual(expected);
  });
});
