import { spawnSync } from 'node:child_process';
import { HookRepo, hookTestBuild } from './hook-repo';

/**
 * The time limit (commitMessage.timeoutMs) against analyses that are synchronous from end to
 * end: real `git commit`s of changes far too large to analyse within it.
 */

const { newRepo } = hookTestBuild();

/** Far less than the analysis of these commits takes (tens of seconds), far more than the limit. */
const BOUND_MS = 15_000;
const LIMIT_MS = 2000;

/** A Java class of `methods` short methods, all named `<prefix><n>`. */
function hugeClass(name: string, methods: number, prefix: string): string {
  const body: string[] = [];
  for (let i = 0; i < methods; i++) body.push(`    int ${prefix}${i}(int a) {\n        return a * ${i} + f${i % 13}(a);\n    }\n`);
  return `package big;\n\npublic class ${name} {\n${body.join('')}}\n`;
}

const HUGE = ['src/big/Huge0.java', 'src/big/Huge1.java'];
/**
 * Eight such classes (under the 1 MiB file and 8 MiB change limits): two were analysed within 6 s
 * on an idle machine (3.9 s), six in 10.4 s.
 */
const HUGER = Array.from({ length: 8 }, (_, i) => `src/big/Huge${i}.java`);

/**
 * Two ~500 KB classes committed without the hook, refdiff's hooks installed, the limit set,
 * then every method renamed and staged: the commit to time comes next.
 */
function repoWithHugeRename(limitMs: number, files = HUGE): HookRepo {
  const repo = newRepo();
  files.forEach((path, i) => repo.write(path, hugeClass(`Huge${i}`, 8000, 'm')));
  repo.write('.refdiffrc.yml', `commitMessage:\n  timeoutMs: ${limitMs}\n`);
  repo.git('add', '-A');
  repo.git('commit', '-q', '-m', 'Huge classes');
  expect(repo.refdiff('hook', 'install').status).toBe(0);
  files.forEach((path, i) => repo.write(path, hugeClass(`Huge${i}`, 8000, 'renamed')));
  repo.git('add', '-A');
  return repo;
}

/** `git commit` with a bound: a hook that ignores the limit is killed there and the test fails. */
function timedCommit(repo: HookRepo, message: string): { status: number | null; stderr: string; elapsedMs: number } {
  const started = Date.now();
  const result = spawnSync('git', ['commit', '-q', '-m', message], { cwd: repo.dir, env: repo.env(), encoding: 'utf8', timeout: BOUND_MS, killSignal: 'SIGKILL' });
  return { status: result.status, stderr: result.stderr, elapsedMs: Date.now() - started };
}

describe('the time limit stops synchronous analysis', () => {
  test('a huge rename: the commit ends soon after the limit, the message exactly as typed', () => {
    const repo = repoWithHugeRename(LIMIT_MS);
    const result = timedCommit(repo, 'Rename everything');
    expect(result.elapsedMs).toBeLessThan(BOUND_MS);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe(`refdiff: stopped after ${LIMIT_MS} ms (commitMessage.timeoutMs); commit message left unchanged\n`);
    expect(repo.message()).toBe('Rename everything\n');
  });
});

describe('what was found in time is kept', () => {
  test('the small language done first is written, and the list says it is partial', () => {
    // Time for the small language on a loaded machine; still far less than the Java takes.
    const limitMs = 6000;
    const repo = repoWithHugeRename(limitMs, HUGER);
    repo.write('src/util.js', 'export function parse(text) {\n  const parts = text.split(",");\n  return parts.map((part) => part.trim());\n}\n');
    repo.git('add', '-A');
    repo.git('-c', 'core.hooksPath=/dev/null', 'commit', '-q', '-m', 'util');
    repo.replace('src/util.js', 'function parse(', 'function parseText(');
    HUGER.forEach((path, i) => repo.write(path, hugeClass(`Huge${i}`, 8000, 'again')));
    repo.git('add', '-A');
    const result = timedCommit(repo, 'Partly analysed');
    expect(result.elapsedMs).toBeLessThan(BOUND_MS);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe(
      `refdiff: stopped after ${limitMs} ms (commitMessage.timeoutMs); the message lists the refactorings of javascript only, marked as partial; rules not checked\n`,
    );
    expect(repo.message()).toBe(
      [
        'Partly analysed',
        '',
        'Refactoring: Rename Function src/util.js:parse(text) -> parseText(text)',
        `Refactoring: ... partial list: the analysis was stopped after ${limitMs} ms`,
        '',
      ].join('\n'),
    );
  });
});
