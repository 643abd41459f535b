import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { KeptRepositories, objectEnvironment } from '../../src/hook/kept-repositories';
import { TestRepo } from '../sources/git/git-fixture';

/** The daemon's thread keeps a repository's object reader between commits: real repositories, real git. */

let repo: TestRepo;
let kept: KeptRepositories;
beforeEach(() => {
  repo = new TestRepo();
  repo.write('a.txt', 'a\n');
  repo.commit('Initial');
  kept = new KeptRepositories();
});
afterEach(() => {
  for (const env of [{}, { GIT_INDEX_FILE: '/x/index' }]) kept.drop(repo.dir, env);
  repo.cleanup();
});

/** Writes a blob as `git add` would, after the reader was opened; returns its id. */
function newBlob(content: string): string {
  return spawnSync('git', ['hash-object', '-w', '--stdin'], { cwd: repo.dir, input: content, encoding: 'utf8' }).stdout.trim();
}

test('the next commit gets the same reader, and it reads objects written after it was opened', async () => {
  const first = await kept.take(repo.dir, { GIT_INDEX_FILE: '/x/index' });
  const blob = newBlob('written later\n');
  // Another commit of the same work tree: its own index (commit -a), the same objects.
  const second = await kept.take(repo.dir, { GIT_INDEX_FILE: join(repo.dir, '.git', 'index') });
  expect(second).toBe(first);
  expect((await second.objects.read(blob))?.content?.toString('utf8')).toBe('written later\n');
  expect(kept.size).toBe(1);
});

test('another work tree, or another object store, gets a reader of its own', async () => {
  const first = await kept.take(repo.dir, {});
  expect(await kept.take(repo.dir, { GIT_OBJECT_DIRECTORY: join(repo.dir, '.git', 'objects') })).not.toBe(first);
  expect(await kept.take(join(repo.dir, '.git'), {})).not.toBe(first);
  expect(kept.size).toBe(3);
  kept.drop(repo.dir, { GIT_OBJECT_DIRECTORY: join(repo.dir, '.git', 'objects') });
  kept.drop(join(repo.dir, '.git'), {});
});

test('a reader that was closed, or dropped after a failure, is replaced by a new one', async () => {
  const first = await kept.take(repo.dir, {});
  await first.close();
  const second = await kept.take(repo.dir, {});
  expect(second).not.toBe(first);
  expect((await second.objects.read(newBlob('b\n')))?.type).toBe('blob');
  kept.drop(repo.dir, {});
  expect(kept.size).toBe(0);
  expect(await kept.take(repo.dir, {})).not.toBe(second);
});

test("a reader opened under `git -c` (a variable that may carry a credential) serves its request only; one under the per-commit variables is kept", async () => {
  const withConfig = { GIT_INDEX_FILE: '/x/index', GIT_CONFIG_PARAMETERS: "'http.extraheader'='Authorization: Bearer SECRET'" };
  const once = await kept.take(repo.dir, withConfig);
  const blob = newBlob('read during the request\n');
  expect((await once.objects.read(blob))?.content?.toString('utf8')).toBe('read during the request\n');
  kept.finished(repo.dir, withConfig);
  expect(kept.size).toBe(0);
  expect(once.objects.usable).toBe(false);
  expect(await kept.take(repo.dir, withConfig)).not.toBe(once);
  kept.finished(repo.dir, withConfig);
  for (const env of [{ GIT_ASKPASS: '/bin/true' }, { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'a.b', GIT_CONFIG_VALUE_0: 'c' }, { GIT_SSH_COMMAND: 'ssh -i key' }]) {
    const opened = await kept.take(repo.dir, env);
    kept.finished(repo.dir, env);
    expect({ env, usable: opened.objects.usable }).toEqual({ env, usable: false });
  }
  expect(kept.size).toBe(0);
  // What git sets for every hook (its exec path, the commit's index and identity) and the object store's place are kept.
  const everyCommit = { GIT_EXEC_PATH: '/usr/lib/git-core', GIT_INDEX_FILE: '/x/index', GIT_AUTHOR_NAME: 'A', GIT_OBJECT_DIRECTORY: join(repo.dir, '.git', 'objects') };
  const keptOne = await kept.take(repo.dir, everyCommit);
  kept.finished(repo.dir, everyCommit);
  expect(keptOne.objects.usable).toBe(true);
  expect(await kept.take(repo.dir, everyCommit)).toBe(keptOne);
  kept.drop(repo.dir, everyCommit);
});

test("where trace2 is on, the session id git gives each commit's hook does not make a new reader every commit", async () => {
  const commitEnv = (session: string) => ({ GIT_INDEX_FILE: '/x/index', GIT_TRACE2_PARENT_SID: session, GIT_TRACE2_PARENT_NAME: 'commit' });
  const first = await kept.take(repo.dir, commitEnv('20261129T025420.072861Z-H0a7c9cdf-P00002682'));
  kept.finished(repo.dir, commitEnv('20261129T025420.072861Z-H0a7c9cdf-P00002682'));
  expect(await kept.take(repo.dir, commitEnv('20261129T025431.114514Z-H0a7c9cdf-P00002791'))).toBe(first);
  expect(objectEnvironment(commitEnv('a'))).toEqual(objectEnvironment(commitEnv('b')));
  kept.drop(repo.dir, commitEnv('a'));
});
