import type { CstNode, CstRoot } from '../core/cst';
import type { Relationship } from '../core/relationship';
import type { BodyNames } from './signature-changes';

/**
 * The words each side's body of a relationship uses, as a set and in order, read from the
 * revisions' tokens: the evidence signature-changes.ts asks for. Undefined for a bodiless side (abstract, prototype).
 */
export function bodyNamesReader(before: CstRoot, after: CstRoot): (relationship: Relationship) => BodyNames {
  return (relationship) => {
    const [beforeTokens, afterTokens] = [tokensOf(before, relationship.before), tokensOf(after, relationship.after)];
    return { before: beforeTokens && new Set(beforeTokens), after: afterTokens && new Set(afterTokens), beforeTokens, afterTokens };
  };
}

function tokensOf(root: CstRoot, node: CstNode): string[] | undefined {
  const { file, bodyBegin, bodyEnd } = node.location;
  const tokens = root.tokens.get(file);
  if (!tokens || bodyEnd <= bodyBegin) return undefined;
  const words: string[] = [];
  for (let i = firstAtOrAfter(tokens.starts, bodyBegin); i < tokens.starts.length && tokens.starts[i] < bodyEnd; i++) words.push(tokens.texts[i]);
  return words;
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
