import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { githubRepository } from '../../src/cli/init/action-reference';
import { hooksStatus } from '../../src/hook/install';
import { parsePolicy } from '../../src/policy/load';
import { VERSION } from '../../src/version';
import { refdiff } from './cli-harness';

const ROOT = join(__dirname, '..', '..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'refdiff-init-'));
  dirs.push(dir);
  return dir;
}

function repository(): string {
  const dir = tempDir();
  execFileSync('git', ['init', '-q', dir], { env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } });
  return dir;
}

const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');

test('writes a commented .refdiffrc.yml at the repository root whose values are the defaults', async () => {
  const dir = repository();
  mkdirSync(join(dir, 'src', 'deep'), { recursive: true });
  const result = await refdiff(join(dir, 'src', 'deep'), ['init']);
  expect(result).toEqual({ code: 0, stdout: 'refdiff: wrote .refdiffrc.yml\n', stderr: '' });
  const text = read(dir, '.refdiffrc.yml');
  expect(text.split('\n').filter((line) => line.trimStart().startsWith('#')).length).toBeGreaterThan(10);
  expect(parsePolicy(text)).toEqual(parsePolicy(''));
});

test("the file's first line points editors at the schema: the installed copy, else this version's published one", async () => {
  const dir = repository();
  await refdiff(dir, ['init']);
  expect(read(dir, '.refdiffrc.yml').split('\n')[0]).toBe(`# yaml-language-server: $schema=https://unpkg.com/refdiff@${VERSION}/schema/refdiffrc.schema.json`);
  mkdirSync(join(dir, 'node_modules', 'refdiff', 'schema'), { recursive: true });
  writeFileSync(join(dir, 'node_modules', 'refdiff', 'schema', 'refdiffrc.schema.json'), '{}');
  await refdiff(dir, ['init', '--force']);
  expect(read(dir, '.refdiffrc.yml').split('\n')[0]).toBe('# yaml-language-server: $schema=./node_modules/refdiff/schema/refdiffrc.schema.json');
});

test("the starter's commented example rule is valid once uncommented", async () => {
  const dir = repository();
  await refdiff(dir, ['init']);
  const text = read(dir, '.refdiffrc.yml');
  const rules = text.slice(text.indexOf('rules: []'));
  const uncommented = text.replace(rules, rules.replace('rules: []', 'rules:').replace(/^#/gm, ''));
  expect(parsePolicy(uncommented).rules).toEqual([expect.objectContaining({ name: 'public-api-stable', level: 'error' })]);
});

test('refuses to overwrite a policy file (.yml or .yaml) without --force, and --force rewrites that one', async () => {
  const dir = repository();
  writeFileSync(join(dir, '.refdiffrc.yaml'), 'version: 1\n');
  const refused = await refdiff(dir, ['init']);
  expect(refused).toEqual({ code: 2, stdout: '', stderr: 'refdiff: .refdiffrc.yaml already exists; nothing written (--force overwrites it)\n' });
  expect(read(dir, '.refdiffrc.yaml')).toBe('version: 1\n');
  expect(existsSync(join(dir, '.refdiffrc.yml'))).toBe(false);

  const forced = await refdiff(dir, ['init', '--force']);
  expect(forced).toEqual({ code: 0, stdout: 'refdiff: wrote .refdiffrc.yaml\n', stderr: '' });
  expect(read(dir, '.refdiffrc.yaml')).toContain('commitMessage:');
  expect(existsSync(join(dir, '.refdiffrc.yml'))).toBe(false);
});

test("--hook --workflow: installs the hooks and writes the README's workflow with the Action named", async () => {
  const dir = repository();
  const result = await refdiff(dir, ['init', '--hook', '--workflow', '--action', 'octo/refdiff@v1']);
  expect(result.code).toBe(0);
  expect(result.stdout).toContain('refdiff: wrote .github/workflows/refdiff.yml\n');
  expect((await hooksStatus(dir)).hooks.map((hook) => hook.installed)).toEqual([true, true]);

  const written = parse(read(dir, '.github/workflows/refdiff.yml'));
  const readme = read(ROOT, 'README.md');
  const copyPaste = /```yaml\n# \.github\/workflows\/refdiff\.yml\n([\s\S]*?)```/.exec(readme)![1].replace('<owner>/refdiff@v1', 'octo/refdiff@v1');
  expect(written).toEqual(parse(copyPaste));
});

test('--hook keeps a hook that was there and says so', async () => {
  const dir = repository();
  writeFileSync(join(dir, '.git', 'hooks', 'prepare-commit-msg'), '#!/bin/sh\nexit 0\n');
  const result = await refdiff(dir, ['init', '--hook']);
  expect(result.code).toBe(0);
  expect(result.stdout).toContain(`refdiff: the prepare-commit-msg hook that was there runs first, from ${join(dir, '.git', 'hooks', 'prepare-commit-msg.refdiff-chained')}\n`);
});

test('an existing workflow or a hook in the way: one line, and nothing is written', async () => {
  const dir = repository();
  mkdirSync(join(dir, '.github', 'workflows'), { recursive: true });
  writeFileSync(join(dir, '.github', 'workflows', 'refdiff.yml'), 'mine\n');
  expect(await refdiff(dir, ['init', '--workflow', '--action', 'octo/refdiff@v1'])).toMatchObject({ code: 2, stderr: 'refdiff: .github/workflows/refdiff.yml already exists; nothing written (--force overwrites it)\n' });
  expect(read(dir, '.github/workflows/refdiff.yml')).toBe('mine\n');

  const hooks = join(dir, '.git', 'hooks');
  writeFileSync(join(hooks, 'commit-msg'), '#!/bin/sh\n');
  writeFileSync(join(hooks, 'commit-msg.refdiff-chained'), '#!/bin/sh\n');
  const result = await refdiff(dir, ['init', '--hook']);
  expect(result.code).toBe(2);
  expect(result.stderr).toMatch(/^refdiff: cannot keep the existing hook: [^\n]*\n$/);
  expect(existsSync(join(dir, '.refdiffrc.yml'))).toBe(false);
  expect(existsSync(join(hooks, 'prepare-commit-msg'))).toBe(false);
});

test('bad input: outside a repository, a malformed --action', async () => {
  const plain = tempDir();
  expect(await refdiff(plain, ['init'])).toEqual({ code: 2, stdout: '', stderr: `refdiff: not a git repository: ${plain}\n` });
  expect(await refdiff(repository(), ['init', '--workflow', '--action', 'refdiff'])).toMatchObject({ code: 2, stderr: "refdiff: --action: 'refdiff' is not <owner>/<name>@<ref>\n" });
});

test("the Action's repository is read from package.json's repository field in its usual forms", () => {
  for (const field of ['git+https://github.com/octo/refdiff.git', 'https://github.com/octo/refdiff', 'git@github.com:octo/refdiff.git', 'github:octo/refdiff', 'octo/refdiff', { type: 'git', url: 'git+https://github.com/octo/refdiff.git' }]) {
    expect(githubRepository(field)).toBe('octo/refdiff');
  }
  expect(githubRepository(undefined)).toBeUndefined();
  expect(githubRepository('https://gitlab.com/octo/refdiff.git')).toBeUndefined();
});
