import type { Violation } from '../../policy';
import { VERSION } from '../../version';
import { printable } from '../render-text';
import type { Refactoring } from '../types';
import { FINGERPRINT_KEY, refactoringFingerprint, violationFingerprint } from './fingerprints';
import { elementLocation, lineLocation, type SarifPhysicalLocation } from './locations';
import { policyRule, policyRuleId, refactoringRule, refactoringRuleId, type SarifRule } from './rules';

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
export const INFORMATION_URI = 'https://www.npmjs.com/package/refdiff';
const VIOLATION_FINGERPRINT_KEY = 'refdiffViolation/v1';

/** One analysed change: its refactorings and, when the policy was evaluated, its violations. */
export interface SarifChange {
  /** The commit the change is, when it is one. */
  commit?: string;
  refactorings: readonly Refactoring[];
  violations?: readonly Violation[];
}

export interface SarifInput {
  changes: readonly SarifChange[];
  /** The policy file the violations come from, as a repository path. */
  policyFile?: string;
  /** The repository and revision the locations refer to (the Action knows them). */
  provenance?: { repositoryUri: string; revisionId: string; branch?: string };
  /** `automationDetails.id`: the category code scanning keeps these alerts under. */
  automationId?: string;
}

interface SarifLocation {
  id?: number;
  physicalLocation: SarifPhysicalLocation;
  logicalLocations?: { fullyQualifiedName: string; kind: string }[];
  message?: { text: string };
}

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: 'note' | 'warning' | 'error';
  message: { text: string };
  locations: SarifLocation[];
  relatedLocations?: SarifLocation[];
  partialFingerprints: Record<string, string>;
  suppressions?: { kind: 'external'; status: 'accepted'; justification: string }[];
  properties?: Record<string, unknown>;
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: {
    tool: { driver: { name: string; version: string; semanticVersion: string; informationUri: string; rules: SarifRule[] } };
    automationDetails?: { id: string };
    versionControlProvenance?: { repositoryUri: string; revisionId: string; branch?: string }[];
    columnKind: 'utf16CodeUnits';
    results: SarifResult[];
  }[];
}

/**
 * One SARIF 2.1.0 run for all the changes: a rule per refactoring type and per policy rule
 * that occurs, a `note` per refactoring at its after side (the before side related), an
 * `error`/`warning` per policy violation.
 */
export function buildSarifLog(input: SarifInput): SarifLog {
  const rules = new RuleTable();
  const results: SarifResult[] = [];
  for (const change of input.changes) {
    for (const refactoring of change.refactorings) results.push(refactoringResult(refactoring, change.commit, rules));
    for (const violation of change.violations ?? []) {
      const result = violationResult(violation, change.commit, input.policyFile, rules);
      if (result) results.push(result);
    }
  }
  const run: SarifLog['runs'][number] = {
    tool: { driver: { name: 'refdiff', version: VERSION, semanticVersion: VERSION, informationUri: INFORMATION_URI, rules: rules.list } },
    columnKind: 'utf16CodeUnits',
    results,
  };
  if (input.automationId) run.automationDetails = { id: input.automationId };
  if (input.provenance) run.versionControlProvenance = [input.provenance];
  return { $schema: SARIF_SCHEMA_URI, version: '2.1.0', runs: [run] };
}

/** The rules of the run, each once, with the index results refer to them by. */
class RuleTable {
  readonly list: SarifRule[] = [];
  private readonly index = new Map<string, number>();

  indexOf(id: string, make: () => SarifRule): number {
    let at = this.index.get(id);
    if (at === undefined) {
      at = this.list.push(make()) - 1;
      this.index.set(id, at);
    }
    return at;
  }
}

function refactoringResult(refactoring: Refactoring, commit: string | undefined, rules: RuleTable): SarifResult {
  const ruleId = refactoringRuleId(refactoring.type);
  const { before, after, kind } = refactoring;
  return {
    ruleId,
    ruleIndex: rules.indexOf(ruleId, () => refactoringRule(refactoring.type, refactoring.operation, kind)),
    level: 'note',
    message: { text: `${messageText(refactoring.description)} ([before](0): ${messageText(`${before.file}:${before.startLine}`)})` },
    locations: [{ physicalLocation: elementLocation(after, kind), logicalLocations: [logical(after, kind)] }],
    relatedLocations: [
      { id: 0, physicalLocation: elementLocation(before, kind), logicalLocations: [logical(before, kind)], message: { text: `before: ${messageText(qualifiedName(before))}` } },
    ],
    partialFingerprints: { [FINGERPRINT_KEY]: refactoringFingerprint(refactoring) },
    properties: {
      operation: refactoring.operation,
      kind,
      language: refactoring.language,
      ...(refactoring.similarity === undefined ? {} : { similarity: refactoring.similarity }),
      ...(commit ? { commit } : {}),
    },
  };
}

/** A violation at its first refactoring's after side, else its first unexplained change, else the policy file. */
function violationResult(violation: Violation, commit: string | undefined, policyFile: string | undefined, rules: RuleTable): SarifResult | undefined {
  const first = violation.refactorings[0]?.refactoring;
  const change = violation.changes[0];
  const place = first
    ? elementLocation(first.after, first.kind)
    : change
      ? lineLocation(change.file, change.startLine, change.endLine)
      : policyFile && lineLocation(policyFile, 1);
  if (!place) return undefined;
  const ruleId = policyRuleId(violation.rule);
  const inCommit = commit ? ` in commit ${commit.slice(0, 7)}` : '';
  const approve = violation.approval && !violation.approved ? ` To approve it deliberately, add '${violation.approval.line}' to the commit message.` : '';
  const about = violation.refactorings.length > 0
    ? violation.refactorings.map((item) => refactoringFingerprint(item.refactoring))
    : violation.changes.map((item) => item.file);
  const result: SarifResult = {
    ruleId,
    ruleIndex: rules.indexOf(ruleId, () => policyRule(violation.rule, violation.message, violation.level, policyFile)),
    level: violation.level,
    message: { text: messageText(`${violation.message} (${violation.detail})${inCommit}.${approve}`) },
    locations: [{ physicalLocation: place }],
    partialFingerprints: { [VIOLATION_FINGERPRINT_KEY]: violationFingerprint(violation.rule, about) },
    properties: { ruleKind: violation.ruleKind, ...(commit ? { commit } : {}) },
  };
  if (violation.approved && violation.approval) {
    result.suppressions = [{ kind: 'external', status: 'accepted', justification: messageText(violation.approval.reasons.join('; ')) }];
  }
  return result;
}

/**
 * Message text as the text reports print it (control characters escaped), with `[` and `]`
 * escaped: SARIF reads `[text](id)` in a message as a link, and `int[]` is not one.
 */
export function messageText(text: string): string {
  return printable(text).replace(/[[\]]/g, (c) => `\\${c}`);
}

function qualifiedName(element: Refactoring['before']): string {
  const name = element.signature || element.name;
  return element.container ? `${element.container}.${name}` : name;
}

function logical(element: Refactoring['before'], kind: string): { fullyQualifiedName: string; kind: string } {
  return { fullyQualifiedName: qualifiedName(element), kind: kind.toLowerCase() };
}
