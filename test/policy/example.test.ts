import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { analysisFilter, engineOptions, evaluatePolicy, filterReport, loadPolicy, parsePolicy, type ChangeFacts } from '../../src/policy';
import type { Refactoring } from '../../src/report/types';
import { refactoring, report } from './helpers';

const ROOT = join(__dirname, '..', '..');
const EXAMPLE = join(ROOT, '.refdiffrc.example.yml');
const policy = loadPolicy({ cwd: ROOT, configPath: '.refdiffrc.example.yml' });

/** Key paths in the example, rule entries collapsed to `rules[]`: the options it shows. */
function exampleKeyPaths(): string[] {
  const doc = parseDocument(readFileSync(EXAMPLE, 'utf8'));
  const paths = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const path = prefix ? `${prefix}.${String(pair.key.value)}` : String(pair.key.value);
        paths.add(path);
        walk(pair.value, path);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) walk(item, `${prefix}[]`);
    }
  };
  walk(doc.contents, '');
  return [...paths].sort();
}

/** Every option the example shows is asserted by one of the tests below, by this name. */
const COVERED = [
  'version',
  'analysis', 'analysis.languages', 'analysis.include', 'analysis.exclude', 'analysis.threshold', 'analysis.maxFileSize', 'analysis.maxChangeSize', 'analysis.types', 'analysis.fineGrained', 'analysis.skipGenerated',
  'commitMessage', 'commitMessage.enabled', 'commitMessage.style', 'commitMessage.trailerKey', 'commitMessage.maxItems',
  'commitMessage.skipSources', 'commitMessage.timeoutMs', 'commitMessage.fineGrained',
  'action', 'action.summary', 'action.annotations', 'action.comment', 'action.reportPath', 'action.failOn',
  'rules', 'rules[].name', 'rules[].match', 'rules[].match.operation', 'rules[].match.beforePath', 'rules[].match.kind',
  'rules[].match.language', 'rules[].match.beforeName', 'rules[].match.afterName', 'rules[].match.type', 'rules[].match.path',
  'rules[].match.name', 'rules[].match.afterPath', 'rules[].level', 'rules[].message', 'rules[].approval',
  'rules[].approval.trailer', 'rules[].maxCount', 'rules[].mixedChanges',
].sort();

test('the example loads and every option in it is covered here', () => {
  expect(policy.source).toBe(EXAMPLE);
  expect(exampleKeyPaths()).toEqual(COVERED);
});

describe('the example, key by key', () => {
  const java = (operation: Refactoring['operation'], kind: string, file: string, name: string, after: Partial<Refactoring['after']> = {}) =>
    refactoring(operation, kind, { file, name }, after);

  test('version', () => {
    expect(policy.version).toBe(1);
  });

  test('analysis.languages: the engine gets them and other languages are filtered out', () => {
    expect(engineOptions(policy).languages).toEqual(['java', 'javascript']);
    const c = refactoring('RENAME', 'Function', { file: 'src/a.c', name: 'f' }, { name: 'g' }, 'c');
    expect(filterReport(policy, report([c])).refactorings).toEqual([]);
  });

  test('analysis.include and analysis.exclude', () => {
    const { acceptsPath } = analysisFilter(policy.analysis);
    expect(acceptsPath('src/a/B.java')).toBe(true);
    expect(acceptsPath('lib/x.js')).toBe(true);
    expect(acceptsPath('test/T.java')).toBe(false);
    expect(acceptsPath('src/generated/G.java')).toBe(false);
    expect(acceptsPath('lib/vendor/jquery.min.js')).toBe(false);
    expect(engineOptions(policy)).toMatchObject({ include: ['src/**', 'lib/**'], exclude: ['**/generated/**', '*.min.js'] });
  });

  test('analysis.threshold, analysis.maxFileSize and analysis.maxChangeSize', () => {
    expect(engineOptions(policy)).toMatchObject({ threshold: 0.6, maxFileSizeBytes: 512 * 1024, maxChangeBytes: 8 * 1024 * 1024 });
    expect(analysisFilter(policy.analysis).acceptsFileSize(512 * 1024)).toBe(true);
    expect(analysisFilter(policy.analysis).acceptsFileSize(512 * 1024 + 1)).toBe(false);
  });

  test('analysis.types: operations, a type name, and an exclusion by kind', () => {
    const kept = filterReport(
      policy,
      report([
        java('RENAME', 'Method', 'src/A.java', 'a', { name: 'b' }),
        java('MOVE', 'Class', 'src/A.java', 'A', { file: 'src/b/A.java' }),
        java('EXTRACT', 'Method', 'src/A.java', 'a', { name: 'c' }),
        java('INLINE', 'Method', 'src/A.java', 'd', { name: 'a' }),
        java('RENAME', 'File', 'src/A.java', 'A.java', { file: 'src/B.java', name: 'B.java' }),
      ]),
    ).refactorings.map((r) => r.type);
    expect(kept).toEqual(['Rename Method', 'Move Class', 'Extract Method']);
  });

  test('analysis.fineGrained', () => {
    expect(policy.analysis.fineGrained).toBe(true);
  });

  test('analysis.skipGenerated', () => {
    expect(policy.analysis.skipGenerated).toBe(true);
    expect(engineOptions(policy)).toMatchObject({ skipGenerated: true });
    expect(engineOptions(parsePolicy('analysis:\n  skipGenerated: false\n'))).toMatchObject({ skipGenerated: false });
  });

  test('commitMessage: every key, as the hook reads them', () => {
    expect(policy.commitMessage).toEqual({
      enabled: true,
      style: 'trailers',
      trailerKey: 'Refactoring',
      maxItems: 5,
      skipSources: ['merge', 'squash', 'commit'],
      timeoutMs: 3000,
      fineGrained: true,
    });
  });

  test('action: every key, as the Action reads them', () => {
    expect(policy.action).toEqual({ summary: true, annotations: true, comment: true, reportPath: 'build/refdiff', failOn: 'warning' });
  });

  describe('rules', () => {
    const fired = (refactorings: Refactoring[], commitMessage?: string, facts?: ChangeFacts) =>
      evaluatePolicy(policy, { report: report(refactorings), commitMessage, facts });

    test('public-api-stable: moves and renames out of src/api, error, its own approval trailer', () => {
      const rename = java('RENAME', 'Method', 'src/api/Client.java', 'get', { name: 'fetch' });
      const inside = java('RENAME', 'Method', 'src/core/Client.java', 'get', { name: 'fetch' });
      const extract = java('EXTRACT', 'Method', 'src/api/Client.java', 'get', { name: 'helper' });
      const [violation] = fired([rename, inside, extract]).filter((v) => v.rule === 'public-api-stable');
      expect(violation).toMatchObject({
        level: 'error',
        message: 'The public API is moving; tell its users first.',
        approval: { trailer: 'API-Change-Approved', line: 'API-Change-Approved: <reason>' },
        approved: false,
      });
      expect(violation.refactorings.map((item) => item.refactoring)).toEqual([rename]);
      const approved = fired([rename], 'Rename\n\nAPI-Change-Approved: announced in 2.0 notes\n').find((v) => v.rule === 'public-api-stable');
      expect(approved?.approved).toBe(true);
      const wrongTrailer = fired([rename], 'Rename\n\nRefactoring-Approved: sure\n').find((v) => v.rule === 'public-api-stable');
      expect(wrongTrailer?.approved).toBe(false);
    });

    test('no-renamed-getters: Java methods named get* renamed to something else, warning', () => {
      const away = java('RENAME', 'Method', 'src/A.java', 'getName', { name: 'name' });
      const stays = java('RENAME', 'Method', 'src/A.java', 'getName', { name: 'getFullName' });
      const js = refactoring('RENAME', 'Method', { file: 'src/a.js', name: 'getName' }, { name: 'name' }, 'javascript');
      const [violation] = fired([away, stays, js]).filter((v) => v.rule === 'no-renamed-getters');
      expect(violation.level).toBe('warning');
      expect(violation.refactorings.map((item) => item.refactoring)).toEqual([away]);
    });

    test('inline-in-tests: level off never fires, though its match would', () => {
      const inline = java('INLINE', 'Method', 'src/test/T.java', 'testHelper', { name: 'testRun' });
      expect(filterReport(policy, report([inline])).refactorings).toHaveLength(0); // not even reported (types)
      const everything = parsePolicy(readFileSync(EXAMPLE, 'utf8').replace('level: off', 'level: error').replace(/^analysis:[\s\S]*?^commitMessage:/m, 'commitMessage:'));
      expect(evaluatePolicy(everything, { report: report([inline]) }).map((v) => v.rule)).toContain('inline-in-tests');
      expect(fired([inline]).map((v) => v.rule)).not.toContain('inline-in-tests');
    });

    test('small-commits: more than 20 refactorings under src/ in one commit, warning with the message', () => {
      const renames = (n: number) => Array.from({ length: n }, (_, i) => java('RENAME', 'Method', 'src/A.java', `m${i}`, { name: `n${i}` }));
      expect(fired(renames(20)).map((v) => v.rule)).not.toContain('small-commits');
      const violation = fired(renames(21)).find((v) => v.rule === 'small-commits');
      expect(violation).toMatchObject({
        level: 'warning',
        ruleKind: 'maxCount',
        detail: '21 refactorings, at most 20 allowed',
        message: 'Large refactorings are easier to review in smaller commits.',
      });
    });

    test('refactor-separately: mixed changes, warning, no approval possible', () => {
      const rename = java('RENAME', 'Method', 'src/A.java', 'a', { name: 'b', startLine: 3, endLine: 5 });
      const facts: ChangeFacts = {
        files: [{ beforePath: 'src/B.java', afterPath: 'src/B.java', hunks: [{ beforeStart: 9, beforeLines: ['x = 1;'], afterStart: 9, afterLines: ['x = 2;'] }] }],
      };
      expect(fired([rename]).map((v) => v.rule)).not.toContain('refactor-separately'); // no facts, not evaluated
      const violation = fired([rename], 'Subject\n\nRefactoring-Approved: please\n', facts).find((v) => v.rule === 'refactor-separately');
      expect(violation).toMatchObject({ level: 'warning', ruleKind: 'mixedChanges', approval: null, approved: false });
      expect(violation?.changes).toEqual([{ file: 'src/B.java', startLine: 9, endLine: 9, side: 'after' }]);
    });
  });
});

/**
 * The "(default X)" notes in the example's comments are checked against the schema: for each
 * key, a policy with X written in equals a policy without the key.
 */
test("the example's (default ...) notes are the real defaults", () => {
  const text = readFileSync(EXAMPLE, 'utf8');
  const lines = text.split('\n');
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const checked: string[] = [];
  const visit = (node: unknown, path: (string | number)[]) => {
    if (isSeq(node)) node.items.forEach((item, index) => visit(item, [...path, index]));
    if (!isMap(node)) return;
    node.items.forEach((pair, index) => {
      if (!isPair(pair) || !isScalar(pair.key)) return;
      const key = String(pair.key.value);
      const keyLine = lineCounter.linePos((pair.key as Node).range![0]).line;
      // A key's note is on its line, or on the comment lines of its value up to the next key.
      const next = node.items[index + 1];
      const nextLine = next && isPair(next) ? lineCounter.linePos((next.key as Node).range![0]).line : keyLine + 1;
      const lastLine = isMap(pair.value) ? keyLine : Math.max(nextLine - 1, keyLine);
      const note = lines.slice(keyLine - 1, lastLine).join('\n').match(/\(default ([^)]*\)?)\)/);
      if (note) {
        checked.push([...path, key].join('.'));
        expect([path, key, defaultsWith(path, key, note[1])]).toEqual([path, key, defaultsWith(path, key, undefined)]);
      }
      visit(pair.value, [...path, key]);
    });
  };
  visit(doc.contents, []);
  expect(checked.length).toBeGreaterThanOrEqual(20);
});

/** The parsed policy with only `key` (under `path`, inside a minimal rule when in `rules`) set. */
function defaultsWith(path: (string | number)[], key: string, valueText: string | undefined): unknown {
  const value = valueText === undefined ? undefined : parseDocument(valueText).toJS();
  const section = path[0];
  if (section === 'rules') {
    const rule: Record<string, unknown> = { name: 'r' };
    if (path.length === 2) rule[key] = value;
    else rule[path[2] as string] = { [key]: value };
    return parsePolicy(JSON.stringify({ rules: [rule] })).rules[0];
  }
  if (path.length === 0) return parsePolicy(JSON.stringify(value === undefined ? {} : { [key]: value }));
  return parsePolicy(JSON.stringify({ [section as string]: value === undefined ? {} : { [key]: value } }));
}
