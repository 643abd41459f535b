/**
 * What Java's and Kotlin's type spellings (java/family-types.ts, kotlin/family-types.ts) share:
 * how a qualified name and a raw type are read, each language giving its own names.
 */

/** `java.util.List` -> `List` (a package's names are lower case; a nested type keeps its outer one), then the name `names` give it. */
export function familyName(qualified: string, names: ReadonlyMap<string, string>): string {
  const parts = qualified.split('.').map((part) => part.trim());
  while (parts.length > 1 && /^[a-z]/.test(parts[0])) parts.shift();
  const name = parts.join('.');
  return names.get(name) ?? name;
}

/** `Class<*>` -> `Class`: arguments that are all `*` say what a raw type says (Java writes it raw). */
export function withoutStarArguments(type: string): string {
  return type.replace(/<\*(,\s*\*)*>/g, '');
}
