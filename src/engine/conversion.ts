import type { Relationship } from '../core/relationship';
import type { Refactoring } from '../report/types';

/**
 * A function carried from one language of a family to another (JavaScript rewritten in
 * TypeScript) with the same parameter names: what changed is the types the new language lets it
 * write down, which no caller sees. Not a signature change; renamed, added or dropped
 * parameters still are.
 */
export function onlyTypesWrittenDown(relationship: Relationship, languageBefore: string, languageAfter: string): boolean {
  if (relationship.type !== 'CHANGE_SIGNATURE' || languageBefore === languageAfter) return false;
  const { before, after } = relationship;
  return before.parameters.length === after.parameters.length && before.parameters.every((p, i) => p.name === after.parameters[i].name);
}

/**
 * Each language spells its types its own way (Java's `int` is Kotlin's `Int`, `T[]` is
 * `Array<T>`): a type compared across languages tells nothing, so an element converted from one
 * to another reports no type change.
 */
export function isTypeSpelling(refactoring: Refactoring, languageBefore: string, languageAfter: string): boolean {
  return languageBefore !== languageAfter && (refactoring.operation === 'CHANGE_TYPE' || refactoring.operation === 'CHANGE_RETURN_TYPE');
}
