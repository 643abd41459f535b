/**
 * The report contract (shared/design/report-format.md). Public: additive changes only, and
 * `schemaVersion` goes up on any breaking change.
 */
export const SCHEMA_VERSION = 1;

export type Operation =
  | 'MOVE'
  | 'RENAME'
  | 'MOVE_RENAME'
  | 'EXTRACT'
  | 'EXTRACT_MOVE'
  | 'INLINE'
  | 'PULL_UP'
  | 'PUSH_DOWN'
  | 'CHANGE_SIGNATURE'
  | 'EXTRACT_SUPER'
  | 'CONVERT_TYPE'
  // Fine-grained changes inside a signature or a field declaration (src/report/signature-changes.ts).
  | 'ADD'
  | 'REMOVE'
  | 'REORDER'
  | 'CHANGE_TYPE'
  | 'CHANGE_RETURN_TYPE'
  // Local variables inside a body (src/report/variable-refactorings.ts); RENAME, EXTRACT, INLINE and CHANGE_TYPE serve them too.
  | 'PARAMETERIZE'
  // One callable's body split into several, or several merged into one: one refactoring per part (src/core/split-merge.ts).
  | 'SPLIT'
  | 'MERGE';

export interface CodeElement {
  file: string;
  container: string;
  name: string;
  signature: string;
  startLine: number;
  endLine: number;
  /** The declared type, where the refactoring is about one: a parameter's, a local variable's or a field's type, a callable's return type. */
  declaredType?: string;
}

export interface Refactoring {
  type: string;
  operation: Operation;
  kind: string;
  language: string;
  before: CodeElement;
  after: CodeElement;
  similarity?: number;
  description: string;
}

export interface ReportStats {
  filesBefore: number;
  filesAfter: number;
  nodesBefore: number;
  nodesAfter: number;
  elapsedMs: number;
  /**
   * Where `elapsedMs` went, in milliseconds: `read` (files from git or disk, when the command
   * read them), `load` (grammars), `parse`, `index`, `match` (candidates, matching and rules),
   * `report`. Additive: absent in reports of older versions.
   */
  phasesMs?: Record<string, number>;
}

export interface Report {
  schemaVersion: number;
  tool: { name: string; version: string };
  before: string;
  after: string;
  refactorings: Refactoring[];
  stats: ReportStats;
}
