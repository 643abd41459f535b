import type { Statement } from '../cst';
import type { StatementPair } from './mapper';
import { isUse } from './name-uses';

/**
 * Declarations the mapper left apart that are one statement with its local renamed: in parents
 * paired together (or both at the top of the bodies), of one kind, token for token the same but
 * where each declares a name (`catch (IOException ex)` and `catch (IOException e)`, whose bodies
 * were rewritten). Only a declaration with one such counterpart, and the reverse, pairs.
 */
export function renamedDeclarationPairs(before: readonly Statement[], after: readonly Statement[], pairs: readonly StatementPair[]): StatementPair[] {
  const partner = new Map<Statement, Statement>();
  for (const pair of pairs) {
    partner.set(pair.before, pair.after);
    partner.set(pair.after, pair.before);
  }
  const [parentsBefore, parentsAfter] = [parentsOf(before), parentsOf(after)];
  const unpaired = (statements: readonly Statement[]) => statements.filter((s) => s.declares.length > 0 && !partner.has(s));
  const candidatesAfter = unpaired(after);
  const counterparts = new Map<Statement, Statement[]>();
  const matchedAfter = new Map<Statement, number>();
  for (const b of unpaired(before)) {
    const parent = parentsBefore.get(b);
    const expectedParent = parent ? partner.get(parent) : undefined;
    if (parent && !expectedParent) continue;
    const list = candidatesAfter.filter((a) => parentsAfter.get(a) === expectedParent && sameButDeclaredNames(b, a));
    counterparts.set(b, list);
    for (const a of list) matchedAfter.set(a, (matchedAfter.get(a) ?? 0) + 1);
  }
  const found: StatementPair[] = [];
  for (const [b, list] of counterparts) if (list.length === 1 && matchedAfter.get(list[0]) === 1) found.push({ before: b, after: list[0], similarity: 1 });
  return found;
}

/** Each statement's parent among `statements` (the flat list of a body); top-level ones have none. */
function parentsOf(statements: readonly Statement[]): Map<Statement, Statement> {
  const parents = new Map<Statement, Statement>();
  for (const statement of statements) for (const child of statement.children) parents.set(child, statement);
  return parents;
}

/** Same kind and tokens but at the positions of names each declares, all of them renamed. */
function sameButDeclaredNames(b: Statement, a: Statement): boolean {
  if (b.kind !== a.kind || b.tokens.length !== a.tokens.length || b.declares.length !== a.declares.length) return false;
  let differs = false;
  for (let i = 0; i < b.tokens.length; i++) {
    if (b.tokens[i] === a.tokens[i]) continue;
    if (!b.declares.includes(b.tokens[i]) || !a.declares.includes(a.tokens[i]) || !isUse(b.tokens, i, b.tokens[i])) return false;
    differs = true;
  }
  return differs;
}
