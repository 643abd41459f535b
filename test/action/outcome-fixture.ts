import { evaluatePolicy, parsePolicy } from '../../src/policy';
import type { ActionOutcome, AnalyzedCommit } from '../../src/action/outcome';
import type { CodeElement, Refactoring, Report } from '../../src/report/types';

/** Hand-built reports and outcomes for the renderers' tests; violations come from the real policy evaluator. */

export function element(overrides: Partial<CodeElement> = {}): CodeElement {
  return { file: 'src/main/java/shop/Cart.java', container: 'shop.Cart', name: 'take', signature: 'take(List<T>, int)', startLine: 13, endLine: 19, ...overrides };
}

export function renameMethod(from: string, to: string, line = 13): Refactoring {
  return {
    type: 'Rename Method',
    operation: 'RENAME',
    kind: 'Method',
    language: 'java',
    before: element({ name: from, signature: `${from}(List<T>, int)`, startLine: line, endLine: line + 6 }),
    after: element({ name: to, signature: `${to}(List<T>, int)`, startLine: line, endLine: line + 6 }),
    description: `Rename Method ${from}(List<T>, int) to ${to}(List<T>, int) in class shop.Cart`,
  };
}

export function report(before: string, after: string, refactorings: Refactoring[]): Report {
  return {
    schemaVersion: 1,
    tool: { name: 'refdiff', version: '0.1.0' },
    before,
    after,
    refactorings,
    stats: { filesBefore: 1, filesAfter: 1, nodesBefore: 3, nodesAfter: 3, elapsedMs: 5 },
  };
}

export const RENAME_RULE_POLICY = parsePolicy(
  ['rules:', '  - name: java-api-renames', '    match: { operation: RENAME, kind: Method }', '    level: error', '    message: renaming a Java method breaks callers'].join('\n'),
);

export function commit(sha: string, parent: string, refactorings: Refactoring[], message = `Change ${sha.slice(0, 4)}`): AnalyzedCommit {
  const commitReport = report(parent, sha, refactorings);
  return {
    sha,
    parent,
    subject: message.split('\n')[0],
    author: 'Test Author <author@example.com>',
    report: commitReport,
    violations: evaluatePolicy(RENAME_RULE_POLICY, { report: commitReport, commitMessage: message }),
    warnings: [],
  };
}

export function outcome(commits: AnalyzedCommit[], overrides: Partial<ActionOutcome> = {}): ActionOutcome {
  return { eventName: 'push', repository: 'octo/shop', serverUrl: 'https://github.com', commits, notes: [], ...overrides };
}

export const SHA = {
  a: 'a'.repeat(40),
  b: 'b'.repeat(40),
  c: 'c'.repeat(40),
};
