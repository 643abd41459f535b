import type { SourceFile } from '../../src/languages/plugin';
import type { Refactoring } from '../../src/report/types';
import { loadCommitFiles, missingReason, type CommitStore } from './commit-store';
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

async function runCommit(commit: OracleCommit, options: RunOptions): Promise<CommitOutcome> {
  if (commit.ignore) return { commit, status: 'ignored', reason: 'flagged "ignore" in the oracle' };
  const missing = missingReason(options.store, commit.project, commit.sha1);
  if (missing) return { commit, status: 'missing', reason: missing };
  let files;
  try {
    files = await loadCommitFiles(options.store, commit.project, commit.sha1, options.accept);
  } catch (error) {
    return { commit, status: 'missing', reason: firstLine(error) };
  }
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
