import type { Relationship } from '../core/relationship';
import { spellsTypesInFamily, typeInFamily } from '../languages/registry';
import type { Refactoring } from '../report/types';

/**
 * A function carried from one language of a family to another (JavaScript rewritten in
 * TypeScript, Java in Kotlin) with the same parameter names: what changed is the types the new
 * language lets it write down, or spells its own way (Java's `int` is Kotlin's `Int`), which no
 * caller sees. Not a signature change; renamed, added or dropped parameters still are, and so is
 * a type that differs as the family spells it. Within one language the same holds for types
 * written where there were none (Flow or TypeScript annotations added to untyped JavaScript
 * parameters or results); a written type that changed is a change.
 */
export function onlyTypesWrittenDown(relationship: Relationship, languageBefore: string, languageAfter: string): boolean {
  if (relationship.type !== 'CHANGE_SIGNATURE') return false;
  const { before, after } = relationship;
  const sameNames = before.parameters.length === after.parameters.length && before.parameters.every((p, i) => p.name === after.parameters[i].name);
  if (!sameNames) return false;
  const parameters = before.parameters.map((p, i) => [p.type, after.parameters[i].type] as const);
  if (languageBefore !== languageAfter) {
    // Across languages a type left unwritten on either side (Kotlin's omitted `Unit`) tells nothing.
    const same = sameAcross(languageBefore, languageAfter);
    const kept = (then: string | undefined, now: string | undefined) => then === undefined || now === undefined || same(then, now);
    return parameters.every(([then, now]) => kept(then, now)) && kept(before.returnType, after.returnType);
  }
  const kept = (then: string | undefined, now: string | undefined) => then === now || then === undefined;
  const written = (then: string | undefined, now: string | undefined) => then === undefined && now !== undefined;
  if (!parameters.every(([then, now]) => kept(then, now)) || !kept(before.returnType, after.returnType)) return false;
  return parameters.some(([then, now]) => written(then, now)) || written(before.returnType, after.returnType);
}

/**
 * Each language spells its types its own way (Java's `int` is Kotlin's `Int`, `T[]` is
 * `Array<T>`): a type change of an element converted from one language to another is only one
 * when the two types differ as their family spells them (a written type that became inferred, or
 * another type). Where a language states no such spelling, a type compared across languages
 * tells nothing, and none is reported.
 */
export function isTypeSpelling(refactoring: Refactoring, languageBefore: string, languageAfter: string): boolean {
  if (languageBefore === languageAfter || (refactoring.operation !== 'CHANGE_TYPE' && refactoring.operation !== 'CHANGE_RETURN_TYPE')) return false;
  const { declaredType: then } = refactoring.before;
  const { declaredType: now } = refactoring.after;
  return then === undefined || now === undefined || sameAcross(languageBefore, languageAfter)(then, now);
}

/** Whether a type written in one language and one written in another are the same type: always, when either language states no family spelling. */
function sameAcross(languageBefore: string, languageAfter: string): (then: string, now: string) => boolean {
  return (then, now) => {
    const spelledThen = typeInFamily(languageBefore, then);
    const spelledNow = typeInFamily(languageAfter, now);
    return spelledThen === undefined || spelledNow === undefined || spelledThen.replace(/\s+/g, '') === spelledNow.replace(/\s+/g, '');
  };
}

/**
 * Each side's types as the family spells them, for an element converted from one language to
 * another whose languages both state such a spelling (Java and Kotlin); undefined otherwise.
 */
export function familySpellings(languageBefore: string, languageAfter: string): { before: (type: string) => string; after: (type: string) => string } | undefined {
  if (languageBefore === languageAfter || !spellsTypesInFamily(languageBefore) || !spellsTypesInFamily(languageAfter)) return undefined;
  return { before: (type) => typeInFamily(languageBefore, type)!, after: (type) => typeInFamily(languageAfter, type)! };
}
