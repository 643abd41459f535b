import { escapeRegExp } from './refactoring-footprint';

/**
 * Lines that only declare, export or list elements that took part in a refactoring: they come
 * and go with the elements (a C prototype moved to another header, the `module.exports` entry
 * of a moved function), so they are part of the refactoring.
 */

const NOT_A_TYPE = new Set(['return', 'else', 'case', 'goto', 'new', 'throw', 'await', 'yield', 'typeof', 'delete', 'sizeof', 'do', 'if', 'while', 'for', 'switch']);

/**
 * Which lines declare one of `names` without defining it: a prototype or abstract method
 * (`static size_t scan(const char *s);`, `CJSON_PUBLIC(cJSON *) cJSON_Parse(const char *v);`),
 * with the continuation lines of its parameter list.
 */
export function declarationFlags(lines: readonly string[], names: ReadonlySet<string>): boolean[] {
  const flags = lines.map(() => false);
  if (names.size === 0) return flags;
  const alternatives = [...names].map(escapeRegExp).join('|');
  // A type (words, macro calls such as `EXPORT(int)`, `*`, `&`) and then the name and `(`.
  const declaration = new RegExp(`^\\s*((?:[A-Za-z_$][\\w$]*(?:\\s*\\([^()]*\\))?[\\s*&]+)+)(?:${alternatives})\\s*\\(`);
  for (let i = 0; i < lines.length; i++) {
    const found = declaration.exec(lines[i]);
    if (!found || /[{=]/.test(lines[i]) || found[1].split(/[^\w$]+/).some((word) => NOT_A_TYPE.has(word))) continue;
    flags[i] = true;
    while (!lines[i].includes(';') && i + 1 < lines.length && !/[{=]/.test(lines[i + 1])) flags[++i] = true;
  }
  return flags;
}

/**
 * The names an export statement lists (`module.exports = { a, b };`, `exports.a = a;`,
 * `export { a as b };`, `module.exports = {`), or undefined for any other line.
 */
export function exportedNames(line: string): string[] | undefined {
  const found = /^\s*(?:(?:module\.)?exports(?:\.([\w$]+))?\s*=|export(?:\s+default)?(?=[\s{]))\s*([\w$\s,:{}]*?)\s*;?\s*$/.exec(line);
  if (!found) return undefined;
  const listed = found[2].match(/[\w$]+/g) ?? [];
  if (listed.some((word) => DECLARING.has(word))) return undefined;
  return [...(found[1] === undefined ? [] : [found[1]]), ...listed.filter((word) => word !== 'as')];
}

const DECLARING = new Set(['class', 'function', 'const', 'let', 'var', 'async', 'new']);

/** A line made only of names from `names` (an entry of a multi-line export or import list). */
export function listsOnly(line: string, names: ReadonlySet<string>): boolean {
  const found = /^\s*([\w$]+(?:\s*[,:]\s*[\w$]+)*)\s*,?\s*$/.exec(line);
  return found !== null && found[1].split(/[\s,:]+/).every((name) => names.has(name));
}
