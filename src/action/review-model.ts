import { isBlocking, type FailOn, type Violation } from '../policy';
import type { Refactoring } from '../report/types';
import type { LinkPlace } from './diff-links';
import type { GateResult } from './gate';
import { violationsOf, type ActionOutcome, type AnalyzedCommit } from './outcome';
import { tallyByType, type TypeCount } from './tally';

/**
 * What the job summary, the PR comment and the Markdown report show, decided once so that they
 * agree: the gate's outcome, the violations by severity, the tally, the refactorings of the
 * change (each once), the per-commit detail.
 */

/** `failed`: the gate fails the run; `warned`: unapproved violations that do not fail it; `passed`: none. */
export type GateStatus = 'failed' | 'warned' | 'passed';

export interface ListedRefactoring {
  refactoring: Refactoring;
  /** Where the before side is shown; absent for a root commit (nothing to link to). */
  before?: LinkPlace;
  after: LinkPlace;
}

export interface ReviewModel {
  status: GateStatus;
  failOn: FailOn;
  /** The violations failing the run, in the order listed. */
  blocking: { commit: AnalyzedCommit; violation: Violation }[];
  /** Unapproved errors, unapproved warnings, then approved ones; each once. */
  violations: { commit: AnalyzedCommit; violation: Violation }[];
  /** The change's refactorings by type; the counts add up to `change.items.length`. */
  tally: TypeCount[];
  change: {
    /** Absent when the list is the commits' own reports (no combined change). */
    base?: string;
    head?: string;
    items: ListedRefactoring[];
  };
  /** Per-commit detail, when the list above is the combined change (otherwise it would repeat it). */
  commits: { commit: AnalyzedCommit; items: ListedRefactoring[] }[];
  /** Commits without refactorings. */
  quietCommits: AnalyzedCommit[];
}

export function buildReviewModel(outcome: ActionOutcome, gate: GateResult | undefined): ReviewModel {
  const failOn = gate?.failOn ?? 'error';
  const all = violationsOf(outcome);
  const blocking = gate ? gate.blocking : all.filter(({ violation }) => isBlocking(violation, failOn));
  const violations = stableSort(all, ({ violation }) => severityRank(violation));
  const status: GateStatus = blocking.length > 0 ? 'failed' : all.some(({ violation }) => !violation.approved) ? 'warned' : 'passed';
  const commits = outcome.commits.map((commit) => ({ commit, items: commitItems(outcome, commit) }));
  const items = outcome.combined ? combinedItems(outcome, outcome.combined.base, outcome.combined.head) : commits.flatMap(({ items }) => items);
  const tally = tallyByType(items.map(({ refactoring }) => refactoring));
  return {
    status,
    failOn,
    blocking: stableSort(blocking, ({ violation }) => severityRank(violation)),
    violations,
    tally,
    change: { base: outcome.combined?.base, head: outcome.combined?.head, items: groupByType(items, tally) },
    commits: outcome.combined ? commits.filter(({ items }) => items.length > 0) : [],
    quietCommits: outcome.commits.filter((commit) => commit.report.refactorings.length === 0),
  };
}

/** Unapproved errors first, then unapproved warnings, then what was approved. */
function severityRank(violation: Violation): number {
  return (violation.approved ? 2 : 0) + (violation.level === 'error' ? 0 : 1);
}

function stableSort<T>(list: readonly T[], rank: (item: T) => number): T[] {
  return list
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/** The combined change: in a pull request each side links to its lines in "Files changed". */
function combinedItems(outcome: ActionOutcome, base: string, head: string): ListedRefactoring[] {
  const place = { serverUrl: outcome.serverUrl, repository: outcome.repository, pullRequest: outcome.pullRequest };
  return (outcome.combined?.report.refactorings ?? []).map((refactoring) => ({
    refactoring,
    before: { ...place, sha: base },
    after: { ...place, sha: head },
  }));
}

/** A commit's own refactorings link to the file at each side's commit: its diff is not the pull request's. */
function commitItems(outcome: ActionOutcome, commit: AnalyzedCommit): ListedRefactoring[] {
  const place = { serverUrl: outcome.serverUrl, repository: outcome.repository };
  return commit.report.refactorings.map((refactoring) => ({
    refactoring,
    before: commit.parent ? { ...place, sha: commit.parent } : undefined,
    after: { ...place, sha: commit.sha },
  }));
}

/** In the tally's order, so the list reads as the table does; report order within a type. */
function groupByType(items: readonly ListedRefactoring[], tally: readonly TypeCount[]): ListedRefactoring[] {
  const order = new Map(tally.map(({ type }, index) => [type, index]));
  return stableSort(items, ({ refactoring }) => order.get(refactoring.type) ?? 0);
}
