import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CALCULATOR, hookTestBuild, RENAME_AVERAGE, RENAME_MIN } from './hook-repo';

/** The hook in everyday workflows: rebase -i (fixup, squash, the gate's advice) and hook managers, with real git. */

const { cli: builtCli, newRepo, installedRepo } = hookTestBuild();

const noRenames = [
  'rules:',
  '  - name: no-renames',
  '    match: { operation: RENAME }',
  '    message: renames break callers in other repositories',
  '',
].join('\n');

describe('rebase -i', () => {
  test('rebase -i --autosquash: the commit a fixup! folds into lists the refactorings of the combined change', () => {
    const repo = installedRepo();
    repo.renameMin().git('add', CALCULATOR);
    repo.git('commit', '-q', '-m', 'Tidy');
    repo.write('NOTES.txt', 'notes\n').git('add', 'NOTES.txt');
    repo.git('commit', '-q', '-m', 'Notes');
    repo.renameAverage().git('add', CALCULATOR);
    repo.git('commit', '-q', '--fixup', 'HEAD~1');
    expect(repo.message()).toBe(`fixup! Tidy\n\n${RENAME_AVERAGE}\n`);

    const autosquash = repo.run('git', ['rebase', '-q', '-i', '--autosquash', 'HEAD~3'], { GIT_SEQUENCE_EDITOR: 'true' });
    expect(autosquash.status).toBe(0);
    expect(repo.git('log', '--format=%s').split('\n').filter(Boolean)).toEqual(['Notes', 'Tidy', 'Calculator']);
    expect(repo.message('HEAD~1')).toBe(`Tidy\n\n${RENAME_MIN}\n${RENAME_AVERAGE}\n`);
  });

  test('stopped during rebase -i: the advice printed is the command that works there', () => {
    const repo = installedRepo();
    repo.renameMin().git('add', CALCULATOR);
    expect(repo.run('git', ['commit', '-q', '-m', 'Rename'], { REFDIFF_SKIP: '1' }).status).toBe(0);
    repo.write('NOTES.txt', 'notes\n').git('add', 'NOTES.txt');
    repo.git('commit', '-q', '-m', 'Notes');
    repo.write('.refdiffrc.yml', noRenames);

    // git commits the pick itself; the hook stops it, git puts the step back on the todo list.
    const rebase = repo.run('git', ['rebase', '-q', '-i', '--force-rebase', 'HEAD~2'], { GIT_SEQUENCE_EDITOR: 'true' });
    expect(rebase.status).not.toBe(0);
    const advice = /to approve in this rebase: (.*)\n/.exec(rebase.stderr)?.[1] ?? '';
    expect(advice).toBe('git -c sequence.editor="sed -i.bak 1d" rebase --edit-todo && git commit --no-edit --trailer "Refactoring-Approved: <reason>" && git rebase --continue');
    expect(rebase.stderr).toContain('REFDIFF_SKIP=1 git rebase --continue');

    const followed = repo.run('sh', ['-c', advice.replace('<reason>', 'callers updated in CALC-9')]);
    expect(followed.status).toBe(0);
    expect(existsSync(join(repo.dir, '.git', 'rebase-merge'))).toBe(false);
    expect(repo.git('log', '--format=%s').split('\n').filter(Boolean)).toEqual(['Notes', 'Rename', 'Calculator']);
    expect(repo.message('HEAD~1')).toBe(`Rename\n\nRefactoring-Approved: callers updated in CALC-9\n${RENAME_MIN}\n`);
  });

  test('refdiff check in rebase -i --exec: the advice amends the commit, then continues', () => {
    const repo = newRepo();
    repo.renameMin().git('add', CALCULATOR);
    repo.git('commit', '-q', '-m', 'Rename');
    repo.write('NOTES.txt', 'notes\n').git('add', 'NOTES.txt');
    repo.git('commit', '-q', '-m', 'Notes');
    repo.write('.refdiffrc.yml', noRenames);

    const check = `node ${join(builtCli(), 'dist', 'cli.js')} check`;
    const rebase = repo.run('git', ['rebase', '-q', '-i', '--exec', check, 'HEAD~2'], { GIT_SEQUENCE_EDITOR: 'true' });
    expect(rebase.status).not.toBe(0);
    const advice = /to approve in this rebase: (.*)\n/.exec(rebase.stderr)?.[1] ?? '';
    expect(advice).toBe('git commit --amend --no-edit --trailer "Refactoring-Approved: <reason>" && git rebase --continue');

    expect(repo.run('sh', ['-c', advice.replace('<reason>', 'agreed')]).status).toBe(0);
    expect(existsSync(join(repo.dir, '.git', 'rebase-merge'))).toBe(false);
    expect(repo.message('HEAD~1')).toBe('Rename\n\nRefactoring-Approved: agreed\n');
  });
});

describe('hook managers', () => {
  test('husky v9: install refuses with the lines for husky, husky keeps working, and those lines work', () => {
    const repo = newRepo().huskyV9();
    repo.write('.husky/prepare-commit-msg', 'printf "\\nTicket: CALC-7\\n" >> "$1"\n');
    const wrapper = repo.read('.husky/_/prepare-commit-msg');

    const install = repo.refdiff('hook', 'install');
    expect(install.status).toBe(2);
    expect(install.stderr).toContain('# .husky/prepare-commit-msg\nsh node_modules/refdiff/hooks/prepare-commit-msg "$@"\n');
    expect(install.stderr).toMatch(/\nrefdiff: not installed: husky runs this repository's hooks \(core.hooksPath=.husky\/_\).*\n$/);
    expect(repo.read('.husky/_/prepare-commit-msg')).toBe(wrapper);
    expect(existsSync(join(repo.dir, '.husky/_/prepare-commit-msg.refdiff-chained'))).toBe(false);
    const status = repo.refdiff('hook', 'status').stdout;
    expect(status).not.toContain('refdiff hook install` keeps it');
    expect(status).toContain('prepare-commit-msg: not installed (husky runs the hooks: `refdiff hook install` prints what to add to it)');

    repo.write('NOTES.txt', 'notes\n').git('add', 'NOTES.txt');
    repo.git('commit', '-q', '-m', 'Notes');
    expect(repo.message()).toBe('Notes\n\nTicket: CALC-7\n');

    // The printed line, with this test's refdiff in place of node_modules/refdiff.
    repo.write('.husky/prepare-commit-msg', `printf "\\nTicket: CALC-7\\n" >> "$1"\nsh ${join(builtCli(), 'hooks', 'prepare-commit-msg')} "$@"\n`);
    expect(repo.refdiff('hook', 'status').stdout).toContain('prepare-commit-msg: runs through husky');
    repo.renameMin().git('add', CALCULATOR);
    repo.git('commit', '-q', '-m', 'Tidy');
    expect(repo.message()).toBe(`Tidy\n\nTicket: CALC-7\n${RENAME_MIN}\n`);
  });
});

describe('one verdict for every entry point', () => {
  // The hook and the Action once judged mixedChanges on the report already filtered by
  // analysis.types: a rename left out of reports then counted as an "other change" there, and
  // not in refdiff check.
  test('mixedChanges in the hook agrees with refdiff check --staged when analysis.types leaves a refactoring out', () => {
    const repo = installedRepo();
    repo.write('.refdiffrc.yml', ['analysis:', "  types: ['!Rename Method']", 'rules:', '  - name: refactor-separately', '    mixedChanges: true', '    level: error', '    approval: false', ''].join('\n'));
    repo.git('add', '.refdiffrc.yml');
    repo.git('commit', '-q', '-m', 'Policy');
    repo.renameMin().replace(
      CALCULATOR,
      '        double total = 0;\n        for (double value : values) {\n            total += value;\n        }\n        return values.length == 0 ? 0 : total / values.length;\n    }\n',
      '        double total = sum(values);\n        return values.length == 0 ? 0 : total / values.length;\n    }\n\n    private double sum(double[] values) {\n        double total = 0;\n        for (double value : values) {\n            total += value;\n        }\n        return total;\n    }\n',
    );
    repo.git('add', CALCULATOR);
    const check = repo.refdiff('check', '--staged');
    expect({ status: check.status, stdout: check.stdout }).toEqual({ status: 0, stdout: expect.not.stringContaining('other change') });
    const commit = repo.run('git', ['commit', '-q', '-m', 'Extract sum, rename min']);
    expect({ status: commit.status, stderr: commit.stderr }).toEqual({ status: 0, stderr: '' });
    expect(repo.message()).toBe('Extract sum, rename min\n\nRefactoring: Extract Method my.calc.Calculator.average(double[]) -> sum(double[])\n');
  });
});

describe('a broken policy', () => {
  test('the hook lists every problem of the policy, one line each, and the commit goes on with its message', () => {
    const repo = installedRepo();
    repo.write('.refdiffrc.yml', ['analysis:', '  treshold: 0.5', 'rules:', '  - name: x', '    levle: error', ''].join('\n'));
    repo.renameMin().git('add', CALCULATOR);
    const commit = repo.run('git', ['commit', '-q', '-m', 'Rename min']);
    expect(commit.status).toBe(0);
    const lines = commit.stderr.trimEnd().split('\n');
    expect(lines).toEqual([expect.stringContaining("treshold"), expect.stringContaining('levle'), 'refdiff: 2 policy problems; commit message left unchanged']);
    expect(repo.message()).toBe('Rename min\n');
  });
});
