import { analyzeFiles } from '../../src/engine/analyze';
import { filterReport, parsePolicy } from '../../src/policy';
import type { Refactoring, Report } from '../../src/report/types';

/** The refactorings between two versions of one JavaScript file, parsed for real. */
async function refactoringsOf(before: string, after: string, path = 'src/math.js'): Promise<Refactoring[]> {
  const result = await analyzeFiles([{ path, content: before }], [{ path, content: after }], { languages: ['javascript'] });
  return result.refactorings;
}

function reportOf(refactorings: Refactoring[]): Report {
  const stats = { filesBefore: 1, filesAfter: 1, nodesBefore: 1, nodesAfter: 1, elapsedMs: 1 };
  return { schemaVersion: 1, tool: { name: 'refdiff', version: '0' }, before: 'a', after: 'b', refactorings, stats };
}

const body = (a: string, b: string) => `{\n  const smaller = ${a} < ${b} ? ${a} : ${b};\n  return smaller;\n}`;

describe('parameters renamed and nothing else', () => {
  it('are reported as Rename Parameter, one per parameter, not as Change Signature', async () => {
    const found = await refactoringsOf(
      `function min(a, b) ${body('a', 'b')}\nmodule.exports = { min };\n`,
      `function min(left, b) ${body('left', 'b')}\nmodule.exports = { min };\n`,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      type: 'Rename Parameter',
      operation: 'RENAME',
      kind: 'Parameter',
      language: 'javascript',
      before: { file: 'src/math.js', container: 'src/math.js.min(a, b)', name: 'a', signature: 'a', startLine: 1 },
      after: { file: 'src/math.js', container: 'src/math.js.min(left, b)', name: 'left', signature: 'left', startLine: 1 },
      description: 'Rename Parameter a to left in function src/math.js.min(left, b)',
    });
    expect(found[0].similarity).toBeGreaterThan(0);
  });

  it('give one report per renamed parameter, rest parameters included', async () => {
    const found = await refactoringsOf(
      `function pick(a, b, ...rest) ${body('a', 'b')}\n`,
      `function pick(x, y, ...others) ${body('x', 'y')}\n`,
    );
    expect(found.map((r) => `${r.type} ${r.before.name} -> ${r.after.name}`).sort()).toEqual([
      'Rename Parameter ...rest -> ...others',
      'Rename Parameter a -> x',
      'Rename Parameter b -> y',
    ]);
  });

  it('leave real signature changes alone: parameters added, made rest, or destructured differently', async () => {
    const cases: [string, string][] = [
      ['min(a, b)', 'min(a, b, c)'],
      ['min(a, b)', 'min(a, ...b)'],
      ['min({ a }, b)', 'min({ c }, b)'],
      ['min(a, b)', 'min(b, a)'],
    ];
    for (const [before, after] of cases) {
      const found = await refactoringsOf(`function ${before} ${body('a', 'b')}\n`, `function ${after} ${body('a', 'b')}\n`);
      expect(found.map((r) => r.type)).toEqual(['Change Signature Function']);
    }
  });
});

describe('Rename Parameter in a policy', () => {
  it('is a type the policy vocabulary knows, so teams can leave it out of reports', async () => {
    const policy = parsePolicy('analysis:\n  types: ["!Rename Parameter"]\n');
    const found = await refactoringsOf(`function min(a, b) ${body('a', 'b')}\n`, `function min(left, b) ${body('left', 'b')}\n`);
    const selected = filterReport(policy, reportOf(found));
    expect(selected.refactorings).toEqual([]);
  });
});
