import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/**
 * A private build of the CLI by the project's own scripts/build.mjs, run from a folder that
 * links to the sources and node_modules, so it lands in `<dir>/dist/` beside a copy of
 * `hooks/`: laid out like an installed package, and never racing another build of dist/.
 */
export function buildCli(): string {
  const dir = mkdtempSync(join(tmpdir(), 'refdiff-cli-'));
  for (const name of ['src', 'node_modules', 'package.json']) symlinkSync(join(ROOT, name), join(dir, name));
  mkdirSync(join(dir, 'scripts'));
  copyFileSync(join(ROOT, 'scripts', 'build.mjs'), join(dir, 'scripts', 'build.mjs'));
  // The build writes the file endings refdiff reads into its copy of the hook script.
  mkdirSync(join(dir, 'hooks'));
  for (const hook of ['prepare-commit-msg', 'commit-msg']) {
    copyFileSync(join(ROOT, 'hooks', hook), join(dir, 'hooks', hook));
    chmodSync(join(dir, 'hooks', hook), 0o755);
  }
  execFileSync(process.execPath, [join(dir, 'scripts', 'build.mjs')], { stdio: 'pipe' });
  return dir;
}

/**
 * One test file's private build and its repositories: the build is made before the file's tests,
 * and it and every repository `newRepo` made are removed after them. `cli()` is the build's folder.
 */
export function hookTestBuild(): { cli: () => string; newRepo: () => HookRepo; installedRepo: () => HookRepo } {
  let cli = '';
  const repos: HookRepo[] = [];
  beforeAll(() => {
    cli = buildCli();
  });
  afterAll(() => {
    for (const repo of repos) repo.cleanup();
    rmSync(cli, { recursive: true, force: true });
  });
  const newRepo = (): HookRepo => {
    const repo = new HookRepo(cli);
    repos.push(repo);
    return repo;
  };
  const installedRepo = (): HookRepo => {
    const repo = newRepo();
    expect(repo.refdiff('hook', 'install').status).toBe(0);
    return repo;
  };
  return { cli: () => cli, newRepo, installedRepo };
}

/**
 * Waits, 50 ms at a time, until `condition` holds: at most `tries` times (a condition never met
 * then fails the test by what is asserted after it), else until Jest's own time limit.
 */
export async function until(condition: () => boolean, tries = Infinity): Promise<void> {
  for (let i = 0; i < tries && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
}

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** PATH without any global refdiff, so that only the repository's node_modules/.bin counts. */
const PATH = (process.env.PATH ?? '').split(':').filter((folder) => !/refdiff/.test(folder)).join(':');

/**
 * The environment of a user's git in a test repository: no git or refdiff variables of the test
 * run, no refdiff on PATH but the repository's own, no user or system configuration.
 */
export function isolatedGitEnv(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith('GIT_') && !name.startsWith('REFDIFF_')) env[name] = value;
  }
  return {
    ...env,
    PATH,
    HOME: home,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Ada Tester',
    GIT_AUTHOR_EMAIL: 'ada@example.com',
    GIT_COMMITTER_NAME: 'Ada Tester',
    GIT_COMMITTER_EMAIL: 'ada@example.com',
    // Never a real editor: a test that wants one sets its own.
    GIT_EDITOR: 'false',
  };
}

export const CALCULATOR = 'src/my/calc/Calculator.java';

const CALCULATOR_SOURCE = `package my.calc;

public class Calculator {
    public double min(double a, double b) {
        if (a < b) {
            return a;
        }
        return b;
    }

    public double average(double[] values) {
        double total = 0;
        for (double value : values) {
            total += value;
        }
        return values.length == 0 ? 0 : total / values.length;
    }
}
`;

export const RENAME_MIN = 'Refactoring: Rename Method my.calc.Calculator.min(double, double) -> minimum(double, double)';
export const RENAME_AVERAGE = 'Refactoring: Rename Method my.calc.Calculator.average(double[]) -> mean(double[])';

/**
 * A repository with one Java class committed, refdiff "installed" in node_modules/.bin (a shim
 * to the private build) and git configured without any user or system configuration.
 */
export class HookRepo {
  readonly dir = mkdtempSync(join(tmpdir(), 'refdiff-hook-'));
  private readonly home = mkdtempSync(join(tmpdir(), 'refdiff-home-'));

  constructor(private readonly cli: string) {
    this.git('init', '-q', '-b', 'main');
    this.write('.git/info/exclude', 'node_modules\n');
    this.useRefdiff(`#!/bin/sh\nexec node ${JSON.stringify(join(cli, 'dist', 'cli.js'))} "$@"\n`);
    this.write(CALCULATOR, CALCULATOR_SOURCE);
    this.git('add', '-A');
    this.git('commit', '-q', '-m', 'Calculator');
  }

  /** Replaces node_modules/.bin/refdiff with this script (a crash, a wrong path...). */
  useRefdiff(script: string): void {
    this.write('node_modules/.bin/refdiff', script);
    chmodSync(join(this.dir, 'node_modules/.bin/refdiff'), 0o755);
  }

  env(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
    return {
      ...isolatedGitEnv(this.home),
      ...extra,
    };
  }

  run(command: string, args: readonly string[], extraEnv: NodeJS.ProcessEnv = {}): Run {
    const result = spawnSync(command, args, { cwd: this.dir, env: this.env(extraEnv), encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  /** git that must succeed; returns stdout. */
  git(...args: string[]): string {
    const result = this.run('git', args);
    if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
    return result.stdout;
  }

  refdiff(...args: string[]): Run {
    return this.run('node', [join(this.cli, 'dist', 'cli.js'), ...args]);
  }

  /** The exact message of a commit, as stored. */
  message(rev = 'HEAD'): string {
    const raw = this.git('cat-file', 'commit', rev);
    return raw.slice(raw.indexOf('\n\n') + 2);
  }

  write(path: string, content: string): this {
    const full = join(this.dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    return this;
  }

  read(path: string): string {
    return readFileSync(join(this.dir, path), 'utf8');
  }

  /** Edits a file in the work tree (not staged). */
  replace(path: string, from: string, to: string): this {
    const text = this.read(path);
    if (!text.includes(from)) throw new Error(`${path} has no '${from}'`);
    return this.write(path, text.replace(from, to));
  }

  renameMin(): this {
    return this.replace(CALCULATOR, 'double min(', 'double minimum(');
  }

  renameAverage(): this {
    return this.replace(CALCULATOR, 'double average(', 'double mean(');
  }

  /**
   * husky v9's layout, as `husky` (its install) leaves it: `core.hooksPath=.husky/_`, a runner
   * `.husky/_/h`, and in `.husky/_` one two-line wrapper per git hook that sources the runner,
   * which runs the team's `.husky/<name>` when there is one. The runner does what husky's does
   * for a hook (written here, not copied).
   */
  huskyV9(): this {
    this.git('config', 'core.hooksPath', '.husky/_');
    this.write('.husky/_/h', [
      '#!/usr/bin/env sh',
      'n=$(basename "$0")',
      's=$(dirname "$(dirname "$0")")/$n',
      '[ ! -f "$s" ] && exit 0',
      '[ "${HUSKY-}" = "0" ] && exit 0',
      'export PATH="node_modules/.bin:$PATH"',
      'sh -e "$s" "$@"',
      'c=$?',
      '[ $c != 0 ] && echo "husky - $n script failed (code $c)"',
      'exit $c',
      '',
    ].join('\n'));
    this.write('.husky/_/.gitignore', '*');
    this.write('.husky/_/husky.sh', '');
    for (const hook of ['pre-commit', 'prepare-commit-msg', 'commit-msg', 'post-commit', 'pre-push']) {
      this.write(`.husky/_/${hook}`, '#!/usr/bin/env sh\n. "${0%/*}/h"');
      chmodSync(join(this.dir, '.husky/_', hook), 0o755);
    }
    return this;
  }

  /** The user's own git configuration (~/.gitconfig of this repository's home). */
  userConfig(text: string): this {
    writeFileSync(join(this.home, '.gitconfig'), text);
    return this;
  }

  /** An editor script for GIT_EDITOR: runs `body` with the message file as $1. */
  editor(name: string, body: string): string {
    const path = join(this.home, name);
    writeFileSync(path, `#!/bin/sh\n${body}\n`);
    chmodSync(path, 0o755);
    return path;
  }

  cleanup(): void {
    rmSync(this.dir, { recursive: true, force: true });
    rmSync(this.home, { recursive: true, force: true });
  }
}
