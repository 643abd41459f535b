/**
 * `set` and `get` name a property's accessors, and tree-sitter-kotlin takes either, at the start
 * of a statement, for one: a local of that name assigned (`set += Retained()`, `get = next`) breaks
 * the parse of the whole class around it, every function after it lost. Parenthesized, `(set) +=
 * Retained()` reads as the assignment it is. The line keeps its length (the parentheses take a
 * space of the indentation and the one before the operator), so offsets and lines stay as written.
 * An accessor is never written so (`set(value) = ...`, `private set`): none is touched.
 */
export function parenthesizeAccessorNamedAssignments(source: string): string {
  if (!ACCESSOR_NAMED_ASSIGNMENT.test(source)) return source;
  return source.replace(ACCESSOR_NAMED_ASSIGNMENTS, '$1($2)$3');
}

/** An indented line's `set` or `get`, a space, and an assignment operator (`=`, `+=`, ... but not `==`). */
const PATTERN = String.raw`^([ \t]*)[ \t](set|get)[ \t]([-+*/%]?=(?!=))`;
const ACCESSOR_NAMED_ASSIGNMENT = new RegExp(PATTERN, 'm');
const ACCESSOR_NAMED_ASSIGNMENTS = new RegExp(PATTERN, 'gm');
