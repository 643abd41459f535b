import { execFileSync, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { everythingWritten, pullRequestPayload, pushPayload, readReport, runStep as runActionStep, type StepResult } from './action-step';
import { FakeGitHub } from './fake-github';
import { cloneRepo, commitFiles, git, removeDir, tempDir } from './git-fixture';
import { workflowCommands } from './runner-env';
import { CART_PATH, createSampleRepo, POLICY, type SampleRepo } from './sample-repo';

/**
 * The Action on pull requests it cannot trust: the checkout is the pull request's, so the policy
 * file may be edited, renamed, deleted or turned into a link to anything on the runner, and links
 * may wait where the reports go. The base's policy judges the change, nothing is read or written
 * through a link, and nothing from the runner reaches the log.
 */

const SECRET = 'MY_SECRET=hunter2-do-not-print INPUT_TOKEN=ghs_runner_token_do_not_print';
/** The runner's secrets, and the `token` input the runner passes (runner-env.ts). */
const SECRET_WORDS = ['hunter2-do-not-print', 'ghs_runner_token_do_not_print', 'ghs_actions_token_for_tests'];

let root: string;
let repo: SampleRepo;
let secretFile: string;
let stepCount = 0;

beforeAll(() => {
  root = tempDir('untrusted');
  repo = createSampleRepo(join(root, 'origin'));
  secretFile = join(root, 'runner-credentials.env');
  writeFileSync(secretFile, SECRET);
});

afterAll(() => removeDir(root));

function checkout(branch: string): string {
  return cloneRepo(repo.dir, join(root, `workspace-${++stepCount}`), { branch });
}

function runStep(setup: Parameters<typeof runActionStep>[1]): Promise<StepResult> {
  return runActionStep(join(root, `runner-temp-${++stepCount}`), setup);
}

/** Cart.java at main's tip with `take` renamed: the error rule of the sample policy fires. */
function renamedCart(name: string): string {
  return git(repo.dir, 'show', `${repo.rename}:${CART_PATH}`).replace('take(', `${name}(`) + '\n';
}

/** A branch from main with one commit that renames take() and puts a link to `target` at `link`. */
function branchLinking(branch: string, link: string, target: string): string {
  git(repo.dir, 'checkout', '--quiet', '-b', branch, repo.rename);
  rmSync(join(repo.dir, link), { force: true });
  mkdirSync(dirname(join(repo.dir, link)), { recursive: true });
  symlinkSync(target, join(repo.dir, link));
  git(repo.dir, 'add', '--', link);
  const sha = commitFiles(repo.dir, 'Cart: take is top', { [CART_PATH]: renamedCart('top') });
  git(repo.dir, 'checkout', '--quiet', 'main');
  return sha;
}

const branchLinkingPolicy = (branch: string, target: string) => branchLinking(branch, '.refdiffrc.yml', target);

function branchWith(branch: string, from: string, message: string, files: Record<string, string | null>): string {
  git(repo.dir, 'checkout', '--quiet', '-b', branch, from);
  const sha = commitFiles(repo.dir, message, files);
  git(repo.dir, 'checkout', '--quiet', 'main');
  return sha;
}

function pullRequest(workspace: string, head: string, base = repo.rename) {
  return { workspace, eventName: 'pull_request', payload: pullRequestPayload(head, base), sha: head, ref: 'refs/pull/12/merge' };
}

function expectNoSecret(result: StepResult): void {
  const written = everythingWritten(result);
  for (const word of SECRET_WORDS) expect(written).not.toContain(word);
}

describe('a pull request that links the policy file to a file of the runner', () => {
  /** The link would be the policy once merged: the check fails at once, saying so in one line. */
  function expectLinkRefused(result: StepResult, head: string): void {
    expectNoSecret(result);
    expect(result.exitCode).toBe(1);
    expect(workflowCommands(result.stdout, 'error').map((e) => e.message)).toEqual([
      `refdiff: .refdiffrc.yml at ${head.slice(0, 7)}: a symbolic link; refdiff reads the policy only from a regular file committed to the repository, never through a link`,
    ]);
  }

  test('to a credentials file: refused in one line, and the file never reaches the log', async () => {
    const head = branchLinkingPolicy('link-secret', secretFile);
    expectLinkRefused(await runStep(pullRequest(checkout('link-secret'), head)), head);
  });

  test('to /dev/zero: the run ends at once, refused in one line', async () => {
    const head = branchLinkingPolicy('link-zero', '/dev/zero');
    expectLinkRefused(await runStep(pullRequest(checkout('link-zero'), head)), head);
  });

  test('to a FIFO: never opened, refused in one line', async () => {
    const fifo = join(root, 'policy.fifo');
    execFileSync('mkfifo', [fifo]);
    // A writer waits for a reader; had the run opened the FIFO, the writer would have finished.
    const writer = spawn('sh', ['-c', 'printf "%s" "$1" > "$2"', 'sh', SECRET, fifo], { stdio: 'ignore' });
    try {
      const head = branchLinkingPolicy('link-fifo', fifo);
      const result = await runStep(pullRequest(checkout('link-fifo'), head));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(writer.exitCode).toBeNull();
      expectLinkRefused(result, head);
    } finally {
      writer.kill();
    }
  });

  test('pushed: fails with one line that names the link, and prints nothing of its target', async () => {
    const head = branchLinkingPolicy('link-pushed', secretFile);
    const result = await runStep({ workspace: checkout('link-pushed'), eventName: 'push', payload: pushPayload(repo.rename, head, 'refs/heads/link-pushed'), sha: head, ref: 'refs/heads/link-pushed' });
    expectNoSecret(result);
    expect(result.exitCode).toBe(1);
    expect(workflowCommands(result.stdout, 'error').map((e) => e.message)).toEqual([
      `refdiff: .refdiffrc.yml at ${head.slice(0, 7)}: a symbolic link; refdiff reads the policy only from a regular file committed to the repository, never through a link`,
    ]);
  });
});

describe('a pull request that renames or deletes the policy file', () => {
  test('.refdiffrc.yml -> a permissive .refdiffrc.yaml: the base error rule still fails the check, and the summary says so', async () => {
    const head = branchWith('to-yaml', repo.rename, 'Cart: take is first; policy file renamed', {
      '.refdiffrc.yml': null,
      '.refdiffrc.yaml': POLICY.replace('level: error', 'level: off'),
      [CART_PATH]: renamedCart('first'),
    });
    const github = new FakeGitHub();
    const apiUrl = await github.start();
    const result = await runStep({ ...pullRequest(checkout('to-yaml'), head), apiUrl }).finally(() => github.stop());
    // Without `comment: true` the token is not used at all, and never printed.
    expect(github.requests).toEqual([]);
    expectNoSecret(result);
    const note = `This change renames .refdiffrc.yml to .refdiffrc.yaml: it is judged by the policy of its base ${repo.rename.slice(0, 7)}; the edit applies once merged.`;
    expect(readReport(result).notes).toEqual([note]);
    expect(result.summary).toContain('This change renames .refdiffrc.yml to .refdiffrc.yaml');
    expect(result.exitCode).toBe(1);
    expect(result.outputs.violations).toBe('1');
  });

  test('the base keeps .refdiffrc.yaml and the pull request deletes it: the base rule applies, and the summary says so', async () => {
    const yamlMain = branchWith('yaml-main', repo.rename, 'Policy: .refdiffrc.yaml', { '.refdiffrc.yml': null, '.refdiffrc.yaml': POLICY });
    git(repo.dir, 'checkout', '--quiet', 'yaml-main');
    const head = commitFiles(repo.dir, 'Cart: take is front; no policy', { '.refdiffrc.yaml': null, [CART_PATH]: renamedCart('front') });
    git(repo.dir, 'checkout', '--quiet', 'main');
    git(repo.dir, 'branch', 'drop-yaml', head);
    const result = await runStep(pullRequest(checkout('drop-yaml'), head, yamlMain));
    expect(readReport(result).notes).toEqual([
      `This change removes .refdiffrc.yaml: it is judged by the policy of its base ${yamlMain.slice(0, 7)}; the edit applies once merged.`,
    ]);
    expect(result.exitCode).toBe(1);
    expect(result.outputs.violations).toBe('1');
  });
});

describe('a pull request that plants links where the reports go', () => {
  test('the report folder links out of the workspace: refused in one line, nothing written there', async () => {
    const outside = join(root, 'outside-folder');
    mkdirSync(outside);
    const head = branchLinking('link-report-folder', 'refdiff-report', outside);
    const result = await runStep(pullRequest(checkout('link-report-folder'), head));
    expect(readdirSync(outside)).toEqual([]);
    expect(result.exitCode).toBe(1);
    expect(workflowCommands(result.stdout, 'error').map((e) => e.message)).toEqual([
      'refdiff: report-path refdiff-report: refdiff-report is a symbolic link in the checkout; refdiff writes its reports only into real folders',
    ]);
  });

  test('a report file links to a file of the runner: the link is replaced, the file untouched', async () => {
    const victim = join(root, 'runner-file.txt');
    writeFileSync(victim, 'keep me');
    const head = branchLinking('link-report-file', 'refdiff-report/refdiff-report.json', victim);
    const result = await runStep(pullRequest(checkout('link-report-file'), head));
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(result.exitCode).toBe(1);
    expect(readReport(result).combined?.head).toBe(head);
    expect(existsSync(result.outputs['report-markdown'])).toBe(true);
  });

  test('refdiff.sarif links to a file of the runner: the link is replaced by the SARIF report, the file untouched', async () => {
    const victim = join(root, 'runner-sarif.txt');
    writeFileSync(victim, 'keep me');
    const head = branchLinking('link-sarif-file', 'refdiff-report/refdiff.sarif', victim);
    const result = await runStep(pullRequest(checkout('link-sarif-file'), head));
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(lstatSync(result.outputs['report-sarif']).isFile()).toBe(true);
    expect(JSON.parse(readFileSync(result.outputs['report-sarif'], 'utf8')).version).toBe('2.1.0');
  });
});

test('a push is judged by the policy committed at the pushed commit, not by a file changed on disk since', async () => {
  const workspace = checkout('main');
  // An earlier step (or anything else on the runner) rewrites the checked-out file.
  writeFileSync(join(workspace, '.refdiffrc.yml'), POLICY.replace('level: error', 'level: off'));
  const result = await runStep({ workspace, eventName: 'push', payload: pushPayload(repo.move, repo.rename), sha: repo.rename, ref: 'refs/heads/main' });
  expect(result.exitCode).toBe(1);
  expect(result.outputs.violations).toBe('1');
});
