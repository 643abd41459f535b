import { trailingCall } from '../../../src/languages/c/functions';
import { createCPlugin } from '../../../src/languages/c/index';

const LONG = 'a'.repeat(100_000);

describe('C header recovery (a macro the grammar misreads)', () => {
  test('recovers a 100,000-character function name', async () => {
    const plugin = await createCPlugin();
    const root = plugin.parse([{ path: 'long.c', content: `static inline void __init ${LONG}(void) {\n  return;\n}\n` }]);
    expect(root.nodes[0].children.map((node) => node.simpleName)).toEqual([LONG]);
  });

  test('a 100,000-character identifier without parameters is no function, and is read in linear time', async () => {
    const plugin = await createCPlugin();
    const content = `static void __init ${LONG} {\n  return;\n}\n\nint after(void) {\n  return 0;\n}\n`;
    const started = performance.now();
    const root = plugin.parse([{ path: 'long.c', content }]);
    const elapsedMs = performance.now() - started;
    expect(root.nodes[0].children.map((node) => node.simpleName)).toEqual(['after']);
    // A functional bound, not a benchmark: the linear scan takes 0.2 s on a loaded machine, the
    // old backtracking 6-11 s. (Jest's timeout cannot stop synchronous work.)
    expect(elapsedMs).toBeLessThan(3_000);
  });

  test('finds the name(parameters) the regular expression it replaces found', () => {
    const oldExpression = /([A-Za-z_]\w*)\s*(\((?:[^()]|\([^()]*\))*\))\s*$/;
    const samples = [
      'static inline void __init setup(void) ',
      'int f(int (*cb)(int), char c)\n',
      'int f(a(b(c)))',
      'int f(a))',
      'x 9abc(int a)',
      'int 9(int a)',
      'void (x)',
      'void f',
      'void f(  ',
      'unsigned long\tcount_items (struct list *l)\t\n',
      'T name (a) (b)',
    ];
    for (const text of samples) {
      const match = oldExpression.exec(text);
      expect([text, trailingCall(text)]).toEqual([text, match ? { name: match[1], parameters: match[2] } : undefined]);
    }
  });
});
