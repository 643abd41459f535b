import { resolve } from 'node:path';
import { useRuntimeCompiledAhead } from '../languages/tree-sitter';
import { setGitSpawner, spawnLocalGit } from '../sources/git/process';
import { compileDistRuntime, EARLY_CAT_FILE_ARGS, startEarlyGit, type EarlyGitChild } from './early-start';
import { waitForFlags } from './early-worker';

/**
 * Makes this thread's first request for the git process `early` runs (same folder, same
 * arguments) take it over instead of starting another; every other request starts git as usual.
 * Returns what ends it when nobody took it (its git then exits as at the end of its input).
 */
export function adoptEarlyGit(early: EarlyGitChild | undefined): () => void {
  // Nothing started early (a hook manager ran the hook, say): git is started as always.
  if (!early) return () => undefined;
  let waiting: EarlyGitChild | undefined = early;
  setGitSpawner((cwd, args) => {
    const taken = waiting && takes(waiting, cwd, args) ? waiting.child : undefined;
    if (taken) {
      waiting = undefined;
      return taken;
    }
    return spawnLocalGit(cwd, args);
  });
  return () => {
    waiting?.child.stdin.end();
    waiting = undefined;
  };
}

function takes(early: EarlyGitChild, cwd: string, args: readonly string[]): boolean {
  return early.usable() && resolve(early.cwd) === resolve(cwd) && args.length === early.args.length && args.every((arg, i) => arg === early.args[i]);
}

/**
 * For the worker thread started before the hook's V8 flag (a policy with rules): its
 * `git cat-file --batch`, started as soon as its bundle is loaded, starts up while the hook
 * loads its own and reads the policy; the analysis takes it over. A worker ended unused ends it
 * (its input closes).
 */
export function startGitAhead(cwd: string): void {
  adoptEarlyGit(startEarlyGit(cwd, EARLY_CAT_FILE_ARGS));
}

/**
 * Then, once the hook has set its V8 flags, the grammars' runtime compiles on V8's background
 * threads until the analysis is asked for (`distDir`: dist/, where its wasm is). Never before
 * the flags: it would not be compiled by the baseline compiler alone.
 */
export function compileRuntimeAhead(booted: Int32Array, distDir: string): void {
  if (!waitForFlags(booted)) return;
  const runtime = compileDistRuntime(distDir);
  if (runtime) useRuntimeCompiledAhead(runtime);
}
