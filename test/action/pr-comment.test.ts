import { getOctokit } from '@actions/github';
import { COMMENT_MARKER, upsertComment } from '../../src/action/pr-comment';
import { FakeGitHub } from './fake-github';

const target = { owner: 'octo', repo: 'shop', issueNumber: 7 };
const NOTHING_LEFT = 'nothing remains';
let github: FakeGitHub;

async function start(options: ConstructorParameters<typeof FakeGitHub>[0] = {}): Promise<ReturnType<typeof getOctokit>> {
  github = new FakeGitHub(options);
  const baseUrl = await github.start();
  return getOctokit('test-token', { baseUrl });
}

afterEach(() => github.stop());

test('creates one comment with the marker, then updates it in place', async () => {
  const octokit = await start();
  const first = await upsertComment(octokit, target, `${COMMENT_MARKER}\nfirst`, NOTHING_LEFT);
  expect(first).toEqual({ action: 'created', id: 1000 });
  const second = await upsertComment(octokit, target, `${COMMENT_MARKER}\nsecond`, NOTHING_LEFT);
  expect(second).toEqual({ action: 'updated', id: 1000 });
  expect(github.writes()).toEqual(['POST /repos/octo/shop/issues/7/comments', 'PATCH /repos/octo/shop/issues/comments/1000']);
  expect(github.comments.get(7)?.map((c) => c.body)).toEqual([`${COMMENT_MARKER}\nsecond`]);
  expect(github.requests[0].authorization).toBe('token test-token');
});

test('finds its comment on a later page, among the bot comments only', async () => {
  const octokit = await start({ pageSize: 2 });
  // A person quoting the marker, and other bots' comments, come first.
  github.addComment(7, `I saw ${COMMENT_MARKER} in the source`, { login: 'alice', type: 'User' });
  for (let i = 0; i < 4; i++) github.addComment(7, `comment ${i}`, { login: 'dependabot[bot]', type: 'Bot' });
  const ours = github.addComment(7, `${COMMENT_MARKER}\nold`, { login: 'github-actions[bot]', type: 'Bot' });
  const result = await upsertComment(octokit, target, `${COMMENT_MARKER}\nnew`, NOTHING_LEFT);
  expect(result).toEqual({ action: 'updated', id: ours.id });
  const pages = github.requests.filter((r) => r.path.startsWith('/repos/octo/shop/issues/7/comments')).map((r) => r.path);
  expect(pages).toEqual([
    '/repos/octo/shop/issues/7/comments?per_page=100',
    '/repos/octo/shop/issues/7/comments?per_page=100&page=2',
    '/repos/octo/shop/issues/7/comments?per_page=100&page=3',
  ]);
  expect(github.comments.get(7)?.[0].body).toBe(`I saw ${COMMENT_MARKER} in the source`);
});

test('with a personal token, matches the login GraphQL viewer returns', async () => {
  const octokit = await start({ author: { login: 'release-bot-user', type: 'User' } });
  github.addComment(7, `${COMMENT_MARKER}\nfrom the actions token`, { login: 'github-actions[bot]', type: 'Bot' });
  const mine = github.addComment(7, `${COMMENT_MARKER}\nmine`, { login: 'release-bot-user', type: 'User' });
  expect(await upsertComment(octokit, target, `${COMMENT_MARKER}\nnew`, NOTHING_LEFT)).toEqual({ action: 'updated', id: mine.id });
});

test("another bot's comment holding the marker is never edited: a comment of our own is created", async () => {
  const octokit = await start();
  const renovate = github.addComment(7, `${COMMENT_MARKER}\nrenovate quoting refdiff`, { login: 'renovate[bot]', type: 'Bot' });
  expect(await upsertComment(octokit, target, `${COMMENT_MARKER}\nnew`, NOTHING_LEFT)).toEqual({ action: 'created', id: renovate.id + 1 });
  expect(github.writes()).toEqual(['POST /repos/octo/shop/issues/7/comments']);
  expect(renovate.body).toBe(`${COMMENT_MARKER}\nrenovate quoting refdiff`);
});

test("a GitHub App's token: its own [bot] comment, not github-actions[bot]'s", async () => {
  const octokit = await start({ author: { login: 'refdiff-app[bot]', type: 'Bot' } });
  github.addComment(7, `${COMMENT_MARKER}\nanother workflow's`, { login: 'github-actions[bot]', type: 'Bot' });
  const mine = github.addComment(7, `${COMMENT_MARKER}\nmine`, { login: 'refdiff-app[bot]', type: 'Bot' });
  expect(await upsertComment(octokit, target, `${COMMENT_MARKER}\nnew`, NOTHING_LEFT)).toEqual({ action: 'updated', id: mine.id });
});

test('when GitHub does not say who the token is, only github-actions[bot] counts', async () => {
  const octokit = await start({ viewerFails: true });
  const renovate = github.addComment(7, `${COMMENT_MARKER}\nrenovate's`, { login: 'renovate[bot]', type: 'Bot' });
  const ours = github.addComment(7, `${COMMENT_MARKER}\nold`, { login: 'github-actions[bot]', type: 'Bot' });
  expect(await upsertComment(octokit, target, `${COMMENT_MARKER}\nnew`, NOTHING_LEFT)).toEqual({ action: 'updated', id: ours.id });
  expect(renovate.body).toBe(`${COMMENT_MARKER}\nrenovate's`);
});

test('an unchanged body is not written again', async () => {
  const octokit = await start();
  const ours = github.addComment(7, `${COMMENT_MARKER}\nsame`, { login: 'github-actions[bot]', type: 'Bot' });
  expect(await upsertComment(octokit, target, `${COMMENT_MARKER}\nsame`, NOTHING_LEFT)).toEqual({ action: 'unchanged', id: ours.id });
  expect(github.writes()).toEqual([]);
});

test('when nothing remains: the earlier comment is marked, and no new one is created', async () => {
  const octokit = await start();
  expect(await upsertComment(octokit, target, undefined, NOTHING_LEFT)).toEqual({ action: 'none' });
  expect(github.writes()).toEqual([]);
  const ours = github.addComment(7, `${COMMENT_MARKER}\nold findings`, { login: 'github-actions[bot]', type: 'Bot' });
  expect(await upsertComment(octokit, target, undefined, NOTHING_LEFT)).toEqual({ action: 'marked', id: ours.id });
  expect(ours.body).toBe(`${COMMENT_MARKER}\n${NOTHING_LEFT}`);
});

test('a 403 (read-only token) is reported, not thrown', async () => {
  const octokit = await start({ readOnly: true });
  const result = await upsertComment(octokit, target, `${COMMENT_MARKER}\nx`, NOTHING_LEFT);
  expect(result).toEqual({ action: 'forbidden', reason: 'Resource not accessible by integration' });
});

test('other failures are reported with their status', async () => {
  const octokit = await start({ failWrites: 422 });
  const result = await upsertComment(octokit, target, `${COMMENT_MARKER}\nx`, NOTHING_LEFT);
  expect(result).toEqual({ action: 'failed', reason: 'HTTP 422: Server Error' });
});
