import type { Statement } from '../cst';
import { holdsReplacedPart } from './held-parts';
import { usesOf, withRenames, type LocalWithValue } from './name-uses';

/**
 * Extract Variable through other new locals: the value went into a local that another new local's
 * value reads, and that one stands where the value stood (`lines = [node.label]`,
 * `text = '\n'.join(lines)`, `graph.node(id, text)` where `graph.node(id, node.label)` was; or a
 * chain of redeclarations, `x = norm(e)`, `x = reshape(x, s)`, `f(x)` where `f(norm(e))` was).
 * Read backwards, an Inline Variable.
 */

/** A new (or gone) local as extracted-variables.ts reads it: its value, the statement giving it, and the statements it reaches when not the whole body. */
export type CarriedLocal = LocalWithValue;

/**
 * Whether a statement using a local that carries `variable`'s value on (see carriersOf) reads as
 * its partner with the part of the value the partner held replaced by that local's name.
 */
export function carriedIntoOthers(variable: CarriedLocal, locals: readonly CarriedLocal[], statements: readonly Statement[], partner: ReadonlyMap<Statement, Statement>, renames: ReadonlyMap<string, string>): boolean {
  return readThroughCarriers(variable, carriersOf(variable, locals, statements), statements, partner, renames, []);
}

/**
 * A variable kept (its declaration paired with the old one of its name) whose new value took in a
 * part that stood, before, where the name (or a local carrying it on) is now read: `n = len(x0)`
 * became `n = max(len(x0), len(x1))`, and `makeup(x0, len(x1))` became `makeup(x0, n)`. The part
 * must be new to the value (`old`, the value it had), and the name read there where it was not.
 */
export function tookInPart(variable: CarriedLocal, old: readonly string[], locals: readonly CarriedLocal[], statements: readonly Statement[], partner: ReadonlyMap<Statement, Statement>, renames: ReadonlyMap<string, string>): boolean {
  return readThroughCarriers(variable, [variable, ...carriersOf(variable, locals, statements)], statements, partner, renames, old);
}

/** Whether a user of one of `carriers` reads as its partner with the part of `variable`'s value it held (not in `old`) replaced by the carrier's name. */
function readThroughCarriers(variable: CarriedLocal, carriers: readonly CarriedLocal[], statements: readonly Statement[], partner: ReadonlyMap<Statement, Statement>, renames: ReadonlyMap<string, string>, old: readonly string[]): boolean {
  for (const carrier of carriers) {
    const users = (carrier.reach ?? statements).filter((s) => s !== carrier.assignment && usesOf(s.tokens, carrier.name) > 0);
    const standing = { name: carrier.name, value: variable.value };
    for (const user of users) {
      const other = partner.get(user);
      if (!other) continue;
      const tokens = withRenames(other.tokens, renames);
      // The name came in where the part stood: the partner read it fewer times.
      if (usesOf(tokens, carrier.name) < usesOf(user.tokens, carrier.name) && holdsReplacedPart(tokens, user.tokens, standing, [], old)) return true;
    }
  }
  return false;
}

/**
 * The other new locals whose value reads `variable` within its reach, and in turn those whose
 * value reads one of them: each holds the value on, changed.
 */
function carriersOf(variable: CarriedLocal, locals: readonly CarriedLocal[], statements: readonly Statement[]): CarriedLocal[] {
  const carriers: CarriedLocal[] = [];
  const seen = new Set<CarriedLocal>([variable]);
  // The cheap test first; without a reach every statement is reached.
  const reads = (local: CarriedLocal, from: CarriedLocal) => usesOf(local.value, from.name) > 0 && (!from.reach || from.reach.includes(local.assignment));
  let frontier = [variable];
  while (frontier.length > 0) {
    frontier = locals.filter((local) => !seen.has(local) && frontier.some((from) => reads(local, from)));
    for (const local of frontier) seen.add(local);
    carriers.push(...frontier);
  }
  return carriers;
}
