import { analyzeFiles } from '../../src/engine/analyze';
import { engineOptions, filterReport, parsePolicy } from '../../src/policy';
import type { Refactoring } from '../../src/report/types';
import { report } from './helpers';

/** `analysis.fineGrained` and the type selectors on real refactorings of a real parse. */
async function refactoringsOf(before: string, after: string): Promise<Refactoring[]> {
  const result = await analyzeFiles([{ path: 'src/math.js', content: before }], [{ path: 'src/math.js', content: after }], { languages: ['javascript'] });
  return result.refactorings;
}

const body = '{\n  const smaller = a < b ? a : b;\n  return smaller;\n}';

test('the fine-grained types can be left out one by one, or all at once with analysis.fineGrained: false', async () => {
  const found = await refactoringsOf(`function min(a, b) ${body}\n`, `function smallest(a, b, c) ${body}\n`);
  expect(found.map((r) => r.type).sort()).toEqual(['Add Parameter', 'Rename Function']);
  const types = (policy: string) => filterReport(parsePolicy(policy), report(found)).refactorings.map((r) => r.type).sort();
  expect(types('')).toEqual(['Add Parameter', 'Rename Function']);
  expect(types('analysis:\n  types: ["!Add Parameter"]\n')).toEqual(['Rename Function']);
  expect(types('analysis:\n  types: [ADD]\n')).toEqual(['Add Parameter']);
  expect(types('analysis:\n  fineGrained: false\n')).toEqual(['Rename Function']);
});

test('analysis.fineGrained: false reaches the engine: a signature the fine-grained types would explain stays one Change Signature', async () => {
  const before = [{ path: 'src/math.js', content: `function min(a, b) ${body}\n` }];
  const after = [{ path: 'src/math.js', content: `function min(a, b, c) ${body}\n` }];
  const types = async (policy: string) => (await analyzeFiles(before, after, engineOptions(parsePolicy(policy)))).refactorings.map((r) => r.type);
  expect(await types('')).toEqual(['Add Parameter']);
  expect(await types('analysis:\n  fineGrained: false\n')).toEqual(['Change Signature Function']);
});

test('commitMessage.fineGrained is off unless asked for; analysis.fineGrained on', () => {
  const defaults = parsePolicy('');
  expect(defaults.analysis.fineGrained).toBe(true);
  expect(defaults.commitMessage.fineGrained).toBe(false);
  expect(parsePolicy('commitMessage:\n  fineGrained: true\n').commitMessage.fineGrained).toBe(true);
  expect(() => parsePolicy('analysis:\n  fineGrained: yes\n')).toThrow(/expected true or false, got a string 'yes' at 'analysis.fineGrained'/);
});

test('the Variable types follow the same switches: by name, by kind, and analysis.fineGrained: false', async () => {
  const found = await refactoringsOf(
    'function area(w, h) {\n  const size = w * h;\n  log(size);\n  return size;\n}\n',
    'function area(w, h) {\n  const surface = w * h;\n  log(surface);\n  return surface;\n}\n',
  );
  expect(found.map((r) => r.type)).toEqual(['Rename Variable']);
  const types = (policy: string) => filterReport(parsePolicy(policy), report(found)).refactorings.map((r) => r.type);
  expect(types('')).toEqual(['Rename Variable']);
  expect(types('analysis:\n  types: ["!Rename Variable"]\n')).toEqual([]);
  expect(types('analysis:\n  types: ["!Variable"]\n')).toEqual([]);
  expect(types('analysis:\n  types: [Variable]\n')).toEqual(['Rename Variable']);
  expect(types('analysis:\n  fineGrained: false\n')).toEqual([]);
});
