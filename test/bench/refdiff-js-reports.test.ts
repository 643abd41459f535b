import type { Refactoring } from '../../src/report/types';
import { parseReports, sameReport } from '../../bench/refdiff-js-reports/reports';

const CSV = [
  'Chart.js.git\td09a17a2\tMOVE_RENAME\tFunction\tsrc/core/core.scale.js:1467-1545\tcallback\tsrc/core/core.ticks.js:4649-4727\tvalues\t-123',
  'vue.git\t90ed4822\tEXTRACT\tFunction\tsrc/a:b.js:10-20\tparse\tsrc/a:b.js:30-40\thelper\t7',
  'a short line',
].join('\n');

function refactoring(operation: Refactoring['operation'], before: [string, string], after: [string, string]): Refactoring {
  const element = ([file, name]: [string, string]) => ({ file, container: file, name, signature: `${name}()`, startLine: 1, endLine: 2 });
  return { type: 'x', operation, kind: 'Function', language: 'javascript', before: element(before), after: element(after), description: 'x' };
}

describe("RefDiff 2.0's JavaScript reports", () => {
  it('reads each report line: repository without .git, files without their range, names', () => {
    expect(parseReports(CSV)).toEqual([
      { repository: 'Chart.js', commit: 'd09a17a2', operation: 'MOVE_RENAME', beforeFile: 'src/core/core.scale.js', beforeName: 'callback', afterFile: 'src/core/core.ticks.js', afterName: 'values' },
      { repository: 'vue', commit: '90ed4822', operation: 'EXTRACT', beforeFile: 'src/a:b.js', beforeName: 'parse', afterFile: 'src/a:b.js', afterName: 'helper' },
    ]);
  });

  it('a report is made by the same operation between the same names in the same files, nothing less', () => {
    const [report] = parseReports(CSV);
    expect(sameReport(refactoring('MOVE_RENAME', ['src/core/core.scale.js', 'callback'], ['src/core/core.ticks.js', 'values']), report)).toBe(true);
    expect(sameReport(refactoring('MOVE', ['src/core/core.scale.js', 'callback'], ['src/core/core.ticks.js', 'values']), report)).toBe(false);
    expect(sameReport(refactoring('MOVE_RENAME', ['src/core/core.scale.js', 'callback'], ['src/core/core.ticks.js', 'linear']), report)).toBe(false);
    expect(sameReport(refactoring('MOVE_RENAME', ['src/core/core.scale.js', 'callback'], ['src/core/helpers.js', 'values']), report)).toBe(false);
  });
});
