import { isAscii } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
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

test('no bundle names the folders it was built in (the committed dist/ must be what any checkout builds)', () => {
  const root = realpathSync(join(__dirname, '..', '..'));
  for (const name of readdirSync(join(cli, 'dist')).filter((file) => file.endsWith('.js'))) {
    const text = readFileSync(join(cli, 'dist', name), 'latin1');
    expect({ name, builtIn: text.includes(cli) || text.includes(realpathSync(cli)) || text.includes(root) }).toEqual({ name, builtIn: false });
  }
});

test("the hook's two bundles are minified (every commit reads, decodes and copies their text whole), the CLI's is not; no bundle holds zod's other locales", () => {
  const text = (name: string) => readFileSync(join(cli, 'dist', name), 'latin1');
  // esbuild heads each module with a comment naming its file and writes a statement a line; minified, neither.
  const charactersPerLine = (name: string) => text(name).length / text(name).split('\n').length;
  for (const name of ['hook.js', 'hook-worker.js']) {
    expect(text(name)).not.toMatch(/^\/\/ src\//m);
    expect(charactersPerLine(name)).toBeGreaterThan(200);
  }
  expect(text('main.js')).toMatch(/^\/\/ src\/cli\/main\.ts$/m);
  expect(charactersPerLine('main.js')).toBeLessThan(100);
  // zod's locales but English are left out of every bundle (refdiff's messages are its own, in English).
  for (const name of ['hook.js', 'main.js']) expect(text(name)).not.toContain('zhTW');
  // Their exports keep their names: dist/cli.js calls them.
  expect(text('hook.js')).toContain('runHookProcess');
  expect(text('hook-worker.js')).toContain('compileRuntimeAhead');
});

/**
 * A preload for node that writes, as the process ends, node's built-in modules loaded after the
 * process first set a V8 flag: V8 rejects node's own code cache for those, and compiles them.
 */
function lateBuiltinsProbe(): { env: NodeJS.ProcessEnv; read(): string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'refdiff-probe-'));
  const out = join(dir, 'late-builtins');
  const probe = join(dir, 'probe.js');
  writeFileSync(
    probe,
    [
      "const v8 = require('node:v8');",
      'const set = v8.setFlagsFromString;',
      'let loaded;',
      'v8.setFlagsFromString = (flags) => { if (loaded === undefined) loaded = process.moduleLoadList.length; return set(flags); };',
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(out)}, loaded === undefined ? 'no flag set' : process.moduleLoadList.slice(loaded).filter((m) => m.startsWith('NativeModule ')).join('\\n')));`,
    ].join('\n'),
  );
  return {
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${probe}`.trim() },
    read: () => {
      const text = readFileSync(out, 'utf8');
      rmSync(dir, { recursive: true, force: true });
      return text === '' ? [] : text.split('\n');
    },
  };
}

test("the hook's process loads none of node's built-in modules after it sets its V8 flag", () => {
  // The probe sees one loaded late: the global performance's first read loads node:perf_hooks.
  const control = lateBuiltinsProbe();
  const late = spawnSync(process.execPath, ['-e', "require('node:v8').setFlagsFromString('--liftoff-only'); performance.now();"], { env: { ...process.env, ...control.env } });
  expect(late.status).toBe(0);
  expect(control.read()).toContain('NativeModule perf_hooks');

  const repo = new HookRepo(cli);
  repos.push(repo);
  expect(repo.refdiff('hook', 'install').status).toBe(0);
  const probe = lateBuiltinsProbe();
  repo.renameMin().git('add', CALCULATOR);
  expect(repo.run('git', ['commit', '-q', '-m', 'Rename'], { REFDIFF_CACHE_DIR: cache, ...probe.env })).toMatchObject({ status: 0, stderr: '' });
  expect(repo.message()).toBe(`Rename\n\n${RENAME_MIN}\n`);
  expect(probe.read()).toEqual([]);

  // Its stderr a file, not a pipe (node writes to a file through a module of its own).
  const toFile = lateBuiltinsProbe();
  const stderrFile = join(repo.dir, '.git', 'commit-stderr');
  const fd = openSync(stderrFile, 'w');
  repo.replace(CALCULATOR, 'double minimum(', 'double smallest(').git('add', CALCULATOR);
  const commit = spawnSync('git', ['commit', '-q', '-m', 'Again'], { cwd: repo.dir, env: repo.env({ REFDIFF_CACHE_DIR: cache, ...toFile.env }), stdio: ['ignore', 'pipe', fd] });
  closeSync(fd);
  expect(commit.status).toBe(0);
  expect(readFileSync(stderrFile, 'utf8')).toBe('');
  expect(repo.message()).toBe('Again\n\nRefactoring: Rename Method my.calc.Calculator.minimum(double, double) -> smallest(double, double)\n');
  expect(toFile.read()).toEqual([]);

  // A policy with rules: the worker thread (node's modules for it among them) starts before the flag.
  const withRules = lateBuiltinsProbe();
  repo.write('.refdiffrc.yml', 'rules:\n  - name: no-class-renames\n    match: { kind: Class, operation: RENAME }\n').git('add', '.refdiffrc.yml');
  repo.replace(CALCULATOR, 'double smallest(', 'double least(').git('add', CALCULATOR);
  // Its own cache folder: the last test counts the bundles cached in the shared one.
  const rulesCache = mkdtempSync(join(tmpdir(), 'refdiff-cache-'));
  expect(repo.run('git', ['commit', '-q', '-m', 'Rules'], { REFDIFF_CACHE_DIR: rulesCache, ...withRules.env })).toMatchObject({ status: 0, stderr: '' });
  rmSync(rulesCache, { recursive: true, force: true });
  expect(repo.message()).toBe('Rules\n\nRefactoring: Rename Method my.calc.Calculator.smallest(double, double) -> least(double, double)\n');
  expect(withRules.read()).toEqual([]);
});

/** The hook's profile phases (REFDIFF_HOOK_PROFILE=1) in the order written: `<thread> <phase>`. */
function phases(stderr: string): string[] {
  return stderr
    .split('\n')
    .filter((line) => line.startsWith('refdiff-profile '))
    .map((line) => line.replace(/^refdiff-profile\s+[\d.]+\s+(hook|worker)\s+/, '$1 '));
}

test('a policy with rules is analysed by the worker thread started before the hook V8 flag; with its rules all off, or none, no such thread analyses', () => {
  const repo = new HookRepo(cli);
  repos.push(repo);
  expect(repo.refdiff('hook', 'install').status).toBe(0);
  const ownCache = mkdtempSync(join(tmpdir(), 'refdiff-cache-'));
  const env = { REFDIFF_CACHE_DIR: ownCache, REFDIFF_HOOK_PROFILE: '1' };
  const rules = (level: string) => ['commitMessage:', '  timeoutMs: 60000', 'rules:', '  - name: no-class-renames', '    match: { kind: Class, operation: RENAME }', `    level: ${level}`, ''].join('\n');

  repo.write('.refdiffrc.yml', rules('error')).renameMin().git('add', '-A');
  const early = repo.run('git', ['commit', '-q', '-m', 'Rules'], env);
  expect(early.status).toBe(0);
  expect(repo.message()).toBe(`Rules\n\n${RENAME_MIN}\n`);
  expect(phases(early.stderr)).toEqual(expect.arrayContaining(['worker worker bundle loaded', 'hook flags set', 'hook early worker taken', 'worker analysed']));
  expect(phases(early.stderr)).not.toContain('hook worker started');
  // Which comes first, the worker's bundle loaded or the flag set, is the machine's load: the hook
  // waits up to 300 ms for the worker (test/hook/early-worker.test.ts checks the handshake itself).
  // Each cache file is named by the flags its code was compiled under (test/hook/code-cache.test.ts).

  // The policy file names rules, all off: the thread started for them is ended, the hook analyses.
  repo.write('.refdiffrc.yml', rules('off')).replace(CALCULATOR, 'double minimum(', 'double smallest(').git('add', '-A');
  const off = repo.run('git', ['commit', '-q', '-m', 'Off'], env);
  expect(off.status).toBe(0);
  expect(repo.message()).toBe('Off\n\nRefactoring: Rename Method my.calc.Calculator.minimum(double, double) -> smallest(double, double)\n');
  expect(phases(off.stderr)).toEqual(expect.arrayContaining(['hook engine loaded', 'hook analysed']));
  expect(phases(off.stderr).filter((phase) => phase === 'hook early worker taken' || phase === 'worker analysed')).toEqual([]);

  // No rules: no thread at all.
  repo.write('.refdiffrc.yml', 'commitMessage:\n  timeoutMs: 60000\n').replace(CALCULATOR, 'double smallest(', 'double least(').git('add', '-A');
  const none = repo.run('git', ['commit', '-q', '-m', 'None'], env);
  expect(none.status).toBe(0);
  expect(repo.message()).toBe('None\n\nRefactoring: Rename Method my.calc.Calculator.smallest(double, double) -> least(double, double)\n');
  expect(phases(none.stderr).filter((phase) => phase.startsWith('worker '))).toEqual([]);
  rmSync(ownCache, { recursive: true, force: true });
});

test("a first commit analysed on the worker thread (rules) makes the hook's cache partial; the first commit analysed on the hook's thread makes it whole", () => {
  const own = mkdtempSync(join(tmpdir(), 'refdiff-cache-'));
  const repo = new HookRepo(cli);
  repos.push(repo);
  try {
    expect(repo.refdiff('hook', 'install').status).toBe(0);
    const env = { REFDIFF_CACHE_DIR: own };
    const hookCaches = () => readdirSync(own).filter((name) => /^hook-\d/.test(name)).map((name) => (name.endsWith('-partial.v8cache') ? 'partial' : 'whole')).sort();
    const rules = ['commitMessage:', '  timeoutMs: 60000', 'rules:', '  - name: no-renames', '    match: { operation: RENAME }', '    level: warning', '    message: renames break callers', ''];
    repo.write('.refdiffrc.yml', rules.join('\n')).renameMin().git('add', '-A');
    expect(repo.run('git', ['commit', '-q', '-m', 'Rules'], env).status).toBe(0);
    expect(repo.message()).toBe(`Rules\n\n${RENAME_MIN}\n`);
    expect(hookCaches()).toEqual(['partial']);
    // No rules: the engine runs on the hook's thread, whose cache is then made whole.
    repo.write('.refdiffrc.yml', 'commitMessage:\n  timeoutMs: 60000\n');
    repo.replace(CALCULATOR, 'double minimum(', 'double smallest(').git('add', '-A');
    expect(repo.run('git', ['commit', '-q', '-m', 'Again'], env)).toMatchObject({ status: 0, stderr: '' });
    expect(repo.message()).toBe('Again\n\nRefactoring: Rename Method my.calc.Calculator.minimum(double, double) -> smallest(double, double)\n');
    expect(hookCaches()).toEqual(['partial', 'whole']);
  } finally {
    rmSync(own, { recursive: true, force: true });
  }
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
