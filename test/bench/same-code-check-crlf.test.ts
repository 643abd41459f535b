import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO_ROOT = join(__dirname, '..', '..');
const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

let repo: string;

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'refdiff-same-code-check-crlf-'));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'core.autocrlf=false', ...args], { cwd: repo });
  git('init', '-q');
  const commit = (text: string, message: string) => {
    writeFileSync(join(repo, 'Calc.cs'), text);
    git('add', '.');
    git('commit', '-q', '-m', message);
  };
  const source = '#region License\n// MIT\n#endregion\nclass Calc\n{\n    int Add(int a, int b) { return a + b; }\n}\n';
  commit(source.replace(/\n/g, '\r\n'), 'CRLF');
  commit(source, 'line endings');
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('bench/same-code-check.ts on line endings', () => {
  // tree-sitter-c-sharp's `#region` text runs to the line's end and holds its `\r`: layout, no violation.
  it('a file whose line endings alone changed is the same code, and parses alike', () => {
    const result = spawnSync(TSX, [join(REPO_ROOT, 'bench', 'same-code-check.ts'), '--repo', repo, '--language', 'csharp'], { encoding: 'utf8', cwd: REPO_ROOT });
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^2 commit\(s\), 1 modified csharp file\(s\): 1 the same code by sameCode \(\d+ ms in sameCode\)$/m);
    expect(result.stdout).toMatch(/^checked by the grammar: 1 parse alike without comments, 0 with syntax errors \(not checked\), 0 violation\(s\)$/m);
    expect(result.status).toBe(0);
  });
});
