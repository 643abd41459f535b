import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TestRepo } from '../sources/git/git-fixture';
import { sarifSchemaErrors } from '../report/sarif-schema';
import { refdiff } from './cli-harness';

const CART = (method: string) => `package shop.api;

public class Cart {
  public double ${method}(double price, int quantity) {
    double subtotal = price * quantity;
    if (quantity > 10) {
      subtotal = subtotal * 0.9;
    }
    System.out.println("subtotal " + subtotal);
    return subtotal;
  }
}
`;

const API_RULE = 'rules:\n  - name: api-stable\n    match:\n      operation: RENAME\n    message: the public API changed\n';

/** The SARIF on stdout, checked against the official schema; its results' rule ids. */
function results(stdout: string): { ruleId: string; level: string; properties?: { commit?: string } }[] {
  const log = JSON.parse(stdout);
  expect(sarifSchemaErrors(log)).toEqual([]);
  expect(log.runs).toHaveLength(1);
  return log.runs[0].results;
}

describe('--format sarif on every reporting command', () => {
  let repo: TestRepo;
  beforeAll(() => {
    repo = new TestRepo();
    repo.write('src/api/Cart.java', CART('total')).commit('base');
    repo.write('src/api/Cart.java', CART('priceFor')).commit('rename');
    repo.write('.refdiffrc.yml', API_RULE).write('src/api/Cart.java', CART('amountFor')).commit('rename again');
    repo.write('src/api/Cart.java', CART('sumFor')).git('add', '-A');
  });
  afterAll(() => repo.cleanup());

  test('commit, staged and compare: one run, the refactoring as a note', async () => {
    for (const args of [['commit', 'HEAD~1'], ['staged']]) {
      const run = await refdiff(repo.dir, [...args, '--format', 'sarif']);
      expect(run.code).toBe(0);
      expect(results(run.stdout)).toEqual([expect.objectContaining({ ruleId: 'refdiff/rename-method', level: 'note' })]);
    }
    const before = join(repo.dir, 'compare', 'before');
    const after = join(repo.dir, 'compare', 'after');
    mkdirSync(before, { recursive: true });
    mkdirSync(after, { recursive: true });
    writeFileSync(join(before, 'Cart.java'), CART('total'));
    writeFileSync(join(after, 'Cart.java'), CART('grandTotal'));
    const compared = await refdiff(repo.dir, ['compare', before, after, '-f', 'sarif']);
    expect(results(compared.stdout).map((result) => result.ruleId)).toEqual(['refdiff/rename-method']);
  });

  test('range and log: one run with every commit\'s results, each tagged with its commit', async () => {
    const shas = repo.git('rev-list', '--reverse', 'HEAD~2..HEAD').trim().split('\n');
    for (const command of ['range', 'log']) {
      const run = await refdiff(repo.dir, [command, 'HEAD~2..HEAD', '--format', 'sarif']);
      expect(run.code).toBe(0);
      expect(results(run.stdout).map((result) => result.properties?.commit)).toEqual(shas);
    }
  });

  test('check: the violation is an error result beside the refactoring, and the gate still fails', async () => {
    const run = await refdiff(repo.dir, ['check', 'HEAD', '--format', 'sarif']);
    expect(run.code).toBe(1);
    expect(results(run.stdout).map(({ ruleId, level }) => `${level} ${ruleId}`)).toEqual(['note refdiff/rename-method', 'error refdiff-policy/api-stable']);
  });
});
