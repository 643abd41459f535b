import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { POLICY_FILE_NAMES } from '../policy/file-names';
import { readPolicyFile } from '../policy/read-policy-file';
import type { GitObject } from '../sources/git/cat-file';
import { spawnLocalGit } from '../sources/git/process';
import { detectAmend } from './commit-invocation';
import { signalFlagsSet, startEarlyWorker, waitForBoot, type EarlyWorker } from './early-worker';
import { readPipedBlobs } from './piped-blobs';

/**
 * What the hook's dispatcher (dist/cli.js) starts before it loads the hook's bundle: loading it
 * keeps the hook's thread busy for a while (the code cache deserialised, the modules run), and
 * these two wait meanwhile on other threads and processes. The hook takes them over (or ends
 * them); everything else is as if the hook had started them itself.
 */
export interface EarlyStart {
  /** `git cat-file --batch` for the files' contents, starting up beside the bundle's load. */
  catFile?: EarlyGitChild;
  /** Or the files' contents themselves, which the hook script has git write to standard input (piped-blobs.ts). */
  blobs?: Promise<Map<string, GitObject>>;
  /** web-tree-sitter's runtime, compiled by V8 on its background threads; undefined when that failed. */
  runtime?: Promise<WebAssembly.Module | undefined>;
  /** For a policy with rules: the worker thread that will analyse, booting before the hook's V8 flag. */
  worker?: EarlyWorker;
}

export interface EarlyGitChild {
  cwd: string;
  args: readonly string[];
  child: ChildProcessWithoutNullStreams;
  /** Whether it may still be taken over: started and not ended (nobody listened to it yet). */
  usable(): boolean;
}

export const EARLY_CAT_FILE_ARGS: readonly string[] = ['cat-file', '--batch'];

/**
 * Starts them only when the hook script has listed what is staged and found a file refdiff
 * reads among it (it hands on the listing then, headed by its pid: `REFDIFF_HOOK_STAGED`), and
 * when the policy file at the top of the work tree (git runs hooks there) names no rules: a
 * policy with rules is analysed on a worker thread, which starts its own; that thread is what
 * is started then (`processStart`: the hook's, for its profile marks). Only a guess, for
 * speed: whatever is started and not needed is ended unused. When the script pipes the blobs
 * to standard input, they are read instead of starting git.
 *
 * `setFlags` sets the hook's V8 flags, once, before any wasm compiles: after the worker has
 * booted, and after git's start has loaded node's modules for child processes (any flag makes
 * V8 compile node's modules loaded after it from source).
 */
export function startEarly(env: NodeJS.ProcessEnv, hookPid: number, cwd: string, distDir: string, setFlags: () => void = () => undefined, processStart = performance.timeOrigin): EarlyStart {
  const staged = env.REFDIFF_HOOK_STAGED;
  if (staged === undefined || !staged.startsWith(`${hookPid}\n`)) {
    setFlags();
    return {};
  }
  if (mayHaveRules(cwd)) {
    const worker = startEarlyWorker(join(distDir, 'cli.js'), cwd, processStart);
    waitForBoot(worker);
    setFlags();
    signalFlagsSet(worker);
    return { worker };
  }
  const blobs = readPipedBlobs(env, hookPid);
  const early: EarlyStart = blobs ? { blobs } : {};
  // An amend reads other blobs than the script listed (against HEAD's parent): its git starts
  // early as before, and so when git's command line cannot be read.
  if (!blobs || detectAmend(hookPid) !== false) early.catFile = startEarlyGit(cwd, EARLY_CAT_FILE_ARGS);
  setFlags();
  early.runtime = compileDistRuntime(distDir);
  return early;
}

/**
 * Whether a policy file here may hold rules: the word `rules` outside comment lines and an empty
 * `rules: []` (`refdiff init`'s starter file has both), or a file that cannot be read. A wrong
 * guess only costs time (a worker started and ended unused, or started later): the policy, loaded
 * in full, decides where the analysis runs.
 */
export function mayHaveRules(top: string): boolean {
  return POLICY_FILE_NAMES.some((name) => {
    const path = join(top, name);
    if (!existsSync(path)) return false;
    try {
      // Read as the policy is (no FIFO can hang it, no device fill memory): the time limit is not armed yet.
      return mentionsRules(readPolicyFile(path, name));
    } catch {
      return true;
    }
  });
}

export function startEarlyGit(cwd: string, args: readonly string[]): EarlyGitChild | undefined {
  let failed = false;
  let child: ChildProcessWithoutNullStreams;
  try {
    // Started as every git of the hook is: the one taken over must be the one it replaces.
    child = spawnLocalGit(cwd, args);
  } catch {
    return undefined;
  }
  // Until the hook listens: a git that cannot start is not taken over (nor does it crash the hook).
  child.on('error', () => (failed = true));
  child.stdin.on('error', () => undefined);
  return { cwd, args, child, usable: () => !failed && child.pid !== undefined && child.exitCode === null && child.signalCode === null };
}

/** The grammars' runtime of dist/ (`distDir`), compiled on V8's background threads. */
export function compileDistRuntime(distDir: string): Promise<WebAssembly.Module | undefined> | undefined {
  return compileAhead(join(distDir, 'wasm', 'web-tree-sitter.wasm'));
}

export function compileAhead(path: string): Promise<WebAssembly.Module | undefined> | undefined {
  try {
    // A missing or damaged file: the runtime's own load reports it, as without this.
    return WebAssembly.compile(readFileSync(path)).catch(() => undefined);
  } catch {
    return undefined;
  }
}

/** The word `rules` in a policy file's text, comment lines and an empty top-level `rules: []` left out. */
export function mentionsRules(text: string): boolean {
  const withoutComments = text.replace(/^[ \t]*#.*$/gm, '');
  return /rules/.test(withoutComments.replace(/^rules[ \t]*:[ \t]*\[[ \t]*\][ \t]*(#.*)?$/m, ''));
}
