/**
 * JavaScript files that are not code anyone wrote by hand: minified, bundled, generated.
 * Analysing them would report the refactorings of their sources a second time, or noise, and
 * one bundle can hold thousands of functions. Heuristics, in order:
 * - the name says so: `*.min.js` (and `.min.mjs`, `.min.cjs`), or a `dist/` directory on the path
 *   (npm's convention for build output: vue's `dist/vue.js`, bundles of 200-290 KB committed with
 *   each release, whose functions are those of its `src/` again);
 * - the shape says so: in a file over 20 KB, an average line over 300 characters, or lines over
 *   5,000 holding most of the text (minifiers and bundlers write long lines; people write one at
 *   most, an inlined data URL or a fixture, and the code around it is still theirs);
 * - the header says so: a webpack bootstrap (`/******\/ ... webpackBootstrap`), rollup's UMD
 *   wrapper (today's, and the older `(function (global, factory) {` one; webpack's named
 *   `webpackUniversalModuleDefinition`), a compiler's CommonJS preamble (ES_MODULE_FLAG with an
 *   INTEROP_HELPER), an
 *   `@generated` marker (the common convention for generated code), or a `//# sourceMappingURL=`
 *   at the end (compiler output);
 * - the names say so: rollup's renames (`key$1`, `remove$2`), which it writes where two joined
 *   modules each had a top-level name of that spelling; five distinct ones make a bundle (every
 *   rollup bundle of vue, axios and socket.io holds 7 to 41; no hand-written file of the eleven
 *   JavaScript repositories we mirror holds three).
 * A repository that does analyse such files turns this off (`analysis.skipGenerated: false`).
 */
const LARGE_FILE = 20 * 1024;
const MAX_AVERAGE_LINE = 300;
const MAX_LINE = 5000;
const HEADER_LENGTH = 2048;
const TRAILER_LENGTH = 512;

const MINIFIED_NAME = /\.min\.(m|c)?js$/;
const BUILD_OUTPUT_PATH = /(^|\/)dist\//;
const HEADER_MARKERS = [
  /^\/\*{6}\/ .*webpackBootstrap/m,
  /global = typeof globalThis !== 'undefined' \? globalThis : global \|\| self/,
  // Rollup before globalThis: `(function (global, factory) {` then the CommonJS test, the factory called `}(this, (function (...`.
  /^\(function \(global, factory\) \{\s*typeof exports === 'object' && typeof module !== 'undefined'/m,
  /^\(function webpackUniversalModuleDefinition\(root, factory\) \{/m,
  /^\s*(\/\/|\/?\*).*@generated\b/m,
];
/**
 * A compiler's or bundler's CommonJS output: the `__esModule` flag set, and an interop helper of
 * rollup (`_interopDefault`), Babel (`_interopRequireDefault`) or tsc (`__importDefault`,
 * `__createBinding`) defined or wrapped around a `require` (Babel defines its helpers below the
 * requires), both before the code. The flag alone is also written by hand, in
 * tests of module interop (webpack's `test/cases/cjs-interop`).
 */
const ES_MODULE_FLAG = /^Object\.defineProperty\(exports, ['"]__esModule['"], \{\s*value: true\s*\}\);/m;
const INTEROP_HELPER =
  /^(function _interopDefault \(ex\)|function _interopRequireDefault\(obj\)|var __importDefault = \(this && this\.__importDefault\)|var __createBinding = \(this && this\.__createBinding\))|\b(_interopRequireDefault|_interopRequireWildcard|__importDefault|__importStar)\(require\(/m;
const SOURCE_MAP_COMMENT = /^\/\/# sourceMappingURL=\S+\s*$/m;
/** An identifier rollup renamed (`key$1`), not a property (`.key$1`) nor part of a longer name. */
const BUNDLER_RENAME = /(?<![\w$.])[A-Za-z_]\w*\$\d+(?![\w$])/g;
const BUNDLER_RENAMES = 5;

export function isGeneratedJavaScript(path: string, content: string): boolean {
  if (MINIFIED_NAME.test(path) || BUILD_OUTPUT_PATH.test(path)) return true;
  if (content.length > LARGE_FILE && hasMachineLines(content)) return true;
  const header = content.slice(0, HEADER_LENGTH);
  if (HEADER_MARKERS.some((marker) => marker.test(header))) return true;
  if (ES_MODULE_FLAG.test(header) && INTEROP_HELPER.test(header)) return true;
  return SOURCE_MAP_COMMENT.test(content.slice(-TRAILER_LENGTH)) || hasBundlerRenames(content);
}

function hasBundlerRenames(content: string): boolean {
  const names = new Set<string>();
  for (const match of content.matchAll(BUNDLER_RENAME)) {
    names.add(match[0]);
    if (names.size >= BUNDLER_RENAMES) return true;
  }
  return false;
}

function hasMachineLines(content: string): boolean {
  let lines = 0;
  let inLongLines = 0;
  let start = 0;
  while (start <= content.length) {
    let end = content.indexOf('\n', start);
    if (end === -1) end = content.length;
    if (end - start > MAX_LINE) inLongLines += end - start;
    lines++;
    start = end + 1;
  }
  return inLongLines > content.length / 2 || content.length / lines > MAX_AVERAGE_LINE;
}
