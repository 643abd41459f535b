import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * The release workflow: its shape is read from the YAML, and the shell of its own steps is run
 * as the runner runs it (bash -eo pipefail) against real git repositories.
 */
const ROOT = join(__dirname, '..', '..');
const workflow = parse(readFileSync(join(ROOT, '.github', 'workflows', 'release.yml'), 'utf8'));
const job = workflow.jobs.release;
type Step = { id?: string; name?: string; uses?: string; run?: string; with?: Record<string, unknown> };
const steps: Step[] = job.steps;

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'refdiff-release-'));
  dirs.push(dir);
  return dir;
}

function stepNamed(pattern: RegExp): Step {
  const step = steps.find((candidate) => pattern.test(candidate.name ?? ''));
  if (!step?.run) throw new Error(`no run step named ${pattern}`);
  return step;
}

/** Runs a step's script in `cwd` as GitHub's default bash shell does; `env` plays its `env:`. */
function runStep(step: Step, cwd: string, env: Record<string, string>) {
  const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], { cwd, env: { ...gitEnv(), ...env }, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function gitEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith('GIT_')) env[name] = value;
  return { ...env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 'A', GIT_AUTHOR_EMAIL: 'a@b', GIT_COMMITTER_NAME: 'A', GIT_COMMITTER_EMAIL: 'a@b' };
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: gitEnv(), encoding: 'utf8' }).trim();
}

test('runs on version tags only, with the rights to publish with provenance and to move a tag', () => {
  expect(workflow.on).toEqual({ push: { tags: ['v[0-9]+.[0-9]+.[0-9]+*'] } });
  expect(workflow.permissions).toEqual({ contents: 'read' });
  expect(job.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
  const setupNode = steps.find((step) => step.uses?.startsWith('actions/setup-node@'))!;
  expect(setupNode.with).toMatchObject({ 'registry-url': 'https://registry.npmjs.org' });
});

test('checks and tests as CI does before it publishes, and publishes before it moves the major tag', () => {
  const order = [/The tag is/, /Install, build, check/, /Publish to npm/, /Move the major tag/].map((name) => steps.indexOf(stepNamed(name)));
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  expect(stepNamed(/Install, build, check/).run!.trim()).toBe('bash .ci/run');
  expect(stepNamed(/Publish to npm/).run).toMatch(/npm publish --provenance --access public/);
});

describe('the tag check', () => {
  function check(version: string, tag: string) {
    const dir = tempDir();
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'refdiff', version }));
    const output = join(dir, 'output');
    writeFileSync(output, '');
    const result = runStep(stepNamed(/The tag is/), dir, { TAG: tag, GITHUB_OUTPUT: output });
    return { ...result, output: readFileSync(output, 'utf8') };
  }

  test('a release: npm latest, major tag v1', () => {
    expect(check('1.4.2', 'v1.4.2')).toMatchObject({ status: 0, output: 'npm-tag=latest\nmajor=v1\n' });
  });

  test('a pre-release: npm next, the major tag stays', () => {
    expect(check('2.0.0-rc.1', 'v2.0.0-rc.1')).toMatchObject({ status: 0, output: 'npm-tag=next\nmajor=\n' });
  });

  test("a tag that is not package.json's version stops the release", () => {
    const result = check('1.4.2', 'v1.4.3');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("::error::tag v1.4.3 does not match package.json's version 1.4.2 (run: npm version <version>)\n");
  });
});

test('the major tag moves to the new release on the remote', () => {
  const origin = tempDir();
  git(origin, 'init', '-q', '--bare');
  const clone = tempDir();
  git(clone, 'init', '-q', '-b', 'main');
  git(clone, 'remote', 'add', 'origin', origin);
  git(clone, 'commit', '-q', '--allow-empty', '-m', '1.0.0');
  git(clone, 'tag', '-a', 'v1.0.0', '-m', '1.0.0');
  git(clone, 'tag', 'v1', 'v1.0.0^{commit}');
  git(clone, 'push', '-q', 'origin', 'main', '--tags');
  git(clone, 'commit', '-q', '--allow-empty', '-m', '1.1.0');
  // What `npm version` makes: an annotated tag; the major tag must point at its commit.
  git(clone, 'tag', '-a', 'v1.1.0', '-m', '1.1.0');
  git(clone, 'push', '-q', 'origin', 'main', 'v1.1.0');

  const result = runStep(stepNamed(/Move the major tag/), clone, { TAG: 'v1.1.0', MAJOR: 'v1' });
  expect(result.status).toBe(0);
  expect(git(origin, 'rev-parse', 'refs/tags/v1')).toBe(git(clone, 'rev-parse', 'v1.1.0^{commit}'));
  expect(git(origin, 'cat-file', '-t', 'refs/tags/v1')).toBe('commit');
});
