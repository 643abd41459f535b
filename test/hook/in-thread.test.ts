import { CALCULATOR, hookTestBuild, RENAME_MIN } from './hook-repo';

/**
 * Where the hook analyses: a small change on its own thread (no second isolate to start), a
 * large one or one judged by policy rules on a worker thread the time limit can terminate.
 * Real `git commit`s with a private build; REFDIFF_HOOK_PROFILE=1 names each phase and thread.
 */

const { installedRepo } = hookTestBuild();

/** The profile's lines as `<thread> <phase>`, without the times; other stderr lines as they are. */
function phases(stderr: string): string[] {
  return stderr
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^refdiff-profile\s+\S+\s+(\S+)\s+/, '$1 '));
}

const PROFILE = { REFDIFF_HOOK_PROFILE: '1' };

test('a small change without rules is analysed on the hook thread: no worker starts', () => {
  const repo = installedRepo();
  repo.renameMin().git('add', CALCULATOR);
  const result = repo.run('git', ['commit', '-q', '-m', 'Rename'], PROFILE);
  expect(result.status).toBe(0);
  const seen = phases(result.stderr);
  expect(seen).toContain('hook engine loaded');
  expect(seen).toContain('hook analysed');
  expect(seen.filter((line) => line.startsWith('worker '))).toEqual([]);
  expect(repo.message()).toBe(`Rename\n\n${RENAME_MIN}\n`);
});

test('a policy with rules: the analysis and the rules run on the worker thread', () => {
  const repo = installedRepo();
  repo.write('.refdiffrc.yml', ['rules:', '  - name: no-renames', '    match: { operation: RENAME }', '    level: warning', '    message: renames break callers', ''].join('\n'));
  repo.git('add', '.refdiffrc.yml');
  repo.renameMin().git('add', CALCULATOR);
  const result = repo.run('git', ['commit', '-q', '-m', 'Rename'], PROFILE);
  expect(result.status).toBe(0);
  const seen = phases(result.stderr);
  expect(seen).toContain('worker worker bundle loaded');
  expect(seen).toContain('worker analysed');
  expect(seen).not.toContain('hook engine loaded');
  expect(repo.message()).toBe(`Rename\n\n${RENAME_MIN}\n`);
});

test('a policy whose rules are all off: analysed on the hook thread, as without rules', () => {
  const repo = installedRepo();
  repo.write('.refdiffrc.yml', ['rules:', '  - name: no-renames', '    match: { operation: RENAME }', '    level: off', ''].join('\n'));
  repo.git('add', '.refdiffrc.yml');
  repo.renameMin().git('add', CALCULATOR);
  const result = repo.run('git', ['commit', '-q', '-m', 'Rename'], PROFILE);
  expect(result.status).toBe(0);
  const seen = phases(result.stderr);
  expect(seen).toContain('hook analysed');
  // The file names rules: dist/cli.js starts the worker thread ahead (it may boot), which is ended unused.
  expect(seen.filter((line) => line.startsWith('worker ') && line !== 'worker worker bundle loaded')).toEqual([]);
  expect(seen).not.toContain('hook early worker taken');
  expect(repo.message()).toBe(`Rename\n\n${RENAME_MIN}\n`);
});

test('a change over the budget for the hook thread goes to the worker thread, read again there', () => {
  const repo = installedRepo();
  // 120 KB of comment: cheap to analyse, but more source than the hook thread takes at a 5 s limit.
  const filler = `/*\n${'x'.repeat(100).concat('\n').repeat(1200)}*/\n`;
  repo.write('src/my/calc/Notes.java', `package my.calc;\n${filler}class Notes {}\n`);
  repo.git('add', '-A');
  repo.git('-c', 'core.hooksPath=/dev/null', 'commit', '-q', '-m', 'Notes');
  repo.write('src/my/calc/Notes.java', `package my.calc;\n${filler}class Notes { int n; }\n`);
  repo.renameMin().git('add', '-A');
  const result = repo.run('git', ['commit', '-q', '-m', 'Rename'], PROFILE);
  expect(result.status).toBe(0);
  const seen = phases(result.stderr);
  expect(seen).toContain('hook engine loaded');
  expect(seen).not.toContain('hook analysed');
  expect(seen).toContain('worker analysed');
  expect(repo.message()).toBe(`Rename\n\n${RENAME_MIN}\n`);
});
