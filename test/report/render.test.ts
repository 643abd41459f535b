import { renderJson } from '../../src/report/render-json';
import { renderJsonl } from '../../src/report/render-jsonl';
import { codeSpan, renderMarkdown } from '../../src/report/render-markdown';
import { renderText } from '../../src/report/render-text';
import type { Refactoring, Report } from '../../src/report/types';

function refactoring(overrides: Partial<Refactoring> = {}): Refactoring {
  return {
    type: 'Rename Method',
    operation: 'RENAME',
    kind: 'Method',
    language: 'java',
    before: { file: 'src/Calc.java', container: 'my.Calc', name: 'min', signature: 'min(List<T>)', startLine: 9, endLine: 12 },
    after: { file: 'src/Calc.java', container: 'my.Calc', name: 'minimum', signature: 'minimum(List<T>)', startLine: 10, endLine: 13 },
    similarity: 0.93,
    description: 'Rename Method min(List<T>) to minimum(List<T>) in class my.Calc',
    ...overrides,
  };
}

function report(refactorings: Refactoring[], after = 'b'.repeat(40)): Report {
  return {
    schemaVersion: 1,
    tool: { name: 'refdiff', version: '0.1.0' },
    before: 'a'.repeat(40),
    after,
    refactorings,
    stats: { filesBefore: 1, filesAfter: 1, nodesBefore: 2, nodesAfter: 2, elapsedMs: 5 },
  };
}

describe('renderText', () => {
  it('prints one line per refactoring with file:line, and where it came from when the file changed', () => {
    const moved = refactoring({
      type: 'Move Class',
      before: { ...refactoring().before, file: 'old/A.java' },
      after: { ...refactoring().after, file: 'new/A.java' },
      description: 'Move Class my.A to my.B.A',
    });
    expect(renderText(report([refactoring(), moved]), { color: false })).toBe(
      'src/Calc.java:10: Rename Method min(List<T>) to minimum(List<T>) in class my.Calc\n' +
        'new/A.java:10: Move Class my.A to my.B.A (from old/A.java:9)\n',
    );
  });

  it('says when there is nothing, and indents under a heading', () => {
    expect(renderText(report([]), { color: false })).toBe('No refactorings found.\n');
    expect(renderText(report([refactoring()]), { color: false, heading: 'commit abc Subject' })).toBe(
      'commit abc Subject\n    src/Calc.java:10: Rename Method min(List<T>) to minimum(List<T>) in class my.Calc\n',
    );
  });

  it('colours only when asked, and keeps a newline in a file name on one line', () => {
    const odd = refactoring({ after: { ...refactoring().after, file: 'a\nb.java' } });
    const plain = renderText(report([odd]), { color: false });
    expect(plain).toBe('a\\nb.java:10: Rename Method min(List<T>) to minimum(List<T>) in class my.Calc (from src/Calc.java:9)\n');
    expect(plain).not.toContain('\u001b[');
    expect(renderText(report([odd]), { color: true })).toContain('\u001b[1mRename Method\u001b[0m');
  });
});

describe('renderJson and renderJsonl', () => {
  it('prints the contract document exactly', () => {
    const r = report([refactoring()]);
    expect(JSON.parse(renderJson(r))).toEqual(r);
  });

  it('puts one document on one line', () => {
    const line = renderJsonl({ ...report([refactoring({ description: 'x\ny' })]), error: 'timed out' });
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(line).error).toBe('timed out');
  });
});

describe('renderMarkdown', () => {
  it('renders a table with code in code spans and pipes escaped', () => {
    const piped = refactoring({ after: { ...refactoring().after, signature: 'or(a|b)' } });
    expect(renderMarkdown([report([piped])])).toBe(
      '| Refactoring | Before | After | Location |\n' +
        '| --- | --- | --- | --- |\n' +
        '| Rename Method | `my.Calc.min(List<T>)` | `my.Calc.or(a\\|b)` | `src/Calc.java:10` |\n',
    );
  });

  it('adds a Commit column for several reports and skips empty ones', () => {
    const table = renderMarkdown([report([refactoring()], 'c'.repeat(40)), report([]), report([refactoring()], 'd'.repeat(40))]);
    const lines = table.trimEnd().split('\n');
    expect(lines[0]).toBe('| Commit | Refactoring | Before | After | Location |');
    expect(lines).toHaveLength(4);
    expect(lines[2].startsWith(`| \`${'c'.repeat(12)}\` |`)).toBe(true);
  });

  it('escapes HTML and Markdown in plain cells, and fences backticks in code', () => {
    expect(renderMarkdown([report([refactoring({ type: 'Extract <Thing> | *x*' })])])).toContain(
      '| Extract &lt;Thing&gt; \\| \\*x\\* |',
    );
    expect(codeSpan('a`b')).toBe('``a`b``');
    expect(codeSpan('`x')).toBe('`` `x ``');
    expect(renderMarkdown([report([])])).toBe('No refactorings found.\n');
  });
});
