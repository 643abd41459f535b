import type { MessagePort } from 'node:worker_threads';
import type { CommitAnalysis, GitAnalysisOptions } from '../../sources/git/analyze';

/** What a log worker is started with; the marker tells the bundled entry to act as a worker. */
export interface LogWorkerData {
  refdiffLogWorker: true;
  cwd: string;
  analysis: GitAnalysisOptions;
  /** Where the worker asks the main thread to start its git processes (git-host.ts). */
  gitPort: MessagePort;
}

export type ToWorker = { type: 'analyze'; index: number; sha: string };

export type FromWorker =
  /** `osThreadId`: the worker's kernel thread id, whose CPU time the pool reads (Linux). */
  | { type: 'ready'; osThreadId?: number }
  | { type: 'done'; index: number; analysis: CommitAnalysis }
  /** `exitCode` is set for errors the user must fix (git errors): they end the whole run. */
  | { type: 'failed'; index: number; message: string; exitCode?: number };

export function isLogWorkerData(data: unknown): data is LogWorkerData {
  return typeof data === 'object' && data !== null && (data as LogWorkerData).refdiffLogWorker === true;
}

/** From a worker to the main thread's git host: start git, write to its stdin. */
export type ToGitHost =
  | { type: 'spawn'; id: number; cwd: string; args: readonly string[] }
  | { type: 'stdin'; id: number; data: string }
  | { type: 'end'; id: number; data?: string };

/** From the git host to the worker: what one of its git processes did. */
export type FromGitHost =
  | { type: 'spawned'; id: number; pid?: number }
  | { type: 'stdout' | 'stderr'; id: number; chunk: Uint8Array }
  | { type: 'error'; id: number; message: string; code?: string }
  | { type: 'close'; id: number; code: number | null };
