import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isolatedGitEnv } from '../hook/hook-repo';

const ROOT = join(__dirname, '..', '..');

/** Top-level entries that never go into the staging copy: built, installed or not needed to pack. */
const LEFT_OUT = new Set(['.git', 'node_modules', 'dist', 'src', 'test', 'bench', 'examples', 'coverage']);

/** The GitHub repository the packed package.json names. */
export const PACKED_REPOSITORY = 'octo/refdiff';

export interface PackedFile {
  path: string;
  mode: number;
}

export interface Packed {
  tarball: string;
  files: PackedFile[];
  cleanup(): void;
}

/**
 * `npm pack` as a release runs it (the `prepare` build included), in a private copy of the
 * project (sources and node_modules linked), so it never races another test's build of dist/.
 */
export function packRefdiff(): Packed {
  const stage = mkdtempSync(join(tmpdir(), 'refdiff-stage-'));
  for (const name of readdirSync(ROOT)) {
    if (!LEFT_OUT.has(name)) cpSync(join(ROOT, name), join(stage, name), { recursive: true });
  }
  for (const name of ['src', 'node_modules']) symlinkSync(join(ROOT, name), join(stage, name));
  // As the release workflow does before publishing: package.json names the repository.
  execFileSync('npm', ['pkg', 'set', 'repository.type=git', `repository.url=git+https://github.com/${PACKED_REPOSITORY}.git`], { cwd: stage, stdio: 'pipe' });
  const out = mkdtempSync(join(tmpdir(), 'refdiff-tarball-'));
  const json = execFileSync('npm', ['pack', '--json', '--pack-destination', out], { cwd: stage, env: npmEnv(out), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const [result] = JSON.parse(json) as { filename: string; files: PackedFile[] }[];
  return {
    tarball: join(out, result.filename),
    files: result.files,
    cleanup: () => [stage, out].forEach((dir) => rmSync(dir, { recursive: true, force: true })),
  };
}

/** npm with an empty cache of its own and no network: what installs here needs nothing else. */
export function npmEnv(scratch: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  // Not the settings of an npm this test may run under (npm test sets npm_config_*).
  const own = Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('npm_')));
  return {
    ...own,
    npm_config_cache: join(scratch, '.npm-cache'),
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
}


export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** A fresh git repository of a user's project, with no git configuration but its own. */
export class UserRepo {
  readonly dir = mkdtempSync(join(tmpdir(), 'refdiff-user-'));
  private readonly home = mkdtempSync(join(tmpdir(), 'refdiff-user-home-'));

  constructor() {
    this.must('git', ['init', '-q', '-b', 'main']);
    this.write('.gitignore', 'node_modules\n');
    this.write('package.json', '{ "name": "user-project", "version": "1.0.0", "private": true }\n');
  }

  env(): NodeJS.ProcessEnv {
    return npmEnv(this.home, isolatedGitEnv(this.home));
  }

  run(command: string, args: readonly string[]): Run {
    const result = spawnSync(command, args, { cwd: this.dir, env: this.env(), encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  /** A command that must succeed; returns stdout. */
  must(command: string, args: readonly string[]): string {
    const result = this.run(command, args);
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
    return result.stdout;
  }

  write(path: string, content: string, mode = 0o644): this {
    const full = join(this.dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    chmodSync(full, mode);
    return this;
  }

  /** The exact message of a commit, as stored. */
  message(rev = 'HEAD'): string {
    const raw = this.must('git', ['cat-file', 'commit', rev]);
    return raw.slice(raw.indexOf('\n\n') + 2);
  }

  cleanup(): void {
    rmSync(this.dir, { recursive: true, force: true });
    rmSync(this.home, { recursive: true, force: true });
  }
}
