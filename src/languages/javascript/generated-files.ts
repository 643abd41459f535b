/**
 * JavaScript files that are not code anyone wrote by hand: minified, bundled, generated.
 * Analysing them would report the refactorings of their sources a second time, or noise, and
 * one bundle can hold thousands of functions. Heuristics, in order:
 * - the name says so: `*.min.js` (and `.min.mjs`, `.min.cjs`);
 * - the shape says so: in a file over 20 KB, an average line over 300 characters, or lines over
 *   5,000 holding most of the text (minifiers and bundlers write long lines; people write one at
 *   most, an inlined data URL or a fixture, and the code around it is still theirs);
 * - the header says so: a webpack bootstrap (`/******\/ ... webpackBootstrap`), rollup's UMD
 *   wrapper, an `@generated` marker (the common convention for generated code), or a
 *   `//# sourceMappingURL=` at the end (compiler output).
 */
const LARGE_FILE = 20 * 1024;
const MAX_AVERAGE_LINE = 300;
const MAX_LINE = 5000;
const HEADER_LENGTH = 2048;
const TRAILER_LENGTH = 512;

const MINIFIED_NAME = /\.min\.(m|c)?js$/;
const HEADER_MARKERS = [
  /^\/\*{6}\/ .*webpackBootstrap/m,
  /global = typeof globalThis !== 'undefined' \? globalThis : global \|\| self/,
  /^\s*(\/\/|\/?\*).*@generated\b/m,
];
const SOURCE_MAP_COMMENT = /^\/\/# sourceMappingURL=\S+\s*$/m;

export function isGeneratedJavaScript(path: string, content: string): boolean {
  if (MINIFIED_NAME.test(path)) return true;
  if (content.length > LARGE_FILE && hasMachineLines(content)) return true;
  const header = content.slice(0, HEADER_LENGTH);
  if (HEADER_MARKERS.some((marker) => marker.test(header))) return true;
  return SOURCE_MAP_COMMENT.test(content.slice(-TRAILER_LENGTH));
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
