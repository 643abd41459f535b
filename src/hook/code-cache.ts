import { isAscii } from 'node:buffer';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { cachedDataVersionTag } from 'node:v8';
import { Script } from 'node:vm';
import { isMainThread } from 'node:worker_threads';
import { removeQuietly } from './atomic-write';

/**
 * Loads a CommonJS bundle as `require` would, but with V8's code cache: compiling a bundle of
 * a megabyte is most of what the hook's start-up costs after node's own, and node 20 has no
 * compile cache of its own (`module.enableCompileCache` is node 22). The cache is made once
 * per bundle, node version and V8 flags, in the user's cache folder; any problem with it (none
 * there, stale, damaged, unwritable folder) only means compiling as usual.
 */
export function requireWithCodeCache(file: string, cacheDir: string | undefined, complete?: () => boolean): LoadedModule {
  const source = sourceText(readFileSync(file));
  const flagsTag = cachedDataVersionTag();
  const cachePath = cacheDir === undefined ? undefined : join(cacheDir, cacheFileName(file, flagsTag));
  const partialPath = cachePath === undefined || complete === undefined ? undefined : partialCachePath(cachePath);
  let cachedData = cachePath === undefined ? undefined : readIfPresent(cachePath);
  const loadedComplete = cachedData !== undefined;
  if (cachedData === undefined && partialPath !== undefined) cachedData = readIfPresent(partialPath);
  const script = new Script(wrap(source), { filename: file, cachedData });
  // V8 checks the source, its version and its flags, and rejects a cache that does not fit.
  let cache: LoadedModule['cache'] = cachePath === undefined ? 'off' : 'used';
  const accepted = cachedData !== undefined && !script.cachedDataRejected;
  // A rejected cache (damaged) goes, so that the partial one is read until a run remakes it.
  if (loadedComplete && !accepted) removeQuietly(cachePath!);
  if (cachePath !== undefined && !(accepted && loadedComplete)) {
    if (!accepted) cache = canWriteIn(dirname(cachePath)) ? 'made' : 'unwritable';
    // Made as the process ends: V8 then includes every function this run compiled (the hook's
    // and the engine's, compiled lazily as they first run), not only the bundle's top level. A
    // worker thread is terminated, never told it ends: it makes the cache at once.
    // Not when the flags changed since (a worker compiling while the hook's thread sets them): the
    // cache would carry other flags than its name says, and be rejected the next time.
    // A run that the caller says did not run what later runs need (`complete`) makes the partial
    // cache, used until a complete run makes the cache itself.
    const make = () => {
      const whole = complete?.() ?? true;
      if (cachedDataVersionTag() !== flagsTag || (accepted && !whole)) return;
      writeQuietly(whole ? cachePath : (partialPath ?? cachePath), script.createCachedData());
    };
    if (cache !== 'unwritable') {
      if (isMainThread) process.once('exit', make);
      else make();
    }
  }
  const module = { exports: {} as unknown, filename: file, id: file };
  const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: unknown, filename: string, dirname: string) => void;
  run(module.exports, createRequire(file), module, file, dirname(file));
  return { exports: module.exports, cache };
}

/** The cache made by a run that did not run what later runs need (the hook's engine on another thread), beside the cache's own file. */
export function partialCachePath(cachePath: string): string {
  return cachePath.replace(/\.v8cache$/, '-partial.v8cache');
}

export interface LoadedModule {
  exports: unknown;
  /** What became of the code cache: used, made (none yet, or V8 rejected it: written as the process ends), unwritable, or off. */
  cache: 'used' | 'made' | 'unwritable' | 'off';
}

/** Where caches go: REFDIFF_CACHE_DIR, else the platform's user cache folder; none when REFDIFF_CODE_CACHE=0. */
export function userCacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.REFDIFF_CODE_CACHE === '0') return undefined;
  if (env.REFDIFF_CACHE_DIR) return env.REFDIFF_CACHE_DIR;
  if (process.platform === 'win32') return env.LOCALAPPDATA ? join(env.LOCALAPPDATA, 'refdiff', 'Cache') : undefined;
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Caches', 'refdiff');
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'refdiff');
}

/**
 * One file per bundle build, node and V8 flags (`flagsTag`, V8's tag of its version and flags,
 * which it also checks a cache against): an upgrade, or a thread that compiles before the hook's
 * flag is set (src/hook/early-worker.ts) rather than after it, uses a file of its own rather than
 * one V8 rejects each time.
 */
function cacheFileName(file: string, flagsTag: number): string {
  const stat = statSync(file);
  return `${basename(file, '.js')}-${stat.size}-${Math.trunc(stat.mtimeMs)}-${process.version}-${process.arch}-${flagsTag}.v8cache`;
}

/**
 * The file's text. The build writes the bundles in ASCII (scripts/build.mjs): read as latin1,
 * they are the same text as UTF-8 gives, decoded in half the time and held by V8 as a one-byte
 * string (a two-byte one, for a single character past ASCII, also slows the cache's check).
 * Anything else is UTF-8.
 */
export function sourceText(bytes: Buffer): string {
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

/** The CommonJS wrapper node puts around a module; a `#!` line is not JavaScript. */
function wrap(source: string): string {
  return `(function (exports, require, module, __filename, __dirname) { ${source.replace(/^#!.*/, '')}\n})`;
}

function readIfPresent(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

function canWriteIn(folder: string): boolean {
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    return true;
  } catch {
    return false;
  }
}

/** Atomically (a concurrent commit reads either the old cache or the new), for the user alone. */
function writeQuietly(path: string, data: Buffer): boolean {
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, data, { mode: 0o600 });
    renameSync(temporary, path);
    return true;
  } catch {
    // A read-only home or a full disk: the next run compiles again, nothing worse.
    return false;
  }
}
