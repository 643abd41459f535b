import { splitIdentifier } from '../similarity';
import { TERMINATORS } from './name-uses';

/**
 * An assignment to a field and a call of its setter compare as one statement, by their receivers
 * and values (RefactoringMiner's replacement of `x.a = v` by `x.setA(v)`): code moved into a helper often
 * sets through the accessor what the caller assigned directly. Both read here as
 * `receiver . <field> = value`, the field named by its words in lower case, so that `haEnabled`,
 * `this.haEnabled` and `setHAEnabled(...)` meet. A setter is a call of one argument whose name is
 * a verb word followed by the field's words (`setPassword`, `set_password`, `withPassword`).
 */

const ASSIGNMENT = '=';
const MEMBER_ACCESS = new Set(['.', '->', '?.']);

/**
 * Both statements read as field assignments when one assigns a field and the other calls the
 * setter of that same field; undefined otherwise (two assignments compare as they are).
 */
export function asFieldAssignments(a: readonly string[], b: readonly string[]): [readonly string[], readonly string[]] | undefined {
  // One side assigns, the other does not (a setter's argument holds no `=`): checked first, as
  // this runs for every pair of statements the mapper compares.
  const assigns = a.includes(ASSIGNMENT);
  if (assigns === b.includes(ASSIGNMENT)) return undefined;
  const [assignment, call] = assigns ? [a, b] : [b, a];
  const field = canonicalOf(assignment, true);
  const setter = field && canonicalOf(call, false);
  if (!field || !setter || field.key !== setter.key) return undefined;
  return assigns ? [field.tokens, setter.tokens] : [setter.tokens, field.tokens];
}

/**
 * The key of the field a statement assigns (one holding `=`) or sets through its setter (one
 * without): the statements of one key, one of each kind, compare as field assignments. Undefined
 * for a statement that does neither.
 */
export function fieldSetBy(tokens: readonly string[]): string | undefined {
  return canonicalOf(tokens, tokens.includes(ASSIGNMENT))?.key;
}

interface Canonical {
  tokens: readonly string[];
  /** Its field key (`fieldOf`). */
  key: string;
}

/** Each statement read once as an assignment or a setter call: the mapper asks for every pair it compares. */
const canonicals = new WeakMap<readonly string[], Canonical | null>();

function canonicalOf(tokens: readonly string[], assigns: boolean): Canonical | undefined {
  let found = canonicals.get(tokens);
  if (found === undefined) {
    const canonical = assigns ? assignedField(withoutTerminator(tokens)) : setterCall(withoutTerminator(tokens));
    canonicals.set(tokens, (found = canonical ? { tokens: canonical, key: fieldOf(canonical) } : null));
  }
  return found ?? undefined;
}

function withoutTerminator(tokens: readonly string[]): readonly string[] {
  let end = tokens.length;
  while (end > 0 && TERMINATORS.has(tokens[end - 1])) end--;
  return tokens.slice(0, end);
}

/** The field key of a canonical assignment: the token before its `=`. */
function fieldOf(tokens: readonly string[]): string {
  return tokens[tokens.indexOf(ASSIGNMENT) - 1];
}

/** `target . name = value`: the target's last name read as a field key. */
function assignedField(tokens: readonly string[]): readonly string[] | undefined {
  const at = tokens.indexOf(ASSIGNMENT);
  if (at < 1 || at === tokens.length - 1) return undefined;
  const name = tokens[at - 1];
  if (!isName(name)) return undefined;
  // Only a field of a receiver or a bare name: `T x = v` declares a local, no field.
  const receiver = tokens.slice(0, at - 1);
  if (receiver.length > 0 && !MEMBER_ACCESS.has(receiver[receiver.length - 1])) return undefined;
  return [...receiver, fieldKey(splitIdentifier(name)), ASSIGNMENT, ...tokens.slice(at + 1)];
}

/** `receiver . setName ( value )`, one argument, the call the whole statement. */
function setterCall(tokens: readonly string[]): readonly string[] | undefined {
  if (tokens.length < 4 || tokens[tokens.length - 1] !== ')') return undefined;
  const open = tokens.indexOf('(');
  if (open < 1 || !isName(tokens[open - 1])) return undefined;
  const receiver = tokens.slice(0, open - 1);
  if (receiver.length > 0 && !MEMBER_ACCESS.has(receiver[receiver.length - 1])) return undefined;
  if (receiver.some((token) => token === '(' || token === ASSIGNMENT)) return undefined;
  const argument = tokens.slice(open + 1, tokens.length - 1);
  if (argument.length === 0 || !isOneArgument(argument)) return undefined;
  const words = splitIdentifier(tokens[open - 1]);
  if (words.length < 2) return undefined;
  return [...receiver, fieldKey(words.slice(1)), ASSIGNMENT, ...argument];
}

/** Balanced, with no comma at its top level (and the call's parentheses closing at the end). */
function isOneArgument(tokens: readonly string[]): boolean {
  let depth = 0;
  for (const token of tokens) {
    if (token === '(' || token === '[' || token === '{') depth++;
    else if (token === ')' || token === ']' || token === '}') {
      if (--depth < 0) return false;
    } else if (token === ',' && depth === 0) return false;
  }
  return depth === 0;
}

function fieldKey(words: readonly string[]): string {
  return words.join('').toLowerCase();
}

function isName(token: string): boolean {
  return /^[A-Za-z_$][\w$]*$/.test(token);
}
