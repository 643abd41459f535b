import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitError, ShallowHistoryError } from '../../../src/sources/git/errors';
import { GitRepository } from '../../../src/sources/git/repository';
import { TestRepo } from './git-fixture';

describe('GitRepository', () => {
  let repo: TestRepo;
  beforeAll(() => {
    repo = new TestRepo();
    repo.write('a.txt', 'one\n');
    repo.commit('root commit');
    repo.git('checkout', '-q', '-b', 'side');
    repo.write('b.txt', 'side\n');
    repo.commit('side work');
    repo.git('checkout', '-q', 'main');
    repo.write('a.txt', 'two\n');
    repo.commit('Main work\n\nWith a body.');
    repo.git('merge', '-q', '--no-ff', '-m', 'Merge side', 'side');
  });
  afterAll(() => repo.cleanup());

  async function withRepo<T>(dir: string, work: (r: GitRepository) => Promise<T>): Promise<T> {
    const opened = await GitRepository.open(dir);
    try {
      return await work(opened);
    } finally {
      await opened.close();
    }
  }

  it('resolves revisions and reads commit metadata', async () => {
    await withRepo(repo.dir, async (r) => {
      const sha = await r.resolveCommit('HEAD~1');
      expect(sha).toBe(repo.git('rev-parse', 'HEAD~1'));
      const commit = await r.readCommit(sha);
      expect(commit).toMatchObject({ subject: 'Main work', author: 'Ada Tester <ada@example.com>' });
      expect(commit.message).toBe('Main work\n\nWith a body.\n');
      expect(commit.parents).toEqual([repo.git('rev-parse', 'HEAD~2')]);
    });
  });

  it('compares a merge with its first parent unless told otherwise', async () => {
    await withRepo(repo.dir, async (r) => {
      const merge = await r.readCommit(await r.resolveCommit('HEAD'));
      expect(merge.parents).toHaveLength(2);
      expect(await r.parentOf(merge)).toBe(repo.git('rev-parse', 'HEAD^1'));
      expect(await r.parentOf(merge, 2)).toBe(repo.git('rev-parse', 'side'));
      await expect(r.parentOf(merge, 3)).rejects.toThrow('has 2 parent(s); --parent 3 is out of range');
    });
  });

  it('has no parent for a root commit, and knows the empty tree', async () => {
    await withRepo(repo.dir, async (r) => {
      const root = await r.readCommit(await r.resolveCommit(repo.git('rev-list', '--max-parents=0', 'HEAD')));
      expect(root.subject).toBe('root commit');
      expect(await r.parentOf(root)).toBeUndefined();
      expect(await r.emptyTree()).toBe(repo.git('hash-object', '-t', 'tree', '/dev/null'));
    });
  });

  it('names an unknown revision in a GitError', async () => {
    await withRepo(repo.dir, async (r) => {
      await expect(r.resolveCommit('no-such-branch')).rejects.toThrow(new GitError("unknown revision 'no-such-branch'"));
      await expect(r.resolveCommit('--output=x')).rejects.toThrow(GitError);
    });
  });

  it('says when the folder is not a repository', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'refdiff-norepo-'));
    try {
      await expect(GitRepository.open(dir)).rejects.toThrow(/^not a git repository/);
      await expect(GitRepository.open(join(dir, 'missing'))).rejects.toThrow(/^not a directory/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('explains how to deepen a shallow clone whose parent is missing', async () => {
    const clone = new TestRepo(mkdtempSync(join(tmpdir(), 'refdiff-shallow-')));
    try {
      clone.git('clone', '-q', '--depth', '1', '--branch', 'main', `file://${repo.dir}`, '.');
      await withRepo(clone.dir, async (r) => {
        const head = await r.readCommit(await r.resolveCommit('HEAD'));
        const failure = r.parentOf(head);
        await expect(failure).rejects.toThrow(ShallowHistoryError);
        await expect(failure).rejects.toThrow(/git fetch --deepen=N.*fetch-depth: 0/);
      });
    } finally {
      clone.cleanup();
    }
  });
});
