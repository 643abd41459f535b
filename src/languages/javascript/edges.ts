import type { CstEdge, CstNode, EdgeType } from '../../core/cst';
import type { Reference } from './file-cst';

/**
 * Resolves names to nodes without type information, as RefDiff's JS plugin did: a name means
 * every definition of that name in the same file, else the only one elsewhere (an ambiguous name
 * in another file is left unresolved rather than guessed).
 */
export function resolveEdges(type: EdgeType, references: readonly Reference[], targets: readonly CstNode[]): CstEdge[] {
  const byName = new Map<string, CstNode[]>();
  for (const target of targets) {
    const name = callName(target.simpleName);
    let list = byName.get(name);
    if (!list) byName.set(name, (list = []));
    list.push(target);
  }
  const edges: CstEdge[] = [];
  const seen = new Set<string>();
  for (const reference of references) {
    const candidates = byName.get(reference.name);
    if (!candidates) continue;
    const sameFile = candidates.filter((candidate) => candidate.location.file === reference.file);
    const resolved = sameFile.length > 0 ? sameFile : candidates.length === 1 ? candidates : [];
    for (const target of resolved) {
      if (target === reference.from) continue; // recursion relates a node to nothing new
      const key = `${reference.from.id}>${target.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      edges.push({ type, from: reference.from.id, to: target.id });
    }
  }
  return edges;
}

/** How callers spell a definition: `helpers.addResizeListener` is called as `...addResizeListener()`. */
function callName(simpleName: string): string {
  return simpleName.slice(simpleName.lastIndexOf('.') + 1);
}
