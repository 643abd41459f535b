import type { CstNode } from './cst';
import type { IdfFormula } from './similarity';

export interface AnalysisSettings {
  /** The one similarity threshold of RefDiff 2.0. */
  threshold: number;
  /** Pairs with the same unique name are matched first when at least this similar. */
  uniqueNameThreshold: number;
  /** Callers' evidence may carry a match only when the code is at least this similar too. */
  minimumCodeSimilarityWithReferences: number;
  /** Similarity added to (name and parameters changed) or taken from (renamed in place, same parameters) the threshold. */
  identityChangePenalty: number;
  /** How tokens are weighted (see Vocabulary.idf). */
  idf: IdfFormula;
  /**
   * A token in fewer than 1 in this many nodes of the change weighs as one in exactly 1 in this
   * many. Uncapped, a unique name weighs log(1 + |E|), growing with the size of the change while
   * code common to every node keeps its weight: a small method renamed in a large change of
   * look-alike code stops matching. Changes under this many nodes are weighed as before.
   */
  maxTokenRarity?: number;
  /** Containment an extracted or inlined body needs; 0.1 below the threshold when absent. */
  extractThreshold?: number;
  /** How far below extractThreshold a body may fall when it explains most of the moved code. */
  extractMarginWhenExplained?: number;
  /** The share of the code removed from (inlined into) a caller the body must cover to use that margin. */
  extractExplainedShare?: number;
  /** Below this share of a caller's changed code, a partly contained body is a stray match (see moved-code.ts). */
  extractSliverShare?: number;
  /** Containment from which the statement mapper decides a weakly contained body (moved-code.ts). */
  extractStatementFloor?: number;
  /** The share of such a body's statements that must map to statements its caller lost (gained). */
  extractMappedShare?: number;
  /** Under this share of its statements mapped, a body of several statements the token rules accept is rejected. */
  extractUnmappedShare?: number;
  /** Told about candidates that were considered and rejected: for diagnosing misses. */
  monitor?: AnalysisMonitor;
}

export interface AnalysisMonitor {
  /** `statements`: how many of the body's statements mapped to the caller's lost (gained) ones, where the language gives statements. */
  rejected(kind: 'extract' | 'inline', before: CstNode, after: CstNode, score: number, statements?: { mapped: number; total: number }): void;
}

export const DEFAULT_SETTINGS: AnalysisSettings = {
  threshold: 0.5,
  uniqueNameThreshold: 0.75,
  minimumCodeSimilarityWithReferences: 0.2,
  idf: 'paper',
  maxTokenRarity: 100,
  identityChangePenalty: 0.1,
};
