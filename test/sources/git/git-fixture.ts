import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Environment for the test's own git calls: fixed identity and dates, no user or system config. */
const GIT_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Ada Tester',
  GIT_AUTHOR_EMAIL: 'ada@example.com',
  GIT_COMMITTER_NAME: 'Ada Tester',
  GIT_COMMITTER_EMAIL: 'ada@example.com',
  GIT_AUTHOR_DATE: '2024-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2024-01-01T00:00:00Z',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

/** A real git repository in a temporary folder, with helpers to write files and commit. */
export class TestRepo {
  readonly dir: string;

  constructor(dir?: string) {
    this.dir = dir ?? mkdtempSync(join(tmpdir(), 'refdiff-git-'));
    if (!dir) this.git('init', '-q', '-b', 'main');
  }

  git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.dir, env: GIT_ENV, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] }).trim();
  }

  write(path: string, content: string | Buffer): this {
    const full = join(this.dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    return this;
  }

  /** `git mv`, creating the target folder first. */
  move(from: string, to: string): this {
    mkdirSync(dirname(join(this.dir, to)), { recursive: true });
    this.git('mv', '--', from, to);
    return this;
  }

  remove(path: string): this {
    this.git('rm', '-q', '--', path);
    return this;
  }

  /** Stages everything and commits; returns the new commit's sha. */
  commit(message: string): string {
    this.git('add', '-A');
    this.git('commit', '-q', '--allow-empty', '-m', message);
    return this.git('rev-parse', 'HEAD');
  }

  cleanup(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
