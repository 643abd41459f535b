import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { refdiff } from '../cli/cli-harness';
import { buildCli, HookRepo } from '../hook/hook-repo';
import { pushPayload, readReport, runStep } from '../action/action-step';
import { cloneRepo, commitFiles, initRepo, removeDir, tempDir } from '../action/git-fixture';

export interface EntryPointCase {
  /** The one file the change edits. */
  path: string;
  before: string;
  after: string;
  /** The refactoring's type, as every entry point must report it. */
  type: string;
  /** A line `refdiff compare` prints. */
  textLine: string;
  /** The trailer the hook writes (the whole message is `<subject>\n\n<trailer>\n`). */
  trailer: string;
  /** Other files of the change, `{ path: text }` per side (a function moved to a new file). */
  otherFiles?: { before?: Record<string, string>; after?: Record<string, string> };
}

/** Every file of one side of the change. */
function filesOf(change: EntryPointCase, side: 'before' | 'after'): Record<string, string> {
  return { [change.path]: change[side], ...change.otherFiles?.[side] };
}

/**
 * One change, found the same way by `refdiff compare`, `refdiff commit`, the GitHub Action on a
 * push and the commit-message hook in a real `git commit`: the tests of every language's
 * "through every entry point" case.
 */
export function describeEveryEntryPoint(title: string, change: EntryPointCase): void {
  describe(title, () => {
    let root: string;
    beforeAll(() => {
      root = tempDir('entry-points');
    });
    afterAll(() => removeDir(root));

    test('compare', async () => {
      for (const side of ['before', 'after'] as const) {
        for (const [path, text] of Object.entries(filesOf(change, side))) {
          mkdirSync(dirname(join(root, side, path)), { recursive: true });
          writeFileSync(join(root, side, path), text);
        }
      }
      const result = await refdiff(root, ['compare', 'before', 'after']);
      expect(result.stdout).toContain(change.textLine);
    });

    test('commit, and the Action on a push', async () => {
      const origin = join(root, 'origin');
      initRepo(origin);
      const initial = commitFiles(origin, 'Before', filesOf(change, 'before'));
      const changed = commitFiles(origin, 'After', filesOf(change, 'after'));
      const cli = await refdiff(origin, ['commit', 'HEAD', '--format', 'json']);
      expect(JSON.parse(cli.stdout).refactorings.map((r: { type: string }) => r.type)).toEqual([change.type]);

      const workspace = cloneRepo(origin, join(root, 'workspace'));
      const step = await runStep(join(root, 'runner'), { workspace, eventName: 'push', payload: pushPayload(initial, changed), sha: changed, ref: 'refs/heads/main' });
      expect(step.exitCode).toBe(0);
      expect(readReport(step).commits.map((commit) => commit.report.refactorings.map((r) => r.type))).toEqual([[change.type]]);
    });

    test('the commit-message hook', () => {
      const repo = new HookRepo(buildCli());
      try {
        expect(repo.refdiff('hook', 'install').status).toBe(0);
        for (const [path, text] of Object.entries(filesOf(change, 'before'))) repo.write(path, text);
        repo.git('add', '-A');
        repo.git('commit', '-q', '-m', 'Before');
        for (const [path, text] of Object.entries(filesOf(change, 'after'))) repo.write(path, text);
        repo.git('add', '-A');
        repo.git('commit', '-q', '-m', 'After');
        expect(repo.message()).toBe(`After\n\n${change.trailer}\n`);
      } finally {
        repo.cleanup();
      }
    }, 120_000);
  });
}
