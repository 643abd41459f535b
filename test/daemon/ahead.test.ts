import { join } from 'node:path';
import { StagedAhead } from '../../src/daemon/ahead';
import { withProcessContext } from '../../src/daemon/process-context';
import { CALCULATOR, HookRepo } from '../hook/hook-repo';

/**
 * When the daemon lists what is staged (ahead.ts), on a real repository whose index real `git
 * add`s write: the first write after a commit was answered at once, later ones after their
 * delay (here a minute, longer than the test: a listing seen comes from the write listed at once).
 */

const repos: HookRepo[] = [];
afterAll(() => repos.forEach((repo) => repo.cleanup()));

/** Waits for `condition`, at most about 20 s; a condition never met fails here, by name. */
async function until(what: string, condition: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!condition()) throw new Error(`never happened: ${what}`);
}

test('the first write of the index after an answered commit is listed at once; a later one waits, and a request cancels it', async () => {
  // No refdiff runs here: the repository's shim is never started.
  const repo = new HookRepo(join(__dirname, 'no-build'));
  repos.push(repo);
  const listed: string[][] = [];
  let queue = Promise.resolve();
  const ahead = new StagedAhead(
    {
      inTurn: (env, cwd, work) => {
        queue = queue.then(() => withProcessContext(env, cwd, work)).catch(() => undefined);
      },
      analyse: (_cwd, _env, request) => listed.push(request.listed.changes.map((change) => `${change.after?.path} ${change.after?.oid}`)),
    },
    60_000,
  );
  const staged = () => `${CALCULATOR} ${repo.git('rev-parse', `:${CALCULATOR}`).trim()}`;
  try {
    // A commit answered for this work tree, with the environment git hands a plain commit's hook.
    ahead.served(repo.dir, repo.env({ GIT_INDEX_FILE: join(repo.dir, '.git', 'index') }));
    repo.renameMin().git('add', CALCULATOR);
    const first = staged();
    await until('the first staged change listed', () => listed.length === 1);
    expect(listed).toEqual([[first]]);

    // Not the first write since the answer: it waits for the delay.
    repo.renameAverage().git('add', CALCULATOR);
    await until('the second write waiting', () => ahead.waitingListings === 1);
    expect(listed).toEqual([[first]]);

    // The commit asks (its listing waiting is dropped), is answered, and the next `git add` is listed at once.
    ahead.requested();
    expect(ahead.waitingListings).toBe(0);
    ahead.served(repo.dir, repo.env({ GIT_INDEX_FILE: join(repo.dir, '.git', 'index') }));
    repo.replace(CALCULATOR, 'double minimum(', 'double smallest(').git('add', CALCULATOR);
    const third = staged();
    await until('the change staged after the answer listed', () => listed.length === 2);
    expect(listed).toEqual([[first], [third]]);
  } finally {
    ahead.close();
  }
}, 60_000);
