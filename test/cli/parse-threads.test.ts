import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LazyParsePool } from '../../src/engine/lazy-parse-pool';
import { MIN_SPLIT_CHARS } from '../../src/engine/parse-pool';
import { commandParsePool } from '../../src/cli/parse-threads';
import { UsageError } from '../../src/errors';
import { refdiff } from './cli-harness';

/** Every pool the commands made, to see whether its thread started. */
const mockPools: LazyParsePool[] = [];
jest.mock('../../src/engine/lazy-parse-pool', () => {
  const actual = jest.requireActual<typeof import('../../src/engine/lazy-parse-pool')>('../../src/engine/lazy-parse-pool');
  return {
    lazyParsePool: (workers: number, minChars?: number) => {
      const pool = actual.lazyParsePool(workers, minChars);
      mockPools.push(pool);
      return pool;
    },
  };
});

/** A Java class of `methods` methods; after the change its first method is renamed. */
function javaClass(index: number, methods: number, renamed: boolean): string {
  const bodies = Array.from({ length: methods }, (_, m) => {
    const name = renamed && m === 0 ? `computeTotal${index}` : `compute${index}x${m}`;
    return `  public int ${name}(int limit) {\n    int total = 0;\n    for (int i = 0; i < limit; i++) {\n      if (i % ${m + 2} == 0) total += next.value${m}(i) * ${index};\n    }\n    return total + count;\n  }\n\n  int value${m}(int x) { return x + ${m}; }\n`;
  });
  return `package shop;\n\npublic class Part${index} extends Base {\n  private Part${index + 1} next;\n  protected int count;\n\n${bodies.join('\n')}}\n`;
}

/** Writes the before or after side of a change of `files` classes under `dir` (every file changes); returns its characters. */
function writeSide(dir: string, files: number, after: boolean): number {
  mkdirSync(join(dir, 'src', 'shop'), { recursive: true });
  let size = 0;
  for (let i = 0; i < files; i++) {
    const content = javaClass(i, 12, after);
    writeFileSync(join(dir, 'src', 'shop', `Part${i}.java`), content);
    size += content.length;
  }
  return size;
}

/** The report without what changes from run to run (timings). */
function withoutTimings(json: string): unknown {
  return JSON.parse(json, (key, value) => (key === 'elapsedMs' || key === 'phasesMs' || key === 'generatedAt' ? undefined : value));
}

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd, stdio: 'pipe' });
}

describe('the parse thread of compare, commit and range', () => {
  let root: string;
  const started = mockPools;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'refdiff-parse-threads-'));
    const size = writeSide(join(root, 'before'), 60, false) + writeSide(join(root, 'after'), 60, true);
    expect(size).toBeGreaterThan(MIN_SPLIT_CHARS);
    writeSide(join(root, 'small-before'), 2, false);
    writeSide(join(root, 'small-after'), 2, true);
    // The same change as two commits of a repository.
    const repo = join(root, 'repo');
    writeSide(repo, 60, false);
    git(repo, 'init', '-q');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'classes');
    writeSide(repo, 60, true);
    git(repo, 'commit', '-qam', 'renames');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  beforeEach(() => {
    mockPools.length = 0;
  });

  test('compare finds the same on a large change with the thread and without; the thread starts only for it', async () => {
    const withThread = await refdiff(root, ['compare', 'before', 'after', '--format', 'json'], { env: { REFDIFF_PARSE_THREADS: '1' } });
    expect(withThread.code).toBe(0);
    expect(started.map((pool) => pool.started)).toEqual([true]);
    const without = await refdiff(root, ['compare', 'before', 'after', '--format', 'json'], { env: { REFDIFF_PARSE_THREADS: '0' } });
    expect(without.code).toBe(0);
    expect(started).toHaveLength(1);
    expect(withoutTimings(withThread.stdout)).toEqual(withoutTimings(without.stdout));
    const report = JSON.parse(without.stdout) as { refactorings: { type: string }[] };
    expect(report.refactorings.filter((r) => r.type === 'Rename Method')).toHaveLength(60);
    // A small change: a pool, never started.
    const small = await refdiff(root, ['compare', 'small-before', 'small-after', '--format', 'json'], { env: { REFDIFF_PARSE_THREADS: '1' } });
    expect(small.code).toBe(0);
    expect(started.map((pool) => pool.started)).toEqual([true, false]);
  });

  test('commit and range find the same with the thread and without', async () => {
    const repo = join(root, 'repo');
    const commitWith = await refdiff(repo, ['commit', 'HEAD', '--format', 'json'], { env: { REFDIFF_PARSE_THREADS: '1' } });
    const commitWithout = await refdiff(repo, ['commit', 'HEAD', '--format', 'json'], { env: { REFDIFF_PARSE_THREADS: '0' } });
    expect([commitWith.code, commitWithout.code]).toEqual([0, 0]);
    expect(withoutTimings(commitWith.stdout)).toEqual(withoutTimings(commitWithout.stdout));
    expect(JSON.stringify(withoutTimings(commitWith.stdout))).toContain('computeTotal3');
    const rangeWith = await refdiff(repo, ['range', 'HEAD~1..HEAD', '--format', 'json'], { env: { REFDIFF_PARSE_THREADS: '1' } });
    const rangeWithout = await refdiff(repo, ['range', 'HEAD~1..HEAD', '--format', 'json'], { env: { REFDIFF_PARSE_THREADS: '0' } });
    expect(withoutTimings(rangeWith.stdout)).toEqual(withoutTimings(rangeWithout.stdout));
    expect(started.map((pool) => pool.started)).toEqual([true, true]);
  });

  test('a command that used the thread exits on its own', () => {
    const main = join(__dirname, '..', '..', 'src', 'cli', 'main.ts');
    const run = spawnSync(process.execPath, ['--require', require.resolve('tsx/cjs'), main, 'compare', 'before', 'after', '--format', 'json'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REFDIFF_PARSE_THREADS: '1' },
      timeout: 60_000,
    });
    expect(run.error).toBeUndefined();
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).refactorings.length).toBeGreaterThan(0);
  });

  test('REFDIFF_PARSE_THREADS: 0 lends no thread, a bad value is a usage error', () => {
    expect(commandParsePool({ REFDIFF_PARSE_THREADS: '0' })).toBeUndefined();
    expect(commandParsePool({ REFDIFF_PARSE_THREADS: '2' })?.workers).toBe(2);
    expect(() => commandParsePool({ REFDIFF_PARSE_THREADS: 'two' })).toThrow(UsageError);
    expect(() => commandParsePool({ REFDIFF_PARSE_THREADS: '-1' })).toThrow(UsageError);
    for (const loose of ['1e1', '0x4', '4.0', ' ', '65']) expect(() => commandParsePool({ REFDIFF_PARSE_THREADS: loose })).toThrow(UsageError);
  });

  test('a bad REFDIFF_PARSE_THREADS is a one-line usage error before the report file is opened', async () => {
    const reportFile = join(root, 'report.json');
    writeFileSync(reportFile, 'the previous report');
    const run = await refdiff(root, ['compare', 'small-before', 'small-after', '--format', 'json', '-o', reportFile], { env: { REFDIFF_PARSE_THREADS: 'two' } });
    expect(run.code).not.toBe(0);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringContaining('REFDIFF_PARSE_THREADS must be a whole number')]);
    expect(readFileSync(reportFile, 'utf8')).toBe('the previous report');
  });
});
