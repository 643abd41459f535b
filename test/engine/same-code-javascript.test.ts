import { analyzeFiles } from '../../src/engine/analyze';

/** A JavaScript module of two functions; `name` names the first. */
const cartModule = (name: string) =>
  `'use strict';\n\nfunction ${name}(prices) {\n  let total = 0;\n  for (const price of prices) total += price;\n  return total;\n}\n\nfunction count(prices) {\n  return prices.length;\n}\n\nmodule.exports = { ${name}, count };\n`;
const relicensed = (source: string) => `/*\n * Licensed under the new licence.\n */\n${source.replace(/\n  /g, '\n\t').replace('{\n', '{ // the total\n')}`;

describe('JavaScript files whose code did not change', () => {
  test('a file whose comments and layout alone changed is left out of both sides; the refactoring beside it is found', async () => {
    const before = [
      { path: 'src/cart.js', content: cartModule('sum') },
      { path: 'src/order.js', content: cartModule('sum').replace('count', 'size') },
    ];
    const after = [
      { path: 'src/cart.js', content: cartModule('total') },
      { path: 'src/order.js', content: relicensed(before[1].content) },
    ];
    const result = await analyzeFiles(before, after);
    expect(result.refactorings.map((r) => r.description)).toEqual(['Rename Function sum(prices) to total(prices) in file src/cart.js']);
    expect([result.filesBefore, result.filesAfter]).toEqual([1, 1]);
    const alone = await analyzeFiles([before[1]], [after[1]]);
    expect([alone.filesBefore, alone.filesAfter, alone.nodesBefore, alone.refactorings.length]).toEqual([0, 0, 0, 0]);
  });

  test('a line break that ends a statement is code: the file is analysed', async () => {
    const source = cartModule('sum');
    const result = await analyzeFiles([{ path: 'src/cart.js', content: source }], [{ path: 'src/cart.js', content: source.replace('return total;', 'return\ntotal;') }]);
    expect([result.filesBefore, result.filesAfter]).toEqual([1, 1]);
  });

  test('a TypeScript file whose comments alone changed is left out too', async () => {
    const source = 'export function sum(prices: number[]): number {\n  return prices.reduce((a, b) => a + b, 0);\n}\n';
    const result = await analyzeFiles([{ path: 'src/sum.ts', content: source }], [{ path: 'src/sum.ts', content: `// relicensed\n${source}` }]);
    expect([result.filesBefore, result.filesAfter]).toEqual([0, 0]);
  });

  test('a React component whose comments and layout between attributes alone changed is left out; its text changed, it is analysed', async () => {
    const source = 'export function Greeting({ name }) {\n  return <p className="greeting" title={name}>Hello, {name}!</p>;\n}\n';
    const relaid = source.replace('<p className="greeting" title={name}>', '<p\n    className="greeting" // why\n    title={name}>').replace('{name}!', '{/* who */ name}!');
    const left = await analyzeFiles([{ path: 'src/Greeting.jsx', content: source }], [{ path: 'src/Greeting.jsx', content: relaid }]);
    expect([left.filesBefore, left.filesAfter]).toEqual([0, 0]);
    const reworded = await analyzeFiles([{ path: 'src/Greeting.jsx', content: source }], [{ path: 'src/Greeting.jsx', content: source.replace('Hello,', 'Hello') }]);
    expect([reworded.filesBefore, reworded.filesAfter]).toEqual([1, 1]);
  });

  test("the file's ending tells whether `<T>` may open JSX: a cast in a .ts file, an element in a .tsx file", async () => {
    const source = 'export const first = <any>list[0]; // the first\n';
    const commented = source.replace('the first', 'the head');
    const typeScript = await analyzeFiles([{ path: 'src/list.ts', content: source }], [{ path: 'src/list.ts', content: commented }]);
    expect([typeScript.filesBefore, typeScript.filesAfter]).toEqual([0, 0]);
    // In a .tsx file `<any>` opens an element whose text `list[0]; // the first` never closes: analysed.
    const tsx = await analyzeFiles([{ path: 'src/list.tsx', content: source }], [{ path: 'src/list.tsx', content: commented }]);
    expect([tsx.filesBefore, tsx.filesAfter]).toEqual([1, 1]);
  });
});
