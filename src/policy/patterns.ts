import picomatch from 'picomatch';
import { quote, shorten } from './excerpt';
import { regexHazard } from './regex-safety';

/**
 * Path globs and name patterns of a policy. picomatch accepts nearly any string (an unclosed
 * `{` silently compiles to a pattern that matches nothing), so the mistakes that make a glob
 * useless are caught here, with the reason, before anything is compiled.
 */

export type Matcher = (text: string) => boolean;

/** Longest glob or name pattern accepted: real ones are short, and picomatch refuses 64 KiB. */
export const MAX_PATTERN_LENGTH = 1024;

/** Why `pattern` is not a usable path glob, or undefined when it is fine. */
export function pathGlobProblem(pattern: string): string | undefined {
  if (pattern.trim() === '') return 'empty glob';
  if (pattern.length > MAX_PATTERN_LENGTH) return `glob ${quote(pattern)} is longer than ${MAX_PATTERN_LENGTH} characters`;
  if (pattern.startsWith('/') || /^[A-Za-z]:/.test(pattern)) {
    return `absolute path in glob ${quote(pattern)} (paths are relative to the repository root)`;
  }
  if (/\\[A-Za-z0-9_]/.test(pattern)) return `backslash in glob ${quote(pattern)} (use '/' between folders)`;
  if (pattern.split('/').includes('..')) return `'..' in glob ${quote(pattern)} (paths are relative to the repository root)`;
  return extglobProblem(pattern, 'glob') ?? bracketProblem(pattern, 'glob');
}

/** Why `pattern` is not a usable name pattern (a glob, or a /regular expression/), or undefined. */
export function namePatternProblem(pattern: string): string | undefined {
  if (pattern.trim() === '') return 'empty name pattern';
  if (pattern.length > MAX_PATTERN_LENGTH) return `name pattern ${quote(pattern)} is longer than ${MAX_PATTERN_LENGTH} characters`;
  const regex = parseRegexLiteral(pattern);
  if (regex) {
    try {
      new RegExp(regex.source, regex.flags);
      const hazard = regexHazard(regex.source);
      return hazard && `regular expression ${shorten(pattern)} has ${hazard}, which can take exponential time (use a character class or one level of repetition)`;
    } catch (error) {
      return `invalid regular expression ${shorten(pattern)}: ${(error as Error).message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '')}`;
    }
  }
  return extglobProblem(pattern, 'name pattern') ?? bracketProblem(pattern, 'name pattern');
}

/**
 * Extglobs (`+(a|b)`, `*(x)`, ...) compile to nested quantifiers that backtrack exponentially
 * on ordinary names, so they are refused (and compiled with `noextglob` regardless).
 */
function extglobProblem(pattern: string, what: string): string | undefined {
  for (let i = 0; i + 1 < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if ('?*+@!'.includes(pattern[i]) && pattern[i + 1] === '(') {
      return `extglob '${pattern[i]}(' in ${what} ${quote(pattern)} is not supported (it can take exponential time; use {a,b} or several globs)`;
    }
  }
  return undefined;
}

/**
 * A matcher for repository-relative paths; a leading `./` is ignored and, as in the git source's
 * path filter, a glob without `/` matches the file name in any folder (`*.java`).
 */
export function compilePathGlobs(patterns: readonly string[]): Matcher {
  const cleaned = patterns.map((pattern) => pattern.replace(/^(\.\/)+/, ''));
  // picomatch's own `basename` option applies to every pattern, slashes or not, so the two
  // sorts are compiled apart.
  const byName = anyGlob(cleaned.filter((pattern) => !pattern.includes('/')));
  const byPath = anyGlob(cleaned.filter((pattern) => pattern.includes('/')));
  return (path) => byPath(path) || byName(path.slice(path.lastIndexOf('/') + 1));
}

function anyGlob(patterns: readonly string[]): Matcher {
  const matchers = patterns.map(compileGlob);
  return (text) => matchers.some((matcher) => matcher(text));
}

/**
 * One glob as a matcher. picomatch compiles globs to regular expressions whose `.` stops at
 * line breaks, so a file name holding one would match no glob, not even `**`: the expression
 * is used with the dotAll flag instead.
 */
function compileGlob(pattern: string): Matcher {
  const compiled = picomatch.makeRe(pattern, { dot: true, noextglob: true });
  const regex = new RegExp(compiled.source, `${compiled.flags.replace('s', '')}s`);
  return (text) => regex.test(text);
}

/** A matcher for element names: each pattern is a glob (`get*`) or a `/regex/flags` literal. */
export function compileNamePatterns(patterns: readonly string[]): Matcher {
  const matchers = patterns.map((pattern): Matcher => {
    const regex = parseRegexLiteral(pattern);
    if (regex) {
      const compiled = new RegExp(regex.source, regex.flags.replace('g', ''));
      return (text) => compiled.test(text);
    }
    return compileGlob(pattern);
  });
  return (text) => matchers.some((matcher) => matcher(text));
}

/** `/source/flags` -> its parts; anything else is a glob. */
function parseRegexLiteral(pattern: string): { source: string; flags: string } | undefined {
  const match = /^\/(.+)\/([a-z]*)$/s.exec(pattern);
  return match ? { source: match[1], flags: match[2] } : undefined;
}

const CLOSER: Record<string, string> = { '[': ']', '{': '}', '(': ')' };

/**
 * Unbalanced brackets, braces or parentheses (escapes with `\` respected; inside `[...]` every
 * character is literal). These are the typos that picomatch turns into literal text or into a
 * pattern that never matches.
 */
function bracketProblem(pattern: string, what: string): string | undefined {
  const open: string[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') {
      i++;
      continue;
    }
    if (char === '[') {
      const close = findClosingBracket(pattern, i);
      if (close < 0) return `unclosed '[' in ${what} ${quote(pattern)}`;
      i = close;
      continue;
    }
    if (char === '{' || char === '(') open.push(char);
    else if (char === '}' || char === ')') {
      const last = open.pop();
      if (last === undefined || CLOSER[last] !== char) return `unbalanced '${char}' in ${what} ${quote(pattern)}`;
    } else if (char === ']') {
      return `unbalanced ']' in ${what} ${quote(pattern)}`;
    }
  }
  if (open.length > 0) return `unclosed '${open[open.length - 1]}' in ${what} ${quote(pattern)}`;
  return undefined;
}

/** Index of the `]` closing the class opened at `start` (`[]a]` and `[!]a]` keep the first `]`). */
function findClosingBracket(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '!' || pattern[i] === '^') i++;
  if (pattern[i] === ']') i++;
  for (; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === ']') return i;
  }
  return -1;
}
