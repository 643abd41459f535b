// Bundles the CLI and the GitHub Action into dist/ with esbuild (CommonJS, one file each) and
// copies the tree-sitter wasm files beside them: dist/ must run without node_modules.
//
// The CLI is three bundles behind a small dispatcher, dist/cli.js (the package's bin): every
// commit waits for the prepare-commit-msg hook, and node compiles all of a bundle it loads, so
// the hook's `hook run` loads dist/hook.js (the hook and the engine) and a worker thread of it
// dist/hook-worker.js (the engine), never the rest of the CLI (dist/main.js). See src/cli/bin.ts.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;

const entries = [
  { in: 'src/cli/bin.ts', out: 'cli', banner: '#!/usr/bin/env node' },
  { in: 'src/cli/main.ts', out: 'main' },
  // The hook's two bundles, names and layout minified: see `minified` below.
  { in: 'src/hook/hook-entry.ts', out: 'hook', minified: true },
  { in: 'src/hook/worker-entry.ts', out: 'hook-worker', minified: true },
  { in: 'src/action/main.ts', out: 'index' },
  // The parse pool's thread (src/engine/parse-pool.ts), which compare, commit and range start for a large change.
  { in: 'src/engine/parse-worker.ts', out: 'parse-worker' },
];

/**
 * zod's locales, but English: zod's classic API sets English (its `config(en())`), and it and its core
 * export the 49 other locales as `locales`, which refdiff never reads: they were 237 KB of the hook's
 * 1.1 MB bundle (read and copied by every commit) and 49 modules that loading zod (a policy
 * file) initialised for nothing. `z.locales` holds `en` alone in the bundles.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    // The module's path is a name, not the checkout's folder: esbuild writes it into the bundle,
    // which must be the same wherever it is built (CI compares it with the committed dist/).
    build.onResolve({ filter: /^\.\.\/locales\/index\.c?js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/.test(args.importer)
        ? { path: 'zod/v4/locales/english-only', namespace: 'zod-locales', pluginData: { localesDir: join(dirname(args.importer), '..', 'locales') } }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: "Object.defineProperty(exports, '__esModule', { value: true });\nexports.en = require('./en.cjs').default;\n",
      resolveDir: args.pluginData.localesDir,
      loader: 'js',
    }));
  },
};

mkdirSync(join(dist, 'wasm'), { recursive: true });
for (const entry of entries) {
  if (!existsSync(join(root, entry.in))) continue;
  await build({
    entryPoints: [join(root, entry.in)],
    outfile: join(dist, `${entry.out}.js`),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    banner: entry.banner ? { js: entry.banner } : undefined,
    define: { REFDIFF_VERSION: JSON.stringify(version) },
    // The ESM build of web-tree-sitter needs import.meta.url, which a CommonJS bundle lacks.
    alias: { 'web-tree-sitter': join(root, 'node_modules', 'web-tree-sitter', 'web-tree-sitter.cjs') },
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [zodEnglishOnly],
    // The hook's bundles are loaded by every commit (src/hook/code-cache.ts): the text is read,
    // decoded and copied whole before V8 takes its code cache, and the cache holds every name of
    // its scopes and functions. With short local names and no layout the text is half as long
    // (dist/hook.js 2.1 -> 1.1 MB, 0.86 with zod's English alone) and its cache 7% smaller: about
    // 700 fewer page faults and 1.5-2 ms less to load it a commit (docs/speed.md, round 22).
    // Properties keep their names, and the hook prints error messages, never a class's or a
    // function's name, which are short now.
    // REFDIFF_MINIFY=0 builds them as the others, with their names: for a readable CPU profile.
    ...(entry.minified && process.env.REFDIFF_MINIFY !== '0' ? { minifyWhitespace: true, minifyIdentifiers: true } : {}),
  });
  // esbuild escapes what lies past ASCII in code, not in the comments it keeps: escaped here too,
  // every bundle is ASCII, which the hook reads faster (src/hook/code-cache.ts, sourceText).
  const outfile = join(dist, `${entry.out}.js`);
  const text = readFileSync(outfile, 'utf8');
  const ascii = text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (ascii !== text) writeFileSync(outfile, ascii);
  // The CLI is run directly (the package's bin, the hook's `-x` test) and committed as 100755:
  // set the bit here so a build never shows up as a mode change in git.
  if (entry.banner) chmodSync(join(dist, `${entry.out}.js`), 0o755);
}

const wasmFiles = [
  ['web-tree-sitter', 'web-tree-sitter.wasm'],
  ['tree-sitter-java', 'tree-sitter-java.wasm'],
  ['tree-sitter-javascript', 'tree-sitter-javascript.wasm'],
  ['tree-sitter-c', 'tree-sitter-c.wasm'],
  ['tree-sitter-typescript', 'tree-sitter-typescript.wasm'],
  ['tree-sitter-typescript', 'tree-sitter-tsx.wasm'],
  ['tree-sitter-python', 'tree-sitter-python.wasm'],
  ['tree-sitter-c-sharp', 'tree-sitter-c_sharp.wasm'],
  ['@tree-sitter-grammars/tree-sitter-kotlin', 'tree-sitter-kotlin.wasm'],
  ['tree-sitter-go', 'tree-sitter-go.wasm'],
  ['tree-sitter-cpp', 'tree-sitter-cpp.wasm'],
];
for (const [pkg, file] of wasmFiles) {
  copyFileSync(join(root, 'node_modules', pkg, file), join(dist, 'wasm', file));
}

// The shipped prepare-commit-msg script skips commits that change no file refdiff reads, before
// node starts: it gets the file endings from the language registry, here.
const endings = await build({
  entryPoints: [join(root, 'src/hook/shell-endings.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  write: false,
  alias: { 'web-tree-sitter': join(root, 'node_modules', 'web-tree-sitter', 'web-tree-sitter.cjs') },
  logLevel: 'warning',
});
const endingsModule = { exports: {} };
new Function('module', 'exports', 'require', endings.outputFiles[0].text)(endingsModule, endingsModule.exports, createRequire(import.meta.url));
const hookScript = join(root, 'hooks', 'prepare-commit-msg');
const script = readFileSync(hookScript, 'utf8');
// The build id: what the hook's daemon client compares with a running daemon's (src/daemon/build-version.ts):
// the bundles and the grammars (a daemon keeps parses made with its grammars).
const hash = createHash('sha256');
for (const entry of entries) if (existsSync(join(dist, `${entry.out}.js`))) hash.update(readFileSync(join(dist, `${entry.out}.js`)));
for (const [, file] of wasmFiles) hash.update(readFileSync(join(dist, 'wasm', file)));
const buildId = hash.digest('hex').slice(0, 16);
writeFileSync(join(dist, 'build-id'), `${buildId}\n`);
const daemonLine = /^refdiff_daemon='[^'\n]*'$/m;
if (!daemonLine.test(script)) throw new Error("the prepare-commit-msg script has no refdiff_daemon='...' line");
const updated = endingsModule.exports.withEndingsPattern(script).replace(daemonLine, () => `refdiff_daemon='${version}+${buildId}'`);
if (updated !== script) writeFileSync(hookScript, updated);
