import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Real git repositories in temp folders, for the action's tests. */

const IDENTITY = ['-c', 'user.name=Test Author', '-c', 'user.email=author@example.com', '-c', 'commit.gpgsign=false'];

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', [...IDENTITY, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `refdiff-action-${prefix}-`));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** A new repository on branch `main`. */
export function initRepo(dir: string): string {
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '--quiet', '--initial-branch=main');
  // file:// clones of this repository may fetch any commit id, as GitHub allows for reachable ones.
  git(dir, 'config', 'uploadpack.allowReachableSHA1InWant', 'true');
  return dir;
}

/** Writes files (a `null` content deletes the file) and commits them; returns the new commit id. */
export function commitFiles(dir: string, message: string, files: Record<string, string | null>): string {
  for (const [path, content] of Object.entries(files)) {
    const full = join(dir, path);
    if (content === null) {
      git(dir, 'rm', '--quiet', '--', path);
      continue;
    }
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    git(dir, 'add', '--', path);
  }
  git(dir, 'commit', '--quiet', '--allow-empty', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

/** A clone the way actions/checkout makes one (`origin` remote; `depth` for a shallow one). */
export function cloneRepo(origin: string, dir: string, options: { depth?: number; branch?: string } = {}): string {
  const args = ['clone', '--quiet', '--no-local'];
  if (options.depth !== undefined) args.push(`--depth=${options.depth}`);
  if (options.branch) args.push(`--branch=${options.branch}`);
  git(dirname(dir), ...args, `file://${origin}`, dir);
  return dir;
}

export const ZERO_SHA = '0'.repeat(40);
