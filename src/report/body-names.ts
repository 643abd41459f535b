import type { CstNode, CstRoot } from '../core/cst';
import type { Relationship } from '../core/relationship';
import type { BodyNames } from './signature-changes';

/**
 * The words each side's body of a relationship uses, read from the revisions' tokens: the
 * evidence signature-changes.ts asks for. Undefined for a bodiless side (abstract, prototype).
 */
export function bodyNamesReader(before: CstRoot, after: CstRoot): (relationship: Relationship) => BodyNames {
  return (relationship) => ({
    before: wordsOf(before, relationship.before),
    after: wordsOf(after, relationship.after),
    statements: () => changedStatements(before, after, relationship),
  });
}

function wordsOf(root: CstRoot, node: CstNode): Set<string> | undefined {
  const texts = bodyTokens(root, node);
  return texts && new Set(texts);
}

/** The statements of both bodies, only when their tokens differ: identical bodies cost one comparison. */
function changedStatements(before: CstRoot, after: CstRoot, { before: old, after: now }: Relationship) {
  const tokensBefore = bodyTokens(before, old);
  const tokensAfter = bodyTokens(after, now);
  if (!tokensBefore || !tokensAfter) return undefined;
  if (tokensBefore.length === tokensAfter.length && tokensBefore.every((token, i) => token === tokensAfter[i])) return undefined;
  const bodyBefore = before.statementsOf?.(old);
  const bodyAfter = after.statementsOf?.(now);
  return bodyBefore && bodyAfter ? { before: bodyBefore, after: bodyAfter } : undefined;
}

function bodyTokens(root: CstRoot, node: CstNode): string[] | undefined {
  const { file, bodyBegin, bodyEnd } = node.location;
  const tokens = root.tokens.get(file);
  if (!tokens || bodyEnd <= bodyBegin) return undefined;
  const texts: string[] = [];
  for (let i = firstAtOrAfter(tokens.starts, bodyBegin); i < tokens.starts.length && tokens.starts[i] < bodyEnd; i++) texts.push(tokens.texts[i]);
  return texts;
}

function firstAtOrAfter(starts: readonly number[], offset: number): number {
  let [low, high] = [0, starts.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle] < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}
