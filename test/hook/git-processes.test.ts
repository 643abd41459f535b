import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseBatchOutput } from '../../src/hook/piped-blobs';
import { CALCULATOR, hookTestBuild, RENAME_AVERAGE, RENAME_MIN, type HookRepo } from './hook-repo';

/**
 * Every commit waits for each git process the hook starts. The script runs one `rev-parse` (the
 * work tree, the git paths, HEAD) and one `diff-index` (what is staged, which decides whether
 * node starts at all) and hands both answers to refdiff, and its `cat-file --batch` writes the
 * staged files to refdiff's standard input: for a commit that amends nothing, node then runs no
 * git at all (with a policy file, only `cat-file --batch`, the files). Called otherwise (a hook manager running refdiff
 * itself), node asks git for the same: one `rev-parse` and one `diff-index` more. Real commits
 * with a private build; a `git` on the hook's PATH writes down each subcommand node runs.
 */

const { cli, installedRepo } = hookTestBuild();

let wrappers: string;
beforeAll(() => {
  wrappers = mkdtempSync(join(tmpdir(), 'refdiff-git-log-'));
});
afterAll(() => rmSync(wrappers, { recursive: true, force: true }));

/** The repository's refdiff runs node with a logging git first on PATH; returns the log's path. */
function logGitOfNode(repo: HookRepo): string {
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const folder = mkdtempSync(join(wrappers, 'bin-'));
  const log = join(folder, 'git.log');
  writeFileSync(join(folder, 'git'), `#!/bin/sh\nprintf '%s\\n' "$1" >> ${JSON.stringify(log)}\nexec ${JSON.stringify(realGit)} "$@"\n`);
  chmodSync(join(folder, 'git'), 0o755);
  repo.useRefdiff(`#!/bin/sh\nPATH=${JSON.stringify(folder)}:"$PATH" exec node ${JSON.stringify(join(cli(), 'dist', 'cli.js'))} "$@"\n`);
  return log;
}

/** The hook script runs with a git first on its PATH whose `cat-file` runs `action` (shell); node's own git stays the real one. */
function scriptCatFile(repo: HookRepo, action: string): void {
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const folder = mkdtempSync(join(wrappers, 'script-git-'));
  writeFileSync(join(folder, 'git'), `#!/bin/sh\nif [ "$1" = cat-file ]; then ${action}; fi\nexec ${JSON.stringify(realGit)} "$@"\n`);
  chmodSync(join(folder, 'git'), 0o755);
  // Git puts its own folder first on a hook's PATH: the installed script is run with the wrapper's first.
  const hooks = join(repo.dir, '.git', 'hooks');
  writeFileSync(join(hooks, 'refdiff-script'), readFileSync(join(hooks, 'prepare-commit-msg')));
  chmodSync(join(hooks, 'refdiff-script'), 0o755);
  repo.write('.git/hooks/prepare-commit-msg', `#!/bin/sh\nPATH=${JSON.stringify(folder)}:"$PATH" exec ${JSON.stringify(join(hooks, 'refdiff-script'))} "$@"\n`);
}

function subcommands(log: string): string[] {
  return existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean).sort() : [];
}

test("a commit: node starts no git (the script's cat-file pipes the files to it), and the message lists its refactorings", () => {
  const repo = installedRepo();
  const log = logGitOfNode(repo);
  repo.renameMin().git('add', CALCULATOR);
  expect(repo.run('git', ['commit', '-q', '-m', 'Rename']).status).toBe(0);
  expect(subcommands(log)).toEqual([]);
  expect(repo.message()).toBe(`Rename\n\n${RENAME_MIN}\n`);
});

test("the script's cat-file gives nothing (or less than asked): node reads the files with a cat-file of its own, the same message", () => {
  const repo = installedRepo();
  const log = logGitOfNode(repo);
  // A git first on the hook script's PATH whose cat-file answers nothing; node's own git is the real one.
  scriptCatFile(repo, 'cat >/dev/null; exit 0');
  repo.renameMin().git('add', CALCULATOR);
  expect(repo.run('git', ['commit', '-q', '-m', 'Rename']).status).toBe(0);
  expect(subcommands(log)).toEqual(['cat-file']);
  expect(repo.message()).toBe(`Rename\n\n${RENAME_MIN}\n`);
});

test("the script's cat-file stalls (a partial clone fetching a blob): the commit waits for refdiff's time limit, not for git", () => {
  const repo = installedRepo();
  scriptCatFile(repo, 'exec sleep 40');
  repo.renameMin().git('add', CALCULATOR);
  const started = Date.now();
  const commit = repo.run('git', ['commit', '-q', '-m', 'Rename']);
  // The default limit is 5 s; git sleeps 40 s. Nothing waits for it: the message is left as written.
  expect(Date.now() - started).toBeLessThan(25_000);
  expect(commit.status).toBe(0);
  expect(repo.message()).toBe('Rename\n');
}, 60_000);

test('a policy file: node reads the files with its own cat-file (started ahead of its bundle), as before', () => {
  const repo = installedRepo();
  repo.write('.refdiffrc.yml', 'commitMessage:\n  maxItems: 5\n').git('add', '.refdiffrc.yml');
  repo.git('-c', 'core.hooksPath=/dev/null', 'commit', '-q', '-m', 'Policy');
  const log = logGitOfNode(repo);
  repo.renameMin().git('add', CALCULATOR);
  expect(repo.run('git', ['commit', '-q', '-m', 'Rename']).status).toBe(0);
  expect(subcommands(log)).toEqual(['cat-file']);
  expect(repo.message()).toBe(`Rename\n\n${RENAME_MIN}\n`);
});

test('a policy with rules: one cat-file, the analysis thread\'s (none is started ahead of the bundle to go unused)', () => {
  const repo = installedRepo();
  const rules = ['commitMessage:', '  timeoutMs: 60000', 'rules:', '  - name: no-renames', '    match: { operation: RENAME }', '    level: warning', '    message: renames break callers', ''];
  repo.write('.refdiffrc.yml', rules.join('\n')).git('add', '.refdiffrc.yml');
  repo.git('-c', 'core.hooksPath=/dev/null', 'commit', '-q', '-m', 'Policy');
  const log = logGitOfNode(repo);
  repo.renameMin().git('add', CALCULATOR);
  expect(repo.run('git', ['commit', '-q', '-m', 'Rename']).status).toBe(0);
  expect(subcommands(log)).toEqual(['cat-file']);
  expect(repo.message()).toBe(`Rename\n\n${RENAME_MIN}\n`);
});

test("called without the script's answers (a hook manager calling refdiff itself): one rev-parse more, the same message", () => {
  const repo = installedRepo();
  const log = logGitOfNode(repo);
  repo.renameMin().git('add', CALCULATOR);
  repo.write('.git/hooks/prepare-commit-msg', '#!/bin/sh\nexec node_modules/.bin/refdiff hook run "$@"\n');
  expect(repo.run('git', ['commit', '-q', '-m', 'Rename']).status).toBe(0);
  expect(subcommands(log)).toEqual(['cat-file', 'diff-index', 'rev-parse']);
  expect(repo.message()).toBe(`Rename\n\n${RENAME_MIN}\n`);
});

test("another process's answers (a stale REFDIFF_HOOK_GIT) are not used", () => {
  const repo = installedRepo();
  const log = logGitOfNode(repo);
  repo.renameMin().git('add', CALCULATOR);
  repo.write('.git/hooks/prepare-commit-msg', '#!/bin/sh\nexec node_modules/.bin/refdiff hook run "$@"\n');
  const stale = ['1', '.git/refdiff-empty-message', '.git/rebase-merge', '.git/shallow', '0'.repeat(40)].join('\n');
  const staleListing = `1\n:100644 100644 ${'1'.repeat(40)} ${'2'.repeat(40)} M\tsrc/Other.java`;
  expect(repo.run('git', ['commit', '-q', '-m', 'Rename'], { REFDIFF_HOOK_GIT: stale, REFDIFF_HOOK_STAGED: staleListing, REFDIFF_HOOK_BLOBS: '1' }).status).toBe(0);
  expect(subcommands(log)).toEqual(['cat-file', 'diff-index', 'rev-parse']);
  expect(repo.message()).toBe(`Rename\n\n${RENAME_MIN}\n`);
});

test('an amend is compared with HEAD\'s parent, not with the listing against HEAD', () => {
  const repo = installedRepo();
  repo.renameMin().git('add', CALCULATOR);
  repo.git('-c', 'core.hooksPath=/dev/null', 'commit', '-q', '-m', 'Rename');
  const log = logGitOfNode(repo);
  repo.renameAverage().git('add', CALCULATOR);
  expect(repo.run('git', ['commit', '-q', '--amend', '-m', 'Rename both']).status).toBe(0);
  // Both renames: against HEAD only the second would be found.
  expect(repo.message()).toBe(`Rename both\n\n${RENAME_MIN}\n${RENAME_AVERAGE}\n`);
  expect(subcommands(log)).toContain('cat-file');
});

test("the script pipes the old and new blobs of every staged file refdiff reads, and only those", () => {
  const repo = installedRepo();
  repo.write('src/Gone.java', 'class Gone {}\n').write('src/Moved.java', 'class Moved {}\n').write('README.md', 'notes\n');
  repo.git('add', '-A');
  repo.git('-c', 'core.hooksPath=/dev/null', 'commit', '-q', '-m', 'More');
  const before = (path: string) => repo.git('rev-parse', `HEAD:${path}`).trim();
  const old = { calculator: before(CALCULATOR), gone: before('src/Gone.java'), moved: before('src/Moved.java') };
  repo.renameMin().write('src/New.java', 'class New {}\n').write('README.md', 'more notes\n');
  repo.git('rm', '-q', 'src/Gone.java');
  repo.git('mv', 'src/Moved.java', 'src/Moved.txt');
  repo.git('add', '-A');
  const staged = (path: string) => repo.git('rev-parse', `:${path}`).trim();
  const piped = join(mkdtempSync(join(wrappers, 'piped-')), 'stdin');
  repo.useRefdiff(`#!/bin/sh\ncat > ${JSON.stringify(piped)}\n`);
  expect(repo.run('git', ['commit', '-q', '-m', 'Change']).status).toBe(0);
  const ids = [...parseBatchOutput(readFileSync(piped)).keys()].sort();
  // A rename to an ending refdiff does not read still has its old path's; README.md has none.
  expect(ids).toEqual([old.calculator, staged(CALCULATOR), old.gone, old.moved, staged('src/New.java')].sort());
});

test('a merge (skipped by default) starts no git in node, nothing ahead of the bundle either, and is left alone', () => {
  const repo = installedRepo();
  repo.git('checkout', '-q', '-b', 'feature');
  repo.renameMin().git('add', CALCULATOR);
  repo.git('-c', 'core.hooksPath=/dev/null', 'commit', '-q', '-m', 'Rename on the branch');
  repo.git('checkout', '-q', 'main');
  repo.write('NOTES.txt', 'notes\n').git('add', 'NOTES.txt');
  repo.git('-c', 'core.hooksPath=/dev/null', 'commit', '-q', '-m', 'Notes');
  const log = logGitOfNode(repo);
  expect(repo.run('git', ['merge', '-q', '--no-edit', 'feature']).status).toBe(0);
  expect(repo.message()).toBe("Merge branch 'feature'\n");
  // No cat-file (it was started ahead and ended unused); the rev-parse is the merge's own question.
  expect(subcommands(log)).not.toContain('cat-file');
});
