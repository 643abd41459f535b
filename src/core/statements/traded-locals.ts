import type { Statement } from '../cst';
import { usedNames } from './name-uses';
import { sameTokens } from './similarity';
import type { DeclaredVariable, SideFacts, VariableContext } from './variables';

/** Mapped statements trading one local for another, this many or more, propose the pair (see tradedInRewrittenUses). */
const TRADING_STATEMENTS = 3;

/**
 * Two mapped statements of which the first reads one local the body after no longer declares,
 * and the second, in its stead, one local the body before did not declare, the rest rewritten
 * around it (`Class.forName(classObj.className)` became `Class.forName(instance.classHierarchy[0].className)`):
 * that pair of names; undefined if more, or none, changed hands.
 */
export function tradedLocal(context: VariableContext, old: readonly string[], now: readonly string[]): [string, string] | undefined {
  // The same statement reads the same names: none changed hands (most mapped pairs), and none are read to tell.
  if (sameTokens(old, now)) return undefined;
  const { before, after } = context;
  const [readBefore, readAfter] = [usedNames(old), usedNames(now)];
  const gone = [...readBefore].filter((name) => before.declared.has(name) && !after.declared.has(name) && !readAfter.has(name));
  const come = [...readAfter].filter((name) => after.declared.has(name) && !before.declared.has(name) && !readBefore.has(name));
  return gone.length === 1 && come.length === 1 ? [gone[0], come[0]] : undefined;
}

/**
 * Locals whose every use was rewritten, each mapped statement reading the new local where its
 * partner read the old one (`classObj` -> `instance` in `extendsThread(classObj)`,
 * `classObj.superClassObj.className` and `Class.forName(classObj.className)`, each now read
 * through `instance.classHierarchy`), in `TRADING_STATEMENTS` statements or more and no statement
 * trading either for another: candidates, as the declarations visible where they are read, that
 * the rules of renamedVariables then judge by all their uses.
 */
export function tradedInRewrittenUses(context: VariableContext): [DeclaredVariable, DeclaredVariable][] {
  const trades = new Map<string, { to: string; before: Statement[]; after: Statement[] }>();
  const conflicting = new Set<string>();
  const takenBy = new Map<string, string>();
  for (const pair of context.mapping.pairs) {
    const traded = tradedLocal(context, pair.before.tokens, pair.after.tokens);
    if (!traded) continue;
    const [from, to] = traded;
    const known = trades.get(from);
    if ((known && known.to !== to) || (takenBy.has(to) && takenBy.get(to) !== from)) {
      conflicting.add(from);
      conflicting.add(takenBy.get(to) ?? from);
      continue;
    }
    takenBy.set(to, from);
    const entry = known ?? { to, before: [], after: [] };
    entry.before.push(pair.before);
    entry.after.push(pair.after);
    trades.set(from, entry);
  }
  const found: [DeclaredVariable, DeclaredVariable][] = [];
  for (const [from, { to, before, after }] of trades) {
    if (conflicting.has(from) || before.length < TRADING_STATEMENTS) continue;
    const old = visibleAt(context.before, from, before);
    const now = visibleAt(context.after, to, after);
    if (old && now) found.push([old, now]);
  }
  return found;
}

/**
 * The declaration of `name` visible at every one of `readers`: the one, or the innermost (the
 * smallest scope, which shadows the others there); undefined if two are as near.
 */
function visibleAt(side: SideFacts, name: string, readers: readonly Statement[]): DeclaredVariable | undefined {
  const visible = (side.declared.get(name) ?? []).flatMap((declaration) => {
    const scope = side.scopes.of(declaration.statement);
    return !scope || readers.every((reader) => scope.has(reader)) ? [{ declaration, size: scope?.size ?? Infinity }] : [];
  });
  const nearest = Math.min(...visible.map((v) => v.size));
  const innermost = visible.filter((v) => v.size === nearest);
  return innermost.length === 1 ? innermost[0].declaration : undefined;
}
