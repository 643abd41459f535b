import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestRepo } from '../sources/git/git-fixture';
import { refdiff } from './cli-harness';

describe('refdiff staged in a bare repository', () => {
  test('fails with one line and exit 2 instead of reporting against an empty index', async () => {
    const source = new TestRepo();
    source.write('src/app/A.java', 'package app;\npublic class A {\n  void a() {}\n}\n');
    source.commit('Initial');
    const dir = mkdtempSync(join(tmpdir(), 'refdiff-bare-'));
    const bare = join(dir, 'repo.git');
    execFileSync('git', ['clone', '-q', '--bare', source.dir, bare]);
    try {
      const result = await refdiff(bare, ['staged', '--output', 'report.txt']);
      expect(result).toEqual({
        code: 2,
        stdout: '',
        stderr: `refdiff: 'staged' needs a work tree; ${bare} is not in one (a bare repository?)\n`,
      });
      expect(existsSync(join(bare, 'report.txt'))).toBe(false);
    } finally {
      source.cleanup();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
