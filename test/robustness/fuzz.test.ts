import { loadPlugins } from '../../src/languages/registry';
import type { LanguagePlugin } from '../../src/languages/plugin';

/**
 * Every plugin gets generated hostile sources: deep nesting of its own brackets, huge lines,
 * random bytes, long names, many calls. Each must parse without throwing, within a CPU-time and a
 * heap bound per file (a guard against blow-ups, not a speed measure: those are in bench/).
 * The generator is seeded, so a failure repeats exactly.
 */
const SEED = 25;
// A blow-up takes minutes; tree-sitter's own parse of 10,000 nested JavaScript brackets takes 3-7 s
// of CPU on a slow 2-core machine (measured: 85% of it in the runtime's wasm), which 5 s did not allow.
const MAX_MS_PER_FILE = 12_000;
const MAX_HEAP_GROWTH_PER_FILE = 256 * 1024 * 1024;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function hostileSources(next: () => number): Array<[string, string]> {
  const int = (n: number) => Math.floor(next() * n);
  const name = (length: number) => Array.from({ length }, () => 'aZ_9'[int(4)]).join('').replace(/^\d/, 'x');
  const bytes = (length: number) => Array.from({ length }, () => String.fromCharCode(int(256))).join('');
  const nested = (open: string, close: string, depth: number) => open.repeat(depth) + close.repeat(depth);
  return [
    ['deep braces', `function f() ${nested('{', '}', 10_000)}`],
    ['deep parentheses', `x = ${nested('(', ')', 10_000)};`],
    ['deep brackets', nested('[', ']', 10_000)],
    ['deep classes', `${'class A { '.repeat(1000)}${'}'.repeat(1000)}`],
    ['unclosed nesting', '{ ( [ class A { void f() { if (x) {'.repeat(1000)],
    ['huge line', `var x = ${'1 + '.repeat(30_000)}1;`],
    // Names, not numbers: a language that reads a bare name's scope must not climb the nesting per name.
    ['huge sum of names', `var x = ${'a + '.repeat(30_000)}a;`],
    ['random bytes', bytes(20_000)],
    ['long names', `class ${name(5_000)} { void ${name(5_000)}(int ${name(5_000)}) { ${name(5_000)}(); } }`],
    ['many calls', `void f() { ${'g();'.repeat(20_000)} }`],
    ['many definitions', Array.from({ length: 2000 }, (_, i) => `void f${i}() { f${int(2000)}(); }`).join('\n')],
    ['preprocessor nesting', `${'#ifdef A\n'.repeat(10_000)}int f(void) { return 0; }\n`],
  ];
}

function heapUsed(): number {
  (global as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

describe('fuzzing every plugin with hostile sources', () => {
  let plugins: LanguagePlugin[];
  beforeAll(async () => {
    plugins = await loadPlugins();
  });

  test('every plugin parses every hostile source within the bounds, without throwing', () => {
    const next = random(SEED);
    for (const [kind, content] of hostileSources(next)) {
      for (const plugin of plugins) {
        const path = `src/fuzz${plugin.extensions[0]}`;
        const heapBefore = heapUsed();
        // CPU time, not wall time: a loaded machine must not fail the bound, a blow-up must.
        const started = process.cpuUsage();
        let root;
        try {
          root = plugin.parse([{ path, content }]);
        } catch (error) {
          throw new Error(`${plugin.name}, ${kind} (seed ${SEED}): ${(error as Error).message}`);
        }
        const used = process.cpuUsage(started);
        const elapsed = (used.user + used.system) / 1000;
        const growth = heapUsed() - heapBefore;
        expect({ plugin: plugin.name, kind, tooSlow: elapsed > MAX_MS_PER_FILE, tooLarge: growth > MAX_HEAP_GROWTH_PER_FILE }).toEqual({
          plugin: plugin.name,
          kind,
          tooSlow: false,
          tooLarge: false,
        });
        expect(root.nodes.length).toBeLessThan(20_000);
      }
    }
  });
});
