import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { COMMENT_MARKER } from '../../src/action/pr-comment';
import { pullRequestPayload, pushPayload, readReport, runStep as runActionStep, type StepResult } from './action-step';
import { FakeGitHub } from './fake-github';
import { cloneRepo, commitFiles, git, removeDir, tempDir, ZERO_SHA } from './git-fixture';
import { sarifSchemaErrors } from '../report/sarif-schema';
import { workflowCommands } from './runner-env';
import { addFeatureBranch, CART_PATH, createSampleRepo, POLICY, type SampleRepo } from './sample-repo';

/**
 * The action's entry point, in-process, on real repositories checked out the way
 * actions/checkout does, with real event payload files and the runner's environment variables.
 */

let root: string;
let repo: SampleRepo;
let feature: string;
let approvedFeature: string;

beforeAll(() => {
  root = tempDir('run');
  repo = createSampleRepo(join(root, 'origin'));
  feature = addFeatureBranch(repo, repo.move, false);
  git(repo.dir, 'branch', '-m', 'feature', 'feature-unapproved');
  approvedFeature = addFeatureBranch(repo, repo.move, true);
});

afterAll(() => removeDir(root));

let stepCount = 0;

function checkout(options: { depth?: number; branch?: string } = {}): string {
  return cloneRepo(repo.dir, join(root, `workspace-${++stepCount}`), options);
}

function runStep(setup: Parameters<typeof runActionStep>[1]): Promise<StepResult> {
  return runActionStep(join(root, `runner-temp-${++stepCount}`), setup);
}

describe('push', () => {
  let result: StepResult;
  beforeAll(async () => {
    const workspace = checkout();
    result = await runStep({ workspace, eventName: 'push', payload: pushPayload(repo.initial, repo.rename), sha: repo.rename, ref: 'refs/heads/main' });
  });

  test('reports each pushed commit and the whole push, and the gate fails on the error rule', () => {
    const report = readReport(result);
    expect(report.commits.map((c) => [c.subject, c.report.refactorings.map((r) => r.type)])).toEqual([
      ['Cart: extract the discount rule', ['Extract Method']],
      ['Move formatPrice to money.js', ['Move Function']],
      ['Cart: rename firstN to take', ['Rename Method']],
    ]);
    expect(report.combined?.base).toBe(repo.initial);
    expect(report.combined?.report.refactorings.map((r) => r.type).sort()).toEqual(['Extract Method', 'Move Function', 'Rename Method']);
    expect(report.gate).toEqual({ failOn: 'error', failed: true, blocking: [{ commit: repo.rename, rule: 'java-api-renames', level: 'error' }] });
    expect(report.commits[2].policy.ok).toBe(false);
    expect(report.commits[2].report.schemaVersion).toBe(1);
  });

  test('outputs: counts, report paths, one-line summary', () => {
    expect(result.outputs).toEqual({
      refactorings: '3',
      violations: '1',
      'report-json': join(result.workspace, 'refdiff-report', 'refdiff-report.json'),
      'report-markdown': join(result.workspace, 'refdiff-report', 'refdiff-report.md'),
      'report-html': join(result.workspace, 'refdiff-report', 'refdiff-report.html'),
      'report-sarif': join(result.workspace, 'refdiff-report', 'refdiff.sarif'),
      summary: '3 refactorings in 3 commits; 1 rule violation: 1 error, 0 warnings',
    });
    expect(readFileSync(result.outputs['report-markdown'], 'utf8')).toContain('### Rule violations');
  });

  test('the HTML report shows each pushed commit with its refactorings and their code, read from git', () => {
    const page = new JSDOM(readFileSync(result.outputs['report-html'], 'utf8')).window.document;
    expect([...page.querySelectorAll('section.commit > h2')].map((h) => h.textContent!.replace(/^commit \w{12} /, ''))).toEqual([
      'Cart: extract the discount rule',
      'Move formatPrice to money.js',
      'Cart: rename firstN to take',
    ]);
    expect([...page.querySelectorAll('article.refactoring')].map((article) => article.getAttribute('data-type'))).toEqual(['Extract Method', 'Move Function', 'Rename Method']);
    expect(page.querySelectorAll('p.missing')).toHaveLength(0);
    const renamed = page.querySelector('article[data-type="Rename Method"] td.src.added mark');
    expect(renamed?.textContent).toBe('take');
  });

  test('refdiff.sarif beside the JSON: valid SARIF 2.1.0, each refactoring of the push once, the violation an error, at the pushed commit', () => {
    const log = JSON.parse(readFileSync(join(result.workspace, 'refdiff-report', 'refdiff.sarif'), 'utf8'));
    expect(sarifSchemaErrors(log)).toEqual([]);
    const [run] = log.runs;
    expect(run.versionControlProvenance).toEqual([{ repositoryUri: 'https://github.com/octo/shop', revisionId: repo.rename }]);
    expect(run.automationDetails).toEqual({ id: 'refdiff/' });
    const results = run.results.map((r: { level: string; ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[] }) => {
      const { artifactLocation, region } = r.locations[0].physicalLocation;
      return `${r.level} ${r.ruleId} ${artifactLocation.uri}:${region.startLine}`;
    });
    expect(results.sort()).toEqual([
      `error refdiff-policy/java-api-renames ${CART_PATH}:13`,
      `note refdiff/extract-method ${CART_PATH}:29`,
      'note refdiff/move-function src/money.js:1',
      `note refdiff/rename-method ${CART_PATH}:13`,
    ]);
  });

  test('fails the step saying which rule, where, and how to approve', () => {
    expect(result.exitCode).toBe(1);
    const [failure] = workflowCommands(result.stdout, 'error').filter((command) => !command.properties.file);
    expect(failure.message.split('\n')).toEqual([
      'refdiff: 1 rule violation fails this check (fail-on: error).',
      `Rule 'java-api-renames' (error) in commit ${repo.rename.slice(0, 7)} "Cart: rename firstN to take": renaming a public Java method breaks callers in other repositories (1 refactoring).`,
      `  - Rename Method firstN(List<T>, int) to take(List<T>, int) in class shop.Cart at ${CART_PATH}:13`,
      `  To approve it deliberately, add this line to the message of commit ${repo.rename.slice(0, 7)} (git commit --amend, or git rebase -i for older commits): Refactoring-Approved: <reason>`,
    ]);
  });

  test('annotations: an error on the violation, a notice on each refactoring', () => {
    const errors = workflowCommands(result.stdout, 'error').filter((command) => command.properties.file);
    expect(errors.map((e) => e.properties)).toEqual([{ title: "refdiff rule 'java-api-renames'", file: CART_PATH, line: '13', endLine: '19' }]);
    const notices = workflowCommands(result.stdout, 'notice');
    expect(notices.map((n) => `${n.properties.title} ${n.properties.file}:${n.properties.line}`).sort()).toEqual([
      `Extract Method ${CART_PATH}:29`,
      'Move Function src/money.js:1',
      `Rename Method ${CART_PATH}:13`,
    ]);
  });

  test('job summary: headline, the failed gate as an alert, the tally, violation first, per-commit detail folded, links to the lines', () => {
    const { summary } = result;
    expect(summary).toMatch(/^## refdiff: 3 refactorings in 3 commits; 1 rule violation&#58; 1 error, 0 warnings\n\n> \[!CAUTION\]\n> \*\*Check failed\*\*/);
    expect(summary).toContain('| Extract Method | 1 |\n| Move Function | 1 |\n| Rename Method | 1 |');
    expect(summary.indexOf('### Rule violations')).toBeLessThan(summary.indexOf('### 3 refactorings in'));
    expect(summary.indexOf('### 3 refactorings in')).toBeLessThan(summary.indexOf('### Per commit'));
    expect(summary).toContain(`<a href="https://github.com/octo/shop/blob/${repo.rename}/${CART_PATH}#L13-L19"><code>shop.<wbr>Cart.<wbr>take(List&lt;T&gt;, int)</code></a>`);
    expect(summary).toContain(`<a href="https://github.com/octo/shop/blob/${repo.move}/${CART_PATH}#L13-L19"><code>shop.<wbr>Cart.<wbr>firstN(List&lt;T&gt;, int)</code></a>`);
    expect(summary).not.toMatch(/List<T>/);
    expect(summary).toContain(
      `<sub>Full report: <code>refdiff-report/refdiff-report.json</code> in the <a href="https://github.com/octo/shop/actions/runs/1#artifacts">run&#39;s artifacts</a>, name <code>refdiff-report</code>`,
    );
  });
});

describe('push events that need care', () => {
  test('a new branch (before all zeros): the commits not on the default branch', async () => {
    const workspace = checkout({ branch: 'feature' });
    const result = await runStep({ workspace, eventName: 'push', payload: pushPayload(ZERO_SHA, approvedFeature, 'refs/heads/feature'), sha: approvedFeature, ref: 'refs/heads/feature' });
    const report = readReport(result);
    expect(report.commits.map((c) => c.sha)).toEqual([approvedFeature]);
    expect(report.notes).toEqual(['New branch feature: analysed the 1 commit not on main.']);
    expect(result.summary).toContain('New branch feature&#58; analysed the 1 commit not on main.');
    // The rename is approved by its trailer: reported, not failing.
    expect(result.exitCode).toBe(0);
    expect(result.outputs.violations).toBe('0');
    expect(result.summary).toContain('approved by <code>Refactoring-Approved</code>: only used inside this repository');
  });

  test('a force push whose before is gone: falls back and says so', async () => {
    const workspace = checkout({ branch: 'feature' });
    const gone = '1234567'.padEnd(40, '0');
    const result = await runStep({ workspace, eventName: 'push', payload: { ...pushPayload(gone, approvedFeature, 'refs/heads/feature'), forced: true }, sha: approvedFeature, ref: 'refs/heads/feature' });
    expect(readReport(result).commits.map((c) => c.sha)).toEqual([approvedFeature]);
    expect(result.summary).toContain("The push&#39;s previous head 1234567 is not in the repository (force push?)&#58; analysed the 1 commit not on main.");
    expect(result.exitCode).toBe(0);
  });

  test('a shallow checkout (fetch-depth 1) is deepened, and the results are complete', async () => {
    const workspace = checkout({ depth: 1 });
    const result = await runStep({ workspace, eventName: 'push', payload: pushPayload(repo.extract, repo.rename), sha: repo.rename, ref: 'refs/heads/main' });
    expect(readReport(result).commits.map((c) => c.subject)).toEqual(['Move formatPrice to money.js', 'Cart: rename firstN to take']);
    expect(result.summary).toContain('Shallow clone&#58; fetched the missing history (git fetch --deepen=50).');
    expect(result.outputs.refactorings).toBe('2');
  });

  test('a shallow checkout that cannot fetch: fails with one line that says to set fetch-depth: 0', async () => {
    const workspace = checkout({ depth: 1 });
    git(workspace, 'remote', 'set-url', 'origin', join(root, 'gone'));
    const result = await runStep({ workspace, eventName: 'push', payload: pushPayload(repo.extract, repo.rename), sha: repo.rename, ref: 'refs/heads/main' });
    expect(result.exitCode).toBe(1);
    const [failure] = workflowCommands(result.stdout, 'error');
    expect(failure.message).toMatch(/^refdiff: The history of .* is cut off by a shallow clone\. .*set `fetch-depth: 0` on actions\/checkout\.$/);
    expect(failure.message).not.toContain('\n');
    expect(result.outputs).toEqual({});
  });
});

describe('pull requests', () => {
  let github: FakeGitHub;
  beforeEach(async () => {
    github = new FakeGitHub();
    await github.start();
  });
  afterEach(() => github.stop());

  test('per commit and combined; one comment, created then updated in place', async () => {
    const workspace = checkout();
    const pullRequest = (head: string) => ({ workspace, eventName: 'pull_request', payload: pullRequestPayload(head, repo.rename), sha: head, ref: 'refs/pull/12/merge', apiUrl: github.url, inputs: { comment: 'true' } });
    const first = await runStep(pullRequest(feature));
    const report = readReport(first);
    expect(report.commits.map((c) => c.sha)).toEqual([feature]);
    expect(report.combined?.base).toBe(repo.move);
    expect(report.combined?.report.refactorings.map((r) => r.description)).toEqual(['Rename Method firstN(List<T>, int) to head(List<T>, int) in class shop.Cart']);
    expect(first.exitCode).toBe(1);

    // The author pushes again (the rename now approved): the same comment is updated.
    const second = await runStep(pullRequest(approvedFeature));
    expect(second.exitCode).toBe(0);
    // A re-run with nothing new does not write at all.
    await runStep(pullRequest(approvedFeature));
    expect(github.writes()).toEqual(['POST /repos/octo/shop/issues/12/comments', 'PATCH /repos/octo/shop/issues/comments/1000']);
    expect(github.comments.get(12)).toHaveLength(1);
    const [comment] = github.comments.get(12) ?? [];
    expect(comment.body.startsWith(`${COMMENT_MARKER}\n## refdiff: 1 refactoring in `)).toBe(true);
    expect(comment.body).toContain('approved by <code>Refactoring-Approved</code>: only used inside this repository');
    expect(comment.body).toContain('> [!NOTE]\n> **Check passed**: no rule violations (1 approved violation).');
    // The refactoring links to its lines in the pull request's "Files changed", not to a blob.
    const anchor = createHash('sha256').update(CART_PATH).digest('hex');
    expect(comment.body).toContain(`<a href="https://github.com/octo/shop/pull/12/files#diff-${anchor}R13"><code>shop.<wbr>Cart.<wbr>head(List&lt;T&gt;, int)</code></a>`);
    expect(comment.body).toContain('in the <a href="https://github.com/octo/shop/actions/runs/1#artifacts">');
    expect(comment.body).not.toContain('### Per commit');
    expect(github.requests.every((r) => r.authorization === 'token ghs_actions_token_for_tests')).toBe(true);
    // The token is used for the comment only: who it is, the comments, one comment written.
    expect(new Set(github.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`))).toEqual(
      new Set(['POST /graphql', 'GET /repos/octo/shop/issues/12/comments', 'POST /repos/octo/shop/issues/12/comments', 'PATCH /repos/octo/shop/issues/comments/1000']),
    );
    for (const step of [first, second]) expect(`${step.stdout}${step.summary}${comment.body}`).not.toContain('ghs_actions_token_for_tests');
  });

  test('a fork pull request: no API writes, a notice, summary and annotations instead; never fails for it', async () => {
    const workspace = checkout();
    const result = await runStep({
      workspace,
      eventName: 'pull_request',
      payload: pullRequestPayload(approvedFeature, repo.rename, 'someone/shop'),
      sha: approvedFeature,
      ref: 'refs/pull/12/merge',
      apiUrl: github.url,
      inputs: { comment: 'true' },
    });
    expect(github.requests).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(workflowCommands(result.stdout, 'notice').map((n) => n.message)).toContain(
      'Pull request from a fork (someone/shop): its token is read-only, so the results are in this summary and the annotations instead of a comment.',
    );
    expect(result.summary).toContain('Pull request from a fork (someone/shop)');
    expect(workflowCommands(result.stdout, 'notice').some((n) => n.properties.title === 'Rename Method')).toBe(true);
  });

  test('a 403 on the comment falls back to the summary with a notice', async () => {
    await github.stop();
    github = new FakeGitHub({ readOnly: true });
    await github.start();
    const workspace = checkout();
    const result = await runStep({ workspace, eventName: 'pull_request', payload: pullRequestPayload(approvedFeature, repo.rename), sha: approvedFeature, ref: 'refs/pull/12/merge', apiUrl: github.url, inputs: { comment: 'true' } });
    expect(result.exitCode).toBe(0);
    expect(github.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual(['POST /graphql', 'GET /repos/octo/shop/issues/12/comments', 'POST /repos/octo/shop/issues/12/comments']);
    expect(result.summary).toContain('Could not comment on the pull request (403');
    expect(workflowCommands(result.stdout, 'notice').some((n) => n.message.startsWith('Could not comment on the pull request (403'))).toBe(true);
  });
});

describe('policy and checkout', () => {
  test('a pull request that relaxes the policy is judged by the base policy', async () => {
    git(repo.dir, 'checkout', '--quiet', '-b', 'relax', repo.move);
    const relaxing = commitFiles(repo.dir, 'Rename firstN, and turn the rule off', {
      '.refdiffrc.yml': POLICY.replace('level: error', 'level: off'),
      [CART_PATH]: readFileSync(join(repo.dir, CART_PATH), 'utf8').replace('firstN', 'top'),
    });
    git(repo.dir, 'checkout', '--quiet', 'main');
    const workspace = checkout({ branch: 'relax' });
    const result = await runStep({ workspace, eventName: 'pull_request', payload: pullRequestPayload(relaxing, repo.rename), sha: relaxing, ref: 'refs/pull/12/merge' });
    expect(result.exitCode).toBe(1);
    // The base is the tip of the branch it merges into (repo.rename), not the merge base.
    expect(readReport(result).notes).toEqual([`This change edits .refdiffrc.yml: it is judged by the policy of its base ${repo.rename.slice(0, 7)}; the edit applies once merged.`]);
    // A push of the same commit (the edit is merged) uses the policy committed there.
    const push = await runStep({ workspace, eventName: 'push', payload: pushPayload(repo.move, relaxing, 'refs/heads/relax'), sha: relaxing, ref: 'refs/heads/relax' });
    expect(push.exitCode).toBe(0);
    expect(push.outputs.violations).toBe('0');
  });

  test('a workspace without a checkout fails with one line that says what to add', async () => {
    const workspace = join(root, `not-a-repo-${++stepCount}`);
    mkdirSync(workspace);
    const result = await runStep({ workspace, eventName: 'push', payload: pushPayload(repo.move, repo.rename), sha: repo.rename, ref: 'refs/heads/main' });
    expect(result.exitCode).toBe(1);
    expect(workflowCommands(result.stdout, 'error').map((e) => e.message)).toEqual([
      `refdiff: the workspace ${workspace} is not a git repository: add an actions/checkout step (with fetch-depth: 0) before refdiff`,
    ]);
  });
});

describe('inputs', () => {
  test('fail-on: never reports the violation and passes', async () => {
    const workspace = checkout();
    const result = await runStep({ workspace, eventName: 'push', payload: pushPayload(repo.move, repo.rename), sha: repo.rename, ref: 'refs/heads/main', inputs: { 'fail-on': 'never', annotations: 'false', 'report-path': 'out/reports' } });
    expect(result.exitCode).toBe(0);
    expect(result.outputs.violations).toBe('1');
    expect(result.outputs['report-json']).toBe(join(workspace, 'out', 'reports', 'refdiff-report.json'));
    expect(workflowCommands(result.stdout, 'notice')).toEqual([]);
    expect(workflowCommands(result.stdout, 'error')).toEqual([]);
  });

  test('a bad input fails with one clear line before any work', async () => {
    const workspace = checkout();
    const result = await runStep({ workspace, eventName: 'push', payload: pushPayload(repo.move, repo.rename), sha: repo.rename, ref: 'refs/heads/main', inputs: { 'fail-on': 'sometimes' } });
    expect(result.exitCode).toBe(1);
    expect(workflowCommands(result.stdout, 'error').map((e) => e.message)).toEqual(["refdiff: input 'fail-on' must be one of error, warning, never, got 'sometimes'"]);
    expect(existsSync(join(workspace, 'refdiff-report'))).toBe(false);
  });

  test('a broken policy file fails with its position', async () => {
    const workspace = checkout();
    const result = await runStep({ workspace, eventName: 'push', payload: pushPayload(repo.move, repo.rename), sha: repo.rename, ref: 'refs/heads/main', inputs: { config: 'missing.yml' } });
    expect(workflowCommands(result.stdout, 'error').map((e) => e.message)).toEqual([`refdiff: missing.yml: policy file not found at ${repo.rename.slice(0, 7)}`]);
  });
});
