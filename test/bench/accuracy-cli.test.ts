import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RMINER_COMMITS_FOLDER } from '../../bench/accuracy/commit-store';
import { makeOracleCommitsRepo } from './oracle-commits';

const REPO_ROOT = join(__dirname, '..', '..');
const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

function runBenchmark(args: string[]) {
  return spawnSync(TSX, [join(REPO_ROOT, 'bench', 'accuracy.ts'), ...args], { encoding: 'utf8', cwd: REPO_ROOT });
}

let root: string;
let out: string;

beforeAll(() => {
  root = makeOracleCommitsRepo();
  out = mkdtempSync(join(tmpdir(), 'refdiff-bench-out-'));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

describe('bench/accuracy.ts', () => {
  it('runs the engine on the stored commits and scores it against the oracle', () => {
    const json = join(out, 'result.json');
    const dump = join(out, 'dump');
    const result = runBenchmark([
      '--data',
      `git:${join(root, '.git')}:data/data.json`,
      '--commits-git',
      join(root, '.git'),
      '--json',
      json,
      '--dump',
      dump,
    ]);
    expect(result.stderr).not.toMatch(/Error|at .*\.ts:\d+/);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/analysed 1, missing 1, ignored 0, crashed 0/);
    expect(result.stdout).toMatch(/^Rename Method\s+1\s+1\s+0\s+0\s+0\s+1\.000\s+1\.000\s+1\.000$/m);
    expect(result.stdout).toMatch(/^Move Class\s+1\s+1\s+/m);
    expect(result.stdout).toMatch(/^Inline Method\s+1\s+0\s+0\s+1\s+/m);
    expect(result.stdout).toMatch(/Missing commits:\n {2}https:\/\/github.com\/acme\/absent\/commit\/1{40} {2}no absent-1{40}\.json/);
    const figures = JSON.parse(readFileSync(json, 'utf8'));
    expect(figures.rows['Rename Method']).toMatchObject({ oracle: 1, tp: 1, fn: 0 });
    expect(figures.commits[0]).toMatchObject({ status: 'analysed', filesBefore: 2, filesAfter: 2, absentFiles: [expect.stringMatching(/Gone\.java$/)] });
    expect(readdirSync(dump)).toContain('inline-method.txt');
    expect(readFileSync(join(dump, 'inline-method.txt'), 'utf8')).toContain('oracle: [TP] Inline Method private check()');
  });

  it('reads an extracted commits folder and honours --filter', () => {
    const result = runBenchmark([
      '--data',
      join(root, 'data', 'data.json'),
      '--commits-dir',
      join(root, RMINER_COMMITS_FOLDER),
      '--filter',
      'acme/shop/',
    ]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/selected 1; analysed 1, missing 0/);
  });

  it('rejects bad input with one line on stderr and exit code 2', () => {
    const noSource = runBenchmark(['--data', join(root, 'data', 'data.json')]);
    expect(noSource.status).toBe(2);
    expect(noSource.stderr.trim().split('\n')).toEqual(['accuracy: give exactly one of --commits-git and --commits-dir']);
    const badData = runBenchmark(['--data', join(root, 'missing.json'), '--commits-dir', root]);
    expect(badData.status).toBe(2);
    expect(badData.stderr.trim().split('\n')).toHaveLength(1);
    const badLimit = runBenchmark(['--data', 'x', '--commits-dir', root, '--limit', 'zero']);
    expect(badLimit.status).toBe(2);
    expect(badLimit.stderr.trim().split('\n')).toHaveLength(1);
  });
});
