import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestRepo } from '../sources/git/git-fixture';
import { refdiff } from './cli-harness';

const JS = (name: string) => `function ${name}(items) {\n  let total = 0;\n  for (const item of items) total += item.price * item.count;\n  return total > 100 ? total * 0.9 : total;\n}\nmodule.exports = { ${name} };\n`;

/** Shallow clones (CI checkouts): mine what exists, name what was skipped, hint at deepening. */
describe('refdiff in a shallow clone', () => {
  let origin: TestRepo;
  const clones: TestRepo[] = [];
  const shallowClone = (depth: number) => {
    const clone = new TestRepo(mkdtempSync(join(tmpdir(), 'refdiff-shallow-')));
    clone.git('clone', '-q', `--depth=${depth}`, `file://${origin.dir}`, '.');
    clones.push(clone);
    return clone;
  };
  beforeAll(() => {
    origin = new TestRepo();
    const names = ['sum', 'total', 'computeTotal', 'orderTotal', 'cartTotal'];
    for (const name of names) {
      origin.write('src/price.js', JS(name));
      origin.commit(`Call it ${name}`);
    }
  });
  afterAll(() => [origin, ...clones].forEach((repo) => repo.cleanup()));

  test('log -n 5 in a 3-commit clone mines two commits and skips the boundary commit with a warning', async () => {
    const clone = shallowClone(3);
    const run = await refdiff(clone.dir, ['log', '-n', '5', '--jobs', '1', '--format', 'jsonl']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((line) => line.commit?.subject)).toEqual(['Call it computeTotal', 'Call it orderTotal', 'Call it cartTotal']);
    expect(lines[0].error).toMatch(/not in this shallow clone/);
    expect(lines.slice(1).map((line) => line.refactorings[0].type)).toEqual(['Rename Function', 'Rename Function']);
    expect(run.stderr).toMatch(/^refdiff: warning: commit [0-9a-f]{12}: skipped: the parent of commit [0-9a-f]{12} is not in this shallow clone/m);
  });

  test('commit HEAD~1 at depth 1 gives the shallow hint, not "unknown revision"', async () => {
    const clone = shallowClone(1);
    const run = await refdiff(clone.dir, ['commit', 'HEAD~1']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^refdiff: 'HEAD~1' is beyond the history of this shallow clone; deepen it with `git fetch --deepen=N`/);
  });

  test('an unknown revision in a full clone is still "unknown revision"', async () => {
    const run = await refdiff(origin.dir, ['commit', 'HEAD~9']);
    expect(run.stderr).toBe("refdiff: unknown revision 'HEAD~9'\n");
  });
});
