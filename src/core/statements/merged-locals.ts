import type { Statement } from '../cst';
import { usesOf } from './name-uses';
import type { DeclaredVariable, VariableChange, VariableContext } from './variables';

type Rename = Extract<VariableChange, { operation: 'RENAME' }>;

/**
 * Locals merged into one new local (`de2idx, idx2de = load_de_vocab()` and `en2idx, idx2en =
 * load_en_vocab()` became `word2idx, idx2word = load_shared_vocab()`, each mapped use of either
 * reading `word2idx` in its place): RefactoringMiner reads the first declared as renamed, the
 * declarations as one statement rewritten, and the names beside it that neither side reads renamed
 * with it (`idx2de` -> `idx2word`). Every declaration involved is the only one of its name, unpaired
 * or paired among themselves (the old one paired with the new is then the renamed one), in the same
 * place of statements declaring as many names; no old name is used after, nor the new one before;
 * every mapped use of each side agrees with its partner, one use of each old local at least.
 * `merged`: the old names proposed for each new name, two or more.
 */
export function mergedLocalRenames(context: VariableContext, merged: ReadonlyMap<string, readonly string[]>): Rename[] {
  const found: Rename[] = [];
  for (const [to, froms] of merged) {
    const target = sole(context, 'after', to);
    const sources = froms.map((from) => sole(context, 'before', from));
    if (!target || sources.length < 2 || !sources.every((source): source is DeclaredVariable => !!source)) continue;
    // The declarations unpaired, or paired among themselves: the old one paired with the new is the renamed one.
    const partnerOfTarget = context.partner.get(target.statement);
    const pairedAmong = sources.every((source) => [undefined, target.statement].includes(context.partner.get(source.statement)));
    if (!pairedAmong || (partnerOfTarget && !sources.some((source) => source.statement === partnerOfTarget))) continue;
    const at = target.statement.declares.indexOf(to);
    const shaped = sources.every((source) => source.statement.declares.length === target.statement.declares.length && source.statement.declares.indexOf(source.name) === at);
    if (!shaped || context.before.used.has(to) || froms.some((from) => context.after.used.has(from))) continue;
    if (!mergedUsesAgree(context, sources, target)) continue;
    const [first] = [...sources].sort((x, y) => context.before.statements.indexOf(x.statement) - context.before.statements.indexOf(y.statement));
    const renamed = sources.find((source) => source.statement === partnerOfTarget) ?? first;
    found.push({ operation: 'RENAME', before: renamed, after: target }, ...unreadNeighbours(context, renamed.statement, target.statement, at));
  }
  return found;
}

/** The one declaration of `name` on a side, not a parameter's. */
function sole(context: VariableContext, side: 'before' | 'after', name: string): DeclaredVariable | undefined {
  const list = context[side].declared.get(name);
  return list?.length === 1 && !context[side].parameters.has(name) ? list[0] : undefined;
}

/** Each old local's mapped uses read the new one as often in their partners, and each mapped use of the new one reads the old ones as often; none unmapped. */
function mergedUsesAgree(context: VariableContext, sources: readonly DeclaredVariable[], target: DeclaredVariable): boolean {
  const declarations = new Set<Statement>([target.statement, ...sources.map((source) => source.statement)]);
  const oldUses = (statement: Statement) => sources.reduce((sum, source) => sum + usesOf(statement.tokens, source.name), 0);
  const agreeing = new Map(sources.map((source) => [source.name, 0]));
  for (const statement of context.before.statements) {
    if (declarations.has(statement) || oldUses(statement) === 0) continue;
    const partner = context.partner.get(statement);
    if (!partner || usesOf(partner.tokens, target.name) !== oldUses(statement)) return false;
    for (const source of sources) if (usesOf(statement.tokens, source.name) > 0) agreeing.set(source.name, agreeing.get(source.name)! + 1);
  }
  for (const statement of context.after.statements) {
    if (declarations.has(statement) || usesOf(statement.tokens, target.name) === 0) continue;
    const partner = context.partner.get(statement);
    if (!partner || oldUses(partner) !== usesOf(statement.tokens, target.name)) return false;
  }
  return [...agreeing.values()].every((count) => count > 0);
}

/** The other names of the two declarations, place by place, read by neither side and new after: renamed with the merged local. */
function unreadNeighbours(context: VariableContext, before: Statement, after: Statement, merged: number): Rename[] {
  return before.declares.flatMap((from, i): Rename[] => {
    const to = after.declares[i];
    if (i === merged || from === to || context.after.used.has(from) || context.before.used.has(to)) return [];
    const old = sole(context, 'before', from);
    const now = sole(context, 'after', to);
    const unread = (side: 'before' | 'after', name: string) => context[side].statements.every((statement) => usesOf(statement.tokens, name) === 0 || statement.declares.includes(name));
    return old && now && unread('before', from) && unread('after', to) ? [{ operation: 'RENAME', before: old, after: now }] : [];
  });
}
