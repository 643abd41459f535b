import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeOracleCommitsRepo } from './oracle-commits';

const REPO_ROOT = join(__dirname, '..', '..');
const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

function runBenchmark(args: string[]) {
  return spawnSync(TSX, [join(REPO_ROOT, 'bench', 'text-edits.ts'), ...args], { encoding: 'utf8', cwd: REPO_ROOT });
}

let root: string;
let otherCheckout: string;

beforeAll(() => {
  root = makeOracleCommitsRepo();
  // A checkout whose text diff finds no edit at all: not the same edits.
  otherCheckout = mkdtempSync(join(tmpdir(), 'refdiff-text-edits-'));
  mkdirSync(join(otherCheckout, 'src', 'languages'), { recursive: true });
  writeFileSync(join(otherCheckout, 'src', 'languages', 'text-edits.ts'), 'export function textEdits(): unknown[] {\n  return [];\n}\n');
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(otherCheckout, { recursive: true, force: true });
});

describe('bench/text-edits.ts', () => {
  const oracle = () => ['--data', `git:${join(root, '.git')}:data/data.json`, '--commits-git', join(root, '.git')];

  it("diffs the Java paths changed on both sides, alternating with a baseline checkout's diff that gives the same edits", () => {
    const result = runBenchmark([...oracle(), '--passes', '2', '--baseline', REPO_ROOT]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    // Calc.java changed in place; Util.java moved and Same.java unchanged are not diffed; the absent commit is skipped.
    expect(result.stdout).toMatch(/^1 commit\(s\), 1 files changed on both sides/);
    expect(result.stdout).toMatch(/^this checkout: fastest pass [\d.]+ ms, median [\d.]+ ms \(2 passes\)$/m);
    expect(result.stdout).toMatch(/^baseline: fastest pass/m);
  });

  it('stops with one line and exit code 2 when the baseline gives other edits, or on bad input', () => {
    const differing = runBenchmark([...oracle(), '--baseline', otherCheckout]);
    expect(differing.status).toBe(2);
    expect(differing.stderr.trim().split('\n')).toEqual(['text-edits: the baseline gives other edits for 1 of 1 files']);
    const badPasses = runBenchmark([...oracle(), '--passes', '0']);
    expect(badPasses.status).toBe(2);
    expect(badPasses.stderr.trim().split('\n')).toHaveLength(1);
  });
});
