import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseUnifiedDiff, unexplainedChanges, type ChangeFacts } from '../../src/policy/change-facts';
import { analyzeCommit } from '../../src/sources/git/analyze';
import { readChangeFacts } from '../../src/policy/git-change-facts';
import { git, initRepository, refactoring, removeDir, tempDir } from './helpers';

const CALCULATOR = `package calc;

public class Calculator {
    public int add(int a, int b) {
        return a + b;
    }

    public int twice(int a) {
        return add(a, a);
    }
}
`;

const APP = `package app;

import calc.Calculator;

public class App {
    public int run(Calculator c) {
        int x = c.add(1, 2);
        return x;
    }
}
`;

describe('readChangeFacts on a real repository', () => {
  let dir: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  beforeEach(() => {
    dir = tempDir();
    initRepository(dir);
    write('src/calc/Calculator.java', CALCULATOR);
    write('src/app/App.java', APP);
    write('README.md', 'hello\n');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'base');
  });
  afterEach(() => removeDir(dir));

  const renameAdd = refactoring(
    'RENAME',
    'Method',
    { file: 'src/calc/Calculator.java', container: 'calc.Calculator', name: 'add', startLine: 4, endLine: 6 },
    { name: 'sum' },
  );
  const isJava = (path: string) => path.endsWith('.java');

  test('a rename with its call sites updated is fully explained', async () => {
    write('src/calc/Calculator.java', CALCULATOR.replace(/\badd\b/g, 'sum'));
    write('src/app/App.java', APP.replace('c.add(', 'c.sum('));
    write('README.md', 'hello, renamed add to sum\n');
    git(dir, 'commit', '-q', '-am', 'rename');
    const facts = await readChangeFacts(dir, 'HEAD~1', 'HEAD');
    expect(facts.files.map((file) => file.afterPath).sort()).toEqual(['README.md', 'src/app/App.java', 'src/calc/Calculator.java']);
    expect(unexplainedChanges(facts, [renameAdd], isJava)).toEqual([]);
  });

  test('a parameter added, with its call sites updated, is fully explained by the analysis\'s own report', async () => {
    write('src/calc/Calculator.java', CALCULATOR.replace('add(int a, int b) {\n        return a + b;', 'add(int a, int b, int c) {\n        return a + b + c;').replace('add(a, a)', 'add(a, a, 0)'));
    write('src/app/App.java', APP.replace('c.add(1, 2)', 'c.add(1, 2, 3)'));
    git(dir, 'commit', '-q', '-am', 'add a parameter');
    const { report } = await analyzeCommit({ cwd: dir, rev: 'HEAD', analysis: {} });
    expect(report.refactorings.map((r) => r.description)).toEqual(['Add Parameter c in method calc.Calculator.add(int, int, int)']);
    const facts = await readChangeFacts(dir, 'HEAD~1', 'HEAD');
    expect(unexplainedChanges(facts, report.refactorings, isJava)).toEqual([]);
  });

  test('an unrelated edit next to the rename is reported with its lines', async () => {
    write('src/calc/Calculator.java', CALCULATOR.replace(/\badd\b/g, 'sum'));
    write('src/app/App.java', APP.replace('c.add(', 'c.sum(').replace('return x;', 'return x * 2;'));
    git(dir, 'commit', '-q', '-am', 'rename and more');
    const facts = await readChangeFacts(dir, 'HEAD~1', 'HEAD');
    expect(unexplainedChanges(facts, [renameAdd], isJava)).toEqual([{ file: 'src/app/App.java', startLine: 8, endLine: 8, side: 'after' }]);
  });

  test('staged changes are read from the index; imports, comments and blank lines are bookkeeping', async () => {
    write('src/app/App.java', APP.replace('import calc.Calculator;', 'import calc.Calculator;\nimport java.util.List;\n\n// uses the calculator'));
    git(dir, 'add', 'src/app/App.java');
    write('src/app/App.java', APP.replace('return x;', 'return -x;')); // unstaged: must not count
    const facts = await readChangeFacts(dir, 'HEAD', 'index');
    expect(facts.files).toHaveLength(1);
    expect(facts.files[0].hunks[0].afterLines).toEqual(['import java.util.List;', '', '// uses the calculator']);
    expect(unexplainedChanges(facts, [renameAdd], isJava)).toEqual([]);
  });

  test('a moved file with its package line changed is explained by the move; paths with spaces survive', async () => {
    mkdirSync(join(dir, 'src/my math'), { recursive: true });
    renameSync(join(dir, 'src/calc/Calculator.java'), join(dir, 'src/my math/Calculator.java'));
    write('src/my math/Calculator.java', CALCULATOR.replace('package calc;', 'package mymath;'));
    write('src/app/App.java', APP.replace('import calc.Calculator;', 'import mymath.Calculator;'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'move');
    const facts = await readChangeFacts(dir, 'HEAD~1', 'HEAD');
    const moved = facts.files.find((file) => file.beforePath === 'src/calc/Calculator.java');
    expect(moved?.afterPath).toBe('src/my math/Calculator.java');
    const moveClass = refactoring(
      'MOVE',
      'Class',
      { file: 'src/calc/Calculator.java', container: 'calc', name: 'Calculator', startLine: 3, endLine: 11 },
      { file: 'src/my math/Calculator.java', container: 'mymath' },
    );
    expect(unexplainedChanges(facts, [moveClass], isJava)).toEqual([]);
  });

  test('files the policy does not analyse are ignored', async () => {
    write('README.md', 'rewritten\n');
    write('src/app/App.java', APP.replace('return x;', 'return x + 1;'));
    git(dir, 'commit', '-q', '-am', 'edit');
    const facts = await readChangeFacts(dir, 'HEAD~1', 'HEAD');
    expect(unexplainedChanges(facts, [], isJava)).toEqual([{ file: 'src/app/App.java', startLine: 8, endLine: 8, side: 'after' }]);
    expect(unexplainedChanges(facts, [], (path) => path.endsWith('.md'))).toEqual([{ file: 'README.md', startLine: 1, endLine: 1, side: 'after' }]);
  });
});

describe('unexplainedChanges rules', () => {
  const facts = (hunks: ChangeFacts['files'][number]['hunks'], beforePath: string | null = 'src/A.java', afterPath: string | null = 'src/A.java'): ChangeFacts => ({
    files: [{ beforePath, afterPath, hunks }],
  });
  const any = () => true;

  test('edits inside an element that took part in a refactoring count as the refactoring', () => {
    const extract = refactoring('EXTRACT', 'Method', { file: 'src/A.java', name: 'run', startLine: 10, endLine: 30 }, { name: 'helper', startLine: 40, endLine: 45 });
    // The host method lost lines 12-15 and gained a call: inside its before range.
    const host = { beforeStart: 12, beforeLines: ['int a = 1;', 'int b = 2;'], afterStart: 12, afterLines: ['helper();'] };
    // The new method: inside its after range.
    const added = { beforeStart: 38, beforeLines: [], afterStart: 40, afterLines: ['void helper() {', '}'] };
    expect(unexplainedChanges(facts([host, added]), [extract], any)).toEqual([]);
    const elsewhere = { beforeStart: 50, beforeLines: ['x();'], afterStart: 48, afterLines: ['y();'] };
    expect(unexplainedChanges(facts([host, added, elsewhere]), [extract], any)).toEqual([{ file: 'src/A.java', startLine: 48, endLine: 48, side: 'after' }]);
  });

  test('call sites updated for a changed signature are explained, other edits on those lines are not', () => {
    const change = refactoring('CHANGE_SIGNATURE', 'Method', { file: 'src/B.java', name: 'area', signature: 'area(int)' }, { signature: 'area(int, int)' });
    const callSite = { beforeStart: 5, beforeLines: ['int s = area(w);'], afterStart: 5, afterLines: ['int s = area(w, h);'] };
    expect(unexplainedChanges(facts([callSite]), [change], any)).toEqual([]);
    const notACall = { beforeStart: 7, beforeLines: ['int t = 0;'], afterStart: 7, afterLines: ['int t = 1;'] };
    expect(unexplainedChanges(facts([notACall]), [change], any)).toHaveLength(1);
  });

  test('only removed lines: reported on the before side', () => {
    const removed = { beforeStart: 20, beforeLines: ['a();', 'b();'], afterStart: 19, afterLines: [] };
    expect(unexplainedChanges(facts([removed]), [], any)).toEqual([{ file: 'src/A.java', startLine: 20, endLine: 21, side: 'before' }]);
  });

  test('prototypes, exports and list entries of refactored elements are explained; those of other elements are not', () => {
    const move = refactoring('MOVE', 'Function', { file: 'src/a.c', container: 'src/a.c', name: 'scan', startLine: 3, endLine: 9 }, { file: 'src/b.c', container: 'src/b.c' }, 'c');
    const header = { beforeStart: 4, beforeLines: ['EXPORT(size_t) scan(const char *text,', '                    size_t n);'], afterStart: 3, afterLines: [] };
    const exports = { beforeStart: 20, beforeLines: ['module.exports = { scan, parse };'], afterStart: 20, afterLines: ['module.exports = { parse };', '  scan,'] };
    expect(unexplainedChanges(facts([header, exports], 'src/a.h', 'src/a.h'), [move], any)).toEqual([]);
    const otherPrototype = { beforeStart: 4, beforeLines: [], afterStart: 5, afterLines: ['static int parse(void);'] };
    const droppedExport = { beforeStart: 20, beforeLines: ['module.exports = { scan, parse };'], afterStart: 21, afterLines: ['module.exports = {};'] };
    const callNotDeclaration = { beforeStart: 30, beforeLines: [], afterStart: 31, afterLines: ['    return scan(text, 0);'] };
    expect(unexplainedChanges(facts([otherPrototype, droppedExport, callNotDeclaration], 'src/a.h', 'src/a.h'), [move], any)).toEqual([
      { file: 'src/a.h', startLine: 5, endLine: 5, side: 'after' },
      { file: 'src/a.h', startLine: 20, endLine: 20, side: 'before' },
      { file: 'src/a.h', startLine: 31, endLine: 31, side: 'after' },
    ]);
  });

  test('include guards, use strict and lone brackets are bookkeeping; other preprocessor lines are not', () => {
    const newHeader = { beforeStart: 0, beforeLines: [], afterStart: 1, afterLines: ['#ifndef TEXT_H', '#define TEXT_H', '#ifdef __cplusplus', 'extern "C" {', '#endif', '}', "'use strict';", '#endif /* TEXT_H */'] };
    expect(unexplainedChanges(facts([newHeader], null, 'src/text.h'), [], any)).toEqual([]);
    const flag = { beforeStart: 0, beforeLines: [], afterStart: 1, afterLines: ['#define VERBOSE'] };
    expect(unexplainedChanges(facts([flag], null, 'src/text.h'), [], any)).toEqual([{ file: 'src/text.h', startLine: 1, endLine: 1, side: 'after' }]);
  });

  test('a deleted file whose class moved away is explained', () => {
    const move = refactoring('MOVE', 'Class', { file: 'src/A.java', container: 'a', name: 'A', startLine: 3, endLine: 9 }, { file: 'src/b/A.java', container: 'b' });
    const deleted = { beforeStart: 1, beforeLines: ['package a;', '', 'class A {', '  int x;', '}'], afterStart: 0, afterLines: [] };
    expect(unexplainedChanges(facts([deleted], 'src/A.java', null), [move], any)).toEqual([]);
  });
});

describe('parseUnifiedDiff', () => {
  test('hunk bodies are read by their counts, so content starting with "--" is not a header', () => {
    const diff = [
      'diff --git a/x.sql b/x.sql',
      'index 1..2 100644',
      '--- a/x.sql',
      '+++ b/x.sql',
      '@@ -2,2 +2 @@ header',
      '--- a comment',
      '-+++ b/not-a-file',
      '+select 1;',
      '\\ No newline at end of file',
      '',
    ].join('\n');
    expect(parseUnifiedDiff(diff)).toEqual({
      files: [{ beforePath: 'x.sql', afterPath: 'x.sql', hunks: [{ beforeStart: 2, beforeLines: ['-- a comment', '+++ b/not-a-file'], afterStart: 2, afterLines: ['select 1;'] }] }],
    });
  });

  test('added, deleted and C-quoted paths', () => {
    const diff = [
      'diff --git a/new.js b/new.js',
      'new file mode 100644',
      '--- /dev/null',
      '+++ b/new.js',
      '@@ -0,0 +1 @@',
      '+x',
      'diff --git "a/tab\\there" "b/tab\\there"',
      'deleted file mode 100644',
      '--- "a/tab\\there"',
      '+++ /dev/null',
      '@@ -1 +0,0 @@',
      '-y',
      '',
    ].join('\n');
    const files = parseUnifiedDiff(diff).files;
    expect(files.map((file) => [file.beforePath, file.afterPath])).toEqual([
      [null, 'new.js'],
      ['tab\there', null],
    ]);
  });
});
