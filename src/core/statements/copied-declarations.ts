import type { Statement, StatementBody } from '../cst';
import { flattenStatements, type StatementPair } from './mapper';
import { isWord } from './similarity';

/**
 * Declarations the caller kept that the extracted body also holds, copied with their declared names
 * changed and nothing else (`optimizer_fn, optimizer_class = get_optimizer_fn(h)` stayed in the
 * caller as `optimizer_fn, _ = ...` and went into the new body as `_, optimizer_class = ...`):
 * duplicated code, as RefactoringMiner maps it, paired with the copy. `kept`: the caller's
 * statements before that its version after still has; `paired`: the new body's statements already
 * paired with lost ones. A copy is paired only with the one kept declaration it matches.
 */
export function copiedDeclarationPairs(kept: readonly Statement[], body: StatementBody, paired: ReadonlySet<Statement>): StatementPair[] {
  const pairs: StatementPair[] = [];
  const taken = new Set<Statement>();
  for (const copy of flattenStatements(body.statements)) {
    if (paired.has(copy) || copy.declares.length === 0 || copy.children.length > 0) continue;
    const sources = kept.filter((statement) => !taken.has(statement) && statement.children.length === 0 && copiedWithNamesChanged(statement, copy));
    if (sources.length !== 1) continue;
    taken.add(sources[0]);
    pairs.push({ before: sources[0], after: copy, similarity: 1 });
  }
  return pairs;
}

/** The same tokens but where each statement declares a name, place for place, one name at least changed. */
function copiedWithNamesChanged(source: Statement, copy: Statement): boolean {
  if (source.tokens.length !== copy.tokens.length || source.declares.length !== copy.declares.length) return false;
  const names = new Map(source.declares.map((name, i) => [name, copy.declares[i]]));
  if ([...names].every(([from, to]) => from === to)) return false;
  // A value of no word (`args = []` and `nodes = []`) is any new collection, no copy of one.
  if (!source.tokens.some((token) => !names.has(token) && isWord(token))) return false;
  return source.tokens.every((token, i) => token === copy.tokens[i] || names.get(token) === copy.tokens[i]);
}
