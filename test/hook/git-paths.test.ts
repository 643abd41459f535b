import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { gitPaths, hookScriptGitPaths, hookScriptListing } from '../../src/hook/git-paths';
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

describe('hookScriptGitPaths', () => {
  const HEAD = 'a'.repeat(40);
  const answers = (...lines: string[]) => ({ REFDIFF_HOOK_GIT: lines.join('\n') });

  test("the script's answers, from the script that started this process", () => {
    expect(hookScriptGitPaths(answers('42', '.git/refdiff-empty-message', '.git/rebase-merge', '.git/shallow', HEAD), 42, '/repo')).toEqual({
      paths: ['/repo/.git/refdiff-empty-message', '/repo/.git/rebase-merge', '/repo/.git/shallow'],
      head: HEAD,
    });
    // An unborn branch: no HEAD line.
    expect(hookScriptGitPaths(answers('42', '/g/refdiff-empty-message', '/g/rebase-merge', '/g/shallow'), 42, '/repo')?.head).toBeUndefined();
  });

  test('none from another process, none when absent, none when the lines are not what the script writes', () => {
    const good = ['.git/refdiff-empty-message', '.git/rebase-merge', '.git/shallow'];
    expect(hookScriptGitPaths(answers('41', ...good, HEAD), 42, '/repo')).toBeUndefined();
    expect(hookScriptGitPaths({}, 42, '/repo')).toBeUndefined();
    expect(hookScriptGitPaths(answers('42', '.git/rebase-merge', '.git/refdiff-empty-message', '.git/shallow', HEAD), 42, '/repo')).toBeUndefined();
    expect(hookScriptGitPaths(answers('42', ...good, 'HEAD'), 42, '/repo')).toBeUndefined();
    expect(hookScriptGitPaths(answers('42', ...good, HEAD, 'more'), 42, '/repo')).toBeUndefined();
    expect(hookScriptGitPaths(answers('42', ...good.slice(0, 2)), 42, '/repo')).toBeUndefined();
  });
});

describe('hookScriptListing', () => {
  const line = `:100644 100644 ${'1'.repeat(40)} ${'2'.repeat(40)} M\tsrc/"A".java`;

  test("the script's --raw lines, from the script that started this process; nothing staged is an empty list", () => {
    expect(hookScriptListing({ REFDIFF_HOOK_STAGED: `42\n${line}` }, 42)).toEqual([
      { status: 'M', before: { path: 'src/"A".java', mode: '100644', oid: '1'.repeat(40) }, after: { path: 'src/"A".java', mode: '100644', oid: '2'.repeat(40) } },
    ]);
    expect(hookScriptListing({ REFDIFF_HOOK_STAGED: '42\n' }, 42)).toEqual([]);
    expect(hookScriptListing({ REFDIFF_HOOK_STAGED: '42' }, 42)).toEqual([]);
  });

  test('none from another process (421 is not 42), none when absent or empty', () => {
    expect(hookScriptListing({ REFDIFF_HOOK_STAGED: `421\n${line}` }, 42)).toBeUndefined();
    expect(hookScriptListing({ REFDIFF_HOOK_STAGED: `41\n${line}` }, 42)).toBeUndefined();
    expect(hookScriptListing({ REFDIFF_HOOK_STAGED: '' }, 42)).toBeUndefined();
    expect(hookScriptListing({}, 42)).toBeUndefined();
  });
});
