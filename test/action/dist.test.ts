import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { COMMENT_MARKER } from '../../src/action/pr-comment';
import type { ActionReportFile } from '../../src/action/report-files';
import { buildCli } from '../hook/hook-repo';
import { FakeGitHub } from './fake-github';
import { cloneRepo, removeDir, tempDir } from './git-fixture';
import { readOutputs, stepEnvironment, workflowCommands, type StepSetup } from './runner-env';
import { addFeatureBranch, createSampleRepo, type SampleRepo } from './sample-repo';

/**
 * The bundle as GitHub runs it: `npm run build`'s dist/ copied to a folder of its own (no
 * node_modules anywhere above it), started with `node index.js` in the workspace, with only
 * the variables the runner sets.
 */

let build: string;
let root: string;
let dist: string;
let repo: SampleRepo;
let github: FakeGitHub;

beforeAll(async () => {
  // A private build (the CLI's dist test builds too: one dist/ written by both raced).
  build = buildCli();
  root = tempDir('dist');
  dist = join(root, 'action', 'dist');
  cpSync(join(build, 'dist'), dist, { recursive: true });
  repo = createSampleRepo(join(root, 'origin'));
  github = new FakeGitHub();
  await github.start();
}, 120_000);

afterAll(async () => {
  await github.stop();
  removeDir(root);
  removeDir(build);
});

let stepCount = 0;

function runBundle(setup: Omit<StepSetup, 'temp'>): Promise<{ code: number | null; stdout: string; stderr: string; outputs: Record<string, string>; summary: string }> {
  const temp = join(root, `runner-temp-${++stepCount}`);
  mkdirSync(temp);
  const step = stepEnvironment({ ...setup, temp });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(dist, 'index.js')], { cwd: setup.workspace, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...step.env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) =>
      resolve({ code, stdout, stderr, outputs: readOutputs(step.outputFile), summary: readFileSync(step.summaryFile, 'utf8') }),
    );
  });
}

test('dist/ holds the bundle and the wasm files, and nothing needs node_modules', () => {
  // The runtime and a grammar per language (TSX has its own beside TypeScript's), nothing else.
  const wasm = readdirSync(join(dist, 'wasm'));
  expect(wasm).toEqual(expect.arrayContaining(['web-tree-sitter.wasm', 'tree-sitter-c.wasm', 'tree-sitter-java.wasm', 'tree-sitter-javascript.wasm', 'tree-sitter-typescript.wasm', 'tree-sitter-tsx.wasm']));
  expect(wasm.filter((name) => !/^(web-)?tree-sitter(-[\w-]+)?\.wasm$/.test(name))).toEqual([]);
  expect(existsSync(join(root, 'node_modules'))).toBe(false);
  expect(existsSync(join(root, 'action', 'node_modules'))).toBe(false);
  // Every require left in the bundle is one of Node's own modules.
  const required = [...readFileSync(join(dist, 'index.js'), 'utf8').matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]);
  expect(required.length).toBeGreaterThan(0);
  expect(required.filter((name) => !builtinModules.includes(name.replace(/^node:/, '')))).toEqual([]);
});

test('a push: the bundle analyses Java and JavaScript commits, writes outputs, summary and reports, and gates', async () => {
  const workspace = cloneRepo(repo.dir, join(root, 'workspace-push'));
  const payload = { ref: 'refs/heads/main', before: repo.initial, after: repo.rename, repository: { full_name: 'octo/shop', default_branch: 'main' } };
  const result = await runBundle({ workspace, eventName: 'push', payload, sha: repo.rename, ref: 'refs/heads/main' });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(1);
  expect(result.outputs.summary).toBe('3 refactorings in 3 commits; 1 rule violation: 1 error, 0 warnings');
  const report = JSON.parse(readFileSync(result.outputs['report-json'], 'utf8')) as ActionReportFile;
  expect(report.commits.flatMap((c) => c.report.refactorings.map((r) => r.type))).toEqual(['Extract Method', 'Move Function', 'Rename Method']);
  expect(result.summary).toContain('<code>shop.<wbr>Cart.<wbr>take(List&lt;T&gt;, int)</code>');
  expect(workflowCommands(result.stdout, 'notice')).toHaveLength(3);
  expect(workflowCommands(result.stdout, 'error').map((e) => e.message.split('\n')[0])).toEqual([
    "renaming a public Java method breaks callers in other repositories (1 refactoring) in commit " +
      `${repo.rename.slice(0, 7)}. To approve it deliberately, add 'Refactoring-Approved: <reason>' to the commit message.`,
    'refdiff: 1 rule violation fails this check (fail-on: error).',
  ]);
});

test('a pull request: the bundle comments through GITHUB_API_URL', async () => {
  const feature = addFeatureBranch(repo, repo.move, true);
  const workspace = cloneRepo(repo.dir, join(root, 'workspace-pr'));
  const payload = {
    number: 3,
    pull_request: { number: 3, head: { sha: feature, repo: { full_name: 'octo/shop' } }, base: { sha: repo.rename, repo: { full_name: 'octo/shop' } } },
  };
  const result = await runBundle({ workspace, eventName: 'pull_request', payload, sha: feature, ref: 'refs/pull/3/merge', apiUrl: github.url, inputs: { comment: 'true' } });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  expect(github.writes()).toEqual(['POST /repos/octo/shop/issues/3/comments']);
  expect(github.comments.get(3)?.[0].body.startsWith(`${COMMENT_MARKER}\n## refdiff: 1 refactoring in `)).toBe(true);
});
