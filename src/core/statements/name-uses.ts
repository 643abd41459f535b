/**
 * Where a local's name occurs in a statement's tokens. A name after a member access (`this.x`,
 * `p->x`, `ns::x`) is another thing of the same spelling (a field), not the local.
 */

import type { Statement } from '../cst';

const MEMBER_ACCESS = new Set(['.', '->', '::', '?.']);

/** A token that is a name (a letter, `_` or `$`, then letters, digits, `_` or `$`), not a literal or punctuation. */
const NAME = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

/** Whether `token` is a name: NAME, one expression shared by the statement rules. */
export function isName(token: string): boolean {
  return NAME.test(token);
}

/** Whether `token` reaches into something (`.`, `->`, `::`, `?.`): the name after it is a member. */
export function isMemberAccess(token: string): boolean {
  return MEMBER_ACCESS.has(token);
}

/** How many times `name` is used as a local in `tokens`. */
export function usesOf(tokens: readonly string[], name: string): number {
  let count = 0;
  for (let i = 0; i < tokens.length; i++) if (isUse(tokens, i, name)) count++;
  return count;
}

/** The tokens that may be locals: all but those after a member access. */
export function localNames(tokens: readonly string[]): string[] {
  return tokens.filter((token, i) => !MEMBER_ACCESS.has(tokens[i - 1] ?? ''));
}

/** Adds `localNames(tokens)` to `names`, without the list: read for every statement of every body mapped. */
export function addLocalNames(tokens: readonly string[], names: Set<string>): void {
  for (let i = 0; i < tokens.length; i++) if (i === 0 || !MEMBER_ACCESS.has(tokens[i - 1])) names.add(tokens[i]);
}

/** The names a statement uses as locals (isUse), each once. */
export function usedNames(tokens: readonly string[]): Set<string> {
  return new Set(tokens.filter((token, i) => isUse(tokens, i, token)));
}

/** `tokens` with every local use of `from` spelled `to`. */
export function renamed(tokens: readonly string[], from: string, to: string): string[] {
  return tokens.map((token, i) => (isUse(tokens, i, from) ? to : token));
}

/** `tokens` with the renames applied (old name -> new name), all at once. */
export function withRenames(tokens: readonly string[], renames: ReadonlyMap<string, string>): readonly string[] {
  if (renames.size === 0) return tokens;
  return tokens.map((token, i) => {
    const to = renames.get(token);
    return to !== undefined && !MEMBER_ACCESS.has(tokens[i - 1] ?? '') ? to : token;
  });
}

/** `tokens` with every token spelled as a renamed name respelled, members of that spelling too. */
export function withRenamesEverywhere(tokens: readonly string[], renames: ReadonlyMap<string, string>): readonly string[] {
  return renames.size === 0 ? tokens : tokens.map((token) => renames.get(token) ?? token);
}

/** `tokens` with each occurrence of the run `run` replaced by `by`; undefined when there is none. */
export function replacedRun(tokens: readonly string[], run: readonly string[], by: readonly string[]): string[] | undefined {
  if (run.length === 0 || run.length > tokens.length) return undefined;
  const result: string[] = [];
  let found = false;
  for (let i = 0; i < tokens.length; ) {
    if (startsRun(tokens, i, run)) {
      result.push(...by);
      i += run.length;
      found = true;
    } else result.push(tokens[i++]);
  }
  return found ? result : undefined;
}

/** Whether the run `run` occurs in `tokens` (a one-name run as a local, not a member of that spelling). */
export function containsRun(tokens: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0) return false;
  for (let i = 0; i + run.length <= tokens.length; i++) if (startsRun(tokens, i, run)) return true;
  return false;
}

function startsRun(tokens: readonly string[], at: number, run: readonly string[]): boolean {
  if (at + run.length > tokens.length) return false;
  for (let k = 0; k < run.length; k++) if (tokens[at + k] !== run[k]) return false;
  // A run that is one name must stand for the local, not a member of the same spelling.
  return run.length > 1 || !MEMBER_ACCESS.has(tokens[at - 1] ?? '');
}

/** Whether `tokens[i]` is `name` used as a local. */
export function isUse(tokens: readonly string[], i: number, name: string): boolean {
  return tokens[i] === name && !MEMBER_ACCESS.has(tokens[i - 1] ?? '');
}

/**
 * The one place two statements differ: what each holds between their common beginning and their
 * common end (`a . f ( x )` and `a . f ( g ( y ) )`: `x` and `g ( y )`), and where it starts.
 */
export function changedPlace(a: readonly string[], b: readonly string[]): { start: number; inA: readonly string[]; inB: readonly string[] } {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { start, inA: a.slice(start, a.length - end), inB: b.slice(start, b.length - end) };
}

export const OPENING = new Set(['(', '[', '{']);
export const CLOSING = new Set([')', ']', '}']);
export const TERMINATORS = new Set([';', ',']);

/** Whether `tokens` are one expression: brackets closed as they open, no `,` or `;` outside them (`10 , max` is two). */
export function isOneExpression(tokens: readonly string[]): boolean {
  let depth = 0;
  for (const token of tokens) {
    if (OPENING.has(token)) depth++;
    else if (CLOSING.has(token) && --depth < 0) return false;
    else if (depth === 0 && TERMINATORS.has(token)) return false;
  }
  return depth === 0;
}

/**
 * Which tokens name the parameter an argument is passed to (`layer(inputs=x)`, `f(name = x)`:
 * the first word of an argument, directly in parentheses, before `=`): the callee's, not a local.
 */
export function argumentNameFlags(tokens: readonly string[]): boolean[] {
  const flags: boolean[] = [];
  const open: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (OPENING.has(token)) open.push(token);
    else if (CLOSING.has(token)) open.pop();
    flags.push(open[open.length - 1] === '(' && tokens[i + 1] === '=' && (tokens[i - 1] === '(' || tokens[i - 1] === ','));
  }
  return flags;
}

/** The names `tokens` use as locals: neither a member (`tf.variable_scope`) nor an argument's name (argumentNameFlags). */
export function localUses(tokens: readonly string[]): Set<string> {
  const argumentNames = argumentNameFlags(tokens);
  return new Set(tokens.filter((token, i) => isUse(tokens, i, token) && !argumentNames[i]));
}

/** A local and its value, written out where its value reaches (every statement when `reach` is absent). */
export interface LocalWithValue {
  name: string;
  value: readonly string[];
  assignment: Statement;
  reach?: readonly Statement[];
}

/**
 * A reader of statements with the given locals written out as their values: each statement's
 * tokens with every use of a local, where the local's value reaches and not in its own
 * assignment, replaced by that value (the statement's own tokens when none is used). The reaches
 * are made into sets once, for all the statements read.
 */
export function writtenOut(locals: readonly LocalWithValue[], allStatements: readonly Statement[]): (statement: Statement) => string[] {
  const reaches = locals.map((local) => new Set(local.reach ?? allStatements));
  return (statement) => {
    let tokens = statement.tokens;
    for (let k = 0; k < locals.length; k++) {
      const local = locals[k];
      if (statement === local.assignment || !reaches[k].has(statement) || usesOf(tokens, local.name) === 0) continue;
      tokens = valueForUses(tokens, local.name, local.value);
    }
    return tokens;
  };
}

/** `tokens` with every local use of `name` replaced by the tokens of `value`. */
function valueForUses(tokens: readonly string[], name: string, value: readonly string[]): string[] {
  const result: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (isUse(tokens, i, name)) for (const token of value) result.push(token);
    else result.push(tokens[i]);
  }
  return result;
}
