import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { forEachNode, type CstRoot } from '../../src/core/cst';
import type { LanguagePlugin } from '../../src/languages/plugin';

/** What the same-code tests of every language share: the fixtures they re-lay out, and what they compare of a parse. */

/** The test fixtures' folder. */
export const FIXTURES = join(__dirname, '../fixtures');

/** Every file under `dir`, recursively, whose name `wanted` takes. */
export function filesUnder(dir: string, wanted: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, wanted);
    return wanted(entry.name) ? [path] : [];
  });
}

/** What the analysis reads of a CST: each node's kind, names, signature, types and parameters. */
export function cstShape(root: CstRoot): string[] {
  const shapes: string[] = [];
  forEachNode(root, (node) => shapes.push([node.type, node.namespace ?? '', node.localName, node.signature ?? '', node.returnType ?? '', node.fieldType ?? '', node.parameters.map((p) => `${p.type ?? ''} ${p.name}`).join(','), node.stereotypes.join(',')].join('|')));
  return shapes;
}

export function tokenTexts(root: CstRoot): string[] {
  return [...root.tokens.values()].flatMap((file) => file.texts);
}

/** `content` parsed alone at `path`: its CST's shape (`shape`, cstShape by default) and tokens; the CST is freed. */
export function parsedShape(plugin: LanguagePlugin, path: string, content: string, shape: (root: CstRoot) => string[] = cstShape): { shape: string[]; tokens: string[] } {
  const root = plugin.parse([{ path, content }]);
  try {
    return { shape: shape(root), tokens: tokenTexts(root) };
  } finally {
    root.release?.();
  }
}
