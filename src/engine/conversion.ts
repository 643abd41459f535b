import type { Relationship } from '../core/relationship';
import type { Refactoring } from '../report/types';

/**
 * A function carried from one language of a family to another (JavaScript rewritten in
 * TypeScript) with the same parameter names: what changed is the types the new language lets it
 * write down, which no caller sees. Not a signature change; renamed, added or dropped
 * parameters still are. Within one language the same holds for types written where there were
 * none (Flow or TypeScript annotations added to untyped JavaScript parameters or results); a
 * written type that changed is a change.
 */
export function onlyTypesWrittenDown(relationship: Relationship, languageBefore: string, languageAfter: string): boolean {
  if (relationship.type !== 'CHANGE_SIGNATURE') return false;
  const { before, after } = relationship;
  const sameNames = before.parameters.length === after.parameters.length && before.parameters.every((p, i) => p.name === after.parameters[i].name);
  if (!sameNames || languageBefore !== languageAfter) return sameNames;
  const kept = (then: string | undefined, now: string | undefined) => then === now || then === undefined;
  const written = (then: string | undefined, now: string | undefined) => then === undefined && now !== undefined;
  const parameters = before.parameters.map((p, i) => [p.type, after.parameters[i].type] as const);
  if (!parameters.every(([then, now]) => kept(then, now)) || !kept(before.returnType, after.returnType)) return false;
  return parameters.some(([then, now]) => written(then, now)) || written(before.returnType, after.returnType);
}

/**
 * Each language spells its types its own way (Java's `int` is Kotlin's `Int`, `T[]` is
 * `Array<T>`): a type compared across languages tells nothing, so an element converted from one
 * to another reports no type change.
 */
export function isTypeSpelling(refactoring: Refactoring, languageBefore: string, languageAfter: string): boolean {
  return languageBefore !== languageAfter && (refactoring.operation === 'CHANGE_TYPE' || refactoring.operation === 'CHANGE_RETURN_TYPE');
}
