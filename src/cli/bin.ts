import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { isMainThread, workerData } from 'node:worker_threads';
import { isStagedWorkerData } from '../hook/analysis-protocol';
import { requireWithCodeCache, userCacheDir } from '../hook/code-cache';
import { startEarly, type EarlyStart } from '../hook/early-start';
import { signalBooted, signalFailed } from '../hook/early-worker';
import { mark } from '../hook/profile-marks';

/**
 * dist/cli.js, the package's bin: a dispatcher in front of three bundles (scripts/build.mjs).
 * Every commit waits for the git hook's `hook run`, so it loads only the hook and the engine
 * (dist/hook.js) and a worker thread of the hook only the engine (dist/hook-worker.js), both
 * from V8's code cache;
 * every other command loads the whole CLI (dist/main.js).
 */
const args = process.argv.slice(2);
// The hook's call as git makes it: `hook run <file> [source] [sha]`; options and help are the CLI's.
const hookRun = args[0] === 'hook' && args[1] === 'run' && args.length >= 3 && args.length <= 5 && !args.slice(2).some((arg) => arg.startsWith('-'));

// The hook sets --liftoff-only (run-hook.ts); set before its bundles compile, the flags V8 keys
// a code cache on are the same when the cache is made (as the process ends) and when it is used.
// Any flag set also makes V8 reject node's own code cache for the built-in modules loaded after
// it: those are compiled from source. What the hook loads later is loaded before the flag, and
// a worker thread started before it (a policy with rules: src/hook/early-worker.ts) boots and
// loads its bundle first, while the hook's thread waits.
if (hookRun || !isMainThread) loadBuiltinsBeforeFlags();
if (!isMainThread && isStagedWorkerData(workerData)) {
  const { booted } = workerData;
  if (!booted) setFlagsFromString('--liftoff-only');
  let bundle: WorkerBundle;
  try {
    // Compiled without the flag (or with it, if the hook stopped waiting): the code cache's file is
    // named by the flags in force (code-cache.ts).
    bundle = requireWithCodeCache(join(__dirname, 'hook-worker.js'), userCacheDir()).exports as WorkerBundle;
  } catch (error) {
    signalFailed(booted);
    throw error;
  } finally {
    signalBooted(booted);
  }
  if (booted) {
    bundle.startGitAhead(workerData.cwd);
    bundle.compileRuntimeAhead(booted, __dirname);
  }
} else if (isMainThread && hookRun) {
  // Git's process and the grammars' runtime (or, for a policy with rules, the worker thread)
  // start up on other threads while the hook's bundle loads.
  const setHookFlags = () => {
    setFlagsFromString('--liftoff-only');
    mark('flags set');
  };
  // A merge or a squash (git's second argument) is not analysed by default (skipSources): nothing to start ahead.
  const skipped = args[3] === 'merge' || args[3] === 'squash';
  const early: EarlyStart = skipped ? (setHookFlags(), {}) : startEarly(process.env, process.ppid, process.cwd(), __dirname, setHookFlags);
  // The code cache holds what this run compiled: the engine's code only if the engine ran on
  // this thread. A run that analysed on a worker thread (rules, a large change) or not at all
  // makes a partial cache, which the first run that analyses here replaces.
  let engineRanHere = false;
  const hook = requireWithCodeCache(join(__dirname, 'hook.js'), userCacheDir(), () => engineRanHere).exports as HookBundle;
  hook.runHookProcess(early, () => (engineRanHere = true));
} else {
  if (!isMainThread) setFlagsFromString('--liftoff-only');
  require(join(__dirname, 'main.js'));
}

/** The built-in modules the hook loads after its flags are set, loaded now, from node's code cache. */
function loadBuiltinsBeforeFlags(): void {
  // The global is a getter that loads node:perf_hooks on first read (the engine's timings read
  // it): about 1.2 ms less on every commit.
  void performance.timeOrigin;
  // The hook writes to stderr; its stream is made on first use, with node's module for what
  // stderr is: a terminal (node:tty), a file or a pipe.
  void process.stderr;
  // yaml, loaded with the first policy file, requires node:process (a module of its own).
  require('node:process');
}

/** What dist/hook-worker.js exports that this file uses (src/hook/worker-entry.ts). */
interface WorkerBundle {
  startGitAhead(cwd: string): void;
  compileRuntimeAhead(booted: Int32Array, distDir: string): void;
}

/** What dist/hook.js exports (src/hook/hook-entry.ts). */
interface HookBundle {
  runHookProcess(early: EarlyStart, engineRanHere: () => void): void;
}
