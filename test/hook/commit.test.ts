import { chmodSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CALCULATOR, HookRepo, hookTestBuild, RENAME_AVERAGE, RENAME_MIN } from './hook-repo';

/** Real `git commit`s in temporary repositories with refdiff's hooks installed. */

const { cli: builtCli, newRepo, installedRepo } = hookTestBuild();

/** An editor that types a subject on the first line, where the cursor starts. */
function subjectEditor(repo: HookRepo): string {
  return repo.editor('subject-editor', 'sed -i "1s/^$/Subject from the editor/" "$1"');
}

describe('commit forms', () => {
  test('-m: the refactoring becomes a trailer', () => {
    const repo = installedRepo();
    repo.renameMin().git('add', CALCULATOR);
    repo.git('commit', '-q', '-m', 'Tidy the calculator');
    expect(repo.message()).toBe(`Tidy the calculator\n\n${RENAME_MIN}\n`);
  });

  test('-F: joins the trailer block of the file', () => {
    const repo = installedRepo();
    repo.renameMin().git('add', CALCULATOR);
    const file = join(repo.dir, '.git', 'my-message');
    repo.write('.git/my-message', 'Tidy\n\nLonger text.\n\nReviewed-by: Bo <bo@example.com>\n');
    repo.git('commit', '-q', '-F', file);
    expect(repo.message()).toBe(`Tidy\n\nLonger text.\n\nReviewed-by: Bo <bo@example.com>\n${RENAME_MIN}\n`);
  });

  test('an editor session: the trailer is waiting below the subject line', () => {
    const repo = installedRepo();
    repo.renameMin().git('add', CALCULATOR);
    const result = repo.run('git', ['commit', '-q'], { GIT_EDITOR: subjectEditor(repo) });
    expect(result.status).toBe(0);
    expect(repo.message()).toBe(`Subject from the editor\n\n${RENAME_MIN}\n`);
  });

  test('an editor session left empty still aborts the commit as empty', () => {
    const repo = installedRepo();
    const head = repo.git('rev-parse', 'HEAD');
    repo.renameMin().git('add', CALCULATOR);
    const result = repo.run('git', ['commit', '-q'], { GIT_EDITOR: 'true' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('empty commit message');
    expect(repo.git('rev-parse', 'HEAD')).toBe(head);
  });

  test('an editor session left empty aborts as empty in a linked work tree and with GIT_DIR too (the note found through git)', () => {
    const repo = installedRepo();
    repo.git('worktree', 'add', '-q', join(repo.dir, 'wt'), '-b', 'side');
    repo.write('wt/node_modules/.bin/refdiff', repo.read('node_modules/.bin/refdiff'));
    chmodSync(join(repo.dir, 'wt/node_modules/.bin/refdiff'), 0o755);
    const side = repo.git('rev-parse', 'side');
    repo.write('wt/src/my/calc/Calculator.java', repo.read(CALCULATOR).replace('double min(', 'double minimum('));
    repo.git('-C', 'wt', 'add', CALCULATOR);
    const linked = repo.run('git', ['-C', 'wt', 'commit', '-q'], { GIT_EDITOR: 'true' });
    expect(linked.status).not.toBe(0);
    expect(linked.stderr).toContain('empty commit message');
    expect(repo.git('rev-parse', 'side')).toBe(side);

    const head = repo.git('rev-parse', 'HEAD');
    repo.renameMin().git('add', CALCULATOR);
    const withGitDir = repo.run('git', ['commit', '-q'], { GIT_EDITOR: 'true', GIT_DIR: join(repo.dir, '.git'), GIT_WORK_TREE: repo.dir });
    expect(withGitDir.status).not.toBe(0);
    expect(withGitDir.stderr).toContain('empty commit message');
    expect(repo.git('rev-parse', 'HEAD')).toBe(head);
    // And a message written in the editor keeps refdiff's lines.
    const written = repo.run('git', ['-C', 'wt', 'commit', '-q'], { GIT_EDITOR: subjectEditor(repo) });
    expect(written.status).toBe(0);
    expect(repo.message('side')).toBe(`Subject from the editor\n\n${RENAME_MIN}\n`);
  });

  test('-v: the trailer goes above the scissors line, the diff below is dropped by git', () => {
    const repo = installedRepo();
    repo.renameMin().git('add', CALCULATOR);
    const result = repo.run('git', ['commit', '-q', '-v'], { GIT_EDITOR: subjectEditor(repo) });
    expect(result.status).toBe(0);
    expect(repo.message()).toBe(`Subject from the editor\n\n${RENAME_MIN}\n`);
  });

  test('-a: what is committed is the work tree, not the index', () => {
    const repo = installedRepo();
    repo.renameMin();
    repo.git('commit', '-q', '-a', '-m', 'All of it');
    expect(repo.message()).toBe(`All of it\n\n${RENAME_MIN}\n`);
  });

  test('<paths>: only the named paths count, not what else is staged', () => {
    const repo = installedRepo();
    repo.write('NOTES.txt', 'notes\n').git('add', 'NOTES.txt');
    repo.renameMin();
    repo.git('commit', '-q', '-m', 'Only the calculator', '--', CALCULATOR);
    expect(repo.message()).toBe(`Only the calculator\n\n${RENAME_MIN}\n`);

    // The other way round: the rename is staged, but only the notes are committed.
    repo.renameAverage().git('add', CALCULATOR);
    repo.write('NOTES.txt', 'more notes\n');
    repo.git('commit', '-q', '-m', 'Only the notes', '--', 'NOTES.txt');
    expect(repo.message()).toBe('Only the notes\n');
  });

  test('--amend: the amended commit against its parent, without duplicating the trailer', () => {
    const repo = installedRepo();
    repo.renameMin().git('add', CALCULATOR);
    repo.git('commit', '-q', '-m', 'First');
    // Reworded, no new changes: HEAD itself holds the rename, so compared with HEAD there would be nothing.
    repo.git('commit', '-q', '--amend', '-m', 'Reworded');
    expect(repo.message()).toBe(`Reworded\n\n${RENAME_MIN}\n`);
    // --no-edit hands the hook the old message, trailer included: replaced, not repeated.
    repo.renameAverage().git('add', CALCULATOR);
    repo.git('commit', '-q', '--amend', '--no-edit');
    expect(repo.message()).toBe(`Reworded\n\n${RENAME_MIN}\n${RENAME_AVERAGE}\n`);
  });

  test('-C HEAD makes a new commit: compared with HEAD, not amended', () => {
    const repo = installedRepo();
    repo.renameMin().git('add', CALCULATOR);
    repo.git('commit', '-q', '-m', 'First');
    repo.renameAverage().git('add', CALCULATOR);
    repo.git('commit', '-q', '-C', 'HEAD');
    expect(repo.message()).toBe(`First\n\n${RENAME_AVERAGE}\n`);
  });

  test('a merge is left alone (skipSources)', () => {
    const repo = installedRepo();
    repo.git('checkout', '-q', '-b', 'feature');
    repo.renameMin().git('add', CALCULATOR);
    repo.git('commit', '-q', '-m', 'Rename on the branch');
    repo.git('checkout', '-q', 'main');
    repo.write('NOTES.txt', 'notes\n').git('add', 'NOTES.txt');
    repo.git('commit', '-q', '-m', 'Notes');
    repo.git('merge', '-q', '--no-edit', 'feature');
    expect(repo.message()).toBe("Merge branch 'feature'\n");
    expect(repo.message('HEAD^2')).toBe(`Rename on the branch\n\n${RENAME_MIN}\n`);
  });

  test('a cherry-pick gets its refactorings once, recomputed', () => {
    const repo = installedRepo();
    repo.git('checkout', '-q', '-b', 'feature');
    repo.renameMin().git('add', CALCULATOR);
    // Written without refdiff, with a line an earlier run could have left: the pick must replace it.
    const skipped = repo.run('git', ['commit', '-q', '-m', `Rename on the branch\n\n${RENAME_AVERAGE}`], { REFDIFF_SKIP: '1' });
    expect(skipped.status).toBe(0);
    repo.git('checkout', '-q', 'main');
    repo.write('NOTES.txt', 'notes\n').git('add', 'NOTES.txt');
    repo.git('commit', '-q', '-m', 'Notes');
    repo.git('cherry-pick', 'feature');
    expect(repo.message()).toBe(`Rename on the branch\n\n${RENAME_MIN}\n`);
  });

  test('a custom core.commentChar in an editor session', () => {
    const repo = installedRepo();
    repo.git('config', 'core.commentChar', ';');
    repo.renameMin().git('add', CALCULATOR);
    const result = repo.run('git', ['commit', '-q'], { GIT_EDITOR: subjectEditor(repo) });
    expect(result.status).toBe(0);
    expect(repo.message()).toBe(`Subject from the editor\n\n${RENAME_MIN}\n`);
  });

  test('core.commentChar=auto with a -m message whose lines start with #', () => {
    const repo = installedRepo();
    repo.git('config', 'core.commentChar', 'auto');
    repo.renameMin().git('add', CALCULATOR);
    repo.git('commit', '-q', '-m', '#42 tidy the calculator');
    expect(repo.message()).toBe(`#42 tidy the calculator\n\n${RENAME_MIN}\n`);
  });

  test('nothing detected: the message is not touched', () => {
    const repo = installedRepo();
    repo.write('NOTES.txt', 'notes\n').git('add', 'NOTES.txt');
    repo.git('commit', '-q', '-m', 'Just notes');
    expect(repo.message()).toBe('Just notes\n');
  });

  test("the user's own lines stay: a Refactoring paragraph of their own, a 'none' line, mixed line endings", () => {
    const repo = installedRepo();
    repo.renameMin().git('add', CALCULATOR);
    repo.git('commit', '-q', '-m', 'Tidy', '-m', 'Refactoring: I also hand-tidied the Cart code');
    expect(repo.message()).toBe(`Tidy\n\nRefactoring: I also hand-tidied the Cart code\n${RENAME_MIN}\n`);

    repo.write('NOTES.txt', 'notes\n').git('add', 'NOTES.txt');
    repo.git('commit', '-q', '-m', 'Notes', '-m', 'Refactoring: none (docs only)');
    expect(repo.message()).toBe('Notes\n\nRefactoring: none (docs only)\n');

    repo.renameAverage().git('add', CALCULATOR);
    repo.write('.git/verbatim-message', 'Mean\r\n\r\nWritten on Windows\nand on Linux\r\n');
    repo.git('commit', '-q', '--cleanup=verbatim', '-F', join(repo.dir, '.git', 'verbatim-message'));
    expect(repo.message()).toBe(`Mean\r\n\r\nWritten on Windows\nand on Linux\r\n\r\n${RENAME_AVERAGE}\r\n`);
  });

  test('REFDIFF_SKIP=1 turns it off', () => {
    const repo = installedRepo();
    repo.renameMin().git('add', CALCULATOR);
    expect(repo.run('git', ['commit', '-q', '-m', 'Skipped'], { REFDIFF_SKIP: '1' }).status).toBe(0);
    expect(repo.message()).toBe('Skipped\n');
  });
});

describe('hooks directory and existing hooks', () => {
  test('core.hooksPath: installed where git looks', () => {
    const repo = newRepo();
    repo.git('config', 'core.hooksPath', '.githooks');
    expect(repo.refdiff('hook', 'install').status).toBe(0);
    expect(existsSync(join(repo.dir, '.githooks', 'prepare-commit-msg'))).toBe(true);
    expect(existsSync(join(repo.dir, '.git', 'hooks', 'prepare-commit-msg'))).toBe(false);
    repo.renameMin().git('add', CALCULATOR);
    repo.git('commit', '-q', '-m', 'With hooksPath');
    expect(repo.message()).toBe(`With hooksPath\n\n${RENAME_MIN}\n`);
  });

  test('called from a hook manager (the husky snippet), --amend still recognised', () => {
    const repo = newRepo();
    repo.git('config', 'core.hooksPath', '.husky');
    repo.write('.husky/prepare-commit-msg', `#!/bin/sh\nsh ${join(builtCli(), 'hooks', 'prepare-commit-msg')} "$@"\n`);
    repo.run('chmod', ['+x', '.husky/prepare-commit-msg']);
    repo.renameMin().git('add', CALCULATOR);
    repo.git('commit', '-q', '-m', 'Via husky');
    repo.git('commit', '-q', '--amend', '-m', 'Via husky, reworded');
    expect(repo.message()).toBe(`Via husky, reworded\n\n${RENAME_MIN}\n`);
  });

  test('called the pre-commit framework way: the file only, the source in PRE_COMMIT_COMMIT_MSG_SOURCE', () => {
    const repo = installedRepo();
    repo.renameMin().git('add', CALCULATOR);
    // `squash` (merge --squash) is skipped by default; `message` is not.
    repo.write('.git/SQUASH_MSG_COPY', 'Squashed commit of the following:\n');
    const script = join(builtCli(), 'hooks', 'prepare-commit-msg');
    expect(repo.run('sh', [script, '.git/SQUASH_MSG_COPY'], { PRE_COMMIT_COMMIT_MSG_SOURCE: 'squash' }).status).toBe(0);
    expect(repo.read('.git/SQUASH_MSG_COPY')).toBe('Squashed commit of the following:\n');
    expect(repo.run('sh', [script, '.git/SQUASH_MSG_COPY'], { PRE_COMMIT_COMMIT_MSG_SOURCE: 'message' }).status).toBe(0);
    expect(repo.read('.git/SQUASH_MSG_COPY')).toBe(`Squashed commit of the following:\n\n${RENAME_MIN}\n`);
  });

  test('an existing hook is chained, runs first, and is restored on uninstall', () => {
    const repo = newRepo();
    const own = '#!/bin/sh\nprintf "\\nTicket: CALC-7\\n" >> "$1"\n';
    repo.write('.git/hooks/prepare-commit-msg', own);
    repo.run('chmod', ['0750', '.git/hooks/prepare-commit-msg']);

    const install = repo.refdiff('hook', 'install');
    expect(install.stdout).toContain('runs first');
    expect(repo.refdiff('hook', 'install').stdout).toContain('prepare-commit-msg already installed');
    expect(repo.refdiff('hook', 'status').stdout).toContain('prepare-commit-msg: installed, runs');

    repo.renameMin().git('add', CALCULATOR);
    repo.git('commit', '-q', '-m', 'Chained');
    expect(repo.message()).toBe(`Chained\n\nTicket: CALC-7\n${RENAME_MIN}\n`);

    expect(repo.refdiff('hook', 'uninstall').stdout).toContain('the previous hook is back');
    expect(repo.read('.git/hooks/prepare-commit-msg')).toBe(own);
    expect(repo.run('stat', ['-c', '%a', '.git/hooks/prepare-commit-msg']).stdout.trim()).toBe('750');
    expect(existsSync(join(repo.dir, '.git/hooks/prepare-commit-msg.refdiff-chained'))).toBe(false);
    expect(existsSync(join(repo.dir, '.git/hooks/commit-msg'))).toBe(false);
    expect(repo.refdiff('hook', 'uninstall').stdout).toContain('no refdiff prepare-commit-msg hook');
  });

  test('a read-only message file is left untouched: one warning, commit made', () => {
    const repo = newRepo();
    // A hook that runs first locks the message, as a team's own tooling might.
    repo.write('.git/hooks/prepare-commit-msg', '#!/bin/sh\nchmod 444 "$1"\n');
    repo.run('chmod', ['+x', '.git/hooks/prepare-commit-msg']);
    repo.refdiff('hook', 'install');
    repo.renameMin().git('add', CALCULATOR);
    const result = repo.run('git', ['commit', '-q', '-m', 'Locked']);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('refdiff: COMMIT_EDITMSG is read-only; commit message left unchanged\n');
    expect(repo.message()).toBe('Locked\n');
    expect(repo.run('stat', ['-c', '%a', '.git/COMMIT_EDITMSG']).stdout.trim()).toBe('444');
  });

  test('a failing existing hook still stops the commit, as it did before', () => {
    const repo = newRepo();
    repo.write('.git/hooks/prepare-commit-msg', '#!/bin/sh\necho "not on Fridays" >&2\nexit 3\n');
    repo.run('chmod', ['+x', '.git/hooks/prepare-commit-msg']);
    repo.refdiff('hook', 'install');
    repo.renameMin().git('add', CALCULATOR);
    const result = repo.run('git', ['commit', '-q', '-m', 'Friday']);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('not on Fridays');
  });
});

describe('failing open', () => {
  test('refdiff crashes: one warning, message intact, commit made', () => {
    const repo = installedRepo();
    repo.useRefdiff('#!/bin/sh\necho "Segmentation fault" >&2\nexit 139\n');
    repo.renameMin().git('add', CALCULATOR);
    const result = repo.run('git', ['commit', '-q', '-m', 'Despite the crash']);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('refdiff: failed (exit 139); commit message left unchanged');
    expect(repo.message()).toBe('Despite the crash\n');
  });

  test('refdiff missing: one warning, commit made', () => {
    const repo = installedRepo();
    rmSync(join(repo.dir, 'node_modules'), { recursive: true });
    repo.renameMin().git('add', CALCULATOR);
    const result = repo.run('git', ['commit', '-q', '-m', 'Without refdiff']);
    expect(result.status).toBe(0);
    expect(result.stderr.trim()).toBe('refdiff: not found (node_modules/.bin/refdiff or PATH); commit message left unchanged');
    expect(repo.message()).toBe('Without refdiff\n');
  });

  test('a broken policy file: one warning, commit made', () => {
    const repo = installedRepo();
    repo.write('.refdiffrc.yml', 'commitMessage:\n  stlye: section\n');
    repo.renameMin().git('add', CALCULATOR);
    const result = repo.run('git', ['commit', '-q', '-m', 'Bad policy']);
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/^refdiff: .*stlye.*; commit message left unchanged\n$/);
    expect(repo.message()).toBe('Bad policy\n');
  });

  test('the time limit: message intact, commit made', () => {
    const repo = installedRepo();
    repo.write('.refdiffrc.yml', 'commitMessage:\n  timeoutMs: 1\n');
    repo.renameMin().git('add', CALCULATOR);
    const result = repo.run('git', ['commit', '-q', '-m', 'Too slow']);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('refdiff: stopped after 1 ms (commitMessage.timeoutMs); commit message left unchanged\n');
    expect(repo.message()).toBe('Too slow\n');
  });
});

describe('policy', () => {
  const noRenames = [
    'rules:',
    '  - name: no-renames',
    '    match: { operation: RENAME }',
    '    message: renames break callers in other repositories',
    '',
  ].join('\n');

  test('an error rule stops the commit and says how to approve or skip', () => {
    const repo = installedRepo();
    repo.write('.refdiffrc.yml', noRenames);
    const head = repo.git('rev-parse', 'HEAD');
    repo.renameMin().git('add', CALCULATOR);
    const result = repo.run('git', ['commit', '-q', '-m', 'Rename']);
    expect(result.status).not.toBe(0);
    expect(repo.git('rev-parse', 'HEAD')).toBe(head);
    expect(result.stderr).toContain("rule 'no-renames': renames break callers in other repositories");
    expect(result.stderr).toContain('Rename Method min(double, double) to minimum(double, double)');
    expect(result.stderr).toContain('git commit --trailer "Refactoring-Approved: <reason>"');
    expect(result.stderr).toContain('REFDIFF_SKIP=1 git commit');
  });

  test('approved with --trailer, also in an editor session', () => {
    const repo = installedRepo();
    repo.write('.refdiffrc.yml', noRenames);
    repo.renameMin().git('add', CALCULATOR);
    const result = repo.run('git', ['commit', '-q', '--trailer', 'Refactoring-Approved: callers updated in CALC-9'], { GIT_EDITOR: subjectEditor(repo) });
    expect(result.status).toBe(0);
    // Git puts a --trailer right below the (empty) first line; refdiff's line joins it.
    expect(repo.message()).toBe(`Subject from the editor\nRefactoring-Approved: callers updated in CALC-9\n${RENAME_MIN}\n`);
  });

  test('approved in the -m message; section style', () => {
    const repo = installedRepo();
    repo.write('.refdiffrc.yml', `${noRenames}commitMessage:\n  style: section\n`);
    repo.renameMin().git('add', CALCULATOR);
    repo.git('commit', '-q', '-m', 'Rename\n\nRefactoring-Approved: agreed with the API owners');
    expect(repo.message()).toBe(
      'Rename\n\nRefactorings detected by refdiff:\n- Rename Method my.calc.Calculator.min(double, double) -> minimum(double, double)\n\nRefactoring-Approved: agreed with the API owners\n',
    );
  });
});
