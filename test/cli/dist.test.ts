import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli } from '../hook/hook-repo';
import { TestRepo } from '../sources/git/git-fixture';
import { heavyThenLightHistory } from './heavy-history';

/**
 * End to end: the bundled CLI, built by the real build script and copied away from the
 * project (no node_modules beside it), run as a process, its log workers started from itself.
 */
describe('dist/cli.js', () => {
  let build: string;
  let dist: string;
  let repo: TestRepo;
  const JAVA = (name: string) =>
    `package app;\n\npublic class Parser {\n  public String ${name}(String text) {\n    String trimmed = text.trim();\n    if (trimmed.isEmpty()) {\n      return "";\n    }\n    return trimmed.toLowerCase();\n  }\n\n  public int size(String text) {\n    return text.length();\n  }\n}\n`;

  beforeAll(() => {
    // A private build: building into the project's dist/ raced the Action's dist test, which
    // builds there too, and a copy once caught an empty cli.js.
    build = buildCli();
    dist = mkdtempSync(join(tmpdir(), 'refdiff-dist-'));
    cpSync(join(build, 'dist'), dist, { recursive: true });
    repo = new TestRepo();
    repo.write('src/app/Parser.java', JAVA('clean'));
    repo.commit('Initial');
    for (const name of ['normalize', 'canonical', 'tidy']) {
      repo.write('src/app/Parser.java', JAVA(name));
      repo.commit(`Rename to ${name}`);
    }
  }, 120_000);
  afterAll(() => {
    repo.cleanup();
    rmSync(dist, { recursive: true, force: true });
    rmSync(build, { recursive: true, force: true });
  });

  function run(args: string[], cwd = repo.dir) {
    const result = spawnSync(process.execPath, [join(dist, 'cli.js'), ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '' } });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  it('reports a commit', () => {
    const result = run(['commit', 'HEAD']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('src/app/Parser.java:4: Rename Method canonical(String) to tidy(String) in class app.Parser');
  });

  it('mines the history with worker threads started from the bundle itself', () => {
    const result = run(['log', '--jobs', '2', '--format', 'jsonl']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((line) => line.refactorings.map((r: { after: { name: string } }) => r.after.name).join())).toEqual(['', 'normalize', 'canonical', 'tidy']);
  });

  it('reports commits over the timeout (CPU time) and carries on', () => {
    const history = heavyThenLightHistory();
    try {
      const result = run(['log', 'HEAD~2..HEAD', '--jobs', '2', '--timeout', '0.3', '--format', 'jsonl'], history.repo.dir);
      expect(result.code).toBe(0);
      const lines = result.stdout.trimEnd().split('\n').map((line) => JSON.parse(line));
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatchObject({ after: history.heavy, error: 'timed out after 0.3 s of CPU time; skipped', refactorings: [], commit: { sha: history.heavy } });
      expect(lines[1]).toMatchObject({ after: history.light, refactorings: [] });
      expect(lines[1].error).toBeUndefined();
      expect(result.stderr.match(/timed out/g)).toHaveLength(1);
    } finally {
      history.repo.cleanup();
    }
  });

  describe('a damaged installation', () => {
    let damaged: string;
    beforeEach(() => {
      damaged = mkdtempSync(join(tmpdir(), 'refdiff-damaged-'));
      cpSync(dist, damaged, { recursive: true });
    });
    afterEach(() => rmSync(damaged, { recursive: true, force: true }));
    const runDamaged = () => {
      const result = spawnSync(process.execPath, [join(damaged, 'cli.js'), 'commit', 'HEAD'], { cwd: repo.dir, encoding: 'utf8' });
      return { code: result.status, stderr: result.stderr };
    };

    it('names a missing grammar and says to reinstall, in one line', () => {
      rmSync(join(damaged, 'wasm', 'tree-sitter-java.wasm'));
      const wasm = join(damaged, 'wasm', 'tree-sitter-java.wasm');
      expect(runDamaged()).toEqual({ code: 1, stderr: `refdiff: ${wasm} is missing (nor is it in package tree-sitter-java); reinstall refdiff\n` });
    });

    it.each(['tree-sitter-java.wasm', 'web-tree-sitter.wasm'])('names a truncated %s and says to reinstall, in one line', (file) => {
      const wasm = join(damaged, 'wasm', file);
      truncateSync(wasm, 1000);
      const result = runDamaged();
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(new RegExp(`^refdiff: ${wasm.replace(/[.]/g, '\\.')} is damaged \\([^\\n]*WebAssembly[^\\n]+\\); reinstall refdiff\\n$`));
    });
  });

  it('stops quietly when its reader goes away (refdiff log | head -1)', async () => {
    const child = spawn(process.execPath, [join(dist, 'cli.js'), 'log', '--jobs', '1', '--format', 'jsonl'], { cwd: repo.dir });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    await new Promise((resolve) => child.stdout.once('data', resolve));
    child.stdout.destroy();
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });

  it('fails outside a repository with one line and exit 2, no stack trace', () => {
    const plain = mkdtempSync(join(tmpdir(), 'refdiff-plain-'));
    try {
      const result = run(['log'], plain);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^refdiff: not a git repository: [^\n]+\n$/);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });

  it('prints its version', () => {
    expect(run(['--version']).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});
