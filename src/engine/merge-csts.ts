import { emptyCstRoot, forEachNode, type CstRoot } from '../core/cst';

/**
 * One CST of several, each built by its own plugin (the languages of one family): node ids are
 * shifted so that they stay unique, edges follow their nodes, each plugin still reads its own
 * statements and the kinds it declared interchangeable stay so. A single root is returned as is.
 */
export function mergeCsts(roots: readonly CstRoot[]): CstRoot {
  if (roots.length === 1) return roots[0];
  const merged = emptyCstRoot();
  let offset = 0;
  for (const root of roots) {
    let highest = 0;
    forEachNode(root, (node) => {
      highest = Math.max(highest, node.id);
      node.id += offset;
    });
    for (const edge of root.edges) merged.edges.push({ ...edge, from: edge.from + offset, to: edge.to + offset });
    for (const node of root.nodes) merged.nodes.push(node);
    for (const [path, tokens] of root.tokens) merged.tokens.set(path, tokens);
    for (const warning of root.warnings) merged.warnings.push(warning);
    offset += highest;
  }
  // Each plugin describes the statements of its own files only; ask each in turn.
  const statementReaders = roots.flatMap((root) => (root.statementsOf ? [root.statementsOf] : []));
  if (statementReaders.length > 0) {
    merged.statementsOf = (node) => {
      for (const read of statementReaders) {
        const body = read(node);
        if (body) return body;
      }
      return undefined;
    };
  }
  const statementWishes = roots.flatMap((root) => (root.wantStatements ? [root.wantStatements] : []));
  if (statementWishes.length > 0) merged.wantStatements = (nodes) => statementWishes.forEach((want) => want(nodes));
  const releases = roots.flatMap((root) => (root.release ? [root.release] : []));
  if (releases.length > 0) merged.release = () => releases.forEach((release) => release());
  const kindGroups = roots.flatMap((root) => root.interchangeableKinds ?? []);
  if (kindGroups.length > 0) merged.interchangeableKinds = kindGroups;
  return merged;
}
