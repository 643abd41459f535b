import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VERSION } from '../../src/version';
import { TestRepo } from '../sources/git/git-fixture';
import { refdiff } from './cli-harness';

const JAVA = (name: string) => `package shop;

public class Cart {
  private final java.util.List<Double> prices = new java.util.ArrayList<>();

  public double ${name}(double price, int quantity) {
    double subtotal = price * quantity;
    if (quantity > 10) {
      subtotal = subtotal * 0.9;
    }
    System.out.println("subtotal " + subtotal);
    return subtotal;
  }

  public void add(double price) {
    prices.add(price);
  }
}
`;

const JS = (name: string) => `function ${name}(items, separator) {
  const parts = [];
  for (const item of items) {
    parts.push(String(item).trim());
  }
  return parts.filter(Boolean).join(separator || ', ');
}

function splitItems(text) {
  return text.split(',').map((part) => part.trim());
}
module.exports = { ${name}, splitItems };
`;

describe('refdiff commit, range, staged', () => {
  let repo: TestRepo;
  const sha: Record<string, string> = {};
  beforeAll(() => {
    repo = new TestRepo();
    repo.write('src/shop/Cart.java', JAVA('total')).write('lib/join.js', JS('joinItems'));
    sha.root = repo.commit('Initial');
    repo.write('src/shop/Cart.java', JAVA('computeTotal'));
    sha.java = repo.commit('Rename total');
    repo.write('lib/join.js', JS('joinAll'));
    sha.js = repo.commit('Rename joinItems');
  });
  afterAll(() => repo.cleanup());

  it('prints one text line per refactoring, with the commit first', async () => {
    const run = await refdiff(repo.dir, ['commit', sha.java]);
    expect(run).toEqual({
      code: 0,
      stderr: '',
      stdout: `commit ${sha.java.slice(0, 12)} Rename total\n    src/shop/Cart.java:6: Rename Method total(double, int) to computeTotal(double, int) in class shop.Cart\n`,
    });
  });

  it('prints the contract document with --format json', async () => {
    const run = await refdiff(repo.dir, ['commit', '--format', 'json']);
    const report = JSON.parse(run.stdout);
    expect(Object.keys(report)).toEqual(['schemaVersion', 'tool', 'before', 'after', 'refactorings', 'stats']);
    expect(report).toMatchObject({ schemaVersion: 1, tool: { name: 'refdiff', version: VERSION }, before: sha.java, after: sha.js });
    expect(report.refactorings.map((r: { type: string }) => r.type)).toEqual(['Rename Function']);
  });

  it('prints a markdown table and JSON lines', async () => {
    const markdown = await refdiff(repo.dir, ['commit', sha.java, '-f', 'markdown']);
    expect(markdown.stdout).toBe(
      '| Refactoring | Before | After | Location |\n| --- | --- | --- | --- |\n' +
        '| Rename Method | `shop.Cart.total(double, int)` | `shop.Cart.computeTotal(double, int)` | `src/shop/Cart.java:6` |\n',
    );
    const jsonl = await refdiff(repo.dir, ['commit', sha.java, '-f', 'jsonl']);
    const lines = jsonl.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]).commit).toMatchObject({ sha: sha.java, subject: 'Rename total' });
  });

  it('filters by type, path and language', async () => {
    const range = `${sha.root}..${sha.js}`;
    const types = (run: { stdout: string }) => JSON.parse(run.stdout).flatMap((r: { refactorings: { type: string }[] }) => r.refactorings.map((x) => x.type));
    expect(types(await refdiff(repo.dir, ['range', range, '-f', 'json']))).toEqual(['Rename Method', 'Rename Function']);
    expect(types(await refdiff(repo.dir, ['range', range, '-f', 'json', '--type', 'rename function,Move Class']))).toEqual(['Rename Function']);
    expect(types(await refdiff(repo.dir, ['range', range, '-f', 'json', '--path', 'src/**']))).toEqual(['Rename Method']);
    expect(types(await refdiff(repo.dir, ['range', range, '-f', 'json', '--path', '!*.java']))).toEqual(['Rename Function']);
    expect(types(await refdiff(repo.dir, ['range', range, '-f', 'json', '--language', 'javascript']))).toEqual(['Rename Function']);
  });

  it('lists a range commit by commit in text, or combined', async () => {
    const perCommit = await refdiff(repo.dir, ['range', `${sha.root}..HEAD`]);
    expect(perCommit.stdout.split('\n').filter((line) => line.startsWith('commit '))).toEqual([
      `commit ${sha.java.slice(0, 12)} Rename total`,
      `commit ${sha.js.slice(0, 12)} Rename joinItems`,
    ]);
    const combined = await refdiff(repo.dir, ['range', `${sha.root}..HEAD`, '--combined', '-f', 'json']);
    expect(JSON.parse(combined.stdout)).toMatchObject({ before: sha.root, after: sha.js, refactorings: [{ type: 'Rename Function' }, { type: 'Rename Method' }] });
  });

  it('says so on stderr when a range holds no commits', async () => {
    const run = await refdiff(repo.dir, ['range', 'HEAD..HEAD']);
    expect(run).toEqual({ code: 0, stdout: '', stderr: 'refdiff: warning: no commits to analyse in HEAD..HEAD (merges are left out; --include-merges)\n' });
  });

  it('reports staged changes', async () => {
    repo.write('lib/join.js', JS('joinEverything'));
    repo.git('add', 'lib/join.js');
    try {
      const run = await refdiff(repo.dir, ['staged', '-f', 'json']);
      expect(JSON.parse(run.stdout)).toMatchObject({ before: sha.js, after: 'index', refactorings: [{ type: 'Rename Function', after: { name: 'joinEverything' } }] });
    } finally {
      repo.git('reset', '-q', '--hard');
    }
  });

  it('writes to --output instead of stdout, without colours', async () => {
    const out = join(repo.dir, '..', `${sha.java.slice(0, 8)}-report.txt`);
    try {
      const run = await refdiff(repo.dir, ['commit', sha.java, '--output', out], { tty: true });
      expect(run.stdout).toBe('');
      expect(readFileSync(out, 'utf8')).toContain('src/shop/Cart.java:6: Rename Method');
    } finally {
      rmSync(out, { force: true });
    }
  });

  it('colours only on a terminal, and never with NO_COLOR or --no-color', async () => {
    const colored = await refdiff(repo.dir, ['commit', sha.java], { tty: true });
    expect(colored.stdout).toContain('\u001b[');
    expect((await refdiff(repo.dir, ['commit', sha.java], { tty: true, env: { NO_COLOR: '1' } })).stdout).not.toContain('\u001b[');
    expect((await refdiff(repo.dir, ['commit', sha.java, '--no-color'], { tty: true })).stdout).not.toContain('\u001b[');
  });

  it('exits 0 when there is nothing to report', async () => {
    const run = await refdiff(repo.dir, ['commit', sha.root]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`commit ${sha.root.slice(0, 12)} Initial\n    No refactorings found.\n`);
  });
});

describe('refdiff errors', () => {
  let repo: TestRepo;
  let plain: string;
  beforeAll(() => {
    repo = new TestRepo();
    repo.write('A.java', JAVA('total'));
    repo.commit('one');
    repo.write('A.java', JAVA('sum'));
    repo.commit('two');
    plain = mkdtempSync(join(tmpdir(), 'refdiff-plain-'));
  });
  afterAll(() => {
    repo.cleanup();
    rmSync(plain, { recursive: true, force: true });
  });

  /** Every error: exit 2, exactly one line on stderr, nothing on stdout. */
  async function expectUsageError(cwd: string, args: string[], message: RegExp): Promise<void> {
    const run = await refdiff(cwd, args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^refdiff: [^\n]+\n$/);
    expect(run.stderr).toMatch(message);
  }

  it('outside a repository', () => expectUsageError(plain, ['commit'], /^refdiff: not a git repository: /));
  it('on an unknown revision', () => expectUsageError(repo.dir, ['commit', 'v9.9'], /^refdiff: unknown revision 'v9\.9'\n$/));
  it('on a bad range', () => expectUsageError(repo.dir, ['range', 'main'], /expected a range <base>\.\.<head>/));
  it('on an unknown language', () => expectUsageError(repo.dir, ['commit', '--language', 'cobol'], /unknown language 'cobol'/));
  it('on a bad threshold', () => expectUsageError(repo.dir, ['commit', '--threshold', '2'], /expected a number from 0 to 1/));
  it('on an unknown format', () => expectUsageError(repo.dir, ['commit', '--format', 'xml'], /Allowed choices are text, json, markdown, jsonl/));
  it('on an unknown option', () => expectUsageError(repo.dir, ['commit', '--frobnicate'], /unknown option '--frobnicate'/));
  it('on an unknown command', () => expectUsageError(repo.dir, ['blame'], /unknown command 'blame'/));
  it('on a missing parent', () => expectUsageError(repo.dir, ['commit', '--parent', '2'], /has 1 parent\(s\); --parent 2 is out of range/));
  it('on a missing directory for compare', () => expectUsageError(plain, ['compare', 'nope', '.'], /^refdiff: no such directory: nope\n$/));
  it('on an unwritable output file', () => expectUsageError(repo.dir, ['commit', '-o', join(plain, 'no/such/dir/out.txt')], /cannot write/));

  it('in a shallow clone, saying how to deepen it', async () => {
    const clone = new TestRepo(mkdtempSync(join(tmpdir(), 'refdiff-shallow-')));
    try {
      clone.git('clone', '-q', '--depth', '1', `file://${repo.dir}`, '.');
      await expectUsageError(clone.dir, ['commit'], /shallow clone; deepen it with `git fetch --deepen=N`.*`fetch-depth: 0`/);
    } finally {
      clone.cleanup();
    }
  });

  it('on an object missing from the repository', async () => {
    const broken = new TestRepo();
    try {
      broken.write('A.java', JAVA('total'));
      broken.commit('one');
      broken.write('A.java', JAVA('sum'));
      broken.commit('two');
      const blob = broken.git('rev-parse', 'HEAD:A.java');
      rmSync(join(broken.dir, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
      await expectUsageError(broken.dir, ['commit'], new RegExp(`^refdiff: cannot read object ${blob} \\(A\\.java\\): missing`));
    } finally {
      broken.cleanup();
    }
  });

  it('prints help and the version with exit 0', async () => {
    const help = await refdiff(repo.dir, ['log', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--since-commit <rev>');
    expect(help.stdout).toContain('--format <format>');
    const version = await refdiff(repo.dir, ['--version']);
    expect(version).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
  });
});

describe('refdiff compare', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'refdiff-compare-'));
    for (const [side, name] of [['before', 'total'], ['after', 'computeTotal']]) {
      mkdirSync(join(root, side, 'shop'), { recursive: true });
      writeFileSync(join(root, side, 'shop', 'Cart.java'), JAVA(name));
      writeFileSync(join(root, side, 'shop', 'Same.java'), 'package shop;\nclass Same {}\n');
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('compares two directories, relative to the working folder', async () => {
    const run = await refdiff(root, ['compare', 'before', 'after']);
    expect(run).toEqual({ code: 0, stderr: '', stdout: 'shop/Cart.java:6: Rename Method total(double, int) to computeTotal(double, int) in class shop.Cart\n' });
    const json = JSON.parse((await refdiff(root, ['compare', 'before', 'after', '-f', 'json'])).stdout);
    expect(json).toMatchObject({ before: 'before', after: 'after', stats: { filesBefore: 1, filesAfter: 1 } });
  });

  it('skips files over --max-file-size, with one warning', async () => {
    const run = await refdiff(root, ['compare', 'before', 'after', '--max-file-size', '100']);
    expect(run).toEqual({ code: 0, stdout: 'No refactorings found.\n', stderr: expect.stringMatching(/^refdiff: warning: shop\/Cart\.java: \d+ B, over the 100 B limit; skipped\n$/) });
  });
});
