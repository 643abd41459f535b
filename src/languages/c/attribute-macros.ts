/**
 * A function-like attribute macro between a declaration's type and its name, its arguments
 * numbers only: tmux's `static void printflike(3, 4)` over `format_log1(...)` (`printflike(a, b)`
 * expands to `__attribute__ ((format (printf, a, b)))`). The grammar reads `printflike(3, 4)` as
 * the declarator, a parameter list of numbers, and the real header after it as an ERROR that takes
 * the function and often the next one with it. No declarator has numbers for parameters, so such
 * a call followed by the real name and `(` is blanked (offsets and lines kept).
 */
export function blankNumericAttributeMacros(source: string): string {
  if (!/\(\s*\d+\s*(?:,\s*\d+\s*)*\)/.test(source)) return source;
  return source.replace(NUMERIC_ATTRIBUTE_MACRO, (_all, specifiers: string, macro: string) => specifiers + macro.replace(/[^\n]/g, ' '));
}

/**
 * Group 1: the specifiers and type that open the line (`static void `, `char *`); group 2: the
 * macro and its numbers; then, looked ahead, the declarator's name and `(`, on this line or the
 * next. A directive (`#define printflike(a, b) ...`) never matches: it starts with `#`.
 */
const NUMERIC_ATTRIBUTE_MACRO = /^([ \t]*(?:[A-Za-z_]\w*[ \t*]+)+)([A-Za-z_]\w*[ \t]*\([ \t]*\d+(?:[ \t]*,[ \t]*\d+)*[ \t]*\))(?=[ \t]*\r?\n?[ \t]*\**[ \t]*[A-Za-z_]\w*[ \t]*\()/gm;
