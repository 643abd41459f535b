import { analyzeFiles } from '../../src/engine/analyze';

/** A Go file of package shop with two functions; `name` names the first. */
const goFile = (name: string) => `package shop\n\nfunc ${name}(prices []int) int {\n\ttotal := 0\n\tfor _, price := range prices {\n\t\ttotal += price\n\t}\n\treturn total\n}\n\nfunc Count(prices []int) int {\n\treturn len(prices)\n}\n`;

describe('Go files whose code did not change', () => {
  test('a file whose comments and blanks alone changed is left out of both sides; the refactoring beside it is found', async () => {
    const before = [
      { path: 'shop/cart.go', content: goFile('Sum') },
      { path: 'order/order.go', content: goFile('Sum').replace('package shop', 'package order') },
    ];
    const relicensed = `// Licensed under the new licence.\n\n${before[1].content.replace('total := 0\n', 'total := 0 // running sum\n\n').replace(/\t/g, '    ')}`;
    const after = [
      { path: 'shop/cart.go', content: goFile('Total') },
      { path: 'order/order.go', content: relicensed },
    ];
    const result = await analyzeFiles(before, after);
    expect(result.refactorings.map((r) => r.description)).toEqual([expect.stringMatching(/^Rename Function Sum\(\[\]int\) to Total\(\[\]int\)/)]);
    expect([result.filesBefore, result.filesAfter]).toEqual([1, 1]);
  });

  test('a file whose build constraint alone changed is analysed: the toolchain reads it', async () => {
    const before = [{ path: 'shop/cart.go', content: `//go:build linux\n\n${goFile('Sum')}` }];
    const after = [{ path: 'shop/cart.go', content: `//go:build darwin\n\n${goFile('Sum')}` }];
    const result = await analyzeFiles(before, after);
    expect([result.filesBefore, result.filesAfter]).toEqual([1, 1]);
  });
});
