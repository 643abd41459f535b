import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO_ROOT = join(__dirname, '..', '..');
const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

function runBenchmark(args: string[]) {
  return spawnSync(TSX, [join(REPO_ROOT, 'bench', 'same-code-check.ts'), ...args], { encoding: 'utf8', cwd: REPO_ROOT });
}

let repo: string;

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'refdiff-same-code-check-'));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo });
  git('init', '-q');
  const commit = (text: string, message: string) => {
    writeFileSync(join(repo, 'Calc.java'), text);
    git('add', '.');
    git('commit', '-q', '-m', message);
  };
  commit('class Calc {\n  int add(int a, int b) { return a + b; }\n}\n', 'first');
  commit('/** Adds. */\nclass Calc {\n  // the sum\n  int add(int a, int b) {\n    return a + b;\n  }\n}\n', 'comments and layout only');
  commit('/** Adds. */\nclass Calc {\n  // the sum\n  int sum(int a, int b) {\n    return a + b;\n  }\n}\n', 'renamed');
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('bench/same-code-check.ts', () => {
  it("checks every pair the language's sameCode calls the same against the grammar's trees", () => {
    const result = runBenchmark(['--repo', repo, '--language', 'java']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^3 commit\(s\), 2 modified java file\(s\): 1 the same code by sameCode \(\d+ ms in sameCode\)$/m);
    expect(result.stdout).toMatch(/^checked by the grammar: 1 parse alike without comments, 0 with syntax errors \(not checked\), 0 violation\(s\)$/m);
  });

  it('stops with one line and exit code 2 on a language without sameCode or a bad count', () => {
    for (const args of [['--language', 'nosuch'], ['--language', 'java', '--commits', '0']]) {
      const result = runBenchmark(['--repo', repo, ...args]);
      expect(result.status).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
