import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { gitPaths } from '../../src/hook/git-paths';
import { TestRepo } from '../sources/git/git-fixture';

/** One `git rev-parse` for several git paths and HEAD: the same answers as one call each, in order. */
describe('gitPaths', () => {
  let repo: TestRepo;
  beforeAll(() => {
    repo = new TestRepo();
    repo.write('a.txt', 'a\n');
    repo.commit('Initial');
    repo.git('worktree', 'add', '-q', join(repo.dir, 'wt'), '-b', 'side');
  });
  afterAll(() => repo.cleanup());

  test('in the main work tree: inside .git, in the order asked', async () => {
    const git = realpathSync(join(repo.dir, '.git'));
    expect((await gitPaths(repo.dir, ['rebase-merge', 'refdiff-empty-message'])).paths.map((path) => realpathSync.native(join(path, '..')) + '/' + path.split('/').pop())).toEqual([
      join(git, 'rebase-merge'),
      join(git, 'refdiff-empty-message'),
    ]);
  });

  test('in a linked work tree: its own git folder, not the main one', async () => {
    const { paths } = await gitPaths(join(repo.dir, 'wt'), ['refdiff-empty-message', 'rebase-merge']);
    const own = realpathSync(join(repo.dir, '.git', 'worktrees', 'wt'));
    expect(paths.map((path) => realpathSync.native(join(path, '..')) + '/' + path.split('/').pop())).toEqual([join(own, 'refdiff-empty-message'), join(own, 'rebase-merge')]);
  });

  test("HEAD's commit in each work tree, beside the paths", async () => {
    expect((await gitPaths(repo.dir, ['rebase-merge'])).head).toBe(repo.git('rev-parse', 'HEAD').trim());
    repo.git('-C', join(repo.dir, 'wt'), 'commit', '-q', '--allow-empty', '-m', 'Side');
    const side = await gitPaths(join(repo.dir, 'wt'), ['rebase-merge']);
    expect(side.head).toBe(repo.git('rev-parse', 'side').trim());
    expect(side.head).not.toBe(repo.git('rev-parse', 'HEAD').trim());
  });

  test('an unborn branch: the paths, and no HEAD', async () => {
    const unborn = new TestRepo();
    try {
      const found = await gitPaths(unborn.dir, ['refdiff-empty-message', 'rebase-merge']);
      expect(found.head).toBeUndefined();
      expect(found.paths.map((path) => path.split('/').slice(-2).join('/'))).toEqual(['.git/refdiff-empty-message', '.git/rebase-merge']);
    } finally {
      unborn.cleanup();
    }
  });
});
