import { analyzeFiles } from '../../src/engine/analyze';
import type { SourceFile } from '../../src/languages/plugin';

/**
 * A class moved to another package and renamed, with its small method renamed too (look-alike,
 * templated code: every class of the change has the same shape).
 */
function reportClass(i: number, after: boolean): SourceFile {
  const pkg = after ? 'b' : 'a';
  const name = after ? `Report${i}` : `Summary${i}`;
  const method = after ? `formatLine${i}` : `line${i}`;
  const content = [
    `package ${pkg};`,
    `public class ${name} {`,
    `  public String ${method}(String label, int count) { int scaled = count * ${i + 2}; scaled += count; scaled += count; return label + ": " + scaled; }`,
    `  public int size${i}(int[] values) { return values.length + ${i}; }`,
    '}',
  ].join('\n');
  return { path: `src/${pkg}/${name}.java`, content };
}

async function renamedMethods(classes: number, shown: number): Promise<string[]> {
  const indices = Array.from({ length: classes }, (_, i) => i);
  const result = await analyzeFiles(
    indices.map((i) => reportClass(i, false)),
    indices.map((i) => reportClass(i, true)),
    { languages: ['java'] },
  );
  return result.refactorings
    .filter((r) => r.type === 'Rename Method' && Number(/\d+/.exec(r.before.signature)?.[0]) < shown)
    .map((r) => `${r.before.signature} -> ${r.after.signature}`)
    .sort();
}

describe('a large change', () => {
  test('finds the same small renamed methods as a small change of the same shape', async () => {
    const expected = ['line0(String, int) -> formatLine0(String, int)', 'line1(String, int) -> formatLine1(String, int)', 'line2(String, int) -> formatLine2(String, int)'];
    expect(await renamedMethods(30, 3)).toEqual(expected);
    expect(await renamedMethods(400, 3)).toEqual(expected);
  });
});
