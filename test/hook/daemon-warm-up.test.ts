import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCli, CALCULATOR, HookRepo, RENAME_AVERAGE, RENAME_MIN, until } from './hook-repo';

/**
 * The daemon's warm-up as it starts: real daemons, real `git commit`s through the installed hook.
 * The daemon's profile marks (REFDIFF_HOOK_PROFILE=1 in its environment) go to its log.
 */

let cli: string;
const repos: HookRepo[] = [];

beforeAll(() => {
  cli = buildCli();
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
});

const LOG = '.git/refdiff/daemon.log';

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

/** A repository with the hooks installed, whose refdiff marks `.git/in-process` when the hook runs it (no daemon answered). */
function installedRepo(): HookRepo {
  const repo = new HookRepo(cli);
  repos.push(repo);
  repo.useRefdiff(`#!/bin/sh\necho "$*" >> ${JSON.stringify(join(repo.dir, '.git', 'in-process'))}\nexec node ${JSON.stringify(join(cli, 'dist', 'cli.js'))} "$@"\n`);
  expect(repo.refdiff('hook', 'install').status).toBe(0);
  // A second language among the latest commits.
  repo.write('tools/report.py', 'def report(values):\n    return sum(values)\n').git('add', '-A');
  repo.git('commit', '-q', '-m', 'Report');
  ranInProcess(repo);
  return repo;
}

function ranInProcess(repo: HookRepo): boolean {
  const marks = join(repo.dir, '.git', 'in-process');
  const ran = existsSync(marks) && readFileSync(marks, 'utf8').includes('hook run');
  rmSync(marks, { force: true });
  return ran;
}

function startDaemon(repo: HookRepo): void {
  const started = repo.run('node', [join(cli, 'dist', 'cli.js'), 'daemon', 'start', '--idle', '2'], { REFDIFF_HOOK_PROFILE: '1' });
  expect(started).toMatchObject({ status: 0, stderr: '' });
}

/** The log's lines, less the offsets of the profile marks. */
function logLines(repo: HookRepo): string[] {
  return existsSync(join(repo.dir, LOG)) ? repo.read(LOG).split('\n').map((line) => line.replace(/^refdiff-profile +[\d.]+ +(\w+) +/, '$1: ')) : [];
}

test('a daemon analyses a small change in the languages of the latest commits as it starts, before any commit asks', async () => {
  const repo = installedRepo();
  startDaemon(repo);
  await until(() => logLines(repo).some((line) => line.startsWith('hook: warm-up: ')), 400);
  const lines = logLines(repo);
  expect(lines).toContainEqual('worker: warmed up: java');
  expect(lines).toContainEqual('worker: warmed up: python');
  expect(lines.find((line) => line.startsWith('hook: warm-up: '))).toMatch(/^hook: warm-up: (java, python|python, java): \d+ ms of CPU$/);
  // The first commit is answered by the warm daemon, as without the warm-up.
  repo.renameMin().git('add', CALCULATOR);
  expect(repo.run('git', ['commit', '-q', '-m', 'Min'])).toMatchObject({ status: 0, stderr: '' });
  expect(ranInProcess(repo)).toBe(false);
  expect(repo.message()).toBe(`Min\n\n${RENAME_MIN}\n`);
  const after = logLines(repo);
  expect(after.indexOf('hook: daemon request')).toBeGreaterThan(after.indexOf('worker: warmed up: java'));
});

test('a commit made while the daemon warms up is answered by it, with the same message', async () => {
  const repo = installedRepo();
  repo.renameMin().git('add', CALCULATOR);
  startDaemon(repo);
  // At once: the daemon says it is there before its warm-up.
  expect(repo.run('git', ['commit', '-q', '-m', 'Min'])).toMatchObject({ status: 0, stderr: '' });
  expect(ranInProcess(repo)).toBe(false);
  expect(repo.message()).toBe(`Min\n\n${RENAME_MIN}\n`);
});

test('a warm-up that fails is written to the log once, and the daemon answers all the same', async () => {
  const repo = installedRepo();
  // This build's Python grammar, damaged: its warm-up fails (the Java one may run or not: Python's files come first).
  const grammar = join(cli, 'dist', 'wasm', 'tree-sitter-python.wasm');
  const intact = readFileSync(grammar);
  writeFileSync(grammar, 'not a grammar');
  try {
    repo.write('tools/more.py', 'def more():\n    return 1\n').git('add', '-A');
    repo.git('commit', '-q', '-m', 'More');
    ranInProcess(repo);
    startDaemon(repo);
    await until(() => logLines(repo).some((line) => line.startsWith("refdiff: the daemon's warm-up failed")), 400);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const failures = logLines(repo).filter((line) => line.startsWith("refdiff: the daemon's warm-up failed"));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^refdiff: the daemon's warm-up failed \(python\): .+; it serves all the same$/);
    repo.renameAverage().git('add', CALCULATOR);
    expect(repo.run('git', ['commit', '-q', '-m', 'Average'])).toMatchObject({ status: 0, stderr: '' });
    expect(ranInProcess(repo)).toBe(false);
    expect(repo.message()).toBe(`Average\n\n${RENAME_AVERAGE}\n`);
  } finally {
    writeFileSync(grammar, intact);
  }
});

test('a warm-up that hangs (its grammar on a file system that never answers) is ended after 10 s: the commit waiting behind it is answered by a new thread', async () => {
  const repo = installedRepo();
  // This build's Python grammar, a FIFO nobody writes: reading it blocks, as a hung network mount would.
  const grammar = join(cli, 'dist', 'wasm', 'tree-sitter-python.wasm');
  const intact = readFileSync(grammar);
  repo.write('tools/more.py', 'def more():\n    return 1\n').git('add', '-A');
  repo.git('commit', '-q', '-m', 'More');
  ranInProcess(repo);
  rmSync(grammar);
  execFileSync('mkfifo', [grammar]);
  try {
    startDaemon(repo);
    repo.renameMin().git('add', CALCULATOR);
    // Bounded: without the limit, the commit would wait behind the warm-up for the client's 10 minutes.
    const committed = spawnSync('git', ['commit', '-q', '-m', 'Min'], { cwd: repo.dir, env: repo.env(), encoding: 'utf8', timeout: 40_000 });
    expect({ status: committed.status, stderr: committed.stderr }).toEqual({ status: 0, stderr: '' });
    expect(ranInProcess(repo)).toBe(false);
    expect(repo.message()).toBe(`Min\n\n${RENAME_MIN}\n`);
    expect(logLines(repo).filter((line) => line.startsWith("refdiff: the daemon's warm-up failed"))).toEqual([
      "refdiff: the daemon's warm-up failed (python): it took more than 10 s (its analysis thread was ended); it serves all the same",
    ]);
  } finally {
    // Whoever still waits on the FIFO is let go, then the grammar put back.
    const writer = spawn('sh', ['-c', `printf x > ${JSON.stringify(grammar)}`], { stdio: 'ignore' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    writer.kill();
    rmSync(grammar, { force: true });
    writeFileSync(grammar, intact);
  }
}, 60_000);
