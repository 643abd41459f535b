import { quote } from './excerpt';
import { didYouMean } from './suggest';
import { KINDS, OPERATIONS, TYPES } from './vocabulary';

/**
 * The words that select refactorings by type, for the policy's `analysis.types` and the command
 * line's `--type`: a type name (`Rename Method`), an operation (`RENAME`) or a kind (`Method`),
 * in any letter case; `!` in front excludes. One parser, so both accept and refuse the same words.
 */

const WORDS = [...TYPES, ...OPERATIONS, ...KINDS];
const BY_LOWER_CASE = new Map(WORDS.map((word) => [word.toLowerCase(), word]));

export type ParsedSelector = { selector: string } | { problem: string; suggest: () => string };

/** `rename method` -> `Rename Method`, `!function` -> `!Function`; a problem for anything else. */
export function parseTypeSelector(text: string): ParsedSelector {
  const excluded = text.startsWith('!');
  const bare = (excluded ? text.slice(1) : text).trim();
  const word = BY_LOWER_CASE.get(bare.toLowerCase());
  if (word !== undefined) return { selector: excluded ? `!${word}` : word };
  return { problem: `unknown refactoring type, operation or kind ${quote(bare)}`, suggest: () => didYouMean(bare, WORDS) };
}
