import type { CstNode } from './cst';

/**
 * The relationship types of RefDiff 2.0 (Table 3), plus the variants its implementation needs:
 * INTERNAL_* moves stay within one top-level node; PULL_UP_SIGNATURE / PUSH_DOWN_IMPL move only a
 * declaration or only an implementation across a hierarchy.
 */
export type RelationshipType =
  | 'SAME'
  | 'CONVERT_TYPE'
  | 'CHANGE_SIGNATURE'
  | 'PULL_UP'
  | 'PUSH_DOWN'
  | 'PULL_UP_SIGNATURE'
  | 'PUSH_DOWN_IMPL'
  | 'RENAME'
  | 'INTERNAL_MOVE'
  | 'MOVE'
  | 'INTERNAL_MOVE_RENAME'
  | 'MOVE_RENAME'
  | 'EXTRACT_SUPER'
  | 'EXTRACT'
  | 'EXTRACT_MOVE'
  | 'INLINE'
  // One removed callable's body now in several new ones, or several removed bodies now in one (src/core/split-merge.ts).
  | 'SPLIT'
  | 'MERGE';

export interface Relationship {
  type: RelationshipType;
  before: CstNode;
  after: CstNode;
  /** The score that decided the relationship; absent for matches by identity. */
  similarity?: number;
}

/** Matching relationships pair a node with its counterpart; the rest relate distinct nodes. */
export function isMatching(type: RelationshipType): boolean {
  return !['EXTRACT_SUPER', 'EXTRACT', 'EXTRACT_MOVE', 'INLINE', 'SPLIT', 'MERGE', 'PULL_UP_SIGNATURE', 'PUSH_DOWN_IMPL'].includes(type);
}
