import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeRecords } from '../../src/cli/mining/merge-records';
import { TestRepo } from '../sources/git/git-fixture';
import { refdiff } from './cli-harness';
import { renamingHistory } from './renaming-history';

interface Record {
  repository: string;
  after: string;
  refactorings: { type: string }[];
  tool: { version: string };
}

const records = (text: string): Record[] => text.split('\n').filter(Boolean).map((line) => JSON.parse(line));

/** A history of `renames` method renames, mined by `refdiff log` into `<dir>/<file>`. */
async function minedRepository(renames: string[], file: string): Promise<{ repo: TestRepo; file: string; shas: string[] }> {
  const repo = new TestRepo();
  const shas = renamingHistory(repo, ['max', ...renames]);
  const path = join(repo.dir, file);
  const run = await refdiff(repo.dir, ['log', '-f', 'jsonl', '-j', '1', '-o', path]);
  expect(run.code).toBe(0);
  return { repo, file: path, shas };
}

describe('refdiff merge', () => {
  let cobra: Awaited<ReturnType<typeof minedRepository>>;
  let gin: Awaited<ReturnType<typeof minedRepository>>;
  beforeAll(async () => {
    cobra = await minedRepository(['largest', 'maximum', 'highest'], 'cobra.jsonl');
    gin = await minedRepository(['top'], 'gin.jsonl');
  });
  afterAll(() => {
    cobra.repo.cleanup();
    gin.repo.cleanup();
  });

  it('joins repositories and overlapping shards into one record per repository and commit, with a summary', async () => {
    // A second, overlapping output of cobra (a rerun of its last two commits) and a job killed mid-line.
    const overlap = join(cobra.repo.dir, 'cobra-rerun.jsonl');
    const cobraLines = readFileSync(cobra.file, 'utf8').split('\n').filter(Boolean);
    writeFileSync(overlap, `${cobraLines.slice(-2).join('\n')}\n${cobraLines[0].slice(0, 30)}`);
    const summary = join(cobra.repo.dir, 'summary.md');
    const output = join(cobra.repo.dir, 'dataset.jsonl');
    const run = await refdiff(cobra.repo.dir, ['merge', `spf13/cobra=${cobra.file}`, `gin-gonic/gin=${gin.file}`, `spf13/cobra=${overlap}`, '-o', output, '--summary', summary]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    const dataset = records(readFileSync(output, 'utf8'));
    expect(dataset.map((record) => `${record.repository} ${record.after}`)).toEqual([
      ...cobra.shas.map((sha) => `spf13/cobra ${sha}`),
      ...gin.shas.map((sha) => `gin-gonic/gin ${sha}`),
    ]);
    expect(run.stderr).toContain('cobra-rerun.jsonl:3: skipped: cut off (the job was interrupted while writing it)');
    expect(run.stderr).toContain('merged 6 commits of 2 repositories from 3 files (2 duplicates, 1 lines skipped, 0 conflicts)');
    const markdown = readFileSync(summary, 'utf8');
    expect(markdown).toContain('## refdiff dataset: 4 refactorings in 6 commits of 2 repositories');
    expect(markdown).toContain('| gin-gonic/gin | 2 | 0 | 0 | 1 | Rename Method 1 |');
    expect(markdown).toContain('| spf13/cobra | 4 | 0 | 0 | 3 | Rename Method 3 |');
    expect(markdown).toContain('| Rename Method | 4 | 2 |');
  });

  it('a merged dataset merges again: records keep their repository', async () => {
    const first = await refdiff(cobra.repo.dir, ['merge', `spf13/cobra=${cobra.file}`, `gin-gonic/gin=${gin.file}`, '-q']);
    const merged = join(cobra.repo.dir, 'merged.jsonl');
    writeFileSync(merged, first.stdout);
    const again = await refdiff(cobra.repo.dir, ['merge', merged, '-q']);
    expect(again.code).toBe(0);
    expect(again.stderr).toBe('');
    expect(again.stdout).toBe(first.stdout);
  });

  it('lines of another schema or not ours are skipped and counted; an unreadable input is a one-line error', async () => {
    const odd = join(gin.repo.dir, 'odd.jsonl');
    const good = readFileSync(gin.file, 'utf8').split('\n')[0];
    writeFileSync(odd, `${JSON.stringify({ ...JSON.parse(good), schemaVersion: 99 })}\n{"hello": 1}\nnot json\n${good}\n`);
    const run = await refdiff(gin.repo.dir, ['merge', `gin-gonic/gin=${odd}`]);
    expect(run.code).toBe(0);
    expect(records(run.stdout)).toHaveLength(1);
    expect(run.stderr).toContain('odd.jsonl:1: skipped: report schema version 99; this refdiff reads version 1');
    expect(run.stderr).toContain('odd.jsonl:2: skipped: not a refdiff log record');
    expect(run.stderr).toContain('odd.jsonl:3: skipped: not JSON');
    const missing = await refdiff(gin.repo.dir, ['merge', join(gin.repo.dir, 'nowhere.jsonl')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^refdiff: cannot read .*nowhere\.jsonl: ENOENT[^\n]*\n$/);
  });
});

describe('mergeRecords', () => {
  const record = (version: string, types: string[]) =>
    JSON.stringify({ schemaVersion: 1, tool: { name: 'refdiff', version }, before: 'a'.repeat(40), after: 'b'.repeat(40), refactorings: types.map((type) => ({ type, before: {}, after: {} })), stats: {} });

  it('a newer refdiff version replaces an older result of the same commit; equal versions that disagree are a conflict', () => {
    const newer = mergeRecords([
      { repository: 'o/r', file: 'old.jsonl', text: record('1.0.0', ['Rename Method']) },
      { repository: 'o/r', file: 'new.jsonl', text: record('1.2.0', ['Rename Method', 'Extract Method']) },
      { repository: 'o/r', file: 'pre.jsonl', text: record('1.2.0-rc.1', []) },
    ]);
    expect(newer.records.map((r) => [r.tool.version, r.refactorings.length])).toEqual([['1.2.0', 2]]);
    expect(newer.duplicates).toBe(2);
    expect(newer.conflicts).toEqual([]);
    const conflict = mergeRecords([
      { repository: 'o/r', file: 'a.jsonl', text: record('1.0.0', ['Rename Method']) },
      { repository: 'o/r', file: 'b.jsonl', text: record('1.0.0', []) },
    ]);
    expect(conflict.records[0].refactorings).toHaveLength(1);
    expect(conflict.conflicts).toEqual([`o/r ${'b'.repeat(12)}: two different results of refdiff 1.0.0 (b.jsonl:1); the first is kept`]);
  });
});
