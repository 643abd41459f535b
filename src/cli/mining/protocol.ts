import type { CommitAnalysis, GitAnalysisOptions } from '../../sources/git/analyze';

/** What a log worker is started with; the marker tells the bundled entry to act as a worker. */
export interface LogWorkerData {
  refdiffLogWorker: true;
  cwd: string;
  analysis: GitAnalysisOptions;
}

export type ToWorker = { type: 'analyze'; index: number; sha: string };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'done'; index: number; analysis: CommitAnalysis }
  /** `exitCode` is set for errors the user must fix (git errors): they end the whole run. */
  | { type: 'failed'; index: number; message: string; exitCode?: number };

export function isLogWorkerData(data: unknown): data is LogWorkerData {
  return typeof data === 'object' && data !== null && (data as LogWorkerData).refdiffLogWorker === true;
}
