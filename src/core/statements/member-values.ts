import { isMemberAccess, isName, usesOf } from './name-uses';

/**
 * Extract Variable of the value a member was assigned: the declaration's partner assigned it to
 * the member (`self._hparams = self._parse(h, d)`), the local now holds it, changed on its way
 * (`parsed = self._parse(h, d, allow)`), and a statement the mapper left apart gives the local to
 * that member, by an assignment (`self._hparams = parsed`) or by the member's name written out
 * (`super().__setattr__('_hparams', parsed)`). Read backwards, an Inline Variable.
 */

/** The member a statement assigns (`_hparams` in `self . _hparams = v`), or undefined for a variable or an item. */
export function assignedMember(tokens: readonly string[], assignments: ReadonlySet<string>): string | undefined {
  const at = tokens.findIndex((token) => assignments.has(token));
  return at > 1 && isMemberAccess(tokens[at - 2]) && isName(tokens[at - 1]) ? tokens[at - 1] : undefined;
}

/** Whether the statement gives the local, once, to `member`: assigns it there, or passes it beside the member's name as a text. */
export function givesLocalToMember(tokens: readonly string[], member: string, local: string, assignments: ReadonlySet<string>): boolean {
  if (usesOf(tokens, local) !== 1) return false;
  if (assignedMember(tokens, assignments) === member) {
    // The local alone (`self._a = parsed`), not a value made from it (`self._a = cls(hparams=h)`).
    const at = tokens.findIndex((token) => assignments.has(token));
    const value = tokens.slice(at + 1).filter((token) => token !== ';');
    return value.length === 1 && value[0] === local;
  }
  return tokens.some((token) => QUOTED.exec(token)?.[2] === member);
}

/** A quoted text and what it holds. */
const QUOTED = /^(['"`])(.*)\1$/s;
