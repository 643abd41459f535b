import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { refdiff } from '../../cli/cli-harness';
import { buildCli, HookRepo } from '../../hook/hook-repo';
import { pushPayload, readReport, runStep } from '../../action/action-step';
import { cloneRepo, commitFiles, initRepo, removeDir, tempDir } from '../../action/git-fixture';

/** A TypeScript rename, found the same way by `compare`, `commit`, the hook and the Action. */
const BEFORE = `export class Basket {
  private readonly items = new Map<string, number>();

  add(sku: string, quantity: number = 1): void {
    this.items.set(sku, (this.items.get(sku) ?? 0) + quantity);
  }

  count(): number {
    let total = 0;
    for (const quantity of this.items.values()) total += quantity;
    return total;
  }
}
`;
const AFTER = BEFORE.replace('count(): number', 'totalQuantity(): number');
const TRAILER = 'Refactoring: Rename Method src/basket.ts:Basket.count() -> totalQuantity()';

describe('a TypeScript rename through every entry point', () => {
  let root: string;
  beforeAll(() => {
    root = tempDir('typescript');
  });
  afterAll(() => removeDir(root));

  test('compare', async () => {
    for (const [side, text] of [['before', BEFORE], ['after', AFTER]]) {
      mkdirSync(join(root, side, 'src'), { recursive: true });
      writeFileSync(join(root, side, 'src', 'basket.ts'), text);
    }
    const result = await refdiff(root, ['compare', 'before', 'after']);
    expect(result.stdout).toContain('Rename Method count() to totalQuantity() in class src/basket.ts.Basket');
  });

  test('commit, and the Action on a push', async () => {
    const origin = join(root, 'origin');
    initRepo(origin);
    const initial = commitFiles(origin, 'Basket', { 'src/basket.ts': BEFORE });
    const renamed = commitFiles(origin, 'Basket: count is the total quantity', { 'src/basket.ts': AFTER });
    const cli = await refdiff(origin, ['commit', 'HEAD', '--format', 'json']);
    expect(JSON.parse(cli.stdout).refactorings.map((r: { type: string; after: { name: string } }) => `${r.type} ${r.after.name}`)).toEqual(['Rename Method totalQuantity']);

    const workspace = cloneRepo(origin, join(root, 'workspace'));
    const step = await runStep(join(root, 'runner'), { workspace, eventName: 'push', payload: pushPayload(initial, renamed), sha: renamed, ref: 'refs/heads/main' });
    expect(step.exitCode).toBe(0);
    expect(readReport(step).commits.map((commit) => commit.report.refactorings.map((r) => r.type))).toEqual([['Rename Method']]);
  });

  test('the commit-message hook', () => {
    const repo = new HookRepo(buildCli());
    try {
      expect(repo.refdiff('hook', 'install').status).toBe(0);
      repo.write('src/basket.ts', BEFORE).git('add', '-A');
      repo.git('commit', '-q', '-m', 'Basket');
      repo.write('src/basket.ts', AFTER).git('add', '-A');
      repo.git('commit', '-q', '-m', 'Rename count');
      expect(repo.message()).toBe(`Rename count\n\n${TRAILER}\n`);
    } finally {
      repo.cleanup();
    }
  }, 120_000);
});
