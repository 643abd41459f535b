import type { LoadedPolicy, Violation } from '../policy';
import type { Refactoring, Report } from '../report/types';
import type { ListedStagedChanges } from '../sources/git/analyze';

/**
 * The hook's analysis runs on a worker thread, the only place where synchronous parsing and
 * matching can be stopped at the time limit (by terminating the thread). These are the
 * messages between the hook and that thread.
 */

/** What the worker is started with, at the hook's start: it boots while the hook reads git and the policy. */
export interface StagedWorkerData {
  /** Tells dist/cli.js to load the worker's bundle. */
  refdiffStagedWorker: true;
  cwd: string;
  /** The hook process's start (epoch ms), for the profile marks. */
  processStart: number;
  /**
   * For a worker started before the hook's V8 flag is set (src/hook/early-worker.ts): the word
   * it shares with the hook's thread, which says that its bundle is loaded (the hook may set the
   * flag), then that the flag is set (it may compile wasm).
   */
  booted?: Int32Array;
}

/** What to analyse, sent once the hook knows it. */
export interface AnalyseRequest {
  type: 'analyse';
  amend: boolean;
  /** The languages staged; all the policy allows when undefined (git could not say). */
  languages: string[] | undefined;
  policy: LoadedPolicy;
  /** HEAD and the staged changes, when the hook has listed them (not for an amend): only the files are read then. */
  listed?: ListedStagedChanges;
  /** For a thread started ahead of its request: the repository folder and the hook's environment. */
  context?: { cwd: string; env: NodeJS.ProcessEnv; processStart: number };
}

/**
 * The daemon's analysis of what was just staged, before any commit asks (src/daemon/ahead.ts):
 * kept, unsent, for the next `analyse` whose request and repository are the same.
 */
export interface AnalyseAheadRequest extends Omit<AnalyseRequest, 'type' | 'context' | 'listed'> {
  type: 'analyse-ahead';
  amend: false;
  listed: ListedStagedChanges;
  context: NonNullable<AnalyseRequest['context']>;
  /** The daemon's own aheadKey of it, given back with its outcome. */
  reply: string;
}

/**
 * The daemon's, as it starts: analyse each language's small built-in change (warmUp of its
 * descriptor), so that the grammars are compiled and the engine's code optimised before the
 * first commit asks. Answered by `warmed-up`.
 */
export interface WarmUpRequest {
  type: 'warm-up';
  language: string;
}

/** Sent once the refactorings are known, to run the policy's rules on them there too. */
export interface EvaluateRequest {
  type: 'evaluate';
  commitMessage: string;
  commentChar: string;
}

export type FromStagedWorker =
  /** One language done: its refactorings, filtered by the policy, final. */
  | { type: 'language'; language: string; refactorings: Refactoring[] }
  | { type: 'analysed'; report: Report; base: string }
  | { type: 'evaluated'; violations: Violation[] }
  | { type: 'failed'; message: string }
  /**
   * The daemon's thread, unasked, for each analysis ahead it was sent: the request it answers
   * (aheadKey) and, when it was made, its outcome (the whole report); none when it was given up.
   */
  | { type: 'analysed-ahead'; key: string; outcome?: AheadOutcome }
  /** A warm-up done; `failure` says why it did not run through (nothing else depends on it). */
  | { type: 'warmed-up'; failure?: string };

/** An analysis ahead: the whole report, unfiltered, and the commit it compares with. */
export interface AheadOutcome {
  report: Report;
  before: string;
}

export function isStagedWorkerData(data: unknown): data is StagedWorkerData {
  return typeof data === 'object' && data !== null && (data as StagedWorkerData).refdiffStagedWorker === true;
}
