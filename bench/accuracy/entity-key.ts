import type { Row } from './rows';

/**
 * Normalised entity keys shared by the oracle side and our side, so that one string comparison
 * decides a match:
 * - type:      `a.b.Outer.Inner`
 * - method:    `a.b.Outer.Inner#name(Type1,Type2[])` (simple type names, no generics)
 * - attribute: `a.b.Outer#name`
 * A refactoring key is `<row>|<entity before>|<entity after>`.
 */

export function typeKey(qualifiedName: string): string {
  return stripGenerics(qualifiedName).replace(/\s+/g, '');
}

export function methodKey(declaringType: string, name: string, parameterTypes: readonly string[]): string {
  return `${typeKey(declaringType)}#${name.trim()}(${parameterTypes.map(simpleTypeName).join(',')})`;
}

export function attributeKey(declaringType: string, name: string): string {
  return `${typeKey(declaringType)}#${name.trim()}`;
}

export function refactoringKey(row: Row, before: string, after: string): string {
  return `${row}|${before}|${after}`;
}

/**
 * `java.util.Map<String, List<X>>` -> `Map`, `final @NonNull String...` -> `String[]`,
 * `Outer.Inner[]` -> `Inner[]`. RefactoringMiner 1.0 writes simple names, and qualified only
 * when the source did; dropping the qualifier on both sides makes the two agree.
 */
export function simpleTypeName(type: string): string {
  let text = stripGenerics(type)
    .replace(/@[\w.]+(\([^)]*\))?/g, ' ')
    .replace(/\bfinal\s+/g, ' ')
    .replace(/\.\.\./g, '[]')
    .replace(/\s+/g, '');
  const arrayStart = text.indexOf('[');
  const dims = arrayStart === -1 ? '' : text.slice(arrayStart);
  const base = arrayStart === -1 ? text : text.slice(0, arrayStart);
  text = base.slice(base.lastIndexOf('.') + 1) + dims;
  return text;
}

/** Removes every `<...>` section, nested ones included. */
export function stripGenerics(text: string): string {
  let depth = 0;
  let out = '';
  for (const ch of text) {
    if (ch === '<') depth++;
    if (depth === 0) out += ch;
    if (ch === '>' && depth > 0) depth--;
  }
  return out;
}

/** Splits on commas that are not inside `<...>` (generic arguments hold commas too). */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '<' || ch === '(') depth++;
    if ((ch === '>' || ch === ')') && depth > 0) depth--;
    if (ch === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}
