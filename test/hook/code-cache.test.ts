import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourceText, userCacheDir, type LoadedModule } from '../../src/hook/code-cache';

/** The hook's bundles load through V8's code cache; a cache that is missing, damaged or unwritable only costs a compile. */

const MODULE = join(__dirname, '..', '..', 'src', 'hook', 'code-cache.ts');

/** Each load in a process of its own, as each commit's hook: V8 keeps what it compiled for the process. */
function requireWithCodeCache(file: string, cacheDir: string | undefined, env: NodeJS.ProcessEnv = {}): LoadedModule {
  const script = `if (process.env.V8_FLAG) require('node:v8').setFlagsFromString(process.env.V8_FLAG); const { requireWithCodeCache } = require(${JSON.stringify(MODULE)}); const complete = process.env.COMPLETE === undefined ? undefined : () => process.env.COMPLETE === '1'; process.stdout.write(JSON.stringify(requireWithCodeCache(${JSON.stringify(file)}, ${cacheDir === undefined ? 'undefined' : JSON.stringify(cacheDir)}, complete)));`;
  return JSON.parse(execFileSync(process.execPath, ['--require', require.resolve('tsx/cjs'), '-e', script], { encoding: 'utf8', env: { ...process.env, ...env } })) as LoadedModule;
}

function cacheSize(cacheDir: string): number {
  const [file] = readdirSync(cacheDir);
  return statSync(join(cacheDir, file)).size;
}

let dir: string;
let bundle: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'refdiff-code-cache-'));
  bundle = join(dir, 'bundle.js');
  // A bundle of some size, using what a CommonJS module gets: require, module, __dirname.
  const functions = Array.from({ length: 300 }, (_, i) => `function f${i}(x) { return x * ${i} + path.sep.length; }`).join('\n');
  // With CALL_ALL, the run calls every function: V8 compiles each as it first runs.
  const callAll = Array.from({ length: 300 }, (_, i) => `f${i}(1);`).join(' ');
  writeFileSync(bundle, `#!/usr/bin/env node\nconst path = require('node:path');\n${functions}\nif (process.env.CALL_ALL) { ${callAll} }\nmodule.exports = { answer: f41(1), dir: __dirname };\n`);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('the first load makes the cache, the next uses it, and both run the module', () => {
  const cacheDir = join(dir, 'cache');
  const first = requireWithCodeCache(bundle, cacheDir);
  expect(first).toEqual({ exports: { answer: 42, dir }, cache: 'made' });
  const [file] = readdirSync(cacheDir);
  expect(statSync(join(cacheDir, file)).mode & 0o777).toBe(0o600);
  expect(requireWithCodeCache(bundle, cacheDir)).toEqual({ exports: { answer: 42, dir }, cache: 'used' });
});

test('a cache file for each set of V8 flags: a load under the hook flag neither rejects nor replaces the one made without it', () => {
  const cacheDir = join(dir, 'cache');
  expect(requireWithCodeCache(bundle, cacheDir).cache).toBe('made');
  expect(requireWithCodeCache(bundle, cacheDir, { V8_FLAG: '--liftoff-only' }).cache).toBe('made');
  expect(readdirSync(cacheDir)).toHaveLength(2);
  expect(requireWithCodeCache(bundle, cacheDir).cache).toBe('used');
  expect(requireWithCodeCache(bundle, cacheDir, { V8_FLAG: '--liftoff-only' }).cache).toBe('used');
});

test('the cache is made as the process ends: it holds the functions the run compiled, not only the top level', () => {
  const called = join(dir, 'called');
  const loaded = join(dir, 'loaded');
  expect(requireWithCodeCache(bundle, called, { CALL_ALL: '1' }).cache).toBe('made');
  expect(requireWithCodeCache(bundle, loaded).cache).toBe('made');
  expect(cacheSize(called)).toBeGreaterThan(cacheSize(loaded));
  // Either one is used by the next run, whatever that run calls.
  expect(requireWithCodeCache(bundle, called).cache).toBe('used');
  expect(requireWithCodeCache(bundle, loaded, { CALL_ALL: '1' }).cache).toBe('used');
});

test('a damaged cache is rejected and made again', () => {
  const cacheDir = join(dir, 'cache');
  requireWithCodeCache(bundle, cacheDir);
  const [file] = readdirSync(cacheDir);
  writeFileSync(join(cacheDir, file), 'not a code cache');
  expect(requireWithCodeCache(bundle, cacheDir)).toEqual({ exports: { answer: 42, dir }, cache: 'made' });
  expect(requireWithCodeCache(bundle, cacheDir).cache).toBe('used');
});

test('an unwritable cache folder, or none, still loads the module', () => {
  const blocked = join(dir, 'blocked');
  writeFileSync(blocked, 'a file where the folder would go');
  expect(requireWithCodeCache(bundle, join(blocked, 'cache'))).toEqual({ exports: { answer: 42, dir }, cache: 'unwritable' });
  expect(requireWithCodeCache(bundle, undefined)).toEqual({ exports: { answer: 42, dir }, cache: 'off' });
});

test('a bundle with text past ASCII is read as UTF-8, with and without its cache', () => {
  const unicode = join(dir, 'unicode.js');
  writeFileSync(unicode, "// Σ m(t)·idf(t)\nmodule.exports = { word: 'café ✓' };\n", 'utf8');
  const cacheDir = join(dir, 'cache');
  expect(requireWithCodeCache(unicode, cacheDir)).toEqual({ exports: { word: 'café ✓' }, cache: 'made' });
  expect(requireWithCodeCache(unicode, cacheDir)).toEqual({ exports: { word: 'café ✓' }, cache: 'used' });
});

test('the text of a file: ASCII read as latin1 is the same text, anything else is UTF-8', () => {
  expect(sourceText(Buffer.from('const a = "plain";\n'))).toBe('const a = "plain";\n');
  expect(sourceText(Buffer.from('const a = "é";', 'utf8'))).toBe('const a = "é";');
  expect(sourceText(Buffer.from('const a = "é";', 'utf8'))).not.toBe(Buffer.from('const a = "é";', 'utf8').toString('latin1'));
});

test('the cache folder: REFDIFF_CACHE_DIR, XDG_CACHE_HOME, or off with REFDIFF_CODE_CACHE=0', () => {
  expect(userCacheDir({ REFDIFF_CACHE_DIR: '/x/cache' })).toBe('/x/cache');
  expect(userCacheDir({ REFDIFF_CODE_CACHE: '0', REFDIFF_CACHE_DIR: '/x/cache' })).toBeUndefined();
  if (process.platform === 'linux') expect(userCacheDir({ XDG_CACHE_HOME: '/x/xdg' })).toBe('/x/xdg/refdiff');
});

test("a run that did not run what later runs need makes a partial cache, which the first complete run replaces with the cache itself", () => {
  const cacheDir = join(dir, 'cache');
  const files = () => readdirSync(cacheDir).map((file) => (file.endsWith('-partial.v8cache') ? 'partial' : 'complete')).sort();
  // The hook's thread without the engine (rules analysed on a worker thread): a partial cache.
  expect(requireWithCodeCache(bundle, cacheDir, { COMPLETE: '0' }).cache).toBe('made');
  expect(files()).toEqual(['partial']);
  expect(requireWithCodeCache(bundle, cacheDir, { COMPLETE: '0' }).cache).toBe('used');
  expect(files()).toEqual(['partial']);
  // The engine run on the hook's thread: the partial cache is used, and the complete one made.
  expect(requireWithCodeCache(bundle, cacheDir, { COMPLETE: '1', CALL_ALL: '1' }).cache).toBe('used');
  expect(files()).toEqual(['complete', 'partial']);
  const complete = readdirSync(cacheDir).find((file) => !file.endsWith('-partial.v8cache'))!;
  const partial = readdirSync(cacheDir).find((file) => file.endsWith('-partial.v8cache'))!;
  expect(statSync(join(cacheDir, complete)).size).toBeGreaterThan(statSync(join(cacheDir, partial)).size);
  // From then on the complete one is used, by either kind of run, and neither is made again.
  const made = statSync(join(cacheDir, complete)).mtimeMs;
  expect(requireWithCodeCache(bundle, cacheDir, { COMPLETE: '0' }).cache).toBe('used');
  expect(requireWithCodeCache(bundle, cacheDir, { COMPLETE: '1' }).cache).toBe('used');
  expect(statSync(join(cacheDir, complete)).mtimeMs).toBe(made);
  // A complete cache V8 rejects (damaged) is removed, so that the partial one is used meanwhile.
  writeFileSync(join(cacheDir, complete), readFileSync(join(cacheDir, complete)).subarray(0, 1000));
  expect(requireWithCodeCache(bundle, cacheDir, { COMPLETE: '0' }).cache).toBe('made');
  expect(files()).toEqual(['partial']);
  expect(requireWithCodeCache(bundle, cacheDir, { COMPLETE: '0' }).cache).toBe('used');
  expect(files()).toEqual(['partial']);
  // Without the question (a worker thread's bundle), the cache is complete as before.
  rmSync(cacheDir, { recursive: true });
  expect(requireWithCodeCache(bundle, cacheDir).cache).toBe('made');
  expect(files()).toEqual(['complete']);
});
