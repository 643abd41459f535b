import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * Merge Function (src/core/split-merge.ts) on test/fixtures/c/<case>: exactly these
 * refactorings, nothing more, and read backwards.
 */
const FAST = 'src/poll.c#fast_poll_set(struct poll_handle *, int)';
const SLOW = 'src/poll.c#slow_poll_set(struct poll_handle *, int)';
const MERGED = 'src/poll.c#poll_set(struct poll_handle *, int, poll_cb)';
const RENAMED_ONE_WAY = [`Add Parameter ${FAST} -> src/poll.c.poll_set(struct poll_handle *, int, poll_cb)#cb`, `Extract Variable ${FAST} -> src/poll.c.poll_set(struct poll_handle *, int, poll_cb)#submitted_events`, `Rename Function ${FAST} -> ${MERGED}`];
const RENAMED_BACK = [`Inline Variable src/poll.c.poll_set(struct poll_handle *, int, poll_cb)#submitted_events -> ${FAST}`, `Remove Parameter src/poll.c.poll_set(struct poll_handle *, int, poll_cb)#cb -> ${FAST}`, `Rename Function ${MERGED} -> ${FAST}`];

const cases: Array<[string, string[], string[]]> = [
  // Two near copies (libuv's fast and slow `poll_set`) made one, the caller that chose between
  // them now calling it: each copy alone holds most of the new body, a merge. Read backwards, one
  // body copied into two is no split: the rename of the first copy stands.
  ['merge-near-copies', [`Merge Function ${FAST} -> ${MERGED}`, `Merge Function ${SLOW} -> ${MERGED}`], RENAMED_BACK],
  // The same copies, each called by a caller of its own: nobody called both, so the matcher's
  // rename of the first stands.
  ['merge-near-copies-separate-callers', RENAMED_ONE_WAY, RENAMED_BACK],
  // The same caller, but the new body keeps only the first copy's code (the slow submit gone):
  // the second copy brings nothing of its own, the first was renamed.
  ['merge-near-copies-one-kept', RENAMED_ONE_WAY, RENAMED_BACK],
];

describe('C: merge functions', () => {
  it.each(cases)('%s', async (name, forward, backward) => {
    expect(await detectInFixture(`c/${name}`)).toEqual(forward);
    expect(await detectInReversedFixture(`c/${name}`)).toEqual(backward);
  });
});
