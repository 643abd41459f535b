import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TestRepo } from '../sources/git/git-fixture';
import { refdiff } from './cli-harness';

/** A Java class with a method worth renaming, and a second class that calls it. */
const CART = (method: string, discount = '0.9') => `package shop.api;

public class Cart {
  private final java.util.List<Double> prices = new java.util.ArrayList<>();

  public double ${method}(double price, int quantity) {
    double subtotal = price * quantity;
    if (quantity > 10) {
      subtotal = subtotal * ${discount};
    }
    System.out.println("subtotal " + subtotal);
    return subtotal;
  }

  public void add(double price) {
    prices.add(price);
  }
}
`;

const CHECKOUT = (method: string, extra = '') => `package shop.web;

import shop.api.Cart;

public class Checkout {
  public double pay(Cart cart) {
    double amount = cart.${method}(10.0, 3);${extra}
    return amount;
  }
}
`;

const API_RULE = `rules:
  - name: api-stable
    match:
      operation: [RENAME, MOVE, MOVE_RENAME]
      path: src/api/**
    message: the public API changed
`;

describe('refdiff check on real repositories', () => {
  let repo: TestRepo;
  beforeEach(() => {
    repo = new TestRepo();
    repo.write('src/api/Cart.java', CART('total')).write('src/web/Checkout.java', CHECKOUT('total')).commit('base');
  });
  afterEach(() => repo.cleanup());

  const renameCommit = (message = 'Rename total to priceFor') =>
    repo.write('src/api/Cart.java', CART('priceFor')).write('src/web/Checkout.java', CHECKOUT('priceFor')).commit(message);

  test('no policy file: the defaults have no rules, exit 0', async () => {
    renameCommit();
    const run = await refdiff(repo.dir, ['check']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^commit [0-9a-f]{12} Rename total to priceFor: 1 refactoring\nno rule violations\n$/);
  });

  test('an error rule fires: exit 1, the rule, where, and how to approve', async () => {
    repo.write('.refdiffrc.yml', API_RULE).commit('policy');
    renameCommit();
    const run = await refdiff(repo.dir, ['check', 'HEAD']);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n').slice(1)).toEqual([
      "error: rule 'api-stable': the public API changed (1 refactoring)",
      expect.stringMatching(/^ {2}- Rename Method .*total.*priceFor.* \(src\/api\/Cart\.java:6\)$/),
      '  to approve, add this line to the commit message: Refactoring-Approved: <reason>',
      '1 rule violation: 1 error, 0 warnings',
      '',
    ]);
    expect(run.stderr).toBe("refdiff: policy check failed: 1 rule violation: 1 error, 0 warnings (rule 'api-stable')\n");
  });

  test('the approval trailer in the commit message lets it pass: exit 0', async () => {
    repo.write('.refdiffrc.yml', API_RULE).commit('policy');
    renameCommit('Rename total to priceFor\n\nRefactoring-Approved: agreed with the web team');
    const run = await refdiff(repo.dir, ['check']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("approved error: rule 'api-stable'");
    expect(run.stdout).toContain('  approved by Refactoring-Approved: agreed with the web team\n');
  });

  test('a warning passes unless --fail-on warning; --fail-on never passes errors', async () => {
    repo.write('.refdiffrc.yml', API_RULE.replace('    message:', '    level: warning\n    message:')).commit('policy');
    renameCommit();
    expect((await refdiff(repo.dir, ['check'])).code).toBe(0);
    expect((await refdiff(repo.dir, ['check', '--fail-on', 'warning'])).code).toBe(1);
    repo.write('.refdiffrc.yml', API_RULE).commit('policy: error');
    expect((await refdiff(repo.dir, ['check', 'HEAD~1', '--fail-on', 'never'])).code).toBe(0);
  });

  test('an invalid policy: exit 2 with one line naming file, line, column and key', async () => {
    repo.write('.refdiffrc.yml', 'rules:\n  - name: x\n    levle: error\n').commit('bad policy');
    const run = await refdiff(repo.dir, ['check']);
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: "refdiff: .refdiffrc.yml:3:5: unknown key 'levle' at 'rules[0].levle' (did you mean 'level'?)\n",
    });
  });

  test('a policy that is no regular file: exit 2 at once, one line', async () => {
    execFileSync('mkfifo', [join(repo.dir, 'pipe.yml')]);
    expect(await refdiff(repo.dir, ['check', '--config', 'pipe.yml'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'refdiff: pipe.yml: not a regular file (a named pipe); a policy is a YAML file\n',
    });
  });

  test('an alias bomb or a 65,536-character glob: exit 2 with our one line, not an internal error', async () => {
    writeFileSync(join(repo.dir, 'glob.yml'), `analysis:\n  include: "${'a'.repeat(65536)}"\n`);
    const glob = await refdiff(repo.dir, ['check', '--config', 'glob.yml']);
    expect(glob).toMatchObject({ code: 2, stdout: '' });
    expect(glob.stderr).toMatch(/^refdiff: glob\.yml:2:12: glob 'a{40}…' \(cut, 65536 characters\) is longer than 1024 characters at 'analysis\.include'\n$/);
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', ...['b', 'c', 'd', 'e'].map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcd'[i]}`).join(', ')}]`)];
    writeFileSync(join(repo.dir, 'bomb.yml'), bomb.join('\n'));
    expect(await refdiff(repo.dir, ['check', '--config', 'bomb.yml'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'refdiff: bomb.yml: invalid YAML: aliases expand too much (at most 100 alias expansions)\n',
    });
  });

  test('--config names another file, relative to where refdiff runs', async () => {
    renameCommit();
    writeFileSync(join(repo.dir, 'strict.yml'), API_RULE);
    expect((await refdiff(repo.dir, ['check', '--config', 'strict.yml'])).code).toBe(1);
    expect(await refdiff(repo.dir, ['check', '--config', 'missing.yml'])).toMatchObject({ code: 2, stderr: 'refdiff: missing.yml: policy file not found\n' });
  });

  test('--staged checks the index; --message-file supplies the approval', async () => {
    repo.write('.refdiffrc.yml', API_RULE).commit('policy');
    repo.write('src/api/Cart.java', CART('priceFor')).write('src/web/Checkout.java', CHECKOUT('priceFor'));
    repo.git('add', '-A');
    const blocked = await refdiff(repo.dir, ['check', '--staged']);
    expect(blocked.code).toBe(1);
    expect(blocked.stdout.startsWith("error: rule 'api-stable'")).toBe(true);
    writeFileSync(join(repo.dir, 'MSG'), 'Rename\n\nRefactoring-Approved: release 2.0\n# a comment\n');
    expect((await refdiff(repo.dir, ['check', '--staged', '--message-file', 'MSG'])).code).toBe(0);
  });

  test('a range checks each commit with its own message; json output', async () => {
    const base = repo.write('.refdiffrc.yml', API_RULE).commit('policy');
    renameCommit('Rename\n\nRefactoring-Approved: yes');
    repo.write('src/api/Cart.java', CART('amountFor')).write('src/web/Checkout.java', CHECKOUT('amountFor')).commit('Rename again');
    const run = await refdiff(repo.dir, ['check', `${base}..HEAD`, '--format', 'json']);
    expect(run.code).toBe(1);
    const document = JSON.parse(run.stdout);
    expect(document).toMatchObject({ ok: false, policy: join(repo.dir, '.refdiffrc.yml'), failOn: 'error' });
    expect(document.changes.map((change: { commit: { subject: string }; ok: boolean; refactorings: number }) => [change.commit.subject, change.ok, change.refactorings])).toEqual([
      ['Rename', true, 1],
      ['Rename again', false, 1],
    ]);
    expect(document.changes[1].violations[0]).toMatchObject({
      rule: 'api-stable',
      level: 'error',
      approved: false,
      approval: { line: 'Refactoring-Approved: <reason>' },
      refactorings: [{ type: 'Rename Method', location: 'src/api/Cart.java:6' }],
    });
  });

  test('markdown output', async () => {
    repo.write('.refdiffrc.yml', API_RULE).commit('policy');
    renameCommit();
    const run = await refdiff(repo.dir, ['check', '--format', 'markdown']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('**Policy:** 1 rule violation: 1 error, 0 warnings\n');
    expect(run.stdout).toContain('- **error** `api-stable`: the public API changed (1 refactoring)\n');
    expect(run.stdout).toContain('  - to approve, add this line to the commit message: `Refactoring-Approved: <reason>`\n');
  });

  test('mixedChanges: a rename with its call sites passes, a rename with another edit is flagged', async () => {
    repo.write('.refdiffrc.yml', 'rules:\n  - name: separate\n    mixedChanges: true\n').commit('policy');
    renameCommit();
    expect(await refdiff(repo.dir, ['check'])).toMatchObject({ code: 0 });
    repo
      .write('src/api/Cart.java', CART('amountFor'))
      .write('src/web/Checkout.java', CHECKOUT('amountFor', '\n    amount = amount + 1.5;'))
      .commit('Rename and change the amount');
    const run = await refdiff(repo.dir, ['check']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("error: rule 'separate': refactorings are mixed with other code changes; commit them separately (1 refactoring and 1 other change in 1 file)");
    expect(run.stdout).toContain('  - other change at src/web/Checkout.java:8\n');
  });

  test('maxCount: more matching refactorings than allowed', async () => {
    repo.write('.refdiffrc.yml', 'rules:\n  - name: one-rename\n    match: { operation: RENAME }\n    maxCount: 0\n').commit('policy');
    renameCommit();
    const run = await refdiff(repo.dir, ['check']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("error: rule 'one-rename': too many refactorings in one commit (1 refactoring, at most 0 allowed)");
  });

  test('analysis include/exclude reach the engine: excluded code is not analysed, so no rule fires', async () => {
    renameCommit();
    writeFileSync(join(repo.dir, 'included.yml'), `analysis:\n  include: ./src/**\n${API_RULE}`);
    expect((await refdiff(repo.dir, ['check', '--config', 'included.yml'])).code).toBe(1);
    writeFileSync(join(repo.dir, 'excluded.yml'), `analysis:\n  include: ./src/**\n  exclude: src/api/**\n${API_RULE}`);
    const run = await refdiff(repo.dir, ['check', '--config', 'excluded.yml']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/: 0 refactorings\nno rule violations\n$/);
  });

  test('analysis.types: a type that is not reported cannot fire a rule', async () => {
    repo.write('.refdiffrc.yml', `analysis:\n  types: ["!RENAME"]\n${API_RULE}`).commit('policy');
    renameCommit();
    expect((await refdiff(repo.dir, ['check'])).code).toBe(0);
  });

  test('usage errors exit 2', async () => {
    expect(await refdiff(repo.dir, ['check', 'HEAD', '--staged'])).toMatchObject({
      code: 2,
      stderr: 'refdiff: give either a commit or range, or --staged, not both\n',
    });
    expect((await refdiff(repo.dir, ['check', '--format', 'yaml'])).code).toBe(2);
    expect((await refdiff(repo.dir, ['check', 'no-such-rev'])).code).toBe(2);
  });
});
