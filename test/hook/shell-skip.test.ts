import { chmodSync, copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_DESCRIPTORS } from '../../src/languages/registry';
import { endingsPattern, scriptEndingsPattern, withEndingsPattern } from '../../src/hook/shell-endings';
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
    const updated = withEndingsPattern(script, endingsPattern([...LANGUAGE_DESCRIPTORS, { extensions: ['.zig'] }]));
    expect(new RegExp(scriptEndingsPattern(updated)!).test('src/main.zig')).toBe(true);
    expect(new RegExp(scriptEndingsPattern(script)!).test('src/main.zig')).toBe(false);
    expect(updated.replace(/^supported=.*$/m, '')).toBe(script.replace(/^supported=.*$/m, ''));
  });
});
