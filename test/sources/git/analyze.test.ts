import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeCommit, analyzeRange, analyzeStaged, type CommitAnalysis } from '../../../src/sources/git/analyze';
import { TestRepo } from './git-fixture';

/** `Rename Method min -> minimum` style lines, sorted, for exact assertions. */
function found(analysis: CommitAnalysis): string[] {
  return analysis.report.refactorings.map((r) => `${r.type} ${r.before.name} -> ${r.after.name}`).sort();
}

const JAVA_CALC = (name: string) => `package my.calc;

public class Calculator {
  public double ${name}(double a, double b) {
    if (a < b) {
      return a;
    }
    double difference = a - b;
    System.out.println("difference " + difference);
    return b;
  }

  public double sum(double a, double b) {
    return a + b;
  }
}
`;

const JS_CONFIG = `function parseConfig(text, options) {
  const lines = text.split('\\n');
  const result = {};
  for (const line of lines) {
    const [key, value] = line.split('=');
    result[key.trim()] = value ? value.trim() : options.defaultValue;
  }
  return result;
}
module.exports = { parseConfig };
`;

const C_SUM = (name: string) => `#include <stdio.h>

int ${name}(int *values, int count) {
  int total = 0;
  for (int i = 0; i < count; i++) {
    total += values[i];
  }
  printf("%d\\n", total);
  return total;
}

int main(void) {
  int data[3] = {1, 2, 3};
  return ${name}(data, 3);
}
`;

describe('analyzeCommit', () => {
  let repo: TestRepo;
  const sha: Record<string, string> = {};
  beforeAll(() => {
    repo = new TestRepo();
    repo.write('src/main/java/my/calc/Calculator.java', JAVA_CALC('min')).write('src/config.js', JS_CONFIG).write('c/sum.c', C_SUM('sum_values'));
    sha.root = repo.commit('Initial import');
    repo.write('src/main/java/my/calc/Calculator.java', JAVA_CALC('minimum'));
    sha.java = repo.commit('Rename min to minimum');
    repo.move('src/config.js', 'lib/config.js');
    repo.write('logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x1a, 0x0a]));
    sha.js = repo.commit('Move the config parser to lib/, add a logo');
    repo.write('c/sum.c', C_SUM('total_of'));
    sha.c = repo.commit('Rename sum_values');
    repo.move('lib/config.js', 'lib/line\nbreak config.js');
    sha.newline = repo.commit('A file name with a newline');
  });
  afterAll(() => repo.cleanup());

  const analysis = {};

  it('finds a renamed Java method against the first parent, with the commit', async () => {
    const result = await analyzeCommit({ cwd: repo.dir, rev: sha.java, analysis });
    expect(found(result)).toEqual(['Rename Method min -> minimum']);
    expect(result).toMatchObject({ before: sha.root, after: sha.java });
    expect(result.commit).toMatchObject({ sha: sha.java, parents: [sha.root], subject: 'Rename min to minimum', author: 'Ada Tester <ada@example.com>' });
    expect(result.report).toMatchObject({ schemaVersion: 1, tool: { name: 'refdiff' }, before: sha.root, after: sha.java });
    expect(result.report.refactorings[0].before.file).toBe('src/main/java/my/calc/Calculator.java');
  });

  it('finds a moved JavaScript file and ignores the binary beside it', async () => {
    const result = await analyzeCommit({ cwd: repo.dir, rev: sha.js, analysis });
    expect(result.report.refactorings.map((r) => r.description)).toEqual(['Move File src/config.js to lib/config.js']);
    expect(result.report.stats).toMatchObject({ filesBefore: 1, filesAfter: 1 });
  });

  it('finds a renamed C function', async () => {
    const result = await analyzeCommit({ cwd: repo.dir, rev: sha.c, analysis });
    expect(found(result)).toEqual(['Rename Function sum_values -> total_of']);
  });

  it('reads a file whose name holds a newline', async () => {
    const result = await analyzeCommit({ cwd: repo.dir, rev: sha.newline, analysis });
    expect(result.report.refactorings.map((r) => r.after.file)).toEqual(['lib/line\nbreak config.js']);
    expect(found(result)).toEqual(['Rename File config.js -> line\nbreak config.js']);
  });

  it('compares a root commit with the empty tree', async () => {
    const result = await analyzeCommit({ cwd: repo.dir, rev: sha.root, analysis });
    expect(result.before).toBe(repo.git('hash-object', '-t', 'tree', '/dev/null'));
    expect(result.commit?.parents).toEqual([]);
    expect(result.report.refactorings).toEqual([]);
    expect(result.report.stats).toMatchObject({ filesBefore: 0, filesAfter: 3 });
  });

  it('limits the files to the languages and paths asked for', async () => {
    const onlyC = await analyzeCommit({ cwd: repo.dir, rev: sha.root, analysis: { languages: ['c'] } });
    expect(onlyC.report.stats.filesAfter).toBe(1);
    const onlySrc = await analyzeCommit({ cwd: repo.dir, rev: sha.root, analysis: { include: ['src/**'], exclude: ['*.js'] } });
    expect(onlySrc.report.stats.filesAfter).toBe(1);
    const none = await analyzeCommit({ cwd: repo.dir, rev: sha.java, analysis: { include: ['lib/**'] } });
    expect(none.report.refactorings).toEqual([]);
  });

  it('reports unknown revisions and missing repositories as GitErrors', async () => {
    await expect(analyzeCommit({ cwd: repo.dir, rev: 'nope', analysis })).rejects.toThrow("unknown revision 'nope'");
    const empty = mkdtempSync(join(tmpdir(), 'refdiff-empty-'));
    try {
      await expect(analyzeCommit({ cwd: empty, rev: 'HEAD', analysis })).rejects.toMatchObject({ exitCode: 2, message: expect.stringMatching(/^not a git repository/) });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('analyzeCommit on merges', () => {
  let repo: TestRepo;
  beforeAll(() => {
    repo = new TestRepo();
    repo.write('Calculator.java', JAVA_CALC('min')).write('c/sum.c', C_SUM('sum_values'));
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'topic');
    repo.write('Calculator.java', JAVA_CALC('minimum'));
    repo.commit('rename on topic');
    repo.git('checkout', '-q', 'main');
    repo.write('c/sum.c', C_SUM('total_of'));
    repo.commit('rename on main');
    repo.git('merge', '-q', '--no-ff', '-m', 'Merge topic', 'topic');
  });
  afterAll(() => repo.cleanup());

  it('compares with the first parent by default and with another when asked', async () => {
    const first = await analyzeCommit({ cwd: repo.dir, rev: 'HEAD', analysis: {} });
    expect(found(first)).toEqual(['Rename Method min -> minimum']);
    const second = await analyzeCommit({ cwd: repo.dir, rev: 'HEAD', parent: 2, analysis: {} });
    expect(found(second)).toEqual(['Rename Function sum_values -> total_of']);
  });

  it('lists each commit of a range, oldest first, merges only when asked', async () => {
    const perCommit = await analyzeRange({ cwd: repo.dir, range: 'HEAD~1..HEAD', analysis: {} });
    expect(perCommit.map((a) => a.commit?.subject)).toEqual(['rename on topic']);
    const withMerges = await analyzeRange({ cwd: repo.dir, range: 'HEAD~1..HEAD', includeMerges: true, analysis: {} });
    expect(withMerges.map((a) => a.commit?.subject)).toEqual(['rename on topic', 'Merge topic']);
  });

  it('diffs a whole range at once with combined', async () => {
    const [combined] = await analyzeRange({ cwd: repo.dir, range: 'HEAD~2..HEAD', combined: true, analysis: {} });
    expect(found(combined)).toEqual(['Rename Function sum_values -> total_of', 'Rename Method min -> minimum']);
    expect(combined.commit).toBeUndefined();
    expect(combined.before).toBe(repo.git('rev-parse', 'HEAD~2'));
    // base...head starts from the merge base: topic...main holds only main's rename
    const [symmetric] = await analyzeRange({ cwd: repo.dir, range: 'topic...HEAD~1', combined: true, analysis: {} });
    expect(found(symmetric)).toEqual(['Rename Function sum_values -> total_of']);
  });
});

describe('analyzeStaged', () => {
  let repo: TestRepo;
  afterEach(() => repo.cleanup());

  it('compares the index with HEAD, ignoring unstaged edits', async () => {
    repo = new TestRepo();
    repo.write('Calculator.java', JAVA_CALC('min')).write('c/sum.c', C_SUM('sum_values'));
    const head = repo.commit('base');
    repo.write('Calculator.java', JAVA_CALC('minimum')).write('c/sum.c', C_SUM('total_of'));
    repo.git('add', 'Calculator.java');
    const staged = await analyzeStaged({ cwd: repo.dir, analysis: {} });
    expect(found(staged)).toEqual(['Rename Method min -> minimum']);
    expect(staged).toMatchObject({ before: head, after: 'index' });
  });

  it('compares with the empty tree on an unborn branch', async () => {
    repo = new TestRepo();
    repo.write('Calculator.java', JAVA_CALC('min'));
    repo.git('add', '-A');
    const staged = await analyzeStaged({ cwd: repo.dir, analysis: {} });
    expect(staged.before).toBe(repo.git('hash-object', '-t', 'tree', '/dev/null'));
    expect(staged.report.stats.filesAfter).toBe(1);
    await expect(analyzeStaged({ cwd: repo.dir, amend: true, analysis: {} })).rejects.toThrow('nothing to amend');
  });

  it('with amend, compares the index with the first parent of HEAD', async () => {
    repo = new TestRepo();
    repo.write('Calculator.java', JAVA_CALC('min')).write('c/sum.c', C_SUM('sum_values'));
    const base = repo.commit('base');
    repo.write('Calculator.java', JAVA_CALC('minimum'));
    repo.commit('rename');
    repo.write('c/sum.c', C_SUM('total_of'));
    repo.git('add', '-A');
    const amended = await analyzeStaged({ cwd: repo.dir, amend: true, analysis: {} });
    expect(amended.before).toBe(base);
    expect(found(amended)).toEqual(['Rename Function sum_values -> total_of', 'Rename Method min -> minimum']);
  });

  it('reads the index GIT_INDEX_FILE names (as in a commit hook), relative paths included', async () => {
    repo = new TestRepo();
    repo.write('Calculator.java', JAVA_CALC('min'));
    repo.commit('base');
    repo.write('Calculator.java', JAVA_CALC('minimum'));
    const env = { ...process.env, GIT_INDEX_FILE: join(repo.dir, '.git', 'next-index.lock') };
    execFileSync('git', ['read-tree', 'HEAD'], { cwd: repo.dir, env });
    execFileSync('git', ['add', 'Calculator.java'], { cwd: repo.dir, env });
    const saved = { index: process.env.GIT_INDEX_FILE, cwd: process.cwd() };
    try {
      expect(found(await analyzeStaged({ cwd: repo.dir, analysis: {} }))).toEqual([]);
      process.chdir(repo.dir);
      process.env.GIT_INDEX_FILE = '.git/next-index.lock';
      expect(found(await analyzeStaged({ cwd: join(repo.dir, '.git', '..'), analysis: {} }))).toEqual(['Rename Method min -> minimum']);
    } finally {
      process.chdir(saved.cwd);
      if (saved.index === undefined) delete process.env.GIT_INDEX_FILE;
      else process.env.GIT_INDEX_FILE = saved.index;
    }
  });
});
