import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { CatFileBatch } from '../../src/sources/git/cat-file';
import { setGitSpawner, spawnGit, spawnLocalGit } from '../../src/sources/git/process';
import { adoptEarlyGit } from '../../src/hook/early-git';
import { mayHaveRules, mentionsRules, startEarly, type EarlyGitChild } from '../../src/hook/early-start';
import { starterPolicy } from '../../src/cli/init/starter-policy';
import { TestRepo } from '../sources/git/git-fixture';

/**
 * What dist/cli.js starts before the hook's bundle loads (git cat-file, the tree-sitter runtime's
 * compile) and how the hook takes it over: real git processes in a real repository.
 */

const RUNTIME = join(__dirname, '..', '..', 'node_modules', 'web-tree-sitter', 'web-tree-sitter.wasm');

let repo: TestRepo;
let dist: string;
const started: EarlyGitChild[] = [];

beforeAll(() => {
  repo = new TestRepo();
  repo.write('A.java', 'class A {}\n');
  repo.commit('A');
  dist = mkdtempSync(join(tmpdir(), 'refdiff-early-dist-'));
  mkdirSync(join(dist, 'wasm'));
  copyFileSync(RUNTIME, join(dist, 'wasm', 'web-tree-sitter.wasm'));
});

afterEach(() => {
  setGitSpawner(spawnLocalGit);
  for (const early of started.splice(0)) early.child.kill();
  for (const worker of workers.splice(0)) void worker.terminate();
});

afterAll(() => {
  repo.cleanup();
  rmSync(dist, { recursive: true, force: true });
});

const listing = (pid: number) => ({ REFDIFF_HOOK_STAGED: `${pid}\n:100644 100644 ${'1'.repeat(40)} ${'2'.repeat(40)} M\tA.java` });

const workers: Worker[] = [];
/** How often `startEarly` set the flags, by the last `early` call. */
let flagsSet = 0;

function early(env: NodeJS.ProcessEnv, cwd = repo.dir): ReturnType<typeof startEarly> {
  flagsSet = 0;
  const result = startEarly(env, 4242, cwd, dist, () => flagsSet++);
  if (result.catFile) started.push(result.catFile);
  if (result.worker) workers.push(result.worker.worker);
  return result;
}

function closed(child: EarlyGitChild['child']): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('close', resolve)));
}

test("a policy's text may hold rules unless it names them only in comments or as an empty list (refdiff init's starter file)", () => {
  expect(mentionsRules(starterPolicy('https://example.com/schema.json'))).toBe(false);
  expect(mentionsRules('# no rules here\nrules: []  # none yet\n')).toBe(false);
  expect(mentionsRules('commitMessage:\n  timeoutMs: 5000\n')).toBe(false);
  expect(mentionsRules('rules:\n  - name: no-renames\n    match: { operation: RENAME }\n')).toBe(true);
  expect(mentionsRules('rules: [{ name: no-renames, match: { operation: RENAME } }]\n')).toBe(true);
  expect(mentionsRules('{ "rules": [] , "x": 1 }\n')).toBe(true);
  expect(mentionsRules('# rules below\nrules: []\nextra: { rules: 1 }\n')).toBe(true);
});

test("nothing is started without the hook script's listing, or with another process's", () => {
  expect(early({})).toEqual({});
  expect(early(listing(4243))).toEqual({});
  expect(early({ REFDIFF_HOOK_STAGED: '4242' })).toEqual({});
});

test('when the policy file may hold rules only the worker thread is started (it reads the files itself), and the flags are set once either way', () => {
  const withPolicy = new TestRepo();
  try {
    withPolicy.write('.refdiffrc.yml', 'commitMessage:\n  maxItems: 3\n');
    expect(mayHaveRules(withPolicy.dir)).toBe(false);
    expect(Object.keys(early(listing(4242), withPolicy.dir)).sort()).toEqual(['catFile', 'runtime']);
    expect(flagsSet).toBe(1);
    withPolicy.write('.refdiffrc.yml', 'rules:\n  - name: no-renames\n    match: { operation: RENAME }\n');
    expect(mayHaveRules(withPolicy.dir)).toBe(true);
    // This test's dist folder has no cli.js: the thread fails, the wait ends at its limit.
    const withRules = early(listing(4242), withPolicy.dir);
    expect(Object.keys(withRules)).toEqual(['worker']);
    expect(withRules.worker?.cwd).toBe(withPolicy.dir);
    expect(flagsSet).toBe(1);
    rmSync(join(withPolicy.dir, '.refdiffrc.yml'));
    withPolicy.write('.refdiffrc.yaml', 'rules:\n  - { name: any, match: {} }\n');
    expect(Object.keys(early(listing(4242), withPolicy.dir))).toEqual(['worker']);
    // An empty list of rules: git and the runtime start early, as without rules.
    withPolicy.write('.refdiffrc.yaml', 'rules: []\n');
    expect(Object.keys(early(listing(4242), withPolicy.dir)).sort()).toEqual(['catFile', 'runtime']);
    // Nothing staged that refdiff reads: nothing started, the flags set all the same.
    expect(early({}, withPolicy.dir)).toEqual({});
    expect(flagsSet).toBe(1);
  } finally {
    withPolicy.cleanup();
  }
});

test('a policy file that is a named pipe is not waited on (the time limit is not armed yet): it may hold rules, only the worker thread is started', () => {
  const withPipe = new TestRepo();
  try {
    execFileSync('mkfifo', [join(withPipe.dir, '.refdiffrc.yml')]);
    expect(mayHaveRules(withPipe.dir)).toBe(true);
    expect(Object.keys(early(listing(4242), withPipe.dir))).toEqual(['worker']);
  } finally {
    withPipe.cleanup();
  }
});

test("with the script's listing: the first cat-file of the work tree is the one started early, and it reads", async () => {
  const { catFile, runtime } = early(listing(4242));
  expect(catFile?.usable()).toBe(true);
  expect(await runtime).toBeInstanceOf(WebAssembly.Module);
  adoptEarlyGit(catFile);
  // Another command, or another folder, starts its own git.
  const other = spawnGit(repo.dir, ['cat-file', '--batch-check']);
  expect(other).not.toBe(catFile!.child);
  other.stdin.end();
  const reader = new CatFileBatch(repo.dir);
  const blob = await reader.read(repo.git('rev-parse', 'HEAD:A.java'));
  expect(blob?.content?.toString('utf8')).toBe('class A {}\n');
  await reader.close();
  expect(await closed(catFile!.child)).toBe(0);
  // Taken once: the next reader has a git of its own.
  const second = spawnGit(repo.dir, ['cat-file', '--batch']);
  expect(second).not.toBe(catFile!.child);
  second.stdin.end();
});

test('a git started early and not taken is ended by the release', async () => {
  const { catFile } = early(listing(4242));
  const release = adoptEarlyGit(catFile);
  const elsewhere = mkdtempSync(join(tmpdir(), 'refdiff-early-other-'));
  try {
    const own = spawnGit(elsewhere, ['cat-file', '--batch']);
    expect(own).not.toBe(catFile!.child);
    own.stdin.end();
    await closed(own as EarlyGitChild['child']);
  } finally {
    rmSync(elsewhere, { recursive: true, force: true });
  }
  release();
  expect(await closed(catFile!.child)).toBe(0);
});

test('a git that could not start is not taken: the reader starts its own, and reads', async () => {
  const gone = mkdtempSync(join(tmpdir(), 'refdiff-early-gone-'));
  rmSync(gone, { recursive: true });
  const { catFile } = early(listing(4242), gone);
  await new Promise((resolve) => catFile!.child.once('error', resolve));
  expect(catFile!.usable()).toBe(false);
  adoptEarlyGit({ ...catFile!, cwd: repo.dir });
  const reader = new CatFileBatch(repo.dir);
  const blob = await reader.read(repo.git('rev-parse', 'HEAD:A.java'));
  expect(blob?.content?.toString('utf8')).toBe('class A {}\n');
  await reader.close();
});

test('a missing or damaged runtime file: no module ahead (the runtime then reports it as before)', async () => {
  writeFileSync(join(dist, 'wasm', 'web-tree-sitter.wasm'), 'not wasm');
  try {
    expect(await early(listing(4242)).runtime).toBeUndefined();
    rmSync(join(dist, 'wasm', 'web-tree-sitter.wasm'));
    expect(early(listing(4242)).runtime).toBeUndefined();
  } finally {
    copyFileSync(RUNTIME, join(dist, 'wasm', 'web-tree-sitter.wasm'));
  }
});
