import { analyzeFiles } from '../../src/engine/analyze';
import { MAX_NESTING_DEPTH } from '../../src/languages/nesting';

/**
 * Nesting multiplies memory (each node holds the tokens of its whole range): 3,000 nested Java
 * classes took 2.75 GB and 39 s. Past the documented depth the file is skipped with a warning;
 * the other files of the change are analysed as usual.
 */
const RENAME_BEFORE = { path: 'src/Plain.java', content: 'class Plain {\n  int total(int a, int b) {\n    int sum = a + b;\n    return sum > 10 ? sum * 2 : sum;\n  }\n}\n' };
const RENAME_AFTER = { path: 'src/Plain.java', content: RENAME_BEFORE.content.replace('total', 'computeTotal') };

function nestedJava(depth: number, suffix: string): { path: string; content: string } {
  let content = '';
  for (let i = 0; i < depth; i++) content += `class Level${i}${suffix} { int field${i};\n`;
  return { path: 'src/Nested.java', content: content + '}\n'.repeat(depth) };
}

function nestedJavaScript(depth: number, suffix: string): { path: string; content: string } {
  let content = '';
  for (let i = 0; i < depth; i++) content += `function level${i}${suffix}() { run(${i});\n`;
  return { path: 'src/nested.js', content: content + '}\n'.repeat(depth) };
}

/** A class body and a method (two levels), then `levels` more of `open` (one or two levels each). */
function nestedInMethod(levels: number, open: string, close: string): { path: string; content: string } {
  return { path: 'src/Deep.java', content: `class Deep {\n void run() {\n${open.repeat(levels)}\n${close.repeat(levels)}\n }\n}\n` };
}

describe('the nesting-depth limit', () => {
  test('Java lambdas count one level each, anonymous classes two (body and method)', async () => {
    const lambdas = (n: number) => nestedInMethod(n, 'Runnable r = () -> {', '};');
    const atLimit = await analyzeFiles([], [lambdas(MAX_NESTING_DEPTH - 2)]);
    expect(atLimit.warnings).toEqual([]);
    expect(atLimit.nodesAfter).toBe(2);
    const past = await analyzeFiles([], [lambdas(MAX_NESTING_DEPTH - 1)]);
    expect(past.warnings).toEqual([`after: src/Deep.java: definitions nested more than ${MAX_NESTING_DEPTH} levels deep; skipped`]);
    const anonymous = (n: number) => nestedInMethod(n, 'new Object() { void f() {', '}};');
    expect((await analyzeFiles([], [anonymous((MAX_NESTING_DEPTH - 2) / 2)])).warnings).toEqual([]);
    expect((await analyzeFiles([], [anonymous((MAX_NESTING_DEPTH - 2) / 2 + 1)])).warnings).toEqual([
      `after: src/Deep.java: definitions nested more than ${MAX_NESTING_DEPTH} levels deep; skipped`,
    ]);
  });

  test('3,000 nested Java classes are skipped with one warning per side; the rest is analysed', async () => {
    const result = await analyzeFiles([nestedJava(3000, ''), RENAME_BEFORE], [nestedJava(3000, 'X'), RENAME_AFTER]);
    expect(result.warnings).toEqual([
      `before: src/Nested.java: definitions nested more than ${MAX_NESTING_DEPTH} levels deep; skipped`,
      `after: src/Nested.java: definitions nested more than ${MAX_NESTING_DEPTH} levels deep; skipped`,
    ]);
    expect(result.refactorings.map((r) => `${r.type} ${r.after.signature}`)).toEqual(['Rename Method computeTotal(int, int)']);
  });

  test('3,000 nested JavaScript functions are skipped with a warning', async () => {
    const result = await analyzeFiles([], [nestedJavaScript(3000, '')]);
    expect(result.warnings).toEqual([`after: src/nested.js: definitions nested more than ${MAX_NESTING_DEPTH} levels deep; skipped`]);
    expect(result.nodesAfter).toBe(0);
  });

  test('nesting up to the limit is analysed', async () => {
    const java = await analyzeFiles([], [nestedJava(MAX_NESTING_DEPTH, '')]);
    expect(java.warnings).toEqual([]);
    expect(java.nodesAfter).toBe(2 * MAX_NESTING_DEPTH);
    const js = await analyzeFiles([], [nestedJavaScript(MAX_NESTING_DEPTH, '')]);
    expect(js.warnings).toEqual([]);
    expect(js.nodesAfter).toBe(1 + MAX_NESTING_DEPTH);
  });

  test('one level past the limit is skipped; siblings at the limit do not add up', async () => {
    const deeper = await analyzeFiles([], [nestedJava(MAX_NESTING_DEPTH + 1, '')]);
    expect(deeper.warnings).toEqual([`after: src/Nested.java: definitions nested more than ${MAX_NESTING_DEPTH} levels deep; skipped`]);
    const siblings = nestedJava(MAX_NESTING_DEPTH, '');
    const twice = { path: siblings.path, content: siblings.content + siblings.content.replace(/Level/g, 'Other') };
    const wide = await analyzeFiles([], [twice]);
    expect(wide.warnings).toEqual([]);
    expect(wide.nodesAfter).toBe(4 * MAX_NESTING_DEPTH);
  });
});
