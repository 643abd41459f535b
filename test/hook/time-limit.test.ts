import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildCli, HookRepo } from './hook-repo';

/**
 * The time limit (commitMessage.timeoutMs) against analyses that are synchronous from end to
 * end: real `git commit`s of changes far too large to analyse within it.
 */

let cli: string;
const repos: HookRepo[] = [];

beforeAll(() => {
  cli = buildCli();
});

afterAll(() => {
  for (const repo of repos) repo.cleanup();
  rmSync(cli, { recursive: true, force: true });
});

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
 * Two ~500 KB classes committed without the hook, refdiff's hooks installed, the limit set,
 * then every method renamed and staged: the commit to time comes next.
 */
function repoWithHugeRename(): HookRepo {
  const repo = new HookRepo(cli);
  repos.push(repo);
  HUGE.forEach((path, i) => repo.write(path, hugeClass(`Huge${i}`, 8000, 'm')));
  repo.write('.refdiffrc.yml', `commitMessage:\n  timeoutMs: ${LIMIT_MS}\n`);
  repo.git('add', '-A');
  repo.git('commit', '-q', '-m', 'Huge classes');
  expect(repo.refdiff('hook', 'install').status).toBe(0);
  HUGE.forEach((path, i) => repo.write(path, hugeClass(`Huge${i}`, 8000, 'renamed')));
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
    const repo = repoWithHugeRename();
    const result = timedCommit(repo, 'Rename everything');
    expect(result.elapsedMs).toBeLessThan(BOUND_MS);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe(`refdiff: stopped after ${LIMIT_MS} ms (commitMessage.timeoutMs); commit message left unchanged\n`);
    expect(repo.message()).toBe('Rename everything\n');
  });
});
