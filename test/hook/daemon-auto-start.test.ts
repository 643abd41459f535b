import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli, CALCULATOR, HookRepo, RENAME_AVERAGE, RENAME_MIN, type Run, until } from './hook-repo';

/**
 * The daemon's auto-start (`refdiff daemon enable`): real `git commit`s through the installed hook.
 * Every node process of these tests loads a small preload (NODE_OPTIONS) that, in a `daemon serve`
 * alone, can hold the daemon at its start until a file appears, or make it fail there. Daemons
 * are found in /proc by their command line, and killed after each test.
 */

let cli: string;
let scratch: string;
let preload: string;
const repos: HookRepo[] = [];

beforeAll(() => {
  cli = buildCli();
  scratch = mkdtempSync(join(tmpdir(), 'refdiff-auto-start-'));
  preload = join(scratch, 'preload.js');
  writeFileSync(
    preload,
    [
      "const fs = require('fs');",
      "if (process.argv.includes('serve')) {",
      '  const gate = process.env.REFDIFF_TEST_GATE;',
      '  const cell = new Int32Array(new SharedArrayBuffer(4));',
      '  if (gate) while (!fs.existsSync(gate)) Atomics.wait(cell, 0, 0, 20);',
      "  if (process.env.REFDIFF_TEST_BROKEN) { process.stderr.write('refdiff-test: this daemon cannot start\\n'); process.exit(3); }",
      '  const remove = process.env.REFDIFF_TEST_REMOVE;',
      "  if (remove) { const net = require('net'); const listen = net.Server.prototype.listen; net.Server.prototype.listen = function (...args) { fs.rmSync(remove, { recursive: true, force: true }); return listen.apply(this, args); }; }",
      '}',
      '',
    ].join('\n'),
  );
});

afterEach(() => {
  for (const pid of servers()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
});

afterAll(() => {
  for (const repo of repos) repo.cleanup();
  rmSync(cli, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

const STATE = '.git/refdiff/daemon.state';
const MARK = '.git/refdiff/daemon.starting';
const LOG = '.git/refdiff/daemon.log';

/** The `refdiff daemon serve` processes of this file's build: started, whether or not they answer yet. */
function servers(): number[] {
  const script = join(cli, 'dist', 'cli.js');
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
        return args.includes(script) && args.includes('serve');
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** A repository with the hooks installed; its refdiff marks `.git/in-process` when started. */
function installedRepo(): HookRepo {
  const repo = new HookRepo(cli);
  repos.push(repo);
  repo.useRefdiff(markingRefdiff(repo.dir));
  expect(repo.refdiff('hook', 'install').status).toBe(0);
  return repo;
}

function markingRefdiff(gitOwner: string): string {
  return `#!/bin/sh\necho "$*" >> ${JSON.stringify(join(gitOwner, '.git', 'in-process'))}\nexec node ${JSON.stringify(join(cli, 'dist', 'cli.js'))} "$@"\n`;
}

function ranInProcess(repo: HookRepo): boolean {
  const marks = join(repo.dir, '.git', 'in-process');
  const ran = existsSync(marks) && readFileSync(marks, 'utf8').includes('hook run');
  rmSync(marks, { force: true });
  return ran;
}

function testEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { NODE_OPTIONS: `--require ${preload}`, ...extra };
}

function commit(repo: HookRepo, args: readonly string[], extra: NodeJS.ProcessEnv = {}, cwd = repo.dir): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('git', args, { cwd, env: repo.env(testEnv(extra)) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

function has(repo: HookRepo, path: string): boolean {
  return existsSync(join(repo.dir, path));
}

test('enabled: the first commit is analysed in-process and returns while its daemon is still starting; the next is answered by that daemon', async () => {
  const plain = installedRepo();
  const served = installedRepo();
  expect(served.refdiff('daemon', 'enable')).toMatchObject({ status: 0, stderr: '' });
  const gate = join(scratch, 'gate-1');
  const env = { REFDIFF_TEST_GATE: gate };
  // An editor session: git opens the editor after the hook, and neither waits for the daemon.
  const editor = served.editor('subject', 'sed -i "1s/^$/From the editor/" "$1"');
  const first = async (repo: HookRepo) => (repo.renameMin().git('add', CALCULATOR), commit(repo, ['commit', '-q'], { ...env, GIT_EDITOR: editor }));
  const without = await first(plain);
  const withAutoStart = await first(served);
  expect(withAutoStart).toEqual(without);
  expect(served.message()).toBe(plain.message());
  expect(served.message()).toBe(`From the editor\n\n${RENAME_MIN}\n`);
  expect(ranInProcess(served)).toBe(true);
  // The commit is over; its daemon is held at its start (the gate is closed): started, not waited for.
  const [daemon] = servers();
  expect(servers()).toEqual([daemon]);
  expect(has(served, STATE)).toBe(false);
  writeFileSync(gate, '');
  await until(() => has(served, STATE));
  expect(readFileSync(join(served.dir, STATE), 'utf8')).toContain(`pid=${daemon}\n`);

  const second = (repo: HookRepo) => (repo.renameAverage().git('add', CALCULATOR), commit(repo, ['commit', '-q', '-m', 'Average']));
  expect(await second(served)).toEqual(await second(plain));
  expect(ranInProcess(served)).toBe(false);
  expect(ranInProcess(plain)).toBe(true);
  expect(served.message()).toBe(`Average\n\n${RENAME_AVERAGE}\n`);
  expect(servers()).toEqual([daemon]);
  expect(served.refdiff('daemon', 'status').stdout).toBe(`refdiff: daemon running (pid ${daemon}, ${/version=(.*)/.exec(served.read(STATE))![1]})\nrefdiff: auto-start on (\`refdiff daemon disable\` turns it off)\n`);
});

test('disabled (the default), or REFDIFF_DAEMON=0: no daemon ever starts', async () => {
  const repo = installedRepo();
  repo.renameMin().git('add', CALCULATOR);
  expect(await commit(repo, ['commit', '-q', '-m', 'Min'])).toMatchObject({ status: 0, stderr: '' });
  expect(repo.message()).toBe(`Min\n\n${RENAME_MIN}\n`);
  expect(servers()).toEqual([]);
  expect(has(repo, MARK)).toBe(false);

  expect(repo.refdiff('daemon', 'enable').status).toBe(0);
  repo.renameAverage().git('add', CALCULATOR);
  expect(await commit(repo, ['commit', '-q', '-m', 'Average'], { REFDIFF_DAEMON: '0' })).toMatchObject({ status: 0, stderr: '' });
  expect(repo.message()).toBe(`Average\n\n${RENAME_AVERAGE}\n`);
  expect(servers()).toEqual([]);
  expect(has(repo, MARK)).toBe(false);

  expect(repo.refdiff('daemon', 'disable')).toMatchObject({ status: 0, stdout: 'refdiff: auto-start off; a running daemon exits after its idle time (`refdiff daemon stop` stops it now)\n' });
  repo.replace(CALCULATOR, 'double minimum(', 'double smallest(').git('add', CALCULATOR);
  expect(await commit(repo, ['commit', '-q', '-m', 'Smallest'])).toMatchObject({ status: 0, stderr: '' });
  expect(servers()).toEqual([]);
  expect(has(repo, MARK)).toBe(false);
  expect(ranInProcess(repo)).toBe(true);
});

test('what a repository holds cannot turn it on: not its policy file, not files named like the switch', async () => {
  const origin = new HookRepo(cli);
  repos.push(origin);
  for (const path of ['daemon.autostart', 'refdiff/daemon.autostart', '.refdiff/daemon.autostart', '.git-refdiff/daemon.autostart']) origin.write(path, '');
  origin.write('.refdiffrc.yml', 'commitMessage:\n  enabled: true\n').git('add', '-A');
  origin.git('commit', '-q', '--no-verify', '-m', 'Switches');
  const clone = installedRepo();
  clone.git('pull', '-q', '--no-rebase', '--allow-unrelated-histories', '-X', 'theirs', '--no-edit', origin.dir, 'main');
  clone.renameMin().git('add', CALCULATOR);
  expect(await commit(clone, ['commit', '-q', '-m', 'Min'])).toMatchObject({ status: 0, stderr: '' });
  expect(clone.message()).toBe(`Min\n\n${RENAME_MIN}\n`);
  // A policy has no such key: the team's file is refused whole, and still starts nothing.
  clone.write('.refdiffrc.yml', 'daemon:\n  autoStart: true\n').git('add', '.refdiffrc.yml');
  clone.renameAverage().git('add', CALCULATOR);
  const refused = await commit(clone, ['commit', '-q', '-m', 'Average']);
  expect(refused.status).toBe(0);
  expect(refused.stderr).toMatch(/unknown key .*daemon.*commit message left unchanged/s);
  expect(servers()).toEqual([]);
  expect(has(clone, MARK)).toBe(false);
  expect(clone.refdiff('hook', 'status').stdout).toContain('\ndaemon: auto-start off (`refdiff daemon enable`: the commit hook starts the daemon)\n');
});

test('two commits at once (two worktrees of one repository) start one daemon', async () => {
  const repo = installedRepo();
  const other = mkdtempSync(join(tmpdir(), 'refdiff-auto-start-worktree-'));
  rmSync(other, { recursive: true });
  repo.git('worktree', 'add', '-q', '-b', 'side', other);
  const shim = join(other, 'node_modules', '.bin');
  mkdirSync(shim, { recursive: true });
  writeFileSync(join(shim, 'refdiff'), markingRefdiff(repo.dir));
  chmodSync(join(shim, 'refdiff'), 0o755);
  try {
    expect(repo.refdiff('daemon', 'enable').status).toBe(0);
    const gate = join(scratch, 'gate-2');
    repo.renameMin().git('add', CALCULATOR);
    writeFileSync(join(other, CALCULATOR), readFileSync(join(other, CALCULATOR), 'utf8').replace('double average(', 'double mean('));
    repo.run('git', ['-C', other, 'add', CALCULATOR]);
    const env = { REFDIFF_TEST_GATE: gate };
    const [here, there] = await Promise.all([commit(repo, ['commit', '-q', '-m', 'Here'], env), commit(repo, ['commit', '-q', '-m', 'There'], env, other)]);
    expect([here.status, there.status, here.stderr, there.stderr]).toEqual([0, 0, '', '']);
    expect(repo.message()).toBe(`Here\n\n${RENAME_MIN}\n`);
    expect(repo.message('side')).toBe(`There\n\n${RENAME_AVERAGE}\n`);
    // Both commits are over: whatever they started is running, held at its start.
    expect(servers()).toHaveLength(1);
    writeFileSync(gate, '');
    await until(() => has(repo, STATE));
    expect(servers()).toHaveLength(1);
  } finally {
    repo.git('worktree', 'remove', '--force', other);
  }
});

test('a daemon that cannot start: commits go on as without it, and it is tried again only after the back-off', async () => {
  const repo = installedRepo();
  expect(repo.refdiff('daemon', 'enable').status).toBe(0);
  const env = { REFDIFF_TEST_BROKEN: '1' };
  const failures = () => (has(repo, LOG) ? repo.read(LOG).split('\n').filter((line) => line === 'refdiff-test: this daemon cannot start').length : 0);
  repo.renameMin().git('add', CALCULATOR);
  expect(await commit(repo, ['commit', '-q', '-m', 'Min'], env)).toMatchObject({ status: 0, stderr: '' });
  expect(repo.message()).toBe(`Min\n\n${RENAME_MIN}\n`);
  await until(() => failures() === 1);
  const mark = repo.read(MARK);

  repo.renameAverage().git('add', CALCULATOR);
  expect(await commit(repo, ['commit', '-q', '-m', 'Average'], env)).toMatchObject({ status: 0, stderr: '' });
  repo.replace(CALCULATOR, 'double minimum(', 'double smallest(').git('add', CALCULATOR);
  expect(await commit(repo, ['commit', '-q', '-m', 'Smallest'], env)).toMatchObject({ status: 0, stderr: '' });
  expect(repo.message()).toBe(`Smallest\n\nRefactoring: Rename Method my.calc.Calculator.minimum(double, double) -> smallest(double, double)\n`);
  expect(ranInProcess(repo)).toBe(true);
  // Within the back-off no commit took the start: the mark is the first commit's.
  expect(repo.read(MARK)).toBe(mark);

  // Three minutes later, the next commit tries once more.
  const earlier = (Date.now() - 3 * 60_000) / 1000;
  utimesSync(join(repo.dir, MARK), earlier, earlier);
  repo.replace(CALCULATOR, 'double mean(', 'double meanValue(').git('add', CALCULATOR);
  expect(await commit(repo, ['commit', '-q', '-m', 'Mean'], env)).toMatchObject({ status: 0, stderr: '' });
  expect(repo.read(MARK)).not.toBe(mark);
  expect(statSync(join(repo.dir, MARK)).mtimeMs).toBeGreaterThan(earlier * 1000 + 60_000);
  await until(() => failures() === 2);
  expect(has(repo, STATE)).toBe(false);
});

test('enable, disable and status; hook install --daemon; the switch is this user\'s alone', () => {
  const repo = new HookRepo(cli);
  repos.push(repo);
  const installed = repo.refdiff('hook', 'install', '--daemon');
  expect(installed.status).toBe(0);
  expect(installed.stdout).toContain('\nrefdiff: auto-start on: a commit that no daemon answers starts one for the next commits (`refdiff daemon disable` turns this off)\n');
  expect(repo.refdiff('daemon', 'enable')).toMatchObject({ status: 0, stdout: 'refdiff: auto-start already on\n' });
  const mode = (path: string) => statSync(join(repo.dir, path)).mode & 0o777;
  expect([mode('.git/refdiff'), mode('.git/refdiff/daemon.autostart')]).toEqual([0o700, 0o600]);
  expect(repo.refdiff('daemon', 'status').stdout).toBe('refdiff: no daemon running\nrefdiff: auto-start on (`refdiff daemon disable` turns it off)\n');
  expect(repo.refdiff('hook', 'status').stdout).toContain('\ndaemon: auto-start on (`refdiff daemon disable` turns it off)\n');
  // A switch that others may have written (open to them) is not one.
  chmodSync(join(repo.dir, '.git/refdiff/daemon.autostart'), 0o644);
  expect(repo.refdiff('daemon', 'status').stdout).toContain('refdiff: auto-start off');
  expect(repo.refdiff('daemon', 'enable')).toMatchObject({ status: 0, stdout: 'refdiff: auto-start on: a commit that no daemon answers starts one for the next commits (`refdiff daemon disable` turns this off)\n' });
  expect(mode('.git/refdiff/daemon.autostart')).toBe(0o600);
  expect(repo.refdiff('daemon', 'disable').stdout).toBe('refdiff: auto-start off; a running daemon exits after its idle time (`refdiff daemon stop` stops it now)\n');
  expect(repo.refdiff('daemon', 'disable').stdout).toBe('refdiff: auto-start was off\n');
  expect(repo.refdiff('daemon', 'status').stdout).toBe('refdiff: no daemon running\nrefdiff: auto-start off (`refdiff daemon enable`: the commit hook starts the daemon)\n');
});

test('a second daemon of the same build leaves at start; the first keeps serving', () => {
  const repo = installedRepo();
  const started = repo.refdiff('daemon', 'start');
  expect(started.status).toBe(0);
  const pid = Number(/pid=(\d+)/.exec(repo.read(STATE))![1]);
  const state = repo.read(STATE);
  // Run in the foreground: without the check it would serve, and never return.
  const second = spawnSync('node', [join(cli, 'dist', 'cli.js'), 'daemon', 'serve', '--idle', '1'], { cwd: repo.dir, env: repo.env(), encoding: 'utf8', timeout: 30_000 });
  expect(second).toMatchObject({ status: 0, stderr: '' });
  expect(repo.read(STATE)).toBe(state);
  expect(servers()).toEqual([pid]);
  repo.renameMin().git('add', CALCULATOR);
  expect(repo.run('git', ['commit', '-q', '-m', 'Min'])).toMatchObject({ status: 0, stderr: '' });
  expect(ranInProcess(repo)).toBe(false);
  expect(repo.message()).toBe(`Min\n\n${RENAME_MIN}\n`);
});

test('the daemon the hook started analyses the next staged change ahead, as after a commit it answered', async () => {
  const repo = installedRepo();
  expect(repo.refdiff('daemon', 'enable').status).toBe(0);
  // The daemon's profile marks (REFDIFF_DAEMON_PROFILE=1 in the commit's environment) go to its log.
  const analysedAhead = () => (has(repo, LOG) ? repo.read(LOG).split('\n').filter((line) => line.startsWith('refdiff-profile') && line.endsWith(' analysed ahead')).length : 0);
  repo.renameMin().git('add', CALCULATOR);
  // A GIT_CONFIG_GLOBAL of the user's (a file of theirs, here an empty one) is handed over to the watch.
  const globalConfig = join(repo.dir, '..', `${repo.dir.split('/').pop()}.gitconfig`);
  writeFileSync(globalConfig, '');
  const userEnv = { GIT_CONFIG_GLOBAL: globalConfig };
  expect((await commit(repo, ['commit', '-q', '-m', 'Min'], { ...userEnv, REFDIFF_DAEMON_PROFILE: '1' })).status).toBe(0);
  expect(ranInProcess(repo)).toBe(true);
  await until(() => has(repo, STATE));
  repo.renameAverage().git('add', CALCULATOR);
  // A bounded wait: a daemon that does not watch the work tree fails here, by name.
  for (let i = 0; i < 600 && analysedAhead() < 1; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(analysedAhead()).toBe(1);
  expect(await commit(repo, ['commit', '-q', '-m', 'Average'], userEnv)).toMatchObject({ status: 0, stderr: '' });
  expect(ranInProcess(repo)).toBe(false);
  expect(repo.message()).toBe(`Average\n\n${RENAME_AVERAGE}\n`);
  // And used: the watch from the start read objects with the commit's git variables (this test's
  // environment has GIT_CONFIG_NOSYSTEM, and GIT_CONFIG_GLOBAL above), as the next commit does.
  expect(repo.read(LOG).split('\n').filter((line) => line.startsWith('refdiff-profile') && line.endsWith(' analysed ahead, used'))).toHaveLength(1);
});

/** Every file under `dir` whose bytes hold `text`. */
function filesHolding(dir: string, text: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesHolding(path, text));
    else if (entry.isFile() && readFileSync(path).includes(text)) found.push(path);
  }
  return found;
}

/** The processes started by `pid`, their children, and so on. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  for (let i = -1; i < found.length; i++) {
    const parent = i < 0 ? pid : found[i];
    for (const [child, ppid] of parents) if (ppid === parent) found.push(child);
  }
  return found;
}

test("a credential of `git -c` on the commit that starts the daemon reaches no file and none of the daemon's processes; the next `git -c` commit analyses itself", async () => {
  const repo = installedRepo();
  expect(repo.refdiff('daemon', 'enable').status).toBe(0);
  const secret = 'Authorization: Bearer SECRET-4711';
  const withSecret = ['-c', `http.extraHeader=${secret}`, 'commit', '-q'];
  repo.renameMin().git('add', CALCULATOR);
  expect((await commit(repo, [...withSecret, '-m', 'Min'], { REFDIFF_DAEMON_PROFILE: '1' })).status).toBe(0);
  expect(ranInProcess(repo)).toBe(true);
  await until(() => has(repo, STATE));
  const pid = Number(/pid=(\d+)/.exec(repo.read(STATE))![1]);
  repo.renameAverage().git('add', CALCULATOR);
  // The watch's listing shell and its git processes are up once something was analysed ahead.
  await until(() => has(repo, LOG) && repo.read(LOG).includes(' analysed ahead'));
  const processes = [pid, ...descendants(pid)];
  expect(processes.length).toBeGreaterThan(1);
  for (const process_ of processes) expect({ process_, environ: readFileSync(`/proc/${process_}/environ`, 'utf8').includes('SECRET-4711') }).toEqual({ process_, environ: false });
  expect(filesHolding(join(repo.dir, '.git'), 'SECRET-4711')).toEqual([]);
  // Made without the commit's `-c`, the analysis ahead is not this one's: it analyses itself, and right.
  expect(await commit(repo, [...withSecret, '-m', 'Average'])).toMatchObject({ status: 0, stderr: '' });
  expect(repo.message()).toBe(`Average\n\n${RENAME_AVERAGE}\n`);
  expect(repo.read(LOG).split('\n').filter((line) => line.endsWith(' analysed ahead, used'))).toHaveLength(0);
  // The daemon read that commit's objects under its `-c`: that reader is closed with the request, not kept for the next commit.
  expect(ranInProcess(repo)).toBe(false);
  const holdingSecret = () => [pid, ...descendants(pid)].filter((process_) => environHolds(process_, 'SECRET-4711'));
  await until(() => holdingSecret().length === 0, 100);
  expect(holdingSecret()).toEqual([]);
});

function environHolds(pid: number, text: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8').includes(text);
  } catch {
    return false; // gone meanwhile
  }
}

test('a daemon that cannot start leaves no file with the credential of the commit that started it', async () => {
  const repo = installedRepo();
  expect(repo.refdiff('daemon', 'enable').status).toBe(0);
  repo.renameMin().git('add', CALCULATOR);
  const run = await commit(repo, ['-c', 'http.extraHeader=Authorization: Bearer SECRET-4712', 'commit', '-q', '-m', 'Min'], { REFDIFF_TEST_BROKEN: '1' });
  expect(run).toMatchObject({ status: 0, stderr: '' });
  await until(() => has(repo, LOG) && repo.read(LOG).includes('this daemon cannot start'));
  expect(filesHolding(join(repo.dir, '.git'), 'SECRET-4712')).toEqual([]);
});

test('the daemon that wins the claim removes the hand-over files an earlier build left', () => {
  const repo = installedRepo();
  const directory = join(repo.dir, '.git', 'refdiff');
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  writeFileSync(join(directory, 'daemon.watch-env.12345'), '{"GIT_CONFIG_PARAMETERS":"SECRET"}', { mode: 0o600 });
  expect(repo.refdiff('daemon', 'start').status).toBe(0);
  expect(readdirSync(directory).filter((name) => name.startsWith('daemon.watch-env'))).toEqual([]);
});

test('only the hook script that started refdiff asks for a start: the variable from any other parent starts nothing', () => {
  const repo = installedRepo();
  expect(repo.refdiff('daemon', 'enable').status).toBe(0);
  repo.renameMin().git('add', CALCULATOR);
  writeFileSync(join(repo.dir, '.git', 'MSG'), 'Min\n');
  const directory = join(repo.dir, '.git', 'refdiff');
  // The folder alone (no pid), and another process's pid: a hook manager, a wrapper, a test.
  for (const value of [directory, `1\n${directory}`]) {
    const run = repo.run('node', [join(cli, 'dist', 'cli.js'), 'hook', 'run', '.git/MSG'], testEnv({ REFDIFF_DAEMON_START: value, REFDIFF_HOOK_PROFILE: '1' }));
    expect(run.status).toBe(0);
    expect(run.stderr).not.toContain('daemon auto-start');
    expect(has(repo, MARK)).toBe(false);
  }
  expect(repo.read('.git/MSG')).toContain(RENAME_MIN);
  expect(servers()).toEqual([]);
});

test('a daemon started for a repository whose switch is not the one found from the work tree leaves at once', () => {
  const repo = installedRepo();
  const other = new HookRepo(cli);
  repos.push(other);
  const elsewhere = join(other.dir, '.git', 'refdiff');
  mkdirSync(elsewhere, { recursive: true, mode: 0o700 });
  // What a commit made with `git --git-dir=<other> --work-tree=<this work tree>` would ask for.
  const serve = spawnSync('node', [join(cli, 'dist', 'cli.js'), 'daemon', 'serve', '--idle', '1', '--watch', '--expect-state', elsewhere], { cwd: repo.dir, env: repo.env(), encoding: 'utf8', timeout: 30_000 });
  expect(serve).toMatchObject({ status: 0, stderr: `refdiff: not started: ${repo.dir} belongs to another repository than the one whose auto-start is on (${elsewhere})\n` });
  expect([has(repo, STATE), has(other, STATE)]).toEqual([false, false]);
});

test('a state left by a dead daemon whose pid lives on (another process), or by another build, does not hold off the start', async () => {
  const repo = installedRepo();
  expect(repo.refdiff('daemon', 'enable').status).toBe(0);
  const stranger = spawn('sleep', ['600'], { stdio: 'ignore' });
  try {
    writeFileSync(join(repo.dir, STATE), `version=0.0.0+old\npid=${stranger.pid}\nport=1\ntoken=${'a'.repeat(64)}\nproof=${'b'.repeat(64)}\n`, { mode: 0o600 });
    repo.renameMin().git('add', CALCULATOR);
    expect(await commit(repo, ['commit', '-q', '-m', 'Min'])).toMatchObject({ status: 0, stderr: '' });
    expect(ranInProcess(repo)).toBe(true);
    await until(() => has(repo, STATE) && repo.read(STATE).includes(`pid=${servers()[0]}\n`));
    repo.renameAverage().git('add', CALCULATOR);
    expect(await commit(repo, ['commit', '-q', '-m', 'Average'])).toMatchObject({ status: 0, stderr: '' });
    expect(ranInProcess(repo)).toBe(false);
    expect(repo.message()).toBe(`Average\n\n${RENAME_AVERAGE}\n`);
  } finally {
    stranger.kill('SIGKILL');
  }
});

test('the daemon keeps none of git\'s variables: not the commit\'s, not `git -c` settings that may hold credentials', async () => {
  const repo = installedRepo();
  expect(repo.refdiff('daemon', 'enable').status).toBe(0);
  repo.renameMin().git('add', CALCULATOR);
  const run = await commit(repo, ['-c', 'http.extraHeader=Authorization: Bearer SECRET123', 'commit', '-q', '-m', 'Min'], { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'user.note', GIT_CONFIG_VALUE_0: 'SECRET456' });
  expect(run).toMatchObject({ status: 0, stderr: '' });
  await until(() => has(repo, STATE));
  const [daemon] = servers();
  const environment = readFileSync(`/proc/${daemon}/environ`, 'utf8');
  expect(environment).not.toContain('SECRET');
  expect(environment.split('\0').filter((entry) => entry.startsWith('GIT_'))).toEqual([]);
});

test('a work tree removed while its daemon starts to watch it: the daemon still says where it is, and leaves when idle', async () => {
  const repo = installedRepo();
  const other = mkdtempSync(join(tmpdir(), 'refdiff-auto-start-gone-'));
  rmSync(other, { recursive: true });
  repo.git('worktree', 'add', '-q', '-b', 'gone', other);
  // The preload removes the work tree as the daemon starts listening, before it watches the index.
  const started = spawn('node', [join(cli, 'dist', 'cli.js'), 'daemon', 'serve', '--idle', '0.05', '--watch'], { cwd: other, env: repo.env(testEnv({ REFDIFF_TEST_REMOVE: other })), stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) => started.once('exit', resolve));
  expect(await exited).toBe(0);
  expect(existsSync(other)).toBe(false);
  repo.git('worktree', 'prune');
});

test('`daemon stop` with auto-start on: the next commit starts it again, back-off or not; `enable` warns where refdiff\'s own hook is not installed', async () => {
  const bare = new HookRepo(cli);
  repos.push(bare);
  expect(bare.refdiff('daemon', 'enable').stdout).toContain("\nrefdiff: refdiff's own prepare-commit-msg hook is not installed here, and only it starts the daemon");

  const repo = installedRepo();
  expect(repo.refdiff('daemon', 'enable').stdout).not.toContain('not installed here');
  repo.renameMin().git('add', CALCULATOR);
  expect(await commit(repo, ['commit', '-q', '-m', 'Min'])).toMatchObject({ status: 0, stderr: '' });
  await until(() => has(repo, STATE));
  expect(has(repo, MARK)).toBe(true);
  expect(repo.refdiff('daemon', 'stop').stdout).toBe('refdiff: daemon stopped\nrefdiff: auto-start is on: the next commit starts it again (`refdiff daemon disable` turns that off)\n');
  expect(has(repo, MARK)).toBe(false);
  repo.renameAverage().git('add', CALCULATOR);
  expect(await commit(repo, ['commit', '-q', '-m', 'Average'])).toMatchObject({ status: 0, stderr: '' });
  expect(ranInProcess(repo)).toBe(true);
  await until(() => has(repo, STATE));
  expect(servers()).toHaveLength(1);
});
