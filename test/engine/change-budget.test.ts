import { analyzeFiles } from '../../src/engine/analyze';
import { engineOptions, parsePolicy } from '../../src/policy';

/** A change past analysis.maxChangeSize: the largest files are left out of both sides, with a warning; the rest is analysed. */
const small = (name: string) => `export function ${name}(items) {\n  let total = 0;\n  for (const item of items) total += item.price * item.quantity;\n  return total;\n}\n`;
const large = `${Array.from({ length: 400 }, (_, i) => `export function f${i}(x) { return x * ${i} + ${i}; }`).join('\n')}\n`;

describe('the change budget', () => {
  test('past the budget, the largest files are left out of both sides and named; the rest is analysed', async () => {
    const before = [{ path: 'src/cart.js', content: small('sum') }, { path: 'src/big.js', content: large }];
    const after = [{ path: 'src/cart.js', content: small('orderTotal') }, { path: 'src/big.js', content: large.replace('f0(', 'g0(') }];
    const result = await analyzeFiles(before, after, { maxChangeBytes: 1000 });
    expect(result.refactorings.map((r) => r.description.split(' in ')[0])).toEqual(['Rename Function sum(items) to orderTotal(items)']);
    expect([result.filesBefore, result.filesAfter]).toEqual([1, 1]);
    expect(result.warnings).toEqual(['1 file left out: the change holds more than analysis.maxChangeSize (1000 characters a side), the largest files: src/big.js']);
    const unbounded = await analyzeFiles(before, after);
    expect(unbounded.refactorings).toHaveLength(2);
  });

  test('the policy sets it, 8 MiB by default', () => {
    expect(engineOptions(parsePolicy('')).maxChangeBytes).toBe(8 * 1024 * 1024);
    expect(engineOptions(parsePolicy('analysis:\n  maxChangeSize: 2MiB\n')).maxChangeBytes).toBe(2 * 1024 * 1024);
  });
});
