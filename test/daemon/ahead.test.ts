import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StagedAhead } from '../../src/daemon/ahead';
import { withProcessContext } from '../../src/daemon/process-context';
import { CALCULATOR, HookRepo, hookTestBuild, RENAME_AVERAGE, RENAME_MIN } from '../hook/hook-repo';

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

describe('through a real daemon', () => {
  const build = hookTestBuild();

  /** A repository with the hooks installed; its refdiff marks `.git/in-process` when the hook starts it (the daemon did not answer). */
  function installedRepo(): HookRepo {
    const repo = build.newRepo();
    repo.useRefdiff(`#!/bin/sh\necho "$*" >> ${JSON.stringify(join(repo.dir, '.git', 'in-process'))}\nexec node ${JSON.stringify(join(build.cli(), 'dist', 'cli.js'))} "$@"\n`);
    expect(repo.refdiff('hook', 'install').status).toBe(0);
    return repo;
  }

  test('commits each made right after its `git add`: the same messages as without the daemon, every one answered by it', () => {
    const plain = installedRepo();
    const served = installedRepo();
    expect(served.refdiff('daemon', 'start', '--idle', '5').status).toBe(0);
    try {
      const history = (repo: HookRepo) => [
        (repo.renameMin().git('add', CALCULATOR), repo.run('git', ['commit', '-q', '-m', 'Min'])),
        (repo.renameAverage().git('add', CALCULATOR), repo.run('git', ['commit', '-q', '-m', 'Average'])),
        (repo.replace(CALCULATOR, 'double minimum(', 'double smallest(').git('add', CALCULATOR), repo.run('git', ['commit', '-q', '-m', 'Smallest'])),
      ];
      expect(history(served)).toEqual(history(plain));
      const log = (repo: HookRepo) => repo.git('log', '--format=%B%x00');
      expect(log(served)).toBe(log(plain));
      expect(served.message('HEAD~2')).toBe(`Min\n\n${RENAME_MIN}\n`);
      expect(served.message('HEAD~1')).toBe(`Average\n\n${RENAME_AVERAGE}\n`);
      expect(served.message()).toBe('Smallest\n\nRefactoring: Rename Method my.calc.Calculator.minimum(double, double) -> smallest(double, double)\n');
      const startedRefdiff = join(served.dir, '.git', 'in-process');
      expect(existsSync(startedRefdiff) ? readFileSync(startedRefdiff, 'utf8') : '').not.toContain('hook run');
    } finally {
      served.refdiff('daemon', 'stop');
    }
  }, 120_000);
});
