import { familyName, withoutStarArguments } from '../jvm-family-types';

/**
 * A Kotlin type as the JVM family spells it, to compare it with the same type written in Java
 * (registry.ts, `typeInFamily`): Java's types say nothing of null, so `T?` is `T`; Java's
 * `List` is Kotlin's `List` and `MutableList` alike, so a mutable collection is its read-only
 * name; a function type is the interface Java sees (`(A) -> R` is `Function1<A, R>`); a package
 * prefix and annotations are nothing. An inferred type stays `Inferred`; `Class<*>` is Java's raw
 * `Class`.
 */
export function kotlinTypeInFamily(written: string): string {
  const named = written
    .replace(/@[\w.:]+(\([^()]*\))?/g, ' ')
    .replace(/\?/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*([<>,.])\s*/g, '$1')
    .replace(QUALIFIED_NAME, (name) => familyName(name, READ_ONLY_NAMES));
  return withoutStarArguments(asInterfaces(named)).replace(/,\s*/g, ', ');
}

/** `A.(B) -> R` -> `Function2<A, B, R>`, inside type arguments too; a suspending one is left as written. */
function asInterfaces(type: string): string {
  const text = type.trim();
  const arrow = topLevel(text, '->');
  if (arrow >= 0 && !text.startsWith('suspend ')) {
    const left = text.slice(0, arrow).trim();
    const open = left.endsWith(')') ? matchingOpen(left, left.length - 1) : -1;
    if (open < 0) return text;
    const receiver = left.slice(0, open).replace(/\.$/, '').trim();
    // A named parameter (`(name: T) -> R`) is its type.
    const parameters = splitTopLevel(left.slice(open + 1, -1)).map((p) => p.replace(/^[\w`]+\s*:\s*/, ''));
    const parts = [...(receiver ? [receiver] : []), ...parameters, text.slice(arrow + 2)].map(asInterfaces);
    return `Function${parts.length - 1}<${parts.join(', ')}>`;
  }
  if (text.startsWith('(') && matchingClose(text, 0) === text.length - 1) return asInterfaces(text.slice(1, -1));
  const variance = /^(out|in|vararg) /.exec(text);
  if (variance) return `${variance[1]} ${asInterfaces(text.slice(variance[0].length))}`;
  const angle = text.indexOf('<');
  if (angle < 0 || !text.endsWith('>')) return text;
  return `${text.slice(0, angle)}<${splitTopLevel(text.slice(angle + 1, -1)).map(asInterfaces).join(', ')}>`;
}

/** Where `token` first occurs outside any brackets, or -1. */
function topLevel(text: string, token: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.startsWith(token, i) && depth === 0) return i;
    const c = text[i];
    if (c === '(' || c === '<') depth++;
    else if ((c === ')' || c === '>') && text[i - 1] !== '-') depth--;
  }
  return -1;
}

/** The parts of a list separated by commas outside brackets. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let rest = list;
  for (let comma = topLevel(rest, ','); comma >= 0; comma = topLevel(rest, ',')) {
    parts.push(rest.slice(0, comma).trim());
    rest = rest.slice(comma + 1);
  }
  return rest.trim() === '' ? parts : [...parts, rest.trim()];
}

function matchingOpen(text: string, close: number): number {
  let depth = 0;
  for (let i = close; i >= 0; i--) {
    if (text[i] === ')') depth++;
    else if (text[i] === '(' && --depth === 0) return i;
  }
  return -1;
}

function matchingClose(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
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
