import { analyzeFiles } from '../../src/engine/analyze';

/** A C file with two functions; `name` names the first. */
const cFile = (name: string) => `#include "cart.h"\n\nint ${name}(const int *prices, int count) {\n  int total = 0;\n  for (int i = 0; i < count; i++) total += prices[i];\n  return total;\n}\n\nint cart_count(const int *prices, int count) {\n  (void)prices;\n  return count;\n}\n`;
/** The same code under a new licence, re-indented, with a comment after a directive. */
const relicensed = (source: string) => `/*\n * Licensed under the new licence.\n */\n${source.replace('#include "cart.h"', '#include "cart.h" /* the cart */').replace(/\n  /g, '\n\t')}`;

describe('C files whose code did not change', () => {
  test('a C file whose comments and layout alone changed is left out of both sides; a rename beside it is found', async () => {
    const before = [
      { path: 'src/cart.c', content: cFile('cart_sum') },
      { path: 'src/order.c', content: cFile('cart_sum').replace(/cart_/g, 'order_') },
    ];
    const after = [
      { path: 'src/cart.c', content: cFile('cart_total') },
      { path: 'src/order.c', content: relicensed(before[1].content) },
    ];
    const result = await analyzeFiles(before, after);
    expect(result.refactorings.map((r) => r.description)).toEqual(['Rename Function cart_sum(const int *, int) to cart_total(const int *, int) in file src/cart.c']);
    expect([result.filesBefore, result.filesAfter]).toEqual([1, 1]);
    const alone = await analyzeFiles([before[1]], [after[1]]);
    expect([alone.filesBefore, alone.filesAfter, alone.nodesBefore, alone.refactorings.length]).toEqual([0, 0, 0, 0]);
  });

  test('a C file whose directive took the next line in (a line splice) is analysed', async () => {
    const before = [{ path: 'src/cart.c', content: cFile('cart_sum') }];
    const after = [{ path: 'src/cart.c', content: cFile('cart_sum').replace('#include "cart.h"\n', '#define CART_H \\\n') }];
    const result = await analyzeFiles(before, after);
    expect([result.filesBefore, result.filesAfter]).toEqual([1, 1]);
    const hidden = [{ path: 'src/cart.c', content: cFile('cart_sum').replace('int total = 0;', 'int total = 0; // start \\') }];
    const changed = await analyzeFiles(before, hidden);
    expect([changed.filesBefore, changed.filesAfter]).toEqual([1, 1]);
  });
});
