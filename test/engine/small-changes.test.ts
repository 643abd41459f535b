import { analyzeFiles } from '../../src/engine/analyze';

/** Small classes and files: too few elements for rare tokens to stand out (regressions). */
describe('renames in small changes', () => {
  const rename = async (path: string, before: string, after: string) =>
    (await analyzeFiles([{ path, content: before }], [{ path, content: after }])).refactorings.map((r) => r.description);

  test('a method renamed in a class of two near-identical methods', async () => {
    const before = `package p;
class C {
  int min(int x, int y) { if (x < y) return x; return y; }
  int max(int x, int y) { if (x > y) return x; return y; }
}`;
    expect(await rename('C.java', before, before.replace('int min(', 'int minimum('))).toEqual([
      'Rename Method min(int, int) to minimum(int, int) in class p.C',
    ]);
  });

  test("the only method of a class, renamed to a longer name", async () => {
    const before = `package p;
class Cart {
  double total(double price, int n) { double t = price * n; if (n > 10) t = t * 0.9; return t; }
}`;
    expect(await rename('Cart.java', before, before.replace('total(', 'computeTotal('))).toEqual([
      'Rename Method total(double, int) to computeTotal(double, int) in class p.Cart',
    ]);
  });

  test('the only function of a JavaScript file', async () => {
    const before = 'function joinItems(items, sep) {\n  return items.filter(Boolean).map(String).join(sep);\n}\nmodule.exports = { joinItems };\n';
    const after = before.replace(/joinItems/g, 'joinAll');
    expect(await rename('lib/join.js', before, after)).toEqual([
      'Rename Function joinItems(items, sep) to joinAll(items, sep) in file lib/join.js',
    ]);
  });
});
