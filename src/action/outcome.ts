import type { Violation } from '../policy';
import type { Report } from '../report/types';

/** One commit the action analysed, judged by the policy with its own message (approval trailers). */
export interface AnalyzedCommit {
  sha: string;
  /** The commit it was compared with; absent for a root commit (compared with the empty tree). */
  parent?: string;
  subject: string;
  author: string;
  report: Report;
  violations: Violation[];
  warnings: string[];
}

/** The whole change (`base` -> `head`), reported for information; the gate judges the commits. */
export interface CombinedChange {
  base: string;
  head: string;
  report: Report;
  warnings: string[];
}

/** Everything one run of the action found: the input of every output it writes. */
export interface ActionOutcome {
  eventName: string;
  /** `owner/name` */
  repository: string;
  /** `https://github.com`, or a GitHub Enterprise Server's address. */
  serverUrl: string;
  commits: AnalyzedCommit[];
  combined?: CombinedChange;
  /** The pull request the event is about: links go to its "Files changed". */
  pullRequest?: number;
  /** This workflow run's page, where the report artifact is. */
  runUrl?: string;
  /** Decisions worth knowing (new branch, force push, history fetched, annotations capped). */
  notes: string[];
}

/** All rule violations of the run, with the commit each belongs to. */
export function violationsOf(outcome: ActionOutcome): { commit: AnalyzedCommit; violation: Violation }[] {
  return outcome.commits.flatMap((commit) => commit.violations.map((violation) => ({ commit, violation })));
}

/** The refactorings of the change as a whole: the combined report's, else the commits' together. */
export function refactoringCount(outcome: ActionOutcome): number {
  if (outcome.combined) return outcome.combined.report.refactorings.length;
  return outcome.commits.reduce((sum, commit) => sum + commit.report.refactorings.length, 0);
}
