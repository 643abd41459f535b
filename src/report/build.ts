import type { AnalysisResult } from '../engine/analyze';
import { VERSION } from '../version';
import { SCHEMA_VERSION, type Report } from './types';

/** The report contract (shared/design/report-format.md) for one analysis of `before` -> `after`. */
export function buildReport(result: AnalysisResult, before: string, after: string): Report {
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: 'refdiff', version: VERSION },
    before,
    after,
    refactorings: result.refactorings,
    stats: {
      filesBefore: result.filesBefore,
      filesAfter: result.filesAfter,
      nodesBefore: result.nodesBefore,
      nodesAfter: result.nodesAfter,
      elapsedMs: result.elapsedMs,
      phasesMs: { ...result.phasesMs },
    },
  };
}
