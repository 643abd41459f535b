import { isAscii } from 'node:buffer';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli, CALCULATOR, HookRepo, RENAME_MIN } from './hook-repo';

/**
 * The hook loads its own bundles (dist/hook.js, dist/hook-worker.js) through V8's code cache,
 * never the whole CLI (dist/main.js): real `git commit`s with a private build.
 */

let cli: string;
let cache: string;
const repos: HookRepo[] = [];

beforeAll(() => {
  cli = buildCli();
  cache = mkdtempSync(join(tmpdir(), 'refdiff-cache-'));
});

afterAll(() => {
  for (const repo of repos) repo.cleanup();
  rmSync(cli, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

test('every bundle is ASCII, which the hook reads as latin1 (its comments past ASCII escaped)', () => {
  const bundles = readdirSync(join(cli, 'dist')).filter((name) => name.endsWith('.js'));
  expect(bundles).toEqual(expect.arrayContaining(['cli.js', 'hook.js', 'hook-worker.js', 'main.js']));
  expect(bundles.filter((name) => !isAscii(readFileSync(join(cli, 'dist', name))))).toEqual([]);
});

test('a commit runs the hook without the CLI bundle, and its bundles are cached for the next commit', () => {
  const repo = new HookRepo(cli);
  repos.push(repo);
  expect(repo.refdiff('hook', 'install').status).toBe(0);
  // What the hook must not need: were it loaded, the commit would say "failed" and get no trailer.
  rmSync(join(cli, 'dist', 'main.js'), { force: true });
  const limit = { REFDIFF_CACHE_DIR: cache };
  repo.write('.refdiffrc.yml', 'commitMessage:\n  timeoutMs: 60000\n').git('add', '.refdiffrc.yml');
  repo.renameMin().git('add', CALCULATOR);
  const first = repo.run('git', ['commit', '-q', '-m', 'Rename'], limit);
  expect(first).toMatchObject({ status: 0, stderr: '' });
  expect(repo.message()).toBe(`Rename\n\n${RENAME_MIN}\n`);
  // The engine is in the hook's bundle: a small change is analysed on the hook's thread.
  expect(readdirSync(cache).map((name) => name.replace(/-\d.*/, '')).sort()).toEqual(['hook']);

  repo.replace(CALCULATOR, 'double minimum(', 'double smallest(').git('add', CALCULATOR);
  expect(repo.run('git', ['commit', '-q', '-m', 'Again'], limit)).toMatchObject({ status: 0, stderr: '' });
  expect(repo.message()).toBe('Again\n\nRefactoring: Rename Method my.calc.Calculator.minimum(double, double) -> smallest(double, double)\n');

  // A policy with rules: the analysis thread loads the engine's own bundle, cached too.
  repo.write('.refdiffrc.yml', ['commitMessage:', '  timeoutMs: 60000', 'rules:', '  - name: no-renames', '    match: { operation: RENAME }', '    level: warning', '    message: renames break callers', ''].join('\n'));
  repo.replace(CALCULATOR, 'double smallest(', 'double least(').git('add', '-A');
  expect(repo.run('git', ['commit', '-q', '-m', 'Rules'], limit).status).toBe(0);
  expect(readdirSync(cache).map((name) => name.replace(/-\d.*/, '')).sort()).toEqual(['hook', 'hook-worker']);
  expect(repo.message()).toBe('Rules\n\nRefactoring: Rename Method my.calc.Calculator.smallest(double, double) -> least(double, double)\n');
});
