/**
 * Lines that change no behaviour on their own, in any analysed language: blank lines, comments,
 * imports, includes, requires, `'use strict'`, lines of bare brackets and punctuation (git
 * often slides a lone `}` from one function to the next), include guards and the C++ linkage
 * wrapper of a header. One flag per line: an include guard is known by its neighbours.
 */
export function bookkeepingFlags(lines: readonly string[]): boolean[] {
  return lines.map((line, index) => BOOKKEEPING.some((pattern) => pattern.test(line)) || isIncludeGuard(lines, index));
}

const BOOKKEEPING = [
  /^\s*$/,
  /^\s*(\/\/|\/\*|\*)/,
  /^\s*(import|package)\b/,
  /^\s*#\s*include\b/,
  /^\s*export\s+(\*|\{[^}]*\})\s*from\b/,
  /^\s*(const|let|var)\s+[^=]+=\s*require\s*\(/,
  /^\s*(['"])use strict\1;?\s*$/,
  /^\s*[{}()[\];,]+\s*$/,
  /^\s*#\s*(pragma\s+once|endif)\b/,
  /^\s*#\s*ifdef\s+__cplusplus\b/,
  /^\s*extern\s+"C"\s*\{\s*$/,
];

/** `#ifndef NAME_H` directly followed by `#define NAME_H`, and that `#define`. */
function isIncludeGuard(lines: readonly string[], index: number): boolean {
  const guarded = (ifndef: string | undefined, define: string | undefined) => {
    const tested = ifndef === undefined ? null : /^\s*#\s*ifndef\s+(\w+)\s*$/.exec(ifndef);
    const defined = define === undefined ? null : /^\s*#\s*define\s+(\w+)\s*$/.exec(define);
    return tested !== null && defined !== null && tested[1] === defined[1];
  };
  return guarded(lines[index], lines[index + 1]) || guarded(lines[index - 1], lines[index]);
}
