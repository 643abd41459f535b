import { join } from 'node:path';
import { RepositoryHistory } from '../../src/action/repository-history';
import { MissingHistoryError, planRevisions, type EventContext } from '../../src/action/revisions';
import { cloneRepo, commitFiles, git, initRepo, removeDir, tempDir, ZERO_SHA } from './git-fixture';

let root: string;
let origin: string;
/** main: a - b - c; feature (from b): f1 - f2 */
let a: string, b: string, c: string, f1: string, f2: string;

beforeAll(() => {
  root = tempDir('revisions');
  origin = initRepo(join(root, 'origin'));
  a = commitFiles(origin, 'a', { 'a.js': 'function a() {}\n' });
  b = commitFiles(origin, 'b', { 'b.js': 'function b() {}\n' });
  git(origin, 'checkout', '--quiet', '-b', 'feature');
  f1 = commitFiles(origin, 'f1', { 'f1.js': 'function f1() {}\n' });
  f2 = commitFiles(origin, 'f2', { 'f2.js': 'function f2() {}\n' });
  git(origin, 'checkout', '--quiet', 'main');
  c = commitFiles(origin, 'c', { 'c.js': 'function c() {}\n' });
});

afterAll(() => removeDir(root));

let cloneCount = 0;
function checkout(options: { depth?: number; branch?: string } = {}): RepositoryHistory {
  return new RepositoryHistory(cloneRepo(origin, join(root, `clone-${++cloneCount}`), options));
}

function push(before: string, after: string, ref = 'refs/heads/main'): EventContext {
  return { eventName: 'push', sha: after, ref, payload: { before, after, ref, repository: { default_branch: 'main' } } };
}

function pullRequest(base: string, head: string): EventContext {
  return {
    eventName: 'pull_request',
    sha: head,
    ref: 'refs/pull/1/merge',
    payload: { number: 1, pull_request: { number: 1, base: { sha: base }, head: { sha: head } } },
  };
}

describe('push', () => {
  test('lists every commit between before and after with git, and the combined change', async () => {
    const plan = await planRevisions(checkout(), push(a, c));
    expect(plan.commits).toEqual([b, c]);
    expect(plan.combined).toEqual({ base: a, head: c });
    expect(plan.notes).toEqual([]);
  });

  test('a single pushed commit has no combined report', async () => {
    const plan = await planRevisions(checkout(), push(b, c));
    expect(plan.commits).toEqual([c]);
    expect(plan.combined).toBeUndefined();
  });

  test('new branch (before all zeros): the commits not on the default branch, fetching it when absent', async () => {
    const history = checkout({ branch: 'feature' });
    git(history.cwd, 'update-ref', '-d', 'refs/remotes/origin/main');
    const plan = await planRevisions(history, push(ZERO_SHA, f2, 'refs/heads/feature'));
    expect(plan.commits).toEqual([f1, f2]);
    expect(plan.combined).toEqual({ base: b, head: f2 });
    expect(plan.notes).toEqual(['New branch feature: analysed the 2 commits not on main.']);
    expect(history.fetches.some((command) => command.includes('refs/heads/main'))).toBe(true);
  });

  test('new branch with no commits of its own: the head commit only', async () => {
    const plan = await planRevisions(checkout(), push(ZERO_SHA, b, 'refs/heads/release'));
    expect(plan.commits).toEqual([b]);
    expect(plan.notes).toEqual([`New branch release: analysed the head commit ${b.slice(0, 7)} only.`]);
  });

  test('first push of the default branch: the head commit only', async () => {
    const plan = await planRevisions(checkout(), push(ZERO_SHA, c));
    expect(plan.commits).toEqual([c]);
  });

  test('force push whose before is unreachable: falls back and says so', async () => {
    const lost = 'f'.repeat(40);
    const plan = await planRevisions(checkout({ branch: 'feature' }), push(lost, f2, 'refs/heads/feature'));
    expect(plan.commits).toEqual([f1, f2]);
    expect(plan.notes[0]).toBe(`The push's previous head fffffff is not in the repository (force push?): analysed the 2 commits not on main.`);
  });

  test('force push whose before is present but not an ancestor: the commits not in the previous head', async () => {
    const plan = await planRevisions(checkout(), push(f2, c));
    expect(plan.commits).toEqual([c]);
    expect(plan.combined).toBeUndefined();
    expect(plan.notes[0]).toMatch(/^Force push: .* is not an ancestor of .*; analysed the 1 commit not in the previous head\.$/);
  });

  test('branch deletion: nothing to analyse', async () => {
    const event = push(c, ZERO_SHA, 'refs/heads/gone');
    event.payload.deleted = true;
    const plan = await planRevisions(checkout(), event);
    expect(plan.commits).toEqual([]);
    expect(plan.notes).toEqual(['refs/heads/gone was deleted: nothing to analyse.']);
  });
});

describe('pull_request and merge_group', () => {
  test('each commit of the pull request, and the combined diff from the merge base', async () => {
    const plan = await planRevisions(checkout(), pullRequest(c, f2));
    expect(plan.commits).toEqual([f1, f2]);
    expect(plan.combined).toEqual({ base: b, head: f2 });
  });

  test('merge commits inside the pull request are not reported one by one', async () => {
    const repo = initRepo(join(root, 'with-merge'));
    const m0 = commitFiles(repo, 'm0', { 'x.js': 'x\n' });
    git(repo, 'checkout', '--quiet', '-b', 'topic');
    const t1 = commitFiles(repo, 't1', { 't.js': 't\n' });
    git(repo, 'checkout', '--quiet', 'main');
    const m1 = commitFiles(repo, 'm1', { 'y.js': 'y\n' });
    git(repo, 'checkout', '--quiet', 'topic');
    git(repo, 'merge', '--quiet', '--no-edit', 'main');
    const t2 = commitFiles(repo, 't2', { 't.js': 't2\n' });
    const plan = await planRevisions(new RepositoryHistory(repo), pullRequest(m1, t2));
    expect(plan.commits).toEqual([t1, t2]);
    expect(plan.combined).toEqual({ base: m1, head: t2 });
    expect(m0).toHaveLength(40);
  });

  test('merge_group uses base_sha and head_sha', async () => {
    const event: EventContext = { eventName: 'merge_group', sha: f2, ref: 'refs/heads/gh-readonly-queue/main/pr-1', payload: { merge_group: { base_sha: b, head_sha: f2 } } };
    const plan = await planRevisions(checkout(), event);
    expect(plan.commits).toEqual([f1, f2]);
    expect(plan.combined).toEqual({ base: b, head: f2 });
  });

  test('a pull request head missing from the checkout is fetched by id', async () => {
    const history = checkout({ branch: 'main' });
    git(history.cwd, 'update-ref', '-d', 'refs/remotes/origin/feature');
    git(history.cwd, 'gc', '--quiet', '--prune=now');
    expect(await history.resolveCommit(f2)).toBeUndefined();
    const plan = await planRevisions(history, pullRequest(c, f2));
    expect(plan.commits).toEqual([f1, f2]);
  });
});

describe('inputs and other events', () => {
  test('base and head inputs override the event', async () => {
    const event: EventContext = { eventName: 'workflow_dispatch', sha: c, ref: 'refs/heads/main', payload: { inputs: {} } };
    const plan = await planRevisions(checkout(), event, { base: 'origin/main', head: 'origin/feature' });
    expect(plan.commits).toEqual([f1, f2]);
    expect(plan.combined).toEqual({ base: b, head: f2 });
  });

  test('a head input alone analyses that commit', async () => {
    const event: EventContext = { eventName: 'workflow_dispatch', sha: c, ref: 'refs/heads/main', payload: {} };
    const plan = await planRevisions(checkout(), event, { head: b });
    expect(plan.commits).toEqual([b]);
  });

  test('an unknown base input is a clear error', async () => {
    const event: EventContext = { eventName: 'workflow_dispatch', sha: c, ref: 'refs/heads/main', payload: {} };
    await expect(planRevisions(checkout(), event, { base: 'no-such-branch' })).rejects.toThrow(
      "input 'base': unknown revision 'no-such-branch' (not in the checkout, and not fetchable from origin)",
    );
  });

  test('other events analyse GITHUB_SHA', async () => {
    const plan = await planRevisions(checkout(), { eventName: 'schedule', sha: c, ref: 'refs/heads/main', payload: {} });
    expect(plan.commits).toEqual([c]);
    expect(plan.notes).toEqual([`Event 'schedule': analysed the commit ${c.slice(0, 7)}.`]);
  });
});

describe('shallow clones', () => {
  test('a depth-1 checkout is deepened until the pushed range is complete', async () => {
    const history = checkout({ depth: 1 });
    expect(await history.isShallow()).toBe(true);
    const plan = await planRevisions(history, push(a, c));
    expect(plan.commits).toEqual([b, c]);
    expect(plan.notes).toEqual(['Shallow clone: fetched the missing history (git fetch --deepen=50).']);
  });

  test('a depth-1 pull request checkout gets its base, head and merge base fetched', async () => {
    const history = checkout({ depth: 1 });
    expect(await history.resolveCommit(f2)).toBeUndefined();
    const plan = await planRevisions(history, pullRequest(c, f2));
    expect(plan.commits).toEqual([f1, f2]);
    expect(plan.combined).toEqual({ base: b, head: f2 });
  });

  test('without a reachable remote, the error says to set fetch-depth: 0', async () => {
    const history = checkout({ depth: 1 });
    git(history.cwd, 'remote', 'set-url', 'origin', join(root, 'nowhere'));
    const failure = planRevisions(history, push(b, c));
    await expect(failure).rejects.toBeInstanceOf(MissingHistoryError);
    await expect(failure).rejects.toThrow(/set `fetch-depth: 0` on actions\/checkout/);
  });
});
