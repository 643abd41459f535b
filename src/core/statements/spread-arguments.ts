import { CLOSING, changedPlace, containsRun, isName, OPENING, TERMINATORS, usesOf } from './name-uses';
import { sameTokens, wordCount } from './similarity';

/** A local and its value, as extracted-variables.ts reads them. */
export interface SpreadLocal {
  name: string;
  value: readonly string[];
}

/**
 * Whether `partner` is `user` with the call that took the local replaced by another call taking
 * the local's own arguments instead (`saveTask(newTask)`, once `newTask = Task(title, text)`, now
 * `createTask(title, text)`; `new Holder(view)`, once `view = inflater.inflate(layout, parent, false)`,
 * now `new QuickHolder(layout, parent)`): the value written out, its parts passed on directly, as
 * RefactoringMiner reads it. Every argument of the new call that the user did not pass is an
 * argument of the value, and one at least is; the new call no longer reads the local, and is no
 * callable extracted from the body (`isExtractedCallable`). The arguments passed anew hold two
 * words at least. Read for inlinings only (extracted-variables.ts).
 */
export function argumentsTookItsPlace(user: readonly string[], partner: readonly string[], local: SpreadLocal, isExtractedCallable: (name: string) => boolean): boolean {
  if (usesOf(partner, local.name) > 0 || containsRun(partner, local.value)) return false;
  const { start } = changedPlace(user, partner);
  // The place changed at a call's name, on each side (a call replaced by another).
  if (!isCallAt(user, start) || !isCallAt(partner, start) || user[start] === partner[start]) return false;
  const taking = argumentsAt(user, start + 1);
  // Taken whole, as an argument of its own: one read inside another call (`assertThat(print(m), ...)`) was not passed on.
  if (!taking || !taking.some((argument) => argument.length === 1 && argument[0] === local.name)) return false;
  // A callable extracted from the body, now called with the value's parts (`checkPrint("f(1)", Call.class)`, where
  // `m = root.find(Call.class)` and `assertThat(print(m), ...)` were), computes the value itself: the extraction, not an inlining.
  if (isExtractedCallable(partner[start])) return false;
  // A call the value makes itself (`construct(ss)` where `construct(list(ss))` is the value) is the value, changed: not a call taking its parts.
  if (local.value.some((token, i) => token === partner[start] && local.value[i + 1] === '(')) return false;
  const given = argumentsAt(partner, start + 1);
  const parts = valueArguments(local.value);
  const passedAnew = (given ?? []).filter((argument) => !containsRun(user, argument));
  // A lone name passed anew (`close(conn)`, `handle(path)`) is in too many calls to say the value's parts came there.
  return wordCount(passedAnew.flat()) >= MIN_PASSED_WORDS && passedAnew.every((argument) => parts.some((part) => sameTokens(part, argument)));
}

/** The words the arguments passed anew must hold between them. */
const MIN_PASSED_WORDS = 2;

function isCallAt(tokens: readonly string[], at: number): boolean {
  return isName(tokens[at] ?? '') && tokens[at + 1] === '(';
}

/** The arguments of the list opened by the `(` at `open`, each as its tokens, or undefined where the list does not close. */
function argumentsAt(tokens: readonly string[], open: number): string[][] | undefined {
  const found: string[][] = [];
  let current: string[] = [];
  let depth = 0;
  for (let i = open + 1; i < tokens.length; i++) {
    const token = tokens[i];
    if (depth === 0 && CLOSING.has(token)) {
      if (current.length > 0) found.push(current);
      return found;
    }
    if (depth === 0 && TERMINATORS.has(token)) {
      found.push(current);
      current = [];
      continue;
    }
    if (OPENING.has(token)) depth++;
    else if (CLOSING.has(token)) depth--;
    current.push(token);
  }
  return undefined;
}

/** The arguments of every call in the value (`inflater . inflate ( layout , parent , false )`: `layout`, `parent`, `false`). */
function valueArguments(value: readonly string[]): string[][] {
  return value.flatMap((_, i) => (isCallAt(value, i) ? (argumentsAt(value, i + 1) ?? []) : []));
}
