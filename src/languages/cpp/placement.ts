import type { SyntaxNode } from '../tree-sitter';

/**
 * Where a top-level C++ definition belongs, read from the syntax around it: the namespaces it is
 * written in (outermost first) and, for an out-of-line definition (`void Foo::bar() {...}`), the
 * scope that qualifies its name. The shared builder carries it to `arrangeCpp` as the element's
 * `owner` string.
 */
export interface Placement {
  readonly namespaces: string[];
  /** In an anonymous namespace: visible in its file only. */
  readonly fileLocal: boolean;
  readonly scope: string[];
}

export function placementOf(node: SyntaxNode, scope: string[] = []): Placement {
  const namespaces: string[] = [];
  let fileLocal = false;
  for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) {
    if (ancestor.type !== 'namespace_definition') continue;
    const name = ancestor.childForFieldName('name');
    if (!name) fileLocal = true;
    // `namespace a::b {` is two namespaces.
    else namespaces.unshift(...name.text.split('::').map((part) => part.trim().replace(/^inline\s+/, '')).filter((part) => part !== ''));
  }
  return { namespaces, fileLocal, scope };
}

export function encodePlacement(placement: Placement): string {
  return JSON.stringify(placement);
}

export function decodePlacement(owner: string | undefined): Placement | undefined {
  return owner === undefined ? undefined : (JSON.parse(owner) as Placement);
}

export const PLACEMENT_SEPARATOR = '\u0000';

/** A top-level element's localName while the builder reads one file: unique per placement, not per file. */
export function scopedLocalName(placement: Placement, localName: string): string {
  return `${placement.namespaces.join('.')}${PLACEMENT_SEPARATOR}${placement.scope.join('.')}${PLACEMENT_SEPARATOR}${localName}`;
}
