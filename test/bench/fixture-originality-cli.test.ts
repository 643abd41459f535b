import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const REPO_ROOT = join(__dirname, '..', '..');
const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

/** Someone else's code: its import is in every file, its other lines are its own. */
const LEDGER = [
  'import java.util.concurrent.atomic.AtomicLong;',
  'class Ledger {',
  '  private final AtomicLong balanceInCents = new AtomicLong();',
  '  long depositIntoLedger(long amountInCents) { return balanceInCents.addAndGet(amountInCents); }',
  '  long withdrawFromLedger(long amountInCents) { return balanceInCents.addAndGet(-amountInCents); }',
  '}',
  '',
];

let scratch: string;
let gitDir: string;
let fixtures: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

function runBenchmark(args: string[]) {
  return spawnSync(TSX, [join(REPO_ROOT, 'bench', 'fixture-originality.ts'), ...args], { encoding: 'utf8', cwd: REPO_ROOT });
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'refdiff-originality-'));
  // Someone else's project, in a git repository.
  const project = join(scratch, 'project');
  write(join(project, 'src', 'Ledger.java'), LEDGER.join('\n'));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: project });
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'ledger');
  gitDir = join(project, '.git');
  // Fixtures: one folder copies three of its lines (and its import, which does not count), one is our own.
  fixtures = join(scratch, 'fixtures');
  // Indented otherwise: lines are compared trimmed.
  write(join(fixtures, 'java', 'copied', 'before', 'Ledger.java'), LEDGER.map((line) => line.replace(/^ {2}/, '    ')).join('\n'));
  write(
    join(fixtures, 'java', 'our-own', 'before', 'Kettle.java'),
    ['import java.util.concurrent.atomic.AtomicLong;', 'class Kettle {', '  private final AtomicLong waterLevelInMillilitres = new AtomicLong();', '}', ''].join('\n'),
  );
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('bench/fixture-originality.ts', () => {
  it("lists a fixture folder that copies lines of the git directory's files, and exits 1", () => {
    const result = runBenchmark(['--git', gitDir, '--fixtures', fixtures, '--max-lines', '3']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^\d+ lines of 2 fixture folders compared; 1 folders share a line with .*; 1 share 3 or more$/m);
    expect(result.stdout).toMatch(/^3 java\/copied$/m);
    expect(result.stdout).toContain('    long depositIntoLedger(long amountInCents) { return balanceInCents.addAndGet(amountInCents); }');
    expect(result.stdout).not.toContain('our-own');
    expect(result.stdout).not.toContain('    import ');
  });

  it('passes fixtures that share fewer lines than --max-lines, and counts no idiom found --common times', () => {
    expect(runBenchmark(['--git', gitDir, '--fixtures', fixtures, '--max-lines', '4']).status).toBe(0);
    expect(runBenchmark(['--git', gitDir, '--fixtures', fixtures, '--max-lines', '1', '--common', '1']).status).toBe(0);
  });

  it('stops with one line and exit code 2 on a git directory that is not one', () => {
    const result = runBenchmark(['--git', join(scratch, 'nowhere'), '--fixtures', fixtures]);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
