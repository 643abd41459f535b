import type { Statement, StatementBody } from '../core/cst';
import { flattenStatements } from '../core/statements/mapper';
import { withRenames } from '../core/statements/name-uses';

type Bodies = () => { before: StatementBody; after: StatementBody } | undefined;
interface Sides {
  before: Statement[];
  after: Statement[];
}

/**
 * Whether a parameter that lost its name (`n1`) and one that gained a name (`n2`) are two
 * variables because of a local: read from the bodies' statements, built when first asked.
 * False without statements.
 */
export function localsApartReader(bodies: Bodies): (n1: string, n2: string) => boolean {
  let read: { sides: Sides | undefined } | undefined;
  const sides = () => {
    if (!read) {
      const statements = bodies();
      read = { sides: statements && { before: flattenStatements(statements.before.statements), after: flattenStatements(statements.after.statements) } };
    }
    return read.sides;
  };
  return (n1, n2) => {
    const both = sides();
    return !!both && (localMadeParameter(both, n1, n2) || parameterKeptAsAlias(both, n1, n2));
  };
}

/**
 * The new name was a local of the old body, now the parameter (Parameterize Variable:
 * `clamped_indexes(pmf, subdivisions)` with `locs = np.linspace(0, 1, subdivisions + 1)` ->
 * `clamped_indexes(pmf, locs)`), unless that local went on under another name new to the body,
 * its declaration the same but for both renames (a chain: `files` -> `current` while the local
 * `current` -> `actual`).
 */
function localMadeParameter({ before, after }: Sides, n1: string, n2: string): boolean {
  const declaring = before.filter((statement) => statement.declares.includes(n2));
  if (declaring.length === 0) return false;
  const declaredBefore = new Set(before.flatMap((statement) => statement.declares));
  const renamedAway = (statement: Statement) =>
    after.some((other) => other.declares.some((name) => !declaredBefore.has(name) && sameTokens(withRenames(statement.tokens, new Map([[n2, name], [n1, n2]])), other.tokens)));
  return !declaring.some(renamedAway);
}

/**
 * The old name is now a local holding the new parameter as is (`eventspace = alphabet`): the body
 * still reads the old variable, no longer passed in (RefactoringMiner's Localize Parameter), while
 * callers pass a new one. A local holding a value made from the new parameter (`key =
 * key(messageKey)`) is no such evidence: the parameter renamed, the local a new value.
 */
function parameterKeptAsAlias({ after }: Sides, n1: string, n2: string): boolean {
  return after.some((statement) => statement.declares.includes(n1) && valueIs(statement.tokens, n2));
}

/** `x = value` or `T x = value;`: what follows the first `=` is the one name. */
function valueIs(tokens: readonly string[], name: string): boolean {
  const at = tokens.indexOf('=');
  const value = tokens.slice(at + 1).filter((token) => token !== ';');
  return at >= 0 && value.length === 1 && value[0] === name;
}

function sameTokens(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((token, i) => token === b[i]);
}
