import { CALCULATOR, HookRepo, hookTestBuild } from './hook-repo';

/**
 * The fine-grained refactorings (parameters, changed types) in real commits: the report and the
 * gate see them in every entry point; the hook's trailers list them only when the policy asks.
 */

const { newRepo } = hookTestBuild();

const RENAME_MIN = 'Refactoring: Rename Method my.calc.Calculator.min(double, double) -> minimum(double, double)';
const RENAME_A = 'Refactoring: Rename Parameter my.calc.Calculator.min(double, double).a -> my.calc.Calculator.minimum(double, double).left';

function committedRename(policy?: string): HookRepo {
  const repo = newRepo();
  if (policy !== undefined) repo.write('.refdiffrc.yml', policy).git('add', '.refdiffrc.yml');
  expect(repo.refdiff('hook', 'install').status).toBe(0);
  repo.renameMin().replace(CALCULATOR, 'double a, double b) {\n        if (a < b) {\n            return a;', 'double left, double b) {\n        if (left < b) {\n            return left;');
  repo.git('add', CALCULATOR);
  repo.git('commit', '-q', '-m', 'Tidy the calculator');
  return repo;
}

test('by default the trailers leave the parameter out, while the report lists it', () => {
  const repo = committedRename();
  expect(repo.message()).toBe(`Tidy the calculator\n\n${RENAME_MIN}\n`);
  const report = JSON.parse(repo.refdiff('commit', 'HEAD', '--format', 'json').stdout);
  expect(report.refactorings.map((r: { type: string }) => r.type).sort()).toEqual(['Rename Method', 'Rename Parameter']);
});

test('commitMessage.fineGrained: true writes it too; and a rule on parameters fires', () => {
  const policy = 'commitMessage:\n  fineGrained: true\nrules:\n  - name: no parameter renames\n    match: { kind: Parameter }\n    level: warning\n';
  const repo = committedRename(policy);
  expect(repo.message()).toBe(`Tidy the calculator\n\n${RENAME_MIN}\n${RENAME_A}\n`);
  const check = repo.refdiff('check', 'HEAD');
  expect(check.stdout + check.stderr).toContain('no parameter renames');
});

test('a parameter added and a local renamed: no trailer by default (no Change Signature either: the Add Parameter explains it), while the report lists both', () => {
  const repo = newRepo();
  expect(repo.refdiff('hook', 'install').status).toBe(0);
  repo.replace(CALCULATOR, 'double min(double a, double b) {', 'double min(double a, double b, double floor) {');
  repo.replace(CALCULATOR, 'return b;\n', 'return Math.max(b, floor);\n');
  repo.replace(CALCULATOR, 'double total = 0;', 'double sum = 0;').replace(CALCULATOR, 'total += value;', 'sum += value;').replace(CALCULATOR, ': total / values.length', ': sum / values.length');
  repo.git('add', CALCULATOR);
  repo.git('commit', '-q', '-m', 'Tidy the calculator');
  expect(repo.message()).toBe('Tidy the calculator\n');
  const report = JSON.parse(repo.refdiff('commit', 'HEAD', '--format', 'json').stdout);
  expect(report.refactorings.map((r: { type: string }) => r.type).sort()).toEqual(['Add Parameter', 'Rename Variable']);
});
