import { join } from 'node:path';
import { describePolicyChange, MAX_POLICY_BYTES, type PolicyEntry } from '../../src/action/committed-policy';
import { choosePolicy } from '../../src/action/policy-source';
import { RepositoryHistory } from '../../src/action/repository-history';
import type { RevisionPlan } from '../../src/action/revisions';
import { commitFiles, git, initRepo, removeDir, tempDir } from './git-fixture';

/** Which policy judges a run, read from a real repository's commits (no analysis: quick). */

const STRICT = 'rules:\n  - name: no-renames\n    match: { operation: RENAME }\n    level: error\n';
const LAX = STRICT.replace('level: error', 'level: warning');

let root: string;
let count = 0;

beforeAll(() => {
  root = tempDir('policy-source');
});
afterAll(() => removeDir(root));

function newRepo(): RepositoryHistory {
  return new RepositoryHistory(initRepo(join(root, `repo-${++count}`)));
}

function pullRequest(base: string) {
  return { eventName: 'pull_request', payload: { pull_request: { base: { sha: base } } } };
}

function reviewPlan(history: RepositoryHistory, mergeBase: string, head: string): RevisionPlan {
  return { commits: [head], combined: { base: mergeBase, head }, notes: [] };
}

function branch(history: RepositoryHistory, name: string, from: string, files: Record<string, string | null>): string {
  git(history.cwd, 'checkout', '--quiet', '-b', name, from);
  const sha = commitFiles(history.cwd, `On ${name}`, files);
  git(history.cwd, 'checkout', '--quiet', 'main');
  return sha;
}

const levels = (policy: { rules: { level: string }[] }) => policy.rules.map((rule) => rule.level);

test('a pull request branched before the base tightened its policy is judged by the base as it is now', async () => {
  const history = newRepo();
  const old = commitFiles(history.cwd, 'Lax policy', { '.refdiffrc.yml': LAX });
  const head = branch(history, 'feature', old, { 'a.js': 'x\n' });
  const tip = commitFiles(history.cwd, 'Strict policy', { '.refdiffrc.yml': STRICT });
  const { policy, note } = await choosePolicy(history, pullRequest(tip), reviewPlan(history, old, head), undefined);
  expect(levels(policy)).toEqual(['error']);
  expect(policy.source).toBe(`.refdiffrc.yml at ${tip.slice(0, 7)}`);
  // The pull request did not touch the policy itself.
  expect(note).toBeUndefined();
});

test('a pull request that adds the first policy file: the defaults, and a note', async () => {
  const history = newRepo();
  const base = commitFiles(history.cwd, 'No policy', { 'a.js': 'x\n' });
  const head = branch(history, 'feature', base, { '.refdiffrc.yaml': STRICT });
  const { policy, note } = await choosePolicy(history, pullRequest(base), reviewPlan(history, base, head), undefined);
  expect(policy.rules).toEqual([]);
  expect(policy.source).toBeUndefined();
  expect(note).toBe(`This change adds .refdiffrc.yaml: it is judged by the policy of its base ${base.slice(0, 7)}; the edit applies once merged.`);
});

test('a pull request whose policy edit would not load once merged fails, naming its own commit', async () => {
  const history = newRepo();
  const base = commitFiles(history.cwd, 'Policy', { '.refdiffrc.yml': STRICT });
  const head = branch(history, 'feature', base, { '.refdiffrc.yml': STRICT.replace('level:', 'levle:') });
  const review = choosePolicy(history, pullRequest(base), reviewPlan(history, base, head), undefined);
  await expect(review).rejects.toThrow(`.refdiffrc.yml at ${head.slice(0, 7)}:4:5: unknown key 'levle'`);
});

test('the config input: found in the base at that path (from a workspace below the root), whatever the head did', async () => {
  const history = newRepo();
  const base = commitFiles(history.cwd, 'Policy in app/ci/', { 'app/ci/refdiff.yml': STRICT });
  const head = branch(history, 'feature', base, { 'app/ci/refdiff.yml': null, '.refdiffrc.yml': LAX });
  const workspace = new RepositoryHistory(join(history.cwd, 'app'));
  const { policy, note } = await choosePolicy(workspace, pullRequest(base), reviewPlan(history, base, head), 'ci/refdiff.yml');
  expect(levels(policy)).toEqual(['error']);
  expect(note).toBe(`This change removes app/ci/refdiff.yml: it is judged by the policy of its base ${base.slice(0, 7)}; the edit applies once merged.`);
});

test('a push: the file committed at the head; too large, two names, or absent when named: one line each', async () => {
  const history = newRepo();
  const big = commitFiles(history.cwd, 'Huge policy', { '.refdiffrc.yml': `# ${'x'.repeat(MAX_POLICY_BYTES)}\n` });
  const push = (head: string, config?: string) => choosePolicy(history, { eventName: 'push', payload: {} }, { commits: [head], notes: [] }, config);
  await expect(push(big)).rejects.toThrow(`.refdiffrc.yml at ${big.slice(0, 7)}: ${MAX_POLICY_BYTES + 3} bytes; a policy file may have at most ${MAX_POLICY_BYTES} bytes`);
  const both = commitFiles(history.cwd, 'Two policies', { '.refdiffrc.yml': STRICT, '.refdiffrc.yaml': LAX });
  await expect(push(both)).rejects.toThrow(`.refdiffrc.yml and .refdiffrc.yaml both exist at ${both.slice(0, 7)}; keep one`);
  await expect(push(both, 'ci/none.yml')).rejects.toThrow(`ci/none.yml: policy file not found at ${both.slice(0, 7)}`);
  const { policy } = await push(commitFiles(history.cwd, 'One policy', { '.refdiffrc.yaml': null }));
  expect(levels(policy)).toEqual(['error']);
  expect(policy.source).toBe('.refdiffrc.yml');
});

test('what a change did to its policy files, in words', () => {
  const entry = (path: string, oid: string, mode = '100644'): PolicyEntry => ({ path, oid, mode, size: 1 });
  expect(describePolicyChange([entry('.refdiffrc.yml', 'a')], [entry('.refdiffrc.yml', 'a')])).toBeUndefined();
  expect(describePolicyChange([entry('.refdiffrc.yml', 'a')], [entry('.refdiffrc.yml', 'a', '120000'), entry('.refdiffrc.yaml', 'b')])).toBe(
    'edits .refdiffrc.yml and adds .refdiffrc.yaml',
  );
  expect(describePolicyChange([entry('.refdiffrc.yml', 'a'), entry('.refdiffrc.yaml', 'b')], [entry('.refdiffrc.yml', 'c')])).toBe(
    'edits .refdiffrc.yml and removes .refdiffrc.yaml',
  );
});
