/**
 * What the prepare-commit-msg hook adds to `git commit`: median and p95 wall time of real
 * commits with and without refdiff's hooks, on commits that rename one method in each of 1, 10
 * and 50 Java files (0: a commit of docs alone, which the shell script lets through without
 * node). Runs alternate between the repositories so that machine load hits them alike; with
 * --cli more than once, each build is timed in the same run (today's against an old checkout's),
 * and `node -e 0` beside them: node's own start-up, which bounds what an in-process hook reaches.
 * Each build is also timed with its warm daemon (`refdiff daemon start`), whose hook client
 * (bash) starts no node, and the first build's daemon once more with its parse cache off
 * (`REFDIFF_PARSE_CACHE=0`): the figures of a cache that never hits.
 *
 * Each commit renames the method to a name no commit used before, on top of the previous commit:
 * its before side is the previous commit's after side (what a cache of parses may hold), its
 * after side is new (what no cache holds), as in a developer's sequence of commits.
 *
 * With --locals each commit also renames a local variable in each renamed method, so that
 * bodies change as in most real commits (without it only the methods' names change).
 * With --policy FILE every repository has that file as its `.refdiffrc.yml` (a policy with an
 * active rule is analysed on the hook's worker thread); --no-daemon leaves the daemon's rows out.
 * With --cpu each row also gives the CPU time (user + system) of `git commit` and every process
 * it waited for (getrusage of a shell's children, read with its `times`; the shell's start is
 * then in the wall times too, alike for every row): the daemon's own CPU is not in it.
 *
 * With --floor each table also times the hook's shell script (the first --cli's) with a refdiff
 * that only starts node (`node -e 0`): what any in-process hook pays before its own work, the
 * floor under issue 24's in-process goals.
 *
 * With --auto-start N (instead of the table above) each run is a sequence of N commits in a
 * repository with the daemon's auto-start on (`refdiff daemon enable`) and no daemon at its start
 * (stopped, and its start mark removed: as after the daemon's idle exit), timed commit by commit
 * against a repository without hooks and one with the hooks alone (in-process), alternating;
 * --gap MS (default 1000) is the untimed pause after each commit, a developer's at least.
 *
 *   npm run build && npx tsx bench/hook-latency.ts [--runs 20] [--files 0,1,10,50] [--locals] [--policy FILE] [--no-daemon] [--cpu] [--floor] [--cli dist/cli.js --cli old/dist/cli.js]
 *   npm run build && npx tsx bench/hook-latency.ts --auto-start 5 [--gap 1000] [--runs 10] [--files 10] [--cli dist/cli.js --cli old/dist/cli.js]
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

interface Options {
  runs: number;
  /** Each commit also renames a local variable in each renamed method: bodies change, as in most real commits. */
  locals: boolean;
  warmup: number;
  files: number[];
  clis: string[];
  /** The text of the policy file every repository commits as its `.refdiffrc.yml`, if any. */
  policy?: string;
  daemon: boolean;
  cpu: boolean;
  /** Commits in each auto-start sequence; 0: the usual table. */
  autoStart: number;
  gapMs: number;
  /** Also time the hook's script with a refdiff that only starts node. */
  floor: boolean;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { runs: 20, locals: false, warmup: 2, files: [1, 10, 50], clis: [], daemon: true, cpu: false, autoStart: 0, gapMs: 1000, floor: false };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    switch (argv[i]) {
      case '--runs':
        options.runs = positive(value, '--runs');
        i++;
        break;
      case '--warmup':
        options.warmup = Number(value);
        i++;
        break;
      case '--files':
        options.files = (value ?? '').split(',').map((n) => (n === '0' ? 0 : positive(n, '--files')));
        i++;
        break;
      case '--locals':
        options.locals = true;
        break;
      case '--cli':
        options.clis.push(resolve(value ?? ''));
        i++;
        break;
      case '--policy':
        options.policy = readPolicy(value);
        i++;
        break;
      case '--no-daemon':
        options.daemon = false;
        break;
      case '--floor':
        options.floor = true;
        continue;
      case '--cpu':
        options.cpu = true;
        break;
      case '--auto-start':
        options.autoStart = positive(value, '--auto-start');
        i++;
        break;
      case '--gap':
        options.gapMs = Number(value);
        if (!Number.isFinite(options.gapMs) || options.gapMs < 0) fail('--gap needs a number of milliseconds');
        i++;
        break;
      default:
        fail(`unknown option ${argv[i]} (options: --runs, --warmup, --files, --locals, --policy, --no-daemon, --cpu, --floor, --cli, --auto-start, --gap)`);
    }
  }
  if (options.clis.length === 0) options.clis.push(resolve(__dirname, '..', 'dist', 'cli.js'));
  return options;
}

function readPolicy(path: string | undefined): string {
  if (!path) fail('--policy needs a file');
  try {
    return readFileSync(path, 'utf8');
  } catch {
    fail(`cannot read the policy file ${path}`);
  }
}

function positive(value: string | undefined, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) fail(`${name} needs a positive integer`);
  return n;
}

function fail(message: string): never {
  process.stderr.write(`hook-latency: ${message}\n`);
  process.exit(2);
}

const ENV: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_') && !name.startsWith('REFDIFF_'))),
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
};

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', args, { cwd, env: ENV, encoding: 'utf8' });
  if (result.status !== 0) fail(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout;
}

/** A class whose first method is renamed back and forth, one class per file. */
function javaClass(index: number, methodName: string, local = 'result'): string {
  return `package bench.p${index % 5};

public class Service${index} {
    private final java.util.List<Integer> values = new java.util.ArrayList<>();

    public int ${methodName}(int limit) {
        int ${local} = ${index};
        for (int value : values) {
            if (value < limit) {
                ${local} += value * ${index + 1};
            }
        }
        return ${local};
    }

    public void add(int value) {
        values.add(value);
    }

    public String describe() {
        return "Service${index} holds " + values.size() + " values";
    }
}
`;
}

let policyText: string | undefined;

/** The refdiff a hooked repository's script runs: the build under test, or (the floor) node starting and doing nothing. */
function shimCommand(cli: string, floor: boolean): string {
  return floor ? 'exec node -e 0' : `exec node ${JSON.stringify(cli)} "$@"`;
}

function createRepository(files: number, cli: string, withHook: boolean, withDaemon = false, refdiffEnv: Record<string, string> = {}, markStarts = withDaemon, floor = false): string {
  const dir = mkdtempSync(join(tmpdir(), `refdiff-bench-${withHook ? 'hook' : 'plain'}-`));
  git(dir, 'init', '-q', '-b', 'main');
  writeFileSync(join(dir, '.git', 'info', 'exclude'), 'node_modules\n');
  for (let i = 0; i < files; i++) writeSource(dir, i, 'accumulate');
  writeFileSync(join(dir, 'README.md'), 'notes\n');
  if (policyText !== undefined) writeFileSync(join(dir, '.refdiffrc.yml'), policyText);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  if (withHook) {
    mkdirSync(join(dir, 'node_modules', '.bin'), { recursive: true });
    const shim = join(dir, 'node_modules', '.bin', 'refdiff');
    // With a daemon, every start of refdiff is a commit the daemon did not answer: counted after the runs.
    const mark = markStarts ? `echo >> ${JSON.stringify(join(dir, '.git', 'in-process'))}\n` : '';
    const env = Object.entries(refdiffEnv).map(([name, value]) => `${name}=${value} `).join('');
    writeFileSync(shim, `#!/bin/sh\n${mark}${env}${shimCommand(cli, floor)}\n`);
    chmodSync(shim, 0o755);
    const install = spawnSync('node', [cli, 'hook', 'install'], { cwd: dir, env: ENV, encoding: 'utf8' });
    if (install.status !== 0) fail(`refdiff hook install failed: ${install.stderr.trim()}`);
  }
  if (withDaemon) {
    const start = spawnSync('node', [cli, 'daemon', 'start', '--idle', '30'], { cwd: dir, env: { ...ENV, ...refdiffEnv }, encoding: 'utf8' });
    if (start.status !== 0) fail(`refdiff daemon start failed: ${start.stderr.trim()}`);
  }
  return dir;
}

function writeSource(dir: string, index: number, methodName: string, local?: string): void {
  const path = join(dir, 'src', `p${index % 5}`, `Service${index}.java`);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, javaClass(index, methodName, local));
}

/** Stages a rename in every file (untimed; with `locals`, of a local variable too), then times the commit alone. */
function timedCommit(dir: string, files: number, run: number, locals: boolean, cpu: boolean): { wall: number; cpu: number } {
  const name = `total${run}`;
  for (let i = 0; i < files; i++) writeSource(dir, i, name, locals ? `result${run}` : undefined);
  if (files === 0) writeFileSync(join(dir, 'README.md'), `notes ${run}\n`);
  git(dir, 'add', '-A');
  const message = `run ${run}`;
  // `times` prints the shell's CPU, then its children's: git commit's and all it waited for.
  const [command, args] = cpu ? ['bash', ['-c', 'git commit -q -m "$1" && times', 'bash', message]] : ['git', ['commit', '-q', '-m', message]];
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { cwd: dir, env: ENV, encoding: 'utf8' });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) fail(`git commit failed: ${result.stderr.trim()}`);
  return { wall: elapsed, cpu: cpu ? childrenCpu(result.stdout) : Number.NaN };
}

/** The children's user + system time in ms from bash's `times` (its second line: `0m0.012s 0m0.004s`). */
function childrenCpu(timesOutput: string): number {
  const line = timesOutput.trim().split('\n').at(-1) ?? '';
  const seconds = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((match) => Number(match[1]) * 60 + Number(match[2]));
  if (seconds.length !== 2) fail(`cannot read the CPU time from ${JSON.stringify(line)}`);
  return (seconds[0] + seconds[1]) * 1000;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Wall time of `node -e 0`: node's start-up on this machine, now. */
function nodeStartup(): number {
  const started = process.hrtime.bigint();
  spawnSync('node', ['-e', '0']);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

function cell(values: readonly number[]): string {
  return `${percentile(values, 50).toFixed(0).padStart(6)} ${percentile(values, 95).toFixed(0).padStart(5)}`;
}

/**
 * Sequences of commits with the daemon's auto-start on, each from no daemon: the first commit is
 * analysed in-process and starts the daemon, the next ones find it. Per position in the sequence:
 * the time the hooks add, with auto-start and with the hooks alone, and how many commits the
 * daemon answered.
 */
function autoStartSequences(options: Options): void {
  process.stdout.write(`auto-start: sequences of ${options.autoStart} commits, ${options.runs} runs (after ${options.warmup} warm-up), ${options.gapMs} ms between commits; ms; load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}\n`);
  process.stdout.write('files | commit | cli | without hook: median  p95 | hooks alone, added: median  p95 | auto-start on, added: median  p95 | answered by the daemon\n');
  for (const files of options.files) {
    const plain = createRepository(files, options.clis[0], false);
    // Per build (--cli): one repository with the hooks alone, one with auto-start on; all alternate.
    const builds = options.clis.map((cli) => {
      const auto = createRepository(files, cli, true, false, {}, true);
      const enabled = spawnSync('node', [cli, 'daemon', 'enable'], { cwd: auto, env: ENV, encoding: 'utf8' });
      if (enabled.status !== 0) fail(`refdiff daemon enable failed: ${enabled.stderr.trim()}`);
      return { cli, hooked: createRepository(files, cli, true), auto, alone: [] as number[][], withAuto: [] as number[][], answered: new Array<number>(options.autoStart).fill(0) };
    });
    const without: number[][] = [];
    let commitNumber = 0;
    for (let run = 0; run < options.warmup + options.runs; run++) {
      // As after the daemon's idle exit: none running, no recent start holding the next one off.
      for (const build of builds) {
        spawnSync('node', [build.cli, 'daemon', 'stop'], { cwd: build.auto, env: ENV });
        rmSync(join(build.auto, '.git', 'refdiff', 'daemon.starting'), { force: true });
      }
      for (let k = 0; k < options.autoStart; k++) {
        const a = timedCommit(plain, files, commitNumber, options.locals, false).wall;
        const counted = run >= options.warmup;
        if (counted) (without[k] ??= []).push(a);
        for (const build of builds) {
          const inProcess = join(build.auto, '.git', 'in-process');
          rmSync(inProcess, { force: true });
          const b = timedCommit(build.hooked, files, commitNumber, options.locals, false).wall;
          const c = timedCommit(build.auto, files, commitNumber, options.locals, false).wall;
          if (!counted) continue;
          (build.alone[k] ??= []).push(b - a);
          (build.withAuto[k] ??= []).push(c - a);
          if (!existsSync(inProcess)) build.answered[k]++;
        }
        commitNumber++;
        spawnSync('sleep', [String(options.gapMs / 1000)]);
      }
    }
    for (const build of builds) {
      for (let k = 0; k < options.autoStart; k++) {
        process.stdout.write(`${String(files).padStart(5)} | ${String(k + 1).padStart(6)} | ${build.cli} | ${cell(without[k])} | ${cell(build.alone[k])} | ${cell(build.withAuto[k])} | ${build.answered[k]}/${options.runs}\n`);
      }
      spawnSync('node', [build.cli, 'daemon', 'stop'], { cwd: build.auto, env: ENV });
    }
    for (const dir of [plain, ...builds.flatMap((build) => [build.hooked, build.auto])]) rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`load average after: ${loadavg().map((n) => n.toFixed(1)).join(' ')}\n`);
}

function main(): void {
  const options = parseOptions(process.argv.slice(2));
  policyText = options.policy;
  for (const cli of options.clis) {
    try {
      readFileSync(cli);
    } catch {
      fail(`${cli} not found: run npm run build first, or pass --cli`);
    }
  }
  if (options.autoStart > 0) return autoStartSequences(options);
  process.stdout.write(`git commit wall time, ${options.runs} runs each (after ${options.warmup} warm-up), ms; load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}\n`);
  const cpuHeader = options.cpu ? ' | cpu with hook: median  p95 | cpu added: median  p95' : '';
  process.stdout.write(`files | cli | node -e 0: median  p95 | without hook: median  p95 | with hook: median  p95 | added: median  p95${cpuHeader} | trailers\n`);
  for (const files of options.files) {
    const plain = createRepository(files, options.clis[0], false);
    const hooked = options.clis.map((cli) => createRepository(files, cli, true));
    const served = options.daemon ? options.clis.map((cli) => createRepository(files, cli, true, true)) : [];
    const servedCold = options.daemon ? [createRepository(files, options.clis[0], true, true, { REFDIFF_PARSE_CACHE: '0' })] : [];
    const floor = options.floor ? [createRepository(files, options.clis[0], true, false, {}, false, true)] : [];
    const setups: { label: string; dir: string; cli?: string }[] = [
      ...options.clis.map((cli, i) => ({ label: cli, dir: hooked[i] })),
      ...served.map((dir, i) => ({ label: `${options.clis[i]} (daemon)`, dir, cli: options.clis[i] })),
      ...servedCold.map((dir) => ({ label: `${options.clis[0]} (daemon, parse cache off)`, dir, cli: options.clis[0] })),
      ...floor.map((dir) => ({ label: `${options.clis[0]}'s hook script, refdiff replaced by node -e 0 (floor)`, dir })),
    ];
    const startup: number[] = [];
    const without: number[] = [];
    const withHook: number[][] = setups.map(() => []);
    const cpuWithout: number[] = [];
    const cpuWithHook: number[][] = setups.map(() => []);
    for (let run = 0; run < options.warmup + options.runs; run++) {
      const node = nodeStartup();
      const a = timedCommit(plain, files, run, options.locals, options.cpu);
      const b = setups.map((setup) => timedCommit(setup.dir, files, run, options.locals, options.cpu));
      if (run >= options.warmup) {
        startup.push(node);
        without.push(a.wall);
        cpuWithout.push(a.cpu);
        b.forEach((time, i) => {
          withHook[i].push(time.wall);
          cpuWithHook[i].push(time.cpu);
        });
      }
    }
    setups.forEach((setup, i) => {
      const added = withHook[i].map((time, run) => time - without[run]);
      const trailers = git(setup.dir, 'log', '-1', '--format=%B').split('\n').filter((line) => line.startsWith('Refactoring:')).length;
      const cpuAdded = cpuWithHook[i].map((time, run) => time - cpuWithout[run]);
      const cpuCells = options.cpu ? ` | ${cell(cpuWithHook[i])} | ${cell(cpuAdded)}` : '';
      process.stdout.write(`${String(files).padStart(5)} | ${setup.label} | ${cell(startup)} | ${cell(without)} | ${cell(withHook[i])} | ${cell(added)}${cpuCells} | ${trailers}\n`);
    });
    for (const setup of setups) {
      if (!setup.cli) continue;
      const fallbacks = existsSync(join(setup.dir, '.git', 'in-process')) ? readFileSync(join(setup.dir, '.git', 'in-process'), 'utf8').split('\n').length - 1 : 0;
      if (fallbacks > 0) process.stdout.write(`      warning: ${setup.label} did not answer ${fallbacks} of the commits (the hook ran refdiff itself)\n`);
      spawnSync('node', [setup.cli, 'daemon', 'stop'], { cwd: setup.dir, env: ENV });
    }
    for (const dir of [plain, ...floor, ...servedCold, ...served, ...hooked]) rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`load average after: ${loadavg().map((n) => n.toFixed(1)).join(' ')}\n`);
}

main();
