import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { CatFileBatch } from '../../src/sources/git/cat-file';
import { BlobKeepingCatFile, keepStagedFromWorkTree } from '../../src/daemon/kept-blobs';
import { CALCULATOR, HookRepo } from '../hook/hook-repo';
import { join } from 'node:path';

/**
 * The daemon's object reader keeps the blobs it read by id (kept-blobs.ts), on a real
 * repository: what it gives is what `git cat-file --batch` gives, and a kept blob is given
 * without asking git (shown by closing its git process first).
 */

const repos: HookRepo[] = [];
afterAll(() => repos.forEach((repo) => repo.cleanup()));

function repository(): { repo: HookRepo; blob: string; other: string; tree: string; commit: string } {
  // No refdiff runs here: the repository's shim is never started.
  const repo = new HookRepo(join(__dirname, 'no-build'));
  repos.push(repo);
  const blob = repo.git('rev-parse', `HEAD:${CALCULATOR}`).trim();
  repo.renameMin().git('add', CALCULATOR);
  const other = repo.git('rev-parse', `:${CALCULATOR}`).trim();
  return { repo, blob, other, tree: repo.git('rev-parse', 'HEAD^{tree}').trim(), commit: repo.git('rev-parse', 'HEAD').trim() };
}

test('every object as git gives it: blobs, a tree, a commit, a blob over the size asked for, a missing id', async () => {
  const { repo, blob, other, tree, commit } = repository();
  const names = [blob, other, tree, commit, `HEAD:${CALCULATOR}`, '0'.repeat(40)];
  const plain = new CatFileBatch(repo.dir);
  const keeping = new BlobKeepingCatFile(repo.dir);
  try {
    const expected = await Promise.all(names.map((name) => plain.read(name)));
    // Twice: read from git, then from what was kept.
    expect(await Promise.all(names.map((name) => keeping.read(name)))).toEqual(expected);
    expect(await Promise.all(names.map((name) => keeping.read(name)))).toEqual(expected);
    expect(await keeping.read(blob, 10)).toEqual(await plain.read(blob, 10));
    expect((await keeping.read(blob, 10))?.content).toBeUndefined();
  } finally {
    await Promise.all([plain.close(), keeping.close()]);
  }
});

test('a blob read by its id is kept; names that may change (HEAD:path), trees and commits are not', async () => {
  const { repo, blob, other, tree, commit } = repository();
  const keeping = new BlobKeepingCatFile(repo.dir);
  const content = (await keeping.read(blob))?.content?.toString('utf8');
  await keeping.read(`HEAD:${CALCULATOR}`);
  await keeping.read(tree);
  await keeping.read(commit);
  expect(keeping.kept()).toEqual({ blobs: 1, bytes: Buffer.byteLength(content!) });
  // Its git process ended: only what was kept can still be read.
  await keeping.close();
  expect((await keeping.read(blob))?.content?.toString('utf8')).toBe(content);
  await expect(keeping.read(other)).rejects.toThrow('closed');
  await expect(keeping.read(`HEAD:${CALCULATOR}`)).rejects.toThrow('closed');
  await expect(keeping.read(tree)).rejects.toThrow('closed');
});

test('bounded: past its bytes, the blob used longest ago is dropped', async () => {
  const { repo, blob, other } = repository();
  const sizing = new CatFileBatch(repo.dir);
  const size = (await sizing.read(blob))!.size;
  await sizing.close();
  repo.replace(CALCULATOR, 'minimum(', 'smallest(').git('add', CALCULATOR);
  const third = repo.git('rev-parse', `:${CALCULATOR}`).trim();
  // Room for two of the three versions (each within a few bytes of the others).
  const keeping = new BlobKeepingCatFile(repo.dir, 2 * size + 20);
  await keeping.read(blob);
  await keeping.read(other);
  // Used again: now the most recent, and `other` the oldest.
  await keeping.read(blob);
  await keeping.read(third);
  expect(keeping.kept().blobs).toBe(2);
  await keeping.close();
  await expect(keeping.read(blob)).resolves.toMatchObject({ oid: blob });
  await expect(keeping.read(third)).resolves.toMatchObject({ oid: third });
  await expect(keeping.read(other)).rejects.toThrow('closed');
});

test("staged files read from the work tree are kept only when they are exactly their staged blob", async () => {
  const { repo, other } = repository();
  // Staged as `other`, then changed again in the work tree: not the staged blob.
  repo.write('src/my/calc/Extra.java', 'class Extra {}\n').git('add', '-A');
  const extra = repo.git('rev-parse', ':src/my/calc/Extra.java').trim();
  repo.write('src/my/calc/Extra.java', 'class Extra { int changedSinceStaged; }\n');
  const changes = [
    { status: 'M', after: { path: CALCULATOR, mode: '100644', oid: other } },
    { status: 'A', after: { path: 'src/my/calc/Extra.java', mode: '100644', oid: extra } },
    // Not a regular file: never read from the work tree.
    { status: 'A', after: { path: 'src/my/calc', mode: '160000', oid: other } },
  ];
  const keeping = new BlobKeepingCatFile(repo.dir);
  keepStagedFromWorkTree(keeping, repo.dir, changes);
  expect(keeping.kept().blobs).toBe(1);
  // Its git process ended: only what was kept can be read.
  await keeping.close();
  expect((await keeping.read(other))?.content?.toString('utf8')).toBe(repo.read(CALCULATOR));
  await expect(keeping.read(extra)).rejects.toThrow('closed');
  // A reader that keeps nothing is left alone.
  const plain = new CatFileBatch(repo.dir);
  expect(() => keepStagedFromWorkTree(plain, repo.dir, changes)).not.toThrow();
  await plain.close();
});

test("offered bytes are kept under git's own id of them, SHA-1 or SHA-256, and under no other", async () => {
  const { repo } = repository();
  const content = Buffer.from('class Offered {}\n');
  const sha1 = execFileSync('git', ['hash-object', '--stdin'], { input: content, env: repo.env() }).toString().trim();
  // git's id of the same bytes in a SHA-256 repository.
  const sha256Repo = mkdtempSync(join(tmpdir(), 'refdiff-sha256-'));
  execFileSync('git', ['init', '-q', '--object-format=sha256', sha256Repo], { env: repo.env() });
  const sha256 = execFileSync('git', ['hash-object', '--stdin'], { input: content, env: repo.env(), cwd: sha256Repo }).toString().trim();
  rmSync(sha256Repo, { recursive: true, force: true });
  expect(sha256).toHaveLength(64);
  const keeping = new BlobKeepingCatFile(repo.dir);
  expect(keeping.offer(sha1.replace(/^./, (c) => (c === '0' ? '1' : '0')), content)).toBe(false);
  expect(keeping.offer(sha1, content)).toBe(true);
  expect(keeping.offer(sha256, content)).toBe(true);
  expect(keeping.kept().blobs).toBe(2);
  await keeping.close();
});

test('a staged path that is a FIFO in the work tree now is left to git, without blocking; a kept blob is not read again', async () => {
  const { repo, other } = repository();
  repo.write('src/my/calc/Pipe.java', 'class Pipe {}\n').git('add', '-A');
  const pipe = repo.git('rev-parse', ':src/my/calc/Pipe.java').trim();
  rmSync(join(repo.dir, 'src/my/calc/Pipe.java'));
  execFileSync('mkfifo', [join(repo.dir, 'src/my/calc/Pipe.java')]);
  const changes = [
    { status: 'A', after: { path: 'src/my/calc/Pipe.java', mode: '100644', oid: pipe } },
    { status: 'M', after: { path: CALCULATOR, mode: '100644', oid: other } },
  ];
  const keeping = new BlobKeepingCatFile(repo.dir);
  // Blocked on the FIFO, this call would never return (nobody writes to it).
  keepStagedFromWorkTree(keeping, repo.dir, changes);
  expect(keeping.kept().blobs).toBe(1);
  expect(keeping.has(other)).toBe(true);
  expect(keeping.has(pipe)).toBe(false);
  // Kept already: the work tree's file is not read again (changed there now, it would not be kept anyway).
  repo.write(CALCULATOR, 'class Changed {}\n');
  keepStagedFromWorkTree(keeping, repo.dir, changes);
  expect(keeping.kept().blobs).toBe(1);
  // git still gives the FIFO's staged blob.
  await expect(keeping.read(pipe)).resolves.toMatchObject({ oid: pipe, content: Buffer.from('class Pipe {}\n') });
  await keeping.close();
});
