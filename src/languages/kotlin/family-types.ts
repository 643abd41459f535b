/**
 * A Kotlin type as the JVM family spells it, to compare it with the same type written in Java
 * (registry.ts, `typeInFamily`): Java's types say nothing of null, so `T?` is `T`; Java's
 * `List` is Kotlin's `List` and `MutableList` alike, so a mutable collection is its read-only
 * name; a package prefix and annotations are nothing. An inferred type stays `Inferred`.
 */
export function kotlinTypeInFamily(written: string): string {
  return written
    .replace(/@[\w.:]+(\([^()]*\))?/g, ' ')
    .replace(/\?/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*([<>,.])\s*/g, '$1')
    .replace(QUALIFIED_NAME, familyName)
    .replace(/,/g, ', ');
}

/** A name, possibly qualified (`kotlin.collections.List`, `Map.Entry`). */
const QUALIFIED_NAME = /[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*/g;

/** Kotlin's mutable collections, as Java (which has one type for both) names them. */
const READ_ONLY_NAMES: ReadonlyMap<string, string> = new Map([
  ['MutableList', 'List'],
  ['MutableSet', 'Set'],
  ['MutableMap', 'Map'],
  ['MutableCollection', 'Collection'],
  ['MutableIterable', 'Iterable'],
  ['MutableIterator', 'Iterator'],
  ['MutableListIterator', 'ListIterator'],
  ['MutableMap.MutableEntry', 'Map.Entry'],
  ['Map.MutableEntry', 'Map.Entry'],
]);

/** `kotlin.collections.MutableList` -> `List` (a package's names are lower case; a nested type keeps its outer one). */
function familyName(qualified: string): string {
  const parts = qualified.split('.');
  while (parts.length > 1 && /^[a-z]/.test(parts[0])) parts.shift();
  const name = parts.join('.');
  return READ_ONLY_NAMES.get(name) ?? name;
}
