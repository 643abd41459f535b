/**
 * What the prepare-commit-msg hook adds to `git commit`: median and p95 wall time of real
 * commits with and without refdiff's hooks, on commits that rename one method in each of 1, 10
 * and 50 Java files. Runs alternate between the two repositories so that machine load hits
 * both alike.
 *
 *   npm run build && npx tsx bench/hook-latency.ts [--runs 20] [--files 1,10,50] [--cli dist/cli.js]
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

interface Options {
  runs: number;
  warmup: number;
  files: number[];
  cli: string;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { runs: 20, warmup: 2, files: [1, 10, 50], cli: resolve(__dirname, '..', 'dist', 'cli.js') };
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
        options.files = (value ?? '').split(',').map((n) => positive(n, '--files'));
        i++;
        break;
      case '--cli':
        options.cli = resolve(value ?? '');
        i++;
        break;
      default:
        fail(`unknown option ${argv[i]} (options: --runs, --warmup, --files, --cli)`);
    }
  }
  return options;
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
function javaClass(index: number, methodName: string): string {
  return `package bench.p${index % 5};

public class Service${index} {
    private final java.util.List<Integer> values = new java.util.ArrayList<>();

    public int ${methodName}(int limit) {
        int result = ${index};
        for (int value : values) {
            if (value < limit) {
                result += value * ${index + 1};
            }
        }
        return result;
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

function createRepository(files: number, cli: string, withHook: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), `refdiff-bench-${withHook ? 'hook' : 'plain'}-`));
  git(dir, 'init', '-q', '-b', 'main');
  writeFileSync(join(dir, '.git', 'info', 'exclude'), 'node_modules\n');
  for (let i = 0; i < files; i++) writeSource(dir, i, 'accumulate');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  if (withHook) {
    mkdirSync(join(dir, 'node_modules', '.bin'), { recursive: true });
    const shim = join(dir, 'node_modules', '.bin', 'refdiff');
    writeFileSync(shim, `#!/bin/sh\nexec node ${JSON.stringify(cli)} "$@"\n`);
    chmodSync(shim, 0o755);
    const install = spawnSync('node', [cli, 'hook', 'install'], { cwd: dir, env: ENV, encoding: 'utf8' });
    if (install.status !== 0) fail(`refdiff hook install failed: ${install.stderr.trim()}`);
  }
  return dir;
}

function writeSource(dir: string, index: number, methodName: string): void {
  const path = join(dir, 'src', `p${index % 5}`, `Service${index}.java`);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, javaClass(index, methodName));
}

/** Stages a rename in every file (untimed), then times the commit alone. */
function timedCommit(dir: string, files: number, run: number): number {
  const name = run % 2 === 0 ? 'total' : 'accumulate';
  for (let i = 0; i < files; i++) writeSource(dir, i, name);
  git(dir, 'add', '-A');
  const started = process.hrtime.bigint();
  const result = spawnSync('git', ['commit', '-q', '-m', `run ${run}`], { cwd: dir, env: ENV, encoding: 'utf8' });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) fail(`git commit failed: ${result.stderr.trim()}`);
  return elapsed;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function main(): void {
  const options = parseOptions(process.argv.slice(2));
  try {
    readFileSync(options.cli);
  } catch {
    fail(`${options.cli} not found: run npm run build first, or pass --cli`);
  }
  process.stdout.write(`git commit wall time, ${options.runs} runs each (after ${options.warmup} warm-up), ms\n`);
  process.stdout.write('files | without hook: median  p95 | with hook: median  p95 | added: median  p95 | trailers\n');
  for (const files of options.files) {
    const plain = createRepository(files, options.cli, false);
    const hooked = createRepository(files, options.cli, true);
    const without: number[] = [];
    const withHook: number[] = [];
    for (let run = 0; run < options.warmup + options.runs; run++) {
      const a = timedCommit(plain, files, run);
      const b = timedCommit(hooked, files, run);
      if (run >= options.warmup) {
        without.push(a);
        withHook.push(b);
      }
    }
    const added = withHook.map((time, i) => time - without[i]);
    const trailers = git(hooked, 'log', '-1', '--format=%B').split('\n').filter((line) => line.startsWith('Refactoring:')).length;
    const cells = [without, withHook, added].map((values) => `${percentile(values, 50).toFixed(0).padStart(6)} ${percentile(values, 95).toFixed(0).padStart(5)}`);
    process.stdout.write(`${String(files).padStart(5)} | ${cells.join(' | ')} | ${trailers}\n`);
    rmSync(plain, { recursive: true, force: true });
    rmSync(hooked, { recursive: true, force: true });
  }
}

main();
