import { forEachNode, linkParents, qualifiedName, type CstNode, type CstRoot } from '../../../src/core/cst';
import { createJavaScriptPlugin } from '../../../src/languages/javascript';

/** Parses `{ path: source }` with the real plugin; parents linked. */
export async function parseJavaScript(files: Record<string, string>): Promise<CstRoot> {
  const plugin = await createJavaScriptPlugin();
  const sources = Object.entries(files).map(([path, content]) => ({ path, content }));
  await plugin.prepare?.(sources);
  const root = plugin.parse(sources);
  linkParents(root);
  return root;
}

/**
 * One line per node, indented by depth: type, localName, then the simple name and signature only
 * where they differ from what the localName shows (`Function Chart.prototype.update() [update] sig=update()`).
 */
export function outline(root: CstRoot): string[] {
  const lines: string[] = [];
  forEachNode(root, (node, depth) => {
    const parts = [node.type, node.localName];
    if (node.simpleName !== node.localName.split('(')[0]) parts.push(`[${node.simpleName}]`);
    if (node.signature && node.signature !== node.localName) parts.push(`sig=${node.signature}`);
    if (node.namespace !== undefined) parts.push(`ns=${JSON.stringify(node.namespace)}`);
    parts.push(...node.stereotypes);
    lines.push('  '.repeat(depth) + parts.join(' '));
  });
  return lines;
}

export function nodeNamed(root: CstRoot, qualified: string): CstNode {
  let found: CstNode | undefined;
  forEachNode(root, (node) => {
    if (qualifiedName(node) === qualified) found = node;
  });
  if (!found) throw new Error(`no node ${qualified}`);
  return found;
}

/** Edges as `type from -> to` with qualified names, sorted. */
export function edgeLines(root: CstRoot): string[] {
  const byId = new Map<number, CstNode>();
  forEachNode(root, (node) => byId.set(node.id, node));
  return root.edges
    .map((edge) => `${edge.type} ${qualifiedName(byId.get(edge.from)!)} -> ${qualifiedName(byId.get(edge.to)!)}`)
    .sort();
}

/** The text a node's location or body covers. */
export function textOf(source: string, node: CstNode, part: 'whole' | 'body' = 'whole'): string {
  const { begin, end, bodyBegin, bodyEnd } = node.location;
  return part === 'whole' ? source.slice(begin, end) : source.slice(bodyBegin, bodyEnd);
}
