import { analyzeFiles } from '../../src/engine/analyze';

/**
 * Types written on a JavaScript function where there were none (the file made Flow, a TypeScript
 * parameter annotated) change nothing its callers see: no signature change. A written type that
 * changed, or a parameter added, still is one (an optional `step?` is the parameter `step`).
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
      'Add Parameter step in function lib/size.js.clamp(value: number, low: number, high: number, step?: number)',
      'Change Parameter Type number to string of factor in function lib/size.js.scale(size: number, factor: string)',
    ]);
  });

  test('in a TypeScript file', async () => {
    const result = await analyzeFiles([{ path: 'src/size.ts', content: before.join('\n') }], [{ path: 'src/size.ts', content: after.join('\n') }]);
    expect(result.refactorings.map((r) => r.description).sort()).toEqual([
      'Add Parameter step in function src/size.ts.clamp(value: number, low: number, high: number, step?: number)',
      'Change Parameter Type number to string of factor in function src/size.ts.scale(size: number, factor: string)',
    ]);
  });
});

/**
 * A function whose signature only gained types is still the same function: no Change Signature,
 * but the changes made to its body at the same time (a local renamed) are reported.
 */
describe('types written where there were none, with the body changed too', () => {
  const before = [
    "export function area(width, height) {\n  const product = width * height;\n  if (product < 0) throw new Error('negative');\n  return product;\n}\n",
    'export function perimeter(width, height) {\n  const sum = width + height;\n  return 2 * sum;\n}\n',
    'export function volume(width, height, depth) {\n  const base = width * height;\n  return base * depth;\n}\n',
  ].join('\n');
  const after = [
    "export function area(width: number, height: number): number {\n  const surface = width * height;\n  if (surface < 0) throw new Error('negative');\n  return surface;\n}\n",
    'export function perimeter(width: number, height: number): number {\n  const sum = width + height;\n  return 2 * sum;\n}\n',
    'export function volume(w: number, height: number, depth: number) {\n  const floor = w * height;\n  return floor * depth;\n}\n',
  ].join('\n');
  const descriptions = (refactorings: { description: string }[]) => refactorings.map((r) => r.description).sort();

  test('a JavaScript file rewritten in TypeScript keeps its functions\' renamed locals and parameters', async () => {
    const result = await analyzeFiles([{ path: 'lib/size.js', content: before }], [{ path: 'lib/size.ts', content: after }]);
    // perimeter, only annotated: nothing; no Change Signature nor Change Parameter Type from nothing anywhere.
    expect(descriptions(result.refactorings)).toEqual([
      'Rename File size.js to size.ts in folder lib',
      'Rename Parameter width to w in function lib/size.ts.volume(w: number, height: number, depth: number)',
      'Rename Variable base to floor in function lib/size.ts.volume(w: number, height: number, depth: number)',
      'Rename Variable product to surface in function lib/size.ts.area(width: number, height: number)',
    ]);
  });

  test('a TypeScript function annotated keeps its renamed local', async () => {
    const result = await analyzeFiles([{ path: 'src/size.ts', content: before }], [{ path: 'src/size.ts', content: after }]);
    expect(descriptions(result.refactorings)).toEqual([
      'Rename Parameter width to w in function src/size.ts.volume(w: number, height: number, depth: number)',
      'Rename Variable base to floor in function src/size.ts.volume(w: number, height: number, depth: number)',
      'Rename Variable product to surface in function src/size.ts.area(width: number, height: number)',
    ]);
  });

  test('a JavaScript file made Flow keeps its renamed local', async () => {
    const result = await analyzeFiles([{ path: 'lib/size.js', content: before }], [{ path: 'lib/size.js', content: `// @flow\n${after}` }]);
    expect(descriptions(result.refactorings)).toEqual([
      'Rename Parameter width to w in function lib/size.js.volume(w: number, height: number, depth: number)',
      'Rename Variable base to floor in function lib/size.js.volume(w: number, height: number, depth: number)',
      'Rename Variable product to surface in function lib/size.js.area(width: number, height: number)',
    ]);
  });

  test('a function only annotated, its body untouched, reports nothing', async () => {
    const only = (text: string) => text.slice(text.indexOf('export function perimeter'), text.indexOf('export function volume'));
    const result = await analyzeFiles([{ path: 'src/size.ts', content: only(before) }], [{ path: 'src/size.ts', content: only(after) }]);
    expect(descriptions(result.refactorings)).toEqual([]);
  });

  test('a local whose written type changed while the signature gained types is a Change Variable Type; one only given a type is none', async () => {
    const result = await analyzeFiles(
      [{ path: 'src/count.ts', content: 'export function count(items) {\n  let total: number = 0;\n  let seen = new Set();\n  for (const item of items) { total += 1; seen.add(item); }\n  return [total, seen.size];\n}\n' }],
      [{ path: 'src/count.ts', content: 'export function count(items: string[]) {\n  let total: bigint = 0n;\n  let seen: Set<string> = new Set();\n  for (const item of items) { total += 1n; seen.add(item); }\n  return [total, seen.size];\n}\n' }],
    );
    expect(descriptions(result.refactorings)).toEqual(['Change Variable Type number to bigint of total in function src/count.ts.count(items: string[])']);
  });
});
