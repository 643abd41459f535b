/**
 * Why refdiff has its own git process layer instead of simple-git (README, "Dependencies"):
 *
 * 1. Reading N blobs of a repository's HEAD: refdiff's one `git cat-file --batch` process, one
 *    `git show <blob>` process per blob (execFile), and simple-git's `show` per blob.
 * 2. A hook's `GIT_INDEX_FILE`: git points hooks at a temporary index for `git commit -a` and
 *    `git commit <paths>`; `diff --cached` must read that one. Checked in a temp repository.
 *
 *   npx tsx bench/git-readers.ts <repo> [N] [--simple-git <path to an installed simple-git>]
 *
 * simple-git is not a dependency: install it anywhere (`npm i simple-git` in a temp folder)
 * and pass that folder's node_modules/simple-git.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { CatFileBatch } from '../src/sources/git/cat-file';

type SimpleGitFactory = (options: { baseDir: string }) => { show(args: string[]): Promise<string>; raw(args: string[]): Promise<string> };

const run = promisify(execFile);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const flag = args.indexOf('--simple-git');
  const simpleGitPath = flag >= 0 ? resolve(args.splice(flag, 2)[1]) : undefined;
  const [repo, count = '200'] = args;
  if (!repo) throw new Error('usage: npx tsx bench/git-readers.ts <repo> [N] [--simple-git <path>]');
  const simpleGit = simpleGitPath ? (require(simpleGitPath) as { simpleGit: SimpleGitFactory }).simpleGit : undefined;

  const blobs = execFileSync('git', ['ls-tree', '-r', 'HEAD'], { cwd: repo, encoding: 'utf8', maxBuffer: 1 << 28 })
    .split('\n')
    .filter((line) => line.includes(' blob '))
    .map((line) => line.split(/\s+/)[2])
    .slice(0, Number(count));
  console.log(`${blobs.length} blobs of ${repo} HEAD, best of 3 (ms):`);
  await time('one git cat-file --batch', async () => {
    const reader = new CatFileBatch(repo);
    await Promise.all(blobs.map((oid) => reader.read(oid)));
    await reader.close();
  });
  await time('git show per blob (execFile)', async () => {
    for (const oid of blobs) await run('git', ['show', oid], { cwd: repo, maxBuffer: 1 << 28 });
  });
  if (simpleGit) {
    await time('simple-git show per blob', async () => {
      const git = simpleGit({ baseDir: repo });
      for (const oid of blobs) await git.show([oid]);
    });
  }
  await indexFileCheck(simpleGit);
}

async function time(label: string, body: () => Promise<void>): Promise<void> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = process.hrtime.bigint();
    await body();
    runs.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  console.log(`  ${label.padEnd(32)} ${Math.min(...runs).toFixed(0)}`);
}

/** A file staged only in a temporary index, as `git commit -a` prepares it for the hook. */
async function indexFileCheck(simpleGit: SimpleGitFactory | undefined): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'refdiff-index-'));
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 'a', GIT_AUTHOR_EMAIL: 'a@b', GIT_COMMITTER_NAME: 'a', GIT_COMMITTER_EMAIL: 'a@b' };
  try {
    execFileSync('git', ['init', '-q', dir], { env });
    writeFileSync(join(dir, 'a.txt'), 'a\n');
    execFileSync('git', ['add', 'a.txt'], { cwd: dir, env });
    execFileSync('git', ['commit', '-qm', 'a'], { cwd: dir, env });
    writeFileSync(join(dir, 'b.txt'), 'b\n');
    const index = join(dir, '.git', 'hook-index');
    execFileSync('git', ['read-tree', 'HEAD'], { cwd: dir, env: { ...env, GIT_INDEX_FILE: index } });
    execFileSync('git', ['add', 'b.txt'], { cwd: dir, env: { ...env, GIT_INDEX_FILE: index } });
    // What a hook process inherits from `git commit -a`.
    process.env.GIT_INDEX_FILE = index;
    console.log("diff --cached with the hook's GIT_INDEX_FILE (b.txt staged only there):");
    const plain = (await run('git', ['diff', '--cached', '--name-only'], { cwd: dir })).stdout.trim();
    console.log(`  execFile (inherits the environment): ${plain || '(nothing)'}`);
    if (simpleGit) {
      try {
        const viaSimpleGit = (await simpleGit({ baseDir: dir }).raw(['diff', '--cached', '--name-only'])).trim();
        console.log(`  simple-git, default options:          ${viaSimpleGit || '(nothing)'}`);
      } catch (error) {
        console.log(`  simple-git, default options:          error: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  } finally {
    delete process.env.GIT_INDEX_FILE;
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`git-readers: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
