import { analyzeFiles } from '../../src/engine/analyze';

const ordinary = (name: string) =>
  `const ICON = ${JSON.stringify(`data:image/png;base64,${'QUJD'.repeat(2000)}`)};\n` +
  `function ${name}(items) {\n  let total = 0;\n  for (const item of items) total += item.price * item.count;\n  return total > 100 ? total * 0.9 : total;\n}\n` +
  'function helper(a, b) {\n  return a + b;\n}\n'.repeat(600);

describe('generated JavaScript', () => {
  test('a file with one very long line still gives its refactorings', async () => {
    const result = await analyzeFiles([{ path: 'src/cart.js', content: ordinary('sum') }], [{ path: 'src/cart.js', content: ordinary('total') }]);
    expect(result.refactorings.map((r) => `${r.type} ${r.after.signature}`)).toEqual(['Rename Function total(items)']);
    expect(result.warnings).toEqual([]);
  });

  test('a file dropped as generated is named in a warning', async () => {
    const result = await analyzeFiles([], [{ path: 'dist/app.min.js', content: 'function a(){return 1}\n' }]);
    expect(result.warnings).toEqual(['1 file skipped as minified or generated: dist/app.min.js']);
  });

  // A release commit rebuilds `dist/` from `src/`: the bundle's functions are the source's again.
  const release = (name: string) => [
    { path: 'src/cart.js', content: `function ${name}(items) {\n  let total = 0;\n  for (const item of items) total += item.price;\n  return total;\n}\n` },
    { path: 'dist/cart.js', content: `(function () {\nfunction ${name}(items) {\n  let total = 0;\n  for (const item of items) total += item.price;\n  return total;\n}\n}());\n` },
  ];

  test('a bundle in dist/ is skipped by default: the source\'s rename is reported once', async () => {
    const result = await analyzeFiles(release('sum'), release('total'));
    expect(result.refactorings.map((r) => `${r.type} ${r.after.container}#${r.after.signature}`)).toEqual(['Rename Function src/cart.js#total(items)']);
    expect(result.warnings).toEqual(['1 file skipped as minified or generated: dist/cart.js']);
  });

  test('skipGenerated: false analyses the bundle as any other file', async () => {
    const result = await analyzeFiles(release('sum'), release('total'), { skipGenerated: false });
    expect(result.refactorings.map((r) => `${r.type} ${r.after.container}#${r.after.signature}`).sort()).toEqual([
      'Rename Function dist/cart.js#total(items)',
      'Rename Function src/cart.js#total(items)',
    ]);
    expect(result.warnings).toEqual([]);
  });

  test('skipGenerated: false still leaves TypeScript declaration files out: they hold no code', async () => {
    const declarations = (name: string) => [
      { path: 'src/cart.ts', content: `export function ${name}(items: number[]): number {\n  let total = 0;\n  for (const item of items) total += item;\n  return total;\n}\n` },
      { path: 'types/cart.d.ts', content: `export declare function ${name}(items: number[]): number;\nexport declare function other(a: number): number;\n` },
    ];
    const result = await analyzeFiles(declarations('sum'), declarations('total'), { skipGenerated: false });
    expect(result.refactorings.map((r) => `${r.type} ${r.after.container}#${r.after.signature}`)).toEqual(['Rename Function src/cart.ts#total(items: number[])']);
  });
});
