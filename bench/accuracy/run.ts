import type { SourceFile } from '../../src/languages/plugin';
import type { Refactoring } from '../../src/report/types';
import { loadCommitFiles, missingReason, type CommitFiles, type CommitStore } from './commit-store';
import type { OracleCommit } from './oracle';
import { entitiesOf, toReportEntry, typeRenamesOf } from './report-keys';
import { compareCommit, Tally, type CommitComparison } from './scoring';

/** Finds the refactorings between two sets of changed files (the engine, in the real run). */
export type Detector = (before: SourceFile[], after: SourceFile[]) => Promise<Refactoring[]>;

/** What became of one oracle commit. */
export interface CommitOutcome {
  commit: OracleCommit;
  status: 'analysed' | 'missing' | 'ignored' | 'crashed';
  /** Why it was missing, or the crash message. */
  reason?: string;
  /** Wall time of the analysis alone (reading files excluded). */
  ms?: number;
  filesBefore?: number;
  filesAfter?: number;
  /** Files the commit's metadata names but the store lacks. */
  absentFiles?: string[];
  refactorings?: Refactoring[];
  comparison?: CommitComparison;
}

export interface RunOptions {
  store: CommitStore;
  detect: Detector;
  /** Which paths to read (the Java run: `.java` only). */
  accept: (path: string) => boolean;
  onProgress?: (done: number, total: number, outcome: CommitOutcome) => void;
}

export interface RunResult {
  outcomes: CommitOutcome[];
  tally: Tally;
  /** Our refactorings no row scores, by type (Change Signature Method, ...). */
  unscoredReports: Map<string, number>;
}

/** Runs the detector on every commit in turn; one commit's crash is recorded and the run goes on. */
export async function runBenchmark(commits: readonly OracleCommit[], options: RunOptions): Promise<RunResult> {
  const result: RunResult = { outcomes: [], tally: new Tally(), unscoredReports: new Map() };
  for (const commit of commits) {
    const outcome = await runCommit(commit, options);
    if (outcome.comparison) result.tally.add(outcome.comparison);
    for (const refactoring of outcome.refactorings ?? []) {
      if (!toReportEntry(refactoring)) {
        result.unscoredReports.set(refactoring.type, (result.unscoredReports.get(refactoring.type) ?? 0) + 1);
      }
    }
    result.outcomes.push(outcome);
    options.onProgress?.(result.outcomes.length, commits.length, outcome);
  }
  return result;
}

/** A commit ready to run (its changed files, both sides), or why it is not run. */
export type PreparedCommit =
  | { status: 'ready'; files: CommitFiles }
  | { status: 'ignored' | 'missing'; reason: string };

/**
 * Which commits run and on which files: the accuracy run and the file exporter (for RefDiff 2.0
 * side by side) both take them from here, so both tools see the same inputs.
 */
export async function prepareCommit(commit: OracleCommit, store: CommitStore, accept: (path: string) => boolean): Promise<PreparedCommit> {
  if (commit.ignore) return { status: 'ignored', reason: 'flagged "ignore" in the oracle' };
  const missing = missingReason(store, commit.project, commit.sha1);
  if (missing) return { status: 'missing', reason: missing };
  try {
    return { status: 'ready', files: await loadCommitFiles(store, commit.project, commit.sha1, accept) };
  } catch (error) {
    return { status: 'missing', reason: firstLine(error) };
  }
}

async function runCommit(commit: OracleCommit, options: RunOptions): Promise<CommitOutcome> {
  const prepared = await prepareCommit(commit, options.store, options.accept);
  if (prepared.status !== 'ready') return { commit, status: prepared.status, reason: prepared.reason };
  const files = prepared.files;
  const sizes = { filesBefore: files.before.length, filesAfter: files.after.length, absentFiles: files.absent };
  const started = performance.now();
  let refactorings: Refactoring[];
  try {
    refactorings = await options.detect(files.before, files.after);
  } catch (error) {
    return { commit, status: 'crashed', reason: firstLine(error), ms: performance.now() - started, ...sizes };
  }
  const ms = performance.now() - started;
  const typeRenames = typeRenamesOf(refactorings);
  const entries = refactorings.flatMap((refactoring) => toReportEntry(refactoring, typeRenames) ?? []);
  return { commit, status: 'analysed', ms, ...sizes, refactorings, comparison: compareCommit(commit.entries, entries) };
}

/** Our refactorings in the same commit that touch `entity` (what we said instead of a missed entry). */
export function relatedReports(outcome: CommitOutcome, entities: readonly string[]): Refactoring[] {
  const wanted = new Set(entities);
  return (outcome.refactorings ?? []).filter((refactoring) => entitiesOf(refactoring).some((entity) => wanted.has(entity)));
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0];
}
