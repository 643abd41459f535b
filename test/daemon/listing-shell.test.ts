import { join } from 'node:path';
import { ListingShell } from '../../src/daemon/listing-shell';
import { gitPaths, HOOK_SCRIPT_GIT_PATHS } from '../../src/hook/git-paths';
import { listIndexChanges } from '../../src/sources/git/changes';
import { withProcessContext } from '../../src/daemon/process-context';
import { CALCULATOR, HookRepo } from '../hook/hook-repo';

/**
 * The daemon's kept shell lists what is staged exactly as its own git processes did
 * (gitPaths and listIndexChanges, run with the same environment in the same folder), on real
 * repositories.
 */

const repos: HookRepo[] = [];
const shells: ListingShell[] = [];
afterAll(() => {
  shells.forEach((shell) => shell.close());
  repos.forEach((repo) => repo.cleanup());
});

function newRepo(): HookRepo {
  // No refdiff runs here: the repository's shim is never started.
  const repo = new HookRepo(join(__dirname, 'no-build'));
  repos.push(repo);
  return repo;
}

function shellFor(cwd: string, env: NodeJS.ProcessEnv): ListingShell {
  const shell = new ListingShell(cwd, env, HOOK_SCRIPT_GIT_PATHS);
  shells.push(shell);
  return shell;
}

/** The listing as the daemon made it before: one git process for the paths and HEAD, one for the changes. */
function byGitProcesses(cwd: string, env: NodeJS.ProcessEnv) {
  return withProcessContext(env, cwd, async () => {
    const [{ paths, head }, changes] = await Promise.all([gitPaths(cwd, HOOK_SCRIPT_GIT_PATHS), listIndexChanges(cwd, 'HEAD').catch(() => undefined)]);
    return { paths, head, changes };
  });
}

test('a rename, a modification and a path with a newline staged: the same listing, from one shell listing after listing', async () => {
  const repo = newRepo();
  const shell = shellFor(repo.dir, repo.env());
  repo.renameMin().git('add', CALCULATOR);
  const first = await shell.list();
  expect(first).toEqual(await byGitProcesses(repo.dir, repo.env()));
  expect(first?.changes?.map((change) => change.status)).toEqual(['M']);

  repo.git('commit', '-q', '-m', 'Min');
  repo.git('mv', CALCULATOR, 'src/my/calc/Calc.java');
  repo.write('src/my/calc/odd\nname.java', 'class Odd {}\n').git('add', '-A');
  const second = await shell.list();
  expect(second).toEqual(await byGitProcesses(repo.dir, repo.env()));
  expect(second?.head).toBe(repo.git('rev-parse', 'HEAD').trim());
  expect(second?.changes?.map((change) => `${change.status} ${change.after?.path}`)).toEqual(['R src/my/calc/Calc.java', 'A src/my/calc/odd\nname.java']);
  expect(shell.usable).toBe(true);
});

test('nothing staged: no changes; an unborn branch: no HEAD and no changes, as git processes say', async () => {
  const repo = newRepo();
  expect(await shellFor(repo.dir, repo.env()).list()).toEqual({ ...(await byGitProcesses(repo.dir, repo.env())), changes: [] });

  const init = newRepo();
  init.git('checkout', '-q', '--orphan', 'fresh');
  init.git('rm', '-q', '--cached', CALCULATOR);
  const listing = await shellFor(init.dir, init.env()).list();
  expect(listing).toEqual(await byGitProcesses(init.dir, init.env()));
  expect(listing?.head).toBeUndefined();
  expect(listing?.changes).toBeUndefined();
});

test('the environment is the one given: GIT_DIR relative to the work tree', async () => {
  const repo = newRepo();
  const env = repo.env({ GIT_DIR: '.git' });
  repo.renameAverage().git('add', CALCULATOR);
  const listing = await shellFor(repo.dir, env).list();
  expect(listing).toEqual(await byGitProcesses(repo.dir, env));
  expect(listing?.paths[2]).toBe(join(repo.dir, '.git', 'shallow'));
});

test('a closed shell lists nothing and says it cannot', async () => {
  const repo = newRepo();
  const shell = shellFor(repo.dir, repo.env());
  shell.close();
  expect(shell.usable).toBe(false);
  expect(await shell.list()).toBeUndefined();
});

test('a git that never answers: the listing is given up, nothing is listed, and the shell is ended', async () => {
  const repo = newRepo();
  // A `git` first on PATH that waits forever (as one waiting on a lock might).
  repo.write('hung-bin/git', '#!/bin/sh\nexec sleep 600\n');
  repo.run('chmod', ['+x', 'hung-bin/git']);
  const env = repo.env();
  const shell = shellFor(repo.dir, { ...env, PATH: `${join(repo.dir, 'hung-bin')}:${env.PATH}` });
  expect(await shell.list()).toBeUndefined();
  expect(shell.usable).toBe(false);
});

test('a large listing, in many chunks of output: the same as from git processes', async () => {
  const repo = newRepo();
  for (let i = 0; i < 2000; i++) repo.write(`src/generated/Generated${i}WithARatherLongNameSoThatTheListingIsLarge.java`, `class Generated${i} {}\n`);
  repo.git('add', '-A');
  const shell = shellFor(repo.dir, repo.env());
  const listing = await shell.list();
  expect(listing?.changes).toHaveLength(2000);
  expect(listing).toEqual(await byGitProcesses(repo.dir, repo.env()));
  // And the next listing, from the same shell, is read afresh.
  repo.git('reset', '-q');
  repo.renameMin().git('add', CALCULATOR);
  expect(await shell.list()).toEqual(await byGitProcesses(repo.dir, repo.env()));
}, 60_000);
