import { familyName, withoutStarArguments } from '../jvm-family-types';

/**
 * A Java type as the JVM family spells it, to compare it with the same type written in Kotlin
 * (registry.ts, `typeInFamily`): a primitive and its box are Kotlin's one type (`int`, `Integer`
 * -> `Int`), `void` is `Unit`, `Object` is `Any`, an array is `Array<T>` (a primitive one Kotlin's
 * own, `int[]` -> `IntArray`), a wildcard a projection (`? extends T` -> `out T`, `?` -> `*`),
 * varargs `vararg T`, a package prefix and annotations nothing; `var` is an inferred type. A raw
 * type is the type of any arguments (`Class` is Kotlin's `Class<*>`), as it is `Class<?>`.
 */
export function javaTypeInFamily(written: string): string {
  const type = written
    .replace(/@[\w.$]+(\([^()]*\))?/g, ' ')
    .replace(/\bfinal\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (type === 'var') return INFERRED;
  const varargs = type.endsWith('...');
  const projected = (varargs ? type.slice(0, -3) : type)
    .replace(/\?\s*extends\s+/g, 'out ')
    .replace(/\?\s*super\s+/g, 'in ')
    .replace(/\?/g, '*')
    .replace(/\s*([<>,[\]])\s*/g, '$1');
  // Primitive arrays first, while `int` still tells them from `Integer[]` (`Array<Int>`).
  const primitiveArrays = projected.replace(/\b(int|long|short|byte|char|boolean|float|double)\[\]/g, (_, primitive: string) => `${primitive[0].toUpperCase()}${primitive.slice(1)}Array`);
  const named = primitiveArrays.replace(QUALIFIED_NAME, (name) => familyName(name, KOTLIN_NAMES));
  const spelled = withoutStarArguments(arraysAsKotlin(named)).replace(/,/g, ', ');
  return varargs ? `vararg ${spelled}` : spelled;
}

const INFERRED = 'Inferred';

/** A name, possibly qualified (`java.util.List`, `Map.Entry`): the match is one name token. */
const QUALIFIED_NAME = /[A-Za-z_$][\w$]*(\s*\.\s*[A-Za-z_$][\w$]*)*/g;

/** Java's names of the types Kotlin names otherwise (`Void` is a class Kotlin writes too: `FutureTask<Void>`). */
const KOTLIN_NAMES: ReadonlyMap<string, string> = new Map([
  ['int', 'Int'],
  ['Integer', 'Int'],
  ['long', 'Long'],
  ['short', 'Short'],
  ['byte', 'Byte'],
  ['char', 'Char'],
  ['Character', 'Char'],
  ['boolean', 'Boolean'],
  ['float', 'Float'],
  ['double', 'Double'],
  ['void', 'Unit'],
  ['Object', 'Any'],
]);

/** `T[]` -> `Array<T>`, innermost first (`String[][]` -> `Array<Array<String>>`). */
function arraysAsKotlin(type: string): string {
  let spelled = type;
  for (let previous = ''; previous !== spelled; ) {
    previous = spelled;
    spelled = spelled.replace(/([\w$.]+(?:<[^<>]*>)?)\[\]/, 'Array<$1>');
  }
  return spelled;
}
