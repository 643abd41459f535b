import type { Refactoring, Report } from '../report/types';
import { unexplainedChanges, type ChangeFacts, type UnexplainedChange } from './change-facts';
import { analysisFilter, filterReport } from './filter';
import { compileMatch } from './match';
import type { FailOn, Policy, Rule } from './schema';
import { parseTrailers, trailerValues } from './trailers';
import { languageForPath } from './vocabulary';

/**
 * The gate: one evaluator for `refdiff check`, the hook and the Action. Rules see the report as
 * `analysis` filters it. Each firing rule gives one Violation listing everything it concerns.
 */

export interface PolicyInput {
  report: Report;
  /** The commit message, for approval trailers; without it nothing is approved. */
  commitMessage?: string;
  /** git's `core.commentChar` for reading the message (default `#`). */
  commentChar?: string;
  /** The diff, for `mixedChanges` rules; without it those rules are not evaluated. */
  facts?: ChangeFacts;
}

export type RuleKind = 'refactorings' | 'maxCount' | 'mixedChanges';

export interface ViolationRefactoring {
  type: string;
  description: string;
  /** `file:line` of the element after the change. */
  location: string;
  /** `file:line` of the element before the change. */
  beforeLocation: string;
  refactoring: Refactoring;
}

export interface Approval {
  trailer: string;
  /** The exact line to add to the commit message: `Refactoring-Approved: <reason>`. */
  line: string;
  /** The reasons found in the commit message; non-empty means approved. */
  reasons: string[];
}

export interface Violation {
  rule: string;
  ruleKind: RuleKind;
  level: 'error' | 'warning';
  /** The rule's `message`, or a default that says what the rule is about. */
  message: string;
  /** What was found: `2 refactorings`, `7 refactorings, at most 5 allowed`, ... */
  detail: string;
  refactorings: ViolationRefactoring[];
  /** For `mixedChanges`: the changes no refactoring explains. */
  changes: UnexplainedChange[];
  /** How to approve it; null when the rule has no escape hatch. */
  approval: Approval | null;
  approved: boolean;
}

/** Whether any rule can give a violation: without one, a change is never judged (nothing to read or ask). */
export function hasActiveRules(policy: Policy): boolean {
  return policy.rules.some((rule) => rule.level !== 'off');
}

export function evaluatePolicy(policy: Policy, input: PolicyInput): Violation[] {
  const reported = filterReport(policy, input.report).refactorings;
  const trailers = input.commitMessage === undefined ? [] : parseTrailers(input.commitMessage, { commentChar: input.commentChar });
  const violations: Violation[] = [];
  for (const rule of policy.rules) {
    if (rule.level === 'off') continue;
    const matching = reported.filter(matcherFor(rule));
    const found = findings(rule, matching, policy, input);
    if (!found) continue;
    const approval = rule.approval
      ? { trailer: rule.approval.trailer, line: `${rule.approval.trailer}: <reason>`, reasons: trailerValues(trailers, rule.approval.trailer) }
      : null;
    violations.push({
      rule: rule.name,
      ruleKind: ruleKind(rule),
      level: rule.level,
      message: rule.message ?? DEFAULT_MESSAGES[ruleKind(rule)],
      detail: found.detail,
      refactorings: matching.map(describeRefactoring),
      changes: found.changes,
      approval,
      approved: approval !== null && approval.reasons.length > 0,
    });
  }
  return violations;
}

const matchers = new WeakMap<Rule, (refactoring: Refactoring) => boolean>();

function matcherFor(rule: Rule): (refactoring: Refactoring) => boolean {
  let matcher = matchers.get(rule);
  if (!matcher) {
    matcher = compileMatch(rule.match);
    matchers.set(rule, matcher);
  }
  return matcher;
}

const DEFAULT_MESSAGES: Record<RuleKind, string> = {
  refactorings: 'these refactorings need a deliberate decision',
  maxCount: 'too many refactorings in one commit',
  mixedChanges: 'refactorings are mixed with other code changes; commit them separately',
};

export function ruleKind(rule: Rule): RuleKind {
  if (rule.mixedChanges) return 'mixedChanges';
  if (rule.maxCount !== undefined) return 'maxCount';
  return 'refactorings';
}

function findings(rule: Rule, matching: Refactoring[], policy: Policy, input: PolicyInput): { detail: string; changes: UnexplainedChange[] } | undefined {
  switch (ruleKind(rule)) {
    case 'refactorings':
      return matching.length > 0 ? { detail: count(matching.length), changes: [] } : undefined;
    case 'maxCount': {
      const limit = rule.maxCount ?? 0;
      return matching.length > limit ? { detail: `${count(matching.length)}, at most ${limit} allowed`, changes: [] } : undefined;
    }
    case 'mixedChanges': {
      if (matching.length === 0 || !input.facts) return undefined;
      const filter = analysisFilter(policy.analysis);
      const isSource = (path: string) => filter.acceptsPath(path) && languageForPath(path, policy.analysis.languages) !== undefined;
      const changes = unexplainedChanges(input.facts, input.report.refactorings, isSource);
      if (changes.length === 0) return undefined;
      const files = new Set(changes.map((change) => change.file)).size;
      return { detail: `${count(matching.length)} and ${changes.length} other change${changes.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`, changes };
    }
  }
}

function count(n: number): string {
  return `${n} refactoring${n === 1 ? '' : 's'}`;
}

function describeRefactoring(refactoring: Refactoring): ViolationRefactoring {
  return {
    type: refactoring.type,
    description: refactoring.description,
    location: `${refactoring.after.file}:${refactoring.after.startLine}`,
    beforeLocation: `${refactoring.before.file}:${refactoring.before.startLine}`,
    refactoring,
  };
}

/** Whether a violation stops the commit or the build, for a `failOn` level. Approved ones never do. */
export function isBlocking(violation: Violation, failOn: FailOn = 'error'): boolean {
  if (violation.approved || failOn === 'never') return false;
  return violation.level === 'error' || failOn === 'warning';
}

/** 1 when any violation blocks, else 0: the exit code of `refdiff check`. */
export function gateExitCode(violations: readonly Violation[], failOn: FailOn = 'error'): 0 | 1 {
  return violations.some((violation) => isBlocking(violation, failOn)) ? 1 : 0;
}
