/**
 * Scale benchmark: a synthetic change that removes and adds N methods (vendored or generated
 * code replaced wholesale), the worst case of the by-similarity step, which compares removed x
 * added pairs. Prints the analysis time per N.
 *
 *   npx tsx bench/scale.ts [N ...]        (default: 1000 5000 10000)
 */
import { analyzeFiles } from '../src/engine/analyze';
import type { SourceFile } from '../src/languages/plugin';

const METHODS_PER_CLASS = 50;

/** A deterministic pseudo-random word: the bodies differ, as real code does. */
function word(seed: number): string {
  let x = (seed * 2654435761) >>> 0;
  let text = '';
  for (let i = 0; i < 6; i++) {
    text += String.fromCharCode(97 + (x % 26));
    x = Math.floor(x / 26) + i * 7919;
  }
  return text;
}

function side(prefix: string, methods: number, seed: number, methodPrefix = prefix): SourceFile[] {
  const files: SourceFile[] = [];
  for (let c = 0; c * METHODS_PER_CLASS < methods; c++) {
    const lines = [`package gen.${prefix};`, `public class ${prefix}${c} {`];
    for (let m = 0; m < METHODS_PER_CLASS && c * METHODS_PER_CLASS + m < methods; m++) {
      const n = seed + c * METHODS_PER_CLASS + m;
      lines.push(
        `  int ${methodPrefix}m${n}(int ${word(n)}, String ${word(n + 1)}) {`,
        `    int ${word(n + 2)} = ${word(n)} * ${n % 97} + ${word(n + 3)}(${word(n + 1)}.length());`,
        `    if (${word(n + 2)} > ${n % 13}) { return ${word(n + 4)}(${word(n + 2)}, "${word(n + 5)}"); }`,
        `    return ${word(n + 2)} - ${word(n + 6)};`,
        '  }',
      );
    }
    lines.push('}');
    files.push({ path: `src/gen/${prefix}/${prefix}${c}.java`, content: lines.join('\n') });
  }
  return files;
}

async function main(): Promise<void> {
  const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
  await analyzeFiles([], [], { languages: ['java'] }); // load the grammar outside the timings
  for (const n of sizes.length > 0 ? sizes : [1000, 5000, 10000]) {
    // Unrelated code replaced wholesale, then every method of unchanged classes renamed.
    await measure(`${n} methods removed and ${n} unrelated ones added`, side('Old', n, 0), side('New', n, 1_000_000));
    await measure(`${n} methods renamed`, side('Old', n, 0), side('Old', n, 0, 'Renamed'));
  }
}

async function measure(label: string, before: SourceFile[], after: SourceFile[]): Promise<void> {
  const started = performance.now();
  const result = await analyzeFiles(before, after, { languages: ['java'] });
  const ms = Math.round(performance.now() - started);
  const rss = Math.round(process.memoryUsage().rss / 2 ** 20);
  console.log(`${label} (${before.length + after.length} files): ${ms} ms, ${result.refactorings.length} refactorings, RSS ${rss} MiB`);
}

main().catch((error: unknown) => {
  console.error(`scale: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});
