import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readProcessStat } from '../../src/hook/process-stat';
import { buildCli, CALCULATOR, HookRepo, RENAME_AVERAGE, RENAME_MIN, type Run, until } from './hook-repo';

/**
 * One daemon per repository, and a log that stays bounded: real `daemon serve` processes started
 * at the same instant, real kills, real `git commit`s through the installed hook.
 */

let cli: string;
let scratch: string;
let preload: string;
const repos: HookRepo[] = [];
const started: number[] = [];

beforeAll(() => {
  cli = buildCli();
  scratch = mkdtempSync(join(tmpdir(), 'refdiff-one-daemon-'));
  // Holds a `daemon serve` at its start until the gate file appears: two released by one gate
  // start within milliseconds of each other, as an auto-start and a `daemon start` can.
  preload = join(scratch, 'preload.js');
  writeFileSync(
    preload,
    [
      "const fs = require('fs');",
      'const gate = process.env.REFDIFF_TEST_GATE;',
      "if (gate && process.argv.includes('serve')) {",
      '  const cell = new Int32Array(new SharedArrayBuffer(4));',
      '  while (!fs.existsSync(gate)) Atomics.wait(cell, 0, 0, 5);',
      '}',
      '',
    ].join('\n'),
  );
});

afterEach(() => {
  for (const pid of [...started.splice(0), ...servers()]) {
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
const LOG = '.git/refdiff/daemon.log';

function installedRepo(): HookRepo {
  const repo = new HookRepo(cli);
  repos.push(repo);
  expect(repo.refdiff('hook', 'install').status).toBe(0);
  return repo;
}

/** The `refdiff daemon serve` processes of this file's build. */
function servers(): number[] {
  const script = join(cli, 'dist', 'cli.js');
  const listed = readdirSync('/proc')
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
  // A daemon's child (git, its listing shell) shows the daemon's command line from its fork until
  // its exec: not a daemon. A loaded machine makes that window long enough to be listed.
  return listed.filter((pid) => !listed.includes(readProcessStat(pid)?.parent ?? -1));
}

interface Serve {
  child: ChildProcess;
  exited: Promise<Run>;
}

/** `refdiff daemon serve` in the foreground (as the hook's auto-start runs it, without the terminal). */
function serve(repo: HookRepo, args: readonly string[] = [], gate?: string): Serve {
  const env = repo.env(gate ? { NODE_OPTIONS: `--require ${preload}`, REFDIFF_TEST_GATE: gate } : {});
  const child = spawn('node', [join(cli, 'dist', 'cli.js'), 'daemon', 'serve', '--idle', '1', ...args], { cwd: repo.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child.pid!);
  return { child, exited: collect(child) };
}

function collect(child: ChildProcess): Promise<Run> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function statePid(repo: HookRepo): number | undefined {
  const found = existsSync(join(repo.dir, STATE)) ? /pid=(\d+)/.exec(repo.read(STATE)) : null;
  return found ? Number(found[1]) : undefined;
}

/** Waits for a daemon to say it serves, then for all but one of `serves` to leave; the one left. */
async function oneLeft(repo: HookRepo, pids: number[]): Promise<number> {
  await until(() => statePid(repo) !== undefined && pids.filter(alive).length <= 1, 400);
  const living = pids.filter(alive);
  expect(living).toHaveLength(1);
  expect(statePid(repo)).toBe(living[0]);
  return living[0];
}

test('two daemons started at the same instant, ten times: exactly one serves each time, and the other leaves quietly', async () => {
  const repo = installedRepo();
  for (let round = 0; round < 10; round++) {
    const gate = join(scratch, `gate-${round}`);
    const pair = [serve(repo, [], gate), serve(repo, [], gate)];
    const pids = pair.map((one) => one.child.pid!);
    // Both loaded and waiting at the gate, then released at once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    writeFileSync(gate, '');
    const winner = await oneLeft(repo, pids);
    const loser = pair.find((one) => one.child.pid !== winner)!;
    // It found the winner serving, or holding the claim (then it says so, in the log when started by the hook).
    expect(await loser.exited).toEqual({ status: 0, stdout: '', stderr: expect.stringMatching(new RegExp(`^(|refdiff: this daemon \\(pid ${loser.child.pid}\\) leaves: another holds the claim \\((pid ${winner}|its pid not known yet)\\)\n)$`)) });
    expect(servers()).toEqual([winner]);
    if (round === 9) break;
    expect(repo.refdiff('daemon', 'stop').stdout).toBe('refdiff: daemon stopped\n');
    await until(() => !alive(winner), 400);
  }
  // The daemon that serves answers the commit: its trailers are written.
  repo.renameMin().git('add', CALCULATOR);
  expect(repo.run('git', ['commit', '-q', '-m', 'Min'])).toMatchObject({ status: 0, stderr: '' });
  expect(repo.message()).toBe(`Min\n\n${RENAME_MIN}\n`);
  expect(servers()).toHaveLength(1);
}, 240_000);

test('`refdiff daemon start` racing the hook\'s auto-started daemon: one serves, and the start reports it', async () => {
  const repo = installedRepo();
  expect(repo.refdiff('daemon', 'enable').status).toBe(0);
  const directory = join(repo.dir, '.git', 'refdiff');
  for (let round = 0; round < 3; round++) {
    const auto = serve(repo, ['--watch', '--expect-state', directory]);
    const manual = spawn('node', [join(cli, 'dist', 'cli.js'), 'daemon', 'start', '--idle', '1'], { cwd: repo.dir, env: repo.env(), stdio: ['ignore', 'pipe', 'pipe'] });
    const reported = await collect(manual);
    expect(reported).toMatchObject({ status: 0, stderr: '' });
    // The start returns once a daemon serves; the other leaves when it finds the claim taken.
    await until(() => servers().length <= 1, 400);
    const serving = servers();
    expect(serving).toHaveLength(1);
    const [pid] = serving;
    expect(statePid(repo)).toBe(pid);
    // Started by this start, or reported as the other start's daemon; either way the one serving.
    expect(reported.stdout).toMatch(new RegExp(`^refdiff: daemon (started \\(pid ${pid};|already running \\(pid ${pid}[;)])`));
    if (pid !== auto.child.pid) expect(await auto.exited).toMatchObject({ status: 0, stdout: '' });
    expect(repo.refdiff('daemon', 'stop').stdout).toMatch(/^refdiff: daemon stopped\n/);
    await until(() => !alive(pid), 400);
  }
}, 120_000);

test('a claim left by a killed daemon, or naming a pid now used by another process, does not hold off the next daemon; a live one does', async () => {
  const repo = installedRepo();
  const first = serve(repo);
  await until(() => statePid(repo) === first.child.pid, 400);
  const claims = () => readdirSync(join(repo.dir, '.git', 'refdiff')).filter((name) => name.startsWith('daemon.claim'));
  expect(claims()).toHaveLength(1);
  process.kill(first.child.pid!, 'SIGKILL');
  await first.exited;
  // Its claim and state are left behind.
  expect(claims()).toHaveLength(1);
  const [stale] = claims();
  const next = repo.refdiff('daemon', 'start', '--idle', '1');
  expect(next).toMatchObject({ status: 0, stderr: '' });
  expect(next.stdout).toMatch(/^refdiff: daemon started \(pid \d+;/);
  const second = statePid(repo)!;
  started.push(second);
  expect(claims()).not.toContain(stale);
  expect(claims()).toHaveLength(1);
  expect(repo.refdiff('daemon', 'stop').stdout).toBe('refdiff: daemon stopped\n');
  await until(() => !alive(second), 400);
  expect(claims()).toEqual([]);

  // A claim whose pid is alive but another process (started after the claim): not its owner.
  const stranger = spawn('sleep', ['600'], { stdio: 'ignore' });
  started.push(stranger.pid!);
  const claim = (pid: number, since: string) => writeFileSync(join(repo.dir, '.git', 'refdiff', 'daemon.claim.7'), `${pid} ${since}\n`, { mode: 0o600 });
  claim(stranger.pid!, '1');
  const third = serve(repo);
  await until(() => statePid(repo) === third.child.pid, 400);
  expect(servers()).toEqual([third.child.pid]);
  expect(repo.refdiff('daemon', 'stop').stdout).toBe('refdiff: daemon stopped\n');
  await until(() => !alive(third.child.pid!), 400);

  // A live claim, the stranger's own: whoever holds it serves or is about to, so a new daemon leaves quietly.
  const stat = readFileSync(`/proc/${stranger.pid}/stat`, 'utf8');
  claim(stranger.pid!, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
  const leaving = serve(repo);
  expect(await leaving.exited).toEqual({ status: 0, stdout: '', stderr: `refdiff: this daemon (pid ${leaving.child.pid}) leaves: another holds the claim (pid ${stranger.pid})\n` });
  expect(statePid(repo)).toBeUndefined();
  // A start that gives way to it says whom, not that it did not start in time.
  const start = repo.refdiff('daemon', 'start', '--idle', '1');
  expect(start.status).toBe(1);
  expect(start.stderr).toMatch(new RegExp(`^refdiff: another daemon holds the claim \\(pid ${stranger.pid}\\) but does not answer; see `));
});

test('a daemon whose state was removed while it was stopped (a missed ping) leaves and gives its claim back: the next start serves', async () => {
  const repo = installedRepo();
  const first = serve(repo);
  await until(() => statePid(repo) === first.child.pid, 400);
  // Stands in for a daemon that does not answer a ping within 2 s (swapped out, a loaded machine).
  process.kill(first.child.pid!, 'SIGSTOP');
  expect(repo.refdiff('daemon', 'status').stdout).toContain(`removed the state of a daemon that is gone (pid ${first.child.pid})`);
  process.kill(first.child.pid!, 'SIGCONT');
  const left = await first.exited;
  expect(left.status).toBe(0);
  expect(left.stderr).toBe(`refdiff: the daemon (pid ${first.child.pid}) leaves: its state was removed or replaced, so no commit can reach it\n`);
  expect(readdirSync(join(repo.dir, '.git', 'refdiff')).filter((name) => name.startsWith('daemon.claim'))).toEqual([]);
  const next = repo.refdiff('daemon', 'start', '--idle', '1');
  expect(next).toMatchObject({ status: 0, stderr: '' });
  expect(next.stdout).toMatch(/^refdiff: daemon started \(pid \d+;/);
  started.push(statePid(repo)!);
});

test('a daemon that fails after taking its claim (its state cannot be written) says so, gives the claim back and exits 1', async () => {
  const repo = installedRepo();
  // The state's write fails as on a full disk.
  const full = join(scratch, 'full-disk.js');
  writeFileSync(
    full,
    "const fs = require('fs'); const write = fs.writeFileSync; fs.writeFileSync = function (path, ...rest) { if (String(path).includes('daemon.state.')) { const error = new Error('ENOSPC: no space left on device, open'); error.code = 'ENOSPC'; throw error; } return write.call(this, path, ...rest); };\n",
  );
  const child = spawn('node', [join(cli, 'dist', 'cli.js'), 'daemon', 'serve', '--idle', '1'], { cwd: repo.dir, env: repo.env({ NODE_OPTIONS: `--require ${full}` }), stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child.pid!);
  const run = await collect(child);
  expect(run.status).toBe(1);
  expect(run.stderr).toBe(`refdiff: the daemon (pid ${child.pid}) could not start serving: ENOSPC: no space left on device, open\n`);
  expect(readdirSync(join(repo.dir, '.git', 'refdiff')).filter((name) => name.startsWith('daemon.claim'))).toEqual([]);
  // Nothing holds the next start off.
  const next = repo.refdiff('daemon', 'start', '--idle', '1');
  expect(next).toMatchObject({ status: 0, stderr: '' });
  started.push(statePid(repo)!);
});

test('a claim whose owner is a zombie (killed, not yet reaped by its parent) does not hold off the next daemon', async () => {
  const repo = installedRepo();
  // A shell that starts a short child, then becomes a `sleep` that never reaps it: a zombie until the
  // sleep ends. The child outlives the exec by far (a child ended before it, the shell may reap).
  const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 600'], { stdio: ['ignore', 'pipe', 'ignore'] });
  started.push(parent.pid!);
  const zombie = Number(await new Promise<string>((resolve) => parent.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString()))));
  const stat = () => readFileSync(`/proc/${zombie}/stat`, 'utf8');
  await until(() => stat().slice(stat().lastIndexOf(')') + 2).startsWith('Z '), 400);
  const fields = stat().slice(stat().lastIndexOf(')') + 2).split(' ');
  expect(fields[0]).toBe('Z');
  mkdirSync(join(repo.dir, '.git', 'refdiff'), { recursive: true, mode: 0o700 });
  writeFileSync(join(repo.dir, '.git', 'refdiff', 'daemon.claim.3'), `${zombie} ${fields[19]}\n`, { mode: 0o600 });
  const next = serve(repo);
  await until(() => statePid(repo) === next.child.pid, 400);
  expect(statePid(repo)).toBe(next.child.pid);
  expect(readdirSync(join(repo.dir, '.git', 'refdiff')).filter((name) => name.startsWith('daemon.claim'))).toEqual(['daemon.claim.4']);
});

test("the hook's auto-started daemon does not take the commit's REFDIFF_HOOK_PROFILE: no profile marks in its log", async () => {
  const repo = installedRepo();
  expect(repo.refdiff('daemon', 'enable').status).toBe(0);
  const profiled = { REFDIFF_HOOK_PROFILE: '1', REFDIFF_SKIP: '0' };
  repo.renameMin().git('add', CALCULATOR);
  const first = repo.run('git', ['commit', '-q', '-m', 'Min'], profiled);
  expect(first.status).toBe(0);
  // The commit itself was profiled (in-process: no daemon answered).
  expect(first.stderr).toContain('refdiff-profile');
  await until(() => statePid(repo) !== undefined, 400);
  const pid = statePid(repo)!;
  started.push(pid);
  const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  expect(environment.filter((line) => /^REFDIFF_(HOOK_PROFILE|SKIP)=/.test(line))).toEqual([]);
  repo.renameAverage().git('add', CALCULATOR);
  const second = repo.run('git', ['commit', '-q', '-m', 'Average'], profiled);
  expect(second).toMatchObject({ status: 0 });
  expect(repo.message()).toBe(`Average\n\n${RENAME_AVERAGE}\n`);
  expect(existsSync(join(repo.dir, LOG)) ? repo.read(LOG) : '').not.toContain('refdiff-profile');
});

test('the log is kept to about 1 MiB: beyond it, its content moves to daemon.log.1 (0600), at the start and after a request', async () => {
  const repo = installedRepo();
  const log = join(repo.dir, LOG);
  const filler = (mark: string) => `${mark} ${'x'.repeat(1000)}\n`.repeat(1100);
  // Left by earlier daemons: over the limit when this one starts.
  mkdirSync(join(repo.dir, '.git', 'refdiff'), { mode: 0o700 });
  writeFileSync(log, filler('earlier'), { mode: 0o600 });
  const start = repo.run('node', [join(cli, 'dist', 'cli.js'), 'daemon', 'start', '--idle', '1'], { REFDIFF_HOOK_PROFILE: '1' });
  expect(start).toMatchObject({ status: 0, stderr: '' });
  started.push(statePid(repo)!);
  expect(readFileSync(`${log}.1`, 'utf8')).toBe(filler('earlier'));
  expect(statSync(log).size).toBeLessThan(1024 * 1024);
  // Over the limit while it serves (its own profile marks, here some filler): rotated after the next request.
  appendFileSync(log, filler('serving'));
  repo.renameMin().git('add', CALCULATOR);
  expect(repo.run('git', ['commit', '-q', '-m', 'Min'])).toMatchObject({ status: 0, stderr: '' });
  expect(repo.message()).toBe(`Min\n\n${RENAME_MIN}\n`);
  await until(() => statSync(log).size < 1024 * 1024, 400);
  expect(readFileSync(`${log}.1`, 'utf8')).toContain(`serving ${'x'.repeat(1000)}\n`.repeat(1000));
  expect(statSync(log).size).toBeLessThan(1024 * 1024);
  // The daemon goes on writing to it (its marks for the next request), from the start of the file.
  repo.renameAverage().git('add', CALCULATOR);
  expect(repo.run('git', ['commit', '-q', '-m', 'Average'])).toMatchObject({ status: 0, stderr: '' });
  await until(() => repo.read(LOG).includes('daemon answered'), 400);
  expect(repo.read(LOG)).toMatch(/^refdiff-profile/);
  expect([statSync(log).mode & 0o777, statSync(`${log}.1`).mode & 0o777]).toEqual([0o600, 0o600]);
});
