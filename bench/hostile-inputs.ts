/**
 * Hostile-input benchmark: peak memory (max RSS) and CPU time of one analysis of a generated
 * change, each case in a fresh process so the figures do not mix. The cases of issue 25:
 * `nested-classes` (a 135 KB Java file of 3,000 nested classes, one renamed) and `large-file`
 * (a Java file of the given size in MB, one method renamed; the engine is called directly, so
 * no --max-file-size stops it).
 *
 *   npx tsx bench/hostile-inputs.ts [nested-classes] [large-file:20]
 */
import { execFileSync } from 'node:child_process';
import { analyzeFiles } from '../src/engine/analyze';
import type { SourceFile } from '../src/languages/plugin';

function nestedClasses(renamed: boolean): SourceFile {
  let content = '';
  for (let i = 0; i < 3000; i++) content += `class ${i === 1500 && renamed ? 'Renamed' : 'Level'}${i} { int f${i}; String name${i};\n`;
  return { path: 'src/Nested.java', content: content + '}\n'.repeat(3000) };
}

function largeFile(megabytes: number, renamed: boolean): SourceFile {
  const lines = ['class Large {'];
  let size = 0;
  for (let m = 0; size < megabytes * 1e6; m++) {
    const name = m === 7 && renamed ? 'renamedMethod' : `method${m}`;
    const line = `  int ${name}(int a${m}, int b) { int c${m} = a${m} * ${m % 97} + b; return c${m} > ${m % 13} ? helper${m % 50}(c${m}) : c${m} - ${m}; }`;
    lines.push(line);
    size += line.length + 1;
  }
  lines.push('}');
  return { path: 'src/Large.java', content: lines.join('\n') };
}

async function runCase(name: string): Promise<void> {
  const [kind, argument] = name.split(':');
  const pair = kind === 'nested-classes' ? [nestedClasses(false), nestedClasses(true)] : [largeFile(Number(argument ?? 20), false), largeFile(Number(argument ?? 20), true)];
  const result = await analyzeFiles([pair[0]], [pair[1]], { languages: ['java'] });
  const usage = process.resourceUsage();
  const bytes = pair[1].content.length;
  process.stdout.write(
    `${name}: ${(bytes / 1024).toFixed(0)} KB per side, ${result.refactorings.length} refactoring(s), ${result.warnings.length} warning(s); ` +
      `CPU ${((usage.userCPUTime + usage.systemCPUTime) / 1e6).toFixed(1)} s, max RSS ${(usage.maxRSS / 1024).toFixed(0)} MB\n`,
  );
}

const cases = process.argv.slice(2).filter((arg) => arg !== '--child');
if (process.argv.includes('--child')) {
  void runCase(cases[0]);
} else {
  for (const name of cases.length > 0 ? cases : ['nested-classes', 'large-file:20']) {
    process.stdout.write(execFileSync(process.execPath, ['--import', 'tsx', __filename, '--child', name], { encoding: 'utf8', maxBuffer: 1 << 20 }));
  }
}
