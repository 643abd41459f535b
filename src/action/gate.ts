import { isBlocking, type FailOn, type Violation } from '../policy';
import { plural, shortSha } from './markup';
import { violationsOf, type ActionOutcome, type AnalyzedCommit } from './outcome';

export interface GateResult {
  failOn: FailOn;
  /** The violations that fail the step (unapproved, at or above the `failOn` level). */
  blocking: { commit: AnalyzedCommit; violation: Violation }[];
  /** Why the step fails, with what to do about it; undefined when it passes. */
  failure?: string;
}

/** Items of a violation named in the failure message before "and N more". */
const LISTED = 3;

/**
 * The policy gate. Each commit is judged with its own message, where the approval trailer of
 * the hook (or of the author) lives; the combined change informs and never gates.
 */
export function decideGate(outcome: ActionOutcome, failOn: FailOn, policyFile: string | undefined): GateResult {
  const blocking = violationsOf(outcome).filter(({ violation }) => isBlocking(violation, failOn));
  if (blocking.length === 0) return { failOn, blocking };
  const lines = [`refdiff: ${plural(blocking.length, 'rule violation')} fail${blocking.length === 1 ? 's' : ''} this check (fail-on: ${failOn}).`];
  for (const { commit, violation } of blocking) {
    lines.push(`Rule '${violation.rule}' (${violation.level}) in commit ${shortSha(commit.sha)} "${commit.subject}": ${violation.message} (${violation.detail}).`);
    const where = [
      ...violation.refactorings.map((item) => `${item.description} at ${item.location}`),
      ...violation.changes.map((change) => `other change at ${change.file}:${change.startLine}`),
    ];
    for (const item of where.slice(0, LISTED)) lines.push(`  - ${item}`);
    if (where.length > LISTED) lines.push(`  - ... and ${where.length - LISTED} more (see the job summary)`);
    lines.push(
      violation.approval
        ? `  To approve it deliberately, add this line to the message of commit ${shortSha(commit.sha)} (git commit --amend, or git rebase -i for older commits): ${violation.approval.line}`
        : `  Rule '${violation.rule}' cannot be approved with a trailer: change the code, or the rule in ${policyFile ?? '.refdiffrc.yml'}.`,
    );
  }
  return { failOn, blocking, failure: lines.join('\n') };
}
