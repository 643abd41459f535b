import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TestRepo } from '../sources/git/git-fixture';
import { refdiff } from './cli-harness';

const JS = (name: string) => `function ${name}(items, separator) {
  const parts = [];
  for (const item of items) {
    parts.push(String(item).trim());
  }
  return parts.filter(Boolean).join(separator || ', ');
}
module.exports = { ${name} };
`;

const BROKEN_C = (n: number) => `int broken(int a {\n  return a + ${n};\n}\n`;

/** Refactoring types of a `--format json` run. */
function types(stdout: string): string[] {
  return (JSON.parse(stdout) as { refactorings: { type: string }[] }).refactorings.map((r) => r.type);
}

describe('reporting commands read the policy as the hook and the Action do', () => {
  let repo: TestRepo;
  beforeAll(() => {
    repo = new TestRepo();
    repo.write('lib/join.js', JS('joinItems')).write('src/broken.c', BROKEN_C(1)).write('dist/app.min.js', 'var a=1;\n').commit('Initial');
    repo.write('lib/join.js', JS('joinAll')).write('src/broken.c', BROKEN_C(2)).write('dist/app.min.js', 'var a=2;\n').commit('Rename joinItems');
  });
  afterAll(() => repo.cleanup());
  afterEach(() => {
    writeFileSync(join(repo.dir, '.refdiffrc.yml'), '');
  });
  const policy = (text: string) => writeFileSync(join(repo.dir, '.refdiffrc.yml'), text);

  test('.refdiffrc.yml selects what commit reports, as check counts it; flags override it; --config names another file', async () => {
    policy('analysis:\n  types: ["!RENAME"]\n');
    expect(types((await refdiff(repo.dir, ['commit', '--format', 'json'])).stdout)).toEqual([]);
    expect(JSON.parse((await refdiff(repo.dir, ['check', '--format', 'json'])).stdout).changes[0].refactorings).toBe(0);
    expect(types((await refdiff(repo.dir, ['commit', '--format', 'json', '--type', 'RENAME'])).stdout)).toEqual(['Rename Function']);
    writeFileSync(join(repo.dir, 'all.yml'), 'analysis:\n  types: [Function]\n');
    expect(types((await refdiff(repo.dir, ['commit', '--format', 'json', '--config', 'all.yml'])).stdout)).toEqual(['Rename Function']);
    expect(types((await refdiff(repo.dir, ['range', 'HEAD~1..HEAD', '--combined', '--format', 'json', '-c', 'all.yml'])).stdout)).toEqual(['Rename Function']);
  });

  test('--type takes the words of analysis.types, in any case, with ! to exclude, and refuses typos the same way', async () => {
    for (const type of ['RENAME', 'Function', 'rename function', 'Rename Function,Move Class']) {
      expect(types((await refdiff(repo.dir, ['commit', '--format', 'json', '--type', type])).stdout)).toEqual(['Rename Function']);
    }
    expect(types((await refdiff(repo.dir, ['commit', '--format', 'json', '--type', '!Rename Function'])).stdout)).toEqual([]);
    const typo = await refdiff(repo.dir, ['commit', '--type', 'Renam']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/unknown refactoring type, operation or kind 'Renam' \(did you mean 'RENAME'\?\)\n$/);
    policy('analysis:\n  types: [Renam]\n');
    expect((await refdiff(repo.dir, ['commit'])).stderr).toBe(
      "refdiff: .refdiffrc.yml:2:11: unknown refactoring type, operation or kind 'Renam' at 'analysis.types[0]' (did you mean 'RENAME'?)\n",
    );
  });

  test('every problem of the policy is one line on stderr, exit 2', async () => {
    policy('analysis:\n  treshold: 0.4\nrules:\n  - name: x\n    level: fatal\n');
    for (const command of [['commit'], ['check']]) {
      expect(await refdiff(repo.dir, command)).toEqual({
        code: 2,
        stdout: '',
        stderr:
          "refdiff: .refdiffrc.yml:2:3: unknown key 'treshold' at 'analysis.treshold' (did you mean 'threshold'?)\n" +
          "refdiff: .refdiffrc.yml:5:12: expected one of error, warning, off, got a string 'fatal' at 'rules[0].level'\n",
      });
    }
  });

  test('language and path filters apply before parsing: no warning about files left out', async () => {
    const all = await refdiff(repo.dir, ['commit']);
    expect(all.stderr).toContain('src/broken.c:1: syntax error');
    policy('analysis:\n  languages: [javascript]\n');
    expect((await refdiff(repo.dir, ['commit'])).stderr).not.toContain('broken.c');
    policy('');
    expect((await refdiff(repo.dir, ['commit', '--path', 'lib/**'])).stderr).not.toContain('broken.c');
    expect((await refdiff(repo.dir, ['commit', '--path', '!src/**'])).stderr).not.toContain('broken.c');
  });

  test('files skipped as minified or generated: one summary line; --quiet prints no warnings', async () => {
    const run = await refdiff(repo.dir, ['commit', '--language', 'javascript']);
    expect(run.stderr).toBe('refdiff: warning: 1 file skipped as minified or generated: dist/app.min.js\n');
    const quiet = await refdiff(repo.dir, ['commit', '--quiet']);
    expect(quiet).toMatchObject({ code: 0, stderr: '' });
    expect(quiet.stdout).toContain('Rename Function joinItems(items, separator) to joinAll(items, separator)');
  });
});
