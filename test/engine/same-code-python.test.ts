import { analyzeFiles } from '../../src/engine/analyze';

/** A Python module with two functions; `name` names the first. */
const pythonModule = (name: string) => `def ${name}(prices):\n    total = 0\n    for price in prices:\n        total += price\n    return total\n\n\ndef count(prices):\n    return len(prices)\n`;
const relicensed = (source: string) => `# Licensed under the new licence.\n\n${source.replace('    total = 0\n', '    total = 0  # running sum\n\n    # each price\n').replace('(prices):\n    return', '(\n        prices\n):\n    return')}`;

describe('Python files whose code did not change', () => {
  test('a module whose comments and layout alone changed is left out of both sides; the refactoring beside it is found', async () => {
    const before = [
      { path: 'shop/cart.py', content: pythonModule('sum_prices') },
      { path: 'shop/order.py', content: pythonModule('sum_prices') },
    ];
    const after = [
      { path: 'shop/cart.py', content: pythonModule('total_prices') },
      { path: 'shop/order.py', content: relicensed(before[1].content) },
    ];
    const result = await analyzeFiles(before, after);
    expect(result.refactorings.map((r) => r.description)).toEqual(['Rename Function sum_prices(prices) to total_prices(prices) in file shop/cart.py']);
    expect([result.filesBefore, result.filesAfter]).toEqual([1, 1]);
  });

  test('a module whose indentation moved a statement out of its loop is analysed', async () => {
    const before = [{ path: 'shop/cart.py', content: pythonModule('sum_prices') }];
    const after = [{ path: 'shop/cart.py', content: pythonModule('sum_prices').replace('        total += price', '    total += price') }];
    const result = await analyzeFiles(before, after);
    expect([result.filesBefore, result.filesAfter]).toEqual([1, 1]);
  });
});
