import { chmodSync, existsSync, lstatSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { RefdiffError } from '../errors';
import { gitText } from '../sources/git/process';
import { detectHookManager, managerCallsRefdiff, type HookManager } from './hook-managers';

/**
 * `refdiff hook install | uninstall | status`. The hooks go where git looks for hooks
 * (`git rev-parse --git-path hooks`: `core.hooksPath` and worktrees included). A hook that is
 * already there is kept: renamed to `<name>.refdiff-chained`, which refdiff's hook runs first,
 * and renamed back on uninstall, so uninstall restores exactly what was there. Where a hook
 * manager owns the hooks, install refuses and gives the lines for the manager instead.
 */

/** The hooks refdiff installs: the one that writes the message, and its editor-session companion. */
export const HOOK_NAMES = ['prepare-commit-msg', 'commit-msg'] as const;
export type HookName = (typeof HOOK_NAMES)[number];
export const CHAINED_SUFFIX = '.refdiff-chained';
/** The line that identifies refdiff's hook scripts. */
export const HOOK_MARKER = 'managed-by: refdiff';

export interface HookPaths {
  name: HookName;
  directory: string;
  hook: string;
  chained: string;
}

export async function hooksDirectory(cwd: string): Promise<string> {
  return resolve(cwd, await gitText(cwd, ['rev-parse', '--git-path', 'hooks']));
}

function pathsOf(directory: string, name: HookName): HookPaths {
  const hook = join(directory, name);
  return { name, directory, hook, chained: hook + CHAINED_SUFFIX };
}

export interface InstallResult {
  paths: HookPaths;
  outcome: 'installed' | 'updated' | 'unchanged';
  /** Whether a hook that was there before now runs first, from the chained file. */
  chained: boolean;
}

/** A hook manager runs the hooks here: nothing installed; `manager.recipe` says what to add to it. */
export class HookManagerError extends RefdiffError {
  constructor(readonly manager: HookManager) {
    super(
      `not installed: ${manager.name} runs this repository's hooks (${manager.evidence}), and refdiff's hooks there would stop its own; add the lines above to ${manager.name} instead`,
    );
  }
}

/** The hook manager in charge here, if any. */
export async function hookManager(cwd: string, directory?: string): Promise<HookManager | undefined> {
  const top = await workTreeTop(cwd);
  return detectHookManager(top || cwd, directory ?? (await hooksDirectory(cwd)));
}

/** Installs every hook of HOOK_NAMES; checks them all before changing any. */
export async function installHooks(cwd: string): Promise<InstallResult[]> {
  const directory = await hooksDirectory(cwd);
  const manager = await hookManager(cwd, directory);
  if (manager) throw new HookManagerError(manager);
  const plans = HOOK_NAMES.map((name) => ({ paths: pathsOf(directory, name), script: shippedHookScript(name) }));
  for (const { paths } of plans) {
    if (exists(paths.hook) && !isRefdiffHook(paths.hook) && exists(paths.chained)) {
      throw new RefdiffError(`cannot keep the existing hook: ${paths.chained} is in the way; move one of them away first`);
    }
  }
  mkdirSync(directory, { recursive: true });
  return plans.map(({ paths, script }) => installOne(paths, script));
}

function installOne(paths: HookPaths, script: string): InstallResult {
  const present = exists(paths.hook);
  if (present && isRefdiffHook(paths.hook)) {
    const same = readFileSync(paths.hook, 'utf8') === script;
    if (!same) writeHook(paths.hook, script);
    return { paths, outcome: same ? 'unchanged' : 'updated', chained: exists(paths.chained) };
  }
  if (present) renameSync(paths.hook, paths.chained);
  writeHook(paths.hook, script);
  return { paths, outcome: 'installed', chained: present };
}

export interface UninstallResult {
  paths: HookPaths;
  outcome: 'removed' | 'not-installed';
  /** Whether the hook that was there before is back in place. */
  restored: boolean;
}

export async function uninstallHooks(cwd: string): Promise<UninstallResult[]> {
  const directory = await hooksDirectory(cwd);
  return HOOK_NAMES.map((name) => uninstallOne(pathsOf(directory, name)));
}

function uninstallOne(paths: HookPaths): UninstallResult {
  if (!exists(paths.hook) || !isRefdiffHook(paths.hook)) return { paths, outcome: 'not-installed', restored: false };
  unlinkSync(paths.hook);
  const restored = exists(paths.chained);
  if (restored) renameSync(paths.chained, paths.hook);
  return { paths, outcome: 'removed', restored };
}

export interface HookStatus {
  paths: HookPaths;
  installed: boolean;
  /** The installed script is the one this refdiff ships (false: `refdiff hook install` updates it). */
  current: boolean;
  chained: boolean;
  /** A hook of another tool sits where refdiff's would go. */
  foreign: boolean;
}

export interface HooksStatus {
  hooks: HookStatus[];
  /** The hook manager in charge, and for each hook whether its configuration calls refdiff. */
  manager?: { name: string; evidence: string; callsRefdiff: Record<HookName, boolean> };
  /** The refdiff the hooks will run, as the shell hook finds it; undefined when it finds none. */
  refdiff: string | undefined;
}

export async function hooksStatus(cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<HooksStatus> {
  const directory = await hooksDirectory(cwd);
  const hooks = HOOK_NAMES.map((name) => {
    const paths = pathsOf(directory, name);
    const present = exists(paths.hook);
    const installed = present && isRefdiffHook(paths.hook);
    return {
      paths,
      installed,
      current: installed && readFileSync(paths.hook, 'utf8') === shippedHookScript(name),
      chained: installed && exists(paths.chained),
      foreign: present && !installed,
    };
  });
  const top = await workTreeTop(cwd);
  const manager = detectHookManager(top || cwd, directory);
  const refdiff = findRefdiff(top, env);
  if (!manager) return { hooks, refdiff };
  const callsRefdiff = Object.fromEntries(HOOK_NAMES.map((name) => [name, managerCallsRefdiff(manager, name)])) as Record<HookName, boolean>;
  return { hooks, refdiff, manager: { name: manager.name, evidence: manager.evidence, callsRefdiff } };
}

async function workTreeTop(cwd: string): Promise<string> {
  return gitText(cwd, ['rev-parse', '--show-toplevel'], { okCodes: [128] }).catch(() => '');
}

/** The same search as the shell hook: the project's node_modules/.bin, then PATH. */
function findRefdiff(top: string, env: NodeJS.ProcessEnv): string | undefined {
  const local = top ? join(top, 'node_modules', '.bin', 'refdiff') : undefined;
  if (local && existsSync(local)) return local;
  for (const folder of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(folder, 'refdiff');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The shell hook shipped in the package's `hooks/` folder, found from this module in the
 * bundle (`dist/cli.js`) and in the sources (`src/hook/install.ts`).
 */
export function shippedHookScript(name: HookName): string {
  for (const candidate of [join(__dirname, '..', 'hooks', name), join(__dirname, '..', '..', 'hooks', name)]) {
    if (existsSync(candidate)) return readFileSync(candidate, 'utf8');
  }
  throw new RefdiffError(`the hook script hooks/${name} is missing from the refdiff installation`, 1);
}

function isRefdiffHook(path: string): boolean {
  try {
    return readFileSync(path, 'utf8').split('\n', 5).some((line) => line.includes(HOOK_MARKER));
  } catch {
    return false;
  }
}

/** lstat, so that a dangling symlink (a hook manager's) still counts as a hook that is there. */
function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

function writeHook(path: string, script: string): void {
  writeFileSync(path, script, { mode: 0o755 });
  chmodSync(path, 0o755);
}
