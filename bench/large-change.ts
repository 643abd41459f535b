/**
 * Large-change benchmark: N Java files, each moved to another package and renamed, each with one
 * method renamed too (a big reorganisation that also hides renames). Every one of the N method
 * renames should be found whatever N is. Prints, per N, the time, the peak RSS and how many of
 * the N Move And Rename Class and Rename Method reports were found.
 *
 *   npx tsx bench/large-change.ts [N ...]        (default: 500 1000 3000)
 */
import { analyzeFiles } from '../src/engine/analyze';
import type { SourceFile } from '../src/languages/plugin';

/** A class with two one-line methods: the names weigh as much as the code. */
function smallJavaFile(i: number, renamed: boolean): SourceFile {
  const pkg = renamed ? 'b' : 'a';
  const cls = renamed ? `D${i}` : `C${i}`;
  const method = renamed ? `renamed${i}` : `m${i}`;
  const content = [
    `package ${pkg};`,
    `public class ${cls} {`,
    `  public int ${method}(int x) { return x + ${i}; }`,
    `  public int other${i}(int y) { return y * 2; }`,
    '}',
  ].join('\n');
  return { path: `src/${pkg}/${cls}.java`, content };
}

/** A class with a few methods; `renamed` gives the after version (moved, renamed, one method renamed). */
function javaFile(i: number, renamed: boolean): SourceFile {
  const pkg = renamed ? 'app.moved' : 'app.old';
  const cls = renamed ? `MovedService${i}` : `Service${i}`;
  const method = renamed ? `computeTotal${i}` : `total${i}`;
  const content = [
    `package ${pkg};`,
    '',
    `public class ${cls} {`,
    `  private final int base${i};`,
    '',
    `  public ${cls}(int base${i}) { this.base${i} = base${i}; }`,
    '',
    `  public int ${method}(int[] values) {`,
    `    int sum = base${i};`,
    '    for (int value : values) { sum += value * factor(value); }',
    '    return sum;',
    '  }',
    '',
    '  private int factor(int value) {',
    `    return value > ${i % 97} ? ${(i % 7) + 2} : 1;`,
    '  }',
    '',
    '  public String describe() {',
    `    return "service ${i} with base " + base${i};`,
    '  }',
    '}',
  ].join('\n');
  return { path: `src/main/java/${pkg.replace('.', '/')}/${cls}.java`, content };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const generate = args.includes('--small') ? smallJavaFile : javaFile;
  const sizes = args.map(Number).filter((n) => n > 0);
  await analyzeFiles([], [], { languages: ['java'] }); // load the grammar outside the timings
  for (const n of sizes.length > 0 ? sizes : [500, 1000, 3000]) {
    const indices = Array.from({ length: n }, (_, i) => i);
    const before = indices.map((i) => generate(i, false));
    const after = indices.map((i) => generate(i, true));
    const started = performance.now();
    const result = await analyzeFiles(before, after, { languages: ['java'] });
    const ms = Math.round(performance.now() - started);
    const count = (type: string) => result.refactorings.filter((r) => r.type === type).length;
    const rss = Math.round(process.memoryUsage().rss / 2 ** 20);
    console.log(
      `N=${n}: ${ms} ms, RSS ${rss} MiB, Move And Rename Class ${count('Move And Rename Class')}/${n}, ` +
        `Rename Method ${count('Rename Method')}/${n}, ${result.refactorings.length} refactorings in all`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(`large-change: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});
