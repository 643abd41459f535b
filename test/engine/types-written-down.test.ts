import { analyzeFiles } from '../../src/engine/analyze';

/**
 * Types written on a JavaScript function where there were none (the file made Flow, a TypeScript
 * parameter annotated) change nothing its callers see: no signature change. A written type that
 * changed, or a parameter added, still is one.
 */
describe('types written where there were none', () => {
  const before = [
    'export function area(width, height) {\n  return width * height;\n}\n',
    'export function scale(size: number, factor: number) {\n  return size * factor;\n}\n',
    'export function clamp(value, low, high) {\n  return Math.min(Math.max(value, low), high);\n}\n',
  ];
  const after = [
    'export function area(width: number, height: number): number {\n  return width * height;\n}\n',
    'export function scale(size: number, factor: string) {\n  return size * Number(factor);\n}\n',
    'export function clamp(value: number, low: number, high: number, step?: number) {\n  return Math.min(Math.max(value, low), high);\n}\n',
  ];

  test('in a JavaScript file that became Flow', async () => {
    const result = await analyzeFiles([{ path: 'lib/size.js', content: `// @flow\n${before.join('\n')}` }], [{ path: 'lib/size.js', content: `// @flow\n${after.join('\n')}` }]);
    expect(result.refactorings.map((r) => r.description).sort()).toEqual([
      'Change Parameter Type number to string of factor in function lib/size.js.scale(size: number, factor: string)',
      'Change Signature Function clamp(value, low, high) to clamp(value: number, low: number, high: number, step?: number) in file lib/size.js',
    ]);
  });

  test('in a TypeScript file', async () => {
    const result = await analyzeFiles([{ path: 'src/size.ts', content: before.join('\n') }], [{ path: 'src/size.ts', content: after.join('\n') }]);
    expect(result.refactorings.map((r) => r.description).sort()).toEqual([
      'Change Parameter Type number to string of factor in function src/size.ts.scale(size: number, factor: string)',
      'Change Signature Function clamp(value, low, high) to clamp(value: number, low: number, high: number, step?: number) in file src/size.ts',
    ]);
  });
});
