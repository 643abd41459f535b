import { analyzeFiles } from '../../src/engine/analyze';

/** A Java class with two methods; `name` names the first. */
const javaClass = (name: string) => `package shop;\n\nclass Cart {\n  int ${name}(int[] prices) {\n    int total = 0;\n    for (int price : prices) total += price;\n    return total;\n  }\n\n  int count(int[] prices) {\n    return prices.length;\n  }\n}\n`;
const relicensed = (source: string) => `/*\n * Licensed under the new licence.\n */\n${source.replace(/\n  /g, '\n\t').replace('{\n', '{ // the cart\n')}`;

describe('files whose code did not change', () => {
  test('a Java file whose comments and layout alone changed is left out of both sides; the files whose code changed are analysed', async () => {
    const before = [
      { path: 'src/Cart.java', content: javaClass('sum') },
      { path: 'src/Order.java', content: javaClass('sum').replace('Cart', 'Order') },
    ];
    const after = [
      { path: 'src/Cart.java', content: javaClass('total') },
      { path: 'src/Order.java', content: relicensed(before[1].content) },
    ];
    const result = await analyzeFiles(before, after);
    expect(result.refactorings.map((r) => r.description)).toEqual(['Rename Method sum(int[]) to total(int[]) in class shop.Cart']);
    expect([result.filesBefore, result.filesAfter]).toEqual([1, 1]);
    const alone = await analyzeFiles([before[1]], [after[1]]);
    expect([alone.filesBefore, alone.filesAfter, alone.nodesBefore, alone.refactorings.length]).toEqual([0, 0, 0, 0]);
  });

  test('a text given alike on both sides stays: the caller chose to pass it', async () => {
    const unchanged = { path: 'src/Order.java', content: javaClass('sum').replace('Cart', 'Order') };
    const result = await analyzeFiles([{ path: 'src/Cart.java', content: javaClass('sum') }, unchanged], [{ path: 'src/Cart.java', content: javaClass('total') }, unchanged]);
    expect([result.filesBefore, result.filesAfter]).toEqual([2, 2]);
  });

  test('a Java file whose code changed in a comment that javac reads (a Unicode escape) is analysed', async () => {
    const before = [{ path: 'src/Cart.java', content: javaClass('sum') }];
    const after = [{ path: 'src/Cart.java', content: javaClass('sum').replace('return prices.length;', 'return prices.length; // \\u000a') }];
    const result = await analyzeFiles(before, after);
    expect([result.filesBefore, result.filesAfter]).toEqual([1, 1]);
  });
});
