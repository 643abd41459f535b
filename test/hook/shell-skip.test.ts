import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_DESCRIPTORS } from '../../src/languages/registry';
import { endingsList, endingsPattern, scriptEndingsList, scriptEndingsPattern, withEndingsPattern } from '../../src/hook/shell-endings';
import { CALCULATOR, HookRepo } from './hook-repo';

/**
 * The shipped prepare-commit-msg script decides in shell, before node, that a commit changes
 * no file refdiff reads. Real `git commit`s with the script installed and a refdiff that only
 * notes that it was started.
 */

const SCRIPT = join(__dirname, '..', '..', 'hooks', 'prepare-commit-msg');
const repos: HookRepo[] = [];

afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

/** A repository (one Java class committed) whose hook notes in `started` each run of refdiff. */
function repo(): HookRepo {
  const created = new HookRepo('/nonexistent');
  repos.push(created);
  created.useRefdiff('#!/bin/sh\necho "$@" >> "$(git rev-parse --git-dir)/started"\n');
  copyFileSync(SCRIPT, join(created.dir, '.git', 'hooks', 'prepare-commit-msg'));
  chmodSync(join(created.dir, '.git', 'hooks', 'prepare-commit-msg'), 0o755);
  return created;
}

function started(created: HookRepo): boolean {
  const note = join(created.dir, '.git', 'started');
  const was = existsSync(note);
  rmSync(note, { force: true });
  return was;
}

describe('the shell script starts refdiff only for a commit that changes a file it reads', () => {
  test('a commit of docs alone does not start it; one of Java does', () => {
    const r = repo();
    r.write('README.md', 'Docs\n').git('add', 'README.md');
    r.git('commit', '-q', '-m', 'Docs');
    expect(started(r)).toBe(false);
    r.renameMin().git('commit', '-q', '-a', '-m', 'Rename');
    expect(started(r)).toBe(true);
  });

  test('a deleted Java file, and a Java file renamed to another ending, are changes to analyse', () => {
    const r = repo();
    r.git('rm', '-q', CALCULATOR);
    r.git('commit', '-q', '-m', 'Remove');
    expect(started(r)).toBe(true);
    r.write('src/A.java', 'class A {}\n').git('add', '-A');
    r.git('commit', '-q', '-m', 'A');
    started(r);
    r.git('mv', 'src/A.java', 'src/A.txt');
    r.git('commit', '-q', '-m', 'Move');
    expect(started(r)).toBe(true);
  });

  test('amending a Java commit with docs only starts it; a docs commit after it does not', () => {
    const r = repo();
    r.renameMin().git('commit', '-q', '-a', '-m', 'Rename');
    started(r);
    r.write('README.md', 'Docs\n').git('add', 'README.md');
    r.git('commit', '-q', '--amend', '-m', 'Rename, with docs');
    expect(started(r)).toBe(true);
    r.write('NOTES.md', 'Notes\n').git('add', 'NOTES.md');
    r.git('commit', '-q', '-m', 'Notes');
    expect(started(r)).toBe(false);
  });

  test('whether the commit amends (a tr process) is asked only when the staged files name none refdiff reads', () => {
    const r = repo();
    // A tr that notes each run, then does its work.
    const bin = mkdtempSync(join(tmpdir(), 'refdiff-tr-'));
    const asked = join(r.dir, '.git', 'tr-ran');
    writeFileSync(join(bin, 'tr'), `#!/bin/sh\necho >> ${JSON.stringify(asked)}\nPATH=/usr/bin:/bin exec tr "$@"\n`);
    chmodSync(join(bin, 'tr'), 0o755);
    const commit = (message: string) => expect(r.run('git', ['commit', '-q', '-m', message], { PATH: `${bin}:${r.env().PATH}` }).status).toBe(0);
    const trRan = () => {
      const ran = existsSync(asked);
      rmSync(asked, { force: true });
      return ran;
    };
    try {
      r.renameMin().git('add', CALCULATOR);
      commit('Rename');
      expect([started(r), trRan()]).toEqual([true, false]);
      r.write('README.md', 'Docs\n').git('add', 'README.md');
      commit('Docs');
      expect([started(r), trRan()]).toEqual([false, true]);
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  test('a short listing is read by the shell itself (no grep process); a long one by grep, alike', () => {
    const r = repo();
    // A grep that notes each run, then does its work.
    const bin = mkdtempSync(join(tmpdir(), 'refdiff-grep-'));
    const asked = join(r.dir, '.git', 'grep-ran');
    writeFileSync(join(bin, 'grep'), `#!/bin/sh\necho >> ${JSON.stringify(asked)}\nPATH=/usr/bin:/bin exec grep "$@"\n`);
    chmodSync(join(bin, 'grep'), 0o755);
    const commit = (message: string) => expect(r.run('git', ['commit', '-q', '-m', message], { PATH: `${bin}:${r.env().PATH}` }).status).toBe(0);
    const grepRan = () => {
      const ran = existsSync(asked);
      rmSync(asked, { force: true });
      return ran;
    };
    try {
      r.renameMin().git('add', CALCULATOR);
      commit('Rename');
      expect([started(r), grepRan()]).toEqual([true, false]);
      r.write('docs/a.md', 'A\n').write('docs/b.txt', 'B\n').git('add', '-A');
      commit('Docs');
      expect([started(r), grepRan()]).toEqual([false, false]);
      // Over 8000 characters of listing: grep reads it, with the same answers.
      for (let i = 0; i < 80; i++) r.write(`docs/page-${i}.md`, `${i}\n`);
      r.git('add', '-A');
      commit('Many docs');
      expect([started(r), grepRan()]).toEqual([false, true]);
      for (let i = 0; i < 80; i++) r.write(`docs/page-${i}.md`, `${i} again\n`);
      r.write('src/Last.java', 'class Last {}\n').git('add', '-A');
      commit('Many docs and a class');
      expect([started(r), grepRan()]).toEqual([true, true]);
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  test('a path git quotes (café.java) is recognised', () => {
    const r = repo();
    r.write('src/café.java', 'class Cafe {}\n').git('add', '-A');
    r.git('commit', '-q', '-m', 'Cafe');
    expect(started(r)).toBe(true);
  });
});

describe('the endings come from the language registry', () => {
  test('the shipped script holds every ending of every language (scripts/build.mjs writes them)', () => {
    const pattern = scriptEndingsPattern(readFileSync(SCRIPT, 'utf8'));
    expect(pattern).toBe(endingsPattern(LANGUAGE_DESCRIPTORS));
    const matches = new RegExp(pattern!);
    for (const extension of LANGUAGE_DESCRIPTORS.flatMap((language) => language.extensions)) expect(matches.test(`src/a${extension}`)).toBe(true);
    expect(matches.test('README.md')).toBe(false);
    expect(matches.test('"src/caf\\303\\251.java"')).toBe(true);
  });

  test('a language added to the registry is added to the script', () => {
    const script = readFileSync(SCRIPT, 'utf8');
    const updated = withEndingsPattern(script, [...LANGUAGE_DESCRIPTORS, { extensions: ['.zig'] }]);
    expect(new RegExp(scriptEndingsPattern(updated)!).test('src/main.zig')).toBe(true);
    expect(new RegExp(scriptEndingsPattern(script)!).test('src/main.zig')).toBe(false);
    expect(scriptEndingsList(updated)).toContain(' .zig ');
    expect(scriptEndingsList(script)).not.toContain(' .zig ');
    const withoutEndings = (text: string) => text.replace(/^supported(_endings)?=.*$/gm, '');
    expect(withoutEndings(updated)).toBe(withoutEndings(script));
  });

  test('the shipped script holds the same endings for its own reading', () => {
    expect(scriptEndingsList(readFileSync(SCRIPT, 'utf8'))).toBe(endingsList(LANGUAGE_DESCRIPTORS));
  });

  test('an ending the script cannot compare (two dots) is refused at build', () => {
    expect(() => endingsList([{ extensions: ['.d.ts'] }])).toThrow('cannot be matched by the shell hook');
  });
});

describe("the script's own reading of git's --raw lines answers as grep does", () => {
  // The script's functions, run by sh on one listing: its own reading, then grep's.
  const functions = readFileSync(SCRIPT, 'utf8')
    .split('\n')
    .filter((line, i, lines) => /^(supported|supported_endings)=/.test(line) || inFunction(lines, i))
    .join('\n');
  function inFunction(lines: readonly string[], i: number): boolean {
    for (let j = i; j >= 0; j--) {
      if (/^(names_supported|staged_supported)\(\) \{$/.test(lines[j])) return true;
      if (j < i && lines[j] === '}') return false;
    }
    return false;
  }
  const answers = (listing: string) => {
    const run = spawnSync('sh', ['-c', `nl='\n'\n${functions}\nstaged_supported "$1" && echo own-yes || echo own-no; names_supported "$1" && echo grep-yes || echo grep-no`, 'sh', listing], { encoding: 'utf8' });
    return run.stdout.trim().split('\n');
  };
  const line = (status: string, ...paths: string[]) => `:100644 100644 ${'1'.repeat(40)} ${'2'.repeat(40)} ${status}\t${paths.join('\t')}`;

  test.each([
    ['a Java file', [line('M', 'src/A.java')], true],
    ['docs alone', [line('M', 'README.md'), line('A', 'docs/guide.txt')], false],
    ['a Java file renamed to text', [line('R090', 'src/A.java', 'src/A.txt')], true],
    ['text renamed to Kotlin', [line('R090', 'src/A.txt', 'src/A.kt')], true],
    ['text renamed to docs', [line('R090', 'src/A.txt', 'src/B.md')], false],
    ['a quoted path', [line('M', '"src/caf\\303\\251.java"')], true],
    ['a quoted path of docs', [line('M', '"src/caf\\303\\251.md"')], false],
    ['an ending that only starts like one', [line('M', 'src/x.javax')], false],
    ['a name without a dot', [line('M', 'src/java')], false],
    ['a dot in a folder', [line('M', 'src.java/Makefile')], false],
    ['a glob character and a space', [line('M', 'src/*.md'), line('M', 'src/a b.h++')], true],
    ['a deleted Python file after docs', [line('M', 'notes.md'), line('D', 'lib/x.py')], true],
    ['nothing', [], false],
  ])('%s', (_name, lines, supported) => {
    const expected = supported ? ['own-yes', 'grep-yes'] : ['own-no', 'grep-no'];
    expect(answers(lines.join('\n'))).toEqual(expected);
  });
});
