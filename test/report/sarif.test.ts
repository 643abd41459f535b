import { renderSarif } from '../../src/report/render-sarif';
import type { Violation } from '../../src/policy';
import type { Refactoring } from '../../src/report/types';
import { sarifSchemaErrors } from './sarif-schema';

function refactoring(overrides: Partial<Refactoring> = {}): Refactoring {
  return {
    type: 'Rename Method',
    operation: 'RENAME',
    kind: 'Method',
    language: 'java',
    before: { file: 'src/Calc.java', container: 'my.Calc', name: 'min', signature: 'min(int[])', startLine: 9, endLine: 12 },
    after: { file: 'src/Calc.java', container: 'my.Calc', name: 'minimum', signature: 'minimum(int[])', startLine: 10, endLine: 13 },
    similarity: 0.93,
    description: 'Rename Method min(int[]) to minimum(int[]) in class my.Calc',
    ...overrides,
  };
}

const movedFile = refactoring({
  type: 'Move File',
  operation: 'MOVE',
  kind: 'File',
  before: { file: 'old dir/Util.java', container: '', name: 'Util.java', signature: 'Util.java', startLine: 1, endLine: 10716 },
  after: { file: 'new/Util.java', container: '', name: 'Util.java', signature: 'Util.java', startLine: 1, endLine: 10716 },
  description: 'Move File old dir/Util.java to new/Util.java',
});

function violation(overrides: Partial<Violation> = {}): Violation {
  const rename = refactoring();
  return {
    rule: 'api stable',
    ruleKind: 'refactorings',
    level: 'error',
    message: 'the public API changed',
    detail: '1 refactoring',
    refactorings: [{ type: rename.type, description: rename.description, location: 'src/Calc.java:10', beforeLocation: 'src/Calc.java:9', refactoring: rename }],
    changes: [],
    approval: { trailer: 'Refactoring-Approved', line: 'Refactoring-Approved: <reason>', reasons: [] },
    approved: false,
    ...overrides,
  };
}

const parse = (text: string) => JSON.parse(text);

describe('renderSarif', () => {
  test('a valid SARIF 2.1.0 log: one rule per type with help, a note per refactoring at its after side, the before side related', () => {
    const log = parse(renderSarif({ changes: [{ commit: 'c'.repeat(40), refactorings: [refactoring(), movedFile, refactoring({ after: { ...refactoring().after, startLine: 40, endLine: 44 } })] }] }));
    expect(sarifSchemaErrors(log)).toEqual([]);
    const run = log.runs[0];
    expect(run.tool.driver).toMatchObject({ name: 'refdiff', informationUri: expect.stringMatching(/^https:/) });
    expect(run.tool.driver.rules.map((rule: { id: string }) => rule.id)).toEqual(['refdiff/rename-method', 'refdiff/move-file']);
    expect(run.tool.driver.rules[0]).toMatchObject({ name: 'RenameMethod', shortDescription: { text: 'Rename Method' }, help: { text: expect.stringContaining('renamed') } });
    const [rename, moved] = run.results;
    expect(rename).toMatchObject({
      ruleId: 'refdiff/rename-method',
      ruleIndex: 0,
      level: 'note',
      locations: [{ physicalLocation: { artifactLocation: { uri: 'src/Calc.java' }, region: { startLine: 10, endLine: 13 } } }],
      relatedLocations: [{ id: 0, physicalLocation: { artifactLocation: { uri: 'src/Calc.java' }, region: { startLine: 9, endLine: 12 } } }],
      properties: { commit: 'c'.repeat(40), operation: 'RENAME' },
    });
    // `int[]` is no link; the one link is to the before side.
    expect(rename.message.text).toBe('Rename Method min(int\\[\\]) to minimum(int\\[\\]) in class my.Calc ([before](0): src/Calc.java:9)');
    // A whole file is one line at the top, not a span over 10716 lines; its path is a URI.
    expect(moved.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: 'new/Util.java', uriBaseId: '%SRCROOT%' }, region: { startLine: 1, endLine: 1 } });
    expect(moved.relatedLocations[0].physicalLocation.artifactLocation.uri).toBe('old%20dir/Util.java');
  });

  test('fingerprints come from the type and names, not lines: the same refactoring one push later is the same alert', () => {
    const fingerprint = (item: Refactoring) => parse(renderSarif({ changes: [{ refactorings: [item] }] })).runs[0].results[0].partialFingerprints;
    const shifted = refactoring({ before: { ...refactoring().before, startLine: 30, endLine: 33 }, after: { ...refactoring().after, startLine: 31, endLine: 34 } });
    expect(fingerprint(shifted)).toEqual(fingerprint(refactoring()));
    expect(Object.values(fingerprint(refactoring()))[0]).toMatch(/^[0-9a-f]{64}$/);
    const other = refactoring({ after: { ...refactoring().after, name: 'smallest', signature: 'smallest(int[])' } });
    expect(fingerprint(other)).not.toEqual(fingerprint(refactoring()));
  });

  test('policy violations are error/warning results of their own rule; an approved one is suppressed with its reason', () => {
    const log = parse(
      renderSarif({
        policyFile: '.refdiffrc.yml',
        changes: [
          { commit: 'a'.repeat(40), refactorings: [refactoring()], violations: [violation()] },
          {
            commit: 'b'.repeat(40),
            refactorings: [],
            violations: [
              violation({ level: 'warning', approved: true, approval: { trailer: 'Refactoring-Approved', line: 'Refactoring-Approved: <reason>', reasons: ['agreed'] } }),
              violation({ rule: 'commit message', ruleKind: 'mixedChanges', refactorings: [] }),
            ],
          },
        ],
      }),
    );
    expect(sarifSchemaErrors(log)).toEqual([]);
    const [, error, approved, placeless] = log.runs[0].results;
    expect(error).toMatchObject({
      ruleId: 'refdiff-policy/api-stable',
      level: 'error',
      message: { text: "the public API changed (1 refactoring) in commit aaaaaaa. To approve it deliberately, add 'Refactoring-Approved: <reason>' to the commit message." },
      locations: [{ physicalLocation: { artifactLocation: { uri: 'src/Calc.java' }, region: { startLine: 10 } } }],
    });
    expect(log.runs[0].tool.driver.rules[error.ruleIndex]).toMatchObject({ id: 'refdiff-policy/api-stable', defaultConfiguration: { level: 'error' } });
    expect(approved).toMatchObject({ level: 'warning', suppressions: [{ kind: 'external', status: 'accepted', justification: 'agreed' }] });
    expect(approved.partialFingerprints).toEqual(error.partialFingerprints);
    // Nothing to point at: the policy file.
    expect(placeless.locations[0].physicalLocation.artifactLocation.uri).toBe('.refdiffrc.yml');
  });

  test('control characters in names stay escaped as in the text report; versionControlProvenance and automationDetails when known', () => {
    const odd = refactoring({ after: { ...refactoring().after, file: 'a\nb.java' }, description: 'Rename Method min to mi\u001bn' });
    const text = renderSarif({
      changes: [{ refactorings: [odd] }],
      provenance: { repositoryUri: 'https://github.com/octo/shop', revisionId: 'd'.repeat(40), branch: 'main' },
      automationId: 'refdiff/',
    });
    const log = parse(text);
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(log.runs[0].results[0].message.text).toBe('Rename Method min to mi\\x1bn ([before](0): src/Calc.java:9)');
    expect(log.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe('a%0Ab.java');
    expect(log.runs[0]).toMatchObject({ automationDetails: { id: 'refdiff/' }, versionControlProvenance: [{ repositoryUri: 'https://github.com/octo/shop', revisionId: 'd'.repeat(40) }] });
  });

  test('the schema check is real: a log with a level SARIF does not know is rejected', () => {
    const log = parse(renderSarif({ changes: [{ refactorings: [refactoring()] }] }));
    log.runs[0].results[0].level = 'info';
    delete log.version;
    expect(sarifSchemaErrors(log).length).toBeGreaterThan(0);
  });
});
