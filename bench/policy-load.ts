/**
 * How long the policy loader takes on hostile files: many unknown keys (it must stay linear in
 * the number of problems), a file just under the 1 MiB limit, an alias bomb, a long glob. Each
 * case prints the wall time of `parsePolicy` and the number of error lines it gave.
 *
 *   npx tsx bench/policy-load.ts [--keys 2500,5000,10000,20000]
 */
import { parsePolicy, PolicyError } from '../src/policy';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

const cases: [string, string][] = option('keys', '2500,5000,10000,20000')
  .split(',')
  .map((n) => [`${n} unknown keys`, `analysis:\n${Array.from({ length: Number(n) }, (_, i) => `  key${i}: 1\n`).join('')}`]);
cases.push(
  ['1 MiB of list items', `analysis:\n  languages:\n${'    - x\n'.repeat(Math.floor((1024 * 1024 - 40) / 8))}`],
  ['alias bomb', ['a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdef'.split('').map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcde'[i]}`).join(', ')}]`)].join('\n')],
  ['65,536-character glob', `analysis:\n  include: "${'a'.repeat(65536)}"\n`],
);

for (const [name, text] of cases) {
  const started = performance.now();
  let lines = 0;
  try {
    parsePolicy(text);
  } catch (error) {
    if (!(error instanceof PolicyError)) throw error;
    lines = error.problems.length;
  }
  console.log(`${name.padEnd(24)} ${String(Math.round(performance.now() - started)).padStart(7)} ms  ${lines} error line(s)`);
}
