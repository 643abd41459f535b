import { evaluatePolicy, gateExitCode, hasActiveRules, isBlocking, parsePolicy, type Violation } from '../../src/policy';
import type { Refactoring } from '../../src/report/types';
import { refactoring, report } from './helpers';

const renameApiMethod = refactoring(
  'RENAME',
  'Method',
  { file: 'src/api/Client.java', container: 'my.api.Client', name: 'get', startLine: 10, endLine: 14 },
  { name: 'fetch', startLine: 11, endLine: 15 },
);
const moveApiClass = refactoring(
  'MOVE',
  'Class',
  { file: 'src/api/Session.java', container: 'my.api', name: 'Session', startLine: 3, endLine: 40 },
  { file: 'src/core/Session.java', container: 'my.core' },
);
const extractInternal = refactoring(
  'EXTRACT',
  'Method',
  { file: 'src/core/Parser.java', container: 'my.core.Parser', name: 'parse', startLine: 5, endLine: 30 },
  { name: 'readHeader', startLine: 31, endLine: 40 },
);
const renameJsFunction = refactoring(
  'RENAME',
  'Function',
  { file: 'web/util.js', container: 'web/util.js', name: 'getUser', startLine: 1, endLine: 3 },
  { name: 'loadUser' },
  'javascript',
);
const all = [renameApiMethod, moveApiClass, extractInternal, renameJsFunction];

/** The refactorings a single-rule policy flags, as "type name" strings. */
function flagged(match: string, refactorings: Refactoring[] = all): string[] {
  const policy = parsePolicy(`rules:\n  - name: r\n    match:\n${match.replace(/^/gm, '      ')}\n`);
  const violations = evaluatePolicy(policy, { report: report(refactorings) });
  return violations.flatMap((violation) => violation.refactorings.map((item) => `${item.type} ${item.refactoring.before.name}`));
}

describe('rule match keys', () => {
  test('operation (one or a list)', () => {
    expect(flagged('operation: RENAME')).toEqual(['Rename Method get', 'Rename Function getUser']);
    expect(flagged('operation: [MOVE, EXTRACT]')).toEqual(['Move Class Session', 'Extract Method parse']);
  });
  test('kind', () => {
    expect(flagged('kind: Method')).toEqual(['Rename Method get', 'Extract Method parse']);
  });
  test('type', () => {
    expect(flagged('type: [Move Class, Rename Function]')).toEqual(['Move Class Session', 'Rename Function getUser']);
  });
  test('language', () => {
    expect(flagged('language: javascript')).toEqual(['Rename Function getUser']);
  });
  test('path: either side', () => {
    expect(flagged('path: src/core/**')).toEqual(['Move Class Session', 'Extract Method parse']);
  });
  test('beforePath and afterPath: one side each', () => {
    expect(flagged('beforePath: src/api/**')).toEqual(['Rename Method get', 'Move Class Session']);
    expect(flagged('afterPath: src/api/**')).toEqual(['Rename Method get']);
  });
  test('a glob without a slash matches the file name in any folder', () => {
    expect(flagged('path: "*.js"')).toEqual(['Rename Function getUser']);
  });
  test('name: glob on either side, simple names', () => {
    expect(flagged('name: "get*"')).toEqual(['Rename Method get', 'Rename Function getUser']);
    expect(flagged('name: "fetch"')).toEqual(['Rename Method get']);
  });
  test('beforeName and afterName, with /regex/ patterns', () => {
    expect(flagged('beforeName: "/^get/"')).toEqual(['Rename Method get', 'Rename Function getUser']);
    expect(flagged('afterName: "/^(load|read)[A-Z]/"')).toEqual(['Extract Method parse', 'Rename Function getUser']);
    expect(flagged('afterName: "/^READ/i"')).toEqual(['Extract Method parse']);
  });
  test('keys combine with AND: "moves or renames of anything under src/api/**"', () => {
    expect(flagged('operation: [MOVE, RENAME, MOVE_RENAME]\npath: src/api/**')).toEqual(['Rename Method get', 'Move Class Session']);
    expect(flagged('operation: RENAME\nlanguage: java')).toEqual(['Rename Method get']);
  });
  test('no match keys: every refactoring', () => {
    expect(flagged('{}')).toHaveLength(all.length);
  });
  test('nothing matches: no violation', () => {
    expect(flagged('kind: Enum')).toEqual([]);
  });
});

describe('rule kinds, levels and messages', () => {
  test('a refactorings rule gives one violation naming rule, level, message and file:line', () => {
    const policy = parsePolicy(
      'rules:\n  - name: api-stable\n    match: { path: src/api/** }\n    level: warning\n    message: the public API changed\n',
    );
    const [violation, ...rest] = evaluatePolicy(policy, { report: report(all) });
    expect(rest).toEqual([]);
    expect(violation).toMatchObject({
      rule: 'api-stable',
      ruleKind: 'refactorings',
      level: 'warning',
      message: 'the public API changed',
      detail: '2 refactorings',
      approved: false,
      approval: { trailer: 'Refactoring-Approved', line: 'Refactoring-Approved: <reason>', reasons: [] },
    });
    expect(violation.refactorings.map((item) => [item.location, item.beforeLocation])).toEqual([
      ['src/api/Client.java:11', 'src/api/Client.java:10'],
      ['src/core/Session.java:3', 'src/api/Session.java:3'],
    ]);
  });

  test('level defaults to error; off disables the rule', () => {
    const errorPolicy = parsePolicy('rules:\n  - name: r\n');
    expect(evaluatePolicy(errorPolicy, { report: report(all) })[0].level).toBe('error');
    const offPolicy = parsePolicy('rules:\n  - name: r\n    level: off\n');
    expect(evaluatePolicy(offPolicy, { report: report(all) })).toEqual([]);
  });

  test('a policy without an active rule judges nothing (the hook then skips the rules)', () => {
    expect(hasActiveRules(parsePolicy('version: 1\n'))).toBe(false);
    expect(hasActiveRules(parsePolicy('rules:\n  - name: r\n    level: off\n'))).toBe(false);
    expect(hasActiveRules(parsePolicy('rules:\n  - name: r\n    level: off\n  - name: s\n    level: warning\n'))).toBe(true);
    expect(hasActiveRules(parsePolicy('rules:\n  - name: r\n'))).toBe(true);
  });

  test('default messages say what each kind of rule is about', () => {
    const policy = parsePolicy('rules:\n  - name: a\n  - name: b\n    maxCount: 1\n');
    expect(evaluatePolicy(policy, { report: report(all) }).map((v) => v.message)).toEqual([
      'these refactorings need a deliberate decision',
      'too many refactorings in one commit',
    ]);
  });

  test('maxCount fires above the limit, not at it', () => {
    const policy = (limit: number) => parsePolicy(`rules:\n  - name: few-renames\n    match: { operation: RENAME }\n    maxCount: ${limit}\n`);
    expect(evaluatePolicy(policy(2), { report: report(all) })).toEqual([]);
    const [violation] = evaluatePolicy(policy(1), { report: report(all) });
    expect(violation).toMatchObject({ ruleKind: 'maxCount', detail: '2 refactorings, at most 1 allowed' });
    expect(violation.refactorings).toHaveLength(2);
  });

  test('maxCount 0 forbids any match', () => {
    const policy = parsePolicy('rules:\n  - name: none\n    match: { kind: Class }\n    maxCount: 0\n');
    expect(evaluatePolicy(policy, { report: report(all) })[0].detail).toBe('1 refactoring, at most 0 allowed');
  });

  test('rules are evaluated in file order, each independently', () => {
    const policy = parsePolicy('rules:\n  - name: js\n    match: { language: javascript }\n  - name: classes\n    match: { kind: Class }\n');
    expect(evaluatePolicy(policy, { report: report(all) }).map((v) => v.rule)).toEqual(['js', 'classes']);
  });
});

describe('approval trailers', () => {
  const policy = parsePolicy(
    [
      'rules:',
      '  - name: api',
      '    match: { path: src/api/** }',
      '  - name: js',
      '    match: { language: javascript }',
      '    approval: { trailer: JS-Approved }',
      '  - name: classes',
      '    match: { kind: Class }',
      '    approval: false',
    ].join('\n'),
  );
  const approvedRules = (commitMessage?: string) =>
    evaluatePolicy(policy, { report: report(all), commitMessage })
      .filter((violation) => violation.approved)
      .map((violation) => violation.rule);

  test('without a message nothing is approved', () => {
    expect(approvedRules()).toEqual([]);
  });
  test('the default trailer with a reason approves the rules that use it', () => {
    expect(approvedRules('Rename API\n\nRefactoring-Approved: agreed in #123\n')).toEqual(['api']);
  });
  test("a rule's own trailer approves only that rule; keys compare case-insensitively", () => {
    expect(approvedRules('Rename\n\njs-approved: frontend rename\n')).toEqual(['js']);
  });
  test('an empty reason approves nothing', () => {
    expect(approvedRules('Rename\n\nRefactoring-Approved:\nJS-Approved:   \n')).toEqual([]);
  });
  test('approval: false means no escape hatch', () => {
    const [classes] = evaluatePolicy(policy, { report: report(all), commitMessage: 'x\n\nRefactoring-Approved: yes' }).filter((v) => v.rule === 'classes');
    expect(classes.approval).toBeNull();
    expect(classes.approved).toBe(false);
  });
  test('the subject line is never a trailer', () => {
    expect(approvedRules('Refactoring-Approved: in the subject\n')).toEqual([]);
  });
  test('trailers must be in the last paragraph, as git reads them', () => {
    expect(approvedRules('Subject\n\nRefactoring-Approved: early\n\nMore text.\n')).toEqual([]);
  });
  test('comment lines and the scissors part are not the message', () => {
    const message = 'Subject\n\nRefactoring-Approved: ok\n# Please enter the commit message\n';
    expect(approvedRules(message)).toEqual(['api']);
    const commented = 'Subject\n\n# Refactoring-Approved: commented out\n';
    expect(approvedRules(commented)).toEqual([]);
    const scissors = 'Subject\n\nBody.\n# ------------------------ >8 ------------------------\n\nRefactoring-Approved: in the diff\n';
    expect(approvedRules(scissors)).toEqual([]);
  });
  test('core.commentChar is honoured', () => {
    const message = 'Subject\n\nRefactoring-Approved: ok\n; a comment\n';
    expect(evaluatePolicy(policy, { report: report(all), commitMessage: message, commentChar: ';' }).filter((v) => v.approved).map((v) => v.rule)).toEqual(['api']);
  });
  test('the reasons are kept for reports', () => {
    const [api] = evaluatePolicy(policy, { report: report(all), commitMessage: 'S\n\nRefactoring-Approved: one\nRefactoring-Approved: two\n' });
    expect(api.approval?.reasons).toEqual(['one', 'two']);
  });
});

describe('the gate', () => {
  const violation = (level: 'error' | 'warning', approved = false): Violation => ({
    rule: 'r',
    ruleKind: 'refactorings',
    level,
    message: 'm',
    detail: 'd',
    refactorings: [],
    changes: [],
    approval: null,
    approved,
  });

  test('failOn error: unapproved errors block', () => {
    expect(isBlocking(violation('error'))).toBe(true);
    expect(isBlocking(violation('warning'))).toBe(false);
    expect(isBlocking(violation('error', true))).toBe(false);
    expect(gateExitCode([violation('warning'), violation('error', true)])).toBe(0);
    expect(gateExitCode([violation('warning'), violation('error')])).toBe(1);
  });
  test('failOn warning: warnings block too; failOn never: nothing blocks', () => {
    expect(gateExitCode([violation('warning')], 'warning')).toBe(1);
    expect(gateExitCode([violation('warning', true)], 'warning')).toBe(0);
    expect(gateExitCode([violation('error')], 'never')).toBe(0);
  });
});

describe('analysis filters what rules see', () => {
  test('analysis.types with only exclusions; include/exclude look at both sides', () => {
    const policy = parsePolicy('analysis:\n  types: ["!Method"]\n  exclude: src/core/**\nrules:\n  - name: all\n');
    const [violation] = evaluatePolicy(policy, { report: report(all) });
    // Methods are not reported; the class moved into src/core is excluded by its after side.
    expect(violation.refactorings.map((item) => item.type)).toEqual(['Rename Function']);
  });

  test('analysis.languages', () => {
    const policy = parsePolicy('analysis:\n  languages: javascript\nrules:\n  - name: all\n');
    expect(evaluatePolicy(policy, { report: report(all) })[0].refactorings.map((item) => item.type)).toEqual(['Rename Function']);
  });
});

describe('mixedChanges rules', () => {
  const edit = { beforePath: 'src/core/Other.java', afterPath: 'src/core/Other.java', hunks: [{ beforeStart: 4, beforeLines: ['a();'], afterStart: 4, afterLines: ['b();'] }] };
  test('only when a matching refactoring is present, and only for analysed files', () => {
    const policy = parsePolicy('rules:\n  - name: mixed\n    mixedChanges: true\n    match: { language: javascript }\n');
    expect(evaluatePolicy(policy, { report: report([renameApiMethod]), facts: { files: [edit] } })).toEqual([]);
    const [violation] = evaluatePolicy(policy, { report: report(all), facts: { files: [edit] } });
    expect(violation).toMatchObject({ rule: 'mixed', detail: '1 refactoring and 1 other change in 1 file' });
    const cOnly = parsePolicy('analysis:\n  languages: c\nrules:\n  - name: mixed\n    mixedChanges: true\n');
    const cRename = refactoring('RENAME', 'Function', { file: 'a.c', name: 'f' }, { name: 'g' }, 'c');
    expect(evaluatePolicy(cOnly, { report: report([cRename]), facts: { files: [edit] } })).toEqual([]);
  });
});
