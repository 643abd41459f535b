import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processRuns } from '../../src/hook/process-stat';
import { buildCli, CALCULATOR, HookRepo, RENAME_AVERAGE, RENAME_MIN, type Run, until } from './hook-repo';

/**
 * `refdiff daemon`: real daemons answering real `git commit`s through the installed hook's bash
 * client, and the hook's own analysis whenever the daemon cannot be trusted or does not answer.
 * node_modules/.bin/refdiff leaves a mark each time the hook starts it: a commit the daemon
 * answered leaves none.
 */

let cli: string;
const repos: HookRepo[] = [];
const pids: number[] = [];

beforeAll(() => {
  cli = buildCli();
});

afterAll(() => {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  for (const repo of repos) repo.cleanup();
  rmSync(cli, { recursive: true, force: true });
});

const STATE = '.git/refdiff/daemon.state';

/** A repository with the hooks installed; its refdiff marks `.git/in-process` when started. */
function installedRepo(): HookRepo {
  const repo = new HookRepo(cli);
  repos.push(repo);
  markingRefdiff(repo);
  expect(repo.refdiff('hook', 'install').status).toBe(0);
  return repo;
}

function markingRefdiff(repo: HookRepo): void {
  const target = JSON.stringify(join(cli, 'dist', 'cli.js'));
  repo.useRefdiff(`#!/bin/sh\necho "$*" >> ${JSON.stringify(join(repo.dir, '.git', 'in-process'))}\nexec node ${target} "$@"\n`);
}

function ranInProcess(repo: HookRepo): boolean {
  const marks = join(repo.dir, '.git', 'in-process');
  const ran = existsSync(marks) && readFileSync(marks, 'utf8').includes('hook run');
  rmSync(marks, { force: true });
  return ran;
}

function startDaemon(repo: HookRepo, idleMinutes = '5', env: NodeJS.ProcessEnv = {}): number {
  const started = repo.run('node', [join(cli, 'dist', 'cli.js'), 'daemon', 'start', '--idle', idleMinutes], env);
  expect(started).toMatchObject({ status: 0, stderr: '' });
  expect(started.stdout).toMatch(/^refdiff: daemon started \(pid \d+;/);
  const pid = Number(/pid=(\d+)/.exec(repo.read(STATE))![1]);
  pids.push(pid);
  return pid;
}

/** Whether the process runs: a zombie (ended, its parent not having reaped it yet) does not. */
function commitAsync(repo: HookRepo, args: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('git', args, { cwd: repo.dir, env: repo.env() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('the daemon answers as the hook does', () => {
  const forms: [string, (repo: HookRepo) => Run][] = [
    ['-m', (repo) => (repo.renameMin().git('add', CALCULATOR), repo.run('git', ['commit', '-q', '-m', 'Tidy']))],
    // git's temporary index (GIT_INDEX_FILE) reaches the daemon with the hook's environment.
    ['-a', (repo) => (repo.renameMin(), repo.run('git', ['commit', '-q', '-a', '-m', 'All']))],
    // The amend is read from the hook's ancestors, the `git commit --amend` that ran it.
    // An editor session: the comment lines, and the note to the commit-msg companion.
    ['in an editor', (repo) => (repo.renameMin().git('add', CALCULATOR), repo.run('git', ['commit', '-q'], { GIT_EDITOR: repo.editor('subject', 'sed -i "1s/^$/From the editor/" "$1"') }))],
    ['in an editor left empty', (repo) => (repo.renameMin().git('add', CALCULATOR), repo.run('git', ['commit', '-q'], { GIT_EDITOR: 'true' }))],
    ['--amend', (repo) => {
      repo.renameMin().git('add', CALCULATOR);
      repo.git('commit', '-q', '-m', 'First');
      repo.renameAverage().git('add', CALCULATOR);
      return repo.run('git', ['commit', '-q', '--amend', '-m', 'Both']);
    }],
  ];

  test.each(forms)('git commit %s: the same message and output with the daemon and without it', (form, commit) => {
    const plain = installedRepo();
    const served = installedRepo();
    startDaemon(served);
    const without = commit(plain);
    const withDaemon = commit(served);
    expect(ranInProcess(plain)).toBe(true);
    expect(ranInProcess(served)).toBe(false);
    expect(withDaemon).toEqual(without);
    expect(served.message()).toBe(plain.message());
    expect(served.read('.git/COMMIT_EDITMSG')).toBe(plain.read('.git/COMMIT_EDITMSG'));
    if (form !== 'in an editor left empty') expect(served.message()).toContain(RENAME_MIN);
    else expect(withDaemon.stderr).toContain('empty commit message');
    expect(readdirSync(join(served.dir, '.git')).filter((name) => name.includes('refdiff-daemon'))).toEqual([]);
  });

  test('one daemon, commit after commit (its analysis thread is reused): the same messages as without it', () => {
    const plain = installedRepo();
    const served = installedRepo();
    startDaemon(served);
    const history = (repo: HookRepo): Run[] => [
      (repo.renameMin().git('add', CALCULATOR), repo.run('git', ['commit', '-q', '-m', 'Min'])),
      (repo.renameAverage(), repo.run('git', ['commit', '-q', '-a', '-m', 'Average'])),
      (repo.replace(CALCULATOR, 'double minimum(', 'double smallest('), repo.run('git', ['commit', '-q', '-a', '--amend', '-m', 'Amended'])),
    ];
    const without = history(plain);
    const withDaemon = history(served);
    expect(ranInProcess(served)).toBe(false);
    expect(withDaemon).toEqual(without);
    const log = (repo: HookRepo) => repo.git('log', '--format=%B%x00');
    expect(log(served)).toBe(log(plain));
    expect(served.message()).toBe(`Amended\n\nRefactoring: Rename Method my.calc.Calculator.minimum(double, double) -> smallest(double, double)\n${RENAME_AVERAGE}\n`);
  });

  test("commit after commit, the daemon keeps its cat-file: the second commit's git processes are the scripts' alone", () => {
    const served = installedRepo();
    // Without its listing of what is staged (two git processes after each `git add`, before the commit: below).
    startDaemon(served, '5', { REFDIFF_AHEAD: '0' });
    // git's trace2, set in the user's configuration, writes down every git the commit runs: git commit's, its hooks', and the
    // daemon's (it runs git with the hook's environment). Not GIT_TRACE: a reader opened under a git variable off the
    // daemon's allow-list serves its request only, and the test is that the daemon keeps its reader.
    const traces = mkdtempSync(join(tmpdir(), 'refdiff-daemon-trace-'));
    const trace = join(traces, 'trace');
    served.userConfig(`[trace2]\n\tnormalTarget = ${trace}\n`);
    const gitRuns = (text: string): string[] =>
      text
        .split('\n')
        .flatMap((line) => / start git (cat-file|diff-index|rev-parse|hash-object)\b/.exec(line)?.[1] ?? [])
        .sort();
    try {
      served.renameMin().git('add', CALCULATOR);
      const beforeFirst = readFileSync(trace, 'utf8').length;
      expect(served.run('git', ['commit', '-q', '-m', 'Min']).status).toBe(0);
      const first = readFileSync(trace, 'utf8').slice(beforeFirst);
      served.renameAverage().git('add', CALCULATOR);
      const beforeSecond = readFileSync(trace, 'utf8').length;
      expect(served.run('git', ['commit', '-q', '-m', 'Average']).status).toBe(0);
      const second = readFileSync(trace, 'utf8').slice(beforeSecond);
      expect(ranInProcess(served)).toBe(false);
      expect(served.message('HEAD~1')).toBe(`Min\n\n${RENAME_MIN}\n`);
      expect(served.message()).toBe(`Average\n\n${RENAME_AVERAGE}\n`);
      // The script's own: prepare-commit-msg's rev-parse and diff-index (commit-msg runs none in a main work tree).
      expect(gitRuns(second)).toEqual(['diff-index', 'rev-parse']);
      expect(gitRuns(first)).toEqual(['cat-file', 'diff-index', 'rev-parse']);
    } finally {
      rmSync(traces, { recursive: true, force: true });
    }
  });

  test('a rule that stops the commit: the same refusal, exit code and words', () => {
    const policy = 'rules:\n  - name: no-renames\n    match: { operation: RENAME }\n    approval: false\n';
    const plain = installedRepo();
    const served = installedRepo();
    startDaemon(served);
    const runs = [plain, served].map((repo) => {
      repo.write('.refdiffrc.yml', policy).git('add', '.refdiffrc.yml');
      repo.git('commit', '-q', '--no-verify', '-m', 'Policy');
      repo.renameMin().git('add', CALCULATOR);
      ranInProcess(repo);
      return repo.run('git', ['commit', '-q', '-m', 'Rename']);
    });
    expect(ranInProcess(served)).toBe(false);
    expect(runs[0].status).toBe(1);
    expect(runs[0].stderr).toContain('no-renames');
    expect(runs[1]).toEqual(runs[0]);
  });
});

describe('what is staged is analysed before its commit asks', () => {
  /** The daemon's profile marks (REFDIFF_HOOK_PROFILE=1 in its environment) of one phase, in its log. */
  const marks = (repo: HookRepo, phase: string): number => {
    const log = join(repo.dir, '.git', 'refdiff', 'daemon.log');
    return existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter((line) => line.startsWith('refdiff-profile') && line.endsWith(` ${phase}`)).length : 0;
  };
  /** Waits for the daemon's analysis ahead of the change just staged (a bounded wait: a missing one fails here, by name). */
  const analysedAhead = async (repo: HookRepo, count: number, phase = 'analysed ahead') => {
    for (let i = 0; i < 600 && marks(repo, phase) < count; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(marks(repo, phase)).toBe(count);
  };
  const profiled = { REFDIFF_HOOK_PROFILE: '1' };

  /** The same steps in a repository without a daemon and in one with it; the daemon's waits for its analysis ahead. */
  async function bothWays(steps: (repo: HookRepo, staged: () => Promise<void>) => Promise<Run>, phase?: string): Promise<{ plain: HookRepo; served: HookRepo; runs: Run[] }> {
    const plain = installedRepo();
    const served = installedRepo();
    startDaemon(served, '5', profiled);
    // The first commit through the daemon makes it watch the work tree's index.
    for (const repo of [plain, served]) {
      repo.renameMin().git('add', CALCULATOR);
      expect(repo.run('git', ['commit', '-q', '-m', 'Min'])).toMatchObject({ status: 0, stderr: '' });
    }
    ranInProcess(plain);
    const runs = [await steps(plain, async () => undefined), await steps(served, () => analysedAhead(served, 1, phase))];
    expect(ranInProcess(served)).toBe(false);
    return { plain, served, runs };
  }

  test('a change staged, analysed ahead, then committed: the analysis is used, and the message is the one without the daemon', async () => {
    const { plain, served, runs } = await bothWays(async (repo, staged) => {
      repo.renameAverage().git('add', CALCULATOR);
      await staged();
      return repo.run('git', ['commit', '-q', '-m', 'Average']);
    });
    expect(runs[1]).toEqual(runs[0]);
    expect(served.message()).toBe(`Average\n\n${RENAME_AVERAGE}\n`);
    expect(served.git('log', '--format=%B%x00')).toBe(plain.git('log', '--format=%B%x00'));
    expect(marks(served, 'analysed ahead, used')).toBe(1);
  });

  test('a commit of something else than was staged (commit -a over a further change): its own change is analysed, not the one ahead', async () => {
    const { plain, served, runs } = await bothWays(async (repo, staged) => {
      repo.renameAverage().git('add', CALCULATOR);
      await staged();
      // Staged and analysed: average's rename; committed: that and minimum's, made after.
      repo.replace(CALCULATOR, 'double minimum(', 'double smallest(');
      return repo.run('git', ['commit', '-q', '-a', '-m', 'Both']);
    });
    expect(runs[1]).toEqual(runs[0]);
    expect(served.message()).toBe(plain.message());
    expect(served.message()).toBe(`Both\n\nRefactoring: Rename Method my.calc.Calculator.minimum(double, double) -> smallest(double, double)\n${RENAME_AVERAGE}\n`);
    expect(marks(served, 'analysed ahead, used')).toBe(0);
  });

  test('a policy changed after the change was staged: the analysis ahead with the old one is not used', async () => {
    const { plain, served, runs } = await bothWays(async (repo, staged) => {
      repo.renameAverage().git('add', CALCULATOR);
      await staged();
      // Read by the commit, not staged: renames are not reported.
      repo.write('.refdiffrc.yml', 'analysis:\n  types: ["!RENAME"]\n');
      return repo.run('git', ['commit', '-q', '-m', 'Average']);
    });
    expect(runs[1]).toEqual(runs[0]);
    // Analysed ahead with the policy before: a reading of it would write the rename. (git commit
    // writes the index as it starts: the daemon may list it again, with the new policy, in time.)
    expect(served.message()).toBe('Average\n');
    expect(plain.message()).toBe('Average\n');
  });

  /** Which threads marked `phase` in the daemon's log: `hook` (its own) or `worker` (the analysis thread). */
  const threadsOf = (repo: HookRepo, phase: string): string[] =>
    readFileSync(join(repo.dir, '.git', 'refdiff', 'daemon.log'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('refdiff-profile') && line.endsWith(` ${phase}`))
      .map((line) => line.split(/\s+/)[2]);

  test("without rules to judge, the analysis ahead is taken by the daemon's own thread as the analysis thread hands it on", async () => {
    const { served } = await bothWays(async (repo, staged) => {
      repo.renameAverage().git('add', CALCULATOR);
      await staged();
      return repo.run('git', ['commit', '-q', '-m', 'Average']);
    });
    expect(threadsOf(served, 'analysed ahead, used')).toEqual(['hook']);
  });

  test('with a rule to judge, the analysis thread uses its analysis ahead itself (it judges the rules on it): the same warning and message', async () => {
    const policy = 'rules:\n  - name: no-renames\n    match: { operation: RENAME }\n    level: warning\n    message: renames break callers\n';
    const { plain, served, runs } = await bothWays(async (repo, staged) => {
      repo.write('.refdiffrc.yml', policy).git('add', '.refdiffrc.yml');
      repo.git('commit', '-q', '--no-verify', '-m', 'Policy');
      repo.renameAverage().git('add', CALCULATOR);
      await staged();
      return repo.run('git', ['commit', '-q', '-m', 'Average']);
    });
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[1].stderr).toContain('renames break callers');
    expect(served.git('log', '--format=%B%x00')).toBe(plain.git('log', '--format=%B%x00'));
    expect(threadsOf(served, 'analysed ahead, used')).toEqual(['worker']);
  });

  test('a change too large to analyse ahead: the commit that follows is analysed by the thread when it asks, as without the daemon', async () => {
    // Over the 80,000 characters a side the daemon analyses ahead.
    const large = `package big;\n\npublic class Large {\n${Array.from({ length: 3000 }, (_, i) => `    int m${i}(int a) {\n        return a * ${i};\n    }\n`).join('')}}\n`;
    const { plain, served, runs } = await bothWays(async (repo, staged) => {
      repo.write('src/big/Large.java', large).renameAverage().git('add', '-A');
      await staged();
      return repo.run('git', ['commit', '-q', '-m', 'Both']);
    }, 'too large to analyse ahead');
    expect(runs[1]).toEqual(runs[0]);
    expect(served.message()).toBe(plain.message());
    expect(served.message()).toContain(RENAME_AVERAGE);
    expect(marks(served, 'analysed ahead, used')).toBe(0);
  });

  test("REFDIFF_AHEAD=0 in the daemon's environment: nothing is analysed before the commit asks", () => {
    const served = installedRepo();
    startDaemon(served, '5', { ...profiled, REFDIFF_AHEAD: '0' });
    served.renameMin().git('add', CALCULATOR);
    served.git('commit', '-q', '-m', 'Min');
    served.renameAverage().git('add', CALCULATOR);
    expect(served.run('git', ['commit', '-q', '-m', 'Average'])).toMatchObject({ status: 0, stderr: '' });
    expect(ranInProcess(served)).toBe(false);
    expect(served.message()).toBe(`Average\n\n${RENAME_AVERAGE}\n`);
    expect(marks(served, 'analysed ahead')).toBe(0);
  });
});

describe('the hook runs refdiff itself when the daemon cannot answer', () => {
  test('no daemon', () => {
    const repo = installedRepo();
    repo.renameMin().git('add', CALCULATOR);
    expect(repo.run('git', ['commit', '-q', '-m', 'Tidy'])).toMatchObject({ status: 0, stderr: '' });
    expect(ranInProcess(repo)).toBe(true);
    expect(repo.message()).toBe(`Tidy\n\n${RENAME_MIN}\n`);
  });

  test('REFDIFF_DAEMON=0 skips it', () => {
    const repo = installedRepo();
    startDaemon(repo);
    repo.renameMin().git('add', CALCULATOR);
    expect(repo.run('git', ['commit', '-q', '-m', 'Tidy'], { REFDIFF_DAEMON: '0' })).toMatchObject({ status: 0, stderr: '' });
    expect(ranInProcess(repo)).toBe(true);
    expect(repo.message()).toBe(`Tidy\n\n${RENAME_MIN}\n`);
  });

  test('a daemon of another version is ignored', () => {
    const repo = installedRepo();
    startDaemon(repo);
    const state = join(repo.dir, STATE);
    writeFileSync(state, readFileSync(state, 'utf8').replace(/^version=.*$/m, 'version=0.0.1+other'));
    repo.renameMin().git('add', CALCULATOR);
    expect(repo.run('git', ['commit', '-q', '-m', 'Tidy'])).toMatchObject({ status: 0, stderr: '' });
    expect(ranInProcess(repo)).toBe(true);
    expect(repo.message()).toBe(`Tidy\n\n${RENAME_MIN}\n`);
  });

  test('a daemon whose refdiff was rebuilt under it steps down and leaves', async () => {
    const repo = installedRepo();
    const pid = startDaemon(repo);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(cli, 'dist', 'hook.js'), later, later);
    repo.renameMin().git('add', CALCULATOR);
    expect(repo.run('git', ['commit', '-q', '-m', 'Tidy'])).toMatchObject({ status: 0, stderr: '' });
    expect(ranInProcess(repo)).toBe(true);
    expect(repo.message()).toBe(`Tidy\n\n${RENAME_MIN}\n`);
    await until(() => !processRuns(pid));
    expect(existsSync(join(repo.dir, STATE))).toBe(false);
  });

  test('a killed daemon: its state is cleaned up', async () => {
    const repo = installedRepo();
    const pid = startDaemon(repo);
    process.kill(pid, 'SIGKILL');
    await until(() => !processRuns(pid));
    repo.renameMin().git('add', CALCULATOR);
    expect(repo.run('git', ['commit', '-q', '-m', 'Tidy'])).toMatchObject({ status: 0, stderr: '' });
    expect(ranInProcess(repo)).toBe(true);
    expect(repo.message()).toBe(`Tidy\n\n${RENAME_MIN}\n`);
    expect(existsSync(join(repo.dir, STATE))).toBe(false);
  });

  test('a state file others can read is refused', () => {
    const repo = installedRepo();
    startDaemon(repo);
    chmodSync(join(repo.dir, STATE), 0o644);
    repo.renameMin().git('add', CALCULATOR);
    const run = repo.run('git', ['commit', '-q', '-m', 'Tidy']);
    expect(run).toMatchObject({ status: 0 });
    expect(run.stderr).toBe(`refdiff: daemon not used: ${join(repo.dir, STATE).replace(repo.dir + '/', '')} or its folder is open to other users\n`);
    expect(ranInProcess(repo)).toBe(true);
    expect(repo.message()).toBe(`Tidy\n\n${RENAME_MIN}\n`);
    expect(repo.refdiff('daemon', 'status')).toMatchObject({ status: 2, stderr: expect.stringContaining('is open to other users (mode 644)') });
  });

  test("a state file of another user is refused (the client's owner check, with `ls` saying another owner)", () => {
    const repo = installedRepo();
    startDaemon(repo);
    const bin = mkdtempSync(join(tmpdir(), 'refdiff-ls-'));
    // The real listing, each owner's uid one more: the folder and the file then belong to someone else.
    const otherUid = (process.getuid?.() ?? 0) + 1;
    writeFileSync(join(bin, 'ls'), `#!/bin/sh\nPATH=/usr/bin:/bin ls "$@" | while read -r mode links owner rest; do echo "$mode $links ${otherUid} $rest"; done\n`);
    chmodSync(join(bin, 'ls'), 0o755);
    repo.renameMin().git('add', CALCULATOR);
    const run = repo.run('git', ['commit', '-q', '-m', 'Tidy'], { PATH: `${bin}:${repo.env().PATH}` });
    rmSync(bin, { recursive: true, force: true });
    expect(run.stderr).toContain('belongs to another user');
    expect(ranInProcess(repo)).toBe(true);
    expect(repo.message()).toBe(`Tidy\n\n${RENAME_MIN}\n`);
  });

  test('a port taken by another process: the client hears no proof and sends it nothing', async () => {
    const repo = installedRepo();
    const received: Buffer[] = [];
    let closed: Promise<void> = Promise.resolve();
    const impostor = createServer((socket) => {
      closed = new Promise((resolve) => socket.on('close', () => resolve()));
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.write('refdiff\0');
    });
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
    const port = (impostor.address() as AddressInfo).port;
    const version = `${JSON.parse(readFileSync(join(cli, 'package.json'), 'utf8')).version}+${readFileSync(join(cli, 'dist', 'build-id'), 'utf8').trim()}`;
    mkdirSync(join(repo.dir, '.git', 'refdiff'), { mode: 0o700 });
    // A live pid (this test's), so that the client does not take the state for a dead daemon's.
    writeFileSync(join(repo.dir, STATE), `version=${version}\npid=${process.pid}\nport=${port}\ntoken=secret\nproof=${'ab'.repeat(32)}\n`, { mode: 0o600 });
    repo.renameMin().git('add', CALCULATOR);
    const run = await commitAsync(repo, ['commit', '-q', '-m', 'Tidy']);
    await closed;
    impostor.close();
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(ranInProcess(repo)).toBe(true);
    expect(repo.message()).toBe(`Tidy\n\n${RENAME_MIN}\n`);
    expect(Buffer.concat(received).toString()).toBe('');
    expect(existsSync(join(repo.dir, STATE))).toBe(true);
  });

  test('a daemon that stops answering: the hook writes the message, and the late daemon writes nothing', async () => {
    const repo = installedRepo();
    const pid = startDaemon(repo);
    process.kill(pid, 'SIGSTOP');
    repo.renameMin().git('add', CALCULATOR);
    const run = repo.run('git', ['commit', '-q', '-m', 'Tidy']);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(ranInProcess(repo)).toBe(true);
    const written = repo.message();
    expect(written).toBe(`Tidy\n\n${RENAME_MIN}\n`);
    process.kill(pid, 'SIGCONT');
    // The daemon wakes up to a request whose client has gone: it answers nobody and writes
    // nothing. Requests run in turn, so once it has answered the next commit, it is done with that one.
    repo.renameAverage().git('add', CALCULATOR);
    expect(repo.run('git', ['commit', '-q', '-m', 'Mean'])).toMatchObject({ status: 0, stderr: '' });
    expect(ranInProcess(repo)).toBe(false);
    expect(repo.message()).toBe(`Mean\n\n${RENAME_AVERAGE}\n`);
    expect(readdirSync(join(repo.dir, '.git')).filter((name) => name.includes('refdiff-daemon'))).toEqual([]);
    expect(repo.message('HEAD^')).toBe(written);
  });
});

test('the time limit holds in the daemon: the same words, the message as typed; the next commit gets a new analysis thread', () => {
  const repo = installedRepo();
  const hugeClass = (prefix: string) => `package big;\n\npublic class Huge {\n${Array.from({ length: 8000 }, (_, i) => `    int ${prefix}${i}(int a) {\n        return a * ${i};\n    }\n`).join('')}}\n`;
  repo.write('src/big/Huge.java', hugeClass('m')).write('.refdiffrc.yml', 'commitMessage:\n  timeoutMs: 1500\n');
  repo.git('add', '-A');
  repo.git('-c', 'core.hooksPath=/dev/null', 'commit', '-q', '-m', 'Huge');
  startDaemon(repo);
  repo.write('src/big/Huge.java', hugeClass('renamed')).git('add', '-A');
  const run = repo.run('git', ['commit', '-q', '-m', 'Rename everything']);
  expect(run).toEqual({ status: 0, stdout: '', stderr: 'refdiff: stopped after 1500 ms (commitMessage.timeoutMs); commit message left unchanged\n' });
  expect(ranInProcess(repo)).toBe(false);
  expect(repo.message()).toBe('Rename everything\n');
  repo.write('.refdiffrc.yml', 'commitMessage:\n  timeoutMs: 60000\n').renameMin().git('add', '-A');
  expect(repo.run('git', ['commit', '-q', '-m', 'Tidy'])).toMatchObject({ status: 0, stderr: '' });
  expect(ranInProcess(repo)).toBe(false);
  expect(repo.message()).toBe(`Tidy\n\n${RENAME_MIN}\n`);
});

test('concurrent commits in two repositories, each with its daemon, and in two worktrees sharing one', async () => {
  const repo = installedRepo();
  startDaemon(repo);
  const elsewhere = installedRepo();
  startDaemon(elsewhere);
  elsewhere.renameAverage().git('add', CALCULATOR);
  const other = join(repo.dir, '..', `${join(repo.dir).split('/').pop()}-second`);
  repo.git('worktree', 'add', '-q', '-b', 'second', other);
  const second = Object.assign(Object.create(Object.getPrototypeOf(repo)) as HookRepo, repo, { dir: other });
  try {
    repo.renameMin().git('add', CALCULATOR);
    second.renameAverage().git('add', CALCULATOR);
    const runs = await Promise.all([
      commitAsync(repo, ['commit', '-q', '-m', 'Main']),
      commitAsync(second, ['commit', '-q', '-m', 'Second']),
      commitAsync(elsewhere, ['commit', '-q', '-m', 'Elsewhere']),
    ]);
    for (const run of runs) expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(ranInProcess(repo)).toBe(false);
    expect(ranInProcess(elsewhere)).toBe(false);
    expect(elsewhere.message()).toBe(`Elsewhere\n\n${RENAME_AVERAGE}\n`);
    expect(repo.message('main')).toBe(`Main\n\n${RENAME_MIN}\n`);
    expect(repo.message('second')).toBe(`Second\n\n${RENAME_AVERAGE}\n`);
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});

test('a daemon started in a worktree that is then removed still serves the others', () => {
  const repo = installedRepo();
  const other = join(repo.dir, '..', `${repo.dir.split('/').pop()}-gone`);
  repo.git('worktree', 'add', '-q', '-b', 'gone', other);
  const started = spawnSync('node', [join(cli, 'dist', 'cli.js'), 'daemon', 'start'], { cwd: other, env: repo.env(), encoding: 'utf8' });
  expect(started.status).toBe(0);
  pids.push(Number(/pid (\d+)/.exec(started.stdout)![1]));
  repo.git('worktree', 'remove', '--force', other);
  repo.renameMin().git('add', CALCULATOR);
  expect(repo.run('git', ['commit', '-q', '-m', 'Tidy'])).toMatchObject({ status: 0, stderr: '' });
  expect(ranInProcess(repo)).toBe(false);
  expect(repo.message()).toBe(`Tidy\n\n${RENAME_MIN}\n`);
});

test('the daemon leaves after its idle time, and says so by removing its state', async () => {
  const repo = installedRepo();
  // 0.05 minutes: 3 s, enough for the status below to start node on a loaded machine (at 1.2 s it
  // once came after the daemon had left).
  const pid = startDaemon(repo, '0.05');
  expect(repo.refdiff('daemon', 'status').stdout).toMatch(/^refdiff: daemon running \(pid \d+, 0\.1\.0\+[0-9a-f]{16}\)\nrefdiff: auto-start off /);
  await until(() => !processRuns(pid));
  expect(existsSync(join(repo.dir, STATE))).toBe(false);
  expect(repo.refdiff('daemon', 'status')).toMatchObject({ status: 0, stdout: 'refdiff: no daemon running\nrefdiff: auto-start off (`refdiff daemon enable`: the commit hook starts the daemon)\n' });
});

test('start says when the installed hook is of another build, which would not ask the daemon', () => {
  const repo = installedRepo();
  const hook = join(repo.dir, '.git', 'hooks', 'prepare-commit-msg');
  writeFileSync(hook, readFileSync(hook, 'utf8').replace(/^refdiff_daemon='[^']*'$/m, "refdiff_daemon='0.0.1+older'"));
  const started = repo.refdiff('daemon', 'start');
  pids.push(Number(/pid (\d+)/.exec(started.stdout)![1]));
  expect(started.stdout).toMatch(/^refdiff: daemon started \(pid \d+; exits after 15 min without a commit\)\nrefdiff: the installed hook is of another refdiff and will not ask this daemon: `refdiff hook install` updates it\n$/);
  expect(repo.refdiff('hook', 'install').status).toBe(0);
  repo.renameMin().git('add', CALCULATOR);
  expect(repo.run('git', ['commit', '-q', '-m', 'Tidy'])).toMatchObject({ status: 0, stderr: '' });
  expect(ranInProcess(repo)).toBe(false);
});

test('start, status and stop', () => {
  const repo = installedRepo();
  const pid = startDaemon(repo);
  expect(repo.refdiff('daemon', 'start')).toMatchObject({ status: 0, stdout: `refdiff: daemon already running (pid ${pid})\n` });
  expect(repo.refdiff('hook', 'status').stdout).toContain(`\ndaemon: running (pid ${pid})\n`);
  const mode = (path: string) => (require('node:fs') as typeof import('node:fs')).statSync(join(repo.dir, path)).mode & 0o777;
  expect([mode('.git/refdiff'), mode(STATE)]).toEqual([0o700, 0o600]);
  expect(repo.refdiff('daemon', 'stop')).toMatchObject({ status: 0, stdout: 'refdiff: daemon stopped\n' });
  expect(processRuns(pid)).toBe(false);
  expect(existsSync(join(repo.dir, STATE))).toBe(false);
  expect(repo.refdiff('daemon', 'stop')).toMatchObject({ status: 0, stdout: 'refdiff: no daemon running\n' });
  expect(repo.refdiff('hook', 'status').stdout).toContain('\ndaemon: not running (optional: `refdiff daemon start` spares each commit the start of node)\n');
  expect(repo.refdiff('daemon', 'start', '--idle', 'soon')).toMatchObject({ status: 2, stderr: 'refdiff: --idle needs a positive number of minutes, not soon\n' });
});
