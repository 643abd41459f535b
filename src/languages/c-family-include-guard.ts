import type { TokenizedFile } from '../core/cst';
import type { SyntaxNode } from './tree-sitter';

/**
 * A header's include guard (`#ifndef JV_TYPE_PRIVATE` / `#define JV_TYPE_PRIVATE` around the
 * whole file) is named after the file, so a renamed header renames its guard: in a small header
 * the guard's name is a good share of the file's code, and the rename looked like a header
 * removed and another added (jq's `jv_type_private.h` -> `jv_private.h`). The guard's name is
 * left out of the file's tokens; the rest of the directives stays. C and C++ alike (`#pragma once`
 * names nothing).
 */
export function withoutIncludeGuard(tokens: TokenizedFile, root: SyntaxNode): TokenizedFile {
  const guard = includeGuardNames(root);
  if (guard.length === 0) return tokens;
  const dropped = new Set(guard.map((name) => name.startIndex));
  const texts: string[] = [];
  const starts: number[] = [];
  for (let i = 0; i < tokens.texts.length; i++) {
    if (dropped.has(tokens.starts[i])) continue;
    texts.push(tokens.texts[i]);
    starts.push(tokens.starts[i]);
  }
  return { texts, starts: Int32Array.from(starts) };
}

/**
 * The guard's name where the file spells it: in `#ifndef NAME` and in the `#define NAME` (no
 * value) that opens it. The guard must be the file's first directive, comments aside.
 */
function includeGuardNames(root: SyntaxNode): SyntaxNode[] {
  const guard = firstNonComment(root.namedChildren);
  if (guard?.type !== 'preproc_ifdef' || guard.child(0)?.type !== '#ifndef') return [];
  const name = guard.childForFieldName('name');
  if (!name) return [];
  const definition = firstNonComment(guard.namedChildren.filter((child) => child?.id !== name.id));
  const defined = definition?.type === 'preproc_def' ? definition.childForFieldName('name') : null;
  if (!defined || defined.text !== name.text || definition?.childForFieldName('value')) return [];
  return [name, defined];
}

function firstNonComment(nodes: readonly (SyntaxNode | null)[]): SyntaxNode | undefined {
  return nodes.find((node): node is SyntaxNode => !!node && node.type !== 'comment');
}
