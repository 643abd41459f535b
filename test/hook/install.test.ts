import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hooksStatus, installHooks, shippedHookScript, uninstallHooks } from '../../src/hook/install';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function repository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'refdiff-install-'));
  dirs.push(dir);
  execFileSync('git', ['init', '-q', dir], { env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } });
  return dir;
}

test('install is idempotent and uninstall leaves the directory as it was', async () => {
  const dir = repository();
  const hooks = join(dir, '.git', 'hooks');
  const before = readdir(hooks);
  expect((await installHooks(dir)).map((r) => r.outcome)).toEqual(['installed', 'installed']);
  expect((await installHooks(dir)).map((r) => r.outcome)).toEqual(['unchanged', 'unchanged']);
  expect(readFileSync(join(hooks, 'prepare-commit-msg'), 'utf8')).toBe(shippedHookScript('prepare-commit-msg'));
  expect(statSync(join(hooks, 'commit-msg')).mode & 0o111).not.toBe(0);
  expect((await hooksStatus(dir)).hooks.map((h) => [h.installed, h.current, h.chained])).toEqual([[true, true, false], [true, true, false]]);
  expect((await uninstallHooks(dir)).map((r) => r.outcome)).toEqual(['removed', 'removed']);
  expect(readdir(hooks)).toEqual(before);
});

test('an outdated refdiff hook is updated in place', async () => {
  const dir = repository();
  await installHooks(dir);
  const path = join(dir, '.git', 'hooks', 'prepare-commit-msg');
  writeFileSync(path, '#!/bin/sh\n# managed-by: refdiff (an old version)\n');
  expect((await hooksStatus(dir)).hooks[0].current).toBe(false);
  expect((await installHooks(dir))[0].outcome).toBe('updated');
  expect(readFileSync(path, 'utf8')).toBe(shippedHookScript('prepare-commit-msg'));
});

test('a chained file in the way: nothing is changed, one clear error', async () => {
  const dir = repository();
  const hooks = join(dir, '.git', 'hooks');
  writeFileSync(join(hooks, 'commit-msg'), '#!/bin/sh\nexit 0\n');
  writeFileSync(join(hooks, 'commit-msg.refdiff-chained'), '#!/bin/sh\nexit 0\n');
  await expect(installHooks(dir)).rejects.toThrow(/commit-msg.refdiff-chained is in the way/);
  expect(existsSync(join(hooks, 'prepare-commit-msg'))).toBe(false);
  expect((await hooksStatus(dir)).hooks[1].foreign).toBe(true);
});

test('a missing hooks directory is created (core.hooksPath pointing nowhere yet)', async () => {
  const dir = repository();
  execFileSync('git', ['config', 'core.hooksPath', 'tools/hooks'], { cwd: dir });
  const [result] = await installHooks(dir);
  expect(result.paths.hook).toBe(join(dir, 'tools', 'hooks', 'prepare-commit-msg'));
  expect(existsSync(result.paths.hook)).toBe(true);
});

test('a worktree installs into the hooks git uses for it', async () => {
  const dir = repository();
  execFileSync('git', ['-c', 'user.name=A', '-c', 'user.email=a@b', 'commit', '-q', '--allow-empty', '-m', 'x'], { cwd: dir });
  const worktree = join(dir, '..', `${dir.split('/').pop()}-wt`);
  dirs.push(worktree);
  execFileSync('git', ['worktree', 'add', '-q', worktree], { cwd: dir });
  const [result] = await installHooks(worktree);
  expect(result.paths.hook).toBe(join(dir, '.git', 'hooks', 'prepare-commit-msg'));
});

function readdir(path: string): string[] {
  return readdirSync(path).sort();
}
