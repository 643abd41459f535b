/**
 * Sibling names must be unique; JavaScript and Python allow the same name twice (redefinitions,
 * one per branch of an `if`). Later ones get `#2`, `#3`, ... in their localName only.
 */
export function takeUniqueName(used: Set<string>, name: string): string {
  let unique = name;
  for (let n = 2; used.has(unique); n++) unique = `${name}#${n}`;
  used.add(unique);
  return unique;
}
